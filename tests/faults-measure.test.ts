import { describe, expect, test } from 'vitest'
import {
  classify,
  deliveredOnce,
  errorRate,
  errorsByKind,
  lostAndDoubled,
  recovery,
  seconds,
  type Sample,
} from '../bench/faults-measure.ts'

// The harness of `npm run bench:faults` (bench/faults-measure.ts): the table is only as true as these rules.

const sample = (over: Partial<Sample>): Sample => ({ traffic: 'page', at: 0, ms: 10, status: 200, ...over })

describe('classify: what kind of error an answer is', () => {
  test.each([
    [{ status: 200 }, null],
    [{ status: 303 }, null],
    [{ status: 503, code: 'overloaded', retryAfter: true }, '503 shed'],
    [{ status: 503, retryAfter: true }, '503 shed'],
    [{ status: 503, code: 'database_unavailable', retryAfter: true }, '503 db'],
    [{ status: 503, code: 'db_unavailable' }, '503 db'],
    [{ status: 503, code: 'storage_unavailable' }, '503 other'],
    [{ status: 503 }, '503 other'],
    [{ status: 408 }, '408'],
    [{ status: 413 }, '413'],
    [{ status: 429, code: 'rate_limited' }, '429'],
    [{ status: 500 }, '5xx other'],
    [{ status: 502 }, '5xx other'],
    [{ status: 404 }, '4xx'],
    [{ status: 0, failure: 'timeout' as const }, 'no answer'],
    [{ status: 0 }, 'no answer'],
    [{ status: 0, failure: 'connection' as const }, 'conn. error'],
  ])('%j → %s', (s, kind) => {
    expect(classify(s)).toBe(kind)
  })

  test('errors by kind are counted and written in a fixed order, successes left out', () => {
    const samples = [
      sample({ status: 0 }),
      sample({ status: 503, retryAfter: true }),
      sample({ status: 200 }),
      sample({ status: 503, retryAfter: true }),
    ]
    expect(errorsByKind(samples).text).toBe('2× 503 shed, 1× no answer')
    expect(errorsByKind([sample({})]).text).toBe('none')
  })
})

describe('lost and doubled orders', () => {
  test('a 2xx answer without its row is lost; rows beyond one per key are doubled', () => {
    const attempts = [
      { userId: 1, key: 'k1', number: 'MW00000001', startedAt: 0 },
      { userId: 2, key: 'k2', number: 'MW00000002', startedAt: 0 },
      { userId: 3, key: 'k3', startedAt: 0 }, // never answered 2xx
      { userId: 4, key: 'k4', startedAt: 0 },
    ]
    const rows = [
      { userId: 1, number: 'MW00000001' },
      { userId: 3, number: 'MW00000003' }, // placed though the client never heard: not lost, not doubled
      { userId: 4, number: 'MW00000004' },
      { userId: 4, number: 'MW00000005' }, // a second order for one key
    ]
    const { lost, doubled } = lostAndDoubled(attempts, rows)
    expect(lost.map((a) => a.number)).toEqual(['MW00000002'])
    expect(doubled).toBe(1)
  })

  test('nothing lost or doubled when every answer has its one row', () => {
    expect(lostAndDoubled([{ userId: 1, key: 'a', number: 'N1', startedAt: 0 }], [{ userId: 1, number: 'N1' }])).toEqual({
      lost: [],
      doubled: 0,
    })
  })
})

test('deliveredOnce: once, missing and more than once', () => {
  expect(deliveredOnce(['a', 'b', 'c', 'c'], ['a', 'c', 'c', 'x'])).toEqual({ once: 1, missing: 1, twice: 1 })
})

describe('recovery', () => {
  // One request every 250 ms from 0 to 20 s; failing (503) from 5 s until 12 s; the fault removed at 10 s.
  const samples = Array.from({ length: 80 }, (_, i) => {
    const at = i * 250
    return sample({ at, ms: 20, status: at >= 5000 && at < 12_000 ? 503 : 200 })
  })

  test('first success and the error rate back to the baseline, from when the fault was removed', () => {
    const r = recovery(samples, 10_000, 0)
    expect(r.firstSuccess).toBe(2020) // sent at 12.000 s, answered 20 ms later
    expect(r.baseline).toBe(2000) // the second from 12 s on is clean, and the two after it
  })

  test('slow answers count as failures', () => {
    const slow = samples.map((s) => (s.at >= 12_000 && s.at < 15_000 ? { ...s, ms: 2500 } : s))
    expect(recovery(slow, 10_000, 0).baseline).toBe(5000)
    expect(errorRate([sample({ ms: 2500 }), sample({})])).toBe(0.5)
  })

  test('never recovered: NaN, shown as a dash', () => {
    const never = samples.map((s) => (s.at >= 5000 ? { ...s, status: 0 } : s))
    const r = recovery(never, 10_000, 0)
    expect([r.firstSuccess, r.baseline]).toEqual([NaN, NaN])
    expect(seconds(r.baseline)).toBe('—')
    expect(seconds(1234)).toBe('1.2 s')
  })

  test('buckets of 2 s for sparse traffic', () => {
    expect(recovery(samples, 10_000, 0, { bucketMs: 2000 }).baseline).toBe(2000)
    expect(recovery(samples, 9_000, 0, { bucketMs: 2000 }).baseline).toBe(4000) // 9–11 s and 11–13 s still fail
  })

  test('a fault that never showed recovers at once', () => {
    const clean = samples.map((s) => ({ ...s, status: 200 }))
    expect(recovery(clean, 10_000, 0).baseline).toBe(0)
  })
})
