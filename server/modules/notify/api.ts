import { Hono } from 'hono'
import { AppInstallLinkSchema, type AppInstallLinkAnswer } from '../../../contracts/notify.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'

// spec 1 §2.7 / §7.1 POST /webservices/app-install-link (contracts/notify.ts).

export function notifyApi() {
  const api = new Hono<AppEnv>()
  api.post('/webservices/app-install-link', async (c) => {
    const { number } = await parseBody(c, AppInstallLinkSchema)
    await c.var.services.appLink.send(number, { clientKey: c.var.clientIp, origin: new URL(c.req.url).origin })
    return c.json({ is_success: true, message: 'sms sent' } satisfies AppInstallLinkAnswer)
  })
  return api
}
