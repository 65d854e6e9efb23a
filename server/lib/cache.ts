/**
 * A value computed on demand and kept for `ttlMs` (shared by every request of this instance). A failed
 * computation is not kept. Instances may disagree for at most `ttlMs` after a change.
 */
export function cached<T>(ttlMs: number, compute: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | undefined
  return () => {
    if (entry && now() - entry.at < ttlMs) return entry.value
    const value = compute()
    const mine = { at: now(), value }
    entry = mine
    value.catch(() => {
      if (entry === mine) entry = undefined
    })
    return value
  }
}
