// Consent to a teleconsultation as the Telemedicine Practice Guidelines 2020 (§3.4) define it, decided at booking:
// - the patient books for themselves (the account holder, relation 'self'): consent is implied by starting it;
// - someone else books for the patient (a family member of the account): the booker gives explicit consent, a
//   required tick, recorded with who gave it (the account holder's name);
// - a minor (under 18) consults only with an identified adult: the adult's name is required and recorded as consent_by,
//   whoever books.

import type { ConsentKind } from './states.ts'

/** Under this age a patient is a minor: the guidelines want an identified adult with them. */
export const ADULT_AGE = 18

export interface ConsentInput {
  /** The patient's relation to the account ('self' is the account holder). */
  relation: string | null
  /** The patient's age in years; null when the profile has none (treated as an adult's, as the labs do). */
  age: number | null
  /** The booker ticked 'I consent on the patient's behalf'. */
  ticked: boolean
  /** The adult accompanying a minor (their full name), as typed. */
  adultName: string | null
  /** The account holder's name (who ticked). */
  bookerName: string
}

export type ConsentDecision =
  | { ok: true; kind: ConsentKind; by: string | null }
  | { ok: false; field: 'consent' | 'consent_by'; code: string; message: string }

export const CONSENT_TEXT = {
  tick: 'Please confirm that the patient consents to this teleconsultation',
  adult: 'A patient under 18 consults only with an adult: please enter the accompanying adult’s full name',
} as const

const cleanName = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()

/** The consent a booking records, or which field is missing and what to say. */
export function decideConsent(input: ConsentInput): ConsentDecision {
  const minor = input.age !== null && input.age < ADULT_AGE
  const adult = cleanName(input.adultName)
  if (minor && adult.length < 3) {
    return { ok: false, field: 'consent_by', code: 'consent_adult_required', message: CONSENT_TEXT.adult }
  }
  if (input.relation === 'self' && !minor) return { ok: true, kind: 'implied', by: null }
  if (!input.ticked) return { ok: false, field: 'consent', code: 'consent_required', message: CONSENT_TEXT.tick }
  return { ok: true, kind: 'explicit', by: minor ? adult : cleanName(input.bookerName) || 'Account holder' }
}
