// Vitest global setup for the integration suite: migrate and seed ONE database, then every test file gets a copy
// (Epic Stack habit: prepared once, copied per worker). PGlite: a data-dir dump. PostgreSQL: a template database.
import { mkdirSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { openDatabase, PGLITE_SETTINGS } from '../../server/db/client.ts'
import { seedIfEmpty } from '../../server/db/seed/index.ts'
import { PGLITE_DUMP, TEMPLATE_DB } from './paths.ts'

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL
  const started = Date.now()
  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${TEMPLATE_DB}`)
    await admin.query(`create database ${TEMPLATE_DB}`)
    await admin.end()
    const database = await openDatabase({ url: withDb(url, TEMPLATE_DB), dataDir: 'unused' })
    await seedIfEmpty(database.db, { demo: true })
    await database.close()
  } else {
    const database = await openDatabase({ dataDir: 'memory://' })
    await seedIfEmpty(database.db, { demo: true })
    const seeded = await database.pglite!.dumpDataDir('none')
    await database.close()
    // The dump of the instance that ran initdb and the seed took 1.8 s to open; opened once, its WAL kept to two
    // segments and checkpointed, the same data opens in 0.9 s, and every integration file opens one or more copies.
    const settled = await PGlite.create('memory://', {
      loadDataDir: seeded,
      postgresqlconf: [...PGLITE_SETTINGS, 'min_wal_size = 32MB', 'max_wal_size = 64MB'],
    })
    await settled.exec('CHECKPOINT')
    await settled.exec('CHECKPOINT')
    const blob = await settled.dumpDataDir('none')
    await settled.close()
    mkdirSync(new URL('.', PGLITE_DUMP), { recursive: true })
    writeFileSync(PGLITE_DUMP, Buffer.from(await blob.arrayBuffer()))
  }
  console.log(`test database prepared in ${Date.now() - started} ms (${url ? 'PostgreSQL' : 'PGlite'})`)
}

export function withDb(url: string, db: string) {
  const u = new URL(url)
  u.pathname = `/${db}`
  return u.toString()
}
