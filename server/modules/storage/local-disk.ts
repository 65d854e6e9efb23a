// Files on the local disk, under `<DATA_DIR>/files` by default (a temporary folder in tests).
//
// Layout: the key is the path below the root, and the content type sits beside the file in `<key>.meta.json`
// (`{"contentType":"image/jpeg"}`). isStorageKey refuses names with two dots, so a companion can never be read or
// overwritten as a key of its own.
//
// Atomic writes: each file is written to a temporary name in the same folder (a dot file, which no key can name),
// flushed to the disk, then renamed over the final name; rename(2) within one file system replaces the target
// atomically, so a reader sees the old file or the new one, never a part, and a crash leaves at most a stray temporary
// file. The companion is written first and the file itself last: the file's rename is the commit point, so `get` never
// finds bytes whose type is missing (a companion without its file is ignored). Replacing an existing key could pair the
// new type with the old bytes for an instant; our keys are fresh UUIDs (newStorageKey), written once.
//
// Files are private: folders 0700, files 0600, and the root must never be a folder the HTTP layer serves.
import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import { z } from 'zod'
import { assertContentType, assertStorageKey, type FileStorage } from './storage.ts'

/** What `<key>.meta.json` holds. */
export const StoredMetaSchema = z.object({ contentType: z.string().min(1) })
export type StoredMeta = z.infer<typeof StoredMetaSchema>

export const META_SUFFIX = '.meta.json'

/** What `get` reports when a companion is unreadable: the route then offers the file as a download, never inline. */
const UNKNOWN_TYPE = 'application/octet-stream'

export function createLocalDiskStorage(rootDir: string): FileStorage {
  if (!rootDir || rootDir.startsWith('memory://')) {
    throw new Error('Local file storage needs a folder on the disk (give a temporary folder when DATA_DIR is memory://)')
  }
  const root = resolve(rootDir)

  /** The file of a key: only keys that pass isStorageKey, and (belt and braces) only below the root. */
  function pathOf(key: string): string {
    assertStorageKey(key)
    const path = resolve(root, key)
    if (!path.startsWith(root + sep)) throw new Error('A storage key must stay inside the storage folder')
    return path
  }

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key)
      assertContentType(contentType)
      await mkdir(dirname(path), { recursive: true, mode: 0o700 })
      const meta: StoredMeta = { contentType }
      await writeAtomically(path + META_SUFFIX, new TextEncoder().encode(JSON.stringify(meta)))
      await writeAtomically(path, bytes)
    },

    async get(key) {
      const path = pathOf(key)
      let bytes: Uint8Array
      try {
        bytes = new Uint8Array(await readFile(path))
      } catch (e) {
        if (isMissing(e)) return null
        throw e
      }
      let contentType = UNKNOWN_TYPE
      try {
        const meta = StoredMetaSchema.safeParse(JSON.parse(await readFile(path + META_SUFFIX, 'utf8')))
        if (meta.success) contentType = meta.data.contentType
      } catch (e) {
        if (!isMissing(e) && !(e instanceof SyntaxError)) throw e
      }
      return { bytes, contentType }
    },

    async delete(key) {
      const path = pathOf(key)
      // The file first (what `get` looks at), then its companion.
      await unlinkIfPresent(path)
      await unlinkIfPresent(path + META_SUFFIX)
    },
  }
}

/** Writes a temporary file beside `path`, flushes it, renames it over `path`, then flushes the folder entry. */
async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const dir = dirname(path)
  const temp = `${dir}${sep}.${randomBytes(8).toString('hex')}.tmp`
  const file = await open(temp, 'wx', 0o600)
  try {
    try {
      await file.writeFile(bytes)
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(temp, path)
  } catch (e) {
    await unlinkIfPresent(temp)
    throw e
  }
  await syncFolder(dir)
}

/** Makes a rename durable across a power cut (POSIX); folders cannot be opened for syncing everywhere, so best effort. */
async function syncFolder(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {}
}

async function unlinkIfPresent(path: string): Promise<void> {
  try {
    await unlink(path)
  } catch (e) {
    if (!isMissing(e)) throw e
  }
}

function isMissing(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}
