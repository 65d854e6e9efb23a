import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import {
  B2bVerifySchema,
  ConflictResolveSchema,
  CreateTokenEmailSchema,
  CreateTokenSchema,
  PhoneEmailCodeSchema,
  PhoneEmailResendSchema,
  PhoneEmailSchema,
  VerifyTokenEmailSchema,
  VerifyTokenSchema,
  type AuthSuccess,
  type CsrfTokenAnswer,
  type UserType,
} from '../../../contracts/auth.ts'
import { clearFlowCookie, csrfBindingReady, flowCookieName, setFlowCookie, setSessionCookie } from '../../http/session.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseQuery } from '../../http/validate.ts'
import { setVisitorCookie } from '../../http/visitor.ts'
import { userData, type Step, type StepContext } from './service.ts'
import type { Account } from './accounts.ts'
import type { Flow } from './flows.ts'

// The authentication calls of spec 1 §7.2 under /pwa-api. Thin: validate with the contract (contracts/auth.ts), call
// the auth service, shape the answer. Every answer is 200 with is_success, or a 4xx with the one error body.

/**
 * The answer of a completed sign-in (every sign-in call, and auth/auto_login): the session starts in one transaction
 * (session-start.ts: the old one ends, sessions of `endSessionsOf` end, the flow ends, the guest cart joins the
 * account's), its cookies are set, and the answer carries user_data, user_type and the new session's CSRF token.
 */
export async function startSession(
  c: Context<AppEnv>,
  account: Account,
  userType: UserType,
  opts: { production: boolean; endFlow?: Flow; endSessionsOf?: number[]; via?: string },
) {
  const csrf = await beginSession(c, account, userType, opts)
  return c.json({
    is_success: true,
    data: { user_data: userData(account), user_flags: { user_type: userType }, csrf_token: csrf, errors: [] },
  } satisfies AuthSuccess)
}

/** The session of a completed sign-in, started and its cookies set; answers the new session's CSRF token. */
export async function beginSession(
  c: Context<AppEnv>,
  account: Account,
  userType: UserType,
  opts: { production: boolean; endFlow?: Flow; endSessionsOf?: number[]; via?: string },
): Promise<string> {
  const { services } = c.var
  const session = await services.sessionStart.start({
    userId: account.id,
    previousSessionIdHash: c.var.session?.idHash ?? null,
    endSessionsOf: opts.endSessionsOf,
    flow: opts.endFlow,
    visitorId: c.var.visitorId,
  })
  clearFlowCookie(c, opts.production)
  setSessionCookie(c, session.token, opts.production, await services.sessions.customerHash(account.id))
  for (const cookie of await services.signInCookies(account.id)) c.header('set-cookie', cookie, { append: true })
  const csrf = await services.sessions.csrfToken({ sessionIdHash: session.idHash })
  c.var.log.info('signed in', { userId: account.id, userType, ...(opts.via ? { via: opts.via } : {}) })
  return csrf
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
    const step = await run()
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
    const b = await parseBody(c, CreateTokenSchema)
    return answer(c, () => c.var.services.auth.createToken(b, ctx(c)))
  })
  api.post(AUTH_PATHS.createTokenEmail, async (c) => {
    const b = await parseBody(c, CreateTokenEmailSchema)
    return answer(c, () => c.var.services.auth.createTokenEmail(b, ctx(c)))
  })
  api.post(AUTH_PATHS.verifyToken, async (c) => {
    const b = await parseBody(c, VerifyTokenSchema)
    return answer(c, () => c.var.services.auth.verifyToken(b, ctx(c)))
  })
  api.post(AUTH_PATHS.verifyTokenEmail, async (c) => {
    const b = await parseBody(c, VerifyTokenEmailSchema)
    return answer(c, () => c.var.services.auth.verifyTokenEmail(b, ctx(c)))
  })
  api.post(AUTH_PATHS.b2bVerifyToken, async (c) => {
    const b = await parseBody(c, B2bVerifySchema)
    return answer(c, () => c.var.services.auth.b2bVerify(b, ctx(c)))
  })
  api.post(AUTH_PATHS.phoneConflictResolve, async (c) => {
    const b = await parseBody(c, ConflictResolveSchema)
    return answer(c, () => c.var.services.auth.conflictResolve(b, ctx(c)))
  })
  api.post(AUTH_PATHS.phoneComplete, async (c) => {
    const b = await parseBody(c, PhoneEmailSchema)
    return answer(c, () => c.var.services.auth.phoneComplete(b, ctx(c)))
  })
  for (const path of [AUTH_PATHS.emailCompleteLogin, AUTH_PATHS.emailCreateTokenConflict]) {
    api.post(path, async (c) => {
      const b = await parseBody(c, PhoneEmailResendSchema)
      return answer(c, () => c.var.services.auth.emailPhoneEntry(b, ctx(c)))
    })
  }
  for (const path of [
    AUTH_PATHS.phoneVerifyConflictResolve,
    AUTH_PATHS.emailVerifyTokenConflict,
    AUTH_PATHS.emailVerifyPhoneToken,
  ]) {
    api.post(path, async (c) => {
      const b = await parseBody(c, PhoneEmailCodeSchema)
      return answer(c, () => c.var.services.auth.verifySecond(b, ctx(c)))
    })
  }
  api.get(AUTH_PATHS.mergeData, async (c) => {
    const query = parseQuery(c, PhoneEmailSchema)
    return c.json(await c.var.services.auth.mergeData(query, ctx(c)))
  })
  api.post(AUTH_PATHS.emailCreateTokenMerge, async (c) => {
    const b = await parseBody(c, PhoneEmailResendSchema)
    return answer(c, () => c.var.services.auth.createTokenMerge(b, ctx(c)))
  })
  api.post(AUTH_PATHS.emailVerifyTokenMerge, async (c) => {
    const b = await parseBody(c, PhoneEmailCodeSchema)
    return answer(c, () => c.var.services.auth.verifyTokenMerge(b, ctx(c)))
  })

  return api
}
