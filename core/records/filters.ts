// The timeline's filters and its keyset (issue 26 §1): what the query string says, read leniently (a filter that
// does not parse is ignored, never a failure: the page is reached by links and forms), and the cursor of a page.
import { isRecordKind, type RecordKind } from './vocabulary.ts'

export interface RecordFilters {
  kind: RecordKind | null
  /** Inclusive, YYYY-MM-DD. */
  from: string | null
  to: string | null
  /** Words searched in the title, the doctor or lab, and the tags. */
  q: string | null
}

export const NO_FILTERS: RecordFilters = { kind: null, from: null, to: null, q: null }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Whether `v` is a real calendar day as YYYY-MM-DD. */
export function isDay(v: unknown): v is string {
  if (typeof v !== 'string' || !DAY.test(v)) return false
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

/** The filters of a query (URLSearchParams or a plain object); from after to swaps them. */
export function readFilters(params: { get(name: string): string | null }): RecordFilters {
  const kind = params.get('kind')
  let from = params.get('from')
  let to = params.get('to')
  from = isDay(from) ? from : null
  to = isDay(to) ? to : null
  if (from && to && from > to) [from, to] = [to, from]
  const q = (params.get('q') ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 60)
  return { kind: isRecordKind(kind) ? kind : null, from, to, q: q || null }
}

/** The query string of filters (and a cursor), empty values left out. */
export function filtersQuery(filters: RecordFilters, cursor?: string | null): string {
  const p = new URLSearchParams()
  if (filters.kind) p.set('kind', filters.kind)
  if (filters.from) p.set('from', filters.from)
  if (filters.to) p.set('to', filters.to)
  if (filters.q) p.set('q', filters.q)
  if (cursor) p.set('after', cursor)
  const s = p.toString()
  return s ? `?${s}` : ''
}

export const hasFilters = (f: RecordFilters) => Boolean(f.kind || f.from || f.to || f.q)

/** The timeline is newest first: by date, then by id. A cursor is the last row's 'YYYY-MM-DD_id'. */
export interface TimelineCursor {
  date: string
  id: number
}

export function encodeCursor(c: TimelineCursor): string {
  return `${c.date}_${c.id}`
}

export function decodeCursor(v: string | null | undefined): TimelineCursor | null {
  if (!v) return null
  const m = /^(\d{4}-\d{2}-\d{2})_(\d{1,9})$/.exec(v)
  if (!m || !isDay(m[1])) return null
  return { date: m[1]!, id: Number(m[2]) }
}
