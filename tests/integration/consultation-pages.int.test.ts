import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loader as doctorLoader } from '../../app/routes/consultation-doctor.tsx'
import { loader as homeLoader } from '../../app/routes/consultation-home.tsx'
import { loader as specialtyLoader } from '../../app/routes/consultation-specialty.tsx'
import { istInstant } from '../../core/time/ist.ts'
import { doctors } from '../../server/db/schema.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { hostile } from './hostile.ts'
import { pageContext } from './shop.ts'

// Issue 24 §2: the finding pages' loaders (the page modules' own server functions, with the context the server process
// gives them) over the seeded sample doctors, at a fixed time: Monday 30 November 2026, 10:02 in India. The home's
// specialties and 'consult now' (a doctor and the wait, or the next free time), a specialty's listing with its filters
// and which filter to loosen, a doctor's page and its days; any path parameter or query answers the page or 404.

const MON = '2026-11-30'
let clock = istInstant(MON, 10 * 60 + 2)
let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
})
afterAll(() => f?.close())

const context = () => pageContext(f, visitorOwner('consultation-pages'))
const requestOf = (path: string, q: Record<string, string> = {}) => {
  const url = new URL(`http://localhost${path}`)
  for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v)
  return new Request(url)
}
const home = () => homeLoader({ request: requestOf('/online-doctor-consultation'), context: context(), params: {} } as never)
const specialty = (code: string, q: Record<string, string> = {}) =>
  specialtyLoader({
    request: requestOf(`/online-doctor-consultation/specialty/${code}`, q),
    context: context(),
    params: { code },
  } as never)
const doctorPage = (id: string, q: Record<string, string> = {}) =>
  doctorLoader({ request: requestOf(`/online-doctor-consultation/doctor/${id}`, q), context: context(), params: { id } } as never)

/** A loader's answer as the router sees it: data (200), or a thrown data() or Response with its status. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run()
    return 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    const init = (thrown as { init?: { status?: number } } | null)?.init
    if (init?.status) return init.status
    throw thrown
  }
}

async function sampleDoctorId(registration: string): Promise<number> {
  const [row] = await f.database.db.select().from(doctors).where(eq(doctors.registrationNumber, registration))
  return row!.id
}

describe('the consultation home', () => {
  test('specialties with their doctors and lowest fee; consult now with the wait, or when the next doctor is free', async () => {
    const d = await home()
    const gp = d.specialties.find((s) => s.code === 'general-physician')!
    // Four sample general physicians; the cheapest is ₹199.
    expect(gp).toMatchObject({ doctors: 4, fee_from: 199 })
    expect(gp.symptoms).toContain('Fever')
    // Kavya's 10:00 slot began 2 minutes ago: consult now takes it.
    expect(d.consultNow['general-physician']).toEqual({
      doctorId: expect.any(Number),
      doctorName: 'Dr Kavya Menon (Sample)',
      startsAt: istInstant(MON, 10 * 60).toISOString(),
      waitLabel: 'Connecting now',
      nextLabel: null,
    })
    // The gastroenterologist's hours start at 6 pm (the endpoint's answer says when, the page its label).
    expect(d.consultNow['gastroenterology']).toEqual({
      doctorId: null,
      doctorName: null,
      startsAt: null,
      waitLabel: null,
      nextLabel: 'Today, 6:00 PM',
    })
    expect(await f.services.consultations.consultNow('gastroenterology')).toMatchObject({
      available: false,
      doctor: null,
      next_slot: { label: 'Today, 6:00 PM', starts_at: istInstant(MON, 18 * 60).toISOString() },
    })
    // A specialty without doctors has no consult now.
    const empty = d.specialties.find((s) => s.doctors === 0)
    expect(empty).toBeDefined()
    expect(d.consultNow[empty!.code]).toBeUndefined()
  })

  test('consult now in a few minutes says the wait; on a Sunday the oncologist is next free on Monday', async () => {
    // Monday 13:50: the ENT doctor's last slot is 13:15; the oncologist starts at 14:00, ten minutes on.
    clock = istInstant(MON, 13 * 60 + 50)
    try {
      const d = await home()
      expect(d.consultNow['oncology']).toMatchObject({
        doctorName: 'Dr Rohan Desai (Sample)',
        waitLabel: 'Connecting in about 10 minutes',
      })
      // Sunday noon: no oncologist works on Sundays; the next is on Monday at 2 pm.
      clock = istInstant('2026-12-06', 12 * 60)
      expect((await home()).consultNow['oncology']).toMatchObject({ doctorId: null, nextLabel: 'Tomorrow, 2:00 PM' })
    } finally {
      clock = istInstant(MON, 10 * 60 + 2)
    }
  })
})

describe('a specialty’s doctors', () => {
  test('the list with fee, languages, experience and next free slot; best rated first', async () => {
    const d = await specialty('general-physician')
    expect(d.list.total).toBe(4)
    expect(d.list.doctors.map((x) => x.name)).toEqual([
      'Dr Meera Pillai (Sample)',
      'Dr Kavya Menon (Sample)',
      'Dr Imran Shaikh (Sample)',
      'Dr Arjun Batra (Sample)',
    ])
    expect(d.list.doctors[1]).toMatchObject({
      fee: 299,
      experience_years: 9,
      sample: true,
      next_free_slot: { label: 'Today, 10:15 AM' },
    })
    expect(d.loosen).toEqual([])
  })

  test('filters narrow it; a filter the URL spells wrongly is left out; sort by fee', async () => {
    expect((await specialty('general-physician', { language: 'tamil' })).list.doctors.map((x) => x.name)).toEqual([
      'Dr Meera Pillai (Sample)',
    ])
    const cheap = await specialty('general-physician', { fee: 'upto_300', sort: 'fee_low' })
    expect(cheap.list.doctors.map((x) => x.fee)).toEqual([199, 299])
    expect(cheap.filters).toMatchObject({ fee: 'upto_300', sort: 'fee_low', language: null })
    const bad = await specialty('general-physician', { language: 'klingon', min_experience: '7', page: 'x', sort: 'best' })
    expect(bad.filters).toEqual({ language: null, fee: null, min_experience: null, sort: 'relevance' })
    expect(bad.list.total).toBe(4)
    // Past the last page: no doctors, the total still says how many.
    const past = await specialty('general-physician', { page: '3' })
    expect(past.list).toMatchObject({ page: 3, total: 4, doctors: [] })
  })

  test('nothing matches: each filter that, dropped alone, finds doctors, the most first, with its link', async () => {
    // Punjabi: Arjun (4 years); 20+ years: Meera (Malayalam, Tamil). Dropping either finds one; the fee matches both.
    const d = await specialty('general-physician', { language: 'punjabi', min_experience: '20', fee: 'above_1000' })
    expect(d.list.total).toBe(0)
    expect(d.loosen).toEqual([
      {
        filter: 'language',
        label: 'the language (Punjabi)',
        total: 1,
        href: '?fee=above_1000&min_experience=20',
      },
    ])
    const two = await specialty('general-physician', { language: 'punjabi', min_experience: '20' })
    expect(two.loosen.map((l) => [l.filter, l.total, l.href])).toEqual([
      ['language', 1, '?min_experience=20'],
      ['min_experience', 1, '?language=punjabi'],
    ])
  })

  test('an unknown specialty, or a code that cannot be one, is the 404 page', async () => {
    expect(await statusOf(() => specialty('astrology'))).toBe(404)
    expect(await statusOf(() => specialty('General Physician'))).toBe(404)
  })
})

describe('a doctor’s page', () => {
  test('the profile with registration, the 7 days, and the day of the next free slot', async () => {
    const id = await sampleDoctorId('SAMPLE-KMC-0001')
    const d = await doctorPage(String(id))
    expect(d.doctor).toMatchObject({
      name: 'Dr Kavya Menon (Sample)',
      registration_number: 'SAMPLE-KMC-0001',
      council: 'Karnataka Medical Council (sample)',
      sample: true,
      specialties: [{ code: 'general-physician' }],
    })
    expect(d.days.map((x) => x.label)).toEqual([
      'Today',
      'Tomorrow',
      'Wed 2 Dec',
      'Thu 3 Dec',
      'Fri 4 Dec',
      'Sat 5 Dec',
      'Sun 6 Dec',
    ])
    expect(d.day).toMatchObject({ date: MON, label: 'Today' })
    // From 5 minutes on: 10:15 is the first; every 15 minutes until 22:45.
    expect(d.day.slots[0]).toMatchObject({ label: '10:15 AM', available: true })
    expect(d.day.slots.at(-1)!.label).toBe('10:45 PM')
  })

  test('another day by the URL; a date that is no day shows the default one; unknown doctors are the 404 page', async () => {
    const id = await sampleDoctorId('SAMPLE-KMC-0001')
    const wed = await doctorPage(String(id), { date: '2026-12-02' })
    expect(wed.day).toMatchObject({ date: '2026-12-02', label: 'Wed 2 Dec' })
    expect(wed.day.slots[0]!.label).toBe('7:00 AM')
    for (const date of ['2026-02-30', 'tomorrow', '']) {
      expect((await doctorPage(String(id), { date })).day.date, date).toBe(MON)
    }
    expect(await statusOf(() => doctorPage('999999'))).toBe(404)
    expect(await statusOf(() => doctorPage('abc'))).toBe(404)
    expect(await statusOf(() => doctorPage('0'))).toBe(404)
  })
})

describe('the finding pages take anything', () => {
  test('any specialty code, doctor id and query: the page or 404, never a 5xx', async () => {
    const query = fc.dictionary(
      fc.constantFrom('language', 'fee', 'min_experience', 'sort', 'page', 'per_page', 'date'),
      hostile,
      {
        maxKeys: 4,
      },
    )
    const param = fc.oneof(hostile, fc.constantFrom('general-physician', 'dermatology', '1', '2', '12'))
    await fc.assert(
      fc.asyncProperty(param, param, query, async (a, b, q) => {
        expect([200, 404]).toContain(await statusOf(() => specialty(a, q)))
        expect([200, 404]).toContain(await statusOf(() => doctorPage(b, q)))
      }),
      { numRuns: 60 },
    )
  })
})
