import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { AUTH_PATHS, type CaptchaChallenge, type LoginHelpSuccess } from '../../../app/auth/wire.ts'
import { VALIDATION_MESSAGES } from '../../../app/lib/validation.ts'
import { emailSchema, textareaSchema } from '../../../app/lib/validation-schemas.ts'
import { authError, parseAuthJsonBody } from '../../http/auth-errors.ts'
import type { AppEnv } from '../../http/types.ts'
import type { RateLimiter } from '../platform/rate-limit.ts'
import type { NewTicket } from './service.ts'

// spec 1 §2.9 'Need Help', §5, §7.2: the sign-in popup's Need Help form and its captcha. Every failure answers an
// AuthErrorBody (server/http/auth-errors.ts); data.errors[0].field is 'email', 'query' or 'captcha'.

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

// Anything that is not text counts as empty, so a missing or mistyped field gets the field's own message.
const asText = (v: unknown) => (typeof v === 'string' ? v : '')

export function loginHelpSchema(limits: LoginHelpLimits = LOGIN_HELP_LIMITS) {
  return z.object(
    {
      email: z.preprocess(
        asText,
        emailSchema.refine((s) => s.length <= limits.emailMaxLength, VALIDATION_MESSAGES.email),
      ),
      query: z.preprocess(
        // NUL cannot be stored in PostgreSQL text; other control characters than tab and line breaks mean nothing here.
        (v) => asText(v).replace(/\p{Cc}/gu, (ch) => (ch === '\t' || ch === '\n' || ch === '\r' ? ch : '')),
        textareaSchema.refine((s) => s.length <= limits.queryMaxLength, LOGIN_HELP_MESSAGES.queryTooLong),
      ),
      recaptcha_response_field: z.preprocess(
        asText,
        z
          .string()
          .trim()
          .min(1, LOGIN_HELP_MESSAGES.captchaMissing)
          .max(limits.captchaMaxLength, LOGIN_HELP_MESSAGES.captchaInvalid),
      ),
    },
    { error: LOGIN_HELP_MESSAGES.bodyNotObject },
  )
}

/** The services this module needs from c.var.services (wired in server/services/index.ts). */
export interface SupportApiServices {
  support: { createTicket(ticket: NewTicket): Promise<number> }
  captcha: { challenge(): Promise<CaptchaChallenge>; verify(payload: unknown): Promise<boolean> }
  rateLimiter: Pick<RateLimiter, 'hit'>
}

export interface SupportApiDeps {
  limits?: Partial<LoginHelpLimits>
  /** The signed-in account of the request, when sessions exist; the ticket is linked to it. */
  userIdOf?: (c: Context<AppEnv>) => number | null | undefined | Promise<number | null | undefined>
}

function servicesOf(c: Context<AppEnv>): SupportApiServices {
  const services = c.var.services as unknown as Partial<SupportApiServices>
  if (!services.support || !services.captcha || !services.rateLimiter) {
    throw new Error('supportApi: c.var.services needs support, captcha and rateLimiter')
  }
  return services as SupportApiServices
}

export function supportApi(deps: SupportApiDeps = {}) {
  const limits: LoginHelpLimits = { ...LOGIN_HELP_LIMITS, ...deps.limits }
  const Body = loginHelpSchema(limits)
  const api = new Hono<AppEnv>()

  api.get(`/${AUTH_PATHS.captchaChallenge}`, async (c) => {
    const challenge = await servicesOf(c).captcha.challenge()
    c.header('cache-control', 'no-store')
    return c.json(challenge)
  })

  api.post(`/${AUTH_PATHS.loginHelp}`, async (c) => {
    const { support, captcha, rateLimiter } = servicesOf(c)
    const body = await parseAuthJsonBody(c, Body, { recaptcha_response_field: 'captcha' })

    const limit = async (key: string, max: number, field?: string) => {
      const decision = await rateLimiter.hit(key, max, limits.windowSeconds)
      if (!decision.allowed) {
        throw authError(429, LOGIN_HELP_MESSAGES.rateLimited, field, { retryAfterSeconds: decision.retryAfterSeconds })
      }
    }
    // The client limit counts every well-formed attempt, captcha or not. The e-mail limit counts only attempts with a
    // valid captcha, so that nobody can use up someone else's address without doing the work.
    await limit(`login-help:client:${c.var.clientIp}`, limits.perClient)
    if (!(await captcha.verify(body.recaptcha_response_field))) {
      throw authError(400, LOGIN_HELP_MESSAGES.captchaInvalid, 'captcha')
    }
    await limit(`login-help:email:${body.email.toLowerCase()}`, limits.perEmail, 'email')

    const userId = (await deps.userIdOf?.(c)) ?? null
    const id = await support.createTicket({ email: body.email, query: body.query, userId })
    c.var.log?.info('support ticket created', { ticketId: id })
    const success: LoginHelpSuccess = 'success'
    return c.json(success)
  })

  return api
}
