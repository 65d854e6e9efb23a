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
//
// A disk that is full, read-only or refuses us (decision 090, issue 30 §4): ENOSPC, EDQUOT, EROFS, EACCES, EPERM or
// EIO while writing answers that one upload 503 'We could not save your file right now. Please try again later.'
// (code 'storage_unavailable', as S3's failures), and what was written of it goes (its temporary file, its companion):
// the caller stores nothing in the database without its file, and every other request goes on as before.
import { randomBytes } from 'node:crypto'
import * as fsPromises from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { assertContentType, assertStorageKey, type FileStorage, isStorageKey } from './storage.ts'

/** The file system calls the store makes: node:fs/promises, or a failing one in tests (a full or read-only disk). */
export interface DiskFs {
  mkdir: typeof fsPromises.mkdir
  open: typeof fsPromises.open
  readFile: typeof fsPromises.readFile
  rename: typeof fsPromises.rename
  unlink: typeof fsPromises.unlink
  readdir: typeof fsPromises.readdir
  stat: typeof fsPromises.stat
}

export const DISK_WRITE_FAILED_MESSAGE = 'We could not save your file right now. Please try again later.'

/** The errors of a disk that cannot take a write now: full, over quota, read-only, refused, failing. */
const DISK_FAULTS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO'])

export function isDiskFault(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code
  return typeof code === 'string' && DISK_FAULTS.has(code)
}

/** What `<key>.meta.json` holds. */
export const StoredMetaSchema = z.object({ contentType: z.string().min(1) })
export type StoredMeta = z.infer<typeof StoredMetaSchema>

export const META_SUFFIX = '.meta.json'

/** What `get` reports when a companion is unreadable: the route then offers the file as a download, never inline. */
const UNKNOWN_TYPE = 'application/octet-stream'

export function createLocalDiskStorage(rootDir: string, opts: { fs?: Partial<DiskFs> } = {}): FileStorage & DiskListing {
  const fs: DiskFs = { ...fsPromises, ...opts.fs }
  const { mkdir, readFile } = fs
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
      const meta: StoredMeta = { contentType }
      try {
        await mkdir(dirname(path), { recursive: true, mode: 0o700 })
        await writeAtomically(fs, path + META_SUFFIX, new TextEncoder().encode(JSON.stringify(meta)))
        await writeAtomically(fs, path, bytes)
      } catch (e) {
        // The companion may have landed before the file failed: nothing of a new file stays (a file replaced keeps its
        // companion: the old bytes are still there).
        const replaced = await fs.stat(path).then(
          () => true,
          () => false,
        )
        if (!replaced) await unlinkIfPresent(fs, path + META_SUFFIX).catch(() => {})
        if (!isDiskFault(e)) throw e
        throw AppError.unavailable(DISK_WRITE_FAILED_MESSAGE, e, undefined, 'storage_unavailable')
      }
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
      await unlinkIfPresent(fs, path)
      await unlinkIfPresent(fs, path + META_SUFFIX)
    },

    async *list(prefix) {
      if (!/^[a-z0-9][a-z0-9_-]{0,99}$/.test(prefix)) throw new Error(`Not a storage folder: ${JSON.stringify(prefix)}`)
      yield* walk(fs, root, `${root}${sep}${prefix}`)
    },
  }
}

/** What the orphan sweep needs of a store (storage/sweep.ts): its keys below a folder, with their last change. */
export interface DiskListing {
  /** Every stored key below `prefix` ('prescriptions'), with the time its file was last written; temporary files too. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>
}

async function* walk(fs: DiskFs, root: string, dir: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
  let entries: import('node:fs').Dirent[]
  try {
    entries = await fs.readdir(dir, { withFileTypes: true })
  } catch (e) {
    if (isMissing(e)) return
    throw e
  }
  for (const entry of entries) {
    const path = `${dir}${sep}${entry.name}`
    if (entry.isDirectory()) yield* walk(fs, root, path)
    else if (entry.isFile()) {
      // Keys only: companions go with their files, temporary files are never keys.
      const key = path
        .slice(root.length + 1)
        .split(sep)
        .join('/')
      if (isStorageKey(key)) yield { key, modifiedAt: (await fs.stat(path)).mtime }
    }
  }
}

/** Writes a temporary file beside `path`, flushes it, renames it over `path`, then flushes the folder entry. */
async function writeAtomically(fs: DiskFs, path: string, bytes: Uint8Array): Promise<void> {
  const dir = dirname(path)
  const temp = `${dir}${sep}.${randomBytes(8).toString('hex')}.tmp`
  const file = await fs.open(temp, 'wx', 0o600)
  try {
    try {
      await file.writeFile(bytes)
      await file.sync()
    } finally {
      await file.close()
    }
    await fs.rename(temp, path)
  } catch (e) {
    // A part written before the disk filled goes with it.
    await unlinkIfPresent(fs, temp).catch(() => {})
    throw e
  }
  await syncFolder(fs, dir)
}

/** Makes a rename durable across a power cut (POSIX); folders cannot be opened for syncing everywhere, so best effort. */
async function syncFolder(fs: DiskFs, dir: string): Promise<void> {
  try {
    const handle = await fs.open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {}
}

async function unlinkIfPresent(fs: DiskFs, path: string): Promise<void> {
  try {
    await fs.unlink(path)
  } catch (e) {
    if (!isMissing(e)) throw e
  }
}

function isMissing(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}
