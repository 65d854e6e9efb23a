import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db } from '../client.ts'
import {
  customersFor,
  DAY_MS,
  DELIVERED_AFTER_MS,
  PACKED_AFTER_MS,
  planOrder,
  SHIPPED_AFTER_MS,
  STEP_MS,
  type LinePool,
  type PlannedOrder,
} from './growth-plan.ts'

// `npm run seed -- --orders N` (issue 28 §6): grows a development database's order history to N orders, with the
// customers, lines, shipments, timelines, prescriptions, the pharmacist's queue and decisions, and the Rule 65 and H1
// register lines those orders leave (growth-plan.ts says which). Set-based: each batch of orders is a handful of
// INSERT … SELECT statements over arrays sent as single parameters, one transaction per batch, so 1,000,000 orders
// take minutes, not hours. Demo data only (decision 012): it needs the seeded demo pharmacist, which a production
// database never has, and its customers are demo accounts, which a production start refuses.
//
// Abridged where no read needs more: an order's timeline holds its placing, the pharmacist's decision and its
// present state (not every step between); there are no payments, stock reservations, invoices, prescription files,
// or register corrections for returns.

/** Growth customers: demo accounts with numbers 60 and 8 digits (customer 0 has the long history). */
export const GROWTH_PHONE_FROM = '6000000000'
export const GROWTH_PHONE_TO = '6099999999'
export const growthPhone = (customer: number) => `60${String(customer).padStart(8, '0')}`

const BATCH = 20_000

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Imran',
  'Meenakshi',
  'Harpreet',
  'Joseph',
]
const LAST = ['Sharma', 'Iyer', 'Khan', 'Reddy', 'Das', 'Patel', 'Singh', 'Menon', 'Gupta', 'Fernandes', 'Bose', 'Nair']
const DOCTORS = [
  ['Dr. Anjali Mehta', 'DMC/2008/11432', 'Apollo Clinic, Lajpat Nagar, New Delhi 110024'],
  ['Dr. Suresh Kumar', 'KMC/2012/55120', '14 MG Road, Bengaluru 560001'],
  ['Dr. Farah Siddiqui', 'MMC/2010/30871', 'Hill Road, Bandra West, Mumbai 400050'],
  ['Dr. Ramesh Iyer', 'TNMC/2005/77310', '22 Cathedral Road, Chennai 600086'],
  ['Dr. Neelam Ghosh', 'WBMC/2014/41009', 'Salt Lake Sector V, Kolkata 700091'],
  ['Dr. Vivek Rao', 'TSMC/2016/10288', 'Road No. 12, Banjara Hills, Hyderabad 500034'],
] as const

export interface GrowthResult {
  /** Growth orders in the database afterwards. */
  orders: number
  added: number
  customers: number
  ms: number
}

/** A PostgreSQL array literal of numbers, sent as one text parameter (no limit on its length, unlike parameters). */
const ints = (xs: readonly number[]) => `{${xs.join(',')}}`
/** A PostgreSQL array literal of strings (null as NULL). */
const texts = (xs: ReadonlyArray<string | null>) =>
  `{${xs.map((x) => (x === null ? 'NULL' : `"${x.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`

interface Product {
  id: number
  pricePaise: number
  mrpPaise: number
}

/** What is there already: how many growth orders and customers, and the anchor the orders count back from. */
async function growthState(db: Db) {
  const [customers] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where phone between ${GROWTH_PHONE_FROM} and ${GROWTH_PHONE_TO} and demo`,
  )
  const [orders] = await queryRows<{ n: number; newest: string | null }>(
    db,
    sql`select count(*)::int as n, max(o.placed_at)::text as newest from orders o
        join users u on u.id = o.user_id
        where u.phone between ${GROWTH_PHONE_FROM} and ${GROWTH_PHONE_TO} and u.demo`,
  )
  return {
    customers: customers?.n ?? 0,
    orders: orders?.n ?? 0,
    // Order 1 was placed one step before the anchor.
    anchor: orders?.newest ? new Date(new Date(orders.newest).getTime() + STEP_MS) : new Date(),
  }
}

/** Grows the growth orders to `target` (none added when there are as many already). */
export async function seedGrowthOrders(
  db: Db,
  target: number,
  opts: { log?: (msg: string, fields?: Record<string, unknown>) => void } = {},
): Promise<GrowthResult> {
  const log = opts.log ?? (() => {})
  const started = Date.now()
  if (!Number.isInteger(target) || target < 0) throw new Error(`--orders wants a whole number (got ${target})`)
  // Decision 012: demo data needs the demo staff; a production database has none, so this refuses there too.
  const [pharmacist] = await queryRows<{ id: number; name: string; reg: string }>(
    db,
    sql`select p.user_id as id, p.name, p.registration_number as reg from pharmacists p
        join users u on u.id = p.user_id where u.demo order by p.user_id limit 1`,
  )
  if (!pharmacist) {
    throw new Error('The growth seed writes demo data: it needs the seeded demo pharmacist (a development database)')
  }
  const state = await growthState(db)
  const wantCustomers = customersFor(Math.max(target, state.orders))
  if (state.customers < wantCustomers) await addCustomers(db, state.customers, wantCustomers, state.anchor)
  if (state.orders >= target) {
    return { orders: state.orders, added: 0, customers: Math.max(state.customers, wantCustomers), ms: Date.now() - started }
  }

  const pools = await productPools(db)
  const centres = await queryRows<{ id: number; city: string; state: string; pincode: string }>(
    db,
    sql`select id, city, state, pincode from fulfilment_centres order by id`,
  )
  if (!centres.length) throw new Error('The growth seed needs the fulfilment centres (seed the database first)')

  for (let from = state.orders + 1; from <= target; from += BATCH) {
    const to = Math.min(target, from + BATCH - 1)
    const plans = Array.from({ length: to - from + 1 }, (_, i) => planOrder(from + i))
    await db.transaction(async (tx) => {
      await insertBatch(tx, plans, { anchor: state.anchor, pools, centres, pharmacist })
    })
    log('growth orders', { upTo: to, of: target, ms: Date.now() - started })
  }
  for (const table of [
    'users',
    'orders',
    'order_lines',
    'order_shipments',
    'order_events',
    'prescriptions',
    'order_prescriptions',
  ])
    await db.execute(sql.raw(`analyze ${table}`))
  for (const table of ['rx_reviews', 'rx_register', 'h1_register']) await db.execute(sql.raw(`analyze ${table}`))
  return { orders: target, added: target - state.orders, customers: wantCustomers, ms: Date.now() - started }
}

async function addCustomers(db: Db, from: number, to: number, anchor: Date) {
  const first = texts(FIRST)
  const last = texts(LAST)
  await db.execute(sql`
    insert into users (name, phone, phone_verified, demo, created_at)
    select (${first}::text[])[1 + i % ${FIRST.length}] || ' ' || (${last}::text[])[1 + (i / ${FIRST.length}) % ${LAST.length}],
      '60' || lpad(i::text, 8, '0'), true, true, ${anchor.toISOString()}::timestamptz - interval '800 days'
    from generate_series(${from}::int, ${to - 1}::int) i`)
}

async function productPools(db: Db): Promise<Record<LinePool, Product[]>> {
  const rows = await queryRows<Product & { pool: LinePool }>(
    db,
    sql`select id, price_paise as "pricePaise", mrp_paise as "mrpPaise",
          case when not rx_required then 'otc' when upper(schedule) = 'H1' then 'H1' else 'H' end as pool
        from products
        where not synthetic and not ndps and schedule <> 'X' and (not rx_required or upper(schedule) in ('H', 'H1'))
        order by id`,
  )
  const pools: Record<LinePool, Product[]> = { H: [], H1: [], otc: [] }
  for (const r of rows) pools[r.pool].push(r)
  for (const [name, list] of Object.entries(pools)) if (!list.length) throw new Error(`No products for the ${name} lines`)
  return pools
}

const iso = (d: Date) => d.toISOString()

async function insertBatch(
  tx: Db,
  plans: PlannedOrder[],
  ctx: {
    anchor: Date
    pools: Record<LinePool, Product[]>
    centres: Array<{ id: number; city: string; state: string; pincode: string }>
    pharmacist: { id: number; name: string; reg: string }
  },
) {
  const { anchor, pools, centres, pharmacist } = ctx
  const o = {
    k: [] as number[],
    customer: [] as number[],
    placedAt: [] as string[],
    status: [] as string[],
    placedStatus: [] as string[],
    payment: [] as string[],
    rx: [] as string[],
    centre: [] as number[],
    mrp: [] as number[],
    items: [] as number[],
    fee: [] as number[],
    wallet: [] as number[],
    cancelReason: [] as Array<string | null>,
    review: [] as Array<string | null>,
    decidedAt: [] as Array<string | null>,
    endedAt: [] as string[],
  }
  const l = { k: [] as number[], position: [] as number[], sku: [] as number[], quantity: [] as number[] }
  for (const p of plans) {
    const placed = new Date(anchor.getTime() - p.ageMs)
    let mrp = 0
    let items = 0
    p.lines.forEach((line, i) => {
      const pool = pools[line.pool]
      const product = pool[line.pick % pool.length]!
      mrp += product.mrpPaise * line.quantity
      items += product.pricePaise * line.quantity
      l.k.push(p.k)
      l.position.push(i + 1)
      l.sku.push(product.id)
      l.quantity.push(line.quantity)
    })
    const fee = items >= 49_900 ? 0 : 4_900
    const total = items + fee
    const centre = centres[p.centre % centres.length]!
    o.k.push(p.k)
    o.customer.push(p.customer)
    o.placedAt.push(iso(placed))
    o.status.push(p.status)
    o.placedStatus.push(p.placedStatus)
    o.payment.push(p.payment)
    o.rx.push(String(p.rxRequired))
    o.centre.push(centre.id)
    o.mrp.push(mrp)
    o.items.push(items)
    o.fee.push(fee)
    o.wallet.push(p.payment === 'wallet' ? total : p.payment === 'wallet_online' ? Math.min(total, 10_000) : 0)
    o.cancelReason.push(p.cancelReason)
    o.review.push(p.review)
    o.decidedAt.push(p.decidedAfterMs === null ? null : iso(new Date(placed.getTime() + p.decidedAfterMs)))
    // When it reached its present state (the last event), never after the anchor.
    const after =
      p.status === 'cancelled'
        ? (p.decidedAfterMs ?? 30 * 60 * 1000)
        : p.status === 'packed'
          ? PACKED_AFTER_MS
          : p.status === 'shipped'
            ? SHIPPED_AFTER_MS
            : p.status === 'delivered'
              ? DELIVERED_AFTER_MS
              : p.status === 'returned'
                ? DELIVERED_AFTER_MS + DAY_MS
                : (p.decidedAfterMs ?? 0)
    o.endedAt.push(iso(new Date(placed.getTime() + Math.min(after, p.ageMs))))
  }

  const run = (q: SQL) => tx.execute(q)
  // The batch's orders with the ids they take (orders, shipments and prescriptions from their own sequences).
  await run(sql`
    create temp table g_o on commit drop as
    select u.*, nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
      nextval(pg_get_serial_sequence('order_shipments', 'id'))::int as sid,
      case when u.rx then nextval(pg_get_serial_sequence('prescriptions', 'id'))::int end as pid
    from unnest(${ints(o.k)}::int[], ${ints(o.customer)}::int[], ${texts(o.placedAt)}::timestamptz[],
      ${texts(o.status)}::text[], ${texts(o.placedStatus)}::text[], ${texts(o.payment)}::text[], ${texts(o.rx)}::boolean[],
      ${ints(o.centre)}::int[], ${ints(o.mrp)}::int[], ${ints(o.items)}::int[], ${ints(o.fee)}::int[], ${ints(o.wallet)}::int[],
      ${texts(o.cancelReason)}::text[], ${texts(o.review)}::text[], ${texts(o.decidedAt)}::timestamptz[],
      ${texts(o.endedAt)}::timestamptz[])
      as u(k, customer, placed_at, status, placed_status, payment, rx, centre_id, mrp, items, fee, wallet, cancel_reason,
        review, decided_at, ended_at)`)
  await run(sql`
    alter table g_o add column user_id int, add column recipient text, add column phone text,
      add column city text, add column state text, add column pincode text`)
  await run(sql`
    update g_o set user_id = u.id, recipient = u.name, phone = u.phone, city = c.city, state = c.state, pincode = c.pincode
    from users u, fulfilment_centres c
    where u.phone = '60' || lpad(g_o.customer::text, 8, '0') and u.phone_verified and c.id = g_o.centre_id`)
  await run(sql`
    insert into orders (id, number, user_id, cart_type, source, status, payment_method, mrp_total_paise, item_total_paise,
      coupon_discount_paise, delivery_fee_paise, total_paise, wallet_paise, address, city, rx_required, cancel_reason,
      placed_at, updated_at)
    select id, 'MW' || (10000000 + id), user_id, 'pharmacy', 'PHARMACY', status, payment, mrp, items, 0, fee, items + fee,
      wallet,
      jsonb_build_object('recipientName', recipient, 'phone', phone, 'address', (k % 200 + 1) || ', Main Road',
        'landmark', null, 'pincode', pincode, 'city', city, 'state', state, 'country', 'India', 'addressType', 'home',
        'addressName', 'Home', 'latitude', null, 'longitude', null),
      city, rx, cancel_reason, placed_at, ended_at
    from g_o`)
  await run(sql`
    insert into order_shipments (id, order_id, centre_id, eta_days_min, eta_days_max, tracking_number, courier, packed_at,
      shipped_at, delivered_at)
    select sid, id, centre_id, 1, 3,
      case when status in ('shipped', 'delivered', 'returned') then 'GRW' || lpad(k::text, 9, '0') end,
      case when status in ('shipped', 'delivered', 'returned') then 'Delhivery' end,
      case when status in ('packed', 'shipped', 'delivered', 'returned') then placed_at + ${`${PACKED_AFTER_MS} milliseconds`}::interval end,
      case when status in ('shipped', 'delivered', 'returned') then placed_at + ${`${SHIPPED_AFTER_MS} milliseconds`}::interval end,
      case when status in ('delivered', 'returned') then placed_at + ${`${DELIVERED_AFTER_MS} milliseconds`}::interval end
    from g_o`)
  await run(sql`
    insert into order_lines (order_id, shipment_id, sku_id, name, pack, manufacturer, schedule, rx_required, hsn,
      gst_rate_percent, quantity, mrp_paise, price_paise, position)
    select g.id, g.sid, p.id, p.name, coalesce(p.pack, ''), coalesce(p.manufacturer, ''), p.schedule, p.rx_required,
      case when p.kind = 'drug' then '3004' else '2106' end, case when p.kind = 'drug' then 5 else 18 end,
      l.quantity, p.mrp_paise, p.price_paise, l.position
    from unnest(${ints(l.k)}::int[], ${ints(l.position)}::int[], ${ints(l.sku)}::int[], ${ints(l.quantity)}::int[])
      as l(k, position, sku, quantity)
    join g_o g on g.k = l.k
    join products p on p.id = l.sku`)
  // The timeline, abridged: placed, the pharmacist's decision, and the present state when it is another.
  await run(sql`
    insert into order_events (order_id, from_status, to_status, actor, note, at)
    select id, null, placed_status, 'customer', null, placed_at from g_o
    union all
    select id, 'awaiting_rx_check', case when review = 'approved' then 'confirmed' else 'cancelled' end,
      ${`staff:${pharmacist.id}`}, case when review = 'rejected' then cancel_reason end, decided_at
    from g_o where review in ('approved', 'rejected')
    union all
    select id, case when review = 'approved' or not rx then 'confirmed' else placed_status end, status,
      case when status = 'cancelled' then 'customer' when status = 'delivered' then 'courier' else 'system' end,
      case when status = 'cancelled' then cancel_reason end, ended_at
    from g_o
    where status <> (case when review = 'approved' or not rx then 'confirmed' else placed_status end)
      and coalesce(review, '') <> 'rejected'`)
  // Prescription orders: the prescription, its link to the order, the queue item and, once approved, the registers.
  const doctors = (i: number) => texts(DOCTORS.map((d) => d[i]!))
  await run(sql`
    insert into prescriptions (id, user_id, patient_name, status, created_at, prescriber_name, prescriber_reg_no,
      prescriber_address, patient_age, prescribed_on, verified_by, verified_at, reject_reason, keep_until)
    select pid, user_id, recipient,
      case review when 'approved' then 'approved' when 'rejected' then 'rejected' else 'uploaded' end,
      placed_at - interval '10 minutes',
      case when review in ('approved', 'rejected') then (${doctors(0)}::text[])[1 + k % ${DOCTORS.length}] end,
      case when review in ('approved', 'rejected') then (${doctors(1)}::text[])[1 + k % ${DOCTORS.length}] end,
      case when review in ('approved', 'rejected') then (${doctors(2)}::text[])[1 + k % ${DOCTORS.length}] end,
      case when review = 'approved' then 18 + k % 60 end,
      case when review = 'approved' then ((placed_at at time zone 'Asia/Kolkata')::date - (k % 20)) end,
      case when review in ('approved', 'rejected') then ${pharmacist.id}::int end,
      decided_at,
      case when review = 'rejected' then 'illegible' end,
      -- Rule 65: kept as long as the longest register citing it (3 years for Schedule H1, else 2).
      case when review = 'approved' then ((decided_at at time zone 'Asia/Kolkata')::date + case when exists (
        select 1 from order_lines ol where ol.order_id = g_o.id and upper(ol.schedule) = 'H1') then interval '3 years'
        else interval '2 years' end)::date end
    from g_o where rx`)
  await run(sql`insert into order_prescriptions (order_id, prescription_id) select id, pid from g_o where rx`)
  await run(sql`
    insert into rx_reviews (kind, order_id, status, enqueued_at, decided_by, decided_at, decision, reason)
    select 'order', id, case review when 'waiting' then 'waiting' when 'closed' then 'closed' else 'decided' end, placed_at,
      case when review in ('approved', 'rejected') then ${pharmacist.id}::int end,
      case when review = 'closed' then ended_at else decided_at end,
      case when review in ('approved', 'rejected') then review end,
      case review when 'rejected' then 'illegible' when 'closed' then 'order cancelled' end
    from g_o where rx`)
  await run(sql`
    insert into rx_register (at, dispensed_on, order_id, order_line_id, memo_number, prescription_id, prescriber_name,
      prescriber_address, patient_name, patient_address, sku_id, medicine, schedule, quantity, batch_no, expires_on,
      pharmacist_id, pharmacist_name, pharmacist_reg_no, note)
    select g.decided_at, (g.decided_at at time zone 'Asia/Kolkata')::date, g.id, ol.id, 'MW' || (10000000 + g.id), g.pid,
      p.prescriber_name || ' (Reg. ' || p.prescriber_reg_no || ')', p.prescriber_address,
      p.patient_name || ', ' || p.patient_age || ' y',
      g.recipient || ', ' || (g.k % 200 + 1) || ', Main Road, ' || g.city || ', ' || g.state || ' ' || g.pincode,
      ol.sku_id, ol.name || ' (' || ol.pack || ')', ol.schedule, ol.quantity, 'GB' || lpad((ol.sku_id % 9973)::text, 5, '0'),
      ((g.decided_at at time zone 'Asia/Kolkata')::date + 540), ${pharmacist.id}::int, ${pharmacist.name}, ${pharmacist.reg},
      null
    from g_o g
    join order_lines ol on ol.order_id = g.id and ol.rx_required
    join prescriptions p on p.id = g.pid
    where g.review = 'approved'
    order by g.decided_at, ol.position`)
  await run(sql`
    insert into h1_register (at, dispensed_on, rx_register_id, order_id, prescriber_name, prescriber_address, patient_name,
      patient_address, medicine, quantity, keep_until)
    select r.at, r.dispensed_on, r.id, r.order_id, r.prescriber_name, r.prescriber_address, r.patient_name, r.patient_address,
      r.medicine, r.quantity, (r.dispensed_on + interval '3 years')::date
    from rx_register r
    where r.order_id between (select min(id) from g_o) and (select max(id) from g_o) and upper(r.schedule) = 'H1'
    order by r.id`)
}
