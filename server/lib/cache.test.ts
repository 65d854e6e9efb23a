import { describe, expect, test } from 'vitest'
import { cached, cachedByKey } from './cache.ts'

describe('cached', () => {
  test('computes once within the time to live, again after it', async () => {
    let t = 0
    let calls = 0
    const get = cached(
      1000,
      async () => ++calls,
      () => new Date(t),
    )
    expect(await get()).toBe(1)
    t = 999
    expect(await get()).toBe(1)
    t = 1000
    expect(await get()).toBe(2)
  })
  test('does not keep a failure', async () => {
    let fail = true
    const get = cached(
      1000,
      async () => {
        if (fail) throw new Error('down')
        return 'up'
      },
      () => new Date(0),
    )
    await expect(get()).rejects.toThrow('down')
    fail = false
    expect(await get()).toBe('up')
  })
})

describe('cached: invalidate', () => {
  test('drops the value before its time: the next read computes again', async () => {
    let calls = 0
    const get = cached(
      60_000,
      async () => ++calls,
      () => new Date(0),
    )
    expect(await get()).toBe(1)
    expect(await get()).toBe(1)
    get.invalidate()
    expect(await get()).toBe(2)
    expect(await get()).toBe(2)
  })
})

describe('cachedByKey', () => {
  const counting = (clock: { t: number }, ttl = 1000, max = 3) => {
    const calls: number[] = []
    const get = cachedByKey(
      ttl,
      max,
      async (id: number) => {
        calls.push(id)
        return `product ${id} #${calls.length}`
      },
      () => new Date(clock.t),
    )
    return { get, calls }
  }

  test('computes a key once within the time to live, again after it; keys apart', async () => {
    const clock = { t: 0 }
    const { get, calls } = counting(clock)
    expect(await get(1)).toBe('product 1 #1')
    expect(await get(2)).toBe('product 2 #2')
    clock.t = 999
    expect(await get(1)).toBe('product 1 #1')
    clock.t = 1000
    expect(await get(1)).toBe('product 1 #3')
    expect(calls).toEqual([1, 2, 1])
  })

  test('keeps at most maxEntries, dropping the least recently read', async () => {
    const { get, calls } = counting({ t: 0 }, 60_000, 3)
    for (const id of [1, 2, 3]) await get(id)
    await get(1) // 1 is now the most recent; 2 the least
    await get(4) // drops 2
    expect(get.size).toBe(3)
    await get(1)
    await get(3)
    await get(4)
    expect(calls).toEqual([1, 2, 3, 4])
    await get(2)
    expect(calls).toEqual([1, 2, 3, 4, 2])
    expect(get.size).toBe(3)
  })

  test('shares a computation in flight, does not keep a failure, and invalidate drops every key', async () => {
    let fail = true
    let calls = 0
    const get = cachedByKey(
      60_000,
      10,
      async (id: number) => {
        calls++
        if (fail) throw new Error('down')
        return id * 2
      },
      () => new Date(0),
    )
    const [a, b] = await Promise.allSettled([get(5), get(5)])
    expect(a.status).toBe('rejected')
    expect(b.status).toBe('rejected')
    expect(calls).toBe(1)
    expect(get.size).toBe(0)
    fail = false
    expect(await get(5)).toBe(10)
    expect(await get(6)).toBe(12)
    expect(calls).toBe(3)
    get.invalidate()
    expect(get.size).toBe(0)
    expect(await get(5)).toBe(10)
    expect(calls).toBe(4)
  })
})
