import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import { cartItems, carts, orders, productSalts, products, salts, stockBatches } from '../../db/schema.ts'
import { visitorOwner } from '../cart/owner.ts'

// Issue 10 §6, a rule that never bends: schedule X and NDPS medicines are never sold online, refused when added to a
// cart and again when an order is placed (a cart that came to hold one by another way); the seed stocks none of them.

let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture()
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill } = shop(() => f, { prefix: '70951', name: 'Sale Rules Tester' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())

const byName = async (name: string) => (await db.select().from(products).where(eq(products.name, name)))[0]!

describe('the seed', () => {
  test('marks the NDPS salts and every product that holds one; insulins are cold-chain', async () => {
    const ndps = await db.select({ name: salts.name }).from(salts).where(eq(salts.ndps, true))
    expect(ndps.map((s) => s.name).sort()).toEqual([
      'Alprazolam',
      'Chlordiazepoxide',
      'Clonazepam',
      'Diazepam',
      'Lorazepam',
      'Methylphenidate',
      'Tramadol',
      'Zolpidem',
    ])
    expect(await byName('Ultracet Tablet')).toMatchObject({ ndps: true, schedule: 'H1' })
    // A combination is NDPS when one of its salts is (chlordiazepoxide + clidinium).
    expect(await byName('Librax Tablet')).toMatchObject({ ndps: true })
    expect(await byName('Dolo 650 Tablet')).toMatchObject({ ndps: false, coldChain: false })
    expect(await byName('Lantus Solostar 100IU/ml Pen')).toMatchObject({ coldChain: true, ndps: false })
    // Every real product of an NDPS salt is NDPS.
    const linked = await db
      .selectDistinct({ id: products.id, ndps: products.ndps })
      .from(products)
      .innerJoin(productSalts, eq(productSalts.productId, products.id))
      .innerJoin(salts, eq(salts.id, productSalts.saltId))
      .where(and(eq(salts.ndps, true), eq(products.synthetic, false)))
    expect(linked.length).toBeGreaterThanOrEqual(15)
    expect(linked.every((p) => p.ndps)).toBe(true)
  })

  test('no schedule X or NDPS product is stocked anywhere', async () => {
    const banned = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.synthetic, false), eq(products.ndps, true)))
    const x = await db.select({ id: products.id }).from(products).where(eq(products.schedule, 'X'))
    const ids = [...banned, ...x].map((p) => p.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(await db.select().from(stockBatches).where(inArray(stockBatches.skuId, ids))).toEqual([])
  })

  test('the seeded catalog the tests buy from holds none of them', () => {
    expect(catalog.all().some((p) => p.ndps || p.schedule === 'X')).toBe(false)
  })
})

describe('the product page says so', () => {
  test('an NDPS medicine and a schedule X one carry the reason; others none', async () => {
    const ultracet = await f.services.catalog.product((await byName('Ultracet Tablet')).id)
    expect(ultracet).toMatchObject({
      ndps: true,
      notSoldOnline:
        'This medicine is a narcotic or psychotropic medicine under the NDPS Act and cannot be sold online. Please buy it at a pharmacy with your prescription.',
    })
    const addwize = await f.services.catalog.product((await byName('Addwize 10 Tablet')).id)
    expect(addwize?.notSoldOnline).toMatch(/^This medicine is a Schedule X medicine and cannot be sold online/)
    expect((await f.services.catalog.product((await byName('Dolo 650 Tablet')).id))?.notSoldOnline).toBeNull()
  })
})

describe('refused at add', () => {
  test('an NDPS medicine of schedule H1 is a 400 with the reason, through the API and the service', async () => {
    const ultracet = await byName('Ultracet Tablet')
    const res = await f.request('/pwa-api/api/v4/carts/skus', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ skus: [{ sku_id: ultracet.id, quantity: 1 }] }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'not_sold_online',
      message:
        'Ultracet Tablet is a narcotic or psychotropic medicine under the NDPS Act and cannot be sold online. Please buy it at a pharmacy with your prescription.',
    })
    const visitor = 'a'.repeat(32)
    await expect(f.services.cart.setQuantity(visitorOwner(visitor), ultracet.id, 1)).rejects.toMatchObject({
      status: 400,
      code: 'not_sold_online',
    })
    await expect(f.services.cart.buyNow(visitorOwner(visitor), ultracet.id, 1)).rejects.toMatchObject({
      code: 'not_sold_online',
    })
  })

  test('schedule X keeps its own message', async () => {
    const addwize = await byName('Addwize 10 Tablet')
    await expect(f.services.cart.setQuantity(visitorOwner('b'.repeat(32)), addwize.id, 1)).rejects.toMatchObject({
      code: 'not_sold_online',
      message:
        'Addwize 10 Tablet is a Schedule X medicine and cannot be sold online. Please buy it at a pharmacy with your prescription.',
    })
  })
})

describe('refused at placement', () => {
  test('a cart that came to hold an NDPS line is not ordered, and nothing is written', async () => {
    const c = await customer()
    const { cartId } = await fill(c, [[catalog.otc(0), 1]])
    const alprax = await byName('Alprax 0.25 Tablet')
    // Not through 'add' (which refuses it): as a cart filled before the rule, or by a bug elsewhere, would hold it.
    await db.insert(cartItems).values({ cartId, skuId: alprax.id, quantity: 1, addedAt: new Date() })
    const before = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, c.userId))
    await expect(
      f.services.orders.place(
        c.userId,
        { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: 0 as never },
        `key-ndps-${c.userId}`,
      ),
    ).rejects.toMatchObject({ status: 400, code: 'not_sold_online', message: expect.stringContaining('Alprax 0.25 Tablet') })
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, c.userId))).toEqual(before)
    const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId))
    expect(lines).toHaveLength(2)
    expect((await db.select().from(carts).where(eq(carts.id, cartId))).length).toBe(1)
  })

  test('so is a schedule X line', async () => {
    const c = await customer()
    const { cartId } = await fill(c, [[catalog.otc(1), 1]])
    const addwize = await byName('Addwize 10 Tablet')
    await db.insert(cartItems).values({ cartId, skuId: addwize.id, quantity: 1, addedAt: new Date() })
    await expect(
      f.services.orders.place(
        c.userId,
        { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: 0 as never },
        `key-schedule-x-${c.userId}`,
      ),
    ).rejects.toMatchObject({ code: 'not_sold_online', message: expect.stringContaining('Schedule X') })
  })
})
