import type { Context } from 'hono'
import { Hono } from 'hono'
import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import { AutoLoginSchema, SsoCodeSchema, type AuthSuccess, type SsoCodeAnswer } from '../../../contracts/auth.ts'
import { setFlowCookie } from '../../http/session.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireUser } from './guards.ts'
import { SSO_TEXTS } from './sso.ts'
import { startSession } from './api.ts'

// Single sign-on (spec 1 §4.4, §7.1 auth/auto_login) with PKCE (RFC 7636, S256). A signed-in app or webview asks
// auth/sso/code for a one-time code bound to its challenge; the web side posts it with the verifier to
// auth/auto_login and gets the answer of a sign-in. CSRF is enforced on both by the /pwa-api middleware.

/** The popup asks for a code only when signed in: a 400 it shows, not the 401 that sends the browser away. */
const SIGN_IN_FIRST = new AppError({ code: 'sign_in_first', status: 400, message: SSO_TEXTS.signInFirst })

export function ssoApi(opts: { production: boolean }) {
  const { production } = opts
  const api = new Hono<AppEnv>()

  /** A one-time code for the signed-in account (the account itself, never a customer acted as in a super-login). */
  api.post(AUTH_PATHS.ssoCode, async (c) => {
    const session = requireUser(c.var.session, SIGN_IN_FIRST)
    const { code_challenge } = await parseBody(c, SsoCodeSchema)
    const issued = await c.var.services.sso.issue(session.user.id, code_challenge)
    c.header('cache-control', 'no-store')
    return c.json({ auth_code: issued.code, expires_in: issued.expiresIn } satisfies SsoCodeAnswer)
  })

  api.post(AUTH_PATHS.autoLogin, async (c: Context<AppEnv>) => {
    const { code_verifier, auth_code } = await parseBody(c, AutoLoginSchema)
    const { services } = c.var
    const account = await services.sso.redeem(auth_code, code_verifier)
    c.header('cache-control', 'no-store')
    if (account.phoneVerified) return startSession(c, account, 'existing', { production, via: 'sso' })
    // spec 1 §4.4: an account without a verified phone (migrated) is not signed in; the popup asks for a number,
    // in a flow whose e-mail counts as proved (the partner side's session proved the account), as after an e-mail
    // sign-in: auth/email/complete_login and auth/email/verify_phone_token carry on from here.
    if (!account.email) throw new AppError({ code: 'sso_expired', status: 400, message: SSO_TEXTS.expired })
    const started = await services.auth.flows.start({ isDoctor: false, merchant: false })
    await services.auth.flows.update(started.flow, { verifiedEmail: account.email })
    setFlowCookie(c, started.token, production)
    c.var.log.info('sso needs a number', { userId: account.id })
    return c.json({
      is_success: true,
      data: {
        user_flags: {
          conflict: true,
          is_number_required: true,
          email: account.email,
          user_type: 'migrated',
          header: SSO_TEXTS.numberHeader,
          description: SSO_TEXTS.numberDescription,
        },
        errors: [],
      },
    } satisfies AuthSuccess)
  })

  return api
}
