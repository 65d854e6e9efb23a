import { MAX_PATIENTS_PER_TEST } from '../../../core/patients/patients.ts'
import { DEFAULT_TIME_ZONE } from '../../../core/fields/validation.ts'
import { addDays, dateLabel, istInstant, istParts, timeLabel } from '../../../core/time/ist.ts'

// India's calendar helpers moved to core/time/ist.ts (shared with the doctors' slots); named here as before.
export {
  addDays,
  dateLabel,
  dayBounds,
  dayLabel,
  IST_OFFSET_MINUTES,
  istInstant,
  istParts,
  isCalendarDate,
  timeLabel,
} from '../../../core/time/ist.ts'

// The home-collection slots' pure rules (issue 11 §4; decision 034): which half hours a day has, which of them can
// still be booked at a given moment, and how the patient page names them. Times are India's (DEFAULT_TIME_ZONE,
// Asia/Kolkata, UTC+05:30 all year: India keeps no daylight saving time), whatever the server's zone. The database
// side (rows, capacity, taking places) is slots.ts.

export const SLOT_TIME_ZONE = DEFAULT_TIME_ZONE
export const SLOT_MINUTES = 30
/** The first slot starts at 06:00 and the last at 19:30 (it ends at 20:00): 28 slots a day. */
export const FIRST_SLOT_MINUTE = 6 * 60
export const LAST_SLOT_MINUTE = 19 * 60 + 30
export const SLOTS_PER_DAY = (LAST_SLOT_MINUTE - FIRST_SLOT_MINUTE) / SLOT_MINUTES + 1
/** No slot starts less than this long from now (the phlebotomist's travel and the lab's routing). */
export const SLOT_LEAD_MS = 2 * 60 * 60 * 1000
/** Bookable days: today and the 6 after it (7 calendar days in India, today included). */
export const SLOT_DAYS = 7
/** A fasting test's sample is taken in the morning: its slots start before 10:00. */
export const FASTING_CUTOFF_MINUTE = 10 * 60
/** At most this many people in one booking (one visit), as at most this many per test. */
export const MAX_PATIENTS_PER_VISIT = MAX_PATIENTS_PER_TEST

const MINUTE = 60_000

/** The starts of a day's slots, 06:00 to 19:30 India time, every 30 minutes. */
export function slotStartsOf(date: string): Date[] {
  return Array.from({ length: SLOTS_PER_DAY }, (_, i) => istInstant(date, FIRST_SLOT_MINUTE + i * SLOT_MINUTES))
}

/** The bookable days at `now`: today (in India) and the 6 after it. */
export function bookableDays(now: Date): string[] {
  // India's date by its fixed offset (what calendarDate(now, 'Asia/Kolkata') gives, without building an
  // Intl.DateTimeFormat per call: this runs for every slot of every availability answer).
  const today = istParts(now).date
  return Array.from({ length: SLOT_DAYS }, (_, i) => addDays(today, i))
}

export type SlotRefusal =
  /** Not a start of one of a day's slots (a time between them, before 06:00 or from 20:00). */
  | 'not_a_slot'
  /** Less than 2 hours from now, or past. */
  | 'too_soon'
  /** After the last bookable day. */
  | 'too_far'
  /** From 10:00 on, for a booking with a fasting test. */
  | 'fasting'

/** Why a slot start cannot be booked at `now`, or null when it can. */
export function slotRefusal(startsAt: Date, now: Date, opts: { fasting: boolean }): SlotRefusal | null {
  const { date, minute } = istParts(startsAt)
  if (
    startsAt.getUTCSeconds() !== 0 ||
    startsAt.getUTCMilliseconds() !== 0 ||
    minute < FIRST_SLOT_MINUTE ||
    minute > LAST_SLOT_MINUTE ||
    (minute - FIRST_SLOT_MINUTE) % SLOT_MINUTES !== 0
  )
    return 'not_a_slot'
  if (startsAt.getTime() < now.getTime() + SLOT_LEAD_MS) return 'too_soon'
  const today = istParts(now).date
  if (date < today || date > addDays(today, SLOT_DAYS - 1)) return 'too_far'
  if (opts.fasting && minute >= FASTING_CUTOFF_MINUTE) return 'fasting'
  return null
}

export const isBookable = (startsAt: Date, now: Date, opts: { fasting: boolean }) => slotRefusal(startsAt, now, opts) === null

/** The slot starts of a day that can be booked at `now` (none for a day outside the window). */
export function bookableStartsOf(date: string, now: Date, opts: { fasting: boolean }): Date[] {
  return slotStartsOf(date).filter((s) => isBookable(s, now, opts))
}

/** What each refusal tells the visitor. */
export const SLOT_REFUSAL_TEXT: Record<SlotRefusal, string> = {
  not_a_slot: 'Please choose one of the collection slots shown',
  too_soon: 'That slot starts in less than 2 hours. Please choose a later one.',
  too_far: `Slots can be booked up to ${SLOT_DAYS - 1} days ahead. Please choose an earlier day.`,
  fasting: 'A fasting test needs a morning slot, before 10:00 AM. Please choose an earlier slot.',
}

export type DayPart = 'morning' | 'afternoon' | 'evening'
export const DAY_PART_LABELS: Record<DayPart, string> = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' }

/** Morning: starts before 12:00; afternoon: 12:00 to 15:30; evening: 16:00 on. */
export function dayPartOf(startsAt: Date): DayPart {
  const { minute } = istParts(startsAt)
  return minute < 12 * 60 ? 'morning' : minute < 16 * 60 ? 'afternoon' : 'evening'
}

/** '6:00 AM – 6:30 AM': a slot as the page names it. */
export function slotLabel(startsAt: Date): string {
  return `${timeLabel(startsAt)} – ${timeLabel(new Date(startsAt.getTime() + SLOT_MINUTES * MINUTE))}`
}

/** 'Wed 25 Nov, 7:30 AM – 8:00 AM': a slot named with its day. */
export function slotWithDayLabel(startsAt: Date): string {
  return `${dateLabel(istParts(startsAt).date)}, ${slotLabel(startsAt)}`
}

/**
 * The places a visit takes (decision 034): one phlebotomist visit collects every patient of the booking once, however
 * many tests each has, so a booking takes one place per distinct patient. A line with no patient chosen yet counts
 * as one person (spec 2 §9: the labs patient count defaults to 1), the same one for every such line.
 */
export function visitPlaces(lines: ReadonlyArray<{ patientIds: readonly number[] }>): number {
  const distinct = new Set(lines.flatMap((l) => l.patientIds))
  const unchosen = lines.some((l) => l.patientIds.length === 0) ? 1 : 0
  return Math.max(1, distinct.size + unchosen)
}
