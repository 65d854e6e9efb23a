import { and, asc, eq, ne } from 'drizzle-orm'
import type { DeskReturn } from '../../../contracts/order-desk.ts'
import type { Db } from '../../db/client.ts'
import {
  markPacked,
  markShipped,
  orderLines,
  orders,
  orderShipments,
  recordReturn,
  type OrderService,
  transition,
  type OrderEvent,
} from '../orders/index.ts'
import { products } from '../catalog/index.ts'
import { stockBatches, heldUnits, repickBatches } from '../inventory/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { STATUS_LABELS, type OrderStatus } from '../../../core/orders/statuses.ts'
import { appendBatchCorrection, appendReturnCorrection } from '../registers/index.ts'
import { auditStaffAction } from '../staff/index.ts'
import { batchesOf, createDeskReads, latest, orderByNumber } from './reads.ts'
import { earliestPackableExpiry, indiaDay, repick, returnRefund, returnRefusal, returnWindowOpen } from './rules.ts'

// The order desk (issue 10 §4): staff (ROLE_ADMIN, ROLE_CCARE; the pages check) find orders (reads.ts) and move them:
// packed (batches checked against the delivery estimate and picked again where they expire too soon), shipped
// (courier and tracking number), delivered, cancelled with a reason, returned within 7 days. Every action is one
// transaction with the state machine's move (orders/service.ts applyMove: the order_events row, stock, refunds, the
// live event) and the audit row; the customer is told after it commits (afterMove), as for every other move.

export { DESK_PAGE_SIZE, phoneOf } from './reads.ts'

type Tx = Db
type OrderRow = typeof orders.$inferSelect

export function createOrderDeskService(
  db: Db,
  deps: {
    now: Clock
    orders: OrderService
    /** How far the list counts (reads.ts DESK_COUNT_CAP; tests lower it). */
    countCap?: number
  },
) {
  const { now } = deps
  const reads = createDeskReads(db, { now, countCap: deps.countCap })

  /** Refuses early (before any batch work) a move the state machine would refuse. */
  function mustAllow(order: OrderRow, event: OrderEvent) {
    const step = transition(order.status as OrderStatus, event, { rxRequired: order.rxRequired })
    if (!step.ok) throw AppError.conflict(step.message, undefined, 'order_state')
  }

  /**
   * One desk action: the work and the state machine's move in one transaction with the audit row; then the customer
   * is told (afterMove: the message, and refunds sent to the gateway).
   */
  async function act(
    staffId: number,
    number: string,
    action: string,
    work: (
      tx: Tx,
      order: OrderRow,
    ) => Promise<{ moved: Awaited<ReturnType<OrderService['applyMove']>>; before?: unknown; after?: unknown }>,
  ) {
    const result = await db.transaction(async (tx) => {
      const order = await orderByNumber(tx, number, true)
      const done = await work(tx, order)
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action,
        targetUserId: order.userId,
        subject: { orderId: order.id, number: order.number },
        before: { status: order.status, ...(done.before ?? {}) },
        after: { status: done.moved.status, ...(done.after ?? {}) },
      })
      return done.moved
    })
    await deps.orders.afterMove(result)
    return result
  }

  /**
   * Packed: each line's batches (its committed reservations) must expire at least 3 months after the delivery
   * estimate; units on a batch that does not are moved to the centre's batches that do, earliest expiry first (the
   * reservation moves; the old batch gets its units back), and a prescription line moved gets a correction in the
   * Rule 65 register. The state machine then refuses a prescription line no approved prescription names.
   */
  async function pack(staffId: number, number: string) {
    return act(staffId, number, 'order.pack', async (tx, order) => {
      mustAllow(order, 'pack')
      const at = now()
      const [lines, shipments, batches] = await Promise.all([
        tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
        tx.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)),
        batchesOf(tx, order.id),
      ])
      const before = batches.map((b) => ({ orderLineId: b.orderLineId, batchNo: b.batchNo, quantity: b.quantity }))
      const changed: Array<{ orderLineId: number; from: string[]; to: string[] }> = []
      for (const line of lines) {
        const shipment = shipments.find((s) => s.id === line.shipmentId)
        if (!shipment) continue
        const mine = batches.filter((b) => b.orderLineId === line.id && b.status === 'committed')
        const earliest = earliestPackableExpiry(at, shipment.etaDaysMax)
        if (mine.every((b) => b.expiresOn >= earliest)) continue
        // The centre's batches of this SKU, locked in id order (placement's habit), less what unpaid orders hold.
        const stock = await tx
          .select({
            id: stockBatches.id,
            batchNo: stockBatches.batchNo,
            expiresOn: stockBatches.expiresOn,
            onHand: stockBatches.onHand,
          })
          .from(stockBatches)
          .where(and(eq(stockBatches.centreId, shipment.centreId), eq(stockBatches.skuId, line.skuId)))
          .orderBy(asc(stockBatches.id))
          .for('update')
        const held = await heldUnits(
          tx,
          stock.map((b) => b.id),
          at,
        )
        const plan = repick(
          mine.map((b) => ({ reservationId: b.reservationId, batchId: b.batchId, expiresOn: b.expiresOn, quantity: b.quantity })),
          stock.map((b) => ({
            batchId: b.id,
            expiresOn: b.expiresOn,
            available: b.onHand - (held.get(b.id) ?? 0),
          })),
          earliest,
        )
        if (!plan.ok) {
          throw AppError.conflict(
            `${line.name}: the centre has ${plan.available} of ${plan.wanted} units expiring on or after ${earliest} (3 months after delivery). Restock it or cancel the order.`,
            undefined,
            'no_fresh_batch',
          )
        }
        // The moved units go back on their shelves; the reservations move to the picked batches.
        await repickBatches(tx, { orderId: order.id, orderLineId: line.id, moved: plan.moved, picks: plan.picks, at })
        const batchNo = (id: number) => stock.find((b) => b.id === id)!.batchNo
        changed.push({
          orderLineId: line.id,
          from: plan.moved.map((r) => batchNo(r.batchId)),
          to: plan.picks.map((p) => batchNo(p.batchId)),
        })
        if (line.rxRequired) {
          await appendBatchCorrection(tx, {
            orderId: order.id,
            orderLineId: line.id,
            batches: plan.picks.map((p) => ({ batchNo: batchNo(p.batchId), expiresOn: p.expiresOn, quantity: p.quantity })),
            at,
            day: indiaDay(at),
          })
        }
      }
      await markPacked(tx, order.id, staffId, at)
      const note = changed.length ? `Packed; batch changed for ${changed.length} line(s)` : 'Packed'
      const moved = await deps.orders.applyMove(tx, order.id, 'pack', `staff:${staffId}`, note)
      const after = (await batchesOf(tx, order.id)).map((b) => ({
        orderLineId: b.orderLineId,
        batchNo: b.batchNo,
        quantity: b.quantity,
      }))
      return { moved, before: { batches: before }, after: { batches: after, changed } }
    })
  }

  /** Shipped: the courier and its tracking number on every shipment of the order (one tracking number, one order). */
  async function ship(staffId: number, number: string, input: { courier: string; trackingNumber: string }) {
    return act(staffId, number, 'order.ship', async (tx, order) => {
      mustAllow(order, 'ship')
      const [taken] = await tx
        .select({ orderId: orderShipments.orderId })
        .from(orderShipments)
        .where(and(eq(orderShipments.trackingNumber, input.trackingNumber), ne(orderShipments.orderId, order.id)))
        .limit(1)
      if (taken) {
        throw AppError.conflict(
          `Tracking number ${input.trackingNumber} is already on another order`,
          'tracking_number',
          'tracking_taken',
        )
      }
      await markShipped(tx, order.id, input)
      const moved = await deps.orders.applyMove(
        tx,
        order.id,
        'ship',
        `staff:${staffId}`,
        `${input.courier}, tracking number ${input.trackingNumber}`,
      )
      return { moved, after: { courier: input.courier, trackingNumber: input.trackingNumber } }
    })
  }

  /** Delivered (by the desk; the courier's webhook uses `deliverIn` too). */
  async function deliver(staffId: number, number: string) {
    return act(staffId, number, 'order.deliver', async (tx, order) => ({
      moved: await deliverIn(tx, order, `staff:${staffId}`, 'Delivered (marked by the desk)'),
    }))
  }

  /** The one way an order becomes delivered, whoever says so: the state machine's move (cash collected, dates). */
  async function deliverIn(tx: Tx, order: OrderRow, actor: `staff:${number}` | 'courier', note: string) {
    return deps.orders.applyMove(tx, order.id, 'deliver', actor, note)
  }

  /** Cancelled with a reason: the customer's cancellation path (stock back, coupon back, refunds the way it was paid). */
  async function cancel(staffId: number, number: string, reason: string) {
    return act(staffId, number, 'order.cancel', async (tx, order) => ({
      moved: await deps.orders.applyMove(tx, order.id, 'cancel', `staff:${staffId}`, reason),
      after: { reason },
    }))
  }

  /**
   * Returned within 7 days of delivery: the lines taken back (never cold-chain products or opened strips), an
   * order_returns row, the refund of their value the way it was paid (orders/service.ts), a 'returned' line in the
   * Rule 65 register for a prescription line. Returned units are not put back on sale (they go to quarantine).
   */
  async function returnOrder(staffId: number, number: string, input: DeskReturn) {
    return act(staffId, number, 'order.return', async (tx, order) => {
      if (order.status !== 'delivered') {
        throw AppError.conflict(
          `An order that is ${STATUS_LABELS[order.status as OrderStatus].toLowerCase()} cannot be returned at the desk`,
          undefined,
          'order_state',
        )
      }
      const at = now()
      const shipments = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, order.id))
      const deliveredAt = latest(shipments.map((s) => s.deliveredAt))
      if (!deliveredAt || !returnWindowOpen(deliveredAt, at)) {
        throw AppError.conflict('The 7-day return window of this order has closed', undefined, 'return_window')
      }
      const lines = await tx
        .select({ line: orderLines, coldChain: products.coldChain })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.skuId))
        .where(eq(orderLines.orderId, order.id))
      const back: Array<{ line: typeof orderLines.$inferSelect; quantity: number }> = []
      for (const wanted of input.lines.filter((l) => l.quantity > 0)) {
        const found = lines.find((l) => l.line.id === wanted.order_line_id)
        if (!found) throw AppError.invalid('That item is not in this order', 'lines', 'unknown_line')
        const refusal = returnRefusal({ name: found.line.name, coldChain: found.coldChain ?? false, opened: wanted.opened })
        if (refusal) throw AppError.conflict(refusal, 'lines', 'not_returnable')
        if (wanted.quantity > found.line.quantity) {
          throw AppError.invalid(`Only ${found.line.quantity} of ${found.line.name} were delivered`, 'lines', 'too_many')
        }
        back.push({ line: found.line, quantity: wanted.quantity })
      }
      const refund = returnRefund(
        back.map((b) => ({ pricePaise: b.line.pricePaise, quantity: b.quantity })),
        order,
      )
      const returned = back.map((b) => ({ orderLineId: b.line.id, quantity: b.quantity }))
      await recordReturn(tx, { orderId: order.id, lines: returned, reason: input.reason, refund, staffId, at })
      for (const b of back.filter((x) => x.line.rxRequired)) {
        await appendReturnCorrection(tx, {
          orderId: order.id,
          orderLineId: b.line.id,
          quantity: b.quantity,
          at,
          day: indiaDay(at),
        })
      }
      const moved = await deps.orders.applyMove(tx, order.id, 'return', `staff:${staffId}`, input.reason, {
        returnRefund: refund,
      })
      return { moved, after: { lines: returned, refundPaise: refund, reason: input.reason } }
    })
  }

  return { ...reads, pack, ship, deliver, deliverIn, cancel, returnOrder, orderByNumber }
}
export type OrderDeskService = ReturnType<typeof createOrderDeskService>
