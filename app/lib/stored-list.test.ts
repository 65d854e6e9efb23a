import { describe, test, expect } from 'vitest'
import { isShown, markShown, readStoredList, type StorageLike } from './stored-list.ts'

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  }
}

const KEY = 'request_popup_shown'
const at = (ms: number) => () => ms

describe('markShown / isShown (spec 1 §4.1)', () => {
  test.each([
    // [marked at, ttl, checked at, shown?]
    [1000, 500, 1000, true],
    [1000, 500, 1499, true],
    [1000, 500, 1500, false],
    [1000, 500, 9999, false],
    [1000, 0, 1000, false],
  ])('marked at %d for %d ms, checked at %d → shown %s', (markedAt, ttl, checkedAt, expected) => {
    const storage = memoryStorage()
    markShown(storage, KEY, 'popup-1', ttl, at(markedAt))
    expect(isShown(storage, KEY, 'popup-1', at(checkedAt))).toBe(expected)
  })

  test('unknown id is not shown', () => {
    const storage = memoryStorage()
    markShown(storage, KEY, 'a', 1000, at(0))
    expect(isShown(storage, KEY, 'b', at(1))).toBe(false)
  })

  test('stores items with value and expiry', () => {
    const storage = memoryStorage()
    markShown(storage, KEY, 'a', 1000, at(5))
    expect(JSON.parse(storage.data.get(KEY) ?? 'null')).toEqual([{ value: 'a', expiry: 1005 }])
  })

  test('an expired entry is removed when checked, others kept', () => {
    const storage = memoryStorage({
      [KEY]: JSON.stringify([
        { value: 'old', expiry: 100 },
        { value: 'fresh', expiry: 900 },
      ]),
    })
    expect(isShown(storage, KEY, 'old', at(500))).toBe(false)
    expect(JSON.parse(storage.data.get(KEY) ?? 'null')).toEqual([{ value: 'fresh', expiry: 900 }])
    expect(isShown(storage, KEY, 'fresh', at(500))).toBe(true)
  })

  test('removing the last entry removes the key', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify([{ value: 'old', expiry: 100 }]) })
    expect(isShown(storage, KEY, 'old', at(500))).toBe(false)
    expect(storage.data.has(KEY)).toBe(false)
  })

  test('re-marking replaces the entry and prunes expired ones', () => {
    const storage = memoryStorage({
      [KEY]: JSON.stringify([
        { value: 'a', expiry: 100 },
        { value: 'b', expiry: 50 },
        { value: 'c', expiry: 10_000 },
      ]),
    })
    markShown(storage, KEY, 'a', 1000, at(200))
    expect(JSON.parse(storage.data.get(KEY) ?? 'null')).toEqual([
      { value: 'c', expiry: 10_000 },
      { value: 'a', expiry: 1200 },
    ])
  })

  test('number and string ids are the same id', () => {
    const storage = memoryStorage()
    markShown(storage, KEY, 42, 1000, at(0))
    expect(isShown(storage, KEY, '42', at(1))).toBe(true)
  })

  test('defaults to Date.now', () => {
    const storage = memoryStorage()
    markShown(storage, KEY, 'a', 60_000)
    expect(isShown(storage, KEY, 'a')).toBe(true)
  })
})

describe('readStoredList: corrupt data counts as empty', () => {
  test.each([
    ['not json', []],
    ['{"value":"a","expiry":1}', []],
    ['null', []],
    ['42', []],
    [
      '[{"value":"a","expiry":1},{"value":"b"},{"expiry":3},null,"x",{"value":{},"expiry":1},{"value":"c","expiry":"9"}]',
      [{ value: 'a', expiry: 1 }],
    ],
  ])('%s → %j', (raw, expected) => {
    const storage = memoryStorage({ [KEY]: raw })
    expect(readStoredList(storage, KEY)).toEqual(expected)
    expect(isShown(storage, KEY, 'b', at(0))).toBe(false)
  })

  test('a throwing storage counts as empty and writes are ignored', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(() => markShown(broken, KEY, 'a', 1000, at(0))).not.toThrow()
    expect(isShown(broken, KEY, 'a', at(0))).toBe(false)
  })

  test('markShown over corrupt data starts a fresh list', () => {
    const storage = memoryStorage({ [KEY]: '{broken' })
    markShown(storage, KEY, 'a', 10, at(0))
    expect(JSON.parse(storage.data.get(KEY) ?? 'null')).toEqual([{ value: 'a', expiry: 10 }])
  })
})
