import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PharmacyDetailsAnswerSchema } from '../../../contracts/cart.ts'
import type { CartLine } from '../../../contracts/widgets.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { queryRows } from '../../db/client.ts'
import { couponRedemptions, coupons, products, stockBatches, users } from '../../db/schema.ts'
import { earliestSellableExpiry } from '../inventory/service.ts'
import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD } from './bill.ts'
import { visitorOwner } from './owner.ts'

// Issue 9 'The cart page': GET carts/details?types=pharmacy&response_type=full (spec 2 §3 'Full response'), stock of
// the city's centres (cart_oos=true), substitutes, coupons and the bill.

const NOW = new Date('2026-11-24T10:00:00+05:30')
let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture({ now: () => NOW })
})
afterAll(() => f?.close())

let n = 0
const visitor = () => (++n).toString(16).padStart(8, '0') + 'deadbeef'.repeat(3)
const details = (id: string, query = 'cart_oos=true&city=New%20Delhi') =>
  f.json(`/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&${query}`, { headers: { cookie: `VISITOR-ID=${id}` } })
const add = (id: string, skus: { sku_id: number; quantity: number }[]) =>
  f.json('/pwa-api/api/v4/carts/skus', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `VISITOR-ID=${id}` },
    body: JSON.stringify({ skus }),
  })
const linesOf = (data: any): CartLine[] => data.widgets[0].grouped_items.flatMap((g: any) => g.items)
const widget = (data: any, type: string) => data.widgets.find((w: any) => w.type === type)

type P = typeof products.$inferSelect
async function drug(where: (p: P) => boolean): Promise<P> {
  const rows = await f.database.db
    .select()
    .from(products)
    .where(and(eq(products.synthetic, false), ne(products.schedule, 'X'), eq(products.ndps, false)))
    .orderBy(asc(products.id))
  const found = rows.find(where)
  if (!found) throw new Error('no such product in the seed')
  return found
}
const plain = (p: P) => p.id % 97 !== 0 && p.id % 31 !== 0 && p.id % 17 !== 0 && p.id % 13 !== 0

describe('the full response', () => {
  test('widgets cart_items, coupon and bill_summary; lines with cta.details; the bill in rupees to the paisa', async () => {
    const id = visitor()
    const a = await drug((p) => plain(p) && p.pricePaise < p.mrpPaise)
    const b = await drug((p) => plain(p) && p.id !== a.id && p.kind === 'otc')
    await add(id, [
      { sku_id: a.id, quantity: 2 },
      { sku_id: b.id, quantity: 1 },
    ])
    const { status, body } = await details(id)
    expect(status).toBe(200)
    PharmacyDetailsAnswerSchema.parse(body)
    expect(body.data.widgets.map((w: any) => w.type)).toEqual(['cart_items', 'coupon', 'care_plan', 'bill_summary'])
    const lines = linesOf(body.data)
    expect(lines.map((l) => [l.sku_id, l.quantity, l.cta.details])).toEqual([
      [a.id, 2, { sku_id: a.id, quantity: 2 }],
      [b.id, 1, { sku_id: b.id, quantity: 1 }],
    ])
    expect(lines[0]).toMatchObject({
      name: a.name,
      pack: a.pack,
      rx_required: a.rxRequired,
      prices: { mrp: a.mrpPaise / 100, price: a.pricePaise / 100 },
      line_total: (a.pricePaise * 2) / 100,
      availability: { available: true, text: null },
    })
    const mrp = a.mrpPaise * 2 + b.mrpPaise
    const items = a.pricePaise * 2 + b.pricePaise
    const fee = items >= FREE_DELIVERY_THRESHOLD ? 0 : DELIVERY_FEE
    const bill = widget(body.data, 'bill_summary')
    expect(bill.rows).toEqual([
      { id: 'mrp_total', label: 'MRP total', value: mrp / 100, sub_text: null },
      { id: 'item_discount', label: 'Discount on MRP', value: -(mrp - items) / 100, sub_text: null },
      { id: 'delivery_fee', label: 'Delivery fee', value: fee / 100, sub_text: fee ? null : 'Free' },
    ])
    expect(bill.payable_amount).toBe((items + fee) / 100)
    expect(body.data.payable_amount).toBe((items + fee) / 100)
    expect(body.data).toMatchObject({ total_quantity: 3, can_checkout: true, checkout_blocker: null })
  })

  test('below ₹499 of items: the ₹49 fee and what is left to free delivery', async () => {
    const id = visitor()
    const cheap = await drug((p) => plain(p) && p.pricePaise < 20_000)
    await add(id, [{ sku_id: cheap.id, quantity: 1 }])
    const bill = widget((await details(id)).body.data, 'bill_summary')
    expect(bill.rows.at(-1)).toEqual({ id: 'delivery_fee', label: 'Delivery fee', value: 49, sub_text: null })
    const left = (FREE_DELIVERY_THRESHOLD - cheap.pricePaise) / 100
    expect(bill.free_delivery_text).toBe(
      `Add items worth ₹${left.toLocaleString('en-IN', { minimumFractionDigits: 2 })} more for free delivery`,
    )
  })

  test('an empty cart says so and cannot go on', async () => {
    const { body } = await details(visitor())
    expect(body.data).toMatchObject({
      cart_id: null,
      total_quantity: 0,
      can_checkout: false,
      checkout_blocker: 'Your cart is empty',
    })
    expect(body.data.widgets[0]).toMatchObject({ type: 'cart_items', grouped_items: [] })
  })
})

describe('cart_oos=true: what the city’s centres can deliver', () => {
  test('out of stock everywhere: the unavailable group, out of the bill', async () => {
    const id = visitor()
    const gone = await drug((p) => p.id % 97 === 0)
    const fine = await drug(plain)
    await add(id, [
      { sku_id: gone.id, quantity: 1 },
      { sku_id: fine.id, quantity: 1 },
    ])
    const { body } = await details(id)
    const groups = body.data.widgets[0].grouped_items
    expect(groups.map((g: any) => [g.group_id, g.header?.text ?? null, g.items.map((i: any) => i.sku_id)])).toEqual([
      ['available', null, [fine.id]],
      ['unavailable', 'Not available in New Delhi', [gone.id]],
    ])
    expect(groups[1].items[0].availability).toEqual({ available: false, text: 'Not available in New Delhi' })
    expect(widget(body.data, 'bill_summary').rows[0].value).toBe(fine.mrpPaise / 100)
  })

  test('out of stock in the Mumbai centre only: Mumbai is also served from Hyderabad', async () => {
    const id = visitor()
    const sku = await drug((p) => p.id % 31 === 0 && p.id % 97 !== 0)
    await add(id, [{ sku_id: sku.id, quantity: 1 }])
    expect(linesOf((await details(id, 'cart_oos=true&city=Mumbai')).body.data)[0]!.availability.available).toBe(true)
  })

  test('an unknown city can be sent nothing; without cart_oos every line counts', async () => {
    const id = visitor()
    await add(id, [{ sku_id: (await drug(plain)).id, quantity: 1 }])
    const nowhere = (await details(id, 'cart_oos=true&city=Atlantis')).body.data
    expect(nowhere).toMatchObject({ can_checkout: false, checkout_blocker: 'None of these items can be delivered to Atlantis' })
    expect(linesOf((await details(id, 'city=Atlantis')).body.data)[0]!.availability.available).toBe(true)
  })

  test('3 left: the stepper stops at 3 and the cart cannot go on with 5', async () => {
    const id = visitor()
    const low = await drug((p) => p.id % 17 === 0 && p.id % 97 !== 0)
    await add(id, [{ sku_id: low.id, quantity: 5 }])
    const data = (await details(id)).body.data
    expect(linesOf(data)[0]).toMatchObject({ max_quantity: 3, availability: { available: true, text: 'Only 3 left' } })
    expect(data.checkout_blocker).toBe(`Only 3 of ${low.name} can be delivered: lower the quantity to continue`)
  })

  test('a batch that expires within 90 days is not counted', async () => {
    const sku = await drug((p) => p.id % 13 === 0 && p.id % 17 !== 0 && p.id % 97 !== 0)
    const batches = await f.database.db.select().from(stockBatches).where(eq(stockBatches.skuId, sku.id))
    expect(batches.some((b) => b.expiresOn < earliestSellableExpiry(NOW))).toBe(true)
    const units = await f.services.inventory.unitsInCity([sku.id], 'new delhi')
    const [delhi] = await queryRows<{ units: number }>(
      f.database.db,
      sql`select sum(on_hand)::int as units from stock_batches b join fulfilment_centres c on c.id = b.centre_id
          where c.code = 'DEL1' and b.sku_id = ${sku.id} and b.expires_on >= ${earliestSellableExpiry(NOW)}`,
    )
    expect(units.get(sku.id)).toBe(delhi!.units)
  })
})

describe('substitutes', () => {
  test('the cheapest available product of the same salts, with the saving at the line’s quantity; one action swaps it', async () => {
    const rows = await f.database.db
      .select()
      .from(products)
      .where(
        and(eq(products.synthetic, false), isNotNull(products.saltKey), ne(products.schedule, 'X'), eq(products.ndps, false)),
      )
    const bySalt = new Map<string, P[]>()
    for (const p of rows) bySalt.set(p.saltKey!, [...(bySalt.get(p.saltKey!) ?? []), p])
    const family = [...bySalt.values()].find(
      (ps) => ps.length >= 3 && ps.every(plain) && new Set(ps.map((p) => p.pricePaise)).size === ps.length,
    )!
    const sorted = [...family].sort((x, y) => x.pricePaise - y.pricePaise)
    const dear = sorted.at(-1)!
    const cheapest = sorted[0]!
    const id = visitor()
    await add(id, [{ sku_id: dear.id, quantity: 3 }])
    const line = linesOf((await details(id)).body.data)[0]!
    expect(line.substitute).toMatchObject({
      sku_id: cheapest.id,
      name: cheapest.name,
      price: cheapest.pricePaise / 100,
      saving: ((dear.pricePaise - cheapest.pricePaise) * 3) / 100,
    })
    const brief = await f.services.cart.substitute(visitorOwner(id), dear.id, cheapest.id)
    expect(brief.items).toEqual([{ sku_id: cheapest.id, quantity: 3, sku_name: cheapest.name }])
    // The cheapest has no cheaper substitute.
    expect(linesOf((await details(id)).body.data)[0]!.substitute).toBeNull()
  })

  test('only a product of the same salts and strengths may take a line’s place', async () => {
    const id = visitor()
    const a = await drug((p) => plain(p) && p.saltKey !== null)
    const other = await drug((p) => plain(p) && p.saltKey !== null && p.saltKey !== a.saltKey)
    await add(id, [{ sku_id: a.id, quantity: 1 }])
    await expect(f.services.cart.substitute(visitorOwner(id), a.id, other.id)).rejects.toMatchObject({
      status: 400,
      code: 'not_a_substitute',
      message: `${other.name} is not a substitute for ${a.name}`,
    })
  })
})

test('schedule X can never be added to a cart (a 400 with a message the product page shows)', async () => {
  const [banned] = await f.database.db.select().from(products).where(eq(products.schedule, 'X')).limit(1)
  const { status, body } = await add(visitor(), [{ sku_id: banned!.id, quantity: 1 }])
  expect(status).toBe(400)
  expect(body).toMatchObject({
    code: 'not_sold_online',
    message: `${banned!.name} is a Schedule X medicine and cannot be sold online. Please buy it at a pharmacy with your prescription.`,
  })
})

describe('coupons', () => {
  async function account(phone: string) {
    const [u] = await f.database.db.insert(users).values({ name: 'Coupon Tester', phone, phoneVerified: true }).returning()
    return { kind: 'user' as const, userId: u!.id }
  }
  async function fill(owner: { kind: 'user'; userId: number }, rupeesAtLeast: number) {
    const p = await drug((x) => plain(x) && x.pricePaise >= 5_000)
    const quantity = Math.min(20, Math.ceil((rupeesAtLeast * 100) / p.pricePaise))
    await f.services.cart.setQuantity(owner, p.id, quantity)
    return p.pricePaise * quantity
  }
  const city = 'New Delhi'

  test('a guest is asked to log in', async () => {
    await expect(f.services.cartDetails.applyCoupon(visitorOwner(visitor()), 'SAVE10', city)).rejects.toMatchObject({
      status: 401,
      message: 'Log in to apply a coupon',
    })
  })

  test('SAVE10: 10% up to ₹200 above ₹499, in the bill', async () => {
    const owner = await account('9000000101')
    const items = await fill(owner, 600)
    const reading = await f.services.cartDetails.applyCoupon(owner, ' save10 ', city)
    const discount = Math.min(Math.floor(items / 10), 20_000)
    expect(reading.coupon).toMatchObject({ code: 'SAVE10', discount })
    const bill = reading.details.widgets.find((w) => w.type === 'bill_summary')!
    expect(bill.type === 'bill_summary' && bill.rows.find((r) => r.id === 'coupon_discount')).toEqual({
      id: 'coupon_discount',
      label: 'Coupon discount',
      value: -discount / 100,
      sub_text: null,
    })
    expect(reading.bill.payable).toBe(items - discount + reading.bill.deliveryFee)
    // Removing it gives the bill back.
    expect((await f.services.cartDetails.removeCoupon(owner, city)).bill.couponDiscount).toBe(0)
  })

  test.each([
    ['MONSOON50', 'MONSOON50 has expired'],
    ['NEWYEAR2031', 'NEWYEAR2031 is not valid yet'],
    ['NOSUCH', 'NOSUCH is not a valid coupon'],
  ])('%s is refused: %s', async (code, message) => {
    const owner = await account(`90000002${String(++n).padStart(2, '0')}`)
    await fill(owner, 100)
    await expect(f.services.cartDetails.applyCoupon(owner, code, city)).rejects.toMatchObject({
      status: 400,
      message,
      field: 'code',
    })
  })

  test('FLAT100 below ₹999 says how much more to add; used up after 3 orders', async () => {
    const owner = await account('9000000301')
    const items = await fill(owner, 300)
    const short = ((99_900 - items) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })
    await expect(f.services.cartDetails.applyCoupon(owner, 'FLAT100', city)).rejects.toMatchObject({
      message: `Add items worth ₹${short} more to use FLAT100`,
    })
    await fill(owner, 1000)
    const [flat] = await f.database.db.select().from(coupons).where(eq(coupons.code, 'FLAT100'))
    const userId = owner.userId
    await f.database.db
      .insert(couponRedemptions)
      .values(
        [1, 2, 3].map((i) => ({ couponId: flat!.id, userId, orderId: 900_000 + userId * 10 + i, discountPaise: 10_000 as any })),
      )
    await expect(f.services.cartDetails.applyCoupon(owner, 'FLAT100', city)).rejects.toMatchObject({
      message: 'You have already used FLAT100 3 times, the most it allows',
    })
  })

  test('a coupon that stops applying stays on the cart with the reason, and takes nothing off', async () => {
    const owner = await account('9000000401')
    await fill(owner, 600)
    await f.services.cartDetails.applyCoupon(owner, 'SAVE10', city)
    const [line] = (await f.services.cart.pharmacyBrief(owner)).items
    await f.services.cart.setQuantity(owner, line!.sku_id, 1)
    const reading = await f.services.cartDetails.read(owner, { city, checkStock: true })
    const box = reading.details.widgets.find((w) => w.type === 'coupon')!
    expect(box.type === 'coupon' && box.applied).toMatchObject({ code: 'SAVE10', discount: 0 })
    expect(box.type === 'coupon' && box.applied?.message).toMatch(/^Add items worth ₹[\d,.]+ more to use SAVE10$/)
    expect(reading.bill.couponDiscount).toBe(0)
  })

  test('the coupon box lists the coupons running now, not ended or future ones', async () => {
    const data = (await details(visitor())).body.data
    const box = widget(data, 'coupon')
    expect(box.offers.map((o: any) => o.code).sort()).toEqual(['FLAT100', 'SAVE10', 'WELCOME25'])
    expect(box.login_required).toBe(true)
  })
})
