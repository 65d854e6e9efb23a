// What the health record pages share with their server code (app/records/records.server.ts): paths and the shape of
// an action's refusal. Browser-safe: no server imports.

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '2 Oct 2026' from '2026-10-02' (Indian order: day, month, year). */
export function recordDate(date: string): string {
  const [y, m, d] = date.split('-')
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? ''} ${y}`
}

/** A value as India writes numbers ('1,20,000.5'). */
export function indianNumber(n: number): string {
  return n.toLocaleString('en-IN', { maximumFractionDigits: 2 })
}
