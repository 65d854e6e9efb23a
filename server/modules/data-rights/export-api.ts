import { Hono } from 'hono'
import { EXPORT_TEXTS } from '../../../core/data-rights/export-rules.ts'
import {
  DataExportIdParamsSchema,
  DataExportKeySchema,
  type DataExport,
  type DataExports,
} from '../../../contracts/data-export.ts'
import type { Envelope } from '../../../contracts/http.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseParams } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'

// 'Download my data' (issue 26 §6; decision 080): the account's archive (GET), asking for one (POST, with an
// Idempotency-Key: 202 when a new one starts, 200 with the one already asked for or in preparation, 429 within a day
// of the last ready one), one archive's state, and its download (the owner only; another account's is a 404).

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const SIGN_IN = new AppError({ code: 'sign_in_required', status: 401, message: EXPORT_TEXTS.signIn })

export function dataExportApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v1/data-exports', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN))
    return c.json(ok((await c.var.services.dataExports.view(userId)) satisfies DataExports))
  })

  api.post('/api/v1/data-exports', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN))
    const key = DataExportKeySchema.safeParse(c.req.header('idempotency-key')?.trim())
    if (!key.success) {
      throw AppError.invalid(
        'Idempotency-Key header is required (8 to 128 letters, digits, _ or -)',
        'idempotency_key',
        'idempotency_key_required',
      )
    }
    const asked = await c.var.services.dataExports.request(userId, key.data)
    return c.json(ok(asked.export satisfies DataExport), asked.created ? 202 : 200)
  })

  api.get('/api/v1/data-exports/:id', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN))
    const { id } = parseParams(c, DataExportIdParamsSchema)
    return c.json(ok((await c.var.services.dataExports.get(userId, id)) satisfies DataExport))
  })

  api.get('/api/v1/data-exports/:id/archive', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN))
    const { id } = parseParams(c, DataExportIdParamsSchema)
    const archive = await c.var.services.dataExports.archive(userId, id)
    return c.body(archive.stream, 200, {
      'content-type': 'application/zip',
      'content-length': String(archive.size),
      'content-disposition': `attachment; filename="${archive.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
  })

  return api
}
