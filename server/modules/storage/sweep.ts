import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.ts'
import type { FileStorage } from './storage.ts'

// The sweep of files without rows (decision 090, issue 30 §3). Every upload stores its file first and writes its row
// after, deleting the file again when the row's write fails; a process that dies between the two, or a delete that
// failed too, leaves a file no row names. This sweep removes such files once they are older than a grace period (a day:
// an upload in progress, between its put and its commit, takes seconds), so it never races an upload.
//
// Which rows name files: every column called `storage_key` or `opinion_key` in the database, found in the catalog at
// each run (a new table of files is covered the day it is made, with no list to keep up). Only the upload folders below
// are swept; the data exports' parts (`exports/…`) are removed by their own job, and a folder not listed is never touched.

export const SWEPT_FOLDERS = [
  'prescriptions',
  'e-prescriptions',
  'health-records',
  'consultations',
  'second-opinions',
  'lab-reports',
] as const

/** A file younger than this is never swept. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000

const KEY_COLUMNS = ['storage_key', 'opinion_key']
const BATCH = 200

/** A store that can list its keys (the local disk; S3's listing is not built yet, so an S3 store is not swept). */
export interface ListableStorage extends FileStorage {
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>
}

export function isListable(storage: FileStorage): storage is ListableStorage {
  return typeof (storage as Partial<ListableStorage>).list === 'function'
}

/** Of `keys`, those some row names. */
async function named(db: Db, keys: string[]): Promise<Set<string>> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_name in (${sql.join(
          KEY_COLUMNS.map((c) => sql`${c}`),
          sql`, `,
        )})`,
  )
  const found = new Set<string>()
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )
  for (const c of columns) {
    const rows = await queryRows<{ k: string }>(
      db,
      sql`select ${sql.identifier(c.column_name)} as k from ${sql.identifier(c.table_name)}
          where ${sql.identifier(c.column_name)} in (${list})`,
    )
    for (const r of rows) found.add(r.k)
  }
  return found
}

/**
 * Removes the swept folders' files that no row names and that are older than `graceMs`; answers how many it removed.
 * A store that cannot list its keys is left alone (0).
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: FileStorage,
  at: Date,
  opts: { graceMs?: number; folders?: readonly string[] } = {},
): Promise<number> {
  if (!isListable(storage)) return 0
  const before = at.getTime() - (opts.graceMs ?? ORPHAN_GRACE_MS)
  let removed = 0
  let batch: string[] = []
  const flush = async () => {
    if (batch.length === 0) return
    const kept = await named(db, batch)
    for (const key of batch) {
      if (kept.has(key)) continue
      await storage.delete(key)
      removed++
    }
    batch = []
  }
  for (const folder of opts.folders ?? SWEPT_FOLDERS) {
    for await (const file of storage.list(folder)) {
      if (file.modifiedAt.getTime() >= before) continue
      batch.push(file.key)
      if (batch.length >= BATCH) await flush()
    }
  }
  await flush()
  return removed
}

/** The sweep as a maintenance purge (hourly, any instance; deleting a file twice is not an error). */
export const purgeOrphanFiles =
  (storage: FileStorage) =>
  async (db: Db, at: Date): Promise<Record<string, number>> => ({ orphanFiles: await sweepOrphanFiles(db, storage, at) })
