import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../server/db/client.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { startPgServer } from '../scripts/pg-server.ts'
import { startServer, type ServerProcess } from '../tests/e2e/server-process.ts'
import { seedCustomers, stockedSkus, type SeededCustomer } from '../tests/integration/seed-customers.ts'
import { load, type LoadResult } from './load.ts'
import { httpSender, openLoad, type OpenLoopResult } from './open-loop.ts'
import { timePages } from './timing.ts'

// Issue 9 'Measured goals': the cart page and the summary SSR for a signed-in customer with a 10-line cart (p99 ≤
// 100 ms at 20 connections), placing an order on PostgreSQL (p99 ≤ 150 ms at 20 connections, every request a
// customer and cart of its own, so each really places an order), and 20 clients sending one Idempotency-Key at once
// (1 order). Customers are written into the database before the load (tests/integration/seed-customers.ts).

const CITY = 'New Delhi'
const DETAILS = `/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true&city=${encodeURIComponent(CITY)}`

async function call(server: ServerProcess, c: SeededCustomer, method: string, path: string, body?: unknown, key?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie: c.cookie,
      'x-csrf-token': c.csrf,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json().catch(() => ({}))) as { data?: Record<string, unknown>; code?: string }
  return { status: res.status, json }
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let at = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (at < items.length) await work(items[at++]!)
    }),
  )
}

/** Fills a customer's cart through the API and answers the amount the payment page would show, in paise. */
export async function fillCart(server: ServerProcess, c: SeededCustomer, lines: Array<{ sku_id: number; quantity: number }>) {
  const added = await call(server, c, 'POST', '/pwa-api/api/v4/carts/skus', { skus: lines })
  if (added.status !== 200) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.json)}`)
  const details = await call(server, c, 'GET', DETAILS)
  if (details.json.data?.can_checkout !== true) throw new Error(`cart cannot be ordered: ${JSON.stringify(details.json)}`)
  return Math.round(Number(details.json.data.payable_amount) * 100)
}

/**
 * Before the bench server starts on its PGlite directory (one process at a time): the database seeded as the server
 * would, one customer with a default address and a session, and the 10 SKUs of its cart.
 */
export async function prepareCartCustomer(dataDir: string, skus: number) {
  const database = await openDatabase({ dataDir })
  try {
    await seedIfEmpty(database.db, { demo: true, skus })
    const [customer] = await seedCustomers(database.db, {
      count: 1,
      prefix: `7${String(Date.now() % 100_000).padStart(5, '0')}`,
    })
    const lines = (await stockedSkus(database.db, { limit: 10 })).map((sku_id, i) => ({ sku_id, quantity: 1 + (i % 2) }))
    if (lines.length !== 10) throw new Error(`only ${lines.length} stocked SKUs for the 10-line cart`)
    return { customer: customer!, lines }
  } finally {
    await database.close()
  }
}

/** SSR of /cart and /cart/summary-page for the prepared customer, its 10-line cart filled through the API first. */
export async function runCartPagesBench(
  server: ServerProcess,
  prepared: Awaited<ReturnType<typeof prepareCartCustomer>>,
  seconds: number,
): Promise<Array<{ name: string; result: LoadResult; note: string }>> {
  const { customer, lines } = prepared
  await fillCart(server, customer, lines)
  const timed = await timePages(
    server.url,
    customer.cookie,
    [
      ['SSR /cart, 10 lines, signed in, 20 conn.', '/cart', 'Proceed'],
      ['SSR /cart/summary-page, 10 lines, 20 conn.', '/cart/summary-page', 'Order summary'],
    ],
    { connections: 20, seconds },
  )
  return timed.map(({ name, result, bytes }) => ({ name, result, note: `${Math.round(bytes / 1024)} KB HTML` }))
}

/**
 * Placing orders on a PostgreSQL server of its own (scripts/pg-server.ts): `requests` customers, each with a 2-line
 * cart, each placing once (cash on delivery) at 20 connections; then 20 clients with one key for one more customer.
 */
export async function runPlacementBench(opts: {
  port: number
  pgPort: number
  buildDir: string
  requests: number
  /** How long each cart page is loaded on this server too, and how long orders arrive at `openRate`. */
  seconds: number
  /** Orders a second in the open-loop phase (issue 28 §6: p99 ≤ 150 ms at 30 a second). */
  openRate: number
}): Promise<{
  load: LoadResult
  /** 100 orders one at a time: what one placement costs without a queue. */
  alone: LoadResult
  /** Orders arriving at `openRate` a second whatever the server does, each its own customer. */
  open: OpenLoopResult
  sameKey: { orders: number; statuses: Record<number, number> }
  pages: Awaited<ReturnType<typeof runCartPagesBench>>
}> {
  const pgServer = startPgServer(opts.pgPort)
  // The process's own folders (its uploaded files would go here); the database is the server's.
  const dataDir = mkdtempSync(join(tmpdir(), 'medwise-bench-'))
  let server: ServerProcess | undefined
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined
  try {
    const url = await pgServer.createDatabase('medwise_bench')
    // The server migrates and seeds the empty database on its first start.
    server = await startServer({
      port: opts.port,
      dataDir,
      env: { DATABASE_URL: url, LOG_LEVEL: 'warn', BUILD_DIR: opts.buildDir },
    })
    database = await openDatabase({ url, dataDir: 'unused' })
    const warmup = 100
    const openCount = Math.round(opts.openRate * opts.seconds)
    const people = await seedCustomers(database.db, {
      count: warmup + 100 + opts.requests + openCount + 2,
      prefix: '7',
    })
    const pool = await stockedSkus(database.db, { limit: 200 })
    // The cart pages on this server too: the database is another process here, unlike PGlite.
    const shopper = people.pop()!
    const pages = await runCartPagesBench(
      server,
      { customer: shopper, lines: pool.slice(0, 10).map((sku_id, i) => ({ sku_id, quantity: 1 + (i % 2) })) },
      opts.seconds,
    )
    const carts = new Map<number, number>()
    await inParallel(people, 20, async (c) => {
      const i = c.userId
      const lines = [pool[i % pool.length]!, pool[(i * 7 + 3) % pool.length]!]
      carts.set(
        c.userId,
        await fillCart(
          server!,
          c,
          [...new Set(lines)].map((sku_id) => ({ sku_id, quantity: 1 })),
        ),
      )
    })
    const request = (c: SeededCustomer) => ({
      url: `${server!.url}/pwa-api/api/v4/orders`,
      method: 'POST',
      headers: {
        cookie: c.cookie,
        'x-csrf-token': c.csrf,
        'content-type': 'application/json',
        'idempotency-key': `bench-${c.userId}-0000`,
      },
      body: JSON.stringify({ cart_type: 'pharmacy', payment: 'cod', expected_total: carts.get(c.userId) }),
    })
    const queue = people.slice(0, -1)
    let at = 0
    const next = () => (at < queue.length ? request(queue[at++]!) : null)
    await load(next, { connections: 20, requests: warmup })
    const alone = await load(next, { connections: 1, requests: 100 })
    const measured = await load(next, { connections: 20, requests: opts.requests })
    // The same orders arriving at a fixed rate: latency counts from when each was due (bench/open-loop.ts).
    const sender = httpSender(next)
    let open: OpenLoopResult
    try {
      open = await openLoad(sender.send, { rate: opts.openRate, seconds: opts.seconds })
    } finally {
      sender.close()
    }

    // 20 clients retry one key at once: one order, the others told it is in progress or given the same answer.
    const last = people.at(-1)!
    const body = { cart_type: 'pharmacy', payment: 'cod', expected_total: carts.get(last.userId) }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(server!, last, 'POST', '/pwa-api/api/v4/orders', body, `bench-same-key-${last.userId}`),
      ),
    )
    const statuses: Record<number, number> = {}
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders where user_id = ${last.userId}`,
    )
    return { load: measured, alone, open, sameKey: { orders: row?.n ?? 0, statuses }, pages }
  } finally {
    await database?.close()
    await server?.stop()
    pgServer.stop()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(`${dataDir}-files`, { recursive: true, force: true })
  }
}
