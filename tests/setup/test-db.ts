import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { openDatabase, type Database } from '../../server/db/client.ts'
import { withDb } from './global-db.ts'
import { PGLITE_DUMP, TEMPLATE_DB } from './paths.ts'

export interface TestDatabase extends Database {
  /**
   * Another pool of connections to the same database, as a second instance of the app would hold (races across
   * instances). On PGlite the same single connection: the embedded database has no other.
   */
  openAnother(): Promise<Database>
}

/**
 * A seeded database of its own for one test file: a copy of the prepared PGlite dump, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database made from the seeded template.
 */
export async function openTestDatabase(opts: { onQuery?: (sql: string) => void } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const blob = new Blob([readFileSync(PGLITE_DUMP)])
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: blob, onQuery: opts.onQuery })
    return { ...database, openAnother: async () => ({ ...database, close: async () => {} }) }
  }
  const name = `medwise_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`)
  await admin.end()
  const database = await openDatabase({ url: withDb(url, name), dataDir: 'unused', onQuery: opts.onQuery })
  return {
    ...database,
    openAnother: () => openDatabase({ url: withDb(url, name), dataDir: 'unused', onQuery: opts.onQuery }),
    async close() {
      await database.close()
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}
