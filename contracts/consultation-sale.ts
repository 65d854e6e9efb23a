import { z } from 'zod'
import { CONSULTATION_MODES, CONSULTATION_STATES } from '../core/consultations/states.ts'
import { SPECIALTY_CODE } from '../core/consultations/vocabulary.ts'
import { formSchema } from './form.ts'
import { idempotencyKeyField } from './idempotency.ts'
import { envelope } from './http.ts'

// Selling a consultation and what follows (issue 24 §3, §7; decision 057). Our paths (the spec has none):
//   POST /pwa-api/api/v1/consultations/attachments            multipart: reports or photos kept privately (≤5, ≤10 MB)
//   POST /pwa-api/api/v1/consultations/bookings               Idempotency-Key: the consultation as a line of sale
//   GET  /pwa-api/api/v1/consultations/mine                   upcoming and past
//   GET  /pwa-api/api/v1/consultations/mine/:id               one (another account's: 404)
//   GET  /pwa-api/api/v1/consultations/mine/:id/attachments/:attachment_id   a file, through consultationFor
//   POST /pwa-api/api/v1/consultations/mine/:id/cancel | reschedule | rating | reassign | refund
// Money is rupees on the wire, the expected total in paise (as every placement).

const MAX_DB_INT = 2_147_483_647
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const wholeOf = (message: string, min = 1, max = MAX_DB_INT) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }))
    .pipe(z.string().regex(/^\d{1,10}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))

const tick = (name: string) =>
  z
    .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true' || v === '1')

const instant = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s), message)
    .refine((s) => !Number.isNaN(Date.parse(s)), message)

/** How a consultation is paid: online (the rest after MedWise Cash), or all from MedWise Cash. */
export const CONSULTATION_PAYMENT_CHOICES = ['online', 'wallet'] as const
/** At most this many attachments a consultation, and the longest symptoms text. */
export const MAX_CONSULTATION_ATTACHMENTS = 5
export const MAX_SYMPTOMS_LENGTH = 1000

const attachmentIds = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return []
    if (typeof v === 'string') return v.split(',').filter((s) => s.trim() !== '')
    return v
  },
  z
    .array(wholeOf('An attachment id is a whole number'), { error: 'attachment_ids must be a list of ids' })
    .max(MAX_CONSULTATION_ATTACHMENTS, `You can attach at most ${MAX_CONSULTATION_ATTACHMENTS} files`),
)

/**
 * POST …/consultations/bookings (JSON, or the booking page's form of strings). A doctor and a slot start, or 'consult
 * now' for a specialty (`now` and `specialty` without a doctor: the consult-now rule picks the doctor and slot).
 */
export const BookConsultationSchema = formSchema(
  z
    .object({
      doctor_id: z.preprocess(blank, wholeOf('Please choose a doctor').optional()),
      starts_at: z.preprocess(blank, instant('Please choose a time slot').optional()),
      specialty: z.preprocess(
        blank,
        z.string({ error: 'Please choose a specialty' }).regex(SPECIALTY_CODE, 'Please choose a specialty').optional(),
      ),
      /** From 'Consult now': the current slot may have begun up to 5 minutes ago. */
      now: tick('now'),
      patient_id: wholeOf('Please choose who the consultation is for'),
      mode: z.enum(CONSULTATION_MODES, { error: 'Please choose chat, audio or video' }),
      symptoms: z.preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        z
          .string({ error: 'Please describe the symptoms in words' })
          .max(MAX_SYMPTOMS_LENGTH, `Please describe the symptoms in at most ${MAX_SYMPTOMS_LENGTH} characters`)
          .transform((s) => s.trim()),
      ),
      attachment_ids: attachmentIds,
      /** The booker's tick: explicit consent on the patient's behalf (required when the patient is not the account holder). */
      consent: tick('consent'),
      /** The adult accompanying a minor (their full name). */
      consent_by: z.preprocess(
        blank,
        z.string({ error: 'Please enter the adult’s name' }).max(100, 'Please enter a name of at most 100 characters').optional(),
      ),
      payment: z.enum(CONSULTATION_PAYMENT_CHOICES, { error: "Please choose how to pay: 'online' or 'wallet'" }),
      use_wallet: tick('use_wallet'),
      /** issue 25 §4: the corporate wallet's consultation sub-wallet pays first (a covered patient only). */
      use_corporate_wallet: tick('use_corporate_wallet'),
      /** The amount to pay the person was shown, in paise. */
      expected_total: z.coerce
        .number({ error: 'expected_total must be a number' })
        .int('expected_total must be whole paise')
        .min(0, 'expected_total must not be negative')
        .max(100_000_000, 'expected_total is too large'),
    })
    .superRefine((v, ctx) => {
      if (v.doctor_id === undefined && !(v.now && v.specialty)) {
        ctx.addIssue({ code: 'custom', path: ['doctor_id'], message: 'Please choose a doctor' })
      }
      if (v.doctor_id !== undefined && v.starts_at === undefined) {
        ctx.addIssue({ code: 'custom', path: ['starts_at'], message: 'Please choose a time slot' })
      }
    }),
)
export type BookConsultationBody = z.input<typeof BookConsultationSchema>
export type BookConsultationInput = z.infer<typeof BookConsultationSchema>

/** The booking page's form adds the idempotency key it was rendered with. */
export const BookConsultationKeySchema = formSchema(z.object({ idempotency_key: idempotencyKeyField }))

export const ConsultationIdParamsSchema = formSchema(z.object({ id: wholeOf('A consultation id is a whole number') }))
export const ConsultationFileParamsSchema = formSchema(
  z.object({
    id: wholeOf('A consultation id is a whole number'),
    attachment_id: wholeOf('An attachment id is a whole number'),
  }),
)

export const RescheduleConsultationSchema = formSchema(z.object({ starts_at: instant('Please choose a new time slot') }))
export const CancelConsultationSchema = formSchema(
  z.object({
    reason: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string({ error: 'reason must be text' }).max(200, 'Please give a reason of at most 200 characters'),
    ),
  }),
)
export const RateConsultationSchema = formSchema(z.object({ stars: wholeOf('Please choose 1 to 5 stars', 1, 5) }))

export const ATTACHMENT_FIELD = 'attachments'
function chosenFiles(value: unknown): unknown {
  const parts = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return parts.filter((p) => p !== '' && !(p instanceof File && p.size === 0 && p.name === ''))
}
/** The upload's multipart field `attachments`: one to five files (checked by their bytes, never by the name). */
export const ConsultationUploadSchema = formSchema(
  z.object({
    [ATTACHMENT_FIELD]: z.preprocess(
      chosenFiles,
      z.array(z.file({ error: 'Please attach files, not text' })).min(1, 'Please choose a report or photo to attach'),
    ),
  }),
)

// ---- Answers ----

const rupees = z.number().nonnegative().multipleOf(0.01)

export const ConsultationAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
})
export type ConsultationAttachmentWire = z.infer<typeof ConsultationAttachmentSchema>
export const ConsultationUploadAnswerSchema = envelope(z.object({ attachments: z.array(ConsultationAttachmentSchema) }))

export const BookedConsultationSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  /** The order's status (pending_payment, confirmed). */
  status: z.string(),
  consultation_id: z.number().int(),
  /** pending_payment until an online payment settles, else booked. */
  consultation_state: z.enum(CONSULTATION_STATES),
  total: rupees,
  wallet_part: rupees,
  /** What the corporate wallet paid (issue 25 §4). */
  corporate_part: rupees,
  online_part: rupees,
  free_with_plan: z.boolean(),
  hold_expires_at: z.string().nullable(),
  /** The payment page for what is left online, or the booking's success page. */
  next_url: z.string(),
})
export type BookedConsultation = z.infer<typeof BookedConsultationSchema>
export const BookedConsultationAnswerSchema = envelope(BookedConsultationSchema)

export const ConsultationSchema = z.object({
  id: z.number().int(),
  state: z.enum(CONSULTATION_STATES),
  state_label: z.string(),
  order_number: z.string().nullable(),
  doctor: z.object({
    id: z.number().int(),
    name: z.string(),
    initials: z.string(),
    qualifications: z.string(),
    specialty: z.string(),
  }),
  patient: z.object({ name: z.string(), age: z.number().int().nullable(), gender: z.string().nullable() }),
  mode: z.enum(CONSULTATION_MODES),
  mode_label: z.string(),
  kind: z.enum(['now', 'scheduled']),
  starts_at: z.string(),
  ends_at: z.string(),
  /** 'Thu 26 Nov, 10:00 AM' (India time). */
  time_label: z.string(),
  symptoms: z.string(),
  fee: rupees,
  price: rupees,
  free_with_plan: z.boolean(),
  consent: z.enum(['implied', 'explicit']),
  consent_by: z.string().nullable(),
  reschedule_count: z.number().int(),
  attachments: z.array(ConsultationAttachmentSchema),
  can_cancel: z.boolean(),
  /** What cancelling now does (refunded or not). */
  cancel_note: z.string().nullable(),
  can_reschedule: z.boolean(),
  reschedule_refusal: z.string().nullable(),
  can_join: z.boolean(),
  room_url: z.string(),
  /** The signed e-prescription's page; null until the doctor signs one. */
  prescription_url: z.string().nullable(),
  can_rate: z.boolean(),
  rating: z.number().int().nullable(),
  /** The doctor did not join: 'Another doctor now' or 'Full refund', refunded on its own at `auto_refund_at`. */
  no_show: z.object({ auto_refund_at: z.string() }).nullable(),
})
export type ConsultationWire = z.infer<typeof ConsultationSchema>
export const ConsultationAnswerSchema = envelope(ConsultationSchema)
export const MyConsultationsSchema = z.object({
  upcoming: z.array(ConsultationSchema),
  past: z.array(ConsultationSchema),
})
export type MyConsultations = z.infer<typeof MyConsultationsSchema>
export const MyConsultationsAnswerSchema = envelope(MyConsultationsSchema)
