import { z } from 'zod'
import { LABS_CART_TYPES } from '../core/cart/cart-types.ts'
import { MAX_PATIENTS_PER_TEST } from '../core/patients/patients.ts'
import { formSchema } from './form.ts'
import { envelope, type Refusal } from './http.ts'
import { patientIdOf, PatientSchema } from './patients.ts'

// Home-collection slots and the labs cart's patient step (issue 11 §4; decision 034): GET /pwa-api/labs/slots, the
// step's GET and PUT /pwa-api/labs/cart/patient-step, and the patient page's form (app/routes/labs-patient-page.tsx).

const MAX_DB_INT = 2_147_483_647
export { MAX_PATIENTS_PER_TEST }

const idOf = (message: string) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }))
    .pipe(z.string().regex(/^\d{1,10}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(MAX_DB_INT, message))

const flagText = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => v === 'true' || v === '1')

/** GET /pwa-api/labs/slots?lab_id=&city=&date=YYYY-MM-DD[&fasting=true][&patients=n] */
export const LabSlotsQuerySchema = formSchema(
  z.object({
    lab_id: idOf('Please choose a lab'),
    city: z
      .string({ error: 'Please choose a city' })
      .trim()
      .min(1, 'Please choose a city')
      .max(60, 'Please choose a city')
      .regex(/^[\p{L} .'-]+$/u, 'Please choose a city'),
    date: z.string({ error: 'Please choose a day' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a day (YYYY-MM-DD)'),
    /** Only morning slots (before 10:00), as for a fasting test. */
    fasting: flagText('fasting'),
    /** How many places the visit needs: a slot with fewer free is listed as full. */
    patients: z
      .string()
      .regex(/^[1-6]$/, `patients must be a whole number from 1 to ${MAX_PATIENTS_PER_TEST}`)
      .optional()
      .transform((v) => (v ? Number(v) : 1)),
  }),
)
export type LabSlotsQuery = z.input<typeof LabSlotsQuerySchema>

export const LAB_DAY_PARTS = ['morning', 'afternoon', 'evening'] as const

export const LabSlotSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** '7:30 AM – 8:00 AM' (India time). */
  label: z.string(),
  part: z.enum(LAB_DAY_PARTS),
  capacity: z.number().int(),
  /** Places left. */
  free: z.number().int().nonnegative(),
  /** Whether the visit's patients fit (free >= patients). */
  available: z.boolean(),
})
export type LabSlot = z.infer<typeof LabSlotSchema>

/** A day's bookable slots (the 2-hour lead, the 7-day window and the fasting cut-off applied), earliest first. */
export const LabSlotDaySchema = z.object({
  lab_id: z.number().int(),
  city: z.string(),
  date: z.string(),
  /** 'Today', 'Tomorrow', 'Fri 27 Nov'. */
  label: z.string(),
  fasting: z.boolean(),
  patients: z.number().int(),
  slots: z.array(LabSlotSchema),
})
export type LabSlotDay = z.infer<typeof LabSlotDaySchema>
export const LabSlotDayAnswerSchema = envelope(LabSlotDaySchema)

/** PUT /pwa-api/labs/cart/patient-step: who each test is for, and the slot. */
export const LabPatientStepBodySchema = formSchema(
  z.object({
    cart_type: z.enum(LABS_CART_TYPES, { error: "cart_type must be 'labs' or 'cp_labs'" }).optional().default('labs'),
    lines: z
      .array(
        z.object({
          test_id: idOf('A test id is a whole number'),
          patient_ids: z
            .array(patientIdOf('A patient id is a whole number'), { error: 'Please choose who the test is for' })
            .min(1, 'Please choose who the test is for')
            .max(MAX_PATIENTS_PER_TEST, `A test can be booked for at most ${MAX_PATIENTS_PER_TEST} people`),
        }),
        { error: 'lines must be a list of { test_id, patient_ids }' },
      )
      .max(50, 'Too many lines'),
    /** The chosen slot; left out keeps the patients only. */
    slot_id: idOf('Please choose a collection slot').optional(),
  }),
)
export type LabPatientStepBody = z.input<typeof LabPatientStepBodySchema>
export type LabPatientStepInput = z.infer<typeof LabPatientStepBodySchema>

/** GET /pwa-api/labs/cart/patient-step?cart_type=labs */
export const LabPatientStepQuerySchema = formSchema(
  z.object({
    cart_type: z.enum(LABS_CART_TYPES, { error: "cart_type must be 'labs' or 'cp_labs'" }).optional().default('labs'),
  }),
)

export const LabStepLineSchema = z.object({
  test_id: z.number().int(),
  name: z.string(),
  fasting: z.boolean(),
  patient_ids: z.array(z.number().int()),
})

/** The patient step of the account's labs cart: its lines and their patients, the slot, the account's patients. */
export const LabPatientStepSchema = z.object({
  cart_id: z.number().int(),
  lab_id: z.number().int().nullable(),
  lab_name: z.string().nullable(),
  city: z.string().nullable(),
  /** Any test needs fasting: only slots before 10:00. */
  fasting: z.boolean(),
  /** The places the visit takes: one per distinct patient (a line without patients counts one). */
  visit_patients: z.number().int(),
  lines: z.array(LabStepLineSchema),
  slot: LabSlotSchema.extend({ date: z.string() }).nullable(),
  patients: z.array(PatientSchema),
})
export type LabPatientStep = z.infer<typeof LabPatientStepSchema>
export const LabPatientStepAnswerSchema = envelope(LabPatientStepSchema)

// ---- The patient page's action (app/routes/labs-patient-page.tsx): 'add-patient' takes PatientBodySchema, 'continue'
// LabPatientStepBodySchema (each test's checkboxes `patients-{test_id}` and the radio `slot_id`, read into its shape) ----

/** What the page's action answers a fetcher (a form sent without JavaScript is redirected or shown again). */
export type LabPatientActionData =
  | { ok: true; intent: 'add-patient' | 'continue'; notice: string }
  | (Refusal & {
      intent: 'add-patient' | 'continue' | null
      message: string
      /** The message of each field that was refused, by the form's input name. */
      errors: Record<string, string>
      /** What the add-patient form held, to show it again. */
      values?: Record<string, string>
      /** A slot that filled while the visitor chose it: the next free one. */
      nextFree?: { id: number; label: string; date: string } | null
    })
