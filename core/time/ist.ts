// India's calendar and clock (decision 034): dates 'YYYY-MM-DD' and minutes of the day in India, computed with its
// fixed +05:30 offset (India keeps no daylight saving time), so that no rule calls Intl per slot. Shared by the lab
// collection slots (server/modules/labs/slot-rules.ts) and the doctors' slots (core/consultations).

/** India's offset from UTC in minutes; Asia/Kolkata has had no other since 1945. */
export const IST_OFFSET_MINUTES = 330

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether a text is a real calendar date 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === value
}

/** The calendar date `days` after a date ('2026-11-30' + 1 = '2026-12-01'). */
export function addDays(date: string, days: number): string {
  const m = ISO_DATE.exec(date)
  if (!m) throw new Error(`not a date: ${date}`)
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10)
}

/** The instant of a local (India) time of day on a date. */
export function istInstant(date: string, minuteOfDay: number): Date {
  const m = ISO_DATE.exec(date)
  if (!m) throw new Error(`not a date: ${date}`)
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + (minuteOfDay - IST_OFFSET_MINUTES) * MINUTE)
}

/** An instant's India date and minute of the day. */
export function istParts(at: Date): { date: string; minute: number } {
  const local = new Date(at.getTime() + IST_OFFSET_MINUTES * MINUTE)
  return { date: local.toISOString().slice(0, 10), minute: local.getUTCHours() * 60 + local.getUTCMinutes() }
}

/** The day of the week of a date: 0 Sunday … 6 Saturday (as PostgreSQL's `extract(dow …)`). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}

/** The first instant of a date in India and the first of the next: a day's rows are those in between. */
export function dayBounds(date: string): { from: Date; to: Date } {
  const from = istInstant(date, 0)
  return { from, to: new Date(from.getTime() + DAY) }
}

/** '6:00 AM', '12:30 PM' (India time). */
export function timeLabel(at: Date): string {
  const { minute } = istParts(at)
  const h = Math.floor(minute / 60)
  const m = minute % 60
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'Wed 25 Nov' for a date. */
export function dateLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`
}

/** A day tab's name: 'Today', 'Tomorrow', else 'Fri 27 Nov'. */
export function dayLabel(date: string, now: Date): string {
  const today = istParts(now).date
  if (date === today) return 'Today'
  if (date === addDays(today, 1)) return 'Tomorrow'
  return dateLabel(date)
}
