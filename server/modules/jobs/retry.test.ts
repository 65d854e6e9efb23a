import { describe, expect, test } from 'vitest'
import { afterFailure, JOB_BACKOFF } from './retry.ts'

describe('afterFailure', () => {
  const at = new Date('2026-11-29T10:00:00Z')
  const later = (ms: number) => ({ status: 'waiting', runAt: new Date(at.getTime() + ms) })

  test.each([
    // attempts made, random, what follows (maxAttempts 8; 1 minute doubling to an hour, equal jitter)
    [1, 0, later(30_000)],
    [1, 0.999999, later(60_000)],
    [2, 0.5, later(90_000)],
    [4, 0, later(240_000)],
    [7, 0.5, later(2_700_000)],
    [8, 0.5, { status: 'failed' }],
    [9, 0.5, { status: 'failed' }],
  ])('after attempt %i with random %f', (attempts, r, next) => {
    expect(afterFailure(attempts, at, { maxAttempts: 8, random: () => r })).toEqual(next)
  })

  test('one allowed attempt fails at once; a back-off of its own is used', () => {
    expect(afterFailure(1, at, { maxAttempts: 1, random: () => 0 })).toEqual({ status: 'failed' })
    expect(afterFailure(1, at, { maxAttempts: 3, backoff: { baseMs: 1000, maxMs: 5000 }, random: () => 0 })).toEqual(later(500))
    // The wait stops growing at an hour.
    expect(afterFailure(20, at, { maxAttempts: 30, random: () => 0.999999999 })).toEqual(later(JOB_BACKOFF.maxMs))
  })
})
