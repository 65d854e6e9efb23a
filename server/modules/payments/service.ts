import { and, asc, eq, inArray } from 'drizzle-orm'
import { paise, type Paise } from '../../../app/lib/money.ts'
import type { Db } from '../../db/client.ts'
import { cartItems, carts, orderLines, orders, paymentEvents, payments, refunds } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { OrderService } from '../orders/service.ts'
import type { CheckoutProof, OnlineGateway } from './gateway.ts'

// Online payments of orders (issue 9 §6): an attempt per try (the gateway's order id stored with it), completed by the
// browser's callback or the gateway's webhook, whichever comes first, in one transaction with the order's move to
// paid; a failed attempt leaves the order waiting and the cart as it was. A payment that arrives for an order that
// is no longer waiting (its hold expired) is refunded at once. Refunds go out after the cancellation commits and are
// retried by the sweep until the gateway takes them.

export interface Attempt {
  paymentId: number
  provider: string
  providerOrderId: string
  amount: Paise
  keyId: string
  orderNumber: string
}

export function createPaymentService(
  db: Db,
  deps: { now: Clock; gateway: OnlineGateway | null; orders: OrderService; logger: Logger },
) {
  const { now, logger } = deps

  function gateway(): OnlineGateway {
    if (!deps.gateway) throw AppError.unavailable('Online payment is not available right now. Please choose cash on delivery.')
    return deps.gateway
  }

  /** 'Pay online' for a waiting order of the account: a new attempt at the gateway for what is left to pay. */
  async function start(userId: number, orderNumber: string): Promise<Attempt> {
    const gw = gateway()
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.number, orderNumber), eq(orders.userId, userId)))
    if (!order) throw AppError.notFound(`No order ${orderNumber.slice(0, 20)} in your account`, 'unknown_order')
    if (order.status !== 'pending_payment')
      throw AppError.conflict('This order is not waiting for a payment', undefined, 'order_state')
    if (order.holdExpiresAt && order.holdExpiresAt <= now()) {
      throw AppError.conflict(
        'The time to pay for this order ran out. Please place it again from your cart.',
        undefined,
        'order_expired',
      )
    }
    const amount = paise(order.totalPaise - order.walletPaise)
    const { providerOrderId } = await gw.createOrder(amount, order.number)
    const at = now()
    const [row] = await db
      .insert(payments)
      .values({
        purpose: 'order',
        orderId: order.id,
        userId,
        provider: gw.name,
        amountPaise: amount,
        status: 'created',
        providerOrderId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: payments.id })
    return { paymentId: row!.id, provider: gw.name, providerOrderId, amount, keyId: gw.keyId, orderNumber: order.number }
  }

  async function attemptOf(providerOrderId: string, q: Db = db) {
    const [row] = await q
      .select()
      .from(payments)
      .where(and(eq(payments.provider, gateway().name), eq(payments.providerOrderId, providerOrderId)))
    return row ?? null
  }

  /**
   * The payment succeeded (the browser's signed proof, or a webhook): the attempt is captured and the order paid in
   * one transaction; the order's lines leave the cart. Repeats change nothing. Returns the order's number.
   */
  async function capture(providerOrderId: string, providerPaymentId: string, actor: 'gateway' | 'customer') {
    const outcome = await db.transaction(async (t) => {
      const tx = t as unknown as Db
      const [attempt] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, gateway().name), eq(payments.providerOrderId, providerOrderId)))
        .for('update')
      if (!attempt || attempt.orderId === null) throw AppError.notFound('No such payment', 'unknown_payment')
      const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId))
      if (attempt.status === 'captured' || attempt.status === 'refunded')
        return { number: order!.number, moved: null, late: false }
      await tx
        .update(payments)
        .set({ status: 'captured', providerPaymentId, failureReason: null, updatedAt: now() })
        .where(eq(payments.id, attempt.id))
      if (order!.status !== 'pending_payment') return { number: order!.number, moved: null, late: true, paymentId: attempt.id }
      const moved = await deps.orders.applyMove(
        tx,
        order!.id,
        'paid',
        actor === 'gateway' ? 'gateway' : 'customer',
        'Paid online',
      )
      await removeOrderedLines(tx, order!)
      return { number: order!.number, moved, late: false }
    })
    if (outcome.moved) await deps.orders.afterMove(outcome.moved)
    if (outcome.late && outcome.paymentId) await refundLate(outcome.paymentId)
    return outcome.number
  }

  /** The paid order's lines leave its cart (lines added while paying stay). */
  async function removeOrderedLines(tx: Db, order: typeof orders.$inferSelect) {
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, order.userId), eq(carts.type, order.cartType)))
    if (!cart) return
    const ordered = await tx.select({ skuId: orderLines.skuId }).from(orderLines).where(eq(orderLines.orderId, order.id))
    if (ordered.length) {
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.cartId, cart.id),
          inArray(
            cartItems.skuId,
            ordered.map((l) => l.skuId),
          ),
        ),
      )
    }
    await tx.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id))
  }

  /** A payment for an order that stopped waiting (its hold ran out): given back in full. */
  async function refundLate(paymentId: number) {
    const [p] = await db.select().from(payments).where(eq(payments.id, paymentId))
    if (!p || p.orderId === null) return
    await db.transaction(async (t) => {
      const tx = t as unknown as Db
      await tx
        .insert(refunds)
        .values({
          orderId: p.orderId!,
          paymentId: p.id,
          amountPaise: p.amountPaise,
          destination: 'source',
          status: 'pending',
          idempotencyKey: `refund-${p.id}-${p.orderId}-late`,
          reason: 'Paid after the order expired',
          createdAt: now(),
          updatedAt: now(),
        })
        .onConflictDoNothing()
      await tx
        .update(payments)
        .set({ status: 'refunded', refundedPaise: p.amountPaise, updatedAt: now() })
        .where(eq(payments.id, p.id))
    })
    await processRefunds(p.orderId)
  }

  /** The browser's return from the gateway's checkout: the proof is checked against the attempt we stored. */
  async function confirm(proof: CheckoutProof): Promise<string> {
    const attempt = await attemptOf(proof.orderId)
    if (!attempt) throw AppError.notFound('No such payment', 'unknown_payment')
    if (!(await gateway().verify(proof))) {
      logger.warn('payment signature did not verify', { paymentId: attempt.id })
      throw AppError.invalid(
        'We could not confirm this payment. If money was taken, it will be refunded.',
        undefined,
        'bad_signature',
      )
    }
    return capture(proof.orderId, proof.paymentId, 'customer')
  }

  /** The gateway said the attempt failed (or the person gave up): the order keeps waiting, the cart is untouched. */
  async function fail(providerOrderId: string, reason: string): Promise<string | null> {
    const attempt = await attemptOf(providerOrderId)
    if (!attempt || attempt.orderId === null) return null
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: reason.slice(0, 200), updatedAt: now() })
      .where(and(eq(payments.id, attempt.id), eq(payments.status, 'created')))
    const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, attempt.orderId))
    return order?.number ?? null
  }

  /** A webhook event, applied once by its id (a redelivery or a late duplicate changes nothing). */
  async function webhook(event: {
    eventId: string
    type: string
    providerOrderId: string | null
    providerPaymentId: string | null
    failure?: string
  }): Promise<'applied' | 'duplicate' | 'ignored'> {
    const fresh = await db
      .insert(paymentEvents)
      .values({ provider: gateway().name, eventId: event.eventId, type: event.type, receivedAt: now() })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId })
    if (!fresh.length) return 'duplicate'
    if (!event.providerOrderId) return 'ignored'
    if ((event.type === 'payment.captured' || event.type === 'order.paid') && event.providerPaymentId) {
      await capture(event.providerOrderId, event.providerPaymentId, 'gateway')
      return 'applied'
    }
    if (event.type === 'payment.failed') {
      await fail(event.providerOrderId, event.failure ?? 'Payment failed')
      return 'applied'
    }
    return 'ignored'
  }

  /** Sends an order's pending refunds to the gateway (the same idempotency key on every retry). */
  async function processRefunds(orderId: number): Promise<void> {
    const due = await db
      .select({ refund: refunds, payment: payments })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')))
      .orderBy(asc(refunds.id))
    for (const { refund, payment } of due) {
      if (!payment.providerPaymentId) continue
      try {
        const done = await gateway().refund(payment.providerPaymentId, refund.amountPaise, refund.idempotencyKey)
        await db
          .update(refunds)
          .set({ providerRefundId: done.refundId, status: done.processed ? 'processed' : 'pending', updatedAt: now() })
          .where(eq(refunds.id, refund.id))
      } catch (error) {
        logger.warn('refund not taken yet', { refundId: refund.id, err: String(error) })
      }
    }
  }

  /** The sweep: refunds the gateway has not taken yet. */
  async function retryRefunds(): Promise<void> {
    const due = await db.selectDistinct({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.status, 'pending')).limit(50)
    for (const { orderId } of due) await processRefunds(orderId)
  }

  return { start, confirm, capture, fail, webhook, processRefunds, retryRefunds, attemptOf, gateway: () => deps.gateway }
}
export type PaymentService = ReturnType<typeof createPaymentService>
