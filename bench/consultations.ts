// `npm run bench:consultations` (issue 24's measured goal): a specialty's doctor listing with 500 doctors and 50,000
// booked slots answers in p99 ≤ 30 ms at one connection. The API runs in this process (createServices + createApp on
// loopback, no page build needed), on PGlite by default and on a PostgreSQL server with BENCH_PG=1 (initdb as the
// postgres user, scripts/pg-server.ts). Every doctor works 09:00–21:00 India time every day in 15-minute slots; the
// booked slots are each doctor's earliest ones (0 to 200 of them, 50,000 in all), so the next free slot lies deep
// in the week for many: the listing's worst case. The load walks the pages, sorts and filters.
// BENCH_SECONDS each load's length (10); BENCH_PORT the API's port (3995); BENCH_PG_PORT PostgreSQL's (54342).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { bookableStarts } from '../core/consultations/availability.ts'
import { LANGUAGE_CODES } from '../core/consultations/vocabulary.ts'
import { istParts } from '../core/time/ist.ts'
import { createApp } from '../server/app.ts'
import { openDatabase, queryRows, type Database } from '../server/db/client.ts'
import { doctorHours, doctors, doctorSpecialties, specialties } from '../server/db/schema.ts'
import { seedSpecialties } from '../server/db/seed/consultations.ts'
import { createLogger } from '../server/lib/logger.ts'
import { createServices } from '../server/services.ts'
import { startPgServer } from '../scripts/pg-server.ts'
import { load, type LoadResult } from './load.ts'

export const DOCTORS = 500
export const BOOKED = 50_000
const SPECIALTY = 'general-physician'
const FROM = 9 * 60
const TO = 21 * 60

/** Whether the bench's doctors are on duty now (09:00–21:00 India time), which consult now's cost depends on. */
const onDuty = () => {
  const { minute } = istParts(new Date())
  return minute >= FROM - 30 && minute < TO ? `${DOCTORS} doctors on duty now` : 'no doctor on duty now (India time)'
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '-')

/** 500 doctors of one specialty with their weekly hours, and 50,000 of their earliest slots booked. */
export async function seedDoctors(database: Database, now: Date): Promise<{ booked: number }> {
  const db = database.db
  await seedSpecialties(db)
  const [specialty] = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(sql`${specialties.code} = ${SPECIALTY}`)
  const rows = await db
    .insert(doctors)
    .values(
      Array.from({ length: DOCTORS }, (_, i) => ({
        userId: 2_000_000 + i,
        name: `Dr Bench ${i + 1} (Sample)`,
        qualifications: 'MBBS',
        registrationNumber: `SAMPLE-BENCH-${i + 1}`,
        council: 'Bench Council (sample)',
        languages: ['english', LANGUAGE_CODES[1 + (i % (LANGUAGE_CODES.length - 1))]!],
        experienceYears: i % 35,
        feePaise: (15_000 + ((i * 3_700) % 150_000)) as never,
        initials: 'DB',
        ratingTenths: i % 7 === 0 ? null : 30 + (i % 21),
        ratings: i,
        sample: true,
      })),
    )
    .returning({ id: doctors.id })
  await db.insert(doctorSpecialties).values(rows.map((r) => ({ specialtyId: specialty!.id, doctorId: r.id })))
  const hours = rows.flatMap((r) =>
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: r.id, weekday, fromMinute: FROM, toMinute: TO, slotMinutes: 15 })),
  )
  for (let i = 0; i < hours.length; i += 1000) await db.insert(doctorHours).values(hours.slice(i, i + 1000))
  // Each doctor's earliest k slots booked, k from 0 to 200 (100 on average): 50,000 rows of taken = capacity.
  const starts = bookableStarts(
    now,
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, fromMinute: FROM, toMinute: TO, slotMinutes: 15 })),
    [],
  )
  let booked = 0
  const values: string[] = []
  for (const [i, r] of rows.entries()) {
    const k = Math.min(starts.length, (i * 37) % 201, BOOKED - booked)
    for (const s of starts.slice(0, k)) values.push(`(${r.id}, '${s.toISOString()}', 15, 1, 1)`)
    booked += k
  }
  // The remainder (when the spread falls short): one more slot for each doctor in turn, until 50,000.
  for (let j = 0; booked < BOOKED; j++) {
    const r = rows[j % rows.length]!
    const k = (((j % rows.length) * 37) % 201) + Math.floor(j / rows.length)
    if (k >= starts.length) continue
    values.push(`(${r.id}, '${starts[k]!.toISOString()}', 15, 1, 1)`)
    booked++
  }
  for (let i = 0; i < values.length; i += 2000)
    await db.execute(
      sql.raw(
        `insert into doctor_slots (doctor_id, starts_at, minutes, capacity, taken) values ${values.slice(i, i + 2000).join(', ')} on conflict do nothing`,
      ),
    )
  await db.execute(sql`analyze`)
  const [n] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from doctor_slots where taken >= capacity`)
  return { booked: n!.n }
}

/** The listing's queries the load walks: pages, sorts and filters. */
const QUERIES = [
  '',
  '?page=2',
  '?page=10',
  '?page=50',
  '?sort=fee_low',
  '?sort=experience&page=3',
  '?language=hindi',
  '?fee=500_1000',
  '?min_experience=10&sort=fee_high',
  '?language=tamil&fee=above_1000&page=2',
]

async function measure(
  database: Database,
  port: number,
  seconds: number,
): Promise<{ one: LoadResult; now: LoadResult; check: string }> {
  const services = createServices(database.db, { APP_ENV: 'test' }, createLogger('silent'))
  const app = createApp({ services, logger: createLogger('silent'), production: false })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port })
  try {
    const url = `http://127.0.0.1:${port}/pwa-api/api/v1/consultations/specialties/${SPECIALTY}/doctors`
    const first = (await (await fetch(url)).json()) as {
      data: { total: number; doctors: Array<{ next_free_slot: { label: string } | null }> }
    }
    const check = `${first.data.total} doctors; first page's next free slots: ${first.data.doctors
      .slice(0, 3)
      .map((d) => d.next_free_slot?.label ?? 'none')
      .join(' · ')}`
    let i = 0
    const one = await load(() => `${url}${QUERIES[i++ % QUERIES.length]}`, { connections: 1, seconds, warmupSeconds: 2 })
    // 'Consult now' reads every doctor of the specialty on duty in the next 35 minutes (all 500 between 09:00 and 21:00).
    const consultNow = `http://127.0.0.1:${port}/pwa-api/api/v1/consultations/specialties/${SPECIALTY}/consult-now`
    const now = await load(consultNow, { connections: 1, seconds, warmupSeconds: 2 })
    return { one, now, check }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

if (import.meta.main) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10)
  const port = Number(process.env.BENCH_PORT ?? 3995)
  const rows: string[] = []
  const row = (name: string, r: LoadResult, note: string) =>
    rows.push(`| ${name} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.requests} req, ${r.errors} errors; ${note} |`)

  const dataDir = mkdtempSync(join(tmpdir(), 'medwise-bench-consultations-'))
  try {
    const lite = await openDatabase({ dataDir })
    try {
      const { booked } = await seedDoctors(lite, new Date())
      const { one, now, check } = await measure(lite, port, seconds)
      row('GET …/specialties/:code/doctors, PGlite, 1 conn.', one, `${booked} booked slots; ${check}`)
      row('GET …/specialties/:code/consult-now, PGlite, 1 conn.', now, onDuty())
    } finally {
      await lite.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  if (process.env.BENCH_PG === '1') {
    const pgServer = startPgServer(Number(process.env.BENCH_PG_PORT ?? 54342))
    try {
      const url = await pgServer.createDatabase('medwise_bench_consultations')
      const database = await openDatabase({ url, dataDir: 'unused' })
      try {
        const { booked } = await seedDoctors(database, new Date())
        const { one, now, check } = await measure(database, port + 1, seconds)
        row('GET …/specialties/:code/doctors, PostgreSQL, 1 conn.', one, `${booked} booked slots; ${check}`)
        row('GET …/specialties/:code/consult-now, PostgreSQL, 1 conn.', now, onDuty())
      } finally {
        await database.close()
      }
    } finally {
      pgServer.stop()
    }
  }
  console.log('\n| scenario | req/s | p50 ms | p99 ms | notes |\n|---|---|---|---|---|')
  for (const r of rows) console.log(r)
  console.log(`Goal: p99 ≤ 30 ms at one connection with ${DOCTORS} doctors and ${BOOKED} booked slots (issue 24).`)
}
