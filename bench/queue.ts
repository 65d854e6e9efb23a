// `npm run bench:queue`: issue 10's measured goal 'Queue page SSR p99 ≤ 100 ms with 1,000 prescriptions waiting'.
// A PGlite database of its own (seeded as the server seeds; kept in var/bench-queue-db for later runs), 1,000 orders
// waiting in the pharmacist's queue, the seeded pharmacist signed in (a session row), then /staff/prescriptions under
// a closed-loop load. BUILD_DIR picks the build (default build/); BENCH_PORT the server's port (3996); BENCH_SECONDS.
import { eq, sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../server/db/client.ts'
import { products, sessions, users } from '../server/db/schema.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { newSessionToken, sha256 } from '../server/modules/auth/index.ts'
import { startServer } from '../tests/e2e/server-process.ts'
import { seedCustomers } from '../tests/integration/seed-customers.ts'
import { load } from './load.ts'
import { ensureBuild } from '../scripts/ensure-build.ts'

const WAITING = 1_000
const root = new URL('..', import.meta.url).pathname
const buildDir = process.env.BUILD_DIR ?? 'build'
const port = Number(process.env.BENCH_PORT ?? 3996)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const dataDir = `${root}var/bench-queue-db`
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '-')

ensureBuild(buildDir)

console.log(`Preparing ${WAITING} waiting prescriptions (first run seeds ${dataDir})…`)
const database = await openDatabase({ dataDir })
let cookie: string
try {
  const db = database.db
  await seedIfEmpty(db, { demo: true, skus: 0 })
  const [pharmacist] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000010'))
  if (!pharmacist) throw new Error('the seeded pharmacist (9810000010) is missing')
  const token = newSessionToken()
  await db.insert(sessions).values({ idHash: sha256(token), userId: pharmacist.id, expiresAt: new Date(Date.now() + 86_400_000) })
  cookie = `sid=${token}`
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from rx_reviews where status = 'waiting'`,
  )
  if (n < WAITING) {
    const [customer] = await seedCustomers(db, { count: 1, prefix: `6${String(Date.now() % 100_000).padStart(5, '0')}` })
    const [medicine] = await db
      .select()
      .from(products)
      .where(sql`${products.rxRequired} and not ${products.synthetic} and ${products.schedule} = 'H'`)
      .limit(1)
    const address = JSON.stringify({
      recipientName: 'Bench Customer',
      phone: customer!.phone,
      address: '12, Janpath Road',
      landmark: null,
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      country: 'India',
      addressType: 'home',
      addressName: 'Home',
      latitude: null,
      longitude: null,
    })
    const missing = WAITING - n
    // Orders as placement leaves them (awaiting the check), each with one Rx line and its queue row, oldest first.
    await db.execute(sql`
      with made as (
        insert into orders (number, user_id, cart_type, source, status, payment_method, mrp_total_paise, item_total_paise,
          coupon_discount_paise, delivery_fee_paise, total_paise, address, city, rx_required, placed_at, updated_at)
        select 'MW9' || lpad((g + ${n})::text, 7, '0'), ${customer!.userId}, 'pharmacy', 'PHARMACY', 'awaiting_rx_check', 'cod',
          ${medicine!.mrpPaise}, ${medicine!.pricePaise}, 0, 4900, ${medicine!.pricePaise} + 4900, ${address}::jsonb, 'New Delhi',
          true, now() - make_interval(mins => g), now()
        from generate_series(1, ${missing}) g
        returning id, placed_at
      ), lines as (
        insert into order_lines (order_id, sku_id, name, pack, manufacturer, schedule, rx_required, hsn, gst_rate_percent,
          quantity, mrp_paise, price_paise, position)
        select id, ${medicine!.id}, ${medicine!.name}, ${medicine!.pack}, ${medicine!.manufacturer}, 'H', true, '3004', 5, 1,
          ${medicine!.mrpPaise}, ${medicine!.pricePaise}, 1 from made
      )
      insert into rx_reviews (kind, order_id, status, enqueued_at) select 'order', id, 'waiting', placed_at from made`)
  }
} finally {
  await database.close()
}

const server = await startServer({ port, dataDir, env: { LOG_LEVEL: 'warn', BUILD_DIR: buildDir } })
try {
  const url = `${server.url}/staff/prescriptions`
  const first = await fetch(url, { headers: { cookie } })
  const html = await first.text()
  if (first.status !== 200 || !html.includes(`${WAITING} waiting`)) {
    throw new Error(`the queue page answered ${first.status} without '${WAITING} waiting'`)
  }
  const rows: Array<[string, string, string, string, string]> = []
  for (const connections of [1, 10]) {
    const r = await load(url, { connections, seconds, warmupSeconds: 2, headers: { cookie } })
    rows.push([
      `SSR /staff/prescriptions, ${WAITING} waiting, ${connections} conn.`,
      fmt(r.rps),
      fmt(r.p50),
      fmt(r.p99),
      `${r.requests} req, ${r.errors} errors`,
    ])
  }
  console.table(rows.map(([what, rps, p50, p99, note]) => ({ what, 'req/s': rps, 'p50 ms': p50, 'p99 ms': p99, note })))
  console.log('Goal (issue 10): p99 ≤ 100 ms.')
} finally {
  await server.stop()
}
