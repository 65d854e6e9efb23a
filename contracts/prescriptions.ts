import { z } from 'zod'
import {
  PATIENT_NAME_FIELD,
  PATIENT_NAME_MESSAGES,
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_MAX_ATTACHED,
  PRESCRIPTION_TEXTS,
} from '../core/prescriptions/limits.ts'
import { makeNameSchema } from './fields.ts'
import { formSchema, text } from './form.ts'
import { envelope, type Refusal } from './http.ts'

// The prescription step's wire (issue 9 §4): POST /api/v4/prescriptions (multipart/form-data), the account's
// prescriptions, one file of one; and the forms of the page /cart/prescription. A prescription is one or more files
// (pages: re-encoded photos or checked PDFs) for a named patient; its files are served only to its account.

const MAX_DB_INT = 2_147_483_647

/** A database id in a path or a form: digits only. */
const idText = (field: string) =>
  z
    .string({ error: `${field} must be a number` })
    .regex(/^\d{1,10}$/, `${field} must be a number`)
    .transform(Number)
    .pipe(z.number().min(1, `${field} must be positive`).max(MAX_DB_INT, `${field} is too large`))

/** spec 1 §5: the recipient-name rules, worded for the patient. */
export const patientNameSchema = makeNameSchema(PATIENT_NAME_MESSAGES)

/** A file input left empty still sends one part, with no name and no bytes (read back as '' or an empty File). */
function chosenFiles(value: unknown): unknown {
  const parts = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return parts.filter((p) => p !== '' && !(p instanceof File && p.size === 0 && p.name === ''))
}

/**
 * POST /api/v4/prescriptions and the page's upload form: `patient_name` and one to five `prescription` files. The
 * files' count, sizes and types by their bytes are the upload rules' (server/modules/storage/uploads.ts).
 */
export const PrescriptionUploadSchema = formSchema(
  z.object({
    [PATIENT_NAME_FIELD]: text(patientNameSchema),
    [PRESCRIPTION_FILE_FIELD]: z.preprocess(
      chosenFiles,
      z.array(z.file({ error: 'Please attach files, not text' })).min(1, PRESCRIPTION_TEXTS.noFiles),
    ),
  }),
)
export type PrescriptionUploadForm = z.infer<typeof PrescriptionUploadSchema>

/** GET /api/v4/prescriptions/:id/files/:fileId */
export const PrescriptionFileParamsSchema = z.object({ id: idText('id'), fileId: idText('fileId') })
/** `?size=thumbnail`: an image shrunk to fit THUMBNAIL_PIXELS (the saved list's pictures); a PDF has none. */
export const PrescriptionFileQuerySchema = z.object({
  size: z.literal('thumbnail', { error: "size must be 'thumbnail'" }).optional(),
})

// ---- Answers ----

export const PrescriptionTypeSchema = z.enum(['image/jpeg', 'image/png', 'application/pdf'])

export const PrescriptionFileSchema = z.object({
  id: z.number().int().positive(),
  /** The page's number within its prescription, from 1. */
  position: z.number().int().positive(),
  content_type: PrescriptionTypeSchema,
  /** The name the customer's file had (tidied), shown back to them only. */
  name: z.string(),
  size_bytes: z.number().int().nonnegative(),
  /** Where the file opens (the account's own only). */
  url: z.string(),
})
export type PrescriptionFile = z.infer<typeof PrescriptionFileSchema>

export const PrescriptionSchema = z.object({
  id: z.number().int().positive(),
  patient_name: z.string(),
  /** uploaded | approved | rejected (the pharmacist's check). */
  status: z.enum(['uploaded', 'approved', 'rejected']),
  created_at: z.iso.datetime({ offset: true }),
  file_count: z.number().int().positive(),
  first_file_id: z.number().int().positive(),
  /** The first file's picture for the list: null when the first file is a PDF. */
  thumbnail_url: z.string().nullable(),
  files: z.array(PrescriptionFileSchema),
})
export type Prescription = z.infer<typeof PrescriptionSchema>

export const PrescriptionListSchema = z.object({ prescriptions: z.array(PrescriptionSchema) })
export type PrescriptionList = z.infer<typeof PrescriptionListSchema>

export const PrescriptionAnswerSchema = envelope(PrescriptionSchema)
export const PrescriptionListAnswerSchema = envelope(PrescriptionListSchema)

// ---- The page's forms (app/routes/cart-prescription.tsx): upload, or choose which prescriptions go with the order ----

const idList = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(idText('prescription_id')).max(PRESCRIPTION_MAX_ATTACHED, PRESCRIPTION_TEXTS.tooManyAttached),
)

/** The page's intents besides the upload (whose fields are PrescriptionUploadSchema's). */
export const PrescriptionChoiceSchema = formSchema(
  z.discriminatedUnion(
    'intent',
    [
      z.object({ intent: z.literal('attach'), prescription_id: idText('prescription_id') }),
      z.object({ intent: z.literal('detach'), prescription_id: idText('prescription_id') }),
      /** Without JavaScript: the ticked boxes become the order's prescriptions. */
      z.object({ intent: z.literal('select'), prescription_id: idList }),
    ],
    { error: 'Unknown prescription action' },
  ),
)
export type PrescriptionChoice = z.infer<typeof PrescriptionChoiceSchema>

/** What the page's action answers a fetcher (a form without JavaScript gets the page back, or a redirect). */
export type PrescriptionActionData =
  | { ok: true; intent: 'upload' | 'attach' | 'detach' | 'select'; notice: string; prescriptionId?: number }
  | (Refusal & {
      intent: 'upload' | 'attach' | 'detach' | 'select' | null
      message: string
      /** The messages under each field of the upload form (patient_name, prescription). */
      fields: Partial<Record<'patient_name' | 'prescription', string[]>>
      /** What the customer typed, put back into the form without JavaScript. */
      patientName?: string
    })
