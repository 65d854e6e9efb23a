import { Hono } from 'hono'
import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import { LoginHelpSchema, type LoginHelpSuccess } from '../../../contracts/support.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { effectiveUserId } from '../auth/index.ts'

// spec 1 §2.9 'Need Help', §5, §7.2: the sign-in popup's Need Help form and its captcha (contracts/support.ts).

export function supportApi() {
  const api = new Hono<AppEnv>()

  api.get(`/${AUTH_PATHS.captchaChallenge}`, async (c) => {
    const challenge = await c.var.services.captcha.challenge()
    c.header('cache-control', 'no-store')
    return c.json(challenge)
  })

  api.post(`/${AUTH_PATHS.loginHelp}`, async (c) => {
    const body = await parseBody(c, LoginHelpSchema)
    const session = c.var.session
    const id = await c.var.services.support.requestHelp(body, {
      clientKey: c.var.clientIp,
      userId: session ? effectiveUserId(session) : null,
    })
    c.var.log?.info('support ticket created', { ticketId: id })
    const success: LoginHelpSuccess = 'success'
    return c.json(success)
  })

  return api
}
