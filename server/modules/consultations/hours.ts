import { and, asc, eq, gte, gt } from 'drizzle-orm'
import { type DayException, hoursProblem, slotsOfDay, type WeeklyHours } from '../../../core/consultations/availability.ts'
import { WEEKDAYS } from '../../../core/consultations/vocabulary.ts'
import { addDays, dayLabel, isCalendarDate, istParts, timeLabel } from '../../../core/time/ist.ts'
import type { ExceptionForm, WeeklyHoursForm } from '../../../contracts/doctor-hours.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { doctorExceptions, doctorHours, doctors, doctorSlots } from './schema.ts'

// A doctor's own hours (issue 24 §1, availability editing; /staff/consultations/hours): the weekly pattern's windows
// and the exceptions, added and removed one at a time. Each change is one transaction that locks the doctor's profile
// row (two changes of the same doctor queue), checks the window (within the day, whole 5 minutes, a slot length of
// SLOT_LENGTHS, no overlap with the doctor's other windows of that day), and refuses any change after which a slot
// that is already booked would no longer be one of the doctor's slots, naming that booking's time. Booked slots are the
// shared slot engine's rows with a place taken (server/lib/slot-places.ts).

/** How far ahead a doctor may mark exceptions (a quarter, as Practo's calendar). */
export const EXCEPTION_DAYS_AHEAD = 90

const noProfile = () =>
  AppError.notFound('Your account has no doctor profile yet. Please ask an admin to add one.', 'doctor_not_found')
const gone = () => AppError.notFound('That row is no longer there. The page shows your hours as they are now.', 'hours_not_found')

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

export interface DoctorHoursView {
  doctor: { id: number; name: string }
  hours: Array<WeeklyHours & { id: number }>
  /** From today (India) on, earliest first. */
  exceptions: Array<DayException & { id: number }>
}

export function createDoctorHours(db: Db, deps: { now: Clock }) {
  const { now } = deps

  async function profileOf(q: Db, userId: number, lock: boolean) {
    const query = q.select({ id: doctors.id, name: doctors.name }).from(doctors).where(eq(doctors.userId, userId))
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw noProfile()
    return row
  }

  async function read(q: Db, doctorId: number, today: string) {
    const hours = await q
      .select()
      .from(doctorHours)
      .where(eq(doctorHours.doctorId, doctorId))
      .orderBy(asc(doctorHours.weekday), asc(doctorHours.fromMinute))
    const exceptions = await q
      .select()
      .from(doctorExceptions)
      .where(and(eq(doctorExceptions.doctorId, doctorId), gte(doctorExceptions.date, today)))
      .orderBy(asc(doctorExceptions.date), asc(doctorExceptions.fromMinute))
    return {
      hours: hours.map((h) => ({
        id: h.id,
        weekday: h.weekday,
        fromMinute: h.fromMinute,
        toMinute: h.toMinute,
        slotMinutes: h.slotMinutes,
      })),
      exceptions: exceptions.map((e) => ({
        id: e.id,
        date: e.date,
        kind: e.kind as 'off' | 'extra',
        fromMinute: e.fromMinute,
        toMinute: e.toMinute,
        slotMinutes: e.slotMinutes,
      })),
    }
  }

  /** The doctor's (by their staff account) weekly pattern and exceptions from today. 404 without a profile. */
  async function view(userId: number): Promise<DoctorHoursView> {
    const doctor = await profileOf(db, userId, false)
    return { doctor, ...(await read(db, doctor.id, istParts(now()).date)) }
  }

  /**
   * Refuses when a booked slot from now on would not be a slot of the doctor with these hours and exceptions: the
   * message names the first such booking's day and time.
   */
  async function keepBookings(q: Db, doctorId: number, hours: WeeklyHours[], exceptions: DayException[], at: Date) {
    const booked = await q
      .select({ startsAt: doctorSlots.startsAt })
      .from(doctorSlots)
      .where(and(eq(doctorSlots.doctorId, doctorId), gte(doctorSlots.startsAt, at), gt(doctorSlots.taken, 0)))
      .orderBy(asc(doctorSlots.startsAt))
    for (const { startsAt } of booked) {
      const { date } = istParts(startsAt)
      const still = slotsOfDay(date, hours, exceptions).some((s) => s.startsAt.getTime() === startsAt.getTime())
      if (!still)
        throw AppError.conflict(
          `A patient has booked ${dayLabel(date, at)} at ${timeLabel(startsAt)}, which this change would remove. Keep those hours, or ask for the consultation to be moved or cancelled first.`,
          undefined,
          'slot_booked',
        )
    }
  }

  /** Runs a change of the doctor's hours in one transaction, the profile row locked. */
  function change<T>(userId: number, work: (tx: Db, doctorId: number, at: Date, today: string) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const doctor = await profileOf(tx, userId, true)
      const at = now()
      return work(tx, doctor.id, at, istParts(at).date)
    })
  }

  async function addWeekly(userId: number, form: WeeklyHoursForm): Promise<void> {
    const window = { weekday: form.weekday, fromMinute: form.from, toMinute: form.to, slotMinutes: form.slot_minutes }
    const problem = hoursProblem(window)
    if (problem) throw AppError.invalid(problem, 'from')
    await change(userId, async (tx, doctorId) => {
      const { hours } = await read(tx, doctorId, '9999-12-31')
      const clash = hours.find((h) => h.weekday === form.weekday && h.fromMinute < form.to && form.from < h.toMinute)
      if (clash)
        throw AppError.conflict(
          `These hours overlap your ${WEEKDAYS[form.weekday]} hours ${hhmm(clash.fromMinute)}–${hhmm(clash.toMinute)}. Remove those first, or choose other times.`,
          'from',
          'hours_overlap',
        )
      // Non-overlapping hours only add slots: no booking can be lost.
      await tx.insert(doctorHours).values({ doctorId, ...window })
    })
  }

  async function removeWeekly(userId: number, id: number): Promise<void> {
    await change(userId, async (tx, doctorId, at, today) => {
      const { hours, exceptions } = await read(tx, doctorId, today)
      if (!hours.some((h) => h.id === id)) throw gone()
      await keepBookings(
        tx,
        doctorId,
        hours.filter((h) => h.id !== id),
        exceptions,
        at,
      )
      await tx.delete(doctorHours).where(and(eq(doctorHours.id, id), eq(doctorHours.doctorId, doctorId)))
    })
  }

  async function addException(userId: number, form: ExceptionForm): Promise<void> {
    if (!isCalendarDate(form.date)) throw AppError.invalid('Please choose a date', 'date')
    const hasTimes = form.from !== undefined && form.to !== undefined
    const from = form.from ?? null
    const to = form.to ?? null
    if (hasTimes) {
      const problem = hoursProblem({ fromMinute: from!, toMinute: to!, slotMinutes: form.slot_minutes })
      if (problem) throw AppError.invalid(problem, 'from')
    }
    await change(userId, async (tx, doctorId, at, today) => {
      if (form.date < today) throw AppError.invalid('Please choose today or a later date', 'date')
      if (form.date > addDays(today, EXCEPTION_DAYS_AHEAD))
        throw AppError.invalid(`Exceptions can be marked up to ${EXCEPTION_DAYS_AHEAD} days ahead`, 'date')
      const { hours, exceptions } = await read(tx, doctorId, today)
      const sameDay = exceptions.filter((e) => e.date === form.date && e.kind === form.kind)
      const clash = sameDay.find(
        (e) => e.fromMinute === null || e.toMinute === null || !hasTimes || (e.fromMinute < to! && from! < e.toMinute),
      )
      if (clash)
        throw AppError.conflict(
          `This overlaps ${form.kind === 'off' ? 'time off' : 'extra hours'} you already have on that date${clash.fromMinute === null ? '' : ` (${hhmm(clash.fromMinute)}–${hhmm(clash.toMinute!)})`}.`,
          'from',
          'hours_overlap',
        )
      const added = { date: form.date, kind: form.kind, fromMinute: from, toMinute: to, slotMinutes: form.slot_minutes }
      // Time off removes slots: refused when one of them is booked. Extra hours only add slots.
      if (form.kind === 'off') await keepBookings(tx, doctorId, hours, [...exceptions, added], at)
      await tx.insert(doctorExceptions).values({ doctorId, ...added })
    })
  }

  async function removeException(userId: number, id: number): Promise<void> {
    await change(userId, async (tx, doctorId, at, today) => {
      const { hours, exceptions } = await read(tx, doctorId, today)
      const found = exceptions.find((e) => e.id === id)
      if (!found) throw gone()
      // Removing extra hours removes their slots; removing time off only adds slots back.
      if (found.kind === 'extra')
        await keepBookings(
          tx,
          doctorId,
          hours,
          exceptions.filter((e) => e.id !== id),
          at,
        )
      await tx.delete(doctorExceptions).where(and(eq(doctorExceptions.id, id), eq(doctorExceptions.doctorId, doctorId)))
    })
  }

  return { view, addWeekly, removeWeekly, addException, removeException }
}
export type DoctorHoursService = ReturnType<typeof createDoctorHours>
