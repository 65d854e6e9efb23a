// spec 1 §3: a stored list with expiry — items with a value and an expiry timestamp (ms since
// the epoch), kept as JSON under one key of a Storage-like object (localStorage in the browser,
// a fake in tests).

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
export type StoredEntry = { value: string | number; expiry: number }
export type Clock = () => number

function isEntry(item: unknown): item is StoredEntry {
  if (item === null || typeof item !== 'object') return false
  const { value, expiry } = item as Record<string, unknown>
  return (typeof value === 'string' || typeof value === 'number') && typeof expiry === 'number' && Number.isFinite(expiry)
}

// Corrupt JSON, a non-list, or a storage that throws (private mode) counts as empty; malformed
// items are dropped rather than failing the whole list.
export function readStoredList(storage: StorageLike, key: string): StoredEntry[] {
  let raw: string | null
  try {
    raw = storage.getItem(key)
  } catch {
    return []
  }
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isEntry) : []
  } catch {
    return []
  }
}

// An empty list removes the key instead of leaving '[]' behind. Write failures (quota, private
// mode) are ignored: the list is a convenience, never worth breaking the page for.
export function writeStoredList(storage: StorageLike, key: string, entries: readonly StoredEntry[]): void {
  try {
    if (entries.length === 0) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(entries))
  } catch {
    // ignored on purpose, see above
  }
}

// An entry whose expiry time has been reached is expired.
export function isExpired(entry: StoredEntry, now: number): boolean {
  return entry.expiry <= now
}

function sameValue(entry: StoredEntry, id: string | number): boolean {
  return String(entry.value) === String(id)
}

// spec 1 §4.1: remember that the popup `id` was shown, for ttlMs. Re-marking replaces the old
// entry; expired entries are pruned while we are writing anyway.
export function markShown(storage: StorageLike, key: string, id: string | number, ttlMs: number, now: Clock = Date.now): void {
  const at = now()
  const kept = readStoredList(storage, key).filter((entry) => !isExpired(entry, at) && !sameValue(entry, id))
  writeStoredList(storage, key, [...kept, { value: id, expiry: at + ttlMs }])
}

// spec 1 §4.1: an expired 'request popup already shown' entry is removed and counts as not
// shown; an unexpired one counts as shown.
export function isShown(storage: StorageLike, key: string, id: string | number, now: Clock = Date.now): boolean {
  const at = now()
  const entries = readStoredList(storage, key)
  const entry = entries.find((item) => sameValue(item, id))
  if (!entry) return false
  if (!isExpired(entry, at)) return true
  writeStoredList(
    storage,
    key,
    entries.filter((item) => item !== entry),
  )
  return false
}
