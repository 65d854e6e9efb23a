import { Hono } from 'hono'
import { ActivateInsurerSchema } from '../../../contracts/insurer.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'

// The insurer's benefits (issue 27 §4): the signed-in account's activation and what is left. A guest gets 401.
export function insurerApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v4/insurer/benefits', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    return c.json({ is_success: true as const, data: await c.var.services.insurer.benefits(userId) })
  })

  // Idempotent by nature: the same account activating the same policy again gets the same answer.
  api.post('/api/v4/insurer/activate', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const body = await parseBody(c, ActivateInsurerSchema)
    return c.json({ is_success: true as const, data: await c.var.services.insurer.activate(userId, body) })
  })

  return api
}
