import { describe, expect, test } from 'vitest'
import type { LabsBrief } from '../../../contracts/cart.ts'
import { paise } from '../../../core/money.ts'
import type { CartRead, CartReading } from './details.ts'
import { userOwner, visitorOwner, type CartOwner } from './owner.ts'
import { createRequestCart } from './request-cart.ts'

const line = (skuId: number, quantity: number, price: number, mrp: number) => ({
  skuId,
  quantity,
  kind: 'drug',
  name: `Product ${skuId}`,
  slug: `product-${skuId}`,
  pack: 'strip of 10 tablets',
  manufacturer: 'Maker',
  rxRequired: false,
  saltKey: null,
  mrpPaise: paise(mrp),
  pricePaise: paise(price),
})

function fakeCarts(carts: Record<string, CartRead> = {}) {
  const asked: Array<[string, CartOwner | null]> = []
  const reads: Array<{ owner: CartOwner | null; preRead: boolean }> = []
  return {
    asked,
    reads,
    carts: {
      cart: { labsBrief: async (owner: CartOwner | null) => (asked.push(['labs', owner]), {} as LabsBrief) },
      details: {
        cartLines: async (owner: CartOwner, type: string) => {
          asked.push([type, owner])
          return carts[type] ?? { cart: undefined, lines: [] }
        },
        read: async (owner: CartOwner | null, _opts: unknown, _q?: unknown, preRead?: Promise<CartRead>) => {
          reads.push({ owner, preRead: preRead !== undefined })
          await preRead
          return {} as CartReading
        },
      },
    },
  }
}

describe('the cart of one request', () => {
  test('each cart is read once however many loaders ask', async () => {
    const { asked, carts } = fakeCarts()
    const owner = visitorOwner('a'.repeat(32))
    const cart = createRequestCart(carts, owner)
    await Promise.all([cart.pharmacyBrief(), cart.pharmacyBrief(), cart.labsBrief(), cart.labsBrief()])
    expect(asked).toEqual([
      ['pharmacy', owner],
      ['labs', owner],
    ])
  })

  test("the header's brief and the cart page come from one read of the cart; another cart type is its own read", async () => {
    const owner = userOwner(7)
    const { asked, reads, carts } = fakeCarts({
      pharmacy: { cart: { id: 41, couponCode: null }, lines: [line(1, 2, 9000, 10000), line(2, 1, 4550, 5000)] },
    })
    const cart = createRequestCart(carts, owner)
    const [brief] = await Promise.all([
      cart.pharmacyBrief(),
      cart.details({ city: 'Bengaluru', checkStock: true, cartType: 'pharmacy' }),
    ])
    expect(asked).toEqual([['pharmacy', owner]])
    expect(reads).toEqual([{ owner, preRead: true }])
    // spec 2 §3's brief of those lines: rupees at today's price and at MRP, units, the cart's id.
    expect(brief).toEqual({
      items: [
        { sku_id: 1, quantity: 2, sku_name: 'Product 1' },
        { sku_id: 2, quantity: 1, sku_name: 'Product 2' },
      ],
      to_be_paid: 225.5,
      total_quantity: 3,
      cart_id: 41,
      total_amount: 250,
      care_plan_header: null,
    })
    await cart.details({ city: 'Bengaluru', checkStock: true, cartType: 'pharmacy_buy_now' })
    expect(asked).toEqual([
      ['pharmacy', owner],
      ['pharmacy_buy_now', owner],
    ])
  })

  test('no cart is the empty brief with cart_id null', async () => {
    const { carts } = fakeCarts()
    const brief = await createRequestCart(carts, userOwner(8)).pharmacyBrief()
    expect(brief).toEqual({ items: [], to_be_paid: 0, total_quantity: 0, cart_id: null, total_amount: 0, care_plan_header: null })
  })

  test('a visitor first seen in this request is read as no owner (no query; the empty cart)', async () => {
    const { asked, reads, carts } = fakeCarts()
    const cart = createRequestCart(carts, visitorOwner('b'.repeat(32)), { ownsNothing: true })
    expect((await cart.pharmacyBrief()).cart_id).toBeNull()
    await cart.labsBrief()
    await cart.details({ city: null, checkStock: true })
    expect(asked).toEqual([['labs', null]])
    expect(reads).toEqual([{ owner: null, preRead: false }])
    expect(cart.owner).toEqual(visitorOwner('b'.repeat(32))) // writes still go to the visitor
  })
})
