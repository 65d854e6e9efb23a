import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import type { Db } from '../../db/client.ts'
import { carts, labCartItemPatients, labCartItems, labs, labSlots, labTests, users } from '../../db/schema.ts'
import { userOwner } from '../cart/owner.ts'
import { dayBounds, istInstant, SLOTS_PER_DAY } from './slot-rules.ts'

// Issue 11 §4: home-collection slots (made on first ask, a conditional UPDATE per booking, the CHECK as backstop),
// 50 clients racing for a slot of capacity 3, the account's patients over the API (another account's: 404), and the
// patient step (patients per line, the slot: another lab's 404, fasting, the 2-hour lead, full → the next free one).
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the 50 transactions really overlap: a pool of 10).

// Wednesday 25 November 2026, 08:10 in India.
const clock = new Date('2026-11-25T08:10:00+05:30')
const TOMORROW = '2026-11-26'
let f: ApiFixture
let db: Db
let lab: { id: number; name: string; cities: string[] }
let otherLab: { id: number; cities: string[] }
let fastingTest: number
let plainTest: number

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  const all = await db.select({ id: labs.id, name: labs.name, cities: labs.cities }).from(labs).orderBy(labs.id)
  lab = all[0]!
  otherLab = all.find((l) => l.id !== lab.id)!
  const idOf = async (fasting: boolean) =>
    (await db.select({ id: labTests.id }).from(labTests).where(eq(labTests.fasting, fasting)).limit(1))[0]!.id
  fastingTest = await idOf(true)
  plainTest = await idOf(false)
})
afterAll(() => f?.close())

let serial = 0
/** A signed-in account: its id and a browser with its session cookie and CSRF token. */
async function account(): Promise<{ userId: number; browser: BrowserClient }> {
  const phone = `74313${String(++serial).padStart(5, '0')}`
  const [u] = await db.insert(users).values({ name: 'Slot Tester', phone, phoneVerified: true }).returning()
  const session = await f.services.sessions.create(u!.id)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return { userId: u!.id, browser }
}

/** A labs cart of these tests at the lab, as the cart's replace leaves it (rows written directly). */
async function labsCart(userId: number, testIds: number[], city: string | null = lab.cities[0]!) {
  const [cart] = await db.insert(carts).values({ userId, type: 'labs', labId: lab.id, city }).returning({ id: carts.id })
  await db
    .insert(labCartItems)
    .values(testIds.map((testId, i) => ({ cartId: cart!.id, testId, labId: lab.id, addedAt: new Date(clock.getTime() + i) })))
  return cart!.id
}

const patient = (name: string, relation = 'child', age: number | string = 9) => ({ name, age, gender: 'female', relation })

async function addPatient(b: BrowserClient, body = patient('Meera Sharma')) {
  const res = await b.post('/pwa-api/api/v4/patients', body)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return (res.body as { data: { patient: { id: number } } }).data.patient.id
}

const slotsOf = async (b: BrowserClient, query: string) => {
  const res = await b.get(`/pwa-api/labs/slots?${query}`)
  return res as {
    status: number
    body: {
      data: { slots: Array<{ id: number; starts_at: string; free: number; available: boolean; label: string; part: string }> }
      message?: string
      code?: string
    }
  }
}

describe('slots of a day', () => {
  test('made on the first ask, once, even when two ask at once; only what can be booked is listed', async () => {
    const city = encodeURIComponent(lab.cities[0]!)
    const b = browserClient(f)
    const [a, again] = await Promise.all([
      slotsOf(b, `lab_id=${lab.id}&city=${city}&date=${TOMORROW}`),
      slotsOf(b, `lab_id=${lab.id}&city=${city}&date=${TOMORROW}`),
    ])
    expect(a.status).toBe(200)
    expect(again.body.data.slots).toEqual(a.body.data.slots)
    const { from, to } = dayBounds(TOMORROW)
    const rows = await db
      .select()
      .from(labSlots)
      .where(
        and(
          eq(labSlots.labId, lab.id),
          eq(labSlots.city, lab.cities[0]!),
          gte(labSlots.startsAt, from),
          lt(labSlots.startsAt, to),
        ),
      )
    expect(rows).toHaveLength(SLOTS_PER_DAY)
    expect(rows.every((r) => r.capacity === 10 && r.taken === 0)).toBe(true)
    expect(a.body.data.slots).toHaveLength(28)
    expect(a.body.data.slots[0]).toMatchObject({ label: '6:00 AM – 6:30 AM', part: 'morning', free: 10, available: true })
    expect(a.body.data.slots.at(-1)).toMatchObject({ label: '7:30 PM – 8:00 PM', part: 'evening' })
  })

  test('today: nothing less than 2 hours from now; fasting: only before 10:00', async () => {
    const city = encodeURIComponent(lab.cities[0]!)
    const today = await slotsOf(browserClient(f), `lab_id=${lab.id}&city=${city}&date=2026-11-25`)
    expect(today.body.data.slots[0]!.label).toBe('10:30 AM – 11:00 AM')
    const fasting = await slotsOf(browserClient(f), `lab_id=${lab.id}&city=${city}&date=${TOMORROW}&fasting=true`)
    expect(fasting.body.data.slots.map((s) => s.label.slice(0, 7))).toEqual([
      '6:00 AM',
      '6:30 AM',
      '7:00 AM',
      '7:30 AM',
      '8:00 AM',
      '8:30 AM',
      '9:00 AM',
      '9:30 AM',
    ])
  })

  test('a day outside the 7-day window has no slots and makes no rows', async () => {
    const city = encodeURIComponent(lab.cities[0]!)
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(labSlots)
    for (const date of ['2026-12-02', '2026-11-24']) {
      const res = await slotsOf(browserClient(f), `lab_id=${lab.id}&city=${city}&date=${date}`)
      expect(res.status).toBe(200)
      expect(res.body.data.slots).toEqual([])
    }
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(labSlots)).toEqual(before)
  })

  test('bad input: an unknown lab is a 404, a city it does not collect in a 400, a bad date a 400', async () => {
    const b = browserClient(f)
    const unknown = await slotsOf(b, `lab_id=999999&city=Mumbai&date=${TOMORROW}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('lab_not_found')
    const atlantis = await slotsOf(b, `lab_id=${lab.id}&city=Atlantis&date=${TOMORROW}`)
    expect(atlantis.status).toBe(400)
    expect(atlantis.body.message).toBe(`${lab.name} does not collect samples at home in Atlantis`)
    for (const q of [
      `lab_id=${lab.id}&city=Mumbai&date=2026-02-30`,
      `lab_id=x&city=Mumbai&date=${TOMORROW}`,
      `lab_id=${lab.id}&date=${TOMORROW}`,
    ]) {
      expect((await slotsOf(b, q)).status, q).toBe(400)
    }
  })
})

describe('taking places', () => {
  async function slotOfCapacity(capacity: number, minute = 7 * 60) {
    const rows = await f.services.labSlots.dayRows(db, lab.id, lab.cities[0]!, '2026-11-27')
    const row = rows.find((r) => r.startsAt.getTime() === istInstant('2026-11-27', minute).getTime())!
    await db.update(labSlots).set({ capacity, taken: 0 }).where(eq(labSlots.id, row.id))
    return row.id
  }
  const takenOf = async (id: number) => (await db.select().from(labSlots).where(eq(labSlots.id, id)))[0]!.taken

  test('take succeeds while places are free, fails without changing anything when not; release gives back', async () => {
    const id = await slotOfCapacity(3, 7 * 60 + 30)
    const { take, release } = f.services.labSlots
    const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((t) => work(t))
    expect(await inTx((tx) => take(tx, id, 2))).toBe(true)
    expect(await inTx((tx) => take(tx, id, 2))).toBe(false)
    expect(await takenOf(id)).toBe(2)
    expect(await inTx((tx) => take(tx, id, 1))).toBe(true)
    expect(await inTx((tx) => take(tx, id, 1))).toBe(false)
    expect(await inTx((tx) => release(tx, id, 2))).toBe(true)
    expect(await inTx((tx) => release(tx, id, 2))).toBe(false)
    expect(await takenOf(id)).toBe(1)
    expect(await inTx((tx) => take(tx, 2_000_000_000, 1))).toBe(false)
  })

  test('50 clients racing for a slot of capacity 3: exactly 3 bookings', async () => {
    const id = await slotOfCapacity(3, 8 * 60)
    const results = await Promise.all(Array.from({ length: 50 }, () => db.transaction((t) => f.services.labSlots.take(t, id, 1))))
    expect(results.filter(Boolean)).toHaveLength(3)
    expect(await takenOf(id)).toBe(3)
  })

  test('the CHECK is the backstop: no write can overfill a slot', async () => {
    const id = await slotOfCapacity(3, 8 * 60 + 30)
    await expect(db.update(labSlots).set({ taken: 4 }).where(eq(labSlots.id, id))).rejects.toThrow()
    expect(await takenOf(id)).toBe(0)
  })

  test('nextFree: the first later slot with room for the visit', async () => {
    const a = await slotOfCapacity(3, 9 * 60)
    const b = await slotOfCapacity(3, 9 * 60 + 30)
    await db.update(labSlots).set({ taken: 2 }).where(eq(labSlots.id, b))
    const after = istInstant('2026-11-27', 8 * 60 + 30)
    const one = await f.services.labSlots.nextFree(db, lab.id, lab.cities[0]!, after, { fasting: true, patients: 1 })
    expect(one?.id).toBe(a)
    await db.update(labSlots).set({ taken: 3 }).where(eq(labSlots.id, a))
    const two = await f.services.labSlots.nextFree(db, lab.id, lab.cities[0]!, after, { fasting: true, patients: 2 })
    // 09:00 is full and 09:30 has one place: the next fasting slot with two is the next day's first.
    expect(two?.startsAt.toISOString()).toBe(istInstant('2026-11-28', 6 * 60).toISOString())
  })
})

describe('patients over the API', () => {
  test('list, add, change, delete; names per spec 1 §5; age 0–120', async () => {
    const { browser: b } = await account()
    expect((await b.get('/pwa-api/api/v4/patients')).body).toEqual({ is_success: true, data: { patients: [], max_patients: 7 } })
    const kid = await addPatient(b, patient('Meera Sharma', 'child', '7'))
    const me = await addPatient(b, { name: 'Asha Sharma', age: 36, gender: 'female', relation: 'self' })
    const list = (await b.get('/pwa-api/api/v4/patients')).body as { data: { patients: Array<{ id: number; age: number }> } }
    expect(list.data.patients.map((p) => p.id)).toEqual([me, kid])
    expect(list.data.patients[1]!.age).toBe(7)
    const changed = await b.call('PUT', `/pwa-api/api/v4/patients/${kid}`, patient('Meera S.', 'child', 8))
    expect(changed.status).toBe(200)
    expect(changed.body.data.patient).toMatchObject({ id: kid, name: 'Meera S.', age: 8, gender: 'female', relation: 'child' })
    for (const [body, field, message] of [
      [patient(''), 'name', 'Please enter patient name'],
      [patient('Al'), 'name', 'Patient name length should be more than 2'],
      [patient('Meera <b>'), 'name', 'Only alphabets, digits and . are allowed'],
      [patient('Meera Sharma', 'child', 121), 'age', 'Please enter an age between 0 and 120'],
      [patient('Meera Sharma', 'child', 'seven'), 'age', 'Please enter an age between 0 and 120'],
      [{ ...patient('Meera Sharma'), gender: 'unknown' }, 'gender', 'Please choose a gender'],
      [patient('Meera Sharma', 'cousin'), 'relation', 'Please choose how they are related to you'],
    ] as const) {
      const res = await b.post('/pwa-api/api/v4/patients', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.data.errors).toContainEqual({ field, message })
    }
    const gone = await b.call('DELETE', `/pwa-api/api/v4/patients/${kid}`)
    expect(gone.body.data.patients.map((p: { id: number }) => p.id)).toEqual([me])
  })

  test('one self; at most 6 family members besides (the one cap, decision 082)', async () => {
    const { browser: b } = await account()
    await addPatient(b, { name: 'Asha Sharma', age: 36, gender: 'female', relation: 'self' })
    const second = await b.post('/pwa-api/api/v4/patients', { name: 'Asha Again', age: 36, gender: 'female', relation: 'self' })
    expect(second.status).toBe(400)
    expect(second.body).toMatchObject({ code: 'self_exists', data: { errors: [{ field: 'relation' }] } })
    for (let i = 1; i <= 6; i++) await addPatient(b, patient(`Child ${i}`))
    const seventh = await b.post('/pwa-api/api/v4/patients', patient('Child Seven'))
    expect(seventh.status).toBe(400)
    expect(seventh.body).toMatchObject({
      code: 'too_many_family_members',
      message: 'You can save up to 6 family members besides yourself. Remove one to add another.',
    })
  })

  test("another account's patient is a 404, a guest gets a 401", async () => {
    const mine = await account()
    const theirs = await account()
    const id = await addPatient(theirs.browser)
    expect((await mine.browser.call('PUT', `/pwa-api/api/v4/patients/${id}`, patient('Taken Over'))).status).toBe(404)
    expect((await mine.browser.call('DELETE', `/pwa-api/api/v4/patients/${id}`)).status).toBe(404)
    const guest = await browserClient(f).start()
    expect((await guest.get('/pwa-api/api/v4/patients')).status).toBe(401)
    expect((await guest.post('/pwa-api/api/v4/patients', patient('Guest Child'))).status).toBe(401)
    expect((await guest.get('/pwa-api/labs/cart/patient-step')).status).toBe(401)
  })
})

describe('the patient step', () => {
  const step = (b: BrowserClient, body: unknown) => b.call('PUT', '/pwa-api/labs/cart/patient-step', body)
  const slotAt = async (date: string, minute: number, fasting = false) => {
    const day = await slotsOf(
      browserClient(f),
      `lab_id=${lab.id}&city=${encodeURIComponent(lab.cities[0]!)}&date=${date}&fasting=${fasting}`,
    )
    return day.body.data.slots.find((s) => s.starts_at === istInstant(date, minute).toISOString())!
  }

  test('patients per test and a slot with room for every distinct patient are saved', async () => {
    const { userId, browser: b } = await account()
    const cartId = await labsCart(userId, [plainTest, fastingTest])
    const [p1, p2] = [await addPatient(b, patient('Meera Sharma')), await addPatient(b, patient('Kabir Sharma', 'spouse', 40))]
    const before = await b.get('/pwa-api/labs/cart/patient-step')
    expect(before.body.data).toMatchObject({
      cart_id: cartId,
      lab_id: lab.id,
      city: lab.cities[0],
      fasting: true,
      visit_patients: 1,
      slot: null,
    })
    const slot = await slotAt(TOMORROW, 7 * 60, true)
    const saved = await step(b, {
      lines: [
        { test_id: plainTest, patient_ids: [p1, p2] },
        { test_id: fastingTest, patient_ids: [p2] },
      ],
      slot_id: slot.id,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({
      visit_patients: 2,
      lines: [
        { test_id: plainTest, patient_ids: [p1, p2].sort((x, y) => x - y) },
        { test_id: fastingTest, patient_ids: [p2] },
      ],
      slot: { id: slot.id, date: TOMORROW, label: '7:00 AM – 7:30 AM', available: true },
    })
    const [row] = await db.select({ labSlotId: carts.labSlotId }).from(carts).where(eq(carts.id, cartId))
    expect(row!.labSlotId).toBe(slot.id)
    // Choosing takes no place: the booking will.
    expect((await db.select().from(labSlots).where(eq(labSlots.id, slot.id)))[0]!.taken).toBe(0)
    // The cart's brief reads the same patients (spec 2 §3 patient_count, patient_ids).
    const brief = await f.services.cart.labsBrief(userOwner(userId))
    expect(brief.items.find((i) => i.id === plainTest)).toMatchObject({ patient_count: 2 })
    // A deleted patient leaves the lines it was chosen for.
    await b.call('DELETE', `/pwa-api/api/v4/patients/${p2}`)
    expect(await db.select().from(labCartItemPatients).where(eq(labCartItemPatients.patientId, p2))).toEqual([])
  })

  test("another account's patient, a test not in the cart, another lab's slot: 404", async () => {
    const mine = await account()
    const theirs = await account()
    await labsCart(mine.userId, [plainTest])
    const own = await addPatient(mine.browser)
    const foreign = await addPatient(theirs.browser)
    const r1 = await step(mine.browser, { lines: [{ test_id: plainTest, patient_ids: [own, foreign] }] })
    expect(r1.status).toBe(404)
    expect(r1.body.code).toBe('patient_not_found')
    expect(await db.select().from(labCartItemPatients).where(eq(labCartItemPatients.patientId, own))).toEqual([])
    const r2 = await step(mine.browser, { lines: [{ test_id: fastingTest, patient_ids: [own] }] })
    expect(r2.status).toBe(404)
    const [theirSlot] = await f.services.labSlots.dayRows(db, otherLab.id, otherLab.cities[0]!, TOMORROW)
    const r3 = await step(mine.browser, { lines: [{ test_id: plainTest, patient_ids: [own] }], slot_id: theirSlot!.id })
    expect(r3.status).toBe(404)
    expect(r3.body.code).toBe('slot_not_found')
    expect((await step(mine.browser, { lines: [], slot_id: 2_000_000_000 })).status).toBe(404)
  })

  test('the rules: patients first, 1–6 per test, fasting before 10:00, 2 hours ahead', async () => {
    const { userId, browser: b } = await account()
    await labsCart(userId, [fastingTest])
    const p = await addPatient(b)
    const morning = await slotAt(TOMORROW, 9 * 60 + 30, true)
    const noPatients = await step(b, { lines: [], slot_id: morning.id })
    expect(noPatients.status).toBe(400)
    expect(noPatients.body.data.errors[0]).toMatchObject({ field: `patients-${fastingTest}` })
    expect((await step(b, { lines: [{ test_id: fastingTest, patient_ids: [] }] })).status).toBe(400)
    expect((await step(b, { lines: [{ test_id: fastingTest, patient_ids: [1, 2, 3, 4, 5, 6, 7] }] })).status).toBe(400)
    const late = await slotAt(TOMORROW, 10 * 60)
    const fastingRefused = await step(b, { lines: [{ test_id: fastingTest, patient_ids: [p] }], slot_id: late.id })
    expect(fastingRefused.status).toBe(400)
    expect(fastingRefused.body.code).toBe('slot_fasting')
    const [soon] = (await f.services.labSlots.dayRows(db, lab.id, lab.cities[0]!, '2026-11-25')).filter(
      (r) => r.startsAt.getTime() === istInstant('2026-11-25', 9 * 60).getTime(),
    )
    const tooSoon = await step(b, { lines: [], slot_id: soon!.id })
    expect(tooSoon.status).toBe(400)
    expect(tooSoon.body.code).toBe('slot_too_soon')
    expect((await step(b, { lines: [], slot_id: morning.id })).status).toBe(200)
  })

  test('a slot that filled while the visitor chose it: 409, and the next free one', async () => {
    const { userId, browser: b } = await account()
    await labsCart(userId, [plainTest])
    const [p1, p2] = [await addPatient(b, patient('Meera Sharma')), await addPatient(b, patient('Kabir Sharma', 'spouse', 40))]
    const chosen = await slotAt('2026-11-29', 11 * 60)
    const next = await slotAt('2026-11-29', 11 * 60 + 30)
    // Someone else booked all but one place meanwhile.
    await db
      .update(labSlots)
      .set({ taken: sql`${labSlots.capacity} - 1` })
      .where(eq(labSlots.id, chosen.id))
    const res = await step(b, { lines: [{ test_id: plainTest, patient_ids: [p1, p2] }], slot_id: chosen.id })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      code: 'slot_full',
      message: 'That slot just filled. The next free one is Sun 29 Nov, 11:30 AM – 12:00 PM.',
      next_free_slot: { id: next.id, date: '2026-11-29' },
    })
    // The patients were saved all the same; the slot was not.
    const now = await b.get('/pwa-api/labs/cart/patient-step')
    expect(now.body.data).toMatchObject({ visit_patients: 2, slot: null })
  })
})
