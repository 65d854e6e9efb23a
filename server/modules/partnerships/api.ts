import { Hono } from 'hono'
import { PartnershipLeadSchema, type PartnershipLeadAnswer } from '../../../contracts/partnerships.ts'
import { FORM_TEXTS } from '../../../core/partnerships/leads.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'

// Issue 27 §2 (decision 084): the partnership lead form for a client without our pages (the pages post to their own
// action, app/partnerships/forms.server.ts). The same captcha and limits.

export function partnershipsApi() {
  const api = new Hono<AppEnv>()

  api.post('/api/v4/partnerships/leads', async (c) => {
    const body = await parseBody(c, PartnershipLeadSchema)
    const { id } = await c.var.services.partnerships.submitLead(body, { clientIp: c.var.clientIp })
    c.var.log?.info('partnership lead received', { leadId: id })
    return c.json({ is_success: true, data: { id, message: FORM_TEXTS.leadReceived } } satisfies PartnershipLeadAnswer, 201)
  })

  return api
}
