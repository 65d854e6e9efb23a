import { describe, expect, test } from 'vitest'
import { CUSTOMER_HASH_KEY, syncCustomerHash } from './customer-hash.ts'

function memory() {
  const items = new Map<string, string>()
  return { items, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) }
}

describe('syncCustomerHash (spec 1 §3)', () => {
  test.each([
    [true, 'h1', 'h1'],
    [true, undefined, undefined],
    [false, 'h1', undefined],
    [false, undefined, undefined],
  ])('loggedIn %s, cookie %s → stored %s', (loggedIn, cookie, stored) => {
    const storage = memory()
    storage.setItem(CUSTOMER_HASH_KEY, 'stale')
    syncCustomerHash(loggedIn, cookie, storage)
    expect(storage.items.get(CUSTOMER_HASH_KEY)).toBe(stored)
  })
})
