import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cartAction } from '../../app/cart/cart-action.server.ts'
import { invoicePdfLoader } from '../../app/orders/invoice.server.ts'
import { reorderLoader } from '../../app/orders/reorder.server.ts'
import type { Db } from '../../server/db/client.ts'
import { carts, fulfilmentCentres, orderLines, orders, products, stockBatches } from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { visitorOwner, type CartOwner } from '../../server/modules/cart/owner.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { pdfText } from './pdf-text.ts'
import { pageContext, seededCatalog, shop } from './shop.ts'

// Issue 9 §8: /reorder (the account's earlier products, today's price and stock in the visitor's city, 'Add all to
// cart' through the cart action's add-many intent) and GET /order/{number}/invoice.pdf (the owner's only, 404s that
// say why), through the page modules' own server functions with the context the server process gives them.

let clock = new Date('2026-11-24T10:00:00+05:30')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  // DEL1's GSTIN with its check character right (see server/modules/orders/invoice-input.test.ts).
  await db.update(fulfilmentCentres).set({ gstin: '07AAACM1234F1Z0' }).where(eq(fulfilmentCentres.code, 'DEL1'))
})
afterAll(() => f?.close())

const ORIGIN = 'http://localhost'

const { customer, order } = shop(() => f, { prefix: '74000', name: 'Reorder Tester' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
const { otc } = catalog
const contextFor = (owner: CartOwner, session: ActiveSession | null) => pageContext(f, owner, session)
const get = (path: string, city?: string) =>
  new Request(`${ORIGIN}${path}`, { headers: city ? { cookie: `city=${encodeURIComponent(city)}` } : {} })

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('GET /order/{number}/invoice.pdf', () => {
  test('the owner gets the PDF inline, private and never stored', async () => {
    const c = await customer()
    const placed = await order(c, [[otc(0), 1]])
    const res = await invoicePdfLoader(placed.number, contextFor(c.owner, c.session))
    expect(res.status).toBe(200)
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="MedWise-invoice-${placed.number}.pdf"`,
      'cache-control': 'private, no-store',
    })
    const text = pdfText(new Uint8Array(await res.arrayBuffer()))
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.orderId))
    expect(text).toContain(`: ${placed.number}`)
    expect(text).toContain(row!.invoiceNumber!)
    expect(text).toContain('GSTIN: 07AAACM1234F1Z0')
  })

  test.each([
    ['a guest', 'guest', (n: string) => `Please sign in to download the invoice of order ${n}.`],
    ['another account', 'other', (n: string) => `No order ${n} in your account`],
    [
      'the owner of an order not yet paid for',
      'owner-unpaid',
      (n: string) => `Order ${n} has no invoice yet: it is made once the order is paid for and confirmed.`,
    ],
  ])('%s gets a 404 that says why', async (_who, who, text) => {
    const c = await customer()
    const placed = await order(c, [[otc(1), 1]], who === 'owner-unpaid' ? 'online' : 'cod')
    const other = await customer()
    const context =
      who === 'guest'
        ? contextFor(visitorOwner('a'.repeat(32)), null)
        : who === 'other'
          ? contextFor(other.owner, other.session)
          : contextFor(c.owner, c.session)
    const res = await invoicePdfLoader(placed.number, context)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await res.text()).toBe(text(placed.number))
  })
})

describe('/reorder', () => {
  test('lists each product once, most recent first, with times, last order, today’s price and availability', async () => {
    const c = await customer()
    const [a, b, gone, short] = [otc(2), otc(3), otc(4), otc(5)]
    const first = await order(c, [
      [a, 2],
      [b, 1],
      [gone, 1],
    ])
    clock = new Date(clock.getTime() + 86_400_000)
    await order(c, [
      [b, 3],
      [short, 1],
    ])
    // Since then: `gone` is schedule X (never sold online), `short` has no stock left in Delhi, `a` costs more, and an
    // old line names a product the catalog no longer has.
    await db.update(products).set({ schedule: 'X' }).where(eq(products.id, gone.id))
    const del1 = (await db.select().from(fulfilmentCentres).where(eq(fulfilmentCentres.code, 'DEL1')))[0]!
    await db
      .update(stockBatches)
      .set({ onHand: 0 })
      .where(and(eq(stockBatches.skuId, short.id), eq(stockBatches.centreId, del1.id)))
    await db.update(products).set({ pricePaise: a.mrpPaise }).where(eq(products.id, a.id))
    await db.insert(orderLines).values({
      orderId: first.orderId,
      skuId: 2_000_000_000,
      name: 'Discontinued Syrup',
      pack: 'bottle of 100 ml',
      manufacturer: 'Old Pharma',
      schedule: 'OTC',
      rxRequired: false,
      hsn: '3004',
      gstRatePercent: 5,
      quantity: 1,
      mrpPaise: a.mrpPaise,
      pricePaise: a.pricePaise,
      position: 3,
    })

    const data = await reorderLoader(get('/reorder', 'New Delhi'), contextFor(c.owner, c.session))
    expect(data.city).toBe('New Delhi')
    const day2 = clock.toISOString()
    const day1 = new Date(clock.getTime() - 86_400_000).toISOString()
    expect(
      data.items.map((i) => [i.skuId, i.timesOrdered, i.lastOrderedAt, i.lastQuantity, i.availability, i.pricePaise]),
    ).toEqual([
      [b.id, 2, day2, 3, 'available', b.pricePaise],
      [short.id, 1, day2, 1, 'out_of_stock', short.pricePaise],
      [a.id, 1, day1, 2, 'available', a.mrpPaise],
      [gone.id, 1, day1, 1, 'not_sold', null],
      [2_000_000_000, 1, day1, 1, 'not_sold', null],
    ])
    expect(data.items[0]).toMatchObject({ name: b.name, pack: b.pack, url: expect.stringMatching(/^\/(drugs|otc)\//) })
    expect(data.items[3]).toMatchObject({ url: null, mrpPaise: null })
    expect(data.items[4]).toMatchObject({ name: 'Discontinued Syrup', pack: 'bottle of 100 ml', url: null })

    // Another account sees none of it.
    const other = await customer()
    expect((await reorderLoader(get('/reorder'), contextFor(other.owner, other.session))).items).toEqual([])

    // 'Add all to cart' (the page sends the available ones; the action judges them all again): one of each that can
    // be delivered, the rest left out and said so.
    const all = data.items.map((i) => i.skuId).join(',')
    const added = (await cartAction(
      new Request(`${ORIGIN}/cart`, {
        method: 'POST',
        headers: { cookie: 'city=New%20Delhi' },
        body: new URLSearchParams({ intent: 'add-many', sku_ids: all }),
      }),
      contextFor(c.owner, c.session),
    )) as unknown as { data: { ok: boolean; notice: string; pharmacy: { items: Array<{ sku_id: number; quantity: number }> } } }
    expect(added.data).toMatchObject({ ok: true, notice: 'Added 2 items to your cart; 3 cannot be delivered to New Delhi now' })
    expect(added.data.pharmacy.items.map((i) => [i.sku_id, i.quantity])).toEqual([
      [b.id, 1],
      [a.id, 1],
    ])
  })

  test('a guest is sent to sign in over the cart', async () => {
    const answer = await thrown(() => reorderLoader(get('/reorder'), contextFor(visitorOwner('b'.repeat(32)), null)))
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(302)
    expect((answer as Response).headers.get('location')).toBe('/cart?login=true')
  })

  test("'Add all to cart' without JavaScript comes back to /reorder with the outcome; nothing deliverable is a refusal", async () => {
    const c = await customer()
    const outOfStock = catalog.all().find((p) => p.id % 97 === 0)!
    const [one, two] = [otc(6), otc(7)]
    const back = (await thrown(() =>
      cartAction(
        new Request(`${ORIGIN}/cart`, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'add-many', sku_ids: `${one.id},${two.id},${one.id}`, redirectTo: '/reorder' }),
        }),
        contextFor(c.owner, c.session),
      ),
    )) as Response
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/reorder')
    expect(decodeURIComponent(back.headers.get('set-cookie') ?? '')).toContain('Added 2 items to your cart')
    const brief = await f.services.cart.pharmacyBrief(c.owner)
    expect(brief.items.map((i) => [i.sku_id, i.quantity])).toEqual([
      [one.id, 1],
      [two.id, 1],
    ])

    const refused = (await cartAction(
      new Request(`${ORIGIN}/cart`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'add-many', sku_ids: String(outOfStock.id) }),
      }),
      contextFor(c.owner, c.session),
    )) as unknown as { data: { ok: boolean; message: string }; init: { status: number } }
    expect(refused.init.status).toBe(400)
    expect(refused.data).toEqual({
      ok: false,
      message: 'None of these items can be delivered to New Delhi now',
      code: 'out_of_stock',
      field: 'sku_ids',
    })
  })

  test.each([
    ['', 'Please choose the items to add'],
    ['1,,2', 'sku_ids must be product ids separated by commas'],
    ['0', 'sku_ids must be positive'],
    [Array.from({ length: 51 }, (_, i) => i + 1).join(','), 'At most 50 items at once'],
  ])('add-many refuses sku_ids %j: %s', async (skuIds, message) => {
    const c = await customer()
    const answer = (await cartAction(
      new Request(`${ORIGIN}/cart`, { method: 'POST', body: new URLSearchParams({ intent: 'add-many', sku_ids: skuIds }) }),
      contextFor(c.owner, c.session),
    )) as unknown as { data: { ok: boolean; message: string }; init: { status: number } }
    expect(answer.init.status).toBe(400)
    expect(answer.data.ok).toBe(false)
    expect(answer.data.message).toContain(message)
    expect(
      await db
        .select()
        .from(carts)
        .where(and(eq(carts.userId, c.userId), inArray(carts.type, ['pharmacy']))),
    ).toEqual([])
  })
})
