import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise, type Paise } from '../../../core/money.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { plain, seededCatalog, shop } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import {
  addresses,
  cartItems,
  cartPrescriptions,
  couponRedemptions,
  orderEvents,
  orderLines,
  orders,
  outboxMessages,
  payments,
  prescriptions,
  stockBatches,
  stockReservations,
} from '../../db/schema.ts'
import { userOwner } from '../cart/owner.ts'
import type { PlaceOrderInput } from './product-line.ts'

// Issue 9 §7–8: placing an order (one transaction behind an idempotency key), stock reserved batch by batch, the
// wallet ledger, cancellation with its refunds, unpaid holds that expire, and the state machine's moves.

let clock = new Date('2026-11-24T10:00:00+05:30')
let f: ApiFixture
let db: Db
/** The statements sent while `recording` (the reference data test below). */
const seen: string[] = []
let recording = false
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock, onQuery: (q) => void (recording && seen.push(q)) })
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill } = shop(() => f, { prefix: '70000', name: 'Order Tester' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
const { otc, rx } = catalog
const input = (total: Paise, over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  cartType: 'pharmacy',
  payment: 'cod',
  useWallet: false,
  expectedTotal: total,
  ...over,
})
let keys = 0
const key = () => `test-key-${++keys}-0000`

describe('placing a cash-on-delivery order', () => {
  test('snapshots lines and taxes, takes the stock FEFO, empties the cart, tells the customer', async () => {
    const c = await customer()
    const [a, b] = [otc(0), otc(1)]
    const { cartId, total } = await fill(c, [
      [a, 2],
      [b, 1],
    ])
    const before = await db.select().from(stockBatches).where(eq(stockBatches.skuId, a.id)).orderBy(asc(stockBatches.id))
    const answer = await f.services.orders.place(c.userId, input(total), key())
    expect(answer).toMatchObject({
      status: 201,
      replayed: false,
      body: { status: 'confirmed', total, walletPart: 0, onlinePart: 0 },
    })
    expect(answer.body.number).toMatch(/^MW1\d{7}$/)
    const [order] = await db.select().from(orders).where(eq(orders.id, answer.body.orderId))
    expect(order).toMatchObject({
      userId: c.userId,
      source: 'PHARMACY',
      cartType: 'pharmacy',
      paymentMethod: 'cod',
      rxRequired: false,
    })
    expect(order!.address).toMatchObject({ recipientName: 'Order Tester', city: 'New Delhi', pincode: '110001' })
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(asc(orderLines.position))
    expect(lines.map((l) => [l.skuId, l.quantity, l.pricePaise, l.mrpPaise])).toEqual([
      [a.id, 2, a.pricePaise, a.mrpPaise],
      [b.id, 1, b.pricePaise, b.mrpPaise],
    ])
    expect(lines.every((l) => /^\d{4}$/.test(l.hsn))).toBe(true)
    // Delhi is served by DEL1 only; the earliest-expiring sellable batch gives first.
    const after = await db.select().from(stockBatches).where(eq(stockBatches.skuId, a.id)).orderBy(asc(stockBatches.id))
    const taken = before.map((x, i) => x.onHand - after[i]!.onHand)
    expect(taken.reduce((n, x) => n + x, 0)).toBe(2)
    const res = await db.select().from(stockReservations).where(eq(stockReservations.orderId, order!.id))
    expect(res.every((r) => r.status === 'committed')).toBe(true)
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toEqual([])
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([[null, 'confirmed', 'customer']])
    const [sms] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `+91${c.phone}`))
    expect(sms!.text).toBe(`MedWise: order ${answer.body.number} is confirmed and will be packed soon.`)
    const [cod] = await db.select().from(payments).where(eq(payments.orderId, order!.id))
    expect(cod).toMatchObject({ provider: 'cod', status: 'created', amountPaise: total })
  })

  test('the same key and payload give the same answer; another payload is a 422; one order either way', async () => {
    const c = await customer()
    const { total } = await fill(c, [[otc(2), 1]])
    const k = key()
    const first = await f.services.orders.place(c.userId, input(total), k)
    const again = await f.services.orders.place(c.userId, input(total), k)
    expect(again).toEqual({ ...first, replayed: true })
    await expect(f.services.orders.place(c.userId, input(paise(total + 1)), k)).rejects.toMatchObject({ status: 422 })
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(1)
  })

  test('20 clients sending the same key at once make one order', async () => {
    const c = await customer()
    const { total } = await fill(c, [[otc(3), 1]])
    const k = key()
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => f.services.orders.place(c.userId, input(total), k)))
    const numbers = new Set(answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.body.number] : [])))
    expect(numbers.size).toBe(1)
    for (const a of answers)
      if (a.status === 'rejected') expect(a.reason).toMatchObject({ status: 409, code: 'idempotency_in_progress' })
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(1)
  })

  test('a total that changed since the person saw it is a 409 and writes nothing', async () => {
    const c = await customer()
    const { total } = await fill(c, [[otc(4), 1]])
    await expect(f.services.orders.place(c.userId, input(paise(total - 100)), key())).rejects.toMatchObject({
      status: 409,
      code: 'price_changed',
      details: { payable_amount: total / 100 },
    })
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(0)
  })

  test('cash on delivery only up to ₹5,000', async () => {
    const c = await customer()
    const dear = catalog.all().find((p) => plain(p) && !p.rxRequired && p.pricePaise >= 30_000)!
    const { total } = await fill(c, [[dear, 20]])
    expect(total).toBeGreaterThan(500_000)
    await expect(f.services.orders.place(c.userId, input(total), key())).rejects.toMatchObject({
      status: 400,
      code: 'cod_limit',
      message: 'Cash on delivery is available for orders up to ₹5,000.00. Please pay online.',
    })
  })

  test('no address chosen, or an empty cart, is said plainly', async () => {
    const c = await customer()
    await expect(f.services.orders.place(c.userId, input(paise(0)), key())).rejects.toMatchObject({
      message: 'Your cart is empty',
    })
    await f.services.cart.setQuantity(userOwner(c.userId), otc(5).id, 1)
    // No address chosen on the cart and no default address either.
    await db.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, c.userId))
    await expect(f.services.orders.place(c.userId, input(paise(0)), key())).rejects.toMatchObject({
      message: 'Please choose a delivery address',
    })
  })

  test('prescription medicines need an attached prescription', async () => {
    const c = await customer()
    const { cartId, total } = await fill(c, [[rx(), 1]])
    await expect(f.services.orders.place(c.userId, input(total), key())).rejects.toMatchObject({ code: 'prescription_required' })
    const [p] = await db.insert(prescriptions).values({ userId: c.userId, patientName: 'Order Tester' }).returning()
    await db.insert(cartPrescriptions).values({ cartId, prescriptionId: p!.id })
    const placed = await f.services.orders.place(c.userId, input(total), key())
    expect(placed.body.status).toBe('awaiting_rx_check')
  })

  test('the last units go to one order; the next is told before paying', async () => {
    const low = catalog.all().find((p) => p.id % 17 === 0 && p.id % 97 !== 0 && !p.rxRequired)!
    const first = await customer()
    const second = await customer()
    const one = await fill(first, [[low, 3]])
    const two = await fill(second, [[low, 1]])
    await f.services.orders.place(first.userId, input(one.total), key())
    await expect(f.services.orders.place(second.userId, input(two.total), key())).rejects.toMatchObject({
      code: 'cart_not_orderable',
    })
  })
})

describe('the wallet', () => {
  test('pays the whole order, and a cancellation gives it back with the stock and the coupon', async () => {
    const c = await customer()
    await db.transaction(async (tx) =>
      f.services.wallet.credit(tx, c.userId, paise(200_000), {
        kind: 'adjustment',
        reference: `gift:${c.userId}`,
        note: 'Welcome',
      }),
    )
    const a = catalog.all().filter((p) => plain(p) && !p.rxRequired && p.pricePaise >= 10_000)[0]!
    const { total: before } = await fill(c, [[a, 6]])
    expect(before).toBeGreaterThan(49_900)
    const applied = await f.services.cartDetails.applyCoupon(userOwner(c.userId), 'WELCOME25', 'New Delhi')
    const total = applied.bill.payable
    const stock = async () =>
      (await db.select().from(stockBatches).where(eq(stockBatches.skuId, a.id))).reduce((n, b) => n + b.onHand, 0)
    const shelf = await stock()
    const placed = await f.services.orders.place(c.userId, input(total, { payment: 'wallet', useWallet: true }), key())
    expect(placed.body).toMatchObject({ status: 'confirmed', walletPart: total, onlinePart: 0 })
    expect(await f.services.wallet.balance(c.userId)).toBe(200_000 - total)
    expect(await stock()).toBe(shelf - 6)
    expect(await db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, placed.body.orderId))).toHaveLength(1)
    // WELCOME25 is for the first order only: a second cart cannot use it now.
    await fill(c, [[a, 6]])
    await expect(f.services.cartDetails.applyCoupon(userOwner(c.userId), 'WELCOME25', 'New Delhi')).rejects.toMatchObject({
      message: 'WELCOME25 is only for your first order',
    })

    await f.services.orders.cancel(c.userId, placed.body.number, 'Ordered by mistake')
    expect(await f.services.wallet.balance(c.userId)).toBe(200_000)
    expect(await stock()).toBe(shelf)
    expect(await db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, placed.body.orderId))).toHaveLength(0)
    const view = await f.services.orders.get(c.userId, placed.body.number)
    expect(view.events.map((e) => e.toStatus)).toEqual(['confirmed', 'cancelled'])
    expect(view.order.cancelReason).toBe('Ordered by mistake')
    await expect(f.services.orders.cancel(c.userId, placed.body.number, 'again')).rejects.toMatchObject({ status: 409 })
  })

  test('a wallet that cannot pay it all is refused for a wallet-only order', async () => {
    const c = await customer()
    const { total } = await fill(c, [[otc(6), 1]])
    await expect(
      f.services.orders.place(c.userId, input(total, { payment: 'wallet', useWallet: true }), key()),
    ).rejects.toMatchObject({
      code: 'wallet_short',
      message: `MedWise Cash can pay ₹0.00 of this ₹${(total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}. Please choose another way to pay the rest.`,
    })
  })
})

describe('online orders wait for their payment', () => {
  test('stock is held, the cart kept; after 15 minutes unpaid the order is cancelled and the hold freed', async () => {
    const c = await customer()
    const a = otc(7)
    const { cartId, total } = await fill(c, [[a, 2]])
    const placed = await f.services.orders.place(c.userId, input(total, { payment: 'online' }), key())
    expect(placed.body).toMatchObject({ status: 'pending_payment', onlinePart: total })
    const holds = await db.select().from(stockReservations).where(eq(stockReservations.orderId, placed.body.orderId))
    expect(holds.map((h) => h.status)).toEqual(holds.map(() => 'held'))
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toHaveLength(1)
    const units = await f.services.inventory.unitsInCity([a.id], 'New Delhi')

    clock = new Date(clock.getTime() + 14 * 60_000)
    expect(await f.services.orders.expireHolds()).toBe(0)
    clock = new Date(clock.getTime() + 60_000)
    expect(await f.services.orders.expireHolds()).toBe(1)
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.orderId))
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'Payment not completed in time' })
    expect((await f.services.inventory.unitsInCity([a.id], 'New Delhi')).get(a.id)).toBe(units.get(a.id)! + 2)
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toHaveLength(1)
  })

  test('paid: the held stock is taken, and the state machine moves on to delivered with the cash collected', async () => {
    const c = await customer()
    const { total } = await fill(c, [[otc(8), 1]])
    const online = await f.services.orders.place(c.userId, input(total, { payment: 'online' }), key())
    await f.services.orders.move(online.body.orderId, 'paid', 'gateway')
    const held = await db.select().from(stockReservations).where(eq(stockReservations.orderId, online.body.orderId))
    expect(held.every((h) => h.status === 'committed')).toBe(true)

    const cod = await customer()
    const cart = await fill(cod, [[otc(9), 1]])
    const placed = await f.services.orders.place(cod.userId, input(cart.total), key())
    for (const step of ['pack', 'ship', 'deliver'] as const) await f.services.orders.move(placed.body.orderId, step, 'staff:1')
    const view = await f.services.orders.get(cod.userId, placed.body.number)
    expect(view.events.map((e) => e.toStatus)).toEqual(['confirmed', 'packed', 'shipped', 'delivered'])
    expect(view.payments).toMatchObject([{ provider: 'cod', status: 'captured' }])
    await expect(f.services.orders.cancel(cod.userId, placed.body.number, 'late')).rejects.toMatchObject({
      message: 'This order is delivered and can no longer be cancelled',
    })
  })

  test('another account’s order is a 404', async () => {
    const c = await customer()
    const { total } = await fill(c, [[otc(10), 1]])
    const placed = await f.services.orders.place(c.userId, input(total), key())
    const other = await customer()
    await expect(f.services.orders.get(other.userId, placed.body.number)).rejects.toMatchObject({ status: 404 })
    await expect(f.services.orders.cancel(other.userId, placed.body.number, 'x')).rejects.toMatchObject({ status: 404 })
  })
})

describe('reference data kept in memory: the centres and where a pincode is', () => {
  test('a placement with nothing kept reads them in its own transaction and keeps them; a preview reads them once', async () => {
    const reference = () => seen.filter((q) => /from "(fulfilment_centres|centre_cities|places)"/.test(q))
    const c = await customer()
    const { total } = await fill(c, [[otc(2), 1]])
    const d = await customer()
    await fill(d, [[otc(3), 1]])
    recording = true
    try {
      f.services.inventory.invalidate()
      f.services.places.invalidate()
      // On the embedded database's one connection a read outside the transaction would wait for it forever: this
      // placement finishing is the proof that it reads them itself.
      expect(await f.services.orders.place(c.userId, input(total), key())).toMatchObject({
        status: 201,
        body: { status: 'confirmed' },
      })
      expect(reference().length).toBeGreaterThan(0)
      seen.length = 0
      // What the placement read is kept: the preview asks the database nothing about them.
      const first = await f.services.orders.placement.preview(d.userId, 'pharmacy')
      expect(first.plan?.ok).toBe(true)
      expect(reference()).toEqual([])

      f.services.inventory.invalidate()
      f.services.places.invalidate()
      const again = await f.services.orders.placement.preview(d.userId, 'pharmacy')
      expect(again.plan).toEqual(first.plan)
      expect(reference().length).toBeGreaterThan(0)
      seen.length = 0
      const third = await f.services.orders.placement.preview(d.userId, 'pharmacy')
      expect(third.plan).toEqual(first.plan)
      expect([...third.centres.values()]).toContain('MedWise Fulfilment Centre, Okhla')
      expect(reference()).toEqual([])
    } finally {
      recording = false
      seen.length = 0
    }
  })
})
