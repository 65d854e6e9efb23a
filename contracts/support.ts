import { z } from 'zod'
import { VALIDATION_MESSAGES } from '../core/fields/validation.ts'
import { emailSchema, textareaSchema } from './fields.ts'
import { formSchema, text } from './form.ts'

// spec 1 §2.9 'Need Help', §5, §7.2: the sign-in popup's Need Help form (POST auth/login-help) and its captcha
// (GET auth/captcha-challenge). Failures answer the one error body; data.errors[0].field is 'email', 'query' or
// 'captcha'.

export const LOGIN_HELP_MESSAGES = {
  captchaMissing: 'Please complete the captcha.',
  captchaInvalid: 'Please complete the captcha again.',
  queryTooLong: 'Please enter a maximum of 2000 characters',
  bodyNotObject: 'Please enter your email and query.',
  rateLimited: 'Too many requests. Please try again later.',
} as const

export const LOGIN_HELP_LIMITS = {
  queryMaxLength: 2000,
  emailMaxLength: 254,
  captchaMaxLength: 4096,
  /** Requests per client address (any outcome but a malformed body) and tickets per e-mail, per window. */
  perClient: 5,
  perEmail: 5,
  windowSeconds: 3600,
}
export type LoginHelpLimits = typeof LOGIN_HELP_LIMITS

export function loginHelpSchema(limits: LoginHelpLimits = LOGIN_HELP_LIMITS) {
  return formSchema(
    z.object(
      {
        email: text(emailSchema.refine((s) => s.length <= limits.emailMaxLength, VALIDATION_MESSAGES.email)),
        query: z.preprocess(
          // NUL cannot be stored in PostgreSQL text; other control characters than tab and line breaks mean nothing here.
          (v) =>
            (typeof v === 'string' ? v : '').replace(/\p{Cc}/gu, (ch) => (ch === '\t' || ch === '\n' || ch === '\r' ? ch : '')),
          textareaSchema.refine((s) => s.length <= limits.queryMaxLength, LOGIN_HELP_MESSAGES.queryTooLong),
        ),
        recaptcha_response_field: text(
          z
            .string()
            .trim()
            .min(1, LOGIN_HELP_MESSAGES.captchaMissing)
            .max(limits.captchaMaxLength, LOGIN_HELP_MESSAGES.captchaInvalid),
        ),
      },
      { error: LOGIN_HELP_MESSAGES.bodyNotObject },
    ),
    { recaptcha_response_field: 'captcha' },
  )
}
export const LoginHelpSchema = loginHelpSchema()
export type LoginHelpBody = z.infer<typeof LoginHelpSchema>

/** POST auth/login-help answers the text 'success' on success (spec 1 §7.2). */
export const LoginHelpSuccessSchema = z.literal('success')
export type LoginHelpSuccess = z.infer<typeof LoginHelpSuccessSchema>

/**
 * GET auth/captcha-challenge: an ALTCHA v2 proof-of-work challenge (self-hosted, no third party; altcha-lib's
 * Challenge). Solve: find the counter whose key — `algorithm` applied `cost` times to salt ‖ nonce ‖ counter (uint32
 * big-endian), cut to keyLength bytes — starts with keyPrefix (hex). The parameters are signed: send them back as
 * received. app/auth/captcha.ts solves it and builds the recaptcha_response_field value.
 */
export const CaptchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    /** Hex. */
    nonce: z.string(),
    /** Hex. */
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    /** Hex. */
    keyPrefix: z.string(),
    /** Unix time in seconds. */
    expiresAt: z.number().optional(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  /** HMAC over the parameters, hex. */
  signature: z.string(),
})
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>
