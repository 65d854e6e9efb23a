// The profile's words (issue 26 §5): the person's own details, the channels offers may come by, the consents a
// person gives or withdraws, and their limits. Pure: shared by the contract, the server and the page.

export const PROFILE_PATH = '/profile'

/** Genders a person may give for themself (the patients' set, so 'Myself' and the profile agree). */
export const PROFILE_GENDERS = ['male', 'female', 'other'] as const
export type ProfileGender = (typeof PROFILE_GENDERS)[number]
export const PROFILE_GENDER_LABELS: Record<ProfileGender, string> = { male: 'Male', female: 'Female', other: 'Other' }

/** Offers come by these channels, each opted into on its own (default off). Order updates are always sent. */
export const OFFER_CHANNELS = ['sms', 'email', 'whatsapp'] as const
export type OfferChannel = (typeof OFFER_CHANNELS)[number]
export const OFFER_CHANNEL_LABELS: Record<OfferChannel, string> = { sms: 'SMS', email: 'E-mail', whatsapp: 'WhatsApp' }
export type OfferPreferences = Record<OfferChannel, boolean>
export const NO_OFFERS: OfferPreferences = { sms: false, email: false, whatsapp: false }

/** What a consent event is about. */
export const CONSENT_KINDS = ['terms', 'privacy', 'offers_sms', 'offers_email', 'offers_whatsapp'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]
export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  offers_sms: 'Offers by SMS',
  offers_email: 'Offers by e-mail',
  offers_whatsapp: 'Offers on WhatsApp',
}
export const CONSENT_ACTIONS = ['given', 'withdrawn'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

/**
 * The version of the terms and the privacy policy a sign-in accepts ('By continuing, you agree with our …'): a new
 * text gets a new version, and the next sign-in records its acceptance.
 */
export const LEGAL_VERSION = '2026-11'

/** The family members the profile adds, besides yourself: the one cap of the account's patients (core/patients). */
export { MAX_FAMILY_MEMBERS } from '../patients/patients.ts'

/** The two identifiers a person proves by OTP before they change. */
export const IDENTITY_KINDS = ['email', 'phone'] as const
export type IdentityKind = (typeof IDENTITY_KINDS)[number]

export const PROFILE_TEXTS = {
  saved: 'Your details are saved',
  preferencesSaved: 'Your communication preferences are saved',
  codeSentEmail: (to: string) => `We sent an OTP to ${to}. Enter it to change your e-mail.`,
  codeSentPhone: (to: string) => `We sent an OTP to +91 ${to}. Enter it to change your mobile number.`,
  emailChanged: 'Your e-mail is changed',
  phoneChanged: 'Your mobile number is changed',
  sameEmail: 'This is already your e-mail.',
  samePhone: 'This is already your mobile number.',
  requestCodeFirst: 'Please request an OTP first.',
  orderUpdates: 'Order updates (SMS and e-mail about your orders, bookings and consultations) are always sent.',
} as const
