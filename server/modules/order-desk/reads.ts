import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { paymentMethodsWith } from '../../../core/corporate/payment.ts'
import type { DeskFilters } from '../../../contracts/order-desk.ts'
import { queryRows, type Db } from '../../db/client.ts'
import { priorityOrder } from '../care-plan/index.ts'
import { fulfilmentCentres, stockBatches, stockReservations } from '../inventory/index.ts'
import {
  orderEvents,
  orderLines,
  orderReturns,
  orders,
  orderShipments,
  isOrderNumber,
  transition,
  type OrderEvent,
} from '../orders/index.ts'
import { payments, refunds } from '../payments/index.ts'
import { products } from '../catalog/index.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { STATUS_LABELS, type OrderStatus } from '../../../core/orders/statuses.ts'
import { RETURN_WINDOW_DAYS, returnWindowOpen } from './rules.ts'

// What the order desk reads (issue 10 §4): orders by the filters a page at a time, and one order with its lines, the
// batches they come from, shipments, history, returns and refunds, and the moves it can make now.

type OrderRow = typeof orders.$inferSelect

export const DESK_PAGE_SIZE = 25
/**
 * The list counts matching orders up to this many and says 'more than' beyond (decision 051): an exact count of a
 * million orders reads them all on every page view, and nobody pages past the 400th page of 25; filters narrow it.
 */
export const DESK_COUNT_CAP = 10_000
const DAY_MS = 24 * 60 * 60 * 1000

/** A phone number as people type it (+91, 0 or spaces before the 10 digits), or null. */
export function phoneOf(q: string): string | null {
  const digits = q.replace(/[\s-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '')
  return /^[6-9]\d{9}$/.test(digits) ? digits : null
}

/** Midnight in India of a YYYY-MM-DD day, as an instant. */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`)

/** The order named by its number (any case); with `lock`, its row locked until the transaction ends. */
export async function orderByNumber(q: Db, number: string, lock = false): Promise<OrderRow> {
  const upper = number.trim().toUpperCase()
  if (!isOrderNumber(upper)) throw AppError.notFound(`No order ${number.slice(0, 20)}`, 'unknown_order')
  const query = q.select().from(orders).where(eq(orders.number, upper))
  const [order] = lock ? await query.for('update') : await query
  if (!order) throw AppError.notFound(`No order ${upper}`, 'unknown_order')
  return order
}

/** The units of each line by batch (the order's live reservations), earliest expiry first. */
export async function batchesOf(q: Db, orderId: number) {
  return q
    .select({
      reservationId: stockReservations.id,
      orderLineId: stockReservations.orderLineId,
      batchId: stockBatches.id,
      batchNo: stockBatches.batchNo,
      expiresOn: stockBatches.expiresOn,
      centreId: stockBatches.centreId,
      quantity: stockReservations.quantity,
      status: stockReservations.status,
    })
    .from(stockReservations)
    .innerJoin(stockBatches, eq(stockBatches.id, stockReservations.batchId))
    .where(and(eq(stockReservations.orderId, orderId), ne(stockReservations.status, 'released')))
    .orderBy(asc(stockBatches.expiresOn), asc(stockBatches.id))
}

/** When the last shipment of an order was delivered, or null. */
export function latest(dates: ReadonlyArray<Date | null>): Date | null {
  const known = dates.filter((d): d is Date => d !== null)
  return known.length ? new Date(Math.max(...known.map((d) => d.getTime()))) : null
}

export function createDeskReads(db: Db, deps: { now: Clock; countCap?: number }) {
  const { now } = deps
  const cap = deps.countCap ?? DESK_COUNT_CAP

  function where(f: DeskFilters): SQL | undefined {
    const parts: SQL[] = []
    if (f.state) parts.push(eq(orders.status, f.state))
    if (f.city) parts.push(sql`lower(${orders.city}) = ${f.city.toLowerCase()}`)
    if (f.centre) {
      parts.push(sql`exists (select 1 from ${orderShipments} s where s.order_id = ${orders.id} and s.centre_id = ${f.centre})`)
    }
    if (f.from) parts.push(gte(orders.placedAt, istMidnight(f.from)))
    if (f.to) parts.push(lt(orders.placedAt, new Date(istMidnight(f.to).getTime() + DAY_MS)))
    // Every stored value in which that way paid a part (the employer's money first or not).
    if (f.payment) parts.push(inArray(orders.paymentMethod, paymentMethodsWith(f.payment)))
    if (f.q) {
      const number = f.q.toUpperCase()
      const phone = phoneOf(f.q)
      if (isOrderNumber(number)) parts.push(eq(orders.number, number))
      else if (phone) parts.push(or(eq(users.phone, phone), sql`${orders.address}->>'phone' = ${phone}`)!)
      else throw AppError.invalid('Search by an order number (MW and 8 digits) or a 10-digit phone number', 'q', 'bad_search')
    }
    return parts.length ? and(...parts) : undefined
  }

  /**
   * Orders by the filters, a page at a time. The desk's work queues (confirmed, packed, shipped) list Care Plan
   * members' orders first (issue 23 §2: priority processing), each part oldest first, so what waits longest is on top;
   * anything else (a search, the history) newest first, members' or not: that is no work queue, and its index serves
   * it (decision 051). A work queue now reads all its orders to sort them: a cost of the backlog, not of the history.
   */
  async function list(f: DeskFilters) {
    const filter = where(f)
    const oldestFirst = f.state === 'confirmed' || f.state === 'packed' || f.state === 'shipped'
    const page = f.page ?? 1
    const priority = priorityOrder(orders)
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          placedAt: orders.placedAt,
          city: orders.city,
          paymentMethod: orders.paymentMethod,
          totalPaise: orders.totalPaise,
          rxRequired: orders.rxRequired,
          customer: orders.address,
          phone: users.phone,
          priority,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(filter)
        .orderBy(
          ...(oldestFirst ? [desc(priority), asc(orders.placedAt), asc(orders.id)] : [desc(orders.placedAt), desc(orders.id)]),
        )
        .limit(DESK_PAGE_SIZE)
        .offset((page - 1) * DESK_PAGE_SIZE),
      db.select({ total: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1`.as('one') })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(filter)
          .limit(cap + 1)
          .as('matching'),
      ),
    ])
    const centres = rows.length
      ? await db
          .selectDistinct({ orderId: orderShipments.orderId, name: fulfilmentCentres.name })
          .from(orderShipments)
          .innerJoin(fulfilmentCentres, eq(fulfilmentCentres.id, orderShipments.centreId))
          .where(
            inArray(
              orderShipments.orderId,
              rows.map((r) => r.id),
            ),
          )
      : []
    const more = total > cap
    const counted = Math.min(total, cap)
    return {
      /** Matching orders, at most DESK_COUNT_CAP; `more` says there are more than that. */
      total: counted,
      more,
      page,
      pages: Math.max(1, Math.ceil(counted / DESK_PAGE_SIZE)),
      orders: rows.map((r) => ({
        number: r.number,
        status: r.status as OrderStatus,
        statusLabel: STATUS_LABELS[r.status as OrderStatus] ?? r.status,
        placedAt: r.placedAt,
        city: r.city,
        paymentMethod: r.paymentMethod,
        totalPaise: r.totalPaise,
        rxRequired: r.rxRequired,
        /** A member's order (issue 23 §2): first in the work queues, with the badge. */
        priority: r.priority,
        customerName: r.customer.recipientName,
        phone: r.phone ?? r.customer.phone,
        centres: centres.filter((c) => c.orderId === r.id).map((c) => c.name),
      })),
    }
  }

  /** What the filters offer: the centres, and the cities orders went to. */
  async function filterOptions() {
    const [centres, cities] = await Promise.all([
      db
        .select({ id: fulfilmentCentres.id, name: fulfilmentCentres.name, city: fulfilmentCentres.city })
        .from(fulfilmentCentres)
        .orderBy(asc(fulfilmentCentres.name)),
      // The distinct cities by skipping through orders_city_idx, one index probe a city (a loose index scan), instead
      // of reading every order (decision 051).
      queryRows<{ city: string }>(
        db,
        sql`with recursive c (city) as (
              (select ${orders.city} from ${orders} order by ${orders.city} limit 1)
              union all
              select (select o.city from ${orders} o where o.city > c.city order by o.city limit 1) from c where c.city is not null
            )
            select city from c where city is not null limit 500`,
      ),
    ])
    return { centres, cities: cities.map((c) => c.city) }
  }

  /** The order as the desk shows it: lines with their batches, shipments, history, returns and refunds. */
  async function get(number: string) {
    const order = await orderByNumber(db, number)
    const [lines, shipments, events, batches, returns, pays, refundRows] = await Promise.all([
      db
        .select({ line: orderLines, coldChain: products.coldChain })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.skuId))
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position)),
      db
        .select({
          id: orderShipments.id,
          centreId: orderShipments.centreId,
          centre: fulfilmentCentres.name,
          etaDaysMin: orderShipments.etaDaysMin,
          etaDaysMax: orderShipments.etaDaysMax,
          courier: orderShipments.courier,
          trackingNumber: orderShipments.trackingNumber,
          packedAt: orderShipments.packedAt,
          shippedAt: orderShipments.shippedAt,
          deliveredAt: orderShipments.deliveredAt,
        })
        .from(orderShipments)
        .innerJoin(fulfilmentCentres, eq(fulfilmentCentres.id, orderShipments.centreId))
        .where(eq(orderShipments.orderId, order.id))
        .orderBy(asc(orderShipments.id)),
      db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      batchesOf(db, order.id),
      db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).orderBy(asc(orderReturns.id)),
      db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
      db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
    ])
    // The customer, and whether the order is a member's (issue 23 §2), in the one statement.
    const [customer] = await db
      .select({ name: users.name, phone: users.phone, priority: priorityOrder(orders) })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, order.id))
    const status = order.status as OrderStatus
    const can = (event: OrderEvent) => transition(status, event, { rxRequired: order.rxRequired }).ok
    const deliveredAt = latest(shipments.map((s) => s.deliveredAt))
    return {
      order,
      status,
      statusLabel: STATUS_LABELS[status],
      customer: { name: customer?.name ?? order.address.recipientName, phone: customer?.phone ?? order.address.phone },
      priority: customer?.priority ?? false,
      lines: lines.map(({ line, coldChain }) => ({
        ...line,
        coldChain: coldChain ?? false,
        batches: batches.filter((b) => b.orderLineId === line.id),
      })),
      shipments,
      events: events.map((e) => ({ ...e, label: STATUS_LABELS[e.toStatus as OrderStatus] ?? e.toStatus })),
      returns,
      payments: pays,
      refunds: refundRows,
      actions: {
        pack: can('pack'),
        ship: can('ship'),
        deliver: can('deliver'),
        cancel: can('cancel'),
        return: status === 'delivered' && deliveredAt !== null && returnWindowOpen(deliveredAt, now()),
      },
      returnUntil: deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null,
    }
  }

  return { list, filterOptions, get }
}
