// The account's patients (issue 11 §4): the choices of the add-patient form and its limits, shared by the page and
// the contract (contracts/patients.ts), which checks them at the server.

export const PATIENT_GENDERS = ['male', 'female', 'other'] as const
export type PatientGender = (typeof PATIENT_GENDERS)[number]
export const PATIENT_RELATIONS = ['self', 'spouse', 'child', 'parent', 'sibling', 'other'] as const
export type PatientRelation = (typeof PATIENT_RELATIONS)[number]
/** How the form names them. */
export const PATIENT_GENDER_LABELS: Record<PatientGender, string> = { male: 'Male', female: 'Female', other: 'Other' }
export const PATIENT_RELATION_LABELS: Record<PatientRelation, string> = {
  self: 'Myself',
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
  other: 'Other',
}
/** How many patients an account keeps. */
export const MAX_PATIENTS = 10
export const MIN_AGE = 0
export const MAX_AGE = 120
/** At most this many people per test (issue 11 §4), and per booking (one home visit). */
export const MAX_PATIENTS_PER_TEST = 6
