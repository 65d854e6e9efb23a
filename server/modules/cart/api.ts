import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import { CART_QUANTITY_DEFAULT } from '../../../app/lib/constants.ts'
import { HttpError } from '../../http/errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseJsonBody, parseQuery } from '../../http/validate.ts'
import { ensureVisitorId, visitorIdOf } from '../../http/visitor.ts'
import { CartError, MAX_CART_LINES, MAX_QUANTITY_PER_SKU } from './service.ts'
import type { CartEnvelope } from '../../../contracts/cart.ts'

// The cart calls of spec 1 §7.1 and spec 2 §7: the brief reads, the pharmacy add and the labs replace.
// Guests only: the cart is the one of the VISITOR-ID cookie (or x-visitor-id header). CSRF checks arrive
// with sign-in (the API client already sends x-csrf-token); nothing here is rate-limited yet.

const MAX_DB_INT = 2_147_483_647
const idSchema = (field: string) =>
  z.union([
    z
      .number()
      .int(`${field} must be a whole number`)
      .min(1, `${field} must be positive`)
      .max(MAX_DB_INT, `${field} is too large`),
    z
      .string()
      .regex(/^\d{1,10}$/, `${field} must be a number`)
      .transform(Number)
      .pipe(z.number().min(1, `${field} must be positive`).max(MAX_DB_INT, `${field} is too large`)),
  ])

// spec 2 §5: cart quantity defaults to 1 when not a number.
const QuantitySchema = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : CART_QUANTITY_DEFAULT))
  .pipe(
    z
      .number()
      .int('quantity must be a whole number')
      .min(1, 'quantity must be at least 1')
      .max(MAX_QUANTITY_PER_SKU, `You can add at most ${MAX_QUANTITY_PER_SKU} of an item at once`),
  )

// spec 1 §3 / spec 2 §3 'Cart add payload'.
export const CartAddSchema = z.object({
  skus: z
    .array(z.object({ sku_id: idSchema('sku_id'), quantity: QuantitySchema }), { error: 'skus must be a list' })
    .min(1, 'skus must name at least one item')
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} items at once`),
  types: z.literal('pharmacy', { error: "types must be 'pharmacy'" }).default('pharmacy'),
  page_source: z.string().max(64, 'page_source is too long').optional(),
  response_type: z.literal('brief', { error: "response_type must be 'brief'" }).default('brief'),
  is_recommendation_required: z.boolean({ error: 'is_recommendation_required must be true or false' }).optional(),
})
export type CartAdd = z.infer<typeof CartAddSchema>

export const PharmacyDetailsQuerySchema = z.object({
  types: z.literal('pharmacy', { error: "types must be 'pharmacy'" }),
  // Only the brief exists until the cart page lands (spec 2 §3 'Full response' comes with it).
  response_type: z.literal('brief', { error: "response_type must be 'brief'" }).default('brief'),
  cart_oos: z.enum(['true', 'false'], { error: 'cart_oos must be true or false' }).optional(),
  city: z.string().max(80, 'city is too long').optional(),
})

export const LabsBriefQuerySchema = z.object({ types: z.literal('labs', { error: "types must be 'labs'" }) })

// spec 2 §7 PUT carts/replace?types=labs: sku_ids is a list of { test_id }.
export const LabsReplaceSchema = z.object({
  sku_ids: z
    .array(z.object({ test_id: idSchema('test_id') }), { error: 'sku_ids must be a list' })
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} tests`),
})

const ok = <T>(data: T): CartEnvelope<T> => ({ is_success: true, data })

function httpErrorOf(err: unknown): unknown {
  if (!(err instanceof CartError)) return err
  const status = err.code === 'unknown_sku' || err.code === 'unknown_test' ? 404 : 400
  return new HttpError(status, err.message, { code: err.code })
}

/** The visitor's city for picking a lab: the city cookie, else the API client's x-city header. */
function cityOf(raw: string | undefined): string | null {
  if (!raw) return null
  try {
    const city = decodeURIComponent(raw).trim()
    return city && city.length <= 80 ? city : null
  } catch {
    return null
  }
}

export function cartApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v4/carts/details', async (c) => {
    parseQuery(c, PharmacyDetailsQuerySchema)
    return c.json(ok(await c.var.services.cart.pharmacyBrief(visitorIdOf(c))))
  })

  api.get('/api/v4/carts/brief', async (c) => {
    parseQuery(c, LabsBriefQuerySchema)
    return c.json(ok(await c.var.services.cart.labsBrief(visitorIdOf(c))))
  })

  api.post('/api/v4/carts/skus', async (c) => {
    const body = await parseJsonBody(c, CartAddSchema)
    const visitorId = ensureVisitorId(c)
    const lines = body.skus.map((s) => ({ skuId: s.sku_id, quantity: s.quantity }))
    try {
      return c.json(ok(await c.var.services.cart.addSkus(visitorId, lines)))
    } catch (err) {
      throw httpErrorOf(err)
    }
  })

  api.put('/api/v4/carts/replace', async (c) => {
    parseQuery(c, LabsBriefQuerySchema)
    const body = await parseJsonBody(c, LabsReplaceSchema)
    const visitorId = ensureVisitorId(c)
    const city = cityOf(getCookie(c, 'city')) ?? cityOf(c.req.header('x-city'))
    try {
      const ids = body.sku_ids.map((s) => s.test_id)
      return c.json(ok(await c.var.services.cart.replaceLabs(visitorId, ids, city)))
    } catch (err) {
      throw httpErrorOf(err)
    }
  })

  return api
}
