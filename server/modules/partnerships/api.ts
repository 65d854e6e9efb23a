import { Hono } from 'hono'
import { PartnershipLeadSchema, type PartnershipLeadAnswer } from '../../../contracts/partnerships.ts'
import { FORM_TEXTS } from '../../../core/partnerships/leads.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'

// Issue 27 §2 (decision 084): the partnership lead form for a client without our pages (the pages post to their own
// action, app/partnerships/forms.server.ts). The same captcha and limits.

export function partnershipsApi() {
  const api = new Hono<AppEnv>()

  api.post('/api/v4/partnerships/leads', async (c) => {
    const body = await parseBody(c, PartnershipLeadSchema)
    const header = c.req.header('idempotency-key')?.trim()
    if (header !== undefined && header !== '' && !/^[\w-]{8,128}$/.test(header)) {
      throw AppError.invalid('Idempotency-Key must be 8 to 128 letters, digits, _ or -', undefined, 'bad_idempotency_key')
    }
    const { id, created } = await c.var.services.partnerships.submitLead(
      { ...body, idempotency_key: body.idempotency_key ?? (header || undefined) },
      { clientIp: c.var.clientIp },
    )
    c.var.log?.info('partnership lead received', { leadId: id, created })
    const answer: PartnershipLeadAnswer = { is_success: true, data: { id, message: FORM_TEXTS.leadReceived, created } }
    return c.json(answer, created ? 201 : 200)
  })

  return api
}
