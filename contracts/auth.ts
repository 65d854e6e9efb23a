import { z } from 'zod'
import { emailSchema, otpSchema, phoneSchema } from './fields.ts'
import { flag, formSchema, text } from './form.ts'
import { exactly } from './exactly.ts'
import {
  USER_TYPES,
  WARNING_CTA_TYPES,
  type AuthSuccess,
  type ConflictCta,
  type MergeData,
  type UserData,
  type UserFlags,
  type UserType,
  type WarningDialog,
} from '../core/auth/wire.ts'

// spec 1 §3 and §7.2: the wire of the authentication calls (paths: core/auth/paths.ts, relative to /pwa-api). Every
// call answers 200 with an AuthSuccess, or a 4xx with the one error body of contracts/http.ts. Request schemas are
// forms (contracts/form.ts): their messages are the popup's texts, shown under the field they name.

const number = text(phoneSchema)
const code = text(otpSchema)
const email = text(emailSchema.transform((v) => v.toLowerCase()))
/** The popup calls the code field 'otp'. */
const FIELDS = { verification_token: 'otp' }

// ---- Request bodies (spec 1 §7.2 'Body') ----

/** number: 10 digits without +91 (plus is_doctor from Sign Up). otp_on_call: resend as a voice call. */
export const CreateTokenSchema = formSchema(
  z.object({ number, is_doctor: flag('is_doctor'), otp_on_call: flag('otp_on_call') }),
  FIELDS,
)
export type CreateTokenBody = z.infer<typeof CreateTokenSchema>

export const CreateTokenEmailSchema = formSchema(z.object({ email }), FIELDS)
export type CreateTokenEmailBody = z.infer<typeof CreateTokenEmailSchema>

export const VerifyTokenSchema = formSchema(z.object({ number, verification_token: code }), FIELDS)
export type VerifyTokenBody = z.infer<typeof VerifyTokenSchema>

export const VerifyTokenEmailSchema = formSchema(
  z.object({ email, verification_token: code, conflict: flag('conflict') }),
  FIELDS,
)
export type VerifyTokenEmailBody = z.infer<typeof VerifyTokenEmailSchema>

/** Without verification_token: (re)send the merchant's code (SMS, or a call with otp_on_call). */
export const B2bVerifySchema = formSchema(
  z.object({ number, verification_token: otpSchema.optional(), otp_on_call: flag('otp_on_call') }),
  FIELDS,
)
export type B2bVerifyBody = z.infer<typeof B2bVerifySchema>

/** A conflict-list entry comes back masked ('ra****@gmail.com'); anything else must be an e-mail. */
const listedOrNewEmail = z.union(
  [
    z
      .string()
      .trim()
      .max(254)
      .regex(/^[^\s@]*\*[^\s@]*@[^\s@]+$/),
    email,
  ],
  { error: 'Please enter a valid email address' },
)

/** email: one of the conflict list's entries (as shown, masked) or a new address. */
export const ConflictResolveSchema = formSchema(z.object({ number, email: listedOrNewEmail }), FIELDS)
export type ConflictResolveBody = z.infer<typeof ConflictResolveSchema>

export const PhoneEmailSchema = formSchema(z.object({ number, email }), FIELDS)
export type PhoneCompleteBody = z.infer<typeof PhoneEmailSchema>
/** GET auth/merge_data?email=&number= */
export type MergeDataQuery = z.infer<typeof PhoneEmailSchema>

/** otp_on_call: a voice call instead of an SMS (phone codes); false or absent for SMS. */
export const PhoneEmailResendSchema = formSchema(z.object({ number, email, otp_on_call: flag('otp_on_call') }), FIELDS)
export type SecondFactorTokenBody = z.infer<typeof PhoneEmailResendSchema>
export type MergeTokenBody = SecondFactorTokenBody

/** The conflict OTP screen sends back the e-mail it shows: a masked list entry or an address. */
export const PhoneEmailCodeSchema = formSchema(z.object({ number, email: listedOrNewEmail, verification_token: code }), FIELDS)
export type SecondFactorVerifyBody = z.infer<typeof PhoneEmailCodeSchema>
export type VerifyMergeBody = SecondFactorVerifyBody

/** The answer to an auth_code that cannot be redeemed: unknown, used, expired or not ours. */
export const SSO_EXPIRED_TEXT = 'This sign-in link has expired. Please sign in again.'

/**
 * Single sign-on with PKCE (RFC 7636, S256). The signed-in side sends code_challenge = base64url(SHA-256(verifier))
 * (43 characters) and gets a one-time auth_code (valid expires_in seconds); the other side redeems it at auth/auto_login
 * with the verifier (43–128 characters of A–Z a–z 0–9 - . _ ~).
 */
export const SsoCodeSchema = formSchema(
  z.object({
    code_challenge: text(
      z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'code_challenge must be 43 base64url characters (S256)' }),
    ),
  }),
)
export type SsoCodeBody = z.infer<typeof SsoCodeSchema>
export const SsoCodeAnswerSchema = z.object({ auth_code: z.string(), expires_in: z.number().int().positive() })
export type SsoCodeAnswer = z.infer<typeof SsoCodeAnswerSchema>

export const AutoLoginSchema = formSchema(
  z.object({
    code_verifier: text(
      z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, {
        error: 'code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" or "~"',
      }),
    ),
    // Anything but one of our codes (22 base64url characters) cannot be redeemed: the same answer as an expired one.
    auth_code: text(z.string().regex(/^[\w-]{22}$/, { error: SSO_EXPIRED_TEXT })),
  }),
)
export type AutoLoginBody = z.infer<typeof AutoLoginSchema>

// ---- Responses ----

export const UserTypeSchema = z.enum(USER_TYPES)
export type { UserType }

/** spec 1 §3 'Conflict info' cta: the 'know more' link and its dialog. */
export const ConflictCtaSchema = exactly<ConflictCta>()(
  z.object({
    text: z.string(),
    image_url: z.string(),
    header: z.string(),
    description: z.string(),
    confirm_cta: z.string(),
  }),
)
export type { ConflictCta }

/** spec 1 §3 'Response user_flags'. Fields are present only when they apply. */
export const UserFlagsSchema = exactly<UserFlags>()(
  z.object({
    user_type: UserTypeSchema.optional(),
    email: z.string().optional(),
    conflict: z.boolean().optional(),
    description: z.string().optional(),
    header: z.string().optional(),
    cta: ConflictCtaSchema.optional(),
    conflict_data: z.array(z.object({ email: z.string() })).optional(),
    number: z.string().optional(),
    is_email_required: z.boolean().optional(),
    is_number_required: z.boolean().optional(),
    is_otp_required: z.boolean().optional(),
  }),
)
export type { UserFlags }

/** spec 1 §3 'Response user_data': email, number, name, username (our account id, as text). */
export const UserDataSchema = exactly<UserData>()(
  z.object({
    email: z.string().nullable(),
    number: z.string().nullable(),
    name: z.string().nullable(),
    username: z.string(),
  }),
)
export type { UserData }

export const AuthSuccessSchema = exactly<AuthSuccess>()(
  z.object({
    is_success: z.literal(true),
    data: z.object({
      user_flags: UserFlagsSchema.optional(),
      /** Present when sign-in is complete: the session cookie is set on this response. */
      user_data: UserDataSchema.optional(),
      /** With user_data: the new session's CSRF token (the page's <meta name="csrf-token"> is now stale). */
      csrf_token: z.string().optional(),
      errors: z.tuple([]),
    }),
  }),
)
export type { AuthSuccess }

/** spec 1 §3 'Warning dialog' (phone entry): NON_MERGE has one confirm button; MERGE offers the merge. */
export const WarningDialogSchema = exactly<WarningDialog>()(
  z.object({
    cta_type: z.enum(WARNING_CTA_TYPES),
    heading: z.string(),
    message: z.string(),
    confirm_cta: z.string(),
    cancel_cta: z.string().optional(),
    info_icon: z.string().optional(),
  }),
)
export type { WarningDialog }

/** spec 1 §3 'Merge data response' (GET auth/merge_data?email=&number=). */
export const MergeDataSchema = exactly<MergeData>()(
  z.object({
    title: z.string(),
    sub_title: z.string(),
    icon: z.string(),
    cta: z.string(),
    sections: z.array(
      z.object({
        header: z.string(),
        items: z.array(z.object({ title: z.string(), sub_title: z.string(), icon: z.string() })),
      }),
    ),
  }),
)
export type { MergeData }

/** GET auth/csrf-token (API clients without a page; pages carry the token in <meta name="csrf-token">). */
export const CsrfTokenAnswerSchema = z.object({ csrf_token: z.string() })
export type CsrfTokenAnswer = z.infer<typeof CsrfTokenAnswerSchema>
