// The pharmacist's choices that the page shows and the contract checks (contracts/pharmacist.ts): plain data, so the
// browser bundle carries no Zod.

/** Why a prescription is rejected: the customer reads REJECT_TEXTS on the order page. */
export const REJECT_REASONS = ['illegible', 'expired', 'not_prescribed', 'prescriber_missing', 'other'] as const
export type RejectReason = (typeof REJECT_REASONS)[number]
export const REJECT_LABELS: Readonly<Record<RejectReason, string>> = {
  illegible: 'Illegible',
  expired: 'Expired',
  not_prescribed: 'Medicine not prescribed',
  prescriber_missing: 'Prescriber details missing',
  other: 'Other (write a note)',
}
/** What the customer reads (the order page's cancel reason, the SMS). */
export const REJECT_TEXTS: Readonly<Record<RejectReason, string>> = {
  illegible: 'the prescription could not be read',
  expired: 'the prescription is older than its validity',
  not_prescribed: 'a medicine ordered is not on the prescription',
  prescriber_missing: 'the doctor’s name, registration number or address is missing',
  other: 'our pharmacist could not accept it',
}
