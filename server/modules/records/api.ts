import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Envelope } from '../../../contracts/http.ts'
import {
  RecordIdParamsSchema,
  RecordPatientParamsSchema,
  RecordUpdateSchema,
  RecordUploadSchema,
  TimelineQuerySchema,
  type HealthRecordDetail,
  type RecordMembers,
  type Timeline,
} from '../../../contracts/records.ts'
import {
  CreateRecordShareBodySchema,
  FHIR_JSON_MEDIA_TYPE,
  RecordAbhaBodySchema,
  RecordShareIdParamsSchema,
  RecordShareListQuerySchema,
  RecordsExportParamsSchema,
  type RecordShareListAnswer,
} from '../../../contracts/records-share.ts'
import { decodeCursor } from '../../../core/records/filters.ts'
import { MAX_RECORD_FILE_BYTES } from '../../../core/records/vocabulary.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { parseInput } from '../../lib/validation.ts'

// The health records' calls (issue 26 §1–2; contracts/records.ts): a signed-in customer's own records only (401 for a
// guest, 404 for another account's member, record or file). An upload is multipart/form-data (the file and what it
// is), refused before it is read when larger than a file of 10 MB and the form around it.

export const RECORD_UPLOAD_BODY_LIMIT = MAX_RECORD_FILE_BYTES + 1024 * 1024
export const RECORD_TOO_LARGE_MESSAGE = `The file is larger than ${MAX_RECORD_FILE_BYTES / (1024 * 1024)} MB`

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

export function recordsAccountOf(c: Context<AppEnv>): number {
  const owner = c.var.cartOwner
  if (!c.var.session || owner.kind !== 'user') {
    throw new AppError({ code: 'login_required', status: 401, message: 'Please log in to see your health records' })
  }
  return owner.userId
}

/** The multipart body of an upload as an object of its fields (files kept as File). */
async function uploadForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data\b/i.test(type.trim())) {
    throw new AppError({ code: 'unsupported_media_type', status: 415, message: 'Content-Type must be multipart/form-data' })
  }
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw AppError.invalid('The upload could not be read. Please try again.', 'file', 'unreadable_upload')
  }
  const out: Record<string, unknown> = {}
  for (const [k, v] of form.entries()) if (!(k in out)) out[k] = v
  return out
}

export function recordsApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v1/health-records', async (c) => {
    const userId = recordsAccountOf(c)
    const answer: RecordMembers = { members: await c.var.services.records.members(userId) }
    return c.json(ok(answer))
  })

  // Sharing and the export (issue 26 §3–4; decision 079): before `/:id`, which would take 'shares' for an id.
  api.post('/api/v1/health-records/shares', async (c) => {
    const userId = recordsAccountOf(c)
    const input = await parseBody(c, CreateRecordShareBodySchema)
    const key = c.req.header('idempotency-key')?.trim() || null
    if (key !== null && !/^[\w-]{8,128}$/.test(key)) {
      throw AppError.invalid('Idempotency-Key must be 8 to 128 letters, digits, _ or -', undefined, 'bad_idempotency_key')
    }
    const share = await c.var.services.recordSharing.create(userId, input, key, new URL(c.req.url).origin)
    return c.json(ok(share), 201)
  })

  api.get('/api/v1/health-records/shares', async (c) => {
    const userId = recordsAccountOf(c)
    const { patient_id } = parseQuery(c, RecordShareListQuerySchema)
    const answer: RecordShareListAnswer['data'] = { shares: await c.var.services.recordSharing.list(userId, patient_id) }
    return c.json(ok(answer))
  })

  api.post('/api/v1/health-records/shares/:share_id/revoke', async (c) => {
    const { share_id } = parseParams(c, RecordShareIdParamsSchema)
    const userId = recordsAccountOf(c)
    return c.json(ok(await c.var.services.recordSharing.revoke(userId, share_id)))
  })

  api.get('/api/v1/health-records/shares/:share_id/views', async (c) => {
    const { share_id } = parseParams(c, RecordShareIdParamsSchema)
    const userId = recordsAccountOf(c)
    return c.json(ok(await c.var.services.recordSharing.views(userId, share_id)))
  })

  api.get('/api/v1/health-records/patients/:patient_id/fhir', async (c) => {
    const { patient_id } = parseParams(c, RecordsExportParamsSchema)
    const userId = recordsAccountOf(c)
    const exported = await c.var.services.recordSharing.exportBundle(userId, patient_id, new URL(c.req.url).origin)
    return c.body(exported.stream, 200, exportHeaders(exported.filename))
  })

  api.get('/api/v1/health-records/patients/:patient_id/abha', async (c) => {
    const { patient_id } = parseParams(c, RecordsExportParamsSchema)
    const userId = recordsAccountOf(c)
    return c.json(ok(await c.var.services.recordSharing.abha(userId, patient_id)))
  })

  api.put('/api/v1/health-records/patients/:patient_id/abha', async (c) => {
    const { patient_id } = parseParams(c, RecordsExportParamsSchema)
    const userId = recordsAccountOf(c)
    const input = await parseBody(c, RecordAbhaBodySchema)
    return c.json(ok(await c.var.services.recordSharing.saveAbha(userId, patient_id, input)))
  })

  api.get('/api/v1/health-records/patients/:patientId', async (c) => {
    const { patientId } = parseParams(c, RecordPatientParamsSchema)
    const query = parseQuery(c, TimelineQuerySchema)
    const userId = recordsAccountOf(c)
    const filters = { kind: query.kind ?? null, from: query.from ?? null, to: query.to ?? null, q: query.q ?? null }
    if (filters.from && filters.to && filters.from > filters.to) [filters.from, filters.to] = [filters.to, filters.from]
    const answer: Timeline = await c.var.services.records.timeline(userId, patientId, filters, decodeCursor(query.after))
    return c.json(ok(answer))
  })

  api.post(
    '/api/v1/health-records/patients/:patientId',
    bodyLimit({
      maxSize: RECORD_UPLOAD_BODY_LIMIT,
      onError: () => {
        throw new AppError({ code: 'file_too_large', status: 413, message: RECORD_TOO_LARGE_MESSAGE, field: 'file' })
      },
    }),
    async (c) => {
      const { patientId } = parseParams(c, RecordPatientParamsSchema)
      const userId = recordsAccountOf(c)
      const form = parseInput(RecordUploadSchema, await uploadForm(c))
      const key = form.idempotency_key ?? c.req.header('idempotency-key')?.trim() ?? null
      if (key !== null && !/^[\w-]{8,128}$/.test(key)) {
        throw AppError.invalid('Idempotency-Key must be 8 to 128 letters, digits, _ or -', undefined, 'bad_idempotency_key')
      }
      const saved: HealthRecordDetail = await c.var.services.records.upload(
        userId,
        patientId,
        form,
        { name: form.file.name, bytes: new Uint8Array(await form.file.arrayBuffer()) },
        key,
      )
      return c.json(ok(saved), 201)
    },
  )

  api.get('/api/v1/health-records/:id', async (c) => {
    const { id } = parseParams(c, RecordIdParamsSchema)
    const userId = recordsAccountOf(c)
    return c.json(ok(await c.var.services.records.get(userId, id)))
  })

  api.put('/api/v1/health-records/:id', async (c) => {
    const { id } = parseParams(c, RecordIdParamsSchema)
    const userId = recordsAccountOf(c)
    const input = await parseBody(c, RecordUpdateSchema)
    return c.json(ok(await c.var.services.records.update(userId, id, input)))
  })

  api.delete('/api/v1/health-records/:id', async (c) => {
    const { id } = parseParams(c, RecordIdParamsSchema)
    const userId = recordsAccountOf(c)
    return c.json(ok(await c.var.services.records.remove(userId, id)))
  })

  api.get('/api/v1/health-records/:id/file', async (c) => {
    const { id } = parseParams(c, RecordIdParamsSchema)
    const userId = recordsAccountOf(c)
    const file = await c.var.services.records.file(userId, id)
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, recordFileHeaders(file))
  })

  return api
}

/** A person's own medical document: kept by their browser only, briefly, never sniffed as another type. */
export function recordFileHeaders(file: { bytes: Uint8Array; contentType: string; filename: string }): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-length': String(file.bytes.length),
    'cache-control': 'private, max-age=300',
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${file.filename}"`,
  }
  // A PDF opened from our origin runs in a sandbox: no scripts, no forms, no same-origin access.
  if (file.contentType === 'application/pdf') headers['content-security-policy'] = 'sandbox'
  return headers
}

/** The FHIR export: a download, private to the account, never kept by a cache. */
export function exportHeaders(filename: string): Record<string, string> {
  return {
    'content-type': FHIR_JSON_MEDIA_TYPE,
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  }
}

/** The member page's upload form (/health-record/:patientId and its .data twin): the same limit before it is read. */
export function recordsPageBodyLimit(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: RECORD_UPLOAD_BODY_LIMIT,
    onError: (c) => c.text(RECORD_TOO_LARGE_MESSAGE, 413),
  }) as MiddlewareHandler<AppEnv>
}
