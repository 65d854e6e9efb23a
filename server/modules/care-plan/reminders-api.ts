import { Hono } from 'hono'
import type { Envelope } from '../../../contracts/http.ts'
import type { SaleReminder } from '../../../contracts/care-plan.ts'
import type { AppEnv } from '../../http/types.ts'
import { AppError } from '../../lib/app-error.ts'
import { SALE_TEXTS } from './reminders.ts'

// spec 2 §7 `GET /api/v4/set_reminder` (spec 2 §4 'Sale reminder'): the early-sale remind-me of the savings page. A
// guest gets a 401 with a message; no sale coming up is a 400 the page shows.

export function carePlanRemindersApi() {
  const api = new Hono<AppEnv>()
  api.get('/api/v4/set_reminder', async (c) => {
    const owner = c.var.cartOwner
    if (owner.kind !== 'user') throw new AppError({ code: 'login_required', status: 401, message: SALE_TEXTS.signIn })
    const set = await c.var.services.carePlanReminders.setSaleReminder(owner.userId)
    const body: Envelope<SaleReminder> = {
      is_success: true,
      data: { sale: set.sale, remind_at: set.remindAt.toISOString(), members_from: set.membersFrom.toISOString() },
    }
    return c.json(body)
  })
  return api
}
