import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { AUTH_PATHS, type AuthSuccess, type SsoCodeAnswer } from '../../../app/auth/wire.ts'
import { authError, parseAuthJsonBody } from '../../http/auth-errors.ts'
import { setFlowCookie } from '../../http/session.ts'
import type { AppEnv } from '../../http/types.ts'
import { SSO_TEXTS } from './sso.ts'
import { startSession, toHttp } from './api.ts'

// Single sign-on (spec 1 §4.4, §7.1 auth/auto_login) with PKCE (RFC 7636, S256). A signed-in app or webview asks
// auth/sso/code for a one-time code bound to its challenge; the web side posts it with the verifier to
// auth/auto_login and gets the answer of a sign-in. CSRF is enforced on both by the /pwa-api middleware.

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const SsoCode = z.object({
  code_challenge: z.preprocess(
    text,
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'code_challenge must be 43 base64url characters (S256)' }),
  ),
})
const AutoLogin = z.object({
  code_verifier: z.preprocess(
    text,
    z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, {
      error: 'code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" or "~"',
    }),
  ),
  // Anything but one of our codes (22 base64url characters) cannot be redeemed: the same answer as an expired one.
  auth_code: z.preprocess(text, z.string().regex(/^[\w-]{22}$/, { error: SSO_TEXTS.expired })),
})

export function ssoApi(opts: { production: boolean }) {
  const { production } = opts
  const api = new Hono<AppEnv>()

  /** A one-time code for the signed-in account (the account itself, never a customer acted as in a super-login). */
  api.post(AUTH_PATHS.ssoCode, async (c) => {
    const session = c.var.session
    if (!session) throw authError(400, SSO_TEXTS.signInFirst)
    const { code_challenge } = await parseAuthJsonBody(c, SsoCode)
    const issued = await c.var.services.sso.issue(session.user.id, code_challenge)
    c.header('cache-control', 'no-store')
    return c.json({ auth_code: issued.code, expires_in: issued.expiresIn } satisfies SsoCodeAnswer)
  })

  api.post(AUTH_PATHS.autoLogin, async (c: Context<AppEnv>) => {
    const { code_verifier, auth_code } = await parseAuthJsonBody(c, AutoLogin)
    const { services } = c.var
    let account
    try {
      account = await services.sso.redeem(auth_code, code_verifier)
    } catch (e) {
      throw toHttp(e)
    }
    c.header('cache-control', 'no-store')
    if (account.phoneVerified) return startSession(c, account, 'existing', { production, via: 'sso' })
    // spec 1 §4.4: an account without a verified phone (migrated) is not signed in; the popup asks for a number,
    // in a flow whose e-mail counts as proved (the partner side's session proved the account), as after an e-mail
    // sign-in: auth/email/complete_login and auth/email/verify_phone_token carry on from here.
    if (!account.email) throw authError(400, SSO_TEXTS.expired)
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
