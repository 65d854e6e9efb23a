import { Hono } from 'hono'
import { CancelMembershipSchema, SavingsQuerySchema } from '../../../contracts/care-plan.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseQuery } from '../../http/validate.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'

// The savings page's calls (spec 2 §7): the page, its breakdown and the cancellation, for the signed-in account only
// (a guest gets 401). The page at /subscription-plan/myplan renders from the same services.

export function carePlanApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v4/savings', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    parseQuery(c, SavingsQuerySchema)
    return c.json({ is_success: true as const, ...(await c.var.services.carePlanSavings.page(userId)) })
  })

  api.get('/api/v4/detailed_savings', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    return c.json({ is_success: true as const, data: await c.var.services.carePlanSavings.breakdown(userId) })
  })

  // An Idempotency-Key is taken when sent (a retried cancel gets the first answer); without one a second cancel is a 409.
  api.post('/api/v4/subscriptions/cancel', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const body = await parseBody(c, CancelMembershipSchema)
    const cancelled = await c.var.services.carePlanSavings.cancel(
      userId,
      { reason: body.cancellation_reason, planName: body.plan_name },
      c.req.header('idempotency-key') || undefined,
    )
    return c.json({ is_success: true as const, data: cancelled })
  })

  return api
}
