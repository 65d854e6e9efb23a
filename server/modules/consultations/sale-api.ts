import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  ATTACHMENT_FIELD,
  BookConsultationSchema,
  CancelConsultationSchema,
  ConsultationFileParamsSchema,
  ConsultationIdParamsSchema,
  ConsultationUploadSchema,
  RateConsultationSchema,
  RescheduleConsultationSchema,
  type BookConsultationInput as BookBody,
} from '../../../contracts/consultation-sale.ts'
import type { Envelope } from '../../../contracts/http.ts'
import { paise } from '../../../core/money.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { parseInput } from '../../lib/validation.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'
import { requireIdempotencyKey } from '../orders/index.ts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../storage/index.ts'
import { CONSULTATION_CART_TYPE, type BookConsultationInput } from './sale.ts'

// Selling a consultation and the patient's side after it (issue 24 §3, §7; contracts/consultation-sale.ts): the
// attachments uploaded before booking, the booking (an Idempotency-Key, as every placement), my consultations, one
// consultation and its files (consultationFor: another account's is a 404), cancel, reschedule, rating, and a no-show's
// 'another doctor now' or 'full refund'.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const BASE = '/api/v1/consultations'
const KEY_HEADER = 'idempotency-key'
/** Five files of 10 MB and a megabyte for the multipart framing. */
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 1024 * 1024

/** The booking's input as the line takes it, from the contract's parsed body. */
export function bookInput(body: BookBody): BookConsultationInput {
  return {
    cartType: CONSULTATION_CART_TYPE,
    payment: body.payment,
    useWallet: body.use_wallet,
    useCorporateWallet: body.use_corporate_wallet,
    expectedTotal: paise(body.expected_total),
    doctorId: body.doctor_id ?? null,
    startsAt: body.starts_at === undefined ? null : new Date(body.starts_at),
    specialty: body.specialty ?? null,
    now: body.now,
    patientId: body.patient_id,
    mode: body.mode,
    symptoms: body.symptoms,
    attachmentIds: body.attachment_ids,
    consent: body.consent,
    consentBy: body.consent_by ?? null,
  }
}

async function uploadForm(c: Context<AppEnv>): Promise<FormData> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data\b/i.test(type.trim())) {
    throw new AppError({ code: 'unsupported_media_type', status: 415, message: 'Content-Type must be multipart/form-data' })
  }
  try {
    return await c.req.formData()
  } catch {
    throw AppError.invalid('The upload could not be read. Please try again.', ATTACHMENT_FIELD, 'unreadable_upload')
  }
}

/** The booking page's posts (and their .data twins): refused over the upload limit before the body is read. */
export function consultBookBodyLimit(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: (c) => c.text(`The files are too large: attach at most ${MAX_UPLOAD_FILES} files of 10 MB each`, 413),
  }) as MiddlewareHandler<AppEnv>
}

export function consultSaleApi() {
  const api = new Hono<AppEnv>()
  const account = (c: Context<AppEnv>) => effectiveUserId(requireUser(c.var.session))

  api.post(
    `${BASE}/attachments`,
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: () => {
        throw new AppError({
          code: 'too_large',
          status: 413,
          message: `The files are too large: attach at most ${MAX_UPLOAD_FILES} files of ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB each`,
          field: ATTACHMENT_FIELD,
        })
      },
    }),
    async (c) => {
      const userId = account(c)
      const form = await uploadForm(c)
      const parsed = parseInput(ConsultationUploadSchema, { [ATTACHMENT_FIELD]: form.getAll(ATTACHMENT_FIELD) })
      const files = await Promise.all(
        parsed[ATTACHMENT_FIELD].map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
      )
      return c.json(ok({ attachments: await c.var.services.consultSale.upload(userId, files) }), 201)
    },
  )

  api.post(`${BASE}/bookings`, async (c) => {
    const userId = account(c)
    const key = requireIdempotencyKey(c.req.header(KEY_HEADER))
    const body = await parseBody(c, BookConsultationSchema)
    const answer = await c.var.services.consultSale.book(userId, bookInput(body), key)
    if (answer.replayed) c.header('idempotent-replayed', 'true')
    return c.json(ok(answer.body), answer.status as 201)
  })

  api.get(`${BASE}/mine`, async (c) => {
    return c.json(ok(await c.var.services.consultSale.mine(account(c))))
  })

  api.get(`${BASE}/mine/:id`, async (c) => {
    const userId = account(c)
    const { id } = parseParams(c, ConsultationIdParamsSchema)
    return c.json(ok(await c.var.services.consultSale.get(userId, id)))
  })

  api.get(`${BASE}/mine/:id/attachments/:attachment_id`, async (c) => {
    const userId = account(c)
    const { id, attachment_id } = parseParams(c, ConsultationFileParamsSchema)
    const file = await c.var.services.consultSale.attachmentFile(userId, id, attachment_id)
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${file.fileName.replace(/[^\w. -]/g, '_')}"`,
    }
    if (file.contentType === 'application/pdf') headers['content-security-policy'] = 'sandbox'
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers)
  })

  api.post(`${BASE}/mine/:id/cancel`, async (c) => {
    const userId = account(c)
    const { id } = parseParams(c, ConsultationIdParamsSchema)
    const { reason } = await parseBody(c, CancelConsultationSchema)
    return c.json(ok(await c.var.services.consultSale.cancel(userId, id, reason)))
  })

  api.post(`${BASE}/mine/:id/reschedule`, async (c) => {
    const userId = account(c)
    const { id } = parseParams(c, ConsultationIdParamsSchema)
    const { starts_at } = await parseBody(c, RescheduleConsultationSchema)
    return c.json(ok(await c.var.services.consultSale.reschedule(userId, id, new Date(starts_at))))
  })

  api.post(`${BASE}/mine/:id/rating`, async (c) => {
    const userId = account(c)
    const { id } = parseParams(c, ConsultationIdParamsSchema)
    const { stars } = await parseBody(c, RateConsultationSchema)
    return c.json(ok(await c.var.services.consultSale.rate(userId, id, stars)))
  })

  api.post(`${BASE}/mine/:id/reassign`, async (c) => {
    const userId = account(c)
    const { id } = parseParams(c, ConsultationIdParamsSchema)
    return c.json(ok(await c.var.services.consultSale.reassign(userId, id)))
  })

  api.post(`${BASE}/mine/:id/refund`, async (c) => {
    const userId = account(c)
    const { id } = parseParams(c, ConsultationIdParamsSchema)
    return c.json(ok(await c.var.services.consultSale.refund(userId, id)))
  })

  return api
}
