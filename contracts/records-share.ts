import { z } from 'zod'
import {
  SHARE_HOURS_DEFAULT,
  SHARE_HOURS_MAX,
  SHARE_HOURS_MIN,
  SHARE_MESSAGES,
  SHARE_SCOPES,
  SHARE_TOKEN_PATTERN,
  type ShareScope,
} from '../core/records/share.ts'
import { checkAbhaAddress, checkAbhaNumber } from '../core/records/abha.ts'
import { formSchema } from './form.ts'
import { envelope } from './http.ts'

// The wire of sharing a member's records and exporting them (issue 26 §3–4), the records module's routes beside the
// store's (decision 079). Requests are forms (contracts/form.ts): their messages are shown under the field they name.
// Ids are the database's integer ids.
//
//   POST   /pwa-api/api/v1/health-records/shares                     CreateRecordShareBodySchema (+ Idempotency-Key) → CreateRecordShareAnswer
//   GET    /pwa-api/api/v1/health-records/shares?patient_id=          RecordShareListQuerySchema → RecordShareListAnswer
//   POST   /pwa-api/api/v1/health-records/shares/{share_id}/revoke    RecordShareIdParamsSchema → RevokeRecordShareAnswer (again: same answer)
//   GET    /pwa-api/api/v1/health-records/shares/{share_id}/views     RecordShareIdParamsSchema → RecordShareViewsAnswer
//   GET    /pwa-api/api/v1/health-records/patients/{patient_id}/fhir  RecordsExportParamsSchema → the FHIR Bundle (a download)
//   GET    /pwa-api/api/v1/health-records/patients/{patient_id}/abha  RecordsExportParamsSchema → RecordAbhaAnswer
//   PUT    /pwa-api/api/v1/health-records/patients/{patient_id}/abha  RecordAbhaBodySchema → RecordAbhaAnswer
//   GET    /health-record/shared/{token}                              the viewer's page (RecordShareTokenParamsSchema)
//   GET    /health-record/shared/{token}/files/{record_id}            a file in the share's scope

const MAX_DB_INT = 2_147_483_647

export const RECORDS_SHARE_MESSAGES = {
  scope: 'Please choose what to share: this record or the whole record',
  patient: 'Please choose a family member',
  record: 'Please choose a record to share',
  hours: SHARE_MESSAGES.hours,
  shareId: 'A share id is a whole number',
} as const

/** An id in a path, a query or a form: digits only (a number is taken as its digits). */
const idOf = (message: string) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }))
    .pipe(z.string().regex(/^\d{1,10}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(MAX_DB_INT, message))

/** Hours a link lives: absent or blank is the default 24; a form sends text, JSON a number. */
const hoursField = z
  .preprocess(
    (v) => (v === undefined || v === null || v === '' ? SHARE_HOURS_DEFAULT : typeof v === 'string' ? v.trim() : v),
    z.union([z.number(), z.string().regex(/^\d{1,3}$/, RECORDS_SHARE_MESSAGES.hours)], {
      error: RECORDS_SHARE_MESSAGES.hours,
    }),
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int(RECORDS_SHARE_MESSAGES.hours)
      .min(SHARE_HOURS_MIN, RECORDS_SHARE_MESSAGES.hours)
      .max(SHARE_HOURS_MAX, RECORDS_SHARE_MESSAGES.hours),
  )

/** POST …/records/shares: one record of a member, or the member's whole record. */
export const CreateRecordShareBodySchema = formSchema(
  z
    .object({
      scope: z.enum(SHARE_SCOPES, { error: RECORDS_SHARE_MESSAGES.scope }),
      patient_id: idOf(RECORDS_SHARE_MESSAGES.patient),
      record_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idOf(RECORDS_SHARE_MESSAGES.record).optional()),
      hours: hoursField,
    })
    .superRefine((v, ctx) => {
      if (v.scope === 'record' && v.record_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['record_id'], message: RECORDS_SHARE_MESSAGES.record })
      }
    })
    .transform((v) => ({
      hours: v.hours,
      scope: (v.scope === 'record'
        ? { kind: 'record', patientId: v.patient_id, recordId: v.record_id! }
        : { kind: 'patient', patientId: v.patient_id }) satisfies ShareScope as ShareScope,
    })),
)
export type CreateRecordShareInput = z.output<typeof CreateRecordShareBodySchema>

export const RecordShareIdParamsSchema = formSchema(z.object({ share_id: idOf(RECORDS_SHARE_MESSAGES.shareId) }))
export const RecordShareListQuerySchema = formSchema(z.object({ patient_id: idOf(RECORDS_SHARE_MESSAGES.patient) }))
export const RecordsExportParamsSchema = formSchema(z.object({ patient_id: idOf(RECORDS_SHARE_MESSAGES.patient) }))
/** The viewer's link: a token of the wrong shape is answered as an unknown one (404), never looked up. */
export const RecordShareTokenParamsSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN, SHARE_MESSAGES.notFound),
})

/** The export's media type (FHIR's JSON). */
export const FHIR_JSON_MEDIA_TYPE = 'application/fhir+json'

// ---- Answers ----

const isoInstant = z.iso.datetime({ offset: true })

export const RecordShareSchema = z.object({
  share_id: z.number().int().positive(),
  scope: z.enum(SHARE_SCOPES),
  patient_id: z.number().int().positive(),
  record_id: z.number().int().positive().nullable(),
  /** The record's title for a one-record share, the member's name for a whole-record one. */
  label: z.string(),
  created_at: isoInstant,
  expires_at: isoInstant,
  revoked_at: isoInstant.nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
  views: z.number().int().nonnegative(),
})
export type RecordShareRow = z.infer<typeof RecordShareSchema>

/** The new link: shown once (only its hash is kept), with when it stops working. */
export const CreateRecordShareAnswerSchema = envelope(
  RecordShareSchema.extend({
    link: z.url(),
  }),
)
export type CreateRecordShareAnswer = z.infer<typeof CreateRecordShareAnswerSchema>

export const RecordShareListAnswerSchema = envelope(z.object({ shares: z.array(RecordShareSchema) }))
export type RecordShareListAnswer = z.infer<typeof RecordShareListAnswerSchema>

export const RevokeRecordShareAnswerSchema = envelope(RecordShareSchema)
export type RevokeRecordShareAnswer = z.infer<typeof RevokeRecordShareAnswerSchema>

/** One view of a link: when, from which network (cut to /24 or /48) and which browser (core/records/share.ts). */
export const RecordShareViewRowSchema = z.object({
  at: isoInstant,
  network: z.string().nullable(),
  device: z.string(),
})
export type RecordShareViewRow = z.infer<typeof RecordShareViewRowSchema>

export const RecordShareViewsAnswerSchema = envelope(
  z.object({ share_id: z.number().int().positive(), views: z.array(RecordShareViewRowSchema) }),
)
export type RecordShareViewsAnswer = z.infer<typeof RecordShareViewsAnswerSchema>

// ---- ABHA (decision 074: kept after format checks only) ----

const abhaText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'Please enter text' }).max(max, 'This is too long'),
  )

/** PUT …/patients/{patient_id}/abha: the number (14 digits, hyphens or spaces allowed) and the address; blank: none. */
export const RecordAbhaBodySchema = formSchema(
  z.object({ abha_number: abhaText(40), abha_address: abhaText(80) }).superRefine((v, ctx) => {
    if (v.abha_number.trim() !== '') {
      const c = checkAbhaNumber(v.abha_number)
      if (!c.ok) ctx.addIssue({ code: 'custom', path: ['abha_number'], message: c.message })
    }
    if (v.abha_address.trim() !== '') {
      const c = checkAbhaAddress(v.abha_address)
      if (!c.ok) ctx.addIssue({ code: 'custom', path: ['abha_address'], message: c.message })
    }
  }),
)

export const RecordAbhaSchema = z.object({
  /** XX-XXXX-XXXX-XXXX, or null. */
  abha_number: z.string().nullable(),
  /** name@abdm, or null. */
  abha_address: z.string().nullable(),
})
export const RecordAbhaAnswerSchema = envelope(RecordAbhaSchema)
