import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CANCER_CARE_TEXTS, REPORT_KIND_CODES } from '../../../core/cancer-care/vocabulary.ts'
import {
  SecondOpinionFormSchema,
  SecondOpinionParamsSchema,
  type SecondOpinion,
  type SecondOpinionList,
} from '../../../contracts/cancer-care.ts'
import type { Envelope } from '../../../contracts/http.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseParams } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { parseInput } from '../../lib/validation.ts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../storage/index.ts'
import { secondOpinionFormInput, secondOpinionInputOf } from './form-input.ts'

// The second opinion's calls (issue 24 §8): ask (multipart/form-data), the account's requests, one of them, and its
// written opinion (a PDF), each for its account only: another account's request answers 404 like one that does not
// exist; a guest gets 401 from the calls and 404 from the opinion's link (as from a lab report's).

/** The largest request: five files of 10 MB of each kind, and a megabyte for the rest of the form. */
export const SECOND_OPINION_BODY_LIMIT = REPORT_KIND_CODES.length * MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 1024 * 1024
export const SECOND_OPINION_TOO_LARGE = `The files are too large: attach at most ${MAX_UPLOAD_FILES} files of ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB of each kind`

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

function accountOf(c: Context<AppEnv>, message: string): number {
  const owner = c.var.cartOwner
  if (!c.var.session || owner.kind !== 'user') throw new AppError({ code: 'login_required', status: 401, message })
  return owner.userId
}

/** The request's form: multipart (with the reports), or a plain form (refused for its missing reports). */
async function readForm(c: Context<AppEnv>): Promise<FormData> {
  const type = (c.req.header('content-type') ?? '').trim()
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new AppError({ code: 'unsupported_media_type', status: 415, message: 'Content-Type must be multipart/form-data' })
  }
  try {
    return await c.req.formData()
  } catch {
    throw AppError.invalid('The request could not be read. Please try again.', 'pathology', 'unreadable_upload')
  }
}

/** The headers of the written opinion: the account's own medical document, never cached elsewhere or sniffed. */
export function opinionHeaders(file: { bytes: Uint8Array; filename: string }, disposition: 'attachment' | 'inline') {
  return {
    'content-type': 'application/pdf',
    'content-length': String(file.bytes.length),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': `${disposition}; filename="${file.filename}"`,
    'content-security-policy': 'sandbox',
  }
}

/** The second-opinion page's posts (/cancer-care/second-opinion and its .data twin): refused above the limit. */
export function secondOpinionBodyLimit(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: SECOND_OPINION_BODY_LIMIT,
    onError: (c) => c.text(SECOND_OPINION_TOO_LARGE, 413),
  }) as MiddlewareHandler<AppEnv>
}

export function cancerCareApi() {
  const api = new Hono<AppEnv>()
  const base = '/api/v1/cancer-care/second-opinions'

  api.post(
    base,
    bodyLimit({
      maxSize: SECOND_OPINION_BODY_LIMIT,
      onError: () => {
        throw new AppError({ code: 'too_large', status: 413, message: SECOND_OPINION_TOO_LARGE, field: 'pathology' })
      },
    }) as MiddlewareHandler<AppEnv>,
    async (c) => {
      const userId = accountOf(c, CANCER_CARE_TEXTS.signIn)
      const form = parseInput(SecondOpinionFormSchema, secondOpinionFormInput(await readForm(c)))
      const request: SecondOpinion = await c.var.services.cancerCare.create(userId, await secondOpinionInputOf(form))
      return c.json(ok(request), 201)
    },
  )

  api.get(base, async (c) => {
    const userId = accountOf(c, 'Log in to see your requests')
    const list: SecondOpinionList = { requests: await c.var.services.cancerCare.mine(userId) }
    return c.json(ok(list))
  })

  api.get(`${base}/:id`, async (c) => {
    const { id } = parseParams(c, SecondOpinionParamsSchema)
    const userId = accountOf(c, 'Log in to see your requests')
    return c.json(ok(await c.var.services.cancerCare.one(userId, id)))
  })

  api.get(`${base}/:id/opinion`, async (c) => {
    const { id } = parseParams(c, SecondOpinionParamsSchema)
    const owner = c.var.cartOwner
    // Like a lab report's link: a guest gets the same 404 as another account.
    if (!c.var.session || owner.kind !== 'user')
      throw AppError.notFound('The written opinion is not ready yet', 'opinion_not_ready')
    const file = await c.var.services.cancerCare.opinion(owner.userId, id)
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, opinionHeaders(file, 'attachment'))
  })

  return api
}
