import { systemClock, type Clock } from './clock.ts'

/** A cached value's reader, and the way to drop it (the next read computes it again). */
export type Cached<T> = (() => Promise<T>) & { invalidate(): void }

/**
 * A value computed on demand and kept for `ttlMs` (shared by every request of this instance). A failed
 * computation is not kept. Instances may disagree for at most `ttlMs` after a change, or until the change is announced
 * (server/modules/platform/shared-caches.ts drops the value in every instance).
 */
export function cached<T>(ttlMs: number, compute: () => Promise<T>, now: Clock = systemClock): Cached<T> {
  let entry: { at: number; value: Promise<T> } | undefined
  const read = () => {
    const at = now().getTime()
    if (entry && at - entry.at < ttlMs) return entry.value
    const value = compute()
    const mine = { at, value }
    entry = mine
    value.catch(() => {
      if (entry === mine) entry = undefined
    })
    return value
  }
  return Object.assign(read, {
    invalidate() {
      entry = undefined
    },
  })
}

/** Values by key, each with its reader's `invalidate` (every key) and the count kept. */
export type CachedByKey<K, T> = ((key: K) => Promise<T>) & { invalidate(): void; readonly size: number }

/**
 * Values by key (a product page's data by product id), each computed on demand and kept for `ttlMs`; at most
 * `maxEntries` are kept, the least recently read dropped first, so a crawl of every page cannot grow the memory
 * without bound (issue 12 §7). A failed computation is not kept; reads of a key being computed share it.
 */
export function cachedByKey<K, T>(
  ttlMs: number,
  maxEntries: number,
  compute: (key: K) => Promise<T>,
  now: Clock = systemClock,
): CachedByKey<K, T> {
  const entries = new Map<K, { at: number; value: Promise<T> }>()
  const read = (key: K) => {
    const at = now().getTime()
    const hit = entries.get(key)
    entries.delete(key)
    if (hit && at - hit.at < ttlMs) {
      // Read again: the most recent, last in the map's order.
      entries.set(key, hit)
      return hit.value
    }
    const value = compute(key)
    const mine = { at, value }
    entries.set(key, mine)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K)
    value.catch(() => {
      if (entries.get(key) === mine) entries.delete(key)
    })
    return value
  }
  return Object.defineProperties(Object.assign(read, { invalidate: () => entries.clear() }), {
    size: { get: () => entries.size },
  }) as CachedByKey<K, T>
}
