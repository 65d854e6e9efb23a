// Where uploaded files (prescriptions) live: local disk by default, an S3-compatible bucket when configured
// (docs/architecture.md: `storage/` holds the providers). Files are private: nothing here is served from a public
// folder; a route that checks the owner reads a file with `get` and streams it.

export interface StoredFile {
  bytes: Uint8Array
  /** The content type given to `put` ('image/jpeg', 'application/pdf', …). */
  contentType: string
}

export interface FileStorage {
  /** Stores (or replaces) the file under `key`; a reader sees either the old file or the new one, never a part. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>
  /** Removes the file under `key`; removing a missing file is not an error. */
  delete(key: string): Promise<void>
}

/** The longest key we make or accept (S3 allows 1,024 bytes; ours are about 60). */
export const MAX_KEY_LENGTH = 255

// Keys are made by us (newStorageKey: 'prescriptions/2026/11/<uuid>.jpg'), never from a client's file name, so the
// pattern is strict: lower-case folders of letters, digits, '-' and '_', then a name with exactly one dot and an
// extension. No '..', no leading '/', no '\', no upper case (case-insensitive disks), no dot files (local disk keeps its
// temporary files and its '.meta.json' companions under names this pattern refuses, so they can never be read as keys).
const SEGMENT = '[a-z0-9][a-z0-9_-]{0,99}'
const KEY_PATTERN = new RegExp(`^(?:${SEGMENT}/){0,8}${SEGMENT}\\.[a-z0-9]{1,8}$`)

/** Whether `key` is one of our storage keys (see KEY_PATTERN); every storage refuses any other key. */
export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key)
}

/** Throws unless `key` is a storage key: a defect in the caller (keys are ours), so a plain Error, a 500. */
export function assertStorageKey(key: unknown): asserts key is string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(String(key).slice(0, 80))}`)
}

// A MIME type ('type/subtype', optional parameters) without control characters: it becomes an HTTP header (S3) and is
// handed back to the route that streams the file.
const CONTENT_TYPE_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}(?:;[\x20-\x7e]{0,200})?$/i

/** Throws unless `contentType` is a plain MIME type (a defect in the caller: the upload rules set it). */
export function assertContentType(contentType: unknown): asserts contentType is string {
  if (typeof contentType !== 'string' || !CONTENT_TYPE_PATTERN.test(contentType)) {
    throw new Error(`Not a content type: ${JSON.stringify(String(contentType).slice(0, 80))}`)
  }
}
