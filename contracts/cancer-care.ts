import { z } from 'zod'
import {
  CANCER_CARE_TEXTS,
  CANCER_STAGE_CODES,
  DIAGNOSIS_MAX,
  DIAGNOSIS_MIN,
  NOTE_MAX,
  REPORT_KIND_CODES,
  TREATMENT_MAX,
} from '../core/cancer-care/vocabulary.ts'
import { SECOND_OPINION_STATES } from '../core/cancer-care/states.ts'
import { phoneSchema } from './fields.ts'
import { formSchema, text } from './form.ts'
import { envelope } from './http.ts'
import { patientIdOf } from './patients.ts'

// Cancer care's wire (issue 24 §8): the second-opinion request (POST /pwa-api/api/v1/cancer-care/second-opinions,
// multipart/form-data, and the page /cancer-care/second-opinion), the account's requests, one request, its written
// opinion; and the care coordinator's forms (/staff/cancer-care/{id}). Request schemas are forms: their messages are
// shown under the field they name.

const MAX_DB_INT = 2_147_483_647

/** A database id in a path or a form: digits only. */
const idText = (message: string) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }))
    .pipe(z.string().regex(/^\d{1,10}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(MAX_DB_INT, message))

/** Free text kept as typed with its line breaks, other control characters as spaces (no NUL reaches PostgreSQL). */
const freeText = (min: number, max: number, message: string) =>
  text(
    z
      .string()
      .transform((v) =>
        v
          .replace(/\r\n?/g, '\n')
          .replace(/[^\P{Cc}\n]/gu, ' ')
          .toWellFormed()
          .trim(),
      )
      .pipe(z.string().min(min, message).max(max, message)),
  )

/** A file input left empty still sends one part, with no name and no bytes (read back as '' or an empty File). */
function chosenFiles(value: unknown): unknown {
  const parts = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return parts.filter((p) => p !== '' && !(p instanceof File && p.size === 0 && p.name === ''))
}
const files = (min: number, message: string) =>
  z.preprocess(chosenFiles, z.array(z.file({ error: 'Please attach files, not text' })).min(min, message))

export const SecondOpinionFields = {
  patient_id: patientIdOf(CANCER_CARE_TEXTS.patient),
  diagnosis: freeText(DIAGNOSIS_MIN, DIAGNOSIS_MAX, CANCER_CARE_TEXTS.diagnosis),
  stage: z.enum(CANCER_STAGE_CODES, { error: CANCER_CARE_TEXTS.stage }),
  treatment: z.preprocess((v) => (v === undefined ? '' : v), freeText(0, TREATMENT_MAX, CANCER_CARE_TEXTS.treatment)),
  contact_phone: text(phoneSchema),
  pathology: files(1, CANCER_CARE_TEXTS.noPathology),
  imaging: files(0, ''),
}

/**
 * POST /pwa-api/api/v1/cancer-care/second-opinions and the page's form: the patient (one of the account's), the
 * diagnosis, the stage, the treatment so far, a contact phone, one to five pathology reports and up to five imaging
 * reports (JPEG, PNG or PDF by their bytes, 10 MB each: server/modules/storage/uploads.ts).
 */
export const SecondOpinionFormSchema = formSchema(z.object(SecondOpinionFields))
export type SecondOpinionForm = z.infer<typeof SecondOpinionFormSchema>

/** /second-opinions/:id and /second-opinions/:id/opinion */
export const SecondOpinionParamsSchema = formSchema(z.object({ id: idText('A request id is a whole number') }))

// ---- The coordinator's forms (/staff/cancer-care/{id}) ----

export const SecondOpinionAssignSchema = formSchema(z.object({ doctor_id: idText('Please choose an oncologist') }))
export const SecondOpinionNoteSchema = formSchema(z.object({ note: freeText(1, NOTE_MAX, CANCER_CARE_TEXTS.note) }))
export const SecondOpinionUploadSchema = formSchema(
  z.object({
    opinion: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.file({ error: 'Please attach the opinion as a PDF' })),
  }),
)
export const SecondOpinionIntentSchema = formSchema(
  z.object({ intent: z.enum(['assign', 'note', 'opinion', 'close'], { error: 'Unknown action' }) }),
)

// ---- Answers ----

export const SecondOpinionFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KIND_CODES),
  name: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
})

export const SecondOpinionSchema = z.object({
  id: z.number().int(),
  /** 'SO-000042': how the patient and the coordinator name it on the phone. */
  reference: z.string(),
  state: z.enum(SECOND_OPINION_STATES),
  state_label: z.string(),
  patient: z.object({ id: z.number().int(), name: z.string(), age: z.number().int().nullable(), gender: z.string().nullable() }),
  diagnosis: z.string(),
  stage: z.enum(CANCER_STAGE_CODES),
  stage_label: z.string(),
  treatment: z.string(),
  contact_phone: z.string(),
  /** Rupees (free at launch: 0). */
  price: z.number(),
  oncologist: z.object({ name: z.string(), qualifications: z.string() }).nullable(),
  files: z.array(SecondOpinionFileSchema),
  created_at: z.string(),
  /** The written opinion's download (the account only), once ready. */
  opinion_url: z.string().nullable(),
  opinion_at: z.string().nullable(),
})
export type SecondOpinion = z.infer<typeof SecondOpinionSchema>

export const SecondOpinionListSchema = z.object({ requests: z.array(SecondOpinionSchema) })
export type SecondOpinionList = z.infer<typeof SecondOpinionListSchema>

export const SecondOpinionAnswerSchema = envelope(SecondOpinionSchema)
export const SecondOpinionListAnswerSchema = envelope(SecondOpinionListSchema)
