import { z } from 'zod'
import { EXPORT_STATUSES } from '../core/data-rights/export-rules.ts'
import { envelope } from './http.ts'
import { idempotencyKeyField } from './idempotency.ts'

// 'Download my data' (issue 26 §6; decision 080): the wire of a person's copy of their data. An account asks for one
// (POST, with an Idempotency-Key), sees it preparing, then ready until a date, then expired; downloads it while ready.

const MAX_DB_INT = 2_147_483_647

export const DataExportIdParamsSchema = z.object({
  id: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: 'id must be a number' }))
    .pipe(z.string().regex(/^\d{1,10}$/, 'id must be a number'))
    .transform(Number)
    .pipe(z.number().int().min(1, 'id must be positive').max(MAX_DB_INT, 'id is too large')),
})
export type DataExportIdParams = z.infer<typeof DataExportIdParamsSchema>

/** The Idempotency-Key header of a request (a page sends its form's key the same way). */
export const DataExportKeySchema = idempotencyKeyField

export const DataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(EXPORT_STATUSES),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  /** Until when a ready archive may be downloaded. */
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  /** The archive's download path under /pwa-api while ready; null otherwise. */
  download_path: z.string().nullable(),
  file_name: z.string().nullable(),
})
export type DataExport = z.infer<typeof DataExportSchema>

export const DataExportsSchema = z.object({
  /** The latest archive asked for, or null. */
  current: DataExportSchema.nullable(),
  /** Whether a new request would start one now (nothing preparing, none finished in the last 24 hours). */
  can_request: z.boolean(),
  /** When a new request is taken again (after the last finished one's 24 hours), or null. */
  next_request_at: z.string().nullable(),
})
export type DataExports = z.infer<typeof DataExportsSchema>

export const DataExportAnswerSchema = envelope(DataExportSchema)
export const DataExportsAnswerSchema = envelope(DataExportsSchema)
