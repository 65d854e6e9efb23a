// Vitest global setup for the integration suite: migrate and seed ONE database, then every test file gets a copy
// (Epic Stack habit: prepared once, copied per worker). PGlite: a data-dir dump. PostgreSQL: a template database.
import { mkdirSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { openDatabase } from '../../server/db/client.ts'
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
    const blob = await database.pglite!.dumpDataDir('none')
    mkdirSync(new URL('.', PGLITE_DUMP), { recursive: true })
    writeFileSync(PGLITE_DUMP, Buffer.from(await blob.arrayBuffer()))
    await database.close()
  }
  console.log(`test database prepared in ${Date.now() - started} ms (${url ? 'PostgreSQL' : 'PGlite'})`)
}

export function withDb(url: string, db: string) {
  const u = new URL(url)
  u.pathname = `/${db}`
  return u.toString()
}
