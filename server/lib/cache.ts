import { systemClock, type Clock } from './clock.ts'

/**
 * A cached value's reader, the way to drop it (the next read computes it again), `peek`: the kept value if it is
 * computed and fresh, without computing anything, and `through(load)`: the kept value, or `load`'s, kept when nothing
 * dropped the value meanwhile. A transaction on the embedded database's one connection must not wait for a read outside
 * it: it reads through itself (decision 040).
 */
export type Cached<T> = (() => Promise<T>) & {
  invalidate(): void
  peek(): { value: T } | undefined
  through(load: () => Promise<T>): Promise<T>
}

/**
 * A value computed on demand and kept for `ttlMs` (shared by every request of this instance). A failed
 * computation is not kept. Instances may disagree for at most `ttlMs` after a change, or until the change is announced
 * (server/modules/platform/shared-caches.ts drops the value in every instance).
 */
export function cached<T>(ttlMs: number, compute: () => Promise<T>, now: Clock = systemClock): Cached<T> {
  // One value is a map of one key.
  const one = cachedByKey<null, T>(ttlMs, 1, () => compute(), now)
  return Object.assign(() => one(null), {
    invalidate: one.invalidate,
    peek: () => one.peek(null),
    through: (load: () => Promise<T>) => one.through(null, load),
  })
}

/**
 * Values by key, each with its reader's `invalidate` (every key), `peek` and `through` (as for `cached`) and the count
 * kept.
 */
export type CachedByKey<K, T> = ((key: K) => Promise<T>) & {
  invalidate(): void
  peek(key: K): { value: T } | undefined
  through(key: K, load: () => Promise<T>): Promise<T>
  readonly size: number
}

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
  // `settled`: the value once computed (what peek and through answer without waiting).
  type Entry = { at: number; value: Promise<T>; settled?: { value: T } }
  const entries = new Map<K, Entry>()
  // Counts the drops: a value loaded across one is not kept (it may be what the change replaced).
  let drops = 0
  const keep = (key: K, entry: Entry) => {
    entries.set(key, entry)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K)
  }
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
    const mine: Entry = { at, value }
    keep(key, mine)
    value.then(
      (v) => {
        mine.settled = { value: v }
      },
      () => {
        if (entries.get(key) === mine) entries.delete(key)
      },
    )
    return value
  }
  const peek = (key: K) => {
    const hit = entries.get(key)
    return hit && now().getTime() - hit.at < ttlMs ? hit.settled : undefined
  }
  const through = async (key: K, load: () => Promise<T>) => {
    const kept = peek(key)
    if (kept) return kept.value
    const [at, since] = [now().getTime(), drops]
    const value = await load()
    const hit = entries.get(key)
    // Not over a value another read keeps or is computing (it is as fresh), nor across a drop.
    if (since === drops && !(hit && now().getTime() - hit.at < ttlMs)) {
      entries.delete(key)
      keep(key, { at, value: Promise.resolve(value), settled: { value } })
    }
    return value
  }
  const invalidate = () => {
    entries.clear()
    drops++
  }
  return Object.defineProperties(Object.assign(read, { invalidate, peek, through }), {
    size: { get: () => entries.size },
  }) as CachedByKey<K, T>
}
