// `npm run bench:care-plan` (issue 23's measured goal): server-side rendering of the member's savings page,
// /subscription-plan/myplan, at one connection, for a member with 200 orders of savings rows (each order: three
// discounted lines, free delivery and cash back: 1,000 rows), beside the plans page and the cart. Goal: p99 ≤ 30 ms.
// BUILD_DIR picks the build (default build/); BENCH_PORT the server's port (3996); BENCH_SECONDS each load (10).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { startServer } from '../tests/e2e/server-process.ts'
import { seedCustomers } from '../tests/integration/seed-customers.ts'
import { ensureBuild } from '../scripts/ensure-build.ts'
import { load } from './load.ts'
import { makeMember } from './member.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const buildDir = process.env.BUILD_DIR ?? 'build'
const port = Number(process.env.BENCH_PORT ?? 3996)
ensureBuild(buildDir)

const dataDir = mkdtempSync(join(tmpdir(), 'medwise-care-plan-bench-'))
const ORDERS = 200

/** A member with 200 orders of savings rows, written before the server opens the directory. */
async function prepareMember() {
  const database = await openDatabase({ dataDir })
  try {
    await seedIfEmpty(database.db, { demo: true })
    const [customer] = await seedCustomers(database.db, { count: 1, prefix: '71999' })
    await makeMember(database.db, customer!.userId, ORDERS)
    await database.db.execute(sql`analyze`)
    return customer!
  } finally {
    await database.close()
  }
}

const member = await prepareMember()
const server = await startServer({ port, dataDir, env: { LOG_LEVEL: 'warn', BUILD_DIR: buildDir } })
const table: string[] = []
try {
  for (const [name, path, marker] of [
    [`SSR /subscription-plan/myplan, ${ORDERS} orders of savings, 1 conn.`, '/subscription-plan/myplan', 'My Care Plan'],
    ['SSR /subscription-plan/subscriptions, signed in, 1 conn.', '/subscription-plan/subscriptions', 'MedWise Care Plan'],
    ['GET /pwa-api/api/v4/savings, 1 conn.', '/pwa-api/api/v4/savings', '"membership_info"'],
  ] as const) {
    const page = await fetch(`${server.url}${path}`, { headers: { cookie: member.cookie }, redirect: 'manual' })
    const html = await page.text()
    if (page.status !== 200 || !html.includes(marker)) throw new Error(`${path} answered ${page.status} without '${marker}'`)
    const r = await load(`${server.url}${path}`, {
      connections: 1,
      seconds,
      warmupSeconds: 2,
      headers: { cookie: member.cookie },
    })
    table.push(
      `${name.padEnd(62)} p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} rps  ${r.errors} errors  ${Math.round(html.length / 1024)} KB`,
    )
  }
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(`${dataDir}-files`, { recursive: true, force: true })
}
console.log(`\n${table.join('\n')}\nGoal: /subscription-plan/myplan p99 ≤ 30 ms at one connection (issue 23).`)
