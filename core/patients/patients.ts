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
/**
 * The one cap on an account's patients, the same in labs, consultations and the profile (issue 26 §5; decisions 075,
 * 082): at most 6 family members besides yourself ('Myself' is one more, and there is at most one).
 */
export const MAX_FAMILY_MEMBERS = 6
/** So an account keeps at most 7 patients: yourself and 6 family members. */
export const MAX_PATIENTS = MAX_FAMILY_MEMBERS + 1
/** What a seventh family member is refused with, wherever it is added. */
export const TOO_MANY_FAMILY_TEXT = `You can save up to ${MAX_FAMILY_MEMBERS} family members besides yourself. Remove one to add another.`
export const MIN_AGE = 0
export const MAX_AGE = 120
/** At most this many people per test (issue 11 §4), and per booking (one home visit). */
export const MAX_PATIENTS_PER_TEST = 6
