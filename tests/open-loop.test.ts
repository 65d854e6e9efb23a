import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { openLoad } from '../bench/open-loop.ts'

// Issue 28 §6: the open-loop load generator of the bench. A fake clock: what is measured is the arithmetic of due
// times, not this machine's speed.
describe('openLoad', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }))
  afterEach(() => vi.useRealTimers())

  test('sends at the rate asked whatever the server does, and a server that keeps up answers in its own time', async () => {
    const sentAt: number[] = []
    const send = () => {
      sentAt.push(performance.now())
      return new Promise<number>((resolve) => setTimeout(() => resolve(200), 30))
    }
    const run = openLoad(send, { rate: 100, seconds: 1 })
    await vi.runAllTimersAsync()
    const r = await run
    expect(r.sent).toBe(100)
    expect(r.answered).toBe(100)
    expect(r.errors).toBe(0)
    expect([r.p50, r.p99, r.max]).toEqual([30, 30, 30])
    // Every 10 ms, although each answer takes 30: three requests are in flight at once.
    expect(sentAt.slice(0, 4).map((t) => t - sentAt[0]!)).toEqual([0, 10, 20, 30])
  })

  test('a server that answers one request at a time, slower than they come: the queue shows in p99 (no coordinated omission)', async () => {
    // 20 ms a request, one at a time, at 100 a second: request i waits for the i before it.
    let free = 0
    const send = () => {
      const start = Math.max(performance.now(), free)
      free = start + 20
      return new Promise<number>((resolve) => setTimeout(() => resolve(200), free - performance.now()))
    }
    const run = openLoad(send, { rate: 100, seconds: 1 })
    await vi.runAllTimersAsync()
    const r = await run
    // Request i is due at 10·i ms and answered at 20·(i+1): it waited 10·i + 20 ms. A closed loop would say 20.
    expect(r.p50).toBe(10 * 49 + 20)
    expect(r.max).toBe(10 * 99 + 20)
    expect(r.achievedRate).toBeCloseTo(50, 0)
  })

  test('refusals and requests without an answer count as errors', async () => {
    let n = 0
    const send = () => Promise.resolve(n++ % 2 === 0 ? 503 : 0)
    const run = openLoad(send, { rate: 10, seconds: 1 })
    await vi.runAllTimersAsync()
    expect((await run).errors).toBe(10)
  })
})
