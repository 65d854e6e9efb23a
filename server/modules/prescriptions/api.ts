import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { PRESCRIPTION_PATH, PRESCRIPTION_TEXTS } from '../../../core/prescriptions/limits.ts'
import { checkoutCartTypeOf, checkoutPath } from '../../../core/cart/checkout-path.ts'
import {
  PrescriptionFileParamsSchema,
  PrescriptionFileQuerySchema,
  PrescriptionUploadSchema,
  type Prescription,
  type PrescriptionList,
} from '../../../contracts/prescriptions.ts'
import type { Envelope } from '../../../contracts/http.ts'
import { noticeCookie } from '../../../core/cart/notice.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseParams, parseQuery } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { parseInput } from '../../lib/validation.ts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../storage/index.ts'
import { uploadFilesOf, uploadFormInput } from './form-input.ts'

// The prescription calls (issue 9 §4): upload (multipart/form-data), the account's list, and one file of one,
// served to its account only (404 for anyone else's, as every other account's resource).

/** The largest upload body: five files of 10 MB and a megabyte for the multipart framing and the name. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 1024 * 1024
export const UPLOAD_TOO_LARGE_MESSAGE = `The files are too large: attach at most ${MAX_UPLOAD_FILES} files of ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB each`

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

/** The signed-in account (the customer acted for in a super-login), or a 401 with `message`. */
function accountOf(c: Context<AppEnv>, message: string): number {
  const owner = c.var.cartOwner
  if (!c.var.session || owner.kind !== 'user') throw new AppError({ code: 'login_required', status: 401, message })
  return owner.userId
}

/** Refuses a body over the limit before it is read: by its Content-Length, else while it streams in. */
function uploadBodyLimit(onTooLarge: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: onTooLarge }) as MiddlewareHandler<AppEnv>
}

const tooLarge = () => new AppError({ code: 'too_large', status: 413, message: UPLOAD_TOO_LARGE_MESSAGE, field: 'prescription' })

/**
 * The prescription page's posts (/cart/prescription and its .data twin, server/app.ts): the same limit before the
 * body is read (the CSRF check reads forms). A form sent without JavaScript is sent back to the page with the message
 * in its snack bar; a fetcher (which the page checks before sending) gets the 413.
 */
export function prescriptionPageBodyLimit(): MiddlewareHandler<AppEnv> {
  return uploadBodyLimit((c) => {
    if (c.req.path.endsWith('.data')) return c.text(UPLOAD_TOO_LARGE_MESSAGE, 413)
    c.header('set-cookie', noticeCookie(UPLOAD_TOO_LARGE_MESSAGE))
    return c.redirect(checkoutPath(checkoutCartTypeOf(c.req.path), PRESCRIPTION_PATH), 303)
  })
}

/** The multipart body of an upload; 415 for another type, 400 for one that cannot be read. */
async function readUploadForm(c: Context<AppEnv>): Promise<FormData> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data\b/i.test(type.trim())) {
    throw new AppError({ code: 'unsupported_media_type', status: 415, message: 'Content-Type must be multipart/form-data' })
  }
  try {
    return await c.req.formData()
  } catch {
    throw AppError.invalid('The upload could not be read. Please try again.', 'prescription', 'unreadable_upload')
  }
}

export function prescriptionsApi() {
  const api = new Hono<AppEnv>()

  api.post(
    '/api/v4/prescriptions',
    uploadBodyLimit(() => {
      throw tooLarge()
    }),
    async (c) => {
      const userId = accountOf(c, PRESCRIPTION_TEXTS.loginToUpload)
      const form = parseInput(PrescriptionUploadSchema, uploadFormInput(await readUploadForm(c)))
      const prescription: Prescription = await c.var.services.prescriptions.upload(userId, {
        patientName: form.patient_name,
        files: await uploadFilesOf(form.prescription),
      })
      return c.json(ok(prescription), 201)
    },
  )

  api.get('/api/v4/prescriptions', async (c) => {
    const userId = accountOf(c, 'Log in to see your prescriptions')
    const list: PrescriptionList = { prescriptions: await c.var.services.prescriptions.list(userId) }
    return c.json(ok(list))
  })

  api.get('/api/v4/prescriptions/:id/files/:fileId', async (c) => {
    const params = parseParams(c, PrescriptionFileParamsSchema)
    const query = parseQuery(c, PrescriptionFileQuerySchema)
    const userId = accountOf(c, 'Log in to see your prescriptions')
    const file = await c.var.services.prescriptions.file(userId, params.id, params.fileId, {
      thumbnail: query.size === 'thumbnail',
    })
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
      // The customer's own medical document: kept by their browser only, briefly, and never sniffed as another type.
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${file.filename}"`,
    }
    // A PDF opened from our origin runs in a sandbox: no scripts, no forms, no same-origin access.
    if (file.contentType === 'application/pdf') headers['content-security-policy'] = 'sandbox'
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers)
  })

  return api
}
