import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { action as hoursAction, loader as hoursLoader } from '../../app/routes/staff-consultation-hours.tsx'
import { istInstant } from '../../core/time/ist.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { formPost, pageContext } from './shop.ts'
import type { Db } from '../../server/db/client.ts'
import { doctors, doctorSpecialties, specialties, users } from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'

// Issue 24 §1, availability editing (the module's rules and the page's loader and action together): a doctor's own weekly hours and exceptions (server/modules/consultations/hours.ts
// and /staff/consultations/hours). Windows are checked (within the day, whole 5 minutes, a slot length, no overlap);
// a change that would remove a booked slot is refused naming the booking's time; the page is the doctor's alone.
// Monday 30 November 2026, 10:02 in India.

const MON = '2026-11-30'
const clock = istInstant(MON, 10 * 60 + 2)
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const hm = (h: number, m = 0) => h * 60 + m
let serial = 0

/** A doctor without hours: a staff account with ROLE_DOCTOR and a profile in a specialty of the test's own. */
async function newDoctor(): Promise<{ userId: number; doctorId: number }> {
  const n = ++serial
  const [u] = await db
    .insert(users)
    .values({ name: `Hours ${n}`, phone: `74425${String(n).padStart(5, '0')}`, phoneVerified: true, roles: ['ROLE_DOCTOR'] })
    .returning()
  const [d] = await db
    .insert(doctors)
    .values({
      userId: u!.id,
      name: `Dr Hours ${n}`,
      qualifications: 'MBBS',
      registrationNumber: `HOURS-${n}`,
      council: 'Test Council',
      languages: ['english'],
      experienceYears: 5,
      feePaise: 30_000 as never,
      initials: 'DH',
    })
    .returning()
  const [s] = await db
    .insert(specialties)
    .values({ code: `hours-test-${n}`, name: `Hours test ${n}`, position: 99 })
    .returning()
  await db.insert(doctorSpecialties).values({ specialtyId: s!.id, doctorId: d!.id })
  return { userId: u!.id, doctorId: d!.id }
}

const hours = () => f.services.doctorHours
const weekly = (weekday: number, from: number, to: number, slot_minutes = 15) => ({ weekday, from, to, slot_minutes })

/** Books a start of the doctor as a sale would: the slot row made on first ask, its one place taken. */
const book = (doctorId: number, startsAt: Date) =>
  db.transaction(async (tx) => {
    const slot = await f.services.consultations.slotAt(tx, doctorId, startsAt)
    return f.services.consultations.take(tx, slot.id)
  })

async function refusalOf(work: () => Promise<unknown>): Promise<{ status: number; message: string; code: string }> {
  try {
    await work()
  } catch (e) {
    const err = e as { status: number; message: string; code: string }
    return { status: err.status, message: err.message, code: err.code }
  }
  throw new Error('not refused')
}

describe('the weekly pattern', () => {
  test('windows are added and listed by day; overlaps and windows that are not ones are refused', async () => {
    const { userId, doctorId } = await newDoctor()
    await hours().addWeekly(userId, weekly(1, hm(9), hm(13)))
    await hours().addWeekly(userId, weekly(1, hm(17), hm(20), 30))
    await hours().addWeekly(userId, weekly(0, hm(10), hm(12)))
    const v = await hours().view(userId)
    expect(v.doctor.id).toBe(doctorId)
    expect(v.hours.map((h) => [h.weekday, h.fromMinute, h.toMinute, h.slotMinutes])).toEqual([
      [0, hm(10), hm(12), 15],
      [1, hm(9), hm(13), 15],
      [1, hm(17), hm(20), 30],
    ])
    expect(await refusalOf(() => hours().addWeekly(userId, weekly(1, hm(12), hm(18))))).toMatchObject({
      status: 409,
      code: 'hours_overlap',
      message: 'These hours overlap your Monday hours 09:00–13:00. Remove those first, or choose other times.',
    })
    // Touching is not overlapping.
    await hours().addWeekly(userId, weekly(1, hm(13), hm(14)))
    expect(await refusalOf(() => hours().addWeekly(userId, weekly(2, hm(9), hm(9, 10))))).toMatchObject({
      status: 400,
      message: 'The hours end before their first slot does',
    })
    expect(await refusalOf(() => hours().addWeekly(userId, weekly(2, hm(9, 3), hm(10))))).toMatchObject({
      message: 'Hours start and end on a multiple of 5 minutes',
    })
    expect(await refusalOf(() => hours().addWeekly(userId, weekly(2, hm(23), hm(25))))).toMatchObject({
      message: 'Hours are within the day (00:00 to 24:00)',
    })
    // The listing sees the new hours at once: Monday's next free slot is 10:15.
    const list = await f.services.consultations.list(`hours-test-${serial}`)
    expect(list.doctors[0]!.next_free_slot!.starts_at).toBe(istInstant(MON, hm(10, 15)).toISOString())
  })

  test('removing a window that holds a booked slot is refused with its time; without the booking it goes', async () => {
    const { userId, doctorId } = await newDoctor()
    await hours().addWeekly(userId, weekly(2, hm(9), hm(12)))
    expect(await book(doctorId, istInstant('2026-12-01', hm(10, 30)))).toBe(true)
    const [row] = (await hours().view(userId)).hours
    expect(await refusalOf(() => hours().removeWeekly(userId, row!.id))).toEqual({
      status: 409,
      code: 'slot_booked',
      message:
        'A patient has booked Tomorrow at 10:30 AM, which this change would remove. Keep those hours, or ask for the consultation to be moved or cancelled first.',
    })
    expect((await hours().view(userId)).hours).toHaveLength(1)
    // Another window of the same day: removable (no booking in it).
    await hours().addWeekly(userId, weekly(2, hm(14), hm(15)))
    const afternoon = (await hours().view(userId)).hours.find((h) => h.fromMinute === hm(14))!
    await hours().removeWeekly(userId, afternoon.id)
    // Another doctor's row, or one gone: 404, nothing removed.
    const other = await newDoctor()
    expect(await refusalOf(() => hours().removeWeekly(other.userId, row!.id))).toMatchObject({ status: 404 })
    expect((await hours().view(userId)).hours).toHaveLength(1)
  })
})

describe('a change of hours racing a booking', () => {
  test('whichever commits first, no booked slot is left outside the hours (the profile row: FOR SHARE against FOR UPDATE)', async () => {
    for (let round = 0; round < 3; round++) {
      const { userId, doctorId } = await newDoctor()
      await hours().addWeekly(userId, weekly(2, hm(9), hm(12)))
      const [row] = (await hours().view(userId)).hours
      const start = istInstant('2026-12-01', hm(9, 15 * round))
      const [booked, removed] = await Promise.allSettled([book(doctorId, start), hours().removeWeekly(userId, row!.id)])
      const left = (await hours().view(userId)).hours.length
      const taken = booked.status === 'fulfilled' && booked.value === true
      // Either the booking won (and the removal was refused naming it) or the removal won (and the booking was refused).
      if (taken) expect([left, removed.status]).toEqual([1, 'rejected'])
      else expect([left, removed.status, booked.status]).toEqual([0, 'fulfilled', 'rejected'])
    }
  })
})

describe('exceptions', () => {
  test('a day off, hours off and extra hours; a day off over a booking is refused; extra hours with a booking stay', async () => {
    const { userId, doctorId } = await newDoctor()
    await hours().addWeekly(userId, weekly(3, hm(9), hm(12)))
    // Wednesday 2 December: 11:00 is booked.
    expect(await book(doctorId, istInstant('2026-12-02', hm(11)))).toBe(true)
    expect(
      await refusalOf(() => hours().addException(userId, { date: '2026-12-02', kind: 'off', slot_minutes: 15 })),
    ).toMatchObject({ status: 409, code: 'slot_booked', message: expect.stringContaining('Wed 2 Dec at 11:00 AM') })
    // Hours off around the booking are fine.
    await hours().addException(userId, { date: '2026-12-02', kind: 'off', from: hm(9), to: hm(10), slot_minutes: 15 })
    expect(
      await refusalOf(() =>
        hours().addException(userId, { date: '2026-12-02', kind: 'off', from: hm(9, 30), to: hm(10, 30), slot_minutes: 15 }),
      ),
    ).toMatchObject({ status: 409, code: 'hours_overlap' })
    // Extra hours on Thursday, booked, cannot be removed; a day off on Friday can.
    await hours().addException(userId, { date: '2026-12-03', kind: 'extra', from: hm(18), to: hm(19), slot_minutes: 30 })
    expect(await book(doctorId, istInstant('2026-12-03', hm(18, 30)))).toBe(true)
    await hours().addException(userId, { date: '2026-12-04', kind: 'off', slot_minutes: 15 })
    const v = await hours().view(userId)
    expect(v.exceptions.map((e) => [e.date, e.kind, e.fromMinute, e.toMinute])).toEqual([
      ['2026-12-02', 'off', hm(9), hm(10)],
      ['2026-12-03', 'extra', hm(18), hm(19)],
      ['2026-12-04', 'off', null, null],
    ])
    const extra = v.exceptions.find((e) => e.kind === 'extra')!
    expect(await refusalOf(() => hours().removeException(userId, extra.id))).toMatchObject({
      code: 'slot_booked',
      message: expect.stringContaining('Thu 3 Dec at 6:30 PM'),
    })
    await hours().removeException(userId, v.exceptions.at(-1)!.id)
    expect((await hours().view(userId)).exceptions).toHaveLength(2)
  })

  test('dates: not in the past, not beyond 90 days, a real one; extra hours need their times', async () => {
    const { userId } = await newDoctor()
    const off = (date: string) => hours().addException(userId, { date, kind: 'off', slot_minutes: 15 })
    expect(await refusalOf(() => off('2026-11-29'))).toMatchObject({ message: 'Please choose today or a later date' })
    expect(await refusalOf(() => off('2027-03-01'))).toMatchObject({ message: 'Exceptions can be marked up to 90 days ahead' })
    expect(await refusalOf(() => off('2026-02-30'))).toMatchObject({ message: 'Please choose a date' })
    await off(MON)
  })
})

describe('the page /staff/consultations/hours', () => {
  const session = (id: number, roles: string[]): ActiveSession => ({
    idHash: `hours-test-${id}`,
    user: { id, name: `Person ${id}`, email: null, phone: null, roles, isDoctor: false, isMerchant: false },
    actingAs: null,
    expiresAt: new Date('2099-01-01'),
  })
  const ctx = (s: ActiveSession | null) => pageContext(f, visitorOwner('0'.repeat(32)), s)
  const PAGE = 'http://localhost/staff/consultations/hours'
  async function statusOf(run: () => Promise<unknown>): Promise<number> {
    try {
      await run()
      return 200
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status
      return (thrown as { init?: { status?: number } }).init?.status ?? 0
    }
  }

  test('anyone but a doctor gets 404; a doctor without a profile is told so', async () => {
    const load = (s: ActiveSession | null) =>
      statusOf(() => hoursLoader({ request: new Request(PAGE), context: ctx(s), params: {} } as never))
    expect(await load(null)).toBe(404)
    expect(await load(session(1, ['ROLE_ADMIN']))).toBe(404)
    const post = (s: ActiveSession | null) =>
      statusOf(() => hoursAction({ request: formPost(PAGE, { intent: 'add-hours' }), context: ctx(s), params: {} } as never))
    expect(await post(session(1, ['ROLE_PHARMACIST']))).toBe(404)
    const none = await hoursLoader({
      request: new Request(PAGE),
      context: ctx(session(999_999, ['ROLE_DOCTOR'])),
      params: {},
    } as never)
    expect(none).toMatchObject({ doctor: null, problem: expect.stringContaining('no doctor profile') })
  })

  test('a doctor adds hours through the form (303 back, said done); a bad form is refused beside it', async () => {
    const { userId } = await newDoctor()
    const s = session(userId, ['ROLE_DOCTOR'])
    const act = (fields: Record<string, string>) =>
      hoursAction({ request: formPost(PAGE, fields), context: ctx(s), params: {} } as never)
    try {
      await act({ intent: 'add-hours', weekday: '4', from: '09:00', to: '11:30', slot_minutes: '20' })
      throw new Error('no redirect')
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(303)
      expect((thrown as Response).headers.get('location')).toBe('/staff/consultations/hours?done=hours-added')
    }
    const page = await hoursLoader({ request: new Request(`${PAGE}?done=hours-added`), context: ctx(s), params: {} } as never)
    expect(page).toMatchObject({
      done: 'Hours added.',
      hours: [{ day: 'Thursday', from: '09:00', to: '11:30', slotMinutes: 20 }],
    })
    const bad = (await act({ intent: 'add-hours', weekday: '4', from: '9am', to: '11:30', slot_minutes: '20' })) as {
      data: { message: string; intent: string }
      init: { status: number }
    }
    expect(bad.init.status).toBe(400)
    expect(bad.data).toMatchObject({ intent: 'add-hours', message: 'Please enter the start time as HH:MM (00:00 to 24:00)' })
    const odd = (await act({ intent: 'add-hours', weekday: '4', from: '09:00', to: '10:00', slot_minutes: '25' })) as {
      data: { message: string }
    }
    expect(odd.data.message).toBe('A slot lasts 10, 15, 20, 30 minutes')
    const unknown = (await act({ intent: 'drop-table' })) as { init: { status: number } }
    expect(unknown.init.status).toBe(400)
  })
})
