// Erasing an account (issue 26 §6, decision 081): what the person reads before and after, in one place. The kept set's
// reasons name the law that makes us keep each kind of row; the counts come from the erasure itself.

export const ERASURE_PATH = '/profile/erase'

/** What goes: every kind of data the account holds outside the kept set. */
export const ERASED_KINDS = [
  'Your name, e-mail, mobile number, gender and date of birth',
  'Your family members and saved addresses',
  'Your health records, uploads, lab results and reports',
  'Consultations, their chats and files (an e-prescription is kept, see below)',
  'Carts, wishlists, reviews, done-in-one requests and second-opinion requests',
  'Your MedWise Cash and rewards ledger, care plan history and saved payment methods',
  'Your preferences, consents, messages we sent you and every signed-in session',
] as const

/** What the law makes us keep, and why: the kinds a person may find in their confirmation. */
export const KEPT_REASONS = {
  invoices:
    'GST tax invoices of your orders: the CGST Act (section 36) and Rules (46 and 56) make us keep them for 72 months. They keep the name and address they were billed to, no longer linked to any account.',
  'register lines':
    'Lines of the prescription (Rule 65) and Schedule H1 registers for medicines dispensed to you: the Drugs and Cosmetics Rules 1945 make our pharmacies keep them, with the patient’s and doctor’s names, for up to five years.',
  prescriptions:
    'Prescriptions our pharmacist dispensed against, until the date the Drugs and Cosmetics Rules need them (their keep-until date), no longer linked to any account; then they are deleted.',
  'e-prescriptions':
    'E-prescriptions our doctors issued, as signed, until their keep-until date (Telemedicine Practice Guidelines 2020), no longer linked to any account.',
} as const
export type KeptKind = keyof typeof KEPT_REASONS
export const KEPT_KINDS = Object.keys(KEPT_REASONS) as KeptKind[]

/** Also kept, not counted: payment records and the security log (ids and masked contacts only). */
export const ALSO_KEPT =
  'Records of payments and refunds (for our accounts, with no contact details) and our security log (kept a year under the DPDP Rules 2025, with ids and masked contact details only).'

/** One kept kind with its count, in words: '3 invoices'. */
export function keptLine(kind: KeptKind, count: number): string {
  const singular: Record<KeptKind, string> = {
    invoices: 'invoice',
    'register lines': 'register line',
    prescriptions: 'prescription',
    'e-prescriptions': 'e-prescription',
  }
  return `${count} ${count === 1 ? singular[kind] : kind}`
}

/** The message sent to the account's phone or e-mail once the erasure has committed. */
export function erasedNotice(kept: Partial<Record<KeptKind, number>>): string {
  const parts = KEPT_KINDS.flatMap((k) => (kept[k] ? [keptLine(k, kept[k])] : []))
  const keptText = parts.length > 0 ? ` The law makes us keep ${parts.join(', ')}, detached from you.` : ''
  return `Your MedWise account has been erased.${keptText} Signing in again with this number starts a new account.`
}

export const ERASURE_TEXTS = {
  blocked: 'Your account cannot be erased yet:',
  codeSent: (to: string) => `We have sent an OTP to ${to}.`,
  actingAs: 'Only the account’s owner can erase it, not a staff member acting for them.',
  noContact: 'This account has no verified mobile number or e-mail to send the OTP to.',
  done: 'Your account has been erased',
} as const
