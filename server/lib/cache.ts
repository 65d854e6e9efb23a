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
