import { describe, expect, test } from 'vitest'
import { cached } from './cache.ts'

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
