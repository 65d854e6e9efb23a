import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import {
  CartAddSchema,
  LabsBriefQuerySchema,
  LabsDetailsQuerySchema,
  LabsReplaceSchema,
  PharmacyDetailsQuerySchema,
  type CartEnvelope,
} from '../../../contracts/cart.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseQuery } from '../../http/validate.ts'
import { safeDecode } from '../../../core/cookies.ts'
import { cityName } from '../../../core/places/city.ts'
import { DEFAULT_CITY } from '../../../core/constants.ts'

// The cart calls of spec 1 §7.1 and spec 2 §7 (contracts/cart.ts): the brief reads, the pharmacy add and the labs
// replace. The cart is the request's cart owner's (server/http/session.ts): the account, else the visitor.

const ok = <T>(data: T): CartEnvelope<T> => ({ is_success: true, data })

/** The visitor's city for picking a lab: the city cookie, else the API client's x-city header. */
function cityOf(raw: string | undefined): string | null {
  return raw ? cityName(safeDecode(raw)) : null
}

export function cartApi() {
  const api = new Hono<AppEnv>()

  // spec 2 §7: the brief for the header; response_type=full for the cart page (spec 2 §3 'Full response'), whose
  // lines are checked against the stock of the city's centres when cart_oos=true (the city: the query, else the
  // city cookie, else the API client's x-city header, else the default city).
  api.get('/api/v4/carts/details', async (c) => {
    // issue 11 §3: types=labs answers the labs cart in full (widgets list_tests_cart and bill_summary).
    if (c.req.query('types') === 'labs') {
      parseQuery(c, LabsDetailsQuerySchema)
      return c.json(ok(await c.var.services.cart.labsDetails(c.var.cartOwner)))
    }
    const query = parseQuery(c, PharmacyDetailsQuerySchema)
    if (query.response_type === 'brief') return c.json(ok(await c.var.services.cart.pharmacyBrief(c.var.cartOwner)))
    const city = cityOf(query.city) ?? cityOf(getCookie(c, 'city')) ?? cityOf(c.req.header('x-city')) ?? DEFAULT_CITY
    const reading = await c.var.services.cartDetails.read(c.var.cartOwner, { city, checkStock: query.cart_oos === 'true' })
    return c.json(ok(reading.details))
  })

  api.get('/api/v4/carts/brief', async (c) => {
    parseQuery(c, LabsBriefQuerySchema)
    return c.json(ok(await c.var.services.cart.labsBrief(c.var.cartOwner)))
  })

  api.post('/api/v4/carts/skus', async (c) => {
    const body = await parseBody(c, CartAddSchema)
    const lines = body.skus.map((s) => ({ skuId: s.sku_id, quantity: s.quantity }))
    return c.json(ok(await c.var.services.cart.addSkus(c.var.cartOwner, lines)))
  })

  api.put('/api/v4/carts/replace', async (c) => {
    parseQuery(c, LabsBriefQuerySchema)
    const body = await parseBody(c, LabsReplaceSchema)
    const city = cityOf(getCookie(c, 'city')) ?? cityOf(c.req.header('x-city'))
    const ids = body.sku_ids.map((s) => s.test_id)
    return c.json(ok(await c.var.services.cart.replaceLabs(c.var.cartOwner, ids, city)))
  })

  return api
}
