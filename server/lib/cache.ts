import { systemClock, type Clock } from './clock.ts'

/**
 * A value computed on demand and kept for `ttlMs` (shared by every request of this instance). A failed
 * computation is not kept. Instances may disagree for at most `ttlMs` after a change.
 */
export function cached<T>(ttlMs: number, compute: () => Promise<T>, now: Clock = systemClock): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | undefined
  return () => {
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
}
