import { Hono } from 'hono'
import { OFFER_TEXTS } from '../../../core/partner-offers/rules.ts'
import type { Envelope } from '../../../contracts/http.ts'
import {
  ClaimParamsSchema,
  OfferDetailParamsSchema,
  PartnershipReminderBodySchema,
  type OfferClaim,
  type PartnerOfferDetail,
  type PartnerOffersList,
  type PartnershipReminder,
} from '../../../contracts/partner-offers.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'
import { requireIdempotencyKey } from '../orders/index.ts'

// Partner offers (issue 27 §3; decision 085): the list and an offer's detail (anyone; a signed-in person sees their
// claims and reminders), claiming a code (signed in, with an Idempotency-Key), and spec 2 §7's notify me.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const CLAIM_SIGN_IN = new AppError({ code: 'login_required', status: 401, message: OFFER_TEXTS.signIn })
const REMIND_SIGN_IN = new AppError({ code: 'login_required', status: 401, message: OFFER_TEXTS.signInRemind })

export function partnerOffersApi() {
  const api = new Hono<AppEnv>()
  const viewer = (s: AppEnv['Variables']['session']) => (s ? effectiveUserId(s) : null)

  api.get('/api/v4/partner-offers', async (c) => {
    const cards = await c.var.services.partnerOffers.list(viewer(c.var.session))
    return c.json(ok({ cards } satisfies PartnerOffersList))
  })

  api.get('/api/v4/partner-offers/:partnerId/:offerId', async (c) => {
    const { partnerId, offerId } = parseParams(c, OfferDetailParamsSchema)
    const detail = await c.var.services.partnerOffers.detail(partnerId, offerId, viewer(c.var.session))
    return c.json(ok(detail satisfies PartnerOfferDetail))
  })

  api.post('/api/v4/partner-offers/:offerId/claim', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, CLAIM_SIGN_IN))
    const { offerId } = parseParams(c, ClaimParamsSchema)
    const key = requireIdempotencyKey(c.req.header('idempotency-key'))
    const claimed = await c.var.services.partnerOffers.claim(userId, offerId, key)
    return c.json(ok(claimed.body satisfies OfferClaim), claimed.status as 200 | 201)
  })

  api.put('/api/v4/partnerships/partnership_reminder_set', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, REMIND_SIGN_IN))
    const { partnership_id } = await parseBody(c, PartnershipReminderBodySchema)
    const set = await c.var.services.partnerOffers.setReminder(userId, partnership_id)
    return c.json(ok(set satisfies PartnershipReminder))
  })

  return api
}
