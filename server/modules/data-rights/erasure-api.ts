import { Hono } from 'hono'
import type { Envelope } from '../../../contracts/http.ts'
import { ErasureConfirmSchema, type ErasureCodeSent, type ErasureDone, type ErasurePreview } from '../../../contracts/erasure.ts'
import { ERASURE_TEXTS } from '../../../core/data-rights/erasure.ts'
import { clearSessionCookies } from '../../http/session.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { profileClientKey, requireUser } from '../auth/index.ts'

// Erase my account's API (issue 26 §6, decision 081; contracts/erasure.ts): the signed-in owner only (a staff member
// acting for a customer is refused), CSRF as every write under /pwa-api. A confirmed erasure answers what was kept and
// clears the session's cookies: the sessions themselves went with the account.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

export function erasureApi(opts: { production: boolean }) {
  const api = new Hono<AppEnv>()

  /** The account's own owner: not a super-login acting for it. */
  const owner = (c: { var: AppEnv['Variables'] }) => {
    const session = requireUser(c.var.session)
    if (session.actingAs) throw new AppError({ code: 'forbidden', status: 403, message: ERASURE_TEXTS.actingAs })
    return session.user.id
  }

  api.get('/api/v4/profile/erasure', async (c) => {
    return c.json(ok<ErasurePreview>(await c.var.services.erasure.preview(owner(c))))
  })

  api.post('/api/v4/profile/erasure/otp', async (c) => {
    const userId = owner(c)
    const { sentTo } = await c.var.services.erasure.requestCode(userId, profileClientKey(userId))
    return c.json(ok<ErasureCodeSent>({ is_otp_required: true, sent_to: sentTo }))
  })

  api.post('/api/v4/profile/erasure', async (c) => {
    const userId = owner(c)
    const { verification_token } = await parseBody(c, ErasureConfirmSchema)
    const done = await c.var.services.erasure.confirm(userId, verification_token)
    clearSessionCookies(c, opts.production)
    return c.json(ok<ErasureDone>(done))
  })

  return api
}
