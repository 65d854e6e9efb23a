import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadPatientPage, patientPageAction } from '../../app/labs-booking/patient-page.server.ts'
import type { LabPatientActionData } from '../../contracts/lab-slots.ts'
import type { Db } from '../../server/db/client.ts'
import { carts, labCartItems, labs, labSlots, labTests } from '../../server/db/schema.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { istInstant } from '../../server/modules/labs/slot-rules.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { pageContext, shop } from './shop.ts'

// Issue 11 §4, the patient page's server side (app/labs-booking/patient-page.server.ts) as the server process calls it:
// guests and empty carts sent away, the day tabs, the add-patient form's refusals, Continue's messages, a slot that
// filled meanwhile offering the next free one, and another account's patient refused. A fixed clock.

// Wednesday 25 November 2026, 16:45 in India: today's last slot (19:30) is still 2 h 45 min away.
const clock = new Date('2026-11-25T16:45:00+05:30')
let f: ApiFixture
let db: Db
let lab: { id: number; cities: string[] }
let fastingTest: { id: number; name: string }
let plainTest: { id: number; name: string }
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  lab = (await db.select({ id: labs.id, cities: labs.cities }).from(labs).orderBy(labs.id).limit(1))[0]!
  const testOf = async (fasting: boolean) =>
    (await db.select({ id: labTests.id, name: labTests.name }).from(labTests).where(eq(labTests.fasting, fasting)).limit(1))[0]!
  fastingTest = await testOf(true)
  plainTest = await testOf(false)
})
afterAll(() => f?.close())

const people = shop(() => f, { prefix: '74314', name: 'Page Tester' })
const ORIGIN = 'http://localhost'
const PAGE = `${ORIGIN}/labs/cart/patient-page`

async function customerWithCart(tests: number[]) {
  const c = await people.customer()
  const [cart] = await db
    .insert(carts)
    .values({ userId: c.userId, type: 'labs', labId: lab.id, city: lab.cities[0]! })
    .returning()
  await db
    .insert(labCartItems)
    .values(tests.map((testId, i) => ({ cartId: cart!.id, testId, labId: lab.id, addedAt: new Date(clock.getTime() + i) })))
  return { ...c, context: pageContext(f, c.owner, c.session) }
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

/** A form's POST with repeated fields (checkboxes). */
function post(url: string, fields: Array<[string, string | number]>) {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields.map(([k, v]) => [k, String(v)])) })
}
const dataOf = (result: unknown) => (result as { data: LabPatientActionData; init: { status: number } | null }).data
const statusOf = (result: unknown) => (result as { init: { status: number } | null }).init?.status

describe('who may see the page', () => {
  test('a guest is sent to sign in over the labs cart (the care-plan twin over its own)', async () => {
    const guest = pageContext(f, visitorOwner('b'.repeat(32)), null)
    expect((await thrown(() => loadPatientPage(new Request(PAGE), guest))).headers.get('location')).toBe('/labs/cart?login=true')
    const cp = await thrown(() => loadPatientPage(new Request(`${ORIGIN}/cp_labs/cart/patient-page`), guest))
    expect(cp.headers.get('location')).toBe('/cp_labs/cart?login=true')
  })

  test('an empty labs cart goes back to the cart', async () => {
    const c = await people.customer()
    const res = await thrown(() => loadPatientPage(new Request(PAGE), pageContext(f, c.owner, c.session)))
    expect(res.headers.get('location')).toBe('/labs/cart')
  })
})

describe('the loader', () => {
  test('7 day tabs from today; a fasting cart lists only morning slots, so today (evening) is left out', async () => {
    const plain = await customerWithCart([plainTest.id])
    const page = await loadPatientPage(new Request(PAGE), plain.context)
    expect(page.days.map((d) => d.label).slice(0, 3)).toEqual(['Today', 'Tomorrow', 'Fri 27 Nov'])
    expect(page.days).toHaveLength(7)
    expect(page.date).toBe('2026-11-25')
    expect(page.slots.map((s) => s.label)).toEqual(['7:00 PM – 7:30 PM', '7:30 PM – 8:00 PM'])

    const fasting = await customerWithCart([fastingTest.id, plainTest.id])
    const morning = await loadPatientPage(new Request(PAGE), fasting.context)
    expect(morning.step.fasting).toBe(true)
    expect(morning.days.map((d) => d.label)[0]).toBe('Tomorrow')
    expect(morning.days).toHaveLength(6)
    expect(morning.slots).toHaveLength(8)
    const later = await loadPatientPage(new Request(`${PAGE}?date=2026-11-30`), fasting.context)
    expect(later.date).toBe('2026-11-30')
    // A day outside the window falls back to the first tab.
    expect((await loadPatientPage(new Request(`${PAGE}?date=2026-12-09`), fasting.context)).date).toBe('2026-11-26')
  })
})

describe('the action', () => {
  test('add a patient: refusals under their fields with what was typed; saved, back to the page', async () => {
    const c = await customerWithCart([plainTest.id])
    const refused = await patientPageAction(
      post(PAGE, [
        ['intent', 'add-patient'],
        ['name', 'Al'],
        ['age', '130'],
        ['relation', 'cousin'],
      ]),
      c.context,
    )
    expect(statusOf(refused)).toBe(400)
    expect(dataOf(refused)).toMatchObject({
      ok: false,
      intent: 'add-patient',
      errors: {
        name: 'Patient name length should be more than 2',
        age: 'Please enter an age between 0 and 120',
        gender: 'Please choose a gender',
        relation: 'Please choose how they are related to you',
      },
      values: { name: 'Al', age: '130', gender: '', relation: 'cousin' },
    })
    const saved = await thrown(() =>
      patientPageAction(
        post(PAGE, [
          ['intent', 'add-patient'],
          ['date', '2026-11-27'],
          ['name', 'Meera Iyer'],
          ['age', '8'],
          ['gender', 'female'],
          ['relation', 'child'],
        ]),
        c.context,
      ),
    )
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/labs/cart/patient-page?date=2026-11-27')
    expect(saved.headers.get('set-cookie')).toContain(encodeURIComponent('Meera Iyer added'))
  })

  test("Continue: every line's message and the slot's at once; another account's patient is refused", async () => {
    const c = await customerWithCart([plainTest.id, fastingTest.id])
    const empty = await patientPageAction(post(PAGE, [['intent', 'continue']]), c.context)
    expect(statusOf(empty)).toBe(400)
    expect(dataOf(empty)).toMatchObject({
      intent: 'continue',
      errors: {
        [`patients-${plainTest.id}`]: `Please choose who the ${plainTest.name} test is for`,
        [`patients-${fastingTest.id}`]: `Please choose who the ${fastingTest.name} test is for`,
        slot_id: 'Please choose a collection slot',
      },
    })
    const other = await people.customer()
    const theirs = await f.services.patients.create(other.owner, {
      name: 'Not Mine',
      age: 30,
      gender: 'male',
      relation: 'spouse',
    })
    const foreign = await patientPageAction(
      post(PAGE, [
        ['intent', 'continue'],
        [`patients-${plainTest.id}`, theirs.id],
        [`patients-${fastingTest.id}`, theirs.id],
        ['slot_id', 1],
      ]),
      c.context,
    )
    expect(statusOf(foreign)).toBe(404)
    expect(dataOf(foreign)).toMatchObject({ ok: false, message: 'We could not find that patient' })
  })

  test('a slot that filled meanwhile says so and offers the next free one, which books with one button', async () => {
    const c = await customerWithCart([fastingTest.id])
    const me = await f.services.patients.create(c.owner, { name: 'Asha Iyer', age: 36, gender: 'female', relation: 'self' })
    const page = await loadPatientPage(new Request(`${PAGE}?date=2026-11-28`), c.context)
    const [first, second] = page.slots
    expect(first!.starts_at).toBe(istInstant('2026-11-28', 6 * 60).toISOString())
    await db
      .update(labSlots)
      .set({ taken: sql`${labSlots.capacity}` })
      .where(eq(labSlots.id, first!.id))
    const full = await patientPageAction(
      post(PAGE, [
        ['intent', 'continue'],
        [`patients-${fastingTest.id}`, me.id],
        ['slot_id', first!.id],
      ]),
      c.context,
    )
    expect(statusOf(full)).toBe(409)
    expect(dataOf(full)).toMatchObject({
      message: 'That slot just filled. The next free one is Sat 28 Nov, 6:30 AM – 7:00 AM.',
      errors: { slot_id: 'That slot just filled. The next free one is Sat 28 Nov, 6:30 AM – 7:00 AM.' },
      nextFree: { id: second!.id, label: 'Sat 28 Nov, 6:30 AM – 7:00 AM', date: '2026-11-28' },
    })
    const booked = await thrown(() =>
      patientPageAction(
        post(PAGE, [
          ['intent', 'continue'],
          [`patients-${fastingTest.id}`, me.id],
          ['slot_id', first!.id],
          ['next_slot_id', second!.id],
        ]),
        c.context,
      ),
    )
    expect(booked.status).toBe(303)
    expect(booked.headers.get('location')).toBe('/labs/cart/address-page')
    const after = await loadPatientPage(new Request(PAGE), c.context)
    expect(after.date).toBe('2026-11-28')
    expect(after.chosenSlotLabel).toBe('Sat 28 Nov, 6:30 AM – 7:00 AM')
    expect(after.step.lines[0]!.patient_ids).toEqual([me.id])
  })
})
