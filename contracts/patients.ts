import { z } from 'zod'
import {
  MAX_AGE,
  MAX_FAMILY_MEMBERS,
  MAX_PATIENTS,
  TOO_MANY_FAMILY_TEXT,
  MIN_AGE,
  PATIENT_GENDER_LABELS,
  PATIENT_GENDERS,
  PATIENT_RELATION_LABELS,
  PATIENT_RELATIONS,
  type PatientGender,
  type PatientRelation,
} from '../core/patients/patients.ts'
import { makeNameSchema } from './fields.ts'
import { formSchema, text } from './form.ts'
import { envelope } from './http.ts'

// The account's patients (issue 11 §4: the family profiles lab tests are booked for, and later the health records):
// the wire of /pwa-api/api/v4/patients and the patient page's add-patient form (app/routes/labs-patient-page.tsx).
// Request schemas are forms (contracts/form.ts): their messages are shown under the field they name.

export {
  MAX_AGE,
  MAX_FAMILY_MEMBERS,
  MAX_PATIENTS,
  TOO_MANY_FAMILY_TEXT,
  MIN_AGE,
  PATIENT_GENDER_LABELS,
  PATIENT_GENDERS,
  PATIENT_RELATION_LABELS,
  PATIENT_RELATIONS,
  type PatientGender,
  type PatientRelation,
}
const MAX_DB_INT = 2_147_483_647

export const PATIENT_MESSAGES = {
  age: `Please enter an age between ${MIN_AGE} and ${MAX_AGE}`,
  gender: 'Please choose a gender',
  relation: 'Please choose how they are related to you',
} as const

/** spec 1 §5 name rules, in the patient's words. */
const patientName = makeNameSchema({
  empty: 'Please enter patient name',
  minLength: 'Patient name length should be more than 2',
  maxLength: 'Patient name length should be less than 100',
})

/** An age in whole years: a number, or a form's text of one. */
const age = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : typeof v === 'number' ? v : -1),
    z.number().int(PATIENT_MESSAGES.age).min(MIN_AGE, PATIENT_MESSAGES.age).max(MAX_AGE, PATIENT_MESSAGES.age),
  )
  .pipe(z.number())

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)

export const patientFields = {
  name: text(patientName),
  age,
  gender: z.preprocess(lower, z.enum(PATIENT_GENDERS, { error: PATIENT_MESSAGES.gender })),
  relation: z.preprocess(lower, z.enum(PATIENT_RELATIONS, { error: PATIENT_MESSAGES.relation })),
}

/** POST /api/v4/patients and PUT /api/v4/patients/:id: the whole profile. */
export const PatientBodySchema = formSchema(z.object(patientFields))
export interface PatientBody {
  name: string
  age: number | string
  gender: PatientGender
  relation: PatientRelation
}
export type PatientInput = z.infer<typeof PatientBodySchema>

/** A patient's id, as a path segment, a form's field or a JSON number; anything else gets the one message. */
export const patientIdOf = (message: string) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }))
    .pipe(z.string().regex(/^\d{1,10}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(MAX_DB_INT, message))

/** /api/v4/patients/:id */
export const PatientIdParamsSchema = formSchema(z.object({ id: patientIdOf('A patient id is a whole number') }))

// ---- Answers ----

export const PatientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Whole years (from the birth date when one is known); null for a profile saved without one. */
  age: z.number().int().nullable(),
  gender: z.enum(PATIENT_GENDERS).nullable(),
  relation: z.enum(PATIENT_RELATIONS).nullable(),
  created_at: z.string(),
})
export type Patient = z.infer<typeof PatientSchema>

/** The account's patients: 'self' first, then in the order they were added. */
export const PatientListSchema = z.object({
  patients: z.array(PatientSchema),
  max_patients: z.literal(MAX_PATIENTS),
})
export type PatientList = z.infer<typeof PatientListSchema>

export const PatientSavedSchema = PatientListSchema.extend({ patient: PatientSchema })
export type PatientSaved = z.infer<typeof PatientSavedSchema>

export const PatientListAnswerSchema = envelope(PatientListSchema)
export const PatientSavedAnswerSchema = envelope(PatientSavedSchema)
