import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { queryRows } from '../client.ts'
import { createOrderDeskService } from '../../modules/order-desk/index.ts'
import { createRegisterService } from '../../modules/registers/index.ts'
import { planOrder } from './growth-plan.ts'
import { growthPhone, seedGrowthOrders } from './growth.ts'

// Issue 28 §6: `npm run seed -- --orders N` on a small N: the rows it writes match the plan, grown in two steps, and
// the four reads the growth bench loads (a customer's history, the order desk's list, the registers' CSV, the
// pharmacist's queue) work on them.

const N = 500
let f: ApiFixture
const n = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(f.database.db, query))[0]!.n
const planned = Array.from({ length: N }, (_, i) => planOrder(i + 1))
const plannedWhere = (p: (o: (typeof planned)[number]) => boolean) => planned.filter(p).length
const growthOrders = sql`orders o join users u on u.id = o.user_id and u.phone between '6000000000' and '6099999999'`

beforeAll(async () => {
  f = await createApiFixture()
  // Two steps, as the bench grows its database: the second adds only the older history.
  expect((await seedGrowthOrders(f.database.db, 200)).added).toBe(200)
  expect(await seedGrowthOrders(f.database.db, N)).toMatchObject({ orders: N, added: N - 200, customers: 50 })
})
afterAll(() => f?.close())

test('the orders, lines, queue items and register lines are those the plan says', async () => {
  expect(await n(sql`select count(*)::int as n from ${growthOrders}`)).toBe(N)
  for (const status of ['awaiting_rx_check', 'confirmed', 'cancelled', 'returned', 'delivered'] as const) {
    const have = await n(sql`select count(*)::int as n from ${growthOrders} where o.status = ${status}`)
    expect([status, have]).toEqual([status, plannedWhere((o) => o.status === status)])
  }
  expect(await n(sql`select count(*)::int as n from ${growthOrders} join order_lines l on l.order_id = o.id`)).toBe(
    planned.reduce((s, o) => s + o.lines.length, 0),
  )
  expect(await n(sql`select count(*)::int as n from ${growthOrders} join order_shipments s on s.order_id = o.id`)).toBe(N)
  const reviews = await queryRows<{ status: string; n: number }>(
    f.database.db,
    sql`select r.status, count(*)::int as n from ${growthOrders} join rx_reviews r on r.order_id = o.id group by 1`,
  )
  expect(Object.fromEntries(reviews.map((r) => [r.status, r.n]))).toEqual({
    waiting: plannedWhere((o) => o.review === 'waiting'),
    decided: plannedWhere((o) => o.review === 'approved' || o.review === 'rejected'),
    closed: plannedWhere((o) => o.review === 'closed'),
  })
  const rxLines = planned.filter((o) => o.review === 'approved').flatMap((o) => o.lines.filter((l) => l.pool !== 'otc'))
  expect(await n(sql`select count(*)::int as n from ${growthOrders} join rx_register r on r.order_id = o.id`)).toBe(
    rxLines.length,
  )
  expect(await n(sql`select count(*)::int as n from ${growthOrders} join h1_register r on r.order_id = o.id`)).toBe(
    rxLines.filter((l) => l.pool === 'H1').length,
  )
  // Every order's money adds up, and every customer is a demo account (production refuses to start with one).
  expect(
    await n(sql`select count(*)::int as n from ${growthOrders} where o.total_paise <> o.item_total_paise + o.delivery_fee_paise`),
  ).toBe(0)
  expect(await n(sql`select count(*)::int as n from ${growthOrders} where not u.demo`)).toBe(0)
  // Seeding to the same size again adds nothing.
  expect((await seedGrowthOrders(f.database.db, N)).added).toBe(0)
})

test("the four reads work on them: a customer's history, the desk's list, the queue, the register's CSV", async () => {
  const [long] = await queryRows<{ id: number }>(f.database.db, sql`select id from users where phone = ${growthPhone(0)}`)
  const history = await f.services.orders.list(long!.id, 1)
  expect(history.total).toBe(plannedWhere((o) => o.customer === 0))
  expect(history.orders[0]!.items.length).toBeGreaterThan(0)
  expect(history.orders.map((o) => o.placedAt.getTime())).toEqual(
    history.orders.map((o) => o.placedAt.getTime()).sort((a, b) => b - a),
  )

  const desk = await f.services.orderDesk.list({ page: 1 })
  expect(desk.total).toBeGreaterThanOrEqual(N)
  expect(desk.orders).toHaveLength(25)
  expect(desk.orders[0]!.centres).toHaveLength(1)
  const one = await f.services.orderDesk.get(desk.orders[0]!.number)
  expect(one.lines.length).toBeGreaterThan(0)

  const queue = await f.services.pharmacist.list(1)
  expect(queue.total).toBe(plannedWhere((o) => o.status === 'awaiting_rx_check'))
  expect(queue.items[0]!.lineCount).toBeGreaterThan(0)

  const day = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10)
  const [pharmacist] = await queryRows<{ id: number }>(f.database.db, sql`select user_id as id from pharmacists limit 1`)
  const csv = await f.services.registers.exportCsv(
    pharmacist!.id,
    'rx',
    day(new Date(Date.now() - 30 * 86_400_000)),
    day(new Date()),
  )
  expect(csv.lines).toBe(await n(sql`select count(*)::int as n from ${growthOrders} join rx_register r on r.order_id = o.id`))
})

test("the register's CSV streams a page of lines at a time: every line of the range once, in serial order", async () => {
  const [pharmacist] = await queryRows<{ id: number }>(f.database.db, sql`select user_id as id from pharmacists limit 1`)
  const lines = await queryRows<{ id: number; medicine: string; dispensed_on: string }>(
    f.database.db,
    sql`select id, medicine, dispensed_on::text from rx_register order by id`,
  )
  expect(lines.length).toBeGreaterThan(20)
  // A range that leaves out the first day's lines, read 7 lines a page.
  const from = lines.map((l) => l.dispensed_on).sort()[0]!
  const to = '2999-12-31'
  const next = new Date(Date.parse(`${from}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  for (const [start, wanted] of [
    [from, lines],
    [next, lines.filter((l) => l.dispensed_on >= next)],
  ] as const) {
    const registers = createRegisterService(f.database.db, { now: () => new Date(), exportPage: 7 })
    const out = await registers.exportCsv(pharmacist!.id, 'rx', start, to)
    expect(out.lines).toBe(wanted.length)
    const rows = (await new Response(out.body).text()).split('\r\n').slice(1, -1)
    expect(rows.map((r) => Number(r.split(',')[0]))).toEqual(wanted.map((l) => l.id))
    if (wanted.length) expect(rows[0]).toContain(wanted[0]!.medicine)
  }
  const empty = await createRegisterService(f.database.db, { now: () => new Date() }).exportCsv(
    pharmacist!.id,
    'h1',
    '2001-01-01',
    '2001-12-31',
  )
  expect(await new Response(empty.body).text()).toMatch(/^Serial,Date,Prescriber,[^\r\n]*\r\n$/)
})

test("the desk's list counts up to its cap and says there are more", async () => {
  const desk = createOrderDeskService(f.database.db, { now: () => new Date(), orders: f.services.orders, countCap: 100 })
  expect(await desk.list({ page: 1 })).toMatchObject({ total: 100, more: true, pages: 4 })
  expect(await desk.list({ page: 1, state: 'awaiting_rx_check' })).toMatchObject({
    total: plannedWhere((o) => o.status === 'awaiting_rx_check'),
    more: false,
  })
  // The cities orders went to, each once, in order (read by skipping through the index).
  const cities = (await desk.filterOptions()).cities
  const all = await queryRows<{ city: string }>(f.database.db, sql`select distinct city from orders order by city`)
  expect(cities).toEqual(all.map((c) => c.city))
})

test('refuses a database without the demo pharmacist (production has none: decision 012)', async () => {
  await f.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`update users set demo = false where id in (select user_id from pharmacists)`)
      await expect(seedGrowthOrders(tx, N + 10)).rejects.toThrow(/demo pharmacist/)
      tx.rollback()
    })
    .catch(() => {})
  expect(await n(sql`select count(*)::int as n from ${growthOrders}`)).toBe(N)
})
