import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The embedded database itself (dumps, tests); absent on a server. */
  pglite?: PGlite
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens the embedded database (PGlite under dataDir, or in memory for 'memory://') or,
 * when a URL is given, a PostgreSQL server; then applies the migrations.
 */
export async function openDatabase(opts: {
  url?: string
  dataDir: string
  loadDataDir?: Blob
  onIdleError?: (err: Error) => void
  /** Sees every SQL statement the app sends (tests that compare query paths). */
  onQuery?: (sql: string) => void
}): Promise<Database> {
  const onQuery = opts.onQuery
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 })
    // An idle connection the server ends (restart, failover, admin command) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err))
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder })
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true })
  const client = await PGlite.create(opts.dataDir, {
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    // The embedded server's buffer cache lives in WebAssembly memory, which never shrinks: 32 MB instead of 128 (the
    // files are in the OS's page cache anyway). Issue 12 §7: an instance under 512 MB resident.
    postgresqlconf: PGLITE_SETTINGS,
  })
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })
  const pgliteDb = drizzlePglite({ client, schema, logger })
  return { db: pgliteDb as unknown as Db, kind: 'pglite', pglite: client, close: () => client.close() }
}

/** postgresql.conf lines of the embedded database. */
export const PGLITE_SETTINGS = ['shared_buffers = 32MB', 'wal_buffers = 1MB']

/** Raw SQL with typed rows; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
