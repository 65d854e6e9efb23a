// `npm run bench:slots`: issue 11 §4's measured goals. (1) GET /pwa-api/labs/slots (a lab, a city, a day) over HTTP
// with 10,000 bookings in the database (places taken across the slots of every lab, city and day of the window;
// goal p99 ≤ 20 ms), on PGlite and on a PostgreSQL server; (2) 50 clients racing for one slot of capacity 3, each its
// own connection and transaction through take() (goal: exactly 3 bookings), on PostgreSQL, where they really overlap.
// BUILD_DIR picks the build (default build/); BENCH_PORT the servers' first port (3997), BENCH_PG_PORT PostgreSQL's
// (54341); BENCH_SECONDS each load's length (10).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type Db } from '../server/db/client.ts'
import * as schema from '../server/db/schema.ts'
import { labs, labSlots } from '../server/db/schema.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { bookableDays, createLabSlots } from '../server/modules/labs/index.ts'
import { startPgServer } from '../scripts/pg-server.ts'
import { startServer } from '../tests/e2e/server-process.ts'
import { load, type LoadResult } from './load.ts'
import { ensureBuild } from '../scripts/ensure-build.ts'

export const BOOKINGS = 10_000
const RACERS = 50
const RACE_CAPACITY = 3

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '-')

/**
 * Makes every slot of every lab, city and bookable day (with the default capacity), then takes BOOKINGS places across
 * them (a deterministic spread, no slot over its capacity). Answers the lab, city and day queries to load.
 */
export async function seedBookings(db: Db): Promise<{ slots: number; taken: number; queries: string[] }> {
  const slotsDb = createLabSlots(db, { now: () => new Date() })
  const all = await db.select({ id: labs.id, cities: labs.cities }).from(labs)
  const days = bookableDays(new Date())
  const queries: string[] = []
  for (const lab of all)
    for (const city of lab.cities)
      for (const date of days) {
        await slotsDb.dayRows(db, lab.id, city, date)
        queries.push(`lab_id=${lab.id}&city=${encodeURIComponent(city)}&date=${date}`)
      }
  const rows = await db.select({ id: labSlots.id, capacity: labSlots.capacity, taken: labSlots.taken }).from(labSlots)
  let taken = rows.reduce((n, r) => n + r.taken, 0)
  // A spread that fills some slots and leaves others empty: slot i gets (i * 7) % (capacity + 1) places.
  const updates: Array<{ id: number; taken: number }> = []
  for (const [i, r] of rows.entries()) {
    if (taken >= BOOKINGS) break
    const add = Math.min((i * 7) % (r.capacity + 1), r.capacity - r.taken, BOOKINGS - taken)
    if (add > 0) {
      updates.push({ id: r.id, taken: r.taken + add })
      taken += add
    }
  }
  for (let i = 0; i < updates.length; i += 500) {
    const chunk = updates.slice(i, i + 500)
    await db.execute(
      sql`update lab_slots set taken = v.taken from (values ${sql.join(
        chunk.map((u) => sql`(${u.id}::int, ${u.taken}::int)`),
        sql`, `,
      )}) as v(id, taken) where lab_slots.id = v.id`,
    )
  }
  return { slots: rows.length, taken, queries }
}

async function loadSlots(url: string, queries: string[], seconds: number): Promise<{ one: LoadResult; ten: LoadResult }> {
  let i = 0
  const next = () => `${url}/pwa-api/labs/slots?${queries[i++ % queries.length]!}&patients=${1 + (i % 3)}`
  const one = await load(next, { connections: 1, seconds, warmupSeconds: 1 })
  const ten = await load(next, { connections: 10, seconds, warmupSeconds: 1 })
  return { one, ten }
}

/** 50 clients, each its own connection, race for the last places of one slot of capacity 3. */
async function race(url: string): Promise<{ successes: number; taken: number; ms: number }> {
  const pool = new pg.Pool({ connectionString: url, max: RACERS })
  try {
    const db = drizzle({ client: pool, schema }) as unknown as Db
    const slotsDb = createLabSlots(db, { now: () => new Date() })
    const [slot] = await db.select({ id: labSlots.id }).from(labSlots).limit(1)
    await db.update(labSlots).set({ capacity: RACE_CAPACITY, taken: 0 }).where(eq(labSlots.id, slot!.id))
    // Every client holds its own connection before the race starts, so the 50 transactions overlap.
    const clients = await Promise.all(Array.from({ length: RACERS }, () => pool.connect()))
    clients.forEach((c) => c.release())
    const started = performance.now()
    const results = await Promise.all(Array.from({ length: RACERS }, () => db.transaction((tx) => slotsDb.take(tx, slot!.id, 1))))
    const ms = performance.now() - started
    const [after] = await db.select({ taken: labSlots.taken }).from(labSlots).where(eq(labSlots.id, slot!.id))
    return { successes: results.filter(Boolean).length, taken: after!.taken, ms }
  } finally {
    await pool.end()
  }
}

export async function runLabSlotsBench(opts: { port: number; pgPort: number; buildDir: string; seconds: number }) {
  const rows: Array<[string, string, string, string, string]> = []
  const slotRow = (name: string, r: LoadResult, note: string) =>
    rows.push([name, fmt(r.rps), fmt(r.p50), fmt(r.p99), `${r.requests} req, ${r.errors} errors; ${note}`])

  // PGlite: seeded and booked by this process, then served by the app.
  const dataDir = mkdtempSync(join(tmpdir(), 'medwise-bench-slots-'))
  const lite = await openDatabase({ dataDir })
  let seeded: Awaited<ReturnType<typeof seedBookings>>
  try {
    await seedIfEmpty(lite.db, { demo: true, skus: 0 })
    seeded = await seedBookings(lite.db)
  } finally {
    await lite.close()
  }
  const note = (s: typeof seeded) =>
    `${s.taken} places booked in ${s.slots} slots, ${s.queries.length} lab/city/day queries (goal p99 ≤ 20 ms)`
  let server = await startServer({ port: opts.port, dataDir, env: { LOG_LEVEL: 'warn', BUILD_DIR: opts.buildDir } })
  try {
    const { one, ten } = await loadSlots(server.url, seeded.queries, opts.seconds)
    slotRow('GET /labs/slots, PGlite, 1 conn.', one, note(seeded))
    slotRow('GET /labs/slots, PGlite, 10 conn.', ten, note(seeded))
    // The same server's cheapest API answer (a cached footer, no database work): what the HTTP stack alone costs here.
    const base = await load(`${server.url}/pwa-api/api/v4/footer-data`, {
      connections: 1,
      seconds: opts.seconds,
      warmupSeconds: 1,
    })
    slotRow('GET /footer-data (reference: no query), PGlite, 1 conn.', base, 'the HTTP stack and middleware alone, same machine')
  } finally {
    await server.stop()
  }

  // PostgreSQL: the server migrates and seeds the empty database on its first start.
  const pgServer = startPgServer(opts.pgPort)
  try {
    const url = await pgServer.createDatabase('medwise_bench_slots')
    server = await startServer({
      port: opts.port + 1,
      dataDir: mkdtempSync(join(tmpdir(), 'medwise-bench-slots-pg-')),
      env: { DATABASE_URL: url, LOG_LEVEL: 'warn', BUILD_DIR: opts.buildDir },
    })
    try {
      const database = await openDatabase({ url, dataDir: 'unused' })
      try {
        seeded = await seedBookings(database.db)
      } finally {
        await database.close()
      }
      const { one, ten } = await loadSlots(server.url, seeded.queries, opts.seconds)
      slotRow('GET /labs/slots, PostgreSQL, 1 conn.', one, note(seeded))
      slotRow('GET /labs/slots, PostgreSQL, 10 conn.', ten, note(seeded))
    } finally {
      await server.stop()
    }
    const r = await race(url)
    rows.push([
      `${RACERS} clients, one slot of capacity ${RACE_CAPACITY}, PostgreSQL`,
      '',
      '',
      '',
      `${r.successes} bookings, taken = ${r.taken} (goal: exactly ${RACE_CAPACITY})${r.successes === RACE_CAPACITY && r.taken === RACE_CAPACITY ? '' : ': FAIL'}; all answered in ${fmt(r.ms)} ms`,
    ])
  } finally {
    pgServer.stop()
  }
  return rows
}

if (import.meta.main) {
  const buildDir = process.env.BUILD_DIR ?? 'build'
  ensureBuild(buildDir)
  const rows = await runLabSlotsBench({
    port: Number(process.env.BENCH_PORT ?? 3997),
    pgPort: Number(process.env.BENCH_PG_PORT ?? 54341),
    buildDir,
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  })
  console.log('\n| scenario | req/s | p50 ms | p99 ms | notes |\n|---|---|---|---|---|')
  for (const r of rows) console.log(`| ${r.join(' | ')} |`)
}
