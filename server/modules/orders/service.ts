import { and, asc, count, desc, eq, inArray, lte, ne } from 'drizzle-orm'
import { paise, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { releaseCoupon } from '../coupons/index.ts'
import { commitHeldReservations, fulfilmentCentres, releaseReservations } from '../inventory/index.ts'
import { orderEvents, orderLines, orders, orderShipments } from './schema.ts'
import {
  captureCashOnDelivery,
  payments,
  refundOnline,
  refundPart as refundPartOf,
  refundToWallet,
  type Refunding,
} from '../payments/index.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Notifier } from '../notify/index.ts'
import type { WalletService } from '../wallet/index.ts'
import type { PublishOrderStatus } from './events.ts'
import { issueInvoiceNumber } from './invoices.ts'
import { assertRxLinesCovered } from './rx-gate.ts'
import { PRESCRIPTION_VALID_MONTHS } from '../prescriptions/index.ts'
import type { Checkout } from './checkout.ts'
import { isOrderNumber, recordOrderEvent } from './order-record.ts'
import { emptySoldProducts, type PlacedOrder, type PlaceOrderInput, type ProductLine } from './product-line.ts'
import { isProductCartType } from '../../../core/cart/cart-types.ts'
import { customerCanCancel, transition, type OrderEvent } from './state-machine.ts'
import { STATUS_LABELS, type OrderStatus } from '../../../core/orders/statuses.ts'

// Orders after the sale (issue 9 §7–8): placement behind an idempotency key, the order pages' reads, cancellation
// with its refunds, the state machine's moves for staff and the system, and the sweep that ends unpaid holds.

const PAGE_SIZE = 10

/** What an order with nothing to ship says when it is fulfilled (issue 23: a care plan bought alone). */
const FULFILLED_NOTE = 'Nothing to ship: fulfilled when paid'

/** An order that sold no goods (a care plan alone): nothing to pack or ship. */
function nothingToShip(order: { mrpTotalPaise: number; itemTotalPaise: number }): boolean {
  return order.mrpTotalPaise === 0 && order.itemTotalPaise === 0
}

/** What the pharmacist's queue does when an order starts waiting for its prescription check (issue 10 §3). */
export interface RxQueueHooks {
  enqueue(tx: Db, orderId: number, at: Date): Promise<void>
  entered(orderId: number): Promise<void>
  /** issue 29: an order cancelled before its check leaves the queue, in the move's transaction. */
  close(tx: Db, orderId: number, at: Date, by: Actor): Promise<void>
}

export type Actor = 'customer' | 'system' | 'gateway' | 'courier' | `staff:${number}`

/** An order's move as other modules see it inside its transaction (orders' onMove). */
export interface OrderMove {
  orderId: number
  userId: number
  cartType: string
  event: OrderEvent
  to: OrderStatus
  number: string
  goodsTotal: Paise
}

export function createOrderService(
  db: Db,
  deps: {
    now: Clock
    wallet: WalletService
    notifier: Notifier
    logger: Logger
    /** The one checkout pipeline (checkout.ts) and the product carts' line of sale (product-line.ts). */
    checkout: Checkout
    products: ProductLine
    /** Told after a change commits (server-sent events); never fails the change. */
    published?: (userId: number, orderId: number, status: OrderStatus) => Promise<void>
    /** Publishes each move inside its transaction: sent to open pages only if it commits (orders/events.ts). */
    publish?: PublishOrderStatus
    /** Sends the refunds a cancellation wrote (payments module); a failure is retried by the sweep. */
    processRefunds?: (orderId: number) => Promise<void>
    /**
     * The pharmacist's queue (pharmacist/queue-hooks.ts): `enqueue` inside the transaction that moves an order into
     * awaiting_rx_check (placement or payment), `entered` after it commits (a repeat prescription approves it at once).
     */
    rxQueue?: RxQueueHooks
    /** PRESCRIPTION_VALID_MONTHS (server/config.ts): how long a prescription serves, for the packing check. */
    validMonths?: number
    /**
     * What another module does with an order's move inside its transaction (labs/bookings.ts: a lab booking's status
     * and slot move with its order's); throwing refuses the move.
     */
    onMove?: (tx: Db, move: OrderMove) => Promise<void>
    /** issue 25 §4: what the corporate wallet paid goes back to its sub-wallet (corporate/checkout.ts). */
    corporate?: Refunding['corporate']
  },
) {
  const { now, logger } = deps
  const refunding: Refunding = { now, wallet: deps.wallet, corporate: deps.corporate }

  /** Part of what was paid back the way it was paid (a return; lines the pharmacist removed): payments/after-sale.ts. */
  const refundPart = (tx: Db, order: typeof orders.$inferSelect, amount: Paise, reason: string, tag: string) =>
    refundPartOf(tx, order, amount, reason, tag, refunding)

  /**
   * An order's row locked for a change another module makes with it, in the caller's transaction (a care plan
   * cancelled: its fee refunded on the order that sold it). Orders are locked before the rows that follow them.
   */
  async function lockOrder(tx: Db, orderId: number) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw AppError.notFound('We could not find that order', 'order_not_found')
    return order
  }

  async function notify(userId: number, text: string) {
    try {
      const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
      if (u?.phone) await deps.notifier.send({ channel: 'sms', to: `+91${u.phone}`, text })
    } catch (error) {
      logger.warn('order message not sent', { userId, err: String(error) })
    }
  }

  /** After commit: the queue may approve a repeat order at once; a failure leaves it waiting for a pharmacist. */
  async function enteredRxQueue(orderId: number) {
    await deps.rxQueue
      ?.entered(orderId)
      .catch((error) => logger.error('repeat prescription check failed', { orderId, err: String(error) }))
  }

  async function told(userId: number, orderId: number, status: OrderStatus, number: string, cartType?: string) {
    await deps
      .published?.(userId, orderId, status)
      .catch((error) => logger.warn('order event not published', { orderId, err: String(error) }))
    await notify(userId, messageFor(status, number, cartType))
  }

  /**
   * The product line as this service sells it: an order awaiting its prescription check joins the pharmacist's queue;
   * one with nothing to ship (a care plan alone, issue 23) paid now is fulfilled at once.
   */
  const productLine: ProductLine['line'] = {
    ...deps.products.line,
    async placed(tx, sold) {
      await deps.products.line.placed?.(tx, sold)
      if (sold.status === 'awaiting_rx_check') await deps.rxQueue?.enqueue(tx, sold.orderId, sold.at)
      if (sold.status === 'confirmed' && !sold.priced.lines.length) {
        // The invoice number is the pipeline's last step: the confirmed order gets it there, after this move.
        return { status: (await applyMove(tx, sold.orderId, 'fulfil', 'system', FULFILLED_NOTE)).status }
      }
    },
    async announce(placed, userId) {
      await told(userId, placed.orderId, placed.status, placed.number)
      if (placed.status === 'awaiting_rx_check') await enteredRxQueue(placed.orderId)
    },
  }

  /**
   * issue 9 §7: the same key and payload give the same answer for 24 h, another payload a 422, a retry while the
   * first runs a 409; a refused placement keeps nothing, so it may be tried again with the same key.
   */
  async function place(
    userId: number,
    input: PlaceOrderInput,
    key: string | null | undefined,
  ): Promise<{ status: number; body: PlacedOrder; replayed: boolean }> {
    return deps.checkout.place(productLine, userId, input, key)
  }

  async function ownOrder(userId: number, number: string) {
    // Numbers are ours ('MW' and 8 digits): anything else names no order (and never reaches SQL).
    if (!isOrderNumber(number)) throw AppError.notFound('No such order in your account', 'unknown_order')
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.number, number), eq(orders.userId, userId)))
    if (!order) throw AppError.notFound(`No order ${number.slice(0, 20)} in your account`, 'unknown_order')
    return order
  }

  /**
   * issue 23 §3: what the account's latest product orders cost before any care plan (the plans page's 'you would have
   * saved'): not cancelled, with goods, newest first.
   */
  async function recentSpend(userId: number, limit = 10) {
    return db
      .select({
        number: orders.number,
        itemTotalPaise: orders.itemTotalPaise,
        deliveryFeePaise: orders.deliveryFeePaise,
        memberDiscountPaise: orders.memberDiscountPaise,
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          inArray(orders.cartType, ['pharmacy', 'pharmacy_buy_now', 'done_in_one']),
          ne(orders.status, 'cancelled'),
          ne(orders.itemTotalPaise, ZERO_PAISE),
        ),
      )
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(limit)
  }

  /** /order/history: newest first, a page at a time. */
  async function list(userId: number, page = 1) {
    const offset = (Math.max(1, page) - 1) * PAGE_SIZE
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(PAGE_SIZE)
      .offset(offset)
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId))
    const lines = rows.length
      ? await db
          .select({ orderId: orderLines.orderId, name: orderLines.name, quantity: orderLines.quantity })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderLines.position))
      : []
    return {
      total,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      orders: rows.map((o) => ({
        number: o.number,
        status: o.status as OrderStatus,
        statusLabel: STATUS_LABELS[o.status as OrderStatus],
        total: o.totalPaise,
        placedAt: o.placedAt,
        items: lines.filter((l) => l.orderId === o.id).map((l) => ({ name: l.name, quantity: l.quantity })),
      })),
    }
  }

  /** The order page: lines, bill, address, shipments with their centre, payments and the timeline. */
  async function get(userId: number, number: string) {
    const order = await ownOrder(userId, number)
    const [lines, shipments, events, pays] = await Promise.all([
      db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
      db
        .select({
          id: orderShipments.id,
          centre: fulfilmentCentres.name,
          city: fulfilmentCentres.city,
          etaDaysMin: orderShipments.etaDaysMin,
          etaDaysMax: orderShipments.etaDaysMax,
          shippedAt: orderShipments.shippedAt,
          deliveredAt: orderShipments.deliveredAt,
        })
        .from(orderShipments)
        .innerJoin(fulfilmentCentres, eq(fulfilmentCentres.id, orderShipments.centreId))
        .where(eq(orderShipments.orderId, order.id))
        .orderBy(asc(orderShipments.id)),
      db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    ])
    const status = order.status as OrderStatus
    return {
      order,
      status,
      statusLabel: STATUS_LABELS[status],
      canCancel: customerCanCancel(status),
      lines,
      shipments: shipments.map((s) => ({ ...s, lines: lines.filter((l) => l.shipmentId === s.id).map((l) => l.id) })),
      events: events.map((e) => ({ ...e, label: STATUS_LABELS[e.toStatus as OrderStatus] ?? e.toStatus })),
      payments: pays,
    }
  }

  /**
   * Moves an order through the state machine in one transaction with what each move implies: stock released on
   * cancel (held units freed, taken ones put back), the coupon given back, money refunded to the wallet for what was
   * paid from it or on delivery; stock taken when an online payment completes; cash collected on delivery.
   */
  /**
   * The move inside the caller's transaction (a payment completing is one transaction with the order's move).
   * `returnRefund`: what a return gives back (the returned lines' value, order-desk/service.ts), the way it was paid.
   */
  async function applyMove(
    tx: Db,
    orderId: number,
    event: OrderEvent,
    actor: Actor,
    note?: string,
    opts: { returnRefund?: Paise } = {},
  ): Promise<{ orderId: number; userId: number; number: string; status: OrderStatus; cartType: string }> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw AppError.notFound(`No order ${orderId}`, 'unknown_order')
    const from = order.status as OrderStatus
    const step = transition(from, event, { rxRequired: order.rxRequired })
    if (!step.ok) throw AppError.conflict(step.message, undefined, 'order_state')
    if (event === 'fulfil' && !nothingToShip(order)) {
      throw AppError.conflict('Only an order with nothing to ship is fulfilled without shipping', undefined, 'order_state')
    }
    const at = now()
    // issue 10 §6: a prescription-only line never ships without an approved prescription that names it.
    if ((event === 'pack' || event === 'ship') && order.rxRequired) {
      await assertRxLinesCovered(tx, order.id, at, deps.validMonths ?? PRESCRIPTION_VALID_MONTHS)
    }
    if (step.to === 'returned' && opts.returnRefund) await refundPart(tx, order, opts.returnRefund, 'Order returned', 'return')
    if (step.to === 'cancelled') await releaseReservations(tx, order.id)
    if (from === 'pending_payment' && event === 'paid') {
      await commitHeldReservations(tx, order.id)
      // Paid online: what it sold leaves its cart now (cash on delivery and MedWise Cash did at placement).
      if (isProductCartType(order.cartType)) {
        const sold = await tx.select({ skuId: orderLines.skuId }).from(orderLines).where(eq(orderLines.orderId, order.id))
        await emptySoldProducts(
          tx,
          order.userId,
          order.cartType,
          sold.map((l) => l.skuId),
          at,
        )
      }
    }
    if (step.to === 'cancelled') {
      // The pharmacist's own rejection decides its item itself; any other end of the order closes it.
      if (event !== 'rx_rejected') await deps.rxQueue?.close(tx, order.id, at, actor)
      await releaseCoupon(tx, order.id)
      await refundToWallet(tx, order, refunding)
      await refundOnline(tx, order, now())
    }
    if (event === 'deliver') {
      await captureCashOnDelivery(tx, order.id, at)
      await tx.update(orderShipments).set({ deliveredAt: at }).where(eq(orderShipments.orderId, order.id))
    }
    if (event === 'ship') await tx.update(orderShipments).set({ shippedAt: at }).where(eq(orderShipments.orderId, order.id))
    await tx
      .update(orders)
      .set({
        status: step.to,
        updatedAt: at,
        holdExpiresAt: step.to === 'pending_payment' ? order.holdExpiresAt : null,
        ...(step.to === 'cancelled' ? { cancelReason: note ?? null } : {}),
      })
      .where(eq(orders.id, order.id))
    await recordOrderEvent(tx, { orderId: order.id, fromStatus: from, toStatus: step.to, actor, note: note ?? null, at })
    await deps.onMove?.(tx, {
      orderId: order.id,
      userId: order.userId,
      cartType: order.cartType,
      event,
      to: step.to,
      number: order.number,
      // What the goods cost (a care plan's fee aside): the care plan's cash back is a share of it (issue 23 §5).
      goodsTotal: paise(order.totalPaise - order.carePlanFeePaise),
    })
    if (step.to === 'awaiting_rx_check') await deps.rxQueue?.enqueue(tx, order.id, at)
    await issueInvoiceNumber(tx, order.id, step.to, at)
    await deps.publish?.(tx, { userId: order.userId, number: order.number, status: step.to })
    // issue 23: an order with nothing to ship (a care plan alone) is fulfilled as soon as it is paid for.
    if (step.to === 'confirmed' && nothingToShip(order)) return applyMove(tx, order.id, 'fulfil', 'system', FULFILLED_NOTE)
    return { orderId: order.id, userId: order.userId, number: order.number, status: step.to, cartType: order.cartType }
  }

  /** After a move committed: the customer is told, and refunds due go to the gateway. */
  async function afterMove(result: { orderId: number; userId: number; number: string; status: OrderStatus; cartType?: string }) {
    await told(result.userId, result.orderId, result.status, result.number, result.cartType)
    if (result.status === 'awaiting_rx_check') await enteredRxQueue(result.orderId)
    if (result.status === 'cancelled' || result.status === 'returned') {
      await deps
        .processRefunds?.(result.orderId)
        .catch((error) => logger.error('refunds not sent', { orderId: result.orderId, err: String(error) }))
    }
  }

  /**
   * Moves an order through the state machine in one transaction with what each move implies: stock released on
   * cancel (held units freed, taken ones put back), the coupon given back, money refunded the way it was paid (the
   * wallet part and cash on delivery to the wallet, online payments to their source); stock taken when an online
   * payment completes; cash collected on delivery.
   */
  async function move(orderId: number, event: OrderEvent, actor: Actor, note?: string) {
    const result = await db.transaction((t) => applyMove(t, orderId, event, actor, note))
    await afterMove(result)
    return result
  }

  /** A move of an order named by its number (development route; staff tools). */
  async function moveByNumber(number: string, event: OrderEvent, actor: Actor, note?: string) {
    const [order] = isOrderNumber(number) ? await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)) : []
    if (!order) throw AppError.notFound(`No order ${number.slice(0, 20)}`, 'unknown_order')
    return move(order.id, event, actor, note)
  }

  /** The customer's 'Cancel order' (until packed). */
  async function cancel(userId: number, number: string, reason: string) {
    const order = await ownOrder(userId, number)
    if (!customerCanCancel(order.status as OrderStatus)) {
      throw AppError.conflict(
        `This order is ${STATUS_LABELS[order.status as OrderStatus].toLowerCase()} and can no longer be cancelled`,
        undefined,
        'order_state',
      )
    }
    return move(order.id, 'cancel', 'customer', reason)
  }

  /** Unpaid online orders whose hold ran out: cancelled, their stock and wallet part given back. */
  async function expireHolds(): Promise<number> {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lte(orders.holdExpiresAt, now())))
      .limit(100)
    let n = 0
    for (const { id } of due) {
      try {
        await move(id, 'expire', 'system', 'Payment not completed in time')
        n++
      } catch (error) {
        if (!AppError.is(error) || error.code !== 'order_state') throw error
      }
    }
    return n
  }

  /** Orders that count against first-order coupons: placed and not cancelled. */
  async function ordersPlaced(userId: number, q: Db = db): Promise<number> {
    const [row] = await q
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')))
    return row?.n ?? 0
  }

  return {
    place,
    list,
    recentSpend,
    get,
    move,
    moveByNumber,
    applyMove,
    afterMove,
    refundPart,
    lockOrder,
    cancel,
    expireHolds,
    ordersPlaced,
    placement: deps.products,
  }
}
export type OrderService = ReturnType<typeof createOrderService>

/** The SMS of each step (issue 9 §8: messages at each step through the notifier). */
export function messageFor(status: OrderStatus, number: string, cartType?: string): string {
  // A lab booking (labs/bookings.ts) is collected at home, never packed or shipped.
  if (cartType === 'labs' || cartType === 'cp_labs') {
    if (status === 'pending_payment')
      return `MedWise: lab booking ${number} is waiting for your payment. Its slot is held for 15 minutes.`
    if (status === 'confirmed')
      return `MedWise: lab booking ${number} is confirmed. We will come to collect the samples at your slot.`
    if (status === 'cancelled') return `MedWise: lab booking ${number} is cancelled. Any amount paid will be refunded.`
  }
  // A consultation (consultations/sale.ts) is joined online, never packed or shipped.
  if (cartType === 'consultation') {
    if (status === 'pending_payment')
      return `MedWise: consultation ${number} is waiting for your payment. Its slot is held for 15 minutes.`
    if (status === 'confirmed') return `MedWise: consultation ${number} is booked. Join it from My consultations at its time.`
    if (status === 'cancelled') return `MedWise: consultation ${number} is cancelled. Any amount paid will be refunded.`
  }
  // A vaccination at home (vaccination/service.ts) is given by a nurse at home, never packed or shipped.
  if (cartType === 'vaccination') {
    if (status === 'pending_payment')
      return `MedWise: vaccination ${number} is waiting for your payment. Its slot is held for 15 minutes.`
    if (status === 'confirmed') return `MedWise: vaccination ${number} is booked. A nurse will visit you at your slot.`
    if (status === 'cancelled') return `MedWise: vaccination ${number} is cancelled. Any amount paid will be refunded.`
  }
  switch (status) {
    case 'pending_payment':
      return `MedWise: order ${number} is waiting for your payment. It is held for 15 minutes.`
    case 'awaiting_rx_check':
      return `MedWise: order ${number} is placed. Our pharmacist is checking your prescription.`
    case 'confirmed':
      return `MedWise: order ${number} is confirmed and will be packed soon.`
    case 'packed':
      return `MedWise: order ${number} is packed.`
    case 'shipped':
      return `MedWise: order ${number} is on its way.`
    case 'delivered':
      return `MedWise: order ${number} is delivered. Get well soon!`
    case 'cancelled':
      return `MedWise: order ${number} is cancelled. Any amount paid will be refunded.`
    case 'returned':
      return `MedWise: order ${number} is returned.`
  }
}
