import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts'
import { createRateLimiter } from './rate-limit.ts'

// The shared fixed-window counters, and giving a hit back (decision 090: an OTP the provider could not send).
let database: TestDatabase
let clock = new Date('2026-11-30T08:00:00Z')
const advance = (s: number) => (clock = new Date(clock.getTime() + s * 1000))
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database?.close())
const limiter = () => createRateLimiter(database.db, () => clock)

describe('refund', () => {
  test('gives one hit back in its window, so the cap allows it again', async () => {
    const rl = limiter()
    const hits = []
    for (let i = 0; i < 3; i++) hits.push(await rl.hit('t:refund', 3, 3600))
    expect(hits.map((h) => h.remaining)).toEqual([2, 1, 0])
    expect(await rl.refund('t:refund', hits[2]!)).toBe(true)
    const again = await rl.hit('t:refund', 3, 3600)
    expect(again).toMatchObject({ allowed: true, remaining: 0 })
    expect((await rl.hit('t:refund', 3, 3600)).allowed).toBe(false)
  })

  test('a hit of a window that has ended is not given back to the next window', async () => {
    const rl = limiter()
    const old = await rl.hit('t:window', 2, 60)
    advance(61)
    const fresh = await rl.hit('t:window', 2, 60)
    expect(fresh.remaining).toBe(1)
    expect(await rl.refund('t:window', old)).toBe(false)
    expect((await rl.hit('t:window', 2, 60)).remaining).toBe(0)
  })

  test('never below zero, and concurrent refunds each take exactly one hit back', async () => {
    const rl = limiter()
    const hits = await Promise.all(Array.from({ length: 5 }, () => rl.hit('t:race', 10, 3600)))
    const refunded = await Promise.all([...hits, ...hits].map((h) => rl.refund('t:race', h)))
    expect(refunded.filter(Boolean)).toHaveLength(5)
    expect(await rl.refund('t:race', hits[0]!)).toBe(false)
    expect((await rl.hit('t:race', 10, 3600)).remaining).toBe(9)
    expect(await rl.refund('t:none', hits[0]!)).toBe(false)
  })
})
