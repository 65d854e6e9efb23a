import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { ORDER_EVENTS } from './state-machine.ts'

// Development only, mounted under /__dev beside the outbox (never in production): moves an order through the state
// machine as the system would, until the back office (issue 10) lets staff do it. The move is the real one (stock,
// refunds, messages, the event to open pages). `POST /__dev/orders/MW10000001/move` with `{"event":"pack"}`.

const DevOrderMoveSchema = z.object({
  event: z.enum(ORDER_EVENTS, { error: `event must be one of: ${ORDER_EVENTS.join(', ')}` }),
})

export function devOrdersApi() {
  const api = new Hono<AppEnv>()
  api.post('/orders/:number/move', async (c) => {
    const { event } = await parseBody(c, DevOrderMoveSchema)
    const moved = await c.var.services.orders.moveByNumber(c.req.param('number'), event, 'system')
    return c.json({ number: moved.number, status: moved.status })
  })
  return api
}
