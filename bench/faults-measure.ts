// The pure parts of `npm run bench:faults` (bench/faults.ts; decision 091): what kind of answer a request got, whether
// orders were lost or doubled, whether messages went out once, and how long a fault took to recover from. Table tests:
// tests/faults-measure.test.ts.

/** One request of the bench's steady load, timed from when it was sent (ms since the bench started). */
export interface Sample {
  /** Which traffic: 'page', 'api', 'order', 'payment', 'otp-sms', 'otp-email', 'upload', … */
  traffic: string
  at: number
  ms: number
  /** HTTP status; 0 when no answer came. */
  status: number
  /** The API error's `code` when the answer was the spec's error shape. */
  code?: string
  /** The answer carried Retry-After. */
  retryAfter?: boolean
  /** Why no answer came: the bench's own time-out, or the connection failed (refused, reset). */
  failure?: 'timeout' | 'connection'
}

export const ERROR_KINDS = [
  '503 shed',
  '503 db',
  '503 other',
  '408',
  '413',
  '429',
  '5xx other',
  '4xx',
  'no answer',
  'conn. error',
] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** A request that took longer than this counts as slow, answered or not (issue 30: every request within 2 s). */
export const SLOW_MS = 2000

const DB_CODE = /(^|_)(db|database|postgres)(_|$)|database/i
const SHED_CODE = /overload|shed|busy|capacity|too_many_in_flight/i

/**
 * The kind of error an answer is, or null for a success (below 400). A 503 is 'shed' when its code says overload, or
 * when it carries Retry-After without a code (the shed page); 'db' when its code names the database.
 */
export function classify(s: Pick<Sample, 'status' | 'code' | 'retryAfter' | 'failure'>): ErrorKind | null {
  if (s.status === 0) return s.failure === 'connection' ? 'conn. error' : 'no answer'
  if (s.status < 400) return null
  if (s.status === 503) {
    if (s.code && DB_CODE.test(s.code)) return '503 db'
    if ((s.code && SHED_CODE.test(s.code)) || (!s.code && s.retryAfter)) return '503 shed'
    return '503 other'
  }
  if (s.status === 408 || s.status === 413 || s.status === 429) return String(s.status) as ErrorKind
  if (s.status >= 500) return '5xx other'
  return '4xx'
}

/** Errors by kind, only the kinds that occurred, in ERROR_KINDS' order: '12× 503 shed, 3× no answer'. */
export function errorsByKind(samples: Sample[]): { counts: Partial<Record<ErrorKind, number>>; text: string } {
  const counts: Partial<Record<ErrorKind, number>> = {}
  for (const s of samples) {
    const kind = classify(s)
    if (kind) counts[kind] = (counts[kind] ?? 0) + 1
  }
  const text = ERROR_KINDS.filter((k) => counts[k])
    .map((k) => `${counts[k]}× ${k}`)
    .join(', ')
  return { counts, text: text || 'none' }
}

/** One order attempt of the steady load: a customer's one Idempotency-Key, retried until a definite answer. */
export interface OrderAttempt {
  userId: number
  key: string
  /** The order number of a 2xx answer; undefined when no 2xx came (refused, or the cap was reached). */
  number?: string
  startedAt: number
}

/** The orders rows of the bench's customers, read at the end. */
export interface OrderRow {
  userId: number
  number: string
}

/**
 * Lost: an attempt answered 2xx whose order is not in the database. Doubled: orders beyond one per key (each customer
 * of the bench uses keys of its own, so a customer's rows beyond the keys it sent are doubles).
 */
export function lostAndDoubled(attempts: OrderAttempt[], rows: OrderRow[]): { lost: OrderAttempt[]; doubled: number } {
  const numbers = new Set(rows.map((r) => r.number))
  const lost = attempts.filter((a) => a.number !== undefined && !numbers.has(a.number))
  const keysOf = new Map<number, Set<string>>()
  for (const a of attempts) keysOf.set(a.userId, (keysOf.get(a.userId) ?? new Set()).add(a.key))
  const rowsOf = new Map<number, number>()
  for (const r of rows) rowsOf.set(r.userId, (rowsOf.get(r.userId) ?? 0) + 1)
  let doubled = 0
  for (const [userId, n] of rowsOf) doubled += Math.max(0, n - (keysOf.get(userId)?.size ?? 0))
  return { lost, doubled }
}

/** Messages expected once each (by what identifies them: an order number, a phone, an address) against deliveries. */
export function deliveredOnce(expected: string[], delivered: string[]): { once: number; missing: number; twice: number } {
  const times = new Map<string, number>()
  for (const d of delivered) times.set(d, (times.get(d) ?? 0) + 1)
  let once = 0
  let missing = 0
  let twice = 0
  for (const e of new Set(expected)) {
    const n = times.get(e) ?? 0
    if (n === 0) missing++
    else if (n === 1) once++
    else twice++
  }
  return { once, missing, twice }
}

const failed = (s: Sample) => classify(s) !== null || s.ms > SLOW_MS

/** The share of samples that failed (an error, or slower than SLOW_MS); 0 for none. */
export function errorRate(samples: Sample[]): number {
  return samples.length ? samples.filter(failed).length / samples.length : 0
}

/**
 * How long after the fault was removed (`removedAt`) things were well again, in ms:
 * - firstSuccess: the first success answered at or after removedAt (NaN if none);
 * - baseline: from the start of the first bucket (bucketMs, 1 s by default, by send time from removedAt) after which
 *   `settle` buckets with samples in a row fail no more than baselineRate + tolerance (NaN if never); 0 when the fault
 *   never showed. Traffic of a few requests a second wants buckets of a few seconds.
 */
export function recovery(
  samples: Sample[],
  removedAt: number,
  baselineRate: number,
  opts: { tolerance?: number; settle?: number; bucketMs?: number } = {},
): { firstSuccess: number; baseline: number } {
  const tolerance = opts.tolerance ?? 0.05
  const settle = opts.settle ?? 3
  const bucketMs = opts.bucketMs ?? 1000
  const successes = samples.filter((s) => !failed(s) && s.at + s.ms >= removedAt).map((s) => s.at + s.ms - removedAt)
  const firstSuccess = successes.length ? Math.max(0, Math.min(...successes)) : NaN
  const after = samples.filter((s) => s.at >= removedAt)
  const seconds = new Map<number, Sample[]>()
  for (const s of after) {
    const b = Math.floor((s.at - removedAt) / bucketMs)
    seconds.set(b, [...(seconds.get(b) ?? []), s])
  }
  const buckets = [...seconds.keys()].sort((a, b) => a - b)
  for (let i = 0; i + settle <= buckets.length; i++) {
    const run = buckets.slice(i, i + settle)
    if (run.every((b) => errorRate(seconds.get(b)!) <= baselineRate + tolerance))
      return { firstSuccess, baseline: run[0]! * bucketMs }
  }
  return { firstSuccess, baseline: NaN }
}

/** Milliseconds as the table shows them: '0.4 s', '—' for not measured. */
export function seconds(ms: number): string {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s` : '—'
}
