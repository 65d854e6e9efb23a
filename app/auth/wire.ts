// spec 1 §3 and §7.2: the wire of the authentication calls, shared by the popup (browser) and the API (server).
// Every call answers 200 with an AuthSuccess, or a 4xx with an AuthErrorBody. Paths are relative to /pwa-api.

export const AUTH_PATHS = {
  createToken: 'auth/create_token',
  createTokenEmail: 'auth/create_token_email',
  verifyToken: 'auth/verify_token',
  verifyTokenEmail: 'auth/verify_token_email',
  b2bVerifyToken: 'auth/b2b/verify_token',
  loginHelp: 'auth/login-help',
  captchaChallenge: 'auth/captcha-challenge',
  csrfToken: 'auth/csrf-token',
  phoneConflictResolve: 'auth/phone/create_token_conflict_resolve',
  phoneComplete: 'auth/phone/complete',
  emailCreateTokenMerge: 'auth/email/create_token_merge',
  emailVerifyTokenMerge: 'auth/email/verify_token_merge',
  mergeData: 'auth/merge_data',
  emailCreateTokenConflict: 'auth/email/create_token_conflict',
  emailCompleteLogin: 'auth/email/complete_login',
  phoneVerifyConflictResolve: 'auth/phone/verify_token_conflict_resolve',
  emailVerifyTokenConflict: 'auth/email/verify_token_conflict',
  emailVerifyPhoneToken: 'auth/email/verify_phone_token',
  autoLogin: 'auth/auto_login',
  ssoCode: 'auth/sso/code',
} as const

// ---- Request bodies (spec 1 §7.2 'Body') ----
/** number: 10 digits without +91. otp_on_call: resend as a voice call instead of an SMS. */
export type CreateTokenBody = { number: string; is_doctor?: boolean; otp_on_call?: boolean }
export type CreateTokenEmailBody = { email: string }
export type VerifyTokenBody = { number: string; verification_token: string }
export type VerifyTokenEmailBody = { email: string; verification_token: string; conflict?: boolean }
/** Without verification_token: (re)send the merchant's code (SMS, or a call with otp_on_call). */
export type B2bVerifyBody = { number: string; verification_token?: string; otp_on_call?: boolean }
export type LoginHelpBody = { query: string; recaptcha_response_field: string; email: string }
/** email: one of the conflict list's entries (as shown, masked) or a new address. */
export type ConflictResolveBody = { number: string; email: string }
export type PhoneCompleteBody = { number: string; email: string }
/** otp_on_call: a voice call instead of an SMS (phone codes); false or absent for SMS. */
export type SecondFactorTokenBody = { number: string; email: string; otp_on_call?: boolean }
export type SecondFactorVerifyBody = { number: string; email: string; verification_token: string }
export type MergeTokenBody = { number: string; email: string; otp_on_call?: boolean }
export type VerifyMergeBody = { email: string; number: string; verification_token: string }
/**
 * Single sign-on with PKCE (RFC 7636, S256). The signed-in side sends code_challenge = base64url(SHA-256(verifier))
 * (43 characters) and gets a one-time auth_code (valid expires_in seconds); the other side redeems it at auth/auto_login
 * with the verifier (43–128 characters of A–Z a–z 0–9 - . _ ~).
 */
export type SsoCodeBody = { code_challenge: string }
export type SsoCodeAnswer = { auth_code: string; expires_in: number }
export type AutoLoginBody = { code_verifier: string; auth_code: string }

// ---- Responses ----
export type UserType = 'existing' | 'migrated' | 'new'

/** spec 1 §3 'Conflict info' cta: the 'know more' link and its dialog. */
export type ConflictCta = { text: string; image_url: string; header: string; description: string; confirm_cta: string }

/** spec 1 §3 'Response user_flags'. Fields are present only when they apply. */
export type UserFlags = {
  user_type?: UserType
  email?: string
  conflict?: boolean
  description?: string
  header?: string
  cta?: ConflictCta
  conflict_data?: { email: string }[]
  number?: string
  is_email_required?: boolean
  is_number_required?: boolean
  is_otp_required?: boolean
}

/** spec 1 §3 'Response user_data': email, number, name, username (our account id, as text). */
export type UserData = { email: string | null; number: string | null; name: string | null; username: string }

export type AuthSuccess = {
  is_success: true
  data: {
    user_flags?: UserFlags
    /** Present when sign-in is complete: the session cookie is set on this response. */
    user_data?: UserData
    /** With user_data: the new session's CSRF token (the page's <meta name="csrf-token"> is now stale). */
    csrf_token?: string
    errors: []
  }
}

/** spec 1 §3 'Warning dialog' (phone entry): NON_MERGE has one confirm button; MERGE offers the merge. */
export type WarningDialog = {
  cta_type: 'MERGE' | 'NON_MERGE'
  heading: string
  message: string
  confirm_cta: string
  cancel_cta?: string
  info_icon?: string
}

/**
 * A failed auth call (4xx): message is what the field shows (spec 1 §8); data.errors carries it as the first
 * entry for the create-token calls; warning is set when the phone entry must open a dialog.
 */
export type AuthErrorBody = {
  is_success: false
  message: string
  error: { message: string }
  data: { errors: { message: string; field?: string }[] }
  warning?: WarningDialog
  retry_after?: number
}

/** spec 1 §3 'Merge data response' (GET auth/merge_data?email=&number=). */
export type MergeData = {
  title: string
  sub_title: string
  icon: string
  cta: string
  sections: { header: string; items: { title: string; sub_title: string; icon: string }[] }[]
}

/**
 * GET auth/captcha-challenge: an ALTCHA v2 proof-of-work challenge (self-hosted, no third party; altcha-lib's
 * Challenge). Solve: find the counter whose key — `algorithm` applied `cost` times to salt ‖ nonce ‖ counter (uint32
 * big-endian), cut to keyLength bytes — starts with keyPrefix (hex). The parameters are signed: send them back as
 * received. app/auth/captcha.ts solves it and builds the recaptcha_response_field value.
 */
export type CaptchaChallenge = {
  parameters: {
    algorithm: string
    /** Hex. */
    nonce: string
    /** Hex. */
    salt: string
    cost: number
    keyLength: number
    /** Hex. */
    keyPrefix: string
    /** Unix time in seconds. */
    expiresAt?: number
    keySignature?: string
    memoryCost?: number
    parallelism?: number
    data?: Record<string, string | number | boolean | null>
  }
  /** HMAC over the parameters, hex. */
  signature: string
}

/** GET auth/csrf-token (API clients without a page; pages carry the token in <meta name="csrf-token">). */
export type CsrfTokenAnswer = { csrf_token: string }

/** POST auth/login-help answers the text 'success' on success (spec 1 §7.2). */
export type LoginHelpSuccess = 'success'
