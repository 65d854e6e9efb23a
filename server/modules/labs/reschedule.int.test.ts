import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import { shop } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import {
  carts,
  labBookings,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labs,
  labSlots,
  labTests,
  orderEvents,
  outboxMessages,
  patients,
} from '../../db/schema.ts'
import { labsBillFor } from '../cart/labs-rules.ts'
import { istInstant } from './slot-rules.ts'

// Issue 11 §6: a booked lab booking moved to another free slot (labs/reschedule.ts) through
// POST /pwa-api/labs/bookings/:number/reschedule: the places move with it (the same slot again takes none), the move
// is recorded, published and told; too late (within 2 hours), unpaid, another lab's or city's slot, a fasting
// booking's afternoon, a full slot (409 with the next free one, nothing moved), another account's booking (404); and a
// cancellation after the move gives back the new slot's places. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.

// Wednesday 25 November 2026, 08:10 in India; the bookings are for tomorrow.
let clock = new Date('2026-11-25T08:10:00+05:30')
const TOMORROW = '2026-11-26'
let f: ApiFixture
let db: Db
let lab: { id: number; name: string; city: string; otherCity: string | null }
let otherLabId: number
let plainTests: Array<{ id: number; price: number; mrp: number }>
let fastingTest: { id: number; price: number; mrp: number }
const published: Array<{ topic: string; payload: unknown }> = []

const people = shop(() => f, { prefix: '74352', name: 'Reschedule Tester' })

beforeAll(async () => {
  f = await createApiFixture({
    now: () => clock,
    wrapEvents: (bus) => ({
      publish: (tx, topic, payload) => {
        published.push({ topic, payload })
        return bus.publish(tx, topic, payload)
      },
      subscribe: (topic, handler, opts) => bus.subscribe(topic, handler, opts),
      close: () => bus.close(),
    }),
  })
  db = f.database.db
  const all = await db.select().from(labs).orderBy(labs.id)
  const found = all.find((l) => l.cities.some((c) => c.toLowerCase() === 'new delhi'))!
  lab = {
    id: found.id,
    name: found.name,
    city: found.cities.find((c) => c.toLowerCase() === 'new delhi')!,
    otherCity: found.cities.find((c) => c.toLowerCase() !== 'new delhi') ?? null,
  }
  otherLabId = all.find((l) => l.id !== lab.id && l.cities.includes(lab.city))?.id ?? all.find((l) => l.id !== lab.id)!.id
  const offered = (fasting: boolean) =>
    db
      .select({ id: labTests.id, price: labOffers.pricePaise, mrp: labOffers.mrpPaise })
      .from(labOffers)
      .innerJoin(labTests, eq(labTests.id, labOffers.testId))
      .where(and(eq(labOffers.labId, lab.id), eq(labTests.fasting, fasting)))
      .orderBy(labTests.id)
      .limit(2)
  plainTests = await offered(false)
  fastingTest = (await offered(true))[0]!
})
afterAll(() => f?.close())

async function slotOf(labId: number, city: string, date: string, minute: number) {
  const rows = await f.services.labSlots.dayRows(db, labId, city, date)
  return rows.find((r) => r.startsAt.getTime() === istInstant(date, minute).getTime())!
}
const slotAt = (minute: number, date = TOMORROW) => slotOf(lab.id, lab.city, date, minute)
const takenOf = async (slotId: number) => (await db.select().from(labSlots).where(eq(labSlots.id, slotId)))[0]!.taken

/**
 * A signed-in customer in New Delhi with a booking of the lab's tests for two patients at tomorrow's `minute`: paid
 * from MedWise Cash (booked) unless `online` (then it waits for its payment).
 */
async function booked(minute: number, opts: { fasting?: boolean; online?: boolean } = {}) {
  const c = await people.customer()
  const two = await db
    .insert(patients)
    .values([
      { userId: c.userId, name: 'Meera Iyer', age: 29, gender: 'female', relation: 'self' },
      { userId: c.userId, name: 'Kiran Iyer', age: 58, gender: 'male', relation: 'parent' },
    ])
    .returning({ id: patients.id })
  const slot = await slotAt(minute)
  const lines = opts.fasting ? [fastingTest] : plainTests
  const [cart] = await db
    .insert(carts)
    .values({ userId: c.userId, type: 'labs', labId: lab.id, city: lab.city, labSlotId: slot.id })
    .returning({ id: carts.id })
  await db
    .insert(labCartItems)
    .values(lines.map((t, i) => ({ cartId: cart!.id, testId: t.id, labId: lab.id, addedAt: new Date(clock.getTime() + i) })))
  await db
    .insert(labCartItemPatients)
    .values(lines.flatMap((t) => two.map((p) => ({ cartId: cart!.id, testId: t.id, patientId: p.id }))))
  const total = labsBillFor(lines.map((t) => ({ mrp: paise(t.mrp), price: paise(t.price), patients: 2 }))).payable
  if (!opts.online) {
    await db.transaction((tx) =>
      f.services.wallet.credit(tx, c.userId, paise(total), {
        kind: 'recharge',
        reference: `test:${c.userId}`,
        note: 'Test money',
      }),
    )
  }
  const placed = await f.services.labBookings.place(
    c.userId,
    {
      cartType: 'labs',
      addressId: null,
      payment: opts.online ? 'online' : 'wallet',
      useWallet: false,
      expectedTotal: paise(total),
    },
    `reschedule-${c.userId}-${minute}`,
  )
  const session = await f.services.sessions.create(c.userId)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return { ...c, number: placed.body.number, orderId: placed.body.order_id, slot, browser }
}

type Answer = { status: number; body: { data: any; code?: string; message?: string; next_free_slot?: any } }
const move = async (b: BrowserClient, number: string, slotId: unknown) =>
  (await b.call('POST', `/pwa-api/labs/bookings/${number}/reschedule`, { slot_id: slotId })) as Answer

const bookingRow = async (orderId: number) => (await db.select().from(labBookings).where(eq(labBookings.orderId, orderId)))[0]!

describe('moving a booking', () => {
  test('the places move to the new slot, the move is recorded, published and told; the same slot again takes none', async () => {
    const c = await booked(7 * 60)
    const to = await slotAt(11 * 60)
    const [oldBefore, newBefore] = [await takenOf(c.slot.id), await takenOf(to.id)]
    published.length = 0
    const res = await move(c.browser, c.number, to.id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({
      number: c.number,
      status: 'booked',
      status_label: 'Booked',
      reschedule_count: 1,
      slot: { id: to.id, starts_at: istInstant(TOMORROW, 11 * 60).toISOString(), label: 'Thu 26 Nov, 11:00 AM – 11:30 AM' },
    })
    expect(await takenOf(c.slot.id)).toBe(oldBefore - 2)
    expect(await takenOf(to.id)).toBe(newBefore + 2)
    const [event] = await db.select().from(orderEvents).where(eq(orderEvents.orderId, c.orderId)).orderBy(desc(orderEvents.id))
    expect(event).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      actor: 'customer',
      note: 'Collection rescheduled from Thu 26 Nov, 7:00 AM – 7:30 AM to Thu 26 Nov, 11:00 AM – 11:30 AM',
    })
    expect(published.map((p) => p.payload)).toEqual([{ order: c.number, status: 'confirmed', label: expect.any(String) }])
    const [sms] = await db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `+91${c.phone}`))
      .orderBy(desc(outboxMessages.id))
      .limit(1)
    expect(sms?.text).toBe(
      `MedWise: lab booking ${c.number} is moved to Thu 26 Nov, 11:00 AM – 11:30 AM. We will come to collect the samples then.`,
    )

    // A double submit: the booking is there already; nothing more is taken, counted or published.
    published.length = 0
    const again = await move(c.browser, c.number, to.id)
    expect(again.status).toBe(200)
    expect(again.body.data.reschedule_count).toBe(1)
    expect(await takenOf(to.id)).toBe(newBefore + 2)
    expect(published).toEqual([])

    // Two submits at once: one moves, the other finds it there; the places are taken once.
    const third = await slotAt(12 * 60)
    const thirdBefore = await takenOf(third.id)
    const both = await Promise.all([move(c.browser, c.number, third.id), move(c.browser, c.number, third.id)])
    expect(both.map((r) => r.status)).toEqual([200, 200])
    expect(await takenOf(third.id)).toBe(thirdBefore + 2)
    expect(await takenOf(to.id)).toBe(newBefore)
    expect((await bookingRow(c.orderId)).rescheduleCount).toBe(2)

    // Cancelling after the move gives back the new slot's places.
    await f.services.orders.cancel(c.userId, c.number, 'Ordered by mistake')
    expect(await takenOf(third.id)).toBe(thirdBefore)
    expect((await bookingRow(c.orderId)).status).toBe('cancelled')
    const late = await move(c.browser, c.number, to.id)
    expect(late.status).toBe(409)
    expect(late.body.code).toBe('order_state')
  })

  test('a page form of strings moves it too', async () => {
    const c = await booked(8 * 60)
    const to = await slotAt(8 * 60 + 30)
    const res = (await c.browser.call('POST', `/pwa-api/labs/bookings/${c.number}/reschedule`, {
      slot_id: String(to.id),
    })) as Answer
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.slot.id).toBe(to.id)
  })
})

describe('refusals', () => {
  test('less than 2 hours before the visit, and an unpaid booking, cannot be moved', async () => {
    const c = await booked(6 * 60 + 30)
    const to = await slotAt(15 * 60)
    const start = clock
    try {
      // Tomorrow 04:31: the 06:30 visit is 1 h 59 min away.
      clock = new Date(istInstant(TOMORROW, 4 * 60 + 31).getTime())
      const res = await move(c.browser, c.number, to.id)
      expect(res.status).toBe(409)
      expect(res.body.code).toBe('reschedule_closed')
      expect(res.body.message).toBe(
        'Your collection at Thu 26 Nov, 6:30 AM – 7:00 AM is less than 2 hours away and can no longer be moved. Please call us if you cannot be there.',
      )
      // 04:30: exactly 2 hours before, still allowed.
      clock = new Date(istInstant(TOMORROW, 4 * 60 + 30).getTime())
      expect((await move(c.browser, c.number, to.id)).status).toBe(200)
    } finally {
      clock = start
    }
    const unpaid = await booked(9 * 60, { online: true })
    const res = await move(unpaid.browser, unpaid.number, to.id)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('order_state')
    expect(res.body.message).toBe('A booking that is awaiting payment cannot be rescheduled')
  })

  test('another lab’s slot, another city’s, a fasting booking’s late morning and a slot too soon are refused', async () => {
    const c = await booked(7 * 60 + 30, { fasting: true })
    const before = await takenOf(c.slot.id)
    const theirs = await slotOf(otherLabId, lab.city, TOMORROW, 8 * 60)
    const refusedOther = await move(c.browser, c.number, theirs.id)
    expect(refusedOther.status).toBe(400)
    expect(refusedOther.body.code).toBe('slot_other_lab')
    expect(refusedOther.body.message).toBe(`Please choose one of ${lab.name}'s slots in ${lab.city}`)
    if (lab.otherCity) {
      const elsewhere = await slotOf(lab.id, lab.otherCity, TOMORROW, 8 * 60)
      expect((await move(c.browser, c.number, elsewhere.id)).body.code).toBe('slot_other_lab')
    }
    const late = await move(c.browser, c.number, (await slotAt(10 * 60)).id)
    expect(late.status).toBe(400)
    expect(late.body.code).toBe('slot_fasting')
    // Today 09:30 is 1 h 20 min away.
    const soon = await move(c.browser, c.number, (await slotAt(9 * 60 + 30, '2026-11-25')).id)
    expect(soon.body.code).toBe('slot_too_soon')
    expect((await move(c.browser, c.number, 2_000_000_000)).status).toBe(404)
    expect((await move(c.browser, c.number, 'x')).status).toBe(400)
    // Nothing moved.
    expect((await bookingRow(c.orderId)).slotId).toBe(c.slot.id)
    expect(await takenOf(c.slot.id)).toBe(before)
    expect((await move(c.browser, c.number, (await slotAt(9 * 60 + 30)).id)).status).toBe(200)
  })

  test('a slot without room for the patients: 409 slot_full with the next free slot, and nothing moves', async () => {
    const c = await booked(13 * 60)
    const full = await slotAt(14 * 60)
    await db
      .update(labSlots)
      .set({ taken: sql`${labSlots.capacity} - 1` })
      .where(eq(labSlots.id, full.id))
    const [oldBefore, fullBefore] = [await takenOf(c.slot.id), await takenOf(full.id)]
    const res = await move(c.browser, c.number, full.id)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('slot_full')
    const next = res.body.next_free_slot as { id: number; starts_at: string; label: string }
    expect(next.starts_at).toBe(istInstant(TOMORROW, 14 * 60 + 30).toISOString())
    expect(res.body.message).toBe(`That slot just filled. The next free one is ${next.label}.`)
    expect(await takenOf(c.slot.id)).toBe(oldBefore)
    expect(await takenOf(full.id)).toBe(fullBefore)
    expect((await bookingRow(c.orderId)).rescheduleCount).toBe(0)
    expect((await move(c.browser, c.number, next.id)).status).toBe(200)
  })

  test('another account’s booking is a 404, and moves nothing', async () => {
    const mine = await booked(16 * 60)
    const theirs = await booked(16 * 60 + 30)
    const to = await slotAt(17 * 60)
    const before = await takenOf(to.id)
    const res = await move(theirs.browser, mine.number, to.id)
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('unknown_booking')
    expect(await takenOf(to.id)).toBe(before)
    expect((await move(theirs.browser, 'MW1', to.id)).status).toBe(400)
    const guest = await browserClient(f).start()
    expect((await guest.call('POST', `/pwa-api/labs/bookings/${mine.number}/reschedule`, { slot_id: to.id })).status).toBe(401)
  })
})
