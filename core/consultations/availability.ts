import { addDays, dayLabel, istInstant, istParts, isCalendarDate, timeLabel, weekdayOf } from '../time/ist.ts'
import {
  BOOKING_DAYS,
  BOOKING_LEAD_MINUTES,
  CONSULT_NOW_GRACE_MINUTES,
  CONSULT_NOW_WITHIN_MINUTES,
  SLOT_LENGTHS,
} from './vocabulary.ts'

// A doctor's time (issue 24 §1): a weekly pattern of hours (a day of the week, from and to in minutes of India's day,
// cut into slots of a length) and exceptions on dates (a day or some hours off, or extra hours). Which slots a day
// has, which can be booked at a moment, the next free one and the wait for 'consult now' are these pure rules; the
// rows, the places and the listing's query are server/modules/consultations.

export interface HoursWindow {
  /** Minutes of India's day: 0 … 1440. */
  fromMinute: number
  toMinute: number
  slotMinutes: number
}
/** A row of the weekly pattern: 0 Sunday … 6 Saturday. */
export interface WeeklyHours extends HoursWindow {
  weekday: number
}
/**
 * An exception on a date: 'off' takes the day off (no hours: all of it; hours: those), 'extra' adds hours (which may
 * overlap the pattern's: a start is a slot once).
 */
export interface DayException {
  date: string
  kind: 'off' | 'extra'
  fromMinute: number | null
  toMinute: number | null
  slotMinutes: number
}

const MINUTE = 60_000

/** Why a window of hours is not one (a message for the doctor's form and the seed), or null. */
export function hoursProblem(h: HoursWindow): string | null {
  if (!Number.isInteger(h.fromMinute) || !Number.isInteger(h.toMinute)) return 'Hours are whole minutes of the day'
  if (h.fromMinute < 0 || h.toMinute > 24 * 60) return 'Hours are within the day (00:00 to 24:00)'
  if (!(SLOT_LENGTHS as readonly number[]).includes(h.slotMinutes))
    return `A slot lasts ${SLOT_LENGTHS.slice(0, -1).join(', ')} or ${SLOT_LENGTHS.at(-1)} minutes`
  if (h.toMinute - h.fromMinute < h.slotMinutes) return 'The hours end before their first slot does'
  if (h.fromMinute % 5 !== 0 || h.toMinute % 5 !== 0) return 'Hours start and end on a multiple of 5 minutes'
  return null
}

/** The minutes of the day at which a window's slots start: from, then every slot length, each ending by `to`. */
function startMinutesOf(h: HoursWindow): number[] {
  if (hoursProblem(h) !== null) return []
  const out: number[] = []
  for (let m = h.fromMinute; m + h.slotMinutes <= h.toMinute; m += h.slotMinutes) out.push(m)
  return out
}

/** A slot start of a date with its length. */
export interface SlotStart {
  startsAt: Date
  minutes: number
}

/** A date's slots as minutes of its day and lengths, earliest first (the work of slotsOfDay without the instants). */
function dayMinutes(date: string, hours: readonly WeeklyHours[], exceptions: readonly DayException[]): Array<[number, number]> {
  const weekday = weekdayOf(date)
  const today = exceptions.length ? exceptions.filter((e) => e.date === date) : []
  const offs = today.filter((e) => e.kind === 'off')
  const dayOff = offs.some((e) => e.fromMinute === null || e.toMinute === null)
  const byMinute = new Map<number, number>()
  const add = (w: HoursWindow) => {
    for (const m of startMinutesOf(w)) if (!byMinute.has(m)) byMinute.set(m, w.slotMinutes)
  }
  if (!dayOff) for (const h of hours) if (h.weekday === weekday) add(h)
  for (const e of today)
    if (e.kind === 'extra' && e.fromMinute !== null && e.toMinute !== null)
      add({ fromMinute: e.fromMinute, toMinute: e.toMinute, slotMinutes: e.slotMinutes })
  // Hours off: a slot that overlaps them is gone (extra hours on the same date included).
  const off = (m: number, len: number) =>
    offs.some((e) => e.fromMinute === null || e.toMinute === null || (m < e.toMinute && m + len > e.fromMinute))
  return [...byMinute].filter(([m, len]) => offs.length === 0 || !off(m, len)).sort(([x], [y]) => x - y)
}

/** A date's slots from the weekly pattern and the exceptions, earliest first; a start is one slot however reached. */
export function slotsOfDay(date: string, hours: readonly WeeklyHours[], exceptions: readonly DayException[]): SlotStart[] {
  if (!isCalendarDate(date)) return []
  const base = istInstant(date, 0).getTime()
  return dayMinutes(date, hours, exceptions).map(([m, len]) => ({ startsAt: new Date(base + m * MINUTE), minutes: len }))
}

/** The bookable days at `now`: today (in India) and the 6 after it. */
export function bookingDays(now: Date): string[] {
  const today = istParts(now).date
  return Array.from({ length: BOOKING_DAYS }, (_, i) => addDays(today, i))
}

/** The earliest start a booking may take at `now`: 5 minutes on, or for 'consult now' a slot begun 5 minutes ago. */
export function earliestStart(now: Date, opts: { consultNow?: boolean } = {}): Date {
  const minutes = opts.consultNow ? -CONSULT_NOW_GRACE_MINUTES : BOOKING_LEAD_MINUTES
  return new Date(now.getTime() + minutes * MINUTE)
}

/** The end of the booking window: the first instant after the last bookable day. */
export function windowEnd(now: Date): Date {
  return istInstant(addDays(istParts(now).date, BOOKING_DAYS), 0)
}

export type DoctorSlotRefusal =
  /** Not one of the doctor's slots (hours, exceptions). */
  | 'not_a_slot'
  /** Past, or less than the notice away. */
  | 'too_soon'
  /** After the last bookable day. */
  | 'too_far'

/** Why a start cannot be booked with the doctor at `now`, or null when it can. */
export function doctorSlotRefusal(
  startsAt: Date,
  now: Date,
  hours: readonly WeeklyHours[],
  exceptions: readonly DayException[],
  opts: { consultNow?: boolean } = {},
): DoctorSlotRefusal | null {
  const { date } = istParts(startsAt)
  if (!slotsOfDay(date, hours, exceptions).some((s) => s.startsAt.getTime() === startsAt.getTime())) return 'not_a_slot'
  if (startsAt.getTime() < earliestStart(now, opts).getTime()) return 'too_soon'
  if (startsAt.getTime() >= windowEnd(now).getTime()) return 'too_far'
  return null
}

export const DOCTOR_SLOT_REFUSAL_TEXT: Record<DoctorSlotRefusal, string> = {
  not_a_slot: 'Please choose one of the times shown',
  too_soon: `That time starts in less than ${BOOKING_LEAD_MINUTES} minutes. Please choose a later one, or consult now.`,
  too_far: `Consultations can be booked up to ${BOOKING_DAYS - 1} days ahead. Please choose an earlier day.`,
}

/**
 * Every bookable start of the doctor at `now`, earliest first, over the window (or until `until`): what the listing's
 * next free slot is chosen from.
 */
export function bookableStarts(
  now: Date,
  hours: readonly WeeklyHours[],
  exceptions: readonly DayException[],
  opts: { consultNow?: boolean; until?: Date } = {},
): Date[] {
  const from = earliestStart(now, opts).getTime()
  const to = Math.min(windowEnd(now).getTime(), opts.until?.getTime() ?? Infinity)
  const out: Date[] = []
  const today = istParts(now).date
  for (let day = 0; day < BOOKING_DAYS; day++) {
    const date = day === 0 ? today : addDays(today, day)
    const base = istInstant(date, 0).getTime()
    if (base >= to) break
    // Minutes of the day from and to which starts count: no instant is made for a start outside them.
    const lo = (from - base) / MINUTE
    const hi = (to - base) / MINUTE
    if (hi <= 0) continue
    for (const [m] of dayMinutes(date, hours, exceptions)) if (m >= lo && m < hi) out.push(new Date(base + m * MINUTE))
  }
  return out
}

/** The first of the candidates (earliest first) that is not full; null when all are. */
export function nextFreeSlot(candidates: readonly Date[], full: ReadonlySet<number>): Date | null {
  return candidates.find((c) => !full.has(c.getTime())) ?? null
}

/** 'Consult now': minutes until a slot starts (0 when it has begun), rounded up. */
export function waitMinutes(startsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((startsAt.getTime() - now.getTime()) / MINUTE))
}

/** Whether a free slot is soon enough for 'consult now'. */
export function withinConsultNow(startsAt: Date, now: Date): boolean {
  const t = startsAt.getTime()
  return t >= earliestStart(now, { consultNow: true }).getTime() && t <= now.getTime() + CONSULT_NOW_WITHIN_MINUTES * MINUTE
}

/** 'Connecting in about 4 minutes', 'Connecting now': the wait as the page says it. */
export function waitLabel(minutes: number): string {
  if (minutes <= 0) return 'Connecting now'
  return `Connecting in about ${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** 'Today, 4:15 PM', 'Tomorrow, 9:00 AM', 'Fri 4 Dec, 10:30 AM': a next free slot as the listing names it. */
export function nextSlotLabel(startsAt: Date, now: Date): string {
  return `${dayLabel(istParts(startsAt).date, now)}, ${timeLabel(startsAt)}`
}

/** A run of evenly spaced starts: `count` starts from `start`, every `stepMinutes`. */
export interface StartRun {
  start: Date
  stepMinutes: number
  count: number
}

/**
 * Starts (earliest first) as runs of evenly spaced ones: a doctor's week of slots is a few runs (one per window of
 * hours), which the listing's query expands, instead of every start sent one by one.
 */
export function startRuns(starts: readonly Date[]): StartRun[] {
  const runs: StartRun[] = []
  for (let i = 0; i < starts.length;) {
    const step = i + 1 < starts.length ? starts[i + 1]!.getTime() - starts[i]!.getTime() : MINUTE
    let j = i + 1
    while (j < starts.length && starts[j]!.getTime() - starts[j - 1]!.getTime() === step) j++
    runs.push({ start: starts[i]!, stepMinutes: step / MINUTE, count: j - i })
    i = j
  }
  return runs
}
