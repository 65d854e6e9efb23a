// What the health record pages share with their server code (app/records/records.server.ts): paths and the shape of
// an action's refusal. Browser-safe: no server imports.

import { shortDate } from '../../core/content/dates.ts'

export const RECORDS_PATH = '/health-record'

export interface RecordsActionData {
  ok: false
  message: string
  code: string
  field?: string
  intent: string
  id: number | null
  values: Record<string, string>
}

/** '2 Oct 2026' from '2026-10-02' (Indian order: day, month, year). */
export const recordDate = shortDate

// One formatter for every value a page shows: `toLocaleString` with options builds a new one each call, which was 2 %
// of the timeline page's server time with its charts and tables (bench:records' CPU profile).
const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** A value as India writes numbers ('1,20,000.5'). */
export function indianNumber(n: number): string {
  return indian.format(n)
}

/** An instant as India's clock says it: '29 Nov 2026, 3:30 pm'. */
export function indiaDateTime(iso: string): string {
  const t = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString()
  const hour = Number(t.slice(11, 13))
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${recordDate(t.slice(0, 10))}, ${h12}:${t.slice(14, 16)} ${hour < 12 ? 'am' : 'pm'}`
}
