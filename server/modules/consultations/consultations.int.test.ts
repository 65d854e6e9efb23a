import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../core/consultations/vocabulary.ts'
import { istInstant } from '../../../core/time/ist.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import type { Db } from '../../db/client.ts'
import { doctorExceptions, doctorHours, doctors, doctorSlots, doctorSpecialties, specialties, users } from '../../db/schema.ts'

// Issue 24 §1–2: doctors' time cut into slots of one patient by the shared slot engine (two bookings racing for one
// slot: one wins), a specialty's listing with its filters, pages and each doctor's next free slot, a day off that has
// no slots, and 'consult now' choosing the first free doctor with the wait. One fixture, doctors of a specialty of the
// test's own (the seeded sample doctors are in the seeded specialties). PGlite, or PostgreSQL with TEST_DATABASE_URL.

// Monday 30 November 2026, 10:02 in India.
const MON = '2026-11-30'
const TUE = '2026-12-01'
let clock = istInstant(MON, 10 * 60 + 2)
let f: ApiFixture
let db: Db
const hm = (h: number, m = 0) => h * 60 + m
const at = (date: string, h: number, m = 0) => istInstant(date, hm(h, m))
const BASE = '/pwa-api/api/v1/consultations'

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

let serial = 0
async function specialty(code: string): Promise<number> {
  const [s] = await db
    .insert(specialties)
    .values({ code, name: `Test ${code}`, symptoms: ['Testing'], position: 99 })
    .returning()
  return s!.id
}

interface DoctorSpec {
  name: string
  specialtyId: number
  languages?: Language[]
  feeRupees?: number
  experienceYears?: number
  ratingTenths?: number | null
  active?: boolean
  hours: Array<{ weekday: number; from: number; to: number; slotMinutes?: number }>
  exceptions?: Array<{ date: string; kind: 'off' | 'extra'; from?: number; to?: number }>
}

/** A doctor: a staff account with ROLE_DOCTOR, the profile, a specialty, hours and exceptions. */
async function doctor(d: DoctorSpec): Promise<number> {
  const phone = `74424${String(++serial).padStart(5, '0')}`
  const [u] = await db
    .insert(users)
    .values({ name: d.name, phone, phoneVerified: true, roles: ['ROLE_DOCTOR'] })
    .returning()
  const [row] = await db
    .insert(doctors)
    .values({
      userId: u!.id,
      name: d.name,
      qualifications: 'MBBS',
      registrationNumber: `TEST-${serial}`,
      council: 'Test Council',
      languages: d.languages ?? ['english'],
      experienceYears: d.experienceYears ?? 5,
      feePaise: ((d.feeRupees ?? 300) * 100) as never,
      initials: d.name.slice(0, 2).toUpperCase(),
      ratingTenths: d.ratingTenths ?? null,
      active: d.active ?? true,
    })
    .returning()
  await db.insert(doctorSpecialties).values({ specialtyId: d.specialtyId, doctorId: row!.id })
  await db.insert(doctorHours).values(
    d.hours.map((h) => ({
      doctorId: row!.id,
      weekday: h.weekday,
      fromMinute: h.from,
      toMinute: h.to,
      slotMinutes: h.slotMinutes ?? 15,
    })),
  )
  if (d.exceptions?.length)
    await db.insert(doctorExceptions).values(
      d.exceptions.map((e) => ({
        doctorId: row!.id,
        date: e.date,
        kind: e.kind,
        fromMinute: e.from ?? null,
        toMinute: e.to ?? null,
      })),
    )
  return row!.id
}

/** Books a start of a doctor (made on first ask, then the one place taken) in a transaction of its own. */
const book = (doctorId: number, startsAt: Date, opts: { consultNow?: boolean } = {}) =>
  db.transaction(async (tx) => {
    const slot = await f.services.consultations.slotAt(tx, doctorId, startsAt, opts)
    return f.services.consultations.take(tx, slot.id)
  })

describe('a doctor slot holds one patient', () => {
  test('two bookings racing for one slot: one wins; ten more: none; a release frees it again', async () => {
    const sid = await specialty('race-test')
    const id = await doctor({ name: 'Race Doctor', specialtyId: sid, hours: [{ weekday: 1, from: hm(11), to: hm(12) }] })
    const start = at(MON, 11)
    const results = await Promise.all([book(id, start), book(id, start)])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect((await Promise.all(Array.from({ length: 10 }, () => book(id, start)))).filter(Boolean)).toHaveLength(0)
    const rows = await db.select().from(doctorSlots).where(eq(doctorSlots.doctorId, id))
    // The day's 4 rows were made once, by the first asker; the slot has its one place taken.
    expect(rows).toHaveLength(4)
    const slot = rows.find((r) => r.startsAt.getTime() === start.getTime())!
    expect(slot).toMatchObject({ capacity: 1, taken: 1, minutes: 15 })
    expect(await db.transaction((tx) => f.services.consultations.release(tx, slot.id))).toBe(true)
    expect(await db.transaction((tx) => f.services.consultations.release(tx, slot.id))).toBe(false)
    expect(await book(id, start)).toBe(true)
    // A time that is not one of the doctor's, or past: refused with the rule's words, nothing made.
    await expect(book(id, at(MON, 11, 5))).rejects.toMatchObject({ status: 400, code: 'slot_not_a_slot' })
    await expect(book(id, at(MON, 10))).rejects.toMatchObject({ status: 400 })
  })
})

describe('a specialty’s doctors', () => {
  let sid: number
  let a: number, b: number
  beforeAll(async () => {
    sid = await specialty('listing-test')
    // A: Mondays 09:00–12:00, Hindi, ₹299, 5 years, 4.5. B: Tuesdays 09:00–10:00, English, ₹599, 12 years, 4.8.
    // C: every evening 18:00–19:00, both, ₹1,200, 20 years, unrated. D: not consulting.
    a = await doctor({
      name: 'Asha A',
      specialtyId: sid,
      languages: ['hindi'],
      feeRupees: 299,
      experienceYears: 5,
      ratingTenths: 45,
      hours: [{ weekday: 1, from: hm(9), to: hm(12) }],
    })
    b = await doctor({
      name: 'Bala B',
      specialtyId: sid,
      languages: ['english'],
      feeRupees: 599,
      experienceYears: 12,
      ratingTenths: 48,
      hours: [{ weekday: 2, from: hm(9), to: hm(10) }],
    })
    await doctor({
      name: 'Chitra C',
      specialtyId: sid,
      languages: ['hindi', 'english'],
      feeRupees: 1200,
      experienceYears: 20,
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: hm(18), to: hm(19) })),
    })
    await doctor({ name: 'Dormant D', specialtyId: sid, active: false, hours: [{ weekday: 1, from: hm(9), to: hm(12) }] })
  })

  const list = (query = '') => f.json(`${BASE}/specialties/listing-test/doctors${query}`)
  const names = (body: { data: { doctors: Array<{ name: string }> } }) => body.data.doctors.map((d) => d.name)

  test('best rated first, with fee in rupees, languages, experience and each one’s next free slot', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ specialty: { code: 'listing-test' }, total: 3, page: 1, per_page: 10 })
    expect(names(body)).toEqual(['Bala B', 'Asha A', 'Chitra C'])
    const [bb, aa, cc] = body.data.doctors
    expect(aa).toMatchObject({
      id: a,
      fee: 299,
      experience_years: 5,
      rating: 4.5,
      languages: [{ code: 'hindi', label: 'Hindi' }],
      specialties: [{ code: 'listing-test' }],
      // 10:02: the 10:00 slot has begun and 10:15 is the first from the 5 minutes' notice.
      next_free_slot: { starts_at: at(MON, 10, 15).toISOString(), label: 'Today, 10:15 AM' },
    })
    expect(bb.next_free_slot).toEqual({ starts_at: at(TUE, 9).toISOString(), label: 'Tomorrow, 9:00 AM' })
    expect(cc).toMatchObject({ rating: null, fee: 1200, next_free_slot: { starts_at: at(MON, 18).toISOString() } })
  })

  test('the next free slot moves past the booked ones, and to none when all are', async () => {
    expect(await book(a, at(MON, 10, 15))).toBe(true)
    expect(await book(a, at(MON, 10, 30))).toBe(true)
    const { body } = await list('?language=hindi&sort=fee_low')
    expect(body.data.doctors[0]).toMatchObject({ id: a, next_free_slot: { starts_at: at(MON, 10, 45).toISOString() } })
    for (const m of [45, 60, 75, 90, 105]) expect(await book(a, new Date(at(MON, 10).getTime() + m * 60_000))).toBe(true)
    // Monday's last slot is 11:45; next Monday is outside the 7 days.
    const again = await list('?language=hindi&sort=fee_low')
    expect(again.body.data.doctors[0]).toMatchObject({ id: a, next_free_slot: null })
  })

  test.each<[string, string[]]>([
    ['?language=hindi', ['Asha A', 'Chitra C']],
    ['?language=english&sort=fee_high', ['Chitra C', 'Bala B']],
    ['?fee=500_1000', ['Bala B']],
    ['?fee=upto_300', ['Asha A']],
    ['?fee=above_1000&language=english', ['Chitra C']],
    ['?min_experience=10', ['Bala B', 'Chitra C']],
    ['?min_experience=10&sort=experience', ['Chitra C', 'Bala B']],
    ['?sort=fee_low', ['Asha A', 'Bala B', 'Chitra C']],
    ['?language=tamil', []],
    ['?language=&fee=&min_experience=', ['Bala B', 'Asha A', 'Chitra C']],
  ])('filters %s → %j', async (query, expected) => {
    const { status, body } = await list(query)
    expect(status).toBe(200)
    expect(names(body)).toEqual(expected)
    expect(body.data.total).toBe(expected.length)
  })

  test('pages: the total on each, and past the last an empty page that still counts them', async () => {
    const second = await list('?per_page=1&page=2')
    expect(second.body.data).toMatchObject({ total: 3, page: 2, per_page: 1 })
    expect(names(second.body)).toEqual(['Asha A'])
    const past = await list('?per_page=2&page=3')
    expect(past.body.data).toMatchObject({ total: 3, doctors: [] })
  })

  test.each<[string, number, RegExp]>([
    ['?language=klingon', 400, /language must be one of/],
    ['?fee=cheap', 400, /fee must be one of/],
    ['?min_experience=7', 400, /min_experience must be one of 5, 10, 15, 20/],
    ['?sort=rating', 400, /sort must be one of/],
    ['?page=0', 400, /page must be a whole number/],
    ['?per_page=31', 400, /per_page must be a whole number from 1 to 30/],
  ])('bad input %s → %i with a message', async (query, status, message) => {
    const res = await list(query)
    expect(res.status).toBe(status)
    expect(res.body.message).toMatch(message)
  })

  test('an unknown specialty is a 404; the specialties list counts the active doctors and the lowest fee', async () => {
    expect((await f.json(`${BASE}/specialties/no-such-specialty/doctors`)).status).toBe(404)
    expect((await f.json(`${BASE}/specialties/Not%20A%20Code/doctors`)).status).toBe(400)
    f.services.consultations.invalidate()
    const { status, body } = await f.json(`${BASE}/specialties`)
    expect(status).toBe(200)
    const mine = body.data.specialties.find((s: { code: string }) => s.code === 'listing-test')
    expect(mine).toMatchObject({ doctors: 3, fee_from: 299, symptoms: ['Testing'] })
    const gp = body.data.specialties.find((s: { code: string }) => s.code === 'general-physician')
    expect(gp.doctors).toBeGreaterThan(0)
  })

  test('a doctor’s page: profile with registration, the next free slot and the 7 days; inactive or unknown: 404', async () => {
    const { status, body } = await f.json(`${BASE}/doctors/${b}`)
    expect(status).toBe(200)
    expect(body.data.doctor).toMatchObject({
      id: b,
      registration_number: expect.stringMatching(/^TEST-/),
      council: 'Test Council',
    })
    expect(body.data.days).toHaveLength(7)
    expect(body.data.days[0]).toEqual({ date: MON, label: 'Today' })
    // The slots of the next free slot's day (Tuesday), or of the day asked for.
    expect(body.data.day).toMatchObject({ doctor_id: b, date: TUE, label: 'Tomorrow' })
    expect(body.data.day.slots.map((s: { label: string }) => s.label)).toEqual(['9:00 AM', '9:15 AM', '9:30 AM', '9:45 AM'])
    const monday = await f.json(`${BASE}/doctors/${b}?date=${MON}`)
    expect(monday.body.data.day).toMatchObject({ date: MON, slots: [] })
    expect((await f.json(`${BASE}/doctors/${b}?date=monday`)).status).toBe(400)
    const [dormant] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.name, 'Dormant D'))
    expect((await f.json(`${BASE}/doctors/${dormant!.id}`)).status).toBe(404)
    expect((await f.json(`${BASE}/doctors/999999`)).status).toBe(404)
    expect((await f.json(`${BASE}/doctors/abc`)).status).toBe(400)
  })
})

describe('a doctor’s day', () => {
  test('a day off has no slots (and makes no rows); the days around it keep theirs', async () => {
    const sid = await specialty('exception-test')
    const id = await doctor({
      name: 'Off Tuesday',
      specialtyId: sid,
      hours: [1, 2, 3].map((weekday) => ({ weekday, from: hm(9), to: hm(10) })),
      exceptions: [
        { date: TUE, kind: 'off' },
        { date: '2026-12-02', kind: 'extra', from: hm(20), to: hm(20, 30) },
      ],
    })
    const day = (date: string) => f.json(`${BASE}/doctors/${id}/slots?date=${date}`)
    const tue = await day(TUE)
    expect(tue.status).toBe(200)
    expect(tue.body.data).toMatchObject({ doctor_id: id, date: TUE, label: 'Tomorrow', slots: [] })
    expect(await db.select().from(doctorSlots).where(eq(doctorSlots.doctorId, id))).toHaveLength(0)
    // Monday at 10:02: the 09:00–10:00 hours are over.
    expect((await day(MON)).body.data.slots).toEqual([])
    const wed = await day('2026-12-02')
    expect(wed.body.data.slots.map((s: { label: string }) => s.label)).toEqual([
      '9:00 AM',
      '9:15 AM',
      '9:30 AM',
      '9:45 AM',
      '8:00 PM',
      '8:15 PM',
    ])
    expect(wed.body.data.slots[0]).toMatchObject({ available: true, ends_at: at('2026-12-02', 9, 15).toISOString() })
    // The listing's next free slot skips the day off.
    const { body } = await f.json(`${BASE}/specialties/exception-test/doctors`)
    expect(body.data.doctors[0].next_free_slot.starts_at).toBe(at('2026-12-02', 9).toISOString())
    // A taken slot shows as not available; outside the window and a bad date.
    await book(id, at('2026-12-02', 9, 15))
    expect((await day('2026-12-02')).body.data.slots[1]).toMatchObject({ label: '9:15 AM', available: false })
    expect((await day('2026-12-08')).body.data.slots).toEqual([])
    expect((await day('2026-02-30')).status).toBe(400)
  })
})

describe('consult now', () => {
  test('the first free doctor of the specialty within 30 minutes, the best rated of a tie, and the wait', async () => {
    const sid = await specialty('consult-now-test')
    const now = (code = 'consult-now-test', q = '') => f.json(`${BASE}/specialties/${code}/consult-now${q}`)
    // Nobody yet.
    expect((await now()).body.data).toMatchObject({ available: false, doctor: null, wait_minutes: null })
    // E: from 10:00 (begun 2 minutes ago: consult now may take it). F and G: from 10:15; G rated higher. H: from 11:00.
    const e = await doctor({
      name: 'Early E',
      specialtyId: sid,
      ratingTenths: 40,
      hours: [{ weekday: 1, from: hm(10), to: hm(11) }],
    })
    await doctor({ name: 'Fifteen F', specialtyId: sid, ratingTenths: 42, hours: [{ weekday: 1, from: hm(10, 15), to: hm(11) }] })
    const g = await doctor({
      name: 'Graded G',
      specialtyId: sid,
      ratingTenths: 49,
      languages: ['tamil'],
      hours: [{ weekday: 1, from: hm(10, 15), to: hm(11) }],
    })
    await doctor({ name: 'Late H', specialtyId: sid, ratingTenths: 50, hours: [{ weekday: 1, from: hm(11), to: hm(12) }] })

    const first = await now()
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      available: true,
      doctor: { id: e, name: 'Early E' },
      slot: { starts_at: at(MON, 10).toISOString() },
      wait_minutes: 0,
      wait_label: 'Connecting now',
    })
    // E's current slot taken (by consult now itself): the next is 10:15, where G is the best rated of three.
    expect(await book(e, at(MON, 10), { consultNow: true })).toBe(true)
    const second = await now()
    expect(second.body.data).toMatchObject({ doctor: { id: g }, wait_minutes: 13, wait_label: 'Connecting in about 13 minutes' })
    // In Tamil only G; in Punjabi nobody.
    expect((await now('consult-now-test', '?language=tamil')).body.data.doctor.id).toBe(g)
    expect((await now('consult-now-test', '?language=punjabi')).body.data.available).toBe(false)
    // At 10:51 H is within 30 minutes; E, F and G's last slot (10:45) began 6 minutes ago: too long for consult now.
    clock = istInstant(MON, hm(10, 51))
    try {
      const later = await now()
      expect(later.body.data).toMatchObject({ doctor: { name: 'Late H' }, wait_minutes: 9 })
    } finally {
      clock = istInstant(MON, hm(10, 2))
    }
    expect((await now('no-such-specialty')).status).toBe(404)
    expect((await now('consult-now-test', '?language=x')).status).toBe(400)
  })
})
