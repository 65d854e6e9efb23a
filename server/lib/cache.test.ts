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

describe('peek: the kept value without computing (a transaction on the embedded database must not wait on a read)', () => {
  test('cached: nothing before a read, nothing while it is computed, the value once settled, nothing once stale', async () => {
    let t = 0
    let release: (v: number) => void = () => undefined
    const get = cached(
      1000,
      () => new Promise<number>((r) => (release = r)),
      () => new Date(t),
    )
    expect(get.peek()).toBeUndefined()
    const pending = get()
    expect(get.peek()).toBeUndefined()
    release(7)
    await pending
    expect(get.peek()).toEqual({ value: 7 })
    t = 1000
    expect(get.peek()).toBeUndefined()
    get.invalidate()
    expect(get.peek()).toBeUndefined()
  })
  test('cached: a failure is never peeked', async () => {
    const get = cached(
      1000,
      async () => {
        throw new Error('down')
      },
      () => new Date(0),
    )
    await expect(get()).rejects.toThrow('down')
    expect(get.peek()).toBeUndefined()
  })
  test('cachedByKey: by key, a kept null is a value, stale and dropped keys are not', async () => {
    let t = 0
    const get = cachedByKey(
      1000,
      2,
      async (k: string) => (k === 'unknown' ? null : k.length),
      () => new Date(t),
    )
    expect(get.peek('abc')).toBeUndefined()
    await get('abc')
    await get('unknown')
    expect(get.peek('abc')).toEqual({ value: 3 })
    expect(get.peek('unknown')).toEqual({ value: null })
    await get('de') // the third key: 'abc', read least recently, is dropped
    expect(get.peek('abc')).toBeUndefined()
    t = 1000
    expect(get.peek('de')).toBeUndefined()
  })
})

describe('through: the kept value, or one loaded elsewhere (a transaction) and kept', () => {
  test('cached: loads when nothing is kept and keeps it; a kept value is answered without loading', async () => {
    let t = 0
    let computed = 0
    const get = cached(
      1000,
      async () => ++computed,
      () => new Date(t),
    )
    let loads = 0
    expect(await get.through(async () => (loads++, 40))).toBe(40)
    expect(await get()).toBe(40)
    expect(await get.through(async () => (loads++, 41))).toBe(40)
    expect([loads, computed]).toEqual([1, 0])
    t = 1000
    expect(await get.through(async () => (loads++, 42))).toBe(42)
    expect(get.peek()).toEqual({ value: 42 })
  })
  test('cached: a value loaded across an invalidate, or beside a read being computed, is answered but not kept', async () => {
    let release: (v: number) => void = () => undefined
    const get = cached(
      1000,
      () => new Promise<number>((r) => (release = r)),
      () => new Date(0),
    )
    let finish: (v: number) => void = () => undefined
    const loading = get.through(() => new Promise<number>((r) => (finish = r)))
    get.invalidate()
    finish(1)
    expect(await loading).toBe(1)
    expect(get.peek()).toBeUndefined()

    const computing = get()
    expect(await get.through(async () => 2)).toBe(2)
    release(3)
    expect(await computing).toBe(3)
    expect(get.peek()).toEqual({ value: 3 })
  })
  test('cached: a failed load is thrown and not kept', async () => {
    const get = cached(
      1000,
      async () => 5,
      () => new Date(0),
    )
    await expect(
      get.through(async () => {
        throw new Error('tx aborted')
      }),
    ).rejects.toThrow('tx aborted')
    expect(get.peek()).toBeUndefined()
  })
  test('cachedByKey: keeps by key within the bound, not across an invalidate', async () => {
    const get = cachedByKey(
      1000,
      2,
      async (k: string) => k.length,
      () => new Date(0),
    )
    expect(await get.through('a', async () => 10)).toBe(10)
    expect(await get('a')).toBe(10)
    expect(await get.through('b', async () => 20)).toBe(20)
    expect(await get.through('c', async () => 30)).toBe(30)
    expect(get.size).toBe(2)
    expect(get.peek('a')).toBeUndefined()
    expect(get.peek('c')).toEqual({ value: 30 })
    let finish: (v: number) => void = () => undefined
    const loading = get.through('d', () => new Promise<number>((r) => (finish = r)))
    get.invalidate()
    finish(40)
    expect(await loading).toBe(40)
    expect(get.peek('d')).toBeUndefined()
  })
})
