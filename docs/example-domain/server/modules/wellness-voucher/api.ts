// file: server/modules/wellness-voucher/api.ts
// Thin handlers: validate with the contract, call the service (here the pipeline with the line), shape the answer.
// server/app.ts mounts it: `api.route('/', wellnessVoucherApi())`.
import { Hono } from 'hono'
import { paise } from '../../../../../core/money.ts'
import { requireUser, effectiveUserId } from '../../../../../server/modules/auth/index.ts'
import type { AppEnv } from '../../../../../server/http/types.ts'
import { parseBody } from '../../../../../server/http/validate.ts'
import { BuyVoucherSchema } from '../../../contracts/wellness-voucher.ts'
import { VOUCHER_CART_TYPE } from '../../../core/wellness-voucher/vocabulary.ts'
import { voucherLine } from './line.ts'

export function wellnessVoucherApi() {
  const api = new Hono<AppEnv>()
  api.post('/api/v4/wellness-vouchers', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const body = await parseBody(c, BuyVoucherSchema)
    const answer = await c.var.services.checkout.place(
      voucherLine,
      userId,
      {
        cartType: VOUCHER_CART_TYPE,
        kind: body.kind,
        payment: body.payment,
        useWallet: body.use_wallet,
        expectedTotal: paise(body.expected_total),
      },
      // Required: the pipeline refuses a sale without the client's key.
      c.req.header('idempotency-key'),
    )
    if (answer.replayed) c.header('idempotent-replayed', 'true')
    return c.json({ is_success: true, data: answer.body }, answer.status as 201)
  })
  return api
}
