import { describe, expect, test } from 'vitest'
import { reconnectDelay } from './backoff.ts'

describe('reconnectDelay', () => {
  const opts = { baseMs: 250, maxMs: 30_000 }
  test.each([
    [0, 0, 125],
    [0, 0.999999, 250],
    [1, 0, 250],
    [3, 0.5, 1500],
    [7, 0, 15_000],
    [7, 0.999999, 30_000],
    [50, 0, 15_000],
    [5000, 0.999999, 30_000],
  ])('attempt %i with random %f waits %i ms', (attempt, r, ms) => {
    expect(reconnectDelay(attempt, opts, () => r)).toBe(ms)
  })
})
