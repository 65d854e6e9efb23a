// `npm run bench:consultation-room` (issue 24's measured goal): a chat message from one side of a consultation room to
// the other in p95 ≤ 150 ms on loopback, across two server instances. Two app instances on one database, each with its
// own event bus and HTTP server on loopback (as behind a load balancer): the patient posts through instance A
// (`POST …/room/messages`), the doctor's stream is open on instance B (`GET …/room/stream`); the time is from the POST
// leaving to the message's frame arriving on B's stream, one message at a time. On PGlite by default (the two instances
// share the embedded database in one process) and on a PostgreSQL server with BENCH_PG=1 (each instance LISTENs on a
// connection of its own: NOTIFY crosses between them). BENCH_MESSAGES (300); BENCH_PORT the first port (3997).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { asc } from 'drizzle-orm'
import { createApp } from '../server/app.ts'
import { openDatabase, type Database } from '../server/db/client.ts'
import { consultations, doctors, doctorSlots, doctorSpecialties, patients, users } from '../server/db/schema.ts'
import { seedSampleDoctors, seedSpecialties } from '../server/db/seed/consultations.ts'
import { createLogger } from '../server/lib/logger.ts'
import { openEventBus } from '../server/modules/events/index.ts'
import { createServices } from '../server/services.ts'
import { startPgServer } from '../scripts/pg-server.ts'
import { percentile } from './load.ts'

const fmt = (n: number) => n.toFixed(1)

/** A patient, a sample doctor and a consultation of theirs starting now (no sale: the room is what is measured). */
async function seedRoom(database: Database) {
  const db = database.db
  await seedSpecialties(db)
  await seedSampleDoctors(db)
  const [doctor] = await db.select().from(doctors).orderBy(asc(doctors.id)).limit(1)
  const [link] = await db.select().from(doctorSpecialties).limit(1)
  const [user] = await db.insert(users).values({ name: 'Bench Patient', phone: '9877999001', phoneVerified: true }).returning()
  const [patient] = await db
    .insert(patients)
    .values({ userId: user!.id, name: 'Bench Patient', gender: 'female', age: 34, relation: 'self' })
    .returning()
  const at = new Date()
  const [slot] = await db
    .insert(doctorSlots)
    .values({ doctorId: doctor!.id, startsAt: at, minutes: 15, capacity: 1, taken: 1 })
    .returning()
  const [c] = await db
    .insert(consultations)
    .values({
      userId: user!.id,
      patientId: patient!.id,
      patientName: patient!.name,
      doctorId: doctor!.id,
      specialtyId: link!.specialtyId,
      slotId: slot!.id,
      startsAt: at,
      minutes: 15,
      mode: 'video',
      kind: 'now',
      consent: 'implied',
      consentAt: at,
      feePaise: doctor!.feePaise,
      pricePaise: doctor!.feePaise,
      state: 'booked',
      updatedAt: at,
    })
    .returning()
  return { id: c!.id, patientUserId: user!.id, doctorUserId: doctor!.userId }
}

async function instance(database: Database, url: string | undefined, port: number) {
  const logger = createLogger('silent')
  const events = await openEventBus(database, { url, log: logger })
  const services = createServices(database.db, { APP_ENV: 'test' }, logger, { events })
  const app = createApp({ services, logger, production: false })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port })
  return {
    services,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await events.close()
    },
  }
}

/** Message latencies (ms) from a POST through A to the frame on B's stream. */
export async function measure(database: Database, url: string | undefined, port: number, count: number): Promise<number[]> {
  const room = await seedRoom(database)
  const a = await instance(database, url, port)
  const b = await instance(database, url, port + 1)
  const stream = new AbortController()
  try {
    const as = async (userId: number) => {
      const s = await a.services.sessions.create(userId)
      return { cookie: `sid=${s.token}`, 'x-csrf-token': await a.services.sessions.csrfToken({ sessionIdHash: s.idHash }) }
    }
    const patient = await as(room.patientUserId)
    const doctor = await as(room.doctorUserId)
    const path = `/pwa-api/api/v1/consultations/${room.id}/room`
    const res = await fetch(`${b.base}${path}/stream`, { headers: doctor, signal: stream.signal })
    if (res.status !== 200) throw new Error(`stream: ${res.status}`)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    const waiting = new Map<number, (at: number) => void>()
    const early = new Map<number, number>()
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        buffer += decoder.decode(value, { stream: true })
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (!/^event: message$/m.test(frame)) continue
          const at = performance.now()
          const id = Number(/^id: (\d+)$/m.exec(frame)?.[1])
          const resolve = waiting.get(id)
          if (resolve) resolve(at)
          else early.set(id, at)
        }
      }
    })().catch(() => undefined)
    const times: number[] = []
    for (let i = 0; i < count + 20; i++) {
      const started = performance.now()
      const posted = await fetch(`${a.base}${path}/messages`, {
        method: 'POST',
        headers: { ...patient, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `Message ${i}: I have had a fever since Sunday` }),
      })
      if (posted.status !== 201) throw new Error(`post: ${posted.status} ${await posted.text()}`)
      const { data } = (await posted.json()) as { data: { id: number } }
      const arrived = early.get(data.id) ?? (await new Promise<number>((resolve) => waiting.set(data.id, resolve)))
      waiting.delete(data.id)
      // The first 20 warm the instances up.
      if (i >= 20) times.push(arrived - started)
    }
    return times
  } finally {
    stream.abort()
    await a.close()
    await b.close()
  }
}

if (import.meta.main) {
  const count = Number(process.env.BENCH_MESSAGES ?? 300)
  const port = Number(process.env.BENCH_PORT ?? 3997)
  const rows: string[] = []
  const row = (name: string, times: number[]) => {
    const sorted = [...times].sort((x, y) => x - y)
    rows.push(
      `| ${name} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(percentile(sorted, 99))} | ${fmt(sorted.at(-1)!)} |`,
    )
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'medwise-bench-room-'))
  try {
    const lite = await openDatabase({ dataDir })
    try {
      row('chat message A → B, PGlite (two instances, one process)', await measure(lite, undefined, port, count))
    } finally {
      await lite.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (process.env.BENCH_PG === '1') {
    const pgServer = startPgServer(Number(process.env.BENCH_PG_PORT ?? 54343))
    try {
      const url = await pgServer.createDatabase('medwise_bench_room')
      const database = await openDatabase({ url, dataDir: 'unused' })
      try {
        row('chat message A → B, PostgreSQL (two LISTEN connections)', await measure(database, url, port + 2, count))
      } finally {
        await database.close()
      }
    } finally {
      pgServer.stop()
    }
  }
  console.log('\n| scenario | messages | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|')
  for (const r of rows) console.log(r)
  console.log('Goal: p95 ≤ 150 ms on loopback, across two instances (issue 24).')
}
