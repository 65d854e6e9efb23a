import { Hono } from 'hono'
import { paise } from '../../../core/money.ts'
import {
  CancelOrderSchema,
  OrderListQuerySchema,
  OrderNumberParamsSchema,
  PlaceOrderSchema,
  type CancelledOrder,
} from '../../../contracts/orders.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts'
import { requireIdempotencyKey } from './checkout.ts'
import { requireUser, effectiveUserId } from '../auth/index.ts'
import { orderListWire, placedOrderWire } from './wire.ts'

// The orders' calls under /pwa-api (issue 9 §7–8) for partner apps and scripts; pages call the same services.

const KEY_HEADER = 'idempotency-key'

export function ordersApi() {
  const api = new Hono<AppEnv>()

  // issue 9 §7: placing an order carries an Idempotency-Key: the same key and payload answer the same for 24 h.
  api.post('/api/v4/orders', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const key = requireIdempotencyKey(c.req.header(KEY_HEADER))
    const body = await parseBody(c, PlaceOrderSchema)
    const answer = await c.var.services.orders.place(
      userId,
      {
        cartType: body.cart_type,
        payment: body.payment,
        useWallet: body.use_wallet,
        useCorporateWallet: body.use_corporate_wallet,
        expectedTotal: paise(body.expected_total),
      },
      key,
    )
    if (answer.replayed) c.header('idempotent-replayed', 'true')
    return c.json({ is_success: true, data: placedOrderWire(answer.body) }, answer.status as 201)
  })

  api.get('/api/v4/orders', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { page } = parseQuery(c, OrderListQuerySchema)
    return c.json({ is_success: true, data: orderListWire(await c.var.services.orders.list(userId, page)) })
  })

  api.post('/api/v4/orders/:number/cancel', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { number } = parseParams(c, OrderNumberParamsSchema)
    const { reason } = await parseBody(c, CancelOrderSchema)
    const moved = await c.var.services.orders.cancel(userId, number, reason)
    return c.json({ is_success: true, data: { number: moved.number, status: moved.status } satisfies CancelledOrder })
  })

  return api
}
