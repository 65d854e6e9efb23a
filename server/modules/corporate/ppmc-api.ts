import { Hono, type Context } from 'hono'
import { PPMC_HEADERS } from '../../../core/corporate/labs.ts'
import type { Envelope } from '../../../contracts/http.ts'
import {
  SelfServeBookingSchema,
  SelfServeSlotsQuerySchema,
  type SelfServeBooked,
  type SelfServeContext,
} from '../../../contracts/corporate-labs.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseQuery } from '../../http/validate.ts'
import { requireIdempotencyKey } from '../orders/index.ts'

// The /ppmc API (spec 2 §7; issue 25 §6, decision 068): what the self-serve booking page's client calls. No session:
// every call carries the link's token and uuid as headers (the selfServeToken and selfServeUUID cookies the login page
// set), which are checked first: missing or malformed → 401, naming no link → 404, a used or expired link → 410.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

const linkOf = (c: Context<AppEnv>, opts: { replay?: boolean } = {}) =>
  c.var.services.corporateSelfServe.authenticate(c.req.header(PPMC_HEADERS.token), c.req.header(PPMC_HEADERS.uuid), opts)

export function ppmcApi() {
  const api = new Hono<AppEnv>()

  api.get('/self-serve/context', async (c) => {
    const link = await linkOf(c)
    return c.json(ok((await c.var.services.corporateSelfServe.context(link)) satisfies SelfServeContext))
  })

  api.get('/self-serve/slots', async (c) => {
    const link = await linkOf(c)
    const { city, date } = parseQuery(c, SelfServeSlotsQuerySchema)
    return c.json(ok(await c.var.services.corporateSelfServe.slots(link, city, date)))
  })

  api.post('/self-serve/booking', async (c) => {
    // A used link still reaches the booking, which replays the request that used it (same key and body) or says 410.
    const link = await linkOf(c, { replay: true })
    const key = requireIdempotencyKey(c.req.header('idempotency-key'))
    const body = await parseBody(c, SelfServeBookingSchema)
    return c.json(ok((await c.var.services.corporateSelfServe.book(link, body, key)) satisfies SelfServeBooked), 201)
  })

  return api
}
