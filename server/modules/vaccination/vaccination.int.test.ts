import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { istInstant } from '../../../core/time/ist.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient } from '../../../tests/integration/browser-client.ts'
import { shop, type Shopper } from '../../../tests/integration/shop.ts'
import type { TestDatabase } from '../../../tests/setup/test-db.ts'
import type { Db } from '../../db/client.ts'
import { healthRecords, jobs, outboxMessages, patients, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { createLogger } from '../../lib/logger.ts'
import { createJobRunner } from '../jobs/index.ts'
import { NEXT_DOSE_JOB, nextDoseKey, VACCINATION_CART_TYPE, type BookVaccinationInput } from './service.ts'
import { mergeVaccinations } from './merge.ts'
import { vaccinationBookings, vaccinationSlots } from './schema.ts'

// Issue 27 §6: a dose at home booked through checkout for a family member, the age rule at the boundary, the nurses'
// capacity per city and slot, the desk's refusals, the certificate and the ImmunizationRecord filed once, and the next
// dose reminded once, on time, across two instances.

// 09:30 India time on Monday 30 November 2026; the visits are on Tuesday 1 December at 10:00.
let clock = new Date('2026-11-30T04:00:00Z')
const VISIT = istInstant('2026-12-01', 10 * 60)
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const { customer } = shop(() => f, { prefix: '72081', name: 'Vaccinating Parent' })
let keys = 0
const key = () => `vaccination-key-${++keys}-0000`
const PRICE = paise(3_999_00 + 299_00)

async function member(c: Shopper, name: string, birthDate: string | null, age: number | null) {
  const [p] = await db
    .insert(patients)
    .values({ userId: c.userId, name, age, birthDate, gender: 'female', relation: 'child' })
    .returning({ id: patients.id })
  return p!.id
}

async function slotAt(at: Date, city = 'New Delhi') {
  const day = await f.services.vaccination.slots.availability(city, '2026-12-01')
  return day.slots.find((s) => s.starts_at === at.toISOString())!
}

const input = (over: Partial<BookVaccinationInput> & { patientId: number; slotId: number }): BookVaccinationInput => ({
  cartType: VACCINATION_CART_TYPE,
  payment: 'wallet',
  useWallet: true,
  expectedTotal: PRICE,
  vaccine: 'hpv',
  dateOfBirth: null,
  earlierDoses: [],
  addressId: null,
  ...over,
})

async function funded(c: Shopper) {
  await f.services.wallet.credit(db, c.userId, paise(20_000_00), { kind: 'recharge', reference: `vac:${c.userId}`, note: 't' })
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (error: unknown) => error,
  )
  if (!AppError.is(e)) throw new Error(`expected a refusal, got ${String(e)}`)
  return e
}

async function staff(): Promise<number> {
  const [u] = await db
    .insert(users)
    .values({ name: 'Desk Nurse', phone: `72089${String(++keys).padStart(5, '0')}`, roles: ['ROLE_LAB_OPS'] })
    .returning({ id: users.id })
  return u!.id
}

describe('booking at the boundary', () => {
  test('a 12-year-old books HPV (dose 1 of 2); a 50-year-old is refused with the age rule, as a 400 over HTTP', async () => {
    const c = await customer()
    await funded(c)
    const child = await member(c, 'Anya Rao', '2014-06-15', null)
    const parent = await member(c, 'Meena Rao', null, 50)
    const slot = await slotAt(VISIT)

    const session = await f.services.sessions.create(c.userId)
    const b = browserClient(f)
    b.jar.set('sid', session.token)
    b.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
    const refused = await b.post(
      '/pwa-api/api/v4/vaccination/bookings',
      {
        vaccine: 'hpv',
        patient_id: parent,
        date_of_birth: '1976-03-10',
        slot_id: slot.id,
        payment: 'wallet',
        use_wallet: true,
        expected_total: PRICE,
      },
      { 'idempotency-key': key() },
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      is_success: false,
      message: 'HPV vaccine is given from 9 to 26 years of age. This person is 50 years old.',
    })

    const placed = await b.post(
      '/pwa-api/api/v4/vaccination/bookings',
      { vaccine: 'hpv', patient_id: child, slot_id: slot.id, payment: 'wallet', use_wallet: true, expected_total: PRICE },
      { 'idempotency-key': key() },
    )
    expect(placed.status).toBe(201)
    expect(placed.body.data).toMatchObject({ booking_status: 'booked', dose: 1, dose_of: 2, total: 4298, wallet_part: 4298 })
    const told = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `+91${c.phone}`))
    expect(told.map((m) => m.text)).toContain(
      `MedWise: vaccination ${placed.body.data.number} is booked. A nurse will visit you at your slot.`,
    )
    const mine = await b.get(`/pwa-api/api/v4/vaccination/bookings/${placed.body.data.number}`)
    expect(mine.body.data).toMatchObject({
      status: 'booked',
      vaccine: { code: 'hpv', name: 'HPV vaccine' },
      patient: { id: child, name: 'Anya Rao' },
      city: 'New Delhi',
      certificate: null,
    })
    // Another account's booking is a 404.
    const other = await customer()
    const s2 = await f.services.sessions.create(other.userId)
    const b2 = browserClient(f)
    b2.jar.set('sid', s2.token)
    expect((await b2.get(`/pwa-api/api/v4/vaccination/bookings/${placed.body.data.number}`)).status).toBe(404)
  })

  test('a date of birth must agree with the saved age; another account’s member is a 404; a second open dose is refused', async () => {
    const c = await customer()
    await funded(c)
    const slot = await slotAt(VISIT)
    const aged = await member(c, 'Kabir Rao', null, 12)
    expect(
      await refusal(f.services.vaccination.book(c.userId, input({ patientId: aged, slotId: slot.id }), key())),
    ).toMatchObject({
      status: 400,
      code: 'date_of_birth_required',
    })
    expect(
      await refusal(
        f.services.vaccination.book(c.userId, input({ patientId: aged, slotId: slot.id, dateOfBirth: '2010-01-01' }), key()),
      ),
    ).toMatchObject({ status: 400, code: 'date_of_birth_mismatch' })
    const other = await customer()
    const stranger = await member(other, 'Not Mine', '2014-01-01', null)
    expect(
      await refusal(f.services.vaccination.book(c.userId, input({ patientId: stranger, slotId: slot.id }), key())),
    ).toMatchObject({
      status: 404,
    })
    const placed = await f.services.vaccination.book(
      c.userId,
      input({ patientId: aged, slotId: slot.id, dateOfBirth: '2014-03-01' }),
      key(),
    )
    expect(placed.body).toMatchObject({ booking_status: 'booked', dose: 1 })
    expect(
      await refusal(
        f.services.vaccination.book(c.userId, input({ patientId: aged, slotId: slot.id, dateOfBirth: '2014-03-01' }), key()),
      ),
    ).toMatchObject({ status: 409, code: 'already_booked' })
  })

  test('the nurses of a city fill a slot: of four bookings at once three are placed, one is told the next free slot', async () => {
    const at = istInstant('2026-12-01', 15 * 60)
    const slot = await slotAt(at)
    expect(slot).toMatchObject({ capacity: 3, free: 3 })
    const people = await Promise.all(
      [1, 2, 3, 4].map(async (i) => {
        const c = await customer()
        await funded(c)
        return { c, child: await member(c, `Child ${i}`, '2015-02-02', null) }
      }),
    )
    const results = await Promise.allSettled(
      people.map(({ c, child }) => f.services.vaccination.book(c.userId, input({ patientId: child, slotId: slot.id }), key())),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(failed.reason).toMatchObject({ status: 409, code: 'slot_full' })
    expect((failed.reason as AppError).message).toBe('That slot just filled. The next free one is Tue 1 Dec, 3:30 PM.')
    const [row] = await db.select().from(vaccinationSlots).where(eq(vaccinationSlots.id, slot.id))
    expect(row).toMatchObject({ capacity: 3, taken: 3 })
  })

  test('an account merged into another brings its vaccinations', async () => {
    const a = await customer()
    const b = await customer()
    await funded(a)
    const child = await member(a, 'Merged Child', '2015-01-01', null)
    const { number } = (
      await f.services.vaccination.book(
        a.userId,
        input({ patientId: child, slotId: (await slotAt(istInstant('2026-12-01', 16 * 60))).id }),
        key(),
      )
    ).body
    await db.transaction((tx) => mergeVaccinations(tx, a.userId, b.userId))
    expect((await f.services.vaccination.get(b.userId, number)).patient.name).toBe('Merged Child')
    expect(await f.services.vaccination.mine(a.userId)).toEqual([])
  })

  test('an unpaid booking holds its place until its order is cancelled, then gives it back', async () => {
    const at = istInstant('2026-12-01', 17 * 60)
    const slot = await slotAt(at)
    const c = await customer()
    const child = await member(c, 'Online Payer', '2013-05-05', null)
    const placed = await f.services.vaccination.book(
      c.userId,
      input({ patientId: child, slotId: slot.id, payment: 'online', useWallet: false }),
      key(),
    )
    expect(placed.body).toMatchObject({ booking_status: 'pending_payment', online_part: 4298 })
    expect(placed.body.next_url).toBe(`/order-payment/?order=${placed.body.number}`)
    expect((await slotAt(at)).free).toBe(2)
    await f.services.orders.cancel(c.userId, placed.body.number, 'Changed my mind')
    expect((await slotAt(at)).free).toBe(3)
    const [b] = await db.select().from(vaccinationBookings).where(eq(vaccinationBookings.orderId, placed.body.order_id))
    expect(b!.status).toBe('cancelled')
  })
})

describe('the desk, the certificate, the record and the reminder', () => {
  test('refusals at administration and observation; then the certificate, one ImmunizationRecord and one reminder', async () => {
    clock = new Date('2026-11-30T04:00:00Z')
    const nurse = await staff()
    const c = await customer()
    await funded(c)
    const child = await member(c, 'Zoya Khan', '2014-06-15', null)
    const slot = await slotAt(istInstant('2026-12-01', 11 * 60))
    const { number } = (await f.services.vaccination.book(c.userId, input({ patientId: child, slotId: slot.id }), key())).body
    const desk = f.services.vaccination.desk

    // The visit.
    clock = istInstant('2026-12-01', 11 * 60 + 5)
    expect((await desk.day('2026-12-01')).find((v) => v.number === number)).toMatchObject({
      status: 'booked',
      patient: 'Zoya Khan',
      age: '12 years',
      vaccine: 'HPV vaccine',
    })
    const good = { batch_number: 'hpv-2611a', expiry: '2027-06-30', cold_chain_c: 5.2 }
    expect(await refusal(desk.endObservation(nurse, number))).toMatchObject({ status: 409, code: 'booking_state' })
    expect(await refusal(desk.recordDose(nurse, number, { ...good, expiry: '2026-12-01' }))).toMatchObject({
      status: 400,
      code: 'dose_expired',
      message: 'This vial has expired. Do not give it: use a vial within its expiry date.',
    })
    expect(await refusal(desk.recordDose(nurse, number, { ...good, cold_chain_c: 9 }))).toMatchObject({
      status: 400,
      code: 'dose_cold_chain',
    })
    expect(await refusal(desk.recordDose(nurse, number, { ...good, cold_chain_c: 1.5 }))).toMatchObject({
      code: 'dose_cold_chain',
    })
    expect(await refusal(desk.recordDose(nurse, number, { ...good, batch_number: '<b>' }))).toMatchObject({ code: 'dose_batch' })
    const given = await desk.recordDose(nurse, number, good)
    expect(given).toMatchObject({ status: 'given', batchNumber: 'HPV-2611A' })
    expect(await refusal(desk.recordDose(nurse, number, good))).toMatchObject({ status: 409 })

    // The observation: refused before 30 minutes.
    clock = new Date(clock.getTime() + 29 * 60_000)
    expect(await refusal(desk.endObservation(nurse, number))).toMatchObject({
      status: 409,
      code: 'observation_running',
      message: 'The 30-minute observation is not over: 1 minute left.',
    })
    expect(await db.select().from(healthRecords).where(eq(healthRecords.source, 'vaccination'))).toEqual([])
    clock = new Date(clock.getTime() + 60_000)
    expect(await desk.endObservation(nurse, number)).toMatchObject({ status: 'completed', certificateNumber: `VC-${number}` })
    expect(await refusal(desk.endObservation(nurse, number))).toMatchObject({ status: 409 })

    // The booking, its certificate and its record.
    const booking = await f.services.vaccination.get(c.userId, number)
    expect(booking).toMatchObject({
      status: 'completed',
      given: { batch_number: 'HPV-2611A', expiry: '2027-06-30', cold_chain_c: 5.2 },
      certificate: { number: `VC-${number}`, url: `/pwa-api/api/v4/vaccination/bookings/${number}/certificate` },
      next_dose: { dose: 2, due_on: '2027-06-01', label: 'Dose 2 due from 1 June 2027' },
    })
    const pdf = await f.services.vaccination.certificate(number, c.userId)
    expect(Buffer.from(pdf.bytes.slice(0, 5)).toString()).toBe('%PDF-')
    expect(await refusal(f.services.vaccination.certificate(number, c.userId + 999_999))).toMatchObject({ status: 404 })
    const records = await db
      .select()
      .from(healthRecords)
      .where(and(eq(healthRecords.userId, c.userId), eq(healthRecords.source, 'vaccination')))
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      patientId: child,
      kind: 'ImmunizationRecord',
      title: 'HPV vaccine, dose 1 of 2',
      recordDate: '2026-12-01',
      link: `/pwa-api/api/v4/vaccination/bookings/${number}/certificate`,
    })

    // The reminder: one job, at 9:00 AM India time on the day dose 2 is due; two instances racing send it once.
    const [b] = await db
      .select()
      .from(vaccinationBookings)
      .where(eq(vaccinationBookings.certificateNumber, `VC-${number}`))
    const queued = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, nextDoseKey(b!.id, 2)))
    expect(queued.map((j) => [j.kind, j.runAt.toISOString()])).toEqual([
      [NEXT_DOSE_JOB, istInstant('2027-06-01', 9 * 60).toISOString()],
    ])
    const smsToParent = () =>
      db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, `+91${c.phone}`))
    const before = (await smsToParent()).length
    const runner = (q: Db) =>
      createJobRunner(q, { now: () => clock, logger: createLogger('silent'), handlers: f.services.vaccination.handlers })
    const other = await (f.database as TestDatabase).openAnother()
    try {
      const [x, y] = [runner(db), runner(other.db)]
      clock = istInstant('2027-06-01', 8 * 60 + 59)
      await Promise.all([x.runDue(), y.runDue()])
      expect((await smsToParent()).length).toBe(before)
      clock = istInstant('2027-06-01', 9 * 60 + 1)
      await Promise.all([x.runDue(), y.runDue(), x.runDue(), y.runDue()])
      const sent = (await smsToParent()).slice(before)
      expect(sent.map((m) => m.text)).toEqual([
        "MedWise: dose 2 of the HPV vaccine for Zoya Khan is due from 1 June 2027. Book a nurse's visit at home from Vaccination at home.",
      ])
    } finally {
      await other.close()
    }
  })

  test('a second dose booked before it is due is refused with the date; with an earlier dose in time it is dose 2', async () => {
    clock = new Date('2026-11-30T04:00:00Z')
    const c = await customer()
    await funded(c)
    const child = await member(c, 'Early Bird', '2014-06-15', null)
    const slot = await slotAt(VISIT)
    expect(
      await refusal(
        f.services.vaccination.book(c.userId, input({ patientId: child, slotId: slot.id, earlierDoses: ['2026-10-01'] }), key()),
      ),
    ).toMatchObject({
      status: 400,
      code: 'vaccine_too_early',
      message: 'Dose 2 of the HPV vaccine is due from 1 April 2027 (9–14 years: 2 doses, 6 months apart).',
    })
    const placed = await f.services.vaccination.book(
      c.userId,
      input({ patientId: child, slotId: slot.id, earlierDoses: ['2026-05-01'] }),
      key(),
    )
    expect(placed.body).toMatchObject({ dose: 2, dose_of: 2 })
  })
})
