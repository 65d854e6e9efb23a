import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type Database } from '../server/db/client.ts'
import { sessions } from '../server/db/schema.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { growthPhone, seedGrowthOrders } from '../server/db/seed/growth.ts'
import { newSessionToken, sha256 } from '../server/modules/auth/index.ts'
import { startPgServer } from '../scripts/pg-server.ts'
import { startServer, type ServerProcess } from '../tests/e2e/server-process.ts'
import { load, type LoadResult } from './load.ts'
import { residentMB } from './memory.ts'

// Issue 28 §6, the growth table: a customer's order history (the API and the /order/history page), the order desk's
// list (/staff/orders), the registers' CSV (/staff/registers/rx.csv, the last 30 days) and the pharmacist's queue
// (/staff/prescriptions) at 10,000, 100,000 and 1,000,000 orders, p99 and resident memory at each size. Goal: from
// 100,000 to 1,000,000 orders each read's p99 grows by less than 2× and memory stays flat (the most resident memory
// sampled during the loads within 20% of the 100,000 figure).
//
// On a PostgreSQL server of its own (scripts/pg-server.ts): one database grown in steps by the growth seed
// (server/db/seed/growth.ts: 10,000, then 90,000 more, then 900,000 more, each older history behind the same present,
// so every size has the same open work and the same last month), VACUUM ANALYZE after each step. PGlite at 1,000,000
// orders is not measured here: the embedded database is for development and small shops, and a server is what a
// shop with a million orders runs. The app server is started afresh for each size (the same cold start each time, so
// memory compares like with like) and each read is loaded in turn by a closed loop of 4 connections for
// BENCH_SECONDS (10) after a 2-second warm-up.

export const GROWTH_SIZES = [10_000, 100_000, 1_000_000] as const
/** 'Memory stays flat': the most resident memory at 1,000,000 orders within this much of that at 100,000. */
export const FLAT_MEMORY = 0.2
export const GROWTH_LIMIT = 2

export interface GrowthRead {
  name: string
  /** A string the answer must hold (a 200 that is not this page fails the bench). */
  marker: string
  results: LoadResult[]
}

export interface GrowthBench {
  sizes: number[]
  reads: GrowthRead[]
  /** The most resident memory sampled during each size's loads, MB. */
  rssMB: number[]
  /**
   * A year of the Rule 65 register as CSV, 4 downloads at once after the loads (no growth goal: the file grows with
   * the history a year holds): the slowest download, its size, and the most resident memory meanwhile.
   */
  yearExport: Array<{ ms: number; MB: number; rssMB: number; failed?: string }>
  seedMs: number[]
}

const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)

async function signIn(db: Database['db'], phone: string): Promise<string> {
  const [user] = await queryRows<{ id: number }>(db, sql`select id from users where phone = ${phone} and phone_verified`)
  if (!user) throw new Error(`no account with the number ${phone}`)
  const token = newSessionToken()
  await db.insert(sessions).values({ idHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) })
  return `sid=${token}`
}

export async function runGrowthBench(opts: {
  port: number
  pgPort: number
  buildDir: string
  seconds: number
  sizes?: readonly number[]
  connections?: number
  log?: (msg: string) => void
}): Promise<GrowthBench> {
  const sizes = [...(opts.sizes ?? GROWTH_SIZES)]
  const connections = opts.connections ?? 4
  const log = opts.log ?? ((m: string) => console.log(m))
  const pgServer = startPgServer(opts.pgPort)
  const dataDir = mkdtempSync(join(tmpdir(), 'medwise-growth-'))
  let database: Database | undefined
  let server: ServerProcess | undefined
  try {
    const url = await pgServer.createDatabase('medwise_growth')
    database = await openDatabase({ url, dataDir: 'unused' })
    const db = database.db
    await seedIfEmpty(db, { demo: true })
    const now = new Date()
    const from = indiaDay(new Date(now.getTime() - 30 * 86_400_000))
    const to = indiaDay(now)
    type Who = 'customer' | 'desk' | 'pharmacist'
    const reads: Array<GrowthRead & { path: string; who: Who }> = (
      [
        { name: "a customer's order history, API", path: '/pwa-api/api/v4/orders?page=1', who: 'customer', marker: '"orders"' },
        { name: "a customer's order history, page", path: '/order/history', who: 'customer', marker: 'MW1' },
        { name: "the order desk's list", path: '/staff/orders', who: 'desk', marker: 'MW1' },
        {
          name: 'the Rule 65 register, CSV of 30 days',
          path: `/staff/registers/rx.csv?from=${from}&to=${to}`,
          who: 'pharmacist',
          marker: 'Serial,Date',
        },
        { name: "the pharmacist's queue", path: '/staff/prescriptions', who: 'pharmacist', marker: 'waiting' },
      ] as Array<{ name: string; path: string; who: Who; marker: string }>
    ).map((r) => ({ ...r, results: [] as LoadResult[] }))
    const rssMB: number[] = []
    const seedMs: number[] = []
    const yearExport: GrowthBench['yearExport'] = []
    let cookies: Record<'customer' | 'desk' | 'pharmacist', string> | undefined

    for (const size of sizes) {
      log(`Growing the order history to ${size.toLocaleString('en-IN')} orders…`)
      const grown = await seedGrowthOrders(db, size)
      const vacuumStarted = Date.now()
      await db.execute(sql`vacuum analyze`)
      seedMs.push(grown.ms + (Date.now() - vacuumStarted))
      cookies ??= {
        customer: await signIn(db, growthPhone(0)),
        desk: await signIn(db, '9810000008'),
        pharmacist: await signIn(db, '9810000010'),
      }
      server = await startServer({
        port: opts.port,
        dataDir,
        env: { DATABASE_URL: url, LOG_LEVEL: 'warn', BUILD_DIR: opts.buildDir },
      })
      const pid = server.child.pid!
      let peak = residentMB(pid)
      const timer = setInterval(() => (peak = Math.max(peak, residentMB(pid))), 250)
      try {
        for (const r of reads) {
          const headers = { cookie: cookies[r.who] }
          const first = await fetch(`${server.url}${r.path}`, { headers, redirect: 'manual' })
          const body = await first.text()
          if (first.status !== 200 || !body.includes(r.marker)) {
            throw new Error(`${r.path} at ${size} orders answered ${first.status} without '${r.marker}'`)
          }
          r.results.push(await load(`${server.url}${r.path}`, { connections, seconds: opts.seconds, warmupSeconds: 2, headers }))
        }
      } finally {
        clearInterval(timer)
      }
      rssMB.push(Math.max(peak, residentMB(pid)))
      {
        let yearPeak = residentMB(pid)
        const sampler = setInterval(() => (yearPeak = Math.max(yearPeak, residentMB(pid))), 50)
        const started = performance.now()
        const path = `/staff/registers/rx.csv?from=${indiaDay(new Date(now.getTime() - 364 * 86_400_000))}&to=${to}`
        const sizes = await Promise.all(
          Array.from({ length: 4 }, async () => {
            const res = await fetch(`${server!.url}${path}`, { headers: { cookie: cookies!.pharmacist } })
            return (await res.arrayBuffer()).byteLength
          }),
        ).catch(() => null)
        clearInterval(sampler)
        // A server that runs out of heap building the files ends the downloads: said so in the table, not thrown.
        await new Promise((r) => setTimeout(r, 500))
        const exited = server.child.exitCode ?? server.child.signalCode
        const failed =
          sizes === null
            ? `failed: ${exited !== null ? `the server exited (${exited}): ${server.logs.find((l) => /heap|memory/i.test(l)) ?? server.logs.at(-1) ?? ''}` : 'a download broke off'}`
            : undefined
        if (failed) log(failed)
        yearExport.push({ ms: performance.now() - started, MB: sizes ? sizes[0]! / 1024 / 1024 : NaN, rssMB: yearPeak, failed })
      }
      // A server that died already has nothing to stop (stop() waits for an exit that has happened).
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop()
      server = undefined
    }
    return { sizes, reads, rssMB, seedMs, yearExport }
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) await server.stop()
    await database?.close()
    pgServer.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '-')
const size = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`)

/** p99 at the largest size over p99 at the one before it, and whether that is under the goal. */
export function growthOf(r: GrowthRead): { ratio: number; ok: boolean } {
  const last = r.results.at(-1)!.p99
  const before = r.results.at(-2)?.p99 ?? last
  const ratio = last / before
  return { ratio, ok: ratio < GROWTH_LIMIT && r.results.every((x) => x.errors === 0) }
}

export function memoryFlat(g: GrowthBench): { ratio: number; ok: boolean } {
  const last = g.rssMB.at(-1)!
  const before = g.rssMB.at(-2) ?? last
  const ratio = last / before
  return { ratio, ok: Math.abs(ratio - 1) <= FLAT_MEMORY }
}

/** The growth table: a read a row, p99 at each size, the growth to the largest, ✓ or ✗; then resident memory. */
export function growthTable(g: GrowthBench): string {
  const header = ['read (4 conn.)', ...g.sizes.map((s) => `p99 ms at ${size(s)}`), 'growth', 'goal < 2×']
  const rows = g.reads.map((r) => {
    const { ratio, ok } = growthOf(r)
    const errors = r.results.reduce((n, x) => n + x.errors, 0)
    return [
      r.name,
      ...r.results.map((x) => fmt(x.p99)),
      `${ratio.toFixed(2)}×`,
      `${ok ? '✓' : '✗'}${errors ? ` ${errors} errors` : ''}`,
    ]
  })
  const mem = memoryFlat(g)
  rows.push([
    'resident memory, most during the loads (MB)',
    ...g.rssMB.map((m) => String(Math.round(m))),
    `${mem.ratio.toFixed(2)}×`,
    `${mem.ok ? '✓' : '✗'} (flat: within ${FLAT_MEMORY * 100}%)`,
  ])
  rows.push([
    'a year of the register as CSV, 4 at once: slowest ms / MB each / most RSS MB',
    ...g.yearExport.map((y) =>
      y.failed ? `failed / - / ${Math.round(y.rssMB)}` : `${Math.round(y.ms)} / ${y.MB.toFixed(1)} / ${Math.round(y.rssMB)}`,
    ),
    '',
    '(no goal)',
  ])
  rows.push(['seed and VACUUM ANALYZE of the step (s)', ...g.seedMs.map((ms) => (ms / 1000).toFixed(0)), '', ''])
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)))
  const line = (r: string[]) => '| ' + r.map((v, c) => v.padEnd(widths[c]!)).join(' | ') + ' |'
  return [line(header), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...rows.map(line)].join('\n')
}

/** The same figures as rows of `npm run bench`'s table (benchmark, req/s, p50, p99, notes). */
export function growthRows(g: GrowthBench): Array<[string, string, string, string, string]> {
  const rows: Array<[string, string, string, string, string]> = []
  for (const r of g.reads) {
    r.results.forEach((x, i) => {
      rows.push([
        `growth: ${r.name}, ${size(g.sizes[i]!)} orders`,
        fmt(x.rps),
        fmt(x.p50),
        fmt(x.p99),
        `${x.requests} req, ${x.errors} errors`,
      ])
    })
    const { ratio, ok } = growthOf(r)
    rows.push([
      `growth: ${r.name}, p99 ${size(g.sizes.at(-2)!)} → ${size(g.sizes.at(-1)!)}`,
      '',
      '',
      '',
      `${ratio.toFixed(2)}× ${ok ? '✓' : '✗'} (goal < 2×)`,
    ])
  }
  const mem = memoryFlat(g)
  rows.push([
    'growth: resident memory, most during the loads',
    '',
    '',
    '',
    `${g.sizes.map((s, i) => `${size(s)} ${Math.round(g.rssMB[i]!)} MB`).join(', ')}: ${mem.ok ? '✓' : '✗'} flat (within ${FLAT_MEMORY * 100}%)`,
  ])
  rows.push([
    'growth: a year of the register as CSV, 4 at once',
    '',
    '',
    '',
    g.sizes
      .map(
        (s, i) =>
          `${size(s)}: ${g.yearExport[i]!.failed ?? `${Math.round(g.yearExport[i]!.ms)} ms, ${g.yearExport[i]!.MB.toFixed(1)} MB`}, RSS ${Math.round(g.yearExport[i]!.rssMB)} MB`,
      )
      .join('; '),
  ])
  return rows
}
