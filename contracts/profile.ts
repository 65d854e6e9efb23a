import { z } from 'zod'
import { validateDob } from '../core/fields/validation.ts'
import {
  CONSENT_ACTIONS,
  CONSENT_KINDS,
  PROFILE_GENDERS,
  type ConsentAction,
  type ConsentKind,
  type ProfileGender,
} from '../core/profile/vocabulary.ts'
import { emailSchema, makeNameSchema, otpSchema, phoneSchema } from './fields.ts'
import { formSchema, text } from './form.ts'
import { envelope } from './http.ts'

// The profile (issue 26 §5): the wire of /pwa-api/api/v4/profile and the forms of /profile. Request schemas are forms
// (contracts/form.ts): their messages are spec 1 §5's, shown under the field they name. Family members and addresses
// keep their own wire (contracts/patients.ts, contracts/addresses.ts).

export type { ConsentAction, ConsentKind, ProfileGender }

export const PROFILE_MESSAGES = {
  gender: 'Please choose a gender',
  preference: 'Each offer preference is on or off',
} as const

const name = text(
  makeNameSchema({
    empty: 'Please enter your name',
    minLength: 'Name length should be more than 2',
    maxLength: 'Name length should be less than 100',
  }),
)
const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)
const blankToNull = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v)

/** A date of birth: YYYY-MM-DD, a real day, not in the future (spec 1 §5 'dob'); blank is none. */
const dateOfBirth = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Please enter a valid date of birth' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date of birth')
    .refine((v) => validateDob(v) === null, 'Please enter a valid date of birth')
    .refine((v) => v >= '1900-01-01', 'Please enter a valid date of birth')
    .nullable(),
)

/** PUT /api/v4/profile and the page's details form: name, and optionally gender and date of birth (blank: none). */
export const ProfileDetailsSchema = formSchema(
  z.object({
    name,
    gender: z.preprocess((v) => blankToNull(lower(v)), z.enum(PROFILE_GENDERS, { error: PROFILE_MESSAGES.gender }).nullable()),
    date_of_birth: dateOfBirth,
  }),
)
export type ProfileDetailsInput = z.infer<typeof ProfileDetailsSchema>

const email = text(emailSchema.transform((v) => v.toLowerCase()))
const number = text(phoneSchema)
const code = text(otpSchema)
/** The page and the popup call the code field 'otp'. */
const FIELDS = { verification_token: 'otp' }

/** POST /api/v4/profile/email/otp: a code to the new e-mail. */
export const EmailChangeRequestSchema = formSchema(z.object({ email }))
/** POST /api/v4/profile/email/verify: the code, and the e-mail it was sent to. */
export const EmailChangeVerifySchema = formSchema(z.object({ email, verification_token: code }), FIELDS)
/** POST /api/v4/profile/phone/otp: a code to the new number (10 digits without +91; otp_on_call: a voice call). */
export const PhoneChangeRequestSchema = formSchema(
  z.object({ number, otp_on_call: z.boolean({ error: 'otp_on_call must be true or false' }).optional() }),
)
/** POST /api/v4/profile/phone/verify. */
export const PhoneChangeVerifySchema = formSchema(z.object({ number, verification_token: code }), FIELDS)

/** A checkbox or a JSON boolean: on is true; absent (an unticked box) is false. */
const onOff = z.preprocess(
  (v) => (v === undefined || v === 'false' ? false : v === 'on' || v === 'true' ? true : v),
  z.boolean({ error: PROFILE_MESSAGES.preference }),
)

/** PUT /api/v4/profile/preferences: the three offer channels, each on or off (the whole set). */
export const PreferencesSchema = formSchema(z.object({ sms: onOff, email: onOff, whatsapp: onOff }))
export type PreferencesInput = z.infer<typeof PreferencesSchema>

// ---- Answers ----

export const ConsentSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  action: z.enum(CONSENT_ACTIONS),
  at: z.string(),
  /** The version of the text agreed to (terms and privacy policy); null for preferences. */
  version: z.string().nullable(),
})
export type Consent = z.infer<typeof ConsentSchema>

export const ProfileSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** The verified mobile number (10 digits), or null. */
  phone: z.string().nullable(),
  gender: z.enum(PROFILE_GENDERS).nullable(),
  date_of_birth: z.string().nullable(),
  /** Order updates are always sent; offers by each channel only when opted into. */
  preferences: z.object({ order_updates: z.literal(true), sms: z.boolean(), email: z.boolean(), whatsapp: z.boolean() }),
  /** Every consent event, newest first. */
  consents: z.array(ConsentSchema),
})
export type Profile = z.infer<typeof ProfileSchema>

/** A code was sent: where to (masked for a phone as the popup shows it: the number as typed). */
export const CodeSentSchema = z.object({ is_otp_required: z.literal(true), sent_to: z.string() })
export type CodeSent = z.infer<typeof CodeSentSchema>

export const ProfileAnswerSchema = envelope(ProfileSchema)
export const CodeSentAnswerSchema = envelope(CodeSentSchema)
