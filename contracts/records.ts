import { z } from 'zod'
import {
  MAX_PROVIDER_CHARS,
  MAX_TAG_CHARS,
  MAX_TAGS,
  MAX_TITLE_CHARS,
  RECORD_KIND_LABELS,
  RECORD_KINDS,
  RECORD_SOURCES,
  type RecordKind,
} from '../core/records/vocabulary.ts'
import { isDay } from '../core/records/filters.ts'
import { withoutControls } from '../core/fields/free-text.ts'
import { blankToUndefined, formSchema, searchField, text } from './form.ts'
import { envelope } from './http.ts'
import { idempotencyKeyField } from './idempotency.ts'

// The health records' wire (issue 26 §1–2): /pwa-api/api/v1/health-records. The account's family members with a
// count and the latest record; a member's timeline (newest first, by keyset), filtered by kind, dates and words, with
// the trends of its lab parameters; one record with its observations; the person's own uploads (multipart: a PDF,
// JPEG or PNG of at most 10 MB, typed by its bytes), changed and deleted; a record's file, to its account only.

export { RECORD_KIND_LABELS, RECORD_KINDS, type RecordKind }

const MAX_DB_INT = 2_147_483_647

const idText = (field: string) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: `${field} must be a number` }))
    .pipe(z.string().regex(/^\d{1,10}$/, `${field} must be a number`))
    .transform(Number)
    .pipe(z.number().int().min(1, `${field} must be positive`).max(MAX_DB_INT, `${field} is too large`))

export const RECORD_MESSAGES = {
  kind: 'Please choose what kind of record this is',
  title: `Please give the record a title of at most ${MAX_TITLE_CHARS} characters`,
  date: 'Please enter the date of the record (not in the future)',
  provider: `The doctor or lab's name can be at most ${MAX_PROVIDER_CHARS} characters`,
  tags: `Tags can be at most ${MAX_TAG_CHARS} characters each, ${MAX_TAGS} in all`,
  file: 'Please choose a PDF, JPEG or PNG file of at most 10 MB',
} as const

const trimmed = (v: unknown) => (typeof v === 'string' ? withoutControls(v).trim().replace(/\s+/g, ' ') : v)

const recordFields = {
  kind: text(z.enum(RECORD_KINDS, { error: RECORD_MESSAGES.kind })),
  title: z.preprocess(
    trimmed,
    z.string({ error: RECORD_MESSAGES.title }).min(1, RECORD_MESSAGES.title).max(MAX_TITLE_CHARS, RECORD_MESSAGES.title),
  ),
  date: text(z.string().refine(isDay, RECORD_MESSAGES.date)),
  provider: z.preprocess(
    (v) => trimmed(v ?? ''),
    z.string({ error: RECORD_MESSAGES.provider }).max(MAX_PROVIDER_CHARS, RECORD_MESSAGES.provider),
  ),
  /** Comma-separated (a form's one field) or a list (JSON). */
  tags: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.union(
      [
        z.string().max(MAX_TAGS * (MAX_TAG_CHARS + 2), RECORD_MESSAGES.tags),
        z.array(z.string().max(MAX_TAG_CHARS, RECORD_MESSAGES.tags)).max(MAX_TAGS, RECORD_MESSAGES.tags),
      ],
      {
        error: RECORD_MESSAGES.tags,
      },
    ),
  ),
}

/** A file input left empty still sends one part, with no name and no bytes. */
const chosenFile = (v: unknown) => (v === '' || (v instanceof File && v.size === 0 && v.name === '') ? undefined : v)

/**
 * POST /api/v1/health-records/patients/:patientId (multipart/form-data): the file and what it is. `idempotency_key`
 * (or the Idempotency-Key header): a retried upload files it once.
 */
export const RecordUploadSchema = formSchema(
  z.object({
    ...recordFields,
    file: z.preprocess(chosenFile, z.file({ error: RECORD_MESSAGES.file })),
    idempotency_key: z.preprocess(blankToUndefined, idempotencyKeyField.optional()),
  }),
)
export type RecordUploadForm = z.infer<typeof RecordUploadSchema>

/** PUT /api/v1/health-records/:id: what the person may change of their own upload. */
export const RecordUpdateSchema = formSchema(z.object(recordFields))
export type RecordUpdateInput = z.infer<typeof RecordUpdateSchema>

export const RecordIdParamsSchema = z.object({ id: idText('id') })
export const RecordPatientParamsSchema = z.object({ patientId: idText('patientId') })

const dayQuery = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${name} must be a date (YYYY-MM-DD)` })
      .refine(isDay, `${name} must be a date (YYYY-MM-DD)`)
      .optional(),
  )

/** GET …/patients/:patientId: the filters and the cursor of the next page (`after`, from the last answer). */
export const TimelineQuerySchema = z.object({
  kind: z.preprocess(
    blankToUndefined,
    z.enum(RECORD_KINDS, { error: `kind must be one of ${RECORD_KINDS.join(', ')}` }).optional(),
  ),
  from: dayQuery('from'),
  to: dayQuery('to'),
  q: searchField(z.string().max(60, 'q can be at most 60 characters').optional()),
  after: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}_\d{1,9}$/, 'after must be the next_cursor of a page')
      .optional(),
  ),
})
export type TimelineQuery = z.infer<typeof TimelineQuerySchema>

// ---- Answers ----

export const ObservationSchema = z.object({
  name: z.string(),
  value: z.string(),
  unit: z.string(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** A range as text when it is not two numbers. */
  range_text: z.string().nullable(),
  flag: z.enum(['low', 'high', 'abnormal']).nullable(),
})
export type Observation = z.infer<typeof ObservationSchema>

export const HealthRecordSchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  kind: z.enum(RECORD_KINDS),
  kind_label: z.string(),
  title: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  provider: z.string(),
  tags: z.array(z.string()),
  source: z.enum(RECORD_SOURCES),
  source_label: z.string(),
  /** Only the person's own uploads can be changed or deleted. */
  editable: z.boolean(),
  /** A short line of what it holds ('Approved by our pharmacist', 'Diagnosis: …'). */
  summary: z.string(),
  /** Where its document opens (its own file, or the lab report, prescription or invoice it was filed from); null: none. */
  file_url: z.string().nullable(),
  file_type: z.string().nullable(),
  observations_count: z.number().int(),
  created_at: z.string(),
})
export type HealthRecord = z.infer<typeof HealthRecordSchema>

export const HealthRecordDetailSchema = HealthRecordSchema.extend({ observations: z.array(ObservationSchema) })
export type HealthRecordDetail = z.infer<typeof HealthRecordDetailSchema>

export const RecordMemberSchema = z.object({
  patient_id: z.number().int(),
  name: z.string(),
  relation: z.string().nullable(),
  count: z.number().int(),
  latest: HealthRecordSchema.nullable(),
})
export type RecordMember = z.infer<typeof RecordMemberSchema>

export const RecordMembersSchema = z.object({ members: z.array(RecordMemberSchema) })
export type RecordMembers = z.infer<typeof RecordMembersSchema>

export const TrendSchema = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  points: z.array(
    z.object({ date: z.string(), value: z.number(), record_id: z.number().int(), flag: z.enum(['low', 'high']).nullable() }),
  ),
})
export type Trend = z.infer<typeof TrendSchema>

export const TimelineSchema = z.object({
  patient: z.object({ id: z.number().int(), name: z.string(), relation: z.string().nullable() }),
  records: z.array(HealthRecordSchema),
  /** The `after` of the next page; null on the last. */
  next_cursor: z.string().nullable(),
  /** Every parameter of the member's lab reports measured at least twice (whatever the filters). */
  trends: z.array(TrendSchema),
})
export type Timeline = z.infer<typeof TimelineSchema>

export const RecordMembersAnswerSchema = envelope(RecordMembersSchema)
export const TimelineAnswerSchema = envelope(TimelineSchema)
export const RecordAnswerSchema = envelope(HealthRecordDetailSchema)
export const RecordDeletedAnswerSchema = envelope(z.object({ deleted: z.literal(true), id: z.number().int() }))

/** The kinds' labels, for a select. */
export const RECORD_KIND_OPTIONS = RECORD_KINDS.map((k) => ({ value: k, label: RECORD_KIND_LABELS[k] }))
