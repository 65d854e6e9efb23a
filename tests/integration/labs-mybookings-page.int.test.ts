import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { MyBookingsActionData } from '../../app/labs-booking/my-bookings.ts'
import { CANCEL_NOTE, loadMyBookings, myBookingsAction } from '../../app/labs-booking/my-bookings.server.ts'
import { paise } from '../../core/money.ts'
import type { Db } from '../../server/db/client.ts'
import {
  carts,
  labBookings,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labReports,
  labs,
  labSlots,
  labTests,
  orders,
  patients,
} from '../../server/db/schema.ts'
import { labsBillFor } from '../../server/modules/cart/labs-rules.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { istInstant } from '../../server/modules/labs/slot-rules.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { formPost, pageContext, seededCatalog, shop } from './shop.ts'

// Issue 11 §6, the my-bookings page's server side (app/labs-booking/my-bookings.server.ts) as the server process calls
// it: a guest sent to sign in and back; the bookings newest first with their slot in India's formats, tests per
// patient and amount; Pay now for an unpaid one; the slot picker (?reschedule=) with the booking's own slot shown but
// not offered; Reschedule moving it (303 with a notice) or refused with the next free slot; Cancel booking through the
// order's cancel; another account's booking, a pharmacy order and an unknown intent refused. A fixed clock.

// Wednesday 25 November 2026, 08:10 in India.
const clock = new Date('2026-11-25T08:10:00+05:30')
const TOMORROW = '2026-11-26'
const ORIGIN = 'http://localhost'
const PAGE = `${ORIGIN}/labs/mybookings`
let f: ApiFixture
let db: Db
let lab: { id: number; name: string; city: string }
let tests: Array<{ id: number; name: string; price: number; mrp: number }>

const people = shop(() => f, { prefix: '74353', name: 'Bookings Page Tester' })
const catalog = seededCatalog(() => db)

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  const found = (await db.select().from(labs).orderBy(labs.id)).find((l) =>
    l.cities.some((c) => c.toLowerCase() === 'new delhi'),
  )!
  lab = { id: found.id, name: found.name, city: found.cities.find((c) => c.toLowerCase() === 'new delhi')! }
  tests = await db
    .select({ id: labTests.id, name: labTests.name, price: labOffers.pricePaise, mrp: labOffers.mrpPaise })
    .from(labOffers)
    .innerJoin(labTests, eq(labTests.id, labOffers.testId))
    .where(and(eq(labOffers.labId, lab.id), eq(labTests.fasting, false)))
    .orderBy(labTests.id)
    .limit(2)
  await catalog.load()
})
afterAll(() => f?.close())

const slotAt = async (minute: number) =>
  (await f.services.labSlots.dayRows(db, lab.id, lab.city, TOMORROW)).find(
    (r) => r.startsAt.getTime() === istInstant(TOMORROW, minute).getTime(),
  )!
const takenOf = async (slotId: number) => (await db.select().from(labSlots).where(eq(labSlots.id, slotId)))[0]!.taken

type Customer = Awaited<ReturnType<typeof people.customer>>

/** A booking of the lab's two tests (the first for both patients, the second for one) at tomorrow's `minute`. */
async function book(c: Customer, minute: number, payment: 'wallet' | 'online' = 'wallet') {
  const [asha, ravi] = await db
    .insert(patients)
    .values([
      { userId: c.userId, name: `Asha ${minute}`, age: 34, gender: 'female', relation: 'self' },
      { userId: c.userId, name: `Ravi ${minute}`, age: 61, gender: 'male', relation: 'parent' },
    ])
    .returning({ id: patients.id })
  const slot = await slotAt(minute)
  await db.delete(carts).where(and(eq(carts.userId, c.userId), eq(carts.type, 'labs')))
  const [cart] = await db
    .insert(carts)
    .values({ userId: c.userId, type: 'labs', labId: lab.id, city: lab.city, labSlotId: slot.id })
    .returning({ id: carts.id })
  await db
    .insert(labCartItems)
    .values(tests.map((t, i) => ({ cartId: cart!.id, testId: t.id, labId: lab.id, addedAt: new Date(clock.getTime() + i) })))
  await db.insert(labCartItemPatients).values([
    { cartId: cart!.id, testId: tests[0]!.id, patientId: asha!.id },
    { cartId: cart!.id, testId: tests[0]!.id, patientId: ravi!.id },
    { cartId: cart!.id, testId: tests[1]!.id, patientId: asha!.id },
  ])
  const total = labsBillFor([
    { mrp: paise(tests[0]!.mrp), price: paise(tests[0]!.price), patients: 2 },
    { mrp: paise(tests[1]!.mrp), price: paise(tests[1]!.price), patients: 1 },
  ]).payable
  if (payment === 'wallet') {
    await db.transaction((tx) =>
      f.services.wallet.credit(tx, c.userId, paise(total), {
        kind: 'recharge',
        reference: `test:${c.userId}:${minute}`,
        note: 'Test money',
      }),
    )
  }
  const placed = await f.services.labBookings.place(
    c.userId,
    { cartType: 'labs', addressId: null, payment, useWallet: false, expectedTotal: paise(total) },
    `page-${c.userId}-${minute}`,
  )
  return { number: placed.body.number, orderId: placed.body.order_id, slot, total }
}

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a redirect')
}
const refusalOf = (result: unknown) => (result as { data: MyBookingsActionData; init: { status: number } }).data
const statusOf = (result: unknown) => (result as { init: { status: number } | null }).init?.status

test('a guest is sent to sign in over the labs home, and comes back here', async () => {
  const guest = pageContext(f, visitorOwner('c'.repeat(32)), null)
  const res = await thrown(() => loadMyBookings(new Request(PAGE), guest))
  expect(res.headers.get('location')).toBe('/labs?login=true&followup=%2Flabs%2Fmybookings')
  expect((await thrown(() => myBookingsAction(formPost(PAGE, { intent: 'cancel' }), guest))).status).toBe(302)
})

describe('the list', () => {
  test('newest first: number, lab, slot in India’s formats, status, tests per patient, amount; Pay now when unpaid', async () => {
    const c = await people.customer()
    const context = pageContext(f, c.owner, c.session)
    expect((await loadMyBookings(new Request(PAGE), context)).bookings).toEqual([])
    const paid = await book(c, 7 * 60)
    const unpaid = await book(c, 9 * 60, 'online')
    const page = await loadMyBookings(new Request(PAGE), context)
    expect(page.picker).toBeNull()
    expect(page.cancelling).toBeNull()
    expect(page.bookings.map((b) => b.number)).toEqual([unpaid.number, paid.number])
    const [u, p] = page.bookings
    expect(p).toMatchObject({
      number: paid.number,
      lab: lab.name,
      city: lab.city,
      slotDate: 'Thu 26 Nov 2026',
      slotTime: '7:00 AM – 7:30 AM',
      status: 'booked',
      statusLabel: 'Booked',
      rescheduled: 0,
      total: paid.total / 100,
      placedAt: 'Wed 25 Nov 2026',
      canReschedule: true,
      canCancel: true,
      payUrl: null,
      reports: [],
      patients: [
        { name: 'Asha 420', tests: [tests[0]!.name, tests[1]!.name] },
        { name: 'Ravi 420', tests: [tests[0]!.name] },
      ],
    })
    expect(u).toMatchObject({
      statusLabel: 'Awaiting payment',
      canReschedule: false,
      canCancel: true,
      payUrl: `/order-payment/?order=${unpaid.number}`,
    })
    // The picker opens only for a booking that can move; a cancel asks to confirm.
    expect((await loadMyBookings(new Request(`${PAGE}?reschedule=${unpaid.number}`), context)).picker).toBeNull()
    expect((await loadMyBookings(new Request(`${PAGE}?cancel=${paid.number}`), context)).cancelling).toBe(paid.number)
    expect((await loadMyBookings(new Request(`${PAGE}?cancel=MW99999999`), context)).cancelling).toBeNull()
  })

  test('a booking whose samples were collected: no reschedule or cancel; each report the labs desk made, linked', async () => {
    const c = await people.customer()
    const context = pageContext(f, c.owner, c.session)
    const b = await book(c, 10 * 60)
    await db.update(labBookings).set({ status: 'sample_collected' }).where(eq(labBookings.orderId, b.orderId))
    const [collected] = (await loadMyBookings(new Request(PAGE), context)).bookings
    expect(collected).toMatchObject({ statusLabel: 'Sample collected', canReschedule: false, canCancel: false, reports: [] })
    await db.update(labBookings).set({ status: 'report_ready' }).where(eq(labBookings.orderId, b.orderId))
    await db.insert(labReports).values({
      orderId: b.orderId,
      patientKey: 'p1',
      patientName: 'Asha 600',
      source: 'entered',
      storageKey: 'lab-reports/test.pdf',
      bytes: 100,
      createdBy: c.userId,
      createdAt: clock,
    })
    const [ready] = (await loadMyBookings(new Request(PAGE), context)).bookings
    expect(ready).toMatchObject({
      statusLabel: 'Report ready',
      reports: [{ name: 'Asha 600', url: `/pwa-api/labs/bookings/${b.number}/reports/p1` }],
    })
    // The page does not cancel it either.
    const refused = await myBookingsAction(formPost(PAGE, { intent: 'cancel', number: b.number }), context)
    expect(statusOf(refused)).toBe(409)
  })
})

describe('reschedule', () => {
  test('the picker: the booking’s day first, its own slot shown but not offered; another day by ?date=', async () => {
    const c = await people.customer()
    const context = pageContext(f, c.owner, c.session)
    const b = await book(c, 11 * 60)
    const { picker } = await loadMyBookings(new Request(`${PAGE}?reschedule=${b.number}`), context)
    expect(picker).toMatchObject({ number: b.number, date: TOMORROW, currentSlotId: b.slot.id })
    expect(picker!.days.map((d) => d.label).slice(0, 3)).toEqual(['Today', 'Tomorrow', 'Fri 27 Nov'])
    expect(picker!.slots.map((s) => s.id)).toContain(b.slot.id)
    expect(picker!.slots.every((s) => new Date(s.starts_at).getTime() >= istInstant(TOMORROW, 6 * 60).getTime())).toBe(true)
    const later = await loadMyBookings(new Request(`${PAGE}?reschedule=${b.number}&date=2026-11-28`), context)
    expect(later.picker!.date).toBe('2026-11-28')
    // Another account cannot open it.
    const other = await people.customer()
    const theirs = await loadMyBookings(new Request(`${PAGE}?reschedule=${b.number}`), pageContext(f, other.owner, other.session))
    expect(theirs.picker).toBeNull()
  })

  test('a slot chosen moves it (303 to the list with a notice); a full one offers the next free slot', async () => {
    const c = await people.customer()
    const context = pageContext(f, c.owner, c.session)
    const b = await book(c, 12 * 60)
    const to = await slotAt(15 * 60)
    const res = await thrown(() =>
      myBookingsAction(
        formPost(`${PAGE}?reschedule=${b.number}`, { intent: 'reschedule', number: b.number, slot_id: to.id }),
        context,
      ),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/labs/mybookings')
    expect(decodeURIComponent(res.headers.get('set-cookie')!)).toContain(
      `Booking ${b.number} moved to Thu 26 Nov, 3:00 PM – 3:30 PM`,
    )
    const [moved] = (await loadMyBookings(new Request(PAGE), context)).bookings
    expect(moved).toMatchObject({ slotTime: '3:00 PM – 3:30 PM', rescheduled: 1 })

    const full = await slotAt(16 * 60)
    await db.update(labSlots).set({ taken: full.capacity }).where(eq(labSlots.id, full.id))
    const refused = await myBookingsAction(formPost(PAGE, { intent: 'reschedule', number: b.number, slot_id: full.id }), context)
    expect(statusOf(refused)).toBe(409)
    expect(refusalOf(refused)).toMatchObject({
      ok: false,
      intent: 'reschedule',
      number: b.number,
      nextFree: { id: expect.any(Number), label: 'Thu 26 Nov, 4:30 PM – 5:00 PM' },
    })
    // 'Move to … instead' sends next_slot_id beside the radio's choice.
    const next = refusalOf(refused).nextFree!
    const instead = await thrown(() =>
      myBookingsAction(
        formPost(PAGE, { intent: 'reschedule', number: b.number, slot_id: full.id, next_slot_id: next.id }),
        context,
      ),
    )
    expect(instead.status).toBe(303)
    expect(await takenOf(next.id)).toBeGreaterThanOrEqual(2)

    const none = await myBookingsAction(formPost(PAGE, { intent: 'reschedule', number: b.number }), context)
    expect(statusOf(none)).toBe(400)
    expect(refusalOf(none).message).toBe('Please choose a collection slot')
  })
})

describe('cancel', () => {
  test('Cancel booking goes through the order’s cancel: cancelled, refunded, the places given back', async () => {
    const c = await people.customer()
    const context = pageContext(f, c.owner, c.session)
    const b = await book(c, 17 * 60)
    const before = await takenOf(b.slot.id)
    const walletBefore = await f.services.wallet.balance(c.userId)
    const res = await thrown(() => myBookingsAction(formPost(PAGE, { intent: 'cancel', number: b.number }), context))
    expect(res.status).toBe(303)
    expect(decodeURIComponent(res.headers.get('set-cookie')!)).toContain(`Booking ${b.number} cancelled.`)
    expect((await db.select().from(orders).where(eq(orders.id, b.orderId)))[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: CANCEL_NOTE,
    })
    expect((await db.select().from(labBookings).where(eq(labBookings.orderId, b.orderId)))[0]!.status).toBe('cancelled')
    expect(await takenOf(b.slot.id)).toBe(before - 2)
    // Paid from MedWise Cash: back to MedWise Cash.
    expect(await f.services.wallet.balance(c.userId)).toBe(walletBefore + b.total)
    const [card] = (await loadMyBookings(new Request(PAGE), context)).bookings
    expect(card).toMatchObject({ statusLabel: 'Cancelled', canReschedule: false, canCancel: false, payUrl: null })
    // Twice: refused with the reason.
    const again = await myBookingsAction(formPost(PAGE, { intent: 'cancel', number: b.number }), context)
    expect(statusOf(again)).toBe(409)
    expect(refusalOf(again).number).toBe(b.number)
  })

  test('another account’s booking, a pharmacy order, a bad number and an unknown intent are refused', async () => {
    const c = await people.customer()
    const b = await book(c, 18 * 60)
    const other = await people.customer()
    const theirs = pageContext(f, other.owner, other.session)
    const refused = await myBookingsAction(formPost(PAGE, { intent: 'cancel', number: b.number }), theirs)
    expect(statusOf(refused)).toBe(404)
    expect(refusalOf(refused).message).toBe('We could not find that booking in your account')
    const moved = await myBookingsAction(formPost(PAGE, { intent: 'reschedule', number: b.number, slot_id: 1 }), theirs)
    expect(statusOf(moved)).toBe(404)
    expect((await db.select().from(orders).where(eq(orders.id, b.orderId)))[0]!.status).toBe('confirmed')

    const pharmacy = await people.order(other, [[catalog.otc(0), 1]])
    const notLab = await myBookingsAction(formPost(PAGE, { intent: 'cancel', number: pharmacy.number }), theirs)
    expect(statusOf(notLab)).toBe(404)
    expect((await db.select().from(orders).where(eq(orders.number, pharmacy.number)))[0]!.status).not.toBe('cancelled')

    expect(statusOf(await myBookingsAction(formPost(PAGE, { intent: 'cancel', number: 'x' }), theirs))).toBe(404)
    expect(statusOf(await myBookingsAction(formPost(PAGE, { intent: 'pay', number: b.number }), theirs))).toBe(400)
  })
})
