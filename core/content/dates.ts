// Dates as the written pages say them, the same on the server and in every browser (no locale data involved).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const IST_OFFSET_MS = 330 * 60_000

/** '2026-11-24' → '24 November 2026'. */
export function longDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number)
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`
}

/** '2026-10-02' → '2 Oct 2026': the month's first three letters, as lists and timelines say a date. */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number)
  return `${d} ${MONTHS[(m ?? 1) - 1]!.slice(0, 3)} ${y}`
}

/** The day in India (IST) of an instant: '2026-11-28T19:00:00Z' → '29 November 2026'. */
export function dayInIndia(iso: string): string {
  return longDate(new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString())
}

/**
 * The last day in India (IST) on which something that ends at `endsAt` still holds: a coupon ending at midnight on
 * 1 January is valid till 31 December.
 */
export function lastDayIST(endsAt: Date): string {
  const last = new Date(endsAt.getTime() - 1 + IST_OFFSET_MS)
  return longDate(last.toISOString())
}
