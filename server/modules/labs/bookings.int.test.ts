import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import { shop } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import {
  addresses,
  carts,
  labBookingItems,
  labBookings,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labs,
  labSlots,
  labTests,
  carePlanSavings,
  memberships,
  orders,
  patients,
  refunds,
} from '../../db/schema.ts'
import { labsBillFor } from '../cart/labs-rules.ts'
import { userOwner } from '../cart/owner.ts'
import type { TestGateway } from '../payments/gateway.ts'
import type { PlaceLabBookingInput } from './bookings.ts'
import { istInstant } from './slot-rules.ts'

// Issue 11 §5: the labs cart placed as a booking (an order of source DIAGNOSTICS with its lab side), paid through the
// test gateway like a pharmacy order (booked in the payment's transaction, the booked tests leave the cart), the same
// key answering the same booking, a slot that filled since it was chosen (409 with the next free one, nothing kept),
// an unpaid hold running out (cancelled, places given back), another account's ids (404), a partial cart, a city the
// lab does not collect in, a line without patients, MedWise Cash, and a cancellation of a paid booking (refunded,
// places back). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

// Wednesday 25 November 2026, 08:10 in India; the booking is for tomorrow at 07:00.
let clock = new Date('2026-11-25T08:10:00+05:30')
const TOMORROW = '2026-11-26'
let f: ApiFixture
let db: Db
let lab: { id: number; name: string; city: string }
let otherLab: { id: number; name: string }
/** Tests the lab offers, and one the other lab offers. */
let tests: Array<{ id: number; price: number; mrp: number }>
let otherTest: number

const people = shop(() => f, { prefix: '74350', name: 'Booking Tester' })

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  const all = await db.select().from(labs).orderBy(labs.id)
  const found = all.find((l) => l.cities.some((c) => c.toLowerCase() === 'new delhi'))!
  lab = { id: found.id, name: found.name, city: found.cities.find((c) => c.toLowerCase() === 'new delhi')! }
  const offered = await db
    .select({ id: labTests.id, price: labOffers.pricePaise, mrp: labOffers.mrpPaise })
    .from(labOffers)
    .innerJoin(labTests, eq(labTests.id, labOffers.testId))
    .where(and(eq(labOffers.labId, lab.id), eq(labTests.fasting, false)))
    .orderBy(labTests.id)
    .limit(2)
  tests = offered
  const other = all.find((l) => l.id !== lab.id)!
  otherLab = { id: other.id, name: other.name }
  const theirs = await db.select({ id: labOffers.testId }).from(labOffers).where(eq(labOffers.labId, other.id))
  otherTest = theirs.find((o) => !tests.some((t) => t.id === o.id))!.id
})
afterAll(() => f?.close())

const gateway = () => f.services.payments.gateway() as TestGateway

/** A slot tomorrow at `minute` (India time) of the lab in New Delhi, its rows made as the slots page makes them. */
async function slotAt(minute: number) {
  const rows = await f.services.labSlots.dayRows(db, lab.id, lab.city, TOMORROW)
  return rows.find((r) => r.startsAt.getTime() === istInstant(TOMORROW, minute).getTime())!
}
const takenOf = async (slotId: number) => (await db.select().from(labSlots).where(eq(labSlots.id, slotId)))[0]!.taken

/**
 * A signed-in customer in New Delhi with a labs cart of the lab's tests, both for two patients, and the slot chosen
 * (rows written as the cart and the patient step leave them); the amount to pay as the cart page shows it.
 */
async function readyCart(opts: { minute?: number; cartType?: 'labs' | 'cp_labs'; patientsPerLine?: number } = {}) {
  const c = await people.customer()
  const people2 = await db
    .insert(patients)
    .values([
      { userId: c.userId, name: 'Asha Verma', age: 34, gender: 'female', relation: 'self' },
      { userId: c.userId, name: 'Ravi Verma', age: 61, gender: 'male', relation: 'parent' },
    ])
    .returning({ id: patients.id })
  const slot = await slotAt(opts.minute ?? 7 * 60)
  const cartType = opts.cartType ?? 'labs'
  const [cart] = await db
    .insert(carts)
    .values({ userId: c.userId, type: cartType, labId: lab.id, city: lab.city, labSlotId: slot.id })
    .returning({ id: carts.id })
  await db
    .insert(labCartItems)
    .values(tests.map((t, i) => ({ cartId: cart!.id, testId: t.id, labId: lab.id, addedAt: new Date(clock.getTime() + i) })))
  const n = opts.patientsPerLine ?? 2
  if (n > 0) {
    await db
      .insert(labCartItemPatients)
      .values(tests.flatMap((t) => people2.slice(0, n).map((p) => ({ cartId: cart!.id, testId: t.id, patientId: p.id }))))
  }
  // What the bill comes to (labs-rules.ts, the fixture's default fee rule); the labs cart page shows the same.
  const total = labsBillFor(tests.map((t) => ({ mrp: paise(t.mrp), price: paise(t.price), patients: Math.max(1, n) }))).payable
  if (cartType === 'labs') {
    expect(Math.round((await f.services.cart.labsDetails(userOwner(c.userId))).payable_amount * 100)).toBe(total)
  }
  const session = await f.services.sessions.create(c.userId)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return { ...c, cartId: cart!.id, slot, total, browser, patientIds: people2.map((p) => p.id), cartType }
}

let keys = 0
const newKey = () => `lab-booking-${++keys}-abcdef`

async function book(b: BrowserClient, body: Record<string, unknown>, key = newKey()) {
  const res = await b.call('POST', '/pwa-api/labs/bookings', body, { 'idempotency-key': key })
  return res as {
    status: number
    headers: Headers
    body: { data: Record<string, unknown>; code?: string; message?: string; next_free_slot?: any }
  }
}

const input = (total: number, more: Partial<PlaceLabBookingInput> = {}): PlaceLabBookingInput => ({
  cartType: 'labs',
  addressId: null,
  payment: 'online',
  useWallet: false,
  expectedTotal: paise(total),
  ...more,
})

describe('placing and paying', () => {
  test('online: the order waits with the places taken; the payment books it and empties the cart; GET shows it', async () => {
    const c = await readyCart()
    const before = await takenOf(c.slot.id)
    const res = await book(c.browser, { payment: 'online', expected_total: c.total })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const placed = res.body.data as { number: string; order_id: number; online_part: number; next_url: string }
    expect(placed).toMatchObject({
      status: 'pending_payment',
      booking_status: 'pending_payment',
      total: c.total / 100,
      wallet_part: 0,
      online_part: c.total / 100,
      hold_expires_at: new Date(clock.getTime() + 15 * 60_000).toISOString(),
      next_url: `/order-payment/?order=${placed.number}`,
    })
    // Two distinct patients: two places in the slot.
    expect(await takenOf(c.slot.id)).toBe(before + 2)
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order_id))
    expect(order).toMatchObject({ cartType: 'labs', source: 'DIAGNOSTICS', status: 'pending_payment', city: lab.city })
    const items = await db.select().from(labBookingItems).where(eq(labBookingItems.orderId, placed.order_id))
    expect(items).toHaveLength(4)
    expect(items.map((i) => i.pricePaise).reduce((a, b) => a + b, 0) + order!.deliveryFeePaise).toBe(c.total)
    // Not paid yet: the cart is as it was.
    expect(await db.select().from(labCartItems).where(eq(labCartItems.cartId, c.cartId))).toHaveLength(2)

    const attempt = await f.services.payments.start(c.userId, placed.number)
    expect(attempt.amount).toBe(c.total)
    await f.services.payments.confirm(await gateway().succeed(attempt.providerOrderId))
    expect((await db.select().from(orders).where(eq(orders.id, placed.order_id)))[0]!.status).toBe('confirmed')
    expect((await db.select().from(labBookings).where(eq(labBookings.orderId, placed.order_id)))[0]!.status).toBe('booked')
    expect(await db.select().from(labCartItems).where(eq(labCartItems.cartId, c.cartId))).toEqual([])
    expect((await db.select().from(carts).where(eq(carts.id, c.cartId)))[0]!.labSlotId).toBeNull()
    expect(await takenOf(c.slot.id)).toBe(before + 2)

    const got = await c.browser.get(`/pwa-api/labs/bookings/${placed.number}`)
    expect(got.status).toBe(200)
    const booking = (got.body as { data: any }).data
    expect(booking).toMatchObject({
      number: placed.number,
      status: 'booked',
      status_label: 'Booked',
      order_status: 'confirmed',
      lab: { id: lab.id, name: lab.name },
      city: lab.city,
      slot: { id: c.slot.id },
      hold_expires_at: null,
    })
    expect(booking.slot.starts_at).toBe(istInstant(TOMORROW, 7 * 60).toISOString())
    expect(booking.slot.label).toContain('7:00 AM')
    expect(booking.patients.map((p: { name: string; tests: unknown[] }) => [p.name, p.tests.length])).toEqual([
      ['Asha Verma', 2],
      ['Ravi Verma', 2],
    ])
    const list = await c.browser.get('/pwa-api/labs/bookings')
    expect((list.body as { data: { bookings: Array<{ number: string }> } }).data.bookings.map((b) => b.number)).toEqual([
      placed.number,
    ])

    // A lab order is never packed; a cancellation refunds the payment to its source and gives the places back.
    await expect(f.services.orders.move(placed.order_id, 'pack', 'staff:1')).rejects.toMatchObject({ status: 409 })
    await f.services.orders.cancel(c.userId, placed.number, 'Booked by mistake')
    expect((await db.select().from(labBookings).where(eq(labBookings.orderId, placed.order_id)))[0]!.status).toBe('cancelled')
    expect(await takenOf(c.slot.id)).toBe(before)
    expect(await db.select().from(refunds).where(eq(refunds.orderId, placed.order_id))).toMatchObject([
      { amountPaise: c.total, destination: 'source' },
    ])
  })

  test('the same key answers the same booking and takes the places once; another key replaces the unpaid one', async () => {
    const c = await readyCart({ minute: 7 * 60 + 30 })
    const before = await takenOf(c.slot.id)
    const key = newKey()
    const first = await book(c.browser, { payment: 'online', expected_total: c.total }, key)
    const again = await book(c.browser, { payment: 'online', expected_total: c.total }, key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.data).toEqual(first.body.data)
    expect(await takenOf(c.slot.id)).toBe(before + 2)
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(1)
    // The same key with another body is refused.
    const other = await book(c.browser, { payment: 'wallet', expected_total: c.total }, key)
    expect(other.status).toBe(422)

    // Another key (a reloaded page) books anew: the unpaid booking of the same cart ends, its places given back.
    const anew = await book(c.browser, { payment: 'online', expected_total: c.total })
    expect(anew.status).toBe(201)
    const numbers = [first.body.data.number, anew.body.data.number] as string[]
    expect(numbers[1]).not.toBe(numbers[0])
    const rows = await db.select({ number: orders.number, status: orders.status }).from(orders).where(eq(orders.userId, c.userId))
    expect(rows.sort((a, b) => a.number.localeCompare(b.number))).toEqual([
      { number: numbers[0], status: 'cancelled' },
      { number: numbers[1], status: 'pending_payment' },
    ])
    expect(await takenOf(c.slot.id)).toBe(before + 2)
  })

  test('cp_labs books as DIAGNOSTICS too, its success page under /cp_labs when MedWise Cash pays it all', async () => {
    const c = await readyCart({ minute: 8 * 60, cartType: 'cp_labs' })
    await db.transaction((tx) =>
      f.services.wallet.credit(tx, c.userId, paise(c.total + 10_000), {
        kind: 'recharge',
        reference: `test:${c.userId}`,
        note: 'Test money',
      }),
    )
    const res = await book(c.browser, { cart_type: 'cp_labs', payment: 'wallet', expected_total: c.total })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const placed = res.body.data as { number: string; order_id: number }
    expect(placed).toMatchObject({
      status: 'confirmed',
      booking_status: 'booked',
      wallet_part: c.total / 100,
      online_part: 0,
      hold_expires_at: null,
      next_url: `/cp_labs/cart/checkout/success?order=${placed.number}`,
    })
    expect((await db.select().from(orders).where(eq(orders.id, placed.order_id)))[0]).toMatchObject({
      cartType: 'cp_labs',
      source: 'DIAGNOSTICS',
      paymentMethod: 'wallet',
    })
    expect(await db.select().from(labCartItems).where(eq(labCartItems.cartId, c.cartId))).toEqual([])
    expect(await f.services.wallet.balance(c.userId)).toBe(10_000)
  })
})

describe('a slot that filled, and an unpaid hold', () => {
  test('a slot with fewer free places than patients: 409 with the next free slot, and nothing is kept', async () => {
    const c = await readyCart({ minute: 9 * 60 })
    await db
      .update(labSlots)
      .set({ taken: sql`${labSlots.capacity} - 1` })
      .where(eq(labSlots.id, c.slot.id))
    const key = newKey()
    const res = await book(c.browser, { payment: 'online', expected_total: c.total }, key)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('slot_full')
    const next = res.body.next_free_slot as { id: number; starts_at: string; label: string }
    expect(next.starts_at).toBe(istInstant(TOMORROW, 9 * 60 + 30).toISOString())
    expect(res.body.message).toBe(`That slot just filled. The next free one is ${next.label}.`)
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toEqual([])
    // The refused key is free again: with the next slot chosen, the same key books.
    await db.update(carts).set({ labSlotId: next.id }).where(eq(carts.id, c.cartId))
    const retried = await book(c.browser, { payment: 'online', expected_total: c.total }, key)
    expect(retried.status, JSON.stringify(retried.body)).toBe(201)
    expect(await takenOf(next.id)).toBeGreaterThanOrEqual(2)
  })

  test('an unpaid booking ends when its hold runs out: cancelled, its places given back; a late payment is refunded', async () => {
    const c = await readyCart({ minute: 10 * 60 })
    const before = await takenOf(c.slot.id)
    const placed = (await f.services.labBookings.place(c.userId, input(c.total), newKey())).body
    const attempt = await f.services.payments.start(c.userId, placed.number)
    expect(await takenOf(c.slot.id)).toBe(before + 2)
    const start = clock
    try {
      clock = new Date(start.getTime() + 14 * 60_000)
      await f.services.orders.expireHolds()
      expect((await db.select().from(labBookings).where(eq(labBookings.orderId, placed.order_id)))[0]!.status).toBe(
        'pending_payment',
      )
      clock = new Date(start.getTime() + 15 * 60_000)
      expect(await f.services.orders.expireHolds()).toBeGreaterThanOrEqual(1)
    } finally {
      clock = start
    }
    expect((await db.select().from(orders).where(eq(orders.id, placed.order_id)))[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Payment not completed in time',
    })
    expect((await db.select().from(labBookings).where(eq(labBookings.orderId, placed.order_id)))[0]!.status).toBe('cancelled')
    expect(await takenOf(c.slot.id)).toBe(before)
    // The cart is as it was, to book again.
    expect(await db.select().from(labCartItems).where(eq(labCartItems.cartId, c.cartId))).toHaveLength(2)
    await f.services.payments.confirm(await gateway().succeed(attempt.providerOrderId))
    expect(await db.select().from(refunds).where(eq(refunds.orderId, placed.order_id))).toMatchObject([
      { amountPaise: c.total, reason: 'Paid after the order expired' },
    ])
    expect(await takenOf(c.slot.id)).toBe(before)
  })
})

describe('refusals', () => {
  test('another account’s booking and address are 404s', async () => {
    const mine = await readyCart({ minute: 11 * 60 })
    const placed = (await f.services.labBookings.place(mine.userId, input(mine.total), newKey())).body
    const theirs = await readyCart({ minute: 11 * 60 })
    const got = await theirs.browser.get(`/pwa-api/labs/bookings/${placed.number}`)
    expect(got.status).toBe(404)
    expect((got.body as { code: string }).code).toBe('unknown_booking')
    expect((await theirs.browser.get('/pwa-api/labs/bookings/not-a-number')).status).toBe(400)
    expect(
      ((await theirs.browser.get('/pwa-api/labs/bookings')).body as { data: { bookings: unknown[] } }).data.bookings,
    ).toEqual([])
    const res = await book(theirs.browser, { payment: 'online', expected_total: theirs.total, address_id: mine.addressId })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('address_not_found')
  })

  test('a partial cart is refused, naming the labs', async () => {
    const c = await readyCart({ minute: 12 * 60 })
    await db.insert(labCartItems).values({ cartId: c.cartId, testId: otherTest, labId: otherLab.id })
    const res = await book(c.browser, { payment: 'online', expected_total: c.total })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('partial_cart')
    expect(res.body.message).toContain(lab.name)
    expect(res.body.message).toContain(otherLab.name)
    expect(res.body.message).toContain(`to book ${lab.name}`)
  })

  test('an address in a city the lab does not collect in is refused', async () => {
    const c = await readyCart({ minute: 12 * 60 + 30 })
    const [far] = await db
      .insert(addresses)
      .values({
        userId: c.userId,
        recipientName: 'Booking Tester',
        phone: c.phone,
        address: '4 Police Bazaar',
        pincode: '793001',
        city: 'Shillong',
        state: 'Meghalaya',
        country: 'India',
        addressType: 'home',
        addressName: 'Shillong',
        isDefault: false,
      })
      .returning({ id: addresses.id })
    const res = await book(c.browser, { payment: 'online', expected_total: c.total, address_id: far!.id })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('city_not_served')
    expect(res.body.message).toContain(`${lab.name} does not collect samples at home in Shillong`)
  })

  test('tests without patients, a changed total, cash and a guest are refused; nothing is ordered', async () => {
    const c = await readyCart({ minute: 13 * 60, patientsPerLine: 0 })
    const none = await book(c.browser, { payment: 'online', expected_total: c.total })
    expect(none.status).toBe(400)
    expect(none.body.code).toBe('patients_required')
    expect(none.body.message).toMatch(/^Please choose who the .+ test is for$/)
    await db
      .insert(labCartItemPatients)
      .values(tests.map((t) => ({ cartId: c.cartId, testId: t.id, patientId: c.patientIds[0]! })))
    const changed = await book(c.browser, { payment: 'online', expected_total: 1 })
    expect(changed.status).toBe(409)
    expect(changed.body.code).toBe('price_changed')
    expect((await book(c.browser, { payment: 'cod', expected_total: c.total })).status).toBe(400)
    const guest = browserClient(f)
    expect(
      (await guest.call('POST', '/pwa-api/labs/bookings', { payment: 'online', expected_total: 1 })).status,
    ).toBeGreaterThanOrEqual(400)
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toEqual([])
  })
})

describe('a member books at member prices (issue 23 §2: the /cp_labs twins)', () => {
  test("the plan's lab discount is on the cart page, charged by the booking and recorded per test as a saving", async () => {
    const c = await readyCart({ cartType: 'cp_labs', patientsPerLine: 1 })
    const [plan] = await f.services.carePlan.plans()
    // A member already (a term paid by an earlier order).
    await db.insert(memberships).values({
      userId: c.userId,
      planId: plan!.id,
      planName: plan!.name,
      terms: plan!.terms,
      state: 'active',
      feePaise: plan!.pricePaise,
      orderId: 900_000 + c.userId,
      orderNumber: 'MW99999999',
      startsAt: new Date(clock.getTime() - 86_400_000),
      endsAt: new Date(clock.getTime() + 60 * 86_400_000),
      createdAt: clock,
      updatedAt: clock,
    })
    const off = tests.map((t) => Math.floor((t.price * plan!.terms.labDiscountPercent) / 100))
    const page = await f.services.cart.labsDetails(userOwner(c.userId), 'cp_labs')
    const bill = page.widgets.find((w) => w.type === 'bill_summary')!
    const discount = off.reduce((a, b) => a + b, 0)
    expect(bill.rows.find((r) => r.id === 'care_plan_discount')).toEqual({
      id: 'care_plan_discount',
      label: 'Care Plan discount',
      value: -discount / 100,
      sub_text: null,
    })
    const total = Math.round(page.payable_amount * 100)
    expect(total).toBe(c.total - discount)
    const placed = (
      await f.services.labBookings.place(c.userId, input(total, { cartType: 'cp_labs', payment: 'online' }), newKey())
    ).body
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order_id))
    expect(order).toMatchObject({ memberDiscountPaise: discount, totalPaise: total })
    const rows = await db.select().from(carePlanSavings).where(eq(carePlanSavings.orderId, placed.order_id))
    expect(rows.map((r) => [r.benefit, r.amountPaise]).sort()).toEqual(off.map((a) => ['lab_discount', a]).sort())
  })
})
