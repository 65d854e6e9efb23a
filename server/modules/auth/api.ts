import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import { AUTH_PATHS, type AuthSuccess, type CsrfTokenAnswer, type UserType } from '../../../app/auth/wire.ts'
import { emailSchema, otpSchema, phoneSchema } from '../../../app/lib/validation-schemas.ts'
import { authError, authErrorFromZod, parseAuthJsonBody } from '../../http/auth-errors.ts'
import { clearFlowCookie, csrfBindingReady, flowCookieName, setFlowCookie, setSessionCookie } from '../../http/session.ts'
import type { AppEnv } from '../../http/types.ts'
import { setVisitorCookie } from '../../http/visitor.ts'
import { AuthError, userData, type Step, type StepContext } from './service.ts'
import type { Account } from './accounts.ts'
import type { Flow } from './flows.ts'

// The authentication calls of spec 1 §7.2 under /pwa-api. Thin: validate, call the auth service, shape the answer
// (wire: app/auth/wire.ts). Every answer is 200 with is_success, or a 4xx in the AuthErrorBody shape.

// Anything that is not text counts as empty, so a missing or mistyped field gets its field's own message.
const text = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (typeof v === 'string' ? v : ''), schema)
const number = text(phoneSchema)
const code = text(otpSchema)
const email = text(emailSchema.transform((v) => v.toLowerCase()))
const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional()
const CreateToken = z.object({ number, is_doctor: flag('is_doctor'), otp_on_call: flag('otp_on_call') })
const CreateTokenEmail = z.object({ email })
const VerifyToken = z.object({ number, verification_token: code })
const VerifyTokenEmail = z.object({ email, verification_token: code, conflict: flag('conflict') })
const B2bVerify = z.object({ number, verification_token: otpSchema.optional(), otp_on_call: flag('otp_on_call') })
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
  {
    error: 'Please enter a valid email address',
  },
)
const ConflictResolve = z.object({ number, email: listedOrNewEmail })
const PhoneEmail = z.object({ number, email })
const PhoneEmailResend = z.object({ number, email, otp_on_call: flag('otp_on_call') })
/** The conflict OTP screen sends back the e-mail it shows: a masked list entry or an address. */
const PhoneEmailCode = z.object({ number, email: listedOrNewEmail, verification_token: code })
const FIELD_NAMES = { verification_token: 'otp' }

/** The service's AuthError as the AuthErrorBody of wire.ts. */
export function toHttp(e: unknown): unknown {
  if (!(e instanceof AuthError)) return e
  return authError(e.status, e.message, e.field, { warning: e.warning, retryAfterSeconds: e.retryAfterSeconds })
}

const body = <S extends z.ZodType>(c: Context<AppEnv>, schema: S) => parseAuthJsonBody(c, schema, FIELD_NAMES)

/**
 * The answer of a completed sign-in (every sign-in call, and auth/auto_login): the browser's old session ends and a
 * new one starts (rotated: no fixation), sessions of `endSessionsOf` end too, the flow ends, and the answer carries
 * user_data, user_type and the new session's CSRF token.
 */
export async function startSession(
  c: Context<AppEnv>,
  account: Account,
  userType: UserType,
  opts: { production: boolean; endFlow?: Flow; endSessionsOf?: number[]; via?: string },
) {
  const { services } = c.var
  if (c.var.session) await services.sessions.destroy(c.var.session.idHash)
  for (const id of opts.endSessionsOf ?? []) await services.sessions.destroyAllFor(id)
  if (opts.endFlow) await services.auth.flows.end(opts.endFlow)
  clearFlowCookie(c, opts.production)
  const session = await services.sessions.create(account.id)
  setSessionCookie(c, session.token, opts.production, await services.sessions.customerHash(account.id))
  const csrf = await services.sessions.csrfToken({ sessionIdHash: session.idHash })
  c.var.log.info('signed in', { userId: account.id, userType, ...(opts.via ? { via: opts.via } : {}) })
  return c.json({
    is_success: true,
    data: { user_data: userData(account), user_flags: { user_type: userType }, csrf_token: csrf, errors: [] },
  } satisfies AuthSuccess)
}

export function authApi(opts: { production: boolean }) {
  const { production } = opts
  const api = new Hono<AppEnv>()

  const ctx = (c: Context<AppEnv>): StepContext => ({
    flowToken: getCookie(c, flowCookieName(production)),
    clientKey: c.var.clientIp,
  })

  /** Runs a step and answers it: flags, or a new session (rotated: the old one ends) with user_data. */
  async function answer(c: Context<AppEnv>, run: () => Promise<Step>) {
    let step: Step
    try {
      step = await run()
    } catch (e) {
      // A message provider that failed: logged with its cause (never the code), answered 503 for the field.
      if (e instanceof AuthError && e.status >= 500)
        c.var.log.error('auth step failed', { message: e.message, err: String(e.cause) })
      throw toHttp(e)
    }
    if (step.flowToken) setFlowCookie(c, step.flowToken, production)
    if (step.kind === 'flags') {
      return c.json({ is_success: true, data: { user_flags: step.flags, errors: [] } } satisfies AuthSuccess)
    }
    return startSession(c, step.account, step.userType, { production, endFlow: step.endFlow, endSessionsOf: step.endSessionsOf })
  }

  // For API clients: the token (and, when missing, the VISITOR-ID cookie it is bound to). Pages carry it in a <meta>.
  api.get(AUTH_PATHS.csrfToken, async (c) => {
    c.header('cache-control', 'no-store')
    if (!csrfBindingReady(c)) setVisitorCookie(c, c.var.visitorId)
    return c.json({ csrf_token: c.var.csrfToken } satisfies CsrfTokenAnswer)
  })

  api.post(AUTH_PATHS.createToken, async (c) => {
    const b = await body(c, CreateToken)
    return answer(c, () => c.var.services.auth.createToken(b, ctx(c)))
  })
  api.post(AUTH_PATHS.createTokenEmail, async (c) => {
    const b = await body(c, CreateTokenEmail)
    return answer(c, () => c.var.services.auth.createTokenEmail(b, ctx(c)))
  })
  api.post(AUTH_PATHS.verifyToken, async (c) => {
    const b = await body(c, VerifyToken)
    return answer(c, () => c.var.services.auth.verifyToken(b, ctx(c)))
  })
  api.post(AUTH_PATHS.verifyTokenEmail, async (c) => {
    const b = await body(c, VerifyTokenEmail)
    return answer(c, () => c.var.services.auth.verifyTokenEmail(b, ctx(c)))
  })
  api.post(AUTH_PATHS.b2bVerifyToken, async (c) => {
    const b = await body(c, B2bVerify)
    return answer(c, () => c.var.services.auth.b2bVerify(b, ctx(c)))
  })
  api.post(AUTH_PATHS.phoneConflictResolve, async (c) => {
    const b = await body(c, ConflictResolve)
    return answer(c, () => c.var.services.auth.conflictResolve(b, ctx(c)))
  })
  api.post(AUTH_PATHS.phoneComplete, async (c) => {
    const b = await body(c, PhoneEmail)
    return answer(c, () => c.var.services.auth.phoneComplete(b, ctx(c)))
  })
  for (const path of [AUTH_PATHS.emailCompleteLogin, AUTH_PATHS.emailCreateTokenConflict]) {
    api.post(path, async (c) => {
      const b = await body(c, PhoneEmailResend)
      return answer(c, () => c.var.services.auth.emailPhoneEntry(b, ctx(c)))
    })
  }
  for (const path of [
    AUTH_PATHS.phoneVerifyConflictResolve,
    AUTH_PATHS.emailVerifyTokenConflict,
    AUTH_PATHS.emailVerifyPhoneToken,
  ]) {
    api.post(path, async (c) => {
      const b = await body(c, PhoneEmailCode)
      return answer(c, () => c.var.services.auth.verifySecond(b, ctx(c)))
    })
  }
  api.get(AUTH_PATHS.mergeData, async (c) => {
    const parsed = PhoneEmail.safeParse(c.req.query())
    if (!parsed.success) throw authErrorFromZod(parsed.error)
    try {
      return c.json(await c.var.services.auth.mergeData(parsed.data, ctx(c)))
    } catch (e) {
      throw toHttp(e)
    }
  })
  api.post(AUTH_PATHS.emailCreateTokenMerge, async (c) => {
    const b = await body(c, PhoneEmailResend)
    return answer(c, () => c.var.services.auth.createTokenMerge(b, ctx(c)))
  })
  api.post(AUTH_PATHS.emailVerifyTokenMerge, async (c) => {
    const b = await body(c, PhoneEmailCode)
    return answer(c, () => c.var.services.auth.verifyTokenMerge(b, ctx(c)))
  })

  return api
}
