import { z } from 'zod'
import { withoutControls } from '../core/fields/free-text.ts'
import { CART_MAX_QUANTITY_PER_SKU } from '../core/constants.ts'
import { formSchema } from './form.ts'
import { envelope } from './http.ts'

// The e-prescription of a consultation and what the patient does with it (issue 24 §5, §6; decision 059). Ours (the
// spec has no paths for consultations):
//   GET  /pwa-api/api/v1/consultations/:id/prescription                   the patient's account or the doctor
//   POST /pwa-api/api/v1/consultations/:id/prescription                   the consultation's doctor, once (201; 409)
//   GET  /pwa-api/api/v1/consultations/:id/prescription/pdf               the signed PDF (the two sides only)
//   GET  /pwa-api/api/v1/consultations/:id/prescription/medicines?q=      the doctor's medicine search, with its list
//   POST /pwa-api/api/v1/consultations/:id/prescription/order-medicines   the patient's account: the pharmacy cart
//   POST /pwa-api/api/v1/consultations/:id/prescription/book-tests        the patient's account: the labs cart
// Anyone else (another account, another doctor): 404, as for every read of a consultation.

const MAX_DB_INT = 2_147_483_647
export const MAX_PRESCRIBED_MEDICINES = 20
export const MAX_ADVISED_TESTS = 20

const whole = (message: string, min: number, max: number) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }))
    .pipe(z.string().regex(/^\d{1,10}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))

/** Free text: control characters become spaces, trimmed, at most `max` characters. */
const words = (name: string, max: number, required: boolean) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? withoutControls(v).trim() : v === undefined || v === null ? '' : v),
    required
      ? z
          .string({ error: `${name} must be text` })
          .min(1, `Please write the ${name.toLowerCase()}`)
          .max(max, `${name} is too long (at most ${max} characters)`)
      : z.string({ error: `${name} must be text` }).max(max, `${name} is too long (at most ${max} characters)`),
  )

export const EPrescriptionParamsSchema = formSchema(z.object({ id: whole('A consultation id is a whole number', 1, MAX_DB_INT) }))

export const EPrescriptionMedicineInputSchema = z.object({
  sku_id: whole('Please choose the medicine from the catalog', 1, MAX_DB_INT),
  strength: words('Strength', 60, true),
  dose: words('Dose', 60, true),
  frequency: words('Frequency', 60, true),
  duration: words('Duration', 60, true),
  instructions: words('Instructions', 200, false),
  quantity: whole(
    `Packs to dispense must be a whole number from 1 to ${CART_MAX_QUANTITY_PER_SKU}`,
    1,
    CART_MAX_QUANTITY_PER_SKU,
  ),
})

/** What the doctor writes (the form sends the same, its rows numbered). */
export const WriteEPrescriptionSchema = formSchema(
  z.object({
    doctor_address: words('Address', 300, true),
    doctor_contact: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
      z
        .string({ error: 'Please give a contact: a 10-digit mobile number or an e-mail' })
        .regex(
          /^(?:(?:\+91)?[6-9]\d{9}|[^\s@]{1,64}@[^\s@]{1,180}\.[a-z]{2,24})$/i,
          'Please give a contact: a 10-digit mobile number or an e-mail',
        ),
    ),
    complaints: words('Chief complaints', 1000, false),
    diagnosis: words('Diagnosis', 500, true),
    provisional: z.boolean({ error: 'provisional must be true or false' }).optional().default(false),
    advice: words('Advice', 2000, false),
    follow_up_days: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      whole('Follow-up must be a whole number of days from 1 to 365', 1, 365).optional(),
    ),
    follow_up_note: words('Follow-up note', 300, false),
    medicines: z
      .array(EPrescriptionMedicineInputSchema, { error: 'medicines must be a list' })
      .max(MAX_PRESCRIBED_MEDICINES, `At most ${MAX_PRESCRIBED_MEDICINES} medicines`),
    tests: z
      .array(whole('Please choose the test from the labs catalog', 1, MAX_DB_INT), { error: 'tests must be a list of test ids' })
      .max(MAX_ADVISED_TESTS, `At most ${MAX_ADVISED_TESTS} tests`)
      .optional()
      .default([]),
  }),
)
export type WriteEPrescription = z.infer<typeof WriteEPrescriptionSchema>

export const EPrescriptionMedicineQuerySchema = formSchema(
  z.object({
    q: z.preprocess(
      (v) => (typeof v === 'string' ? withoutControls(v).trim() : v),
      z
        .string({ error: 'Type at least 2 letters of the medicine' })
        .min(2, 'Type at least 2 letters of the medicine')
        .max(60, 'Type at most 60 characters'),
    ),
  }),
)

// ---- Answers ----

export const EPrescriptionMedicineSchema = z.object({
  sku_id: z.number().int(),
  /** In capitals. */
  name: z.string(),
  strength: z.string(),
  dose: z.string(),
  frequency: z.string(),
  duration: z.string(),
  instructions: z.string(),
  quantity: z.number().int(),
  /** The guidelines' list it was prescribed under: O, A or B. */
  list: z.string(),
})

export const EPrescriptionSchema = z.object({
  consultation_id: z.number().int(),
  number: z.string(),
  doctor: z.object({
    name: z.string(),
    qualifications: z.string(),
    registration_number: z.string(),
    council: z.string(),
    address: z.string(),
    contact: z.string(),
  }),
  patient: z.object({ name: z.string(), age: z.number().int().nullable(), gender: z.string().nullable() }),
  /** India's date, YYYY-MM-DD. */
  prescribed_on: z.string(),
  mode: z.string(),
  /** first | follow_up */
  visit: z.string(),
  complaints: z.string(),
  diagnosis: z.string(),
  provisional: z.boolean(),
  medicines: z.array(EPrescriptionMedicineSchema),
  tests: z.array(z.object({ id: z.number().int(), name: z.string() })),
  advice: z.string(),
  follow_up_days: z.number().int().nullable(),
  follow_up_note: z.string(),
  signed_at: z.string(),
  sha256: z.string(),
  keep_until: z.string(),
  pdf_url: z.string(),
})
export type EPrescriptionView = z.infer<typeof EPrescriptionSchema>
export const EPrescriptionAnswerSchema = envelope(EPrescriptionSchema)

export const EPrescriptionMedicineHitSchema = z.object({
  sku_id: z.number().int(),
  name: z.string(),
  pack: z.string(),
  composition: z.string().nullable(),
  schedule: z.string(),
  /** O, A, B or prohibited. */
  list: z.string(),
  /** Whether this consultation may prescribe it; why not otherwise (the rule's sentence). */
  allowed: z.boolean(),
  refusal: z.string().nullable(),
})
export type EPrescriptionMedicineHit = z.infer<typeof EPrescriptionMedicineHitSchema>
export const EPrescriptionMedicinesAnswerSchema = envelope(z.object({ medicines: z.array(EPrescriptionMedicineHitSchema) }))

export const EPrescriptionOrderSchema = z.object({
  /** The pharmacy copy attached to the cart (the checkout needs no upload). */
  prescription_id: z.number().int(),
  /** The pharmacy cart's lines after filling. */
  cart_count: z.number().int(),
  /** Where the customer goes next: the cart. */
  next_url: z.string(),
})
export const EPrescriptionOrderAnswerSchema = envelope(EPrescriptionOrderSchema)

export const EPrescriptionTestsSchema = z.object({
  test_ids: z.array(z.number().int()),
  lab_name: z.string().nullable(),
  next_url: z.string(),
})
export const EPrescriptionTestsAnswerSchema = envelope(EPrescriptionTestsSchema)
