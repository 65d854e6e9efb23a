import { and, eq } from 'drizzle-orm'
import { formatPaise, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { orders, type OrderService } from '../orders/index.ts'
import { payments, refunds } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { WalletService } from '../wallet/index.ts'
import { REFUND_KEY_NOTE } from './gateway.ts'
import { refundToSource } from './after-sale.ts'
import { isForwardOutcome, type PaymentOutcome } from './razorpay/status.ts'

// What an attempt's outcome does, inside the caller's transaction (the browser's return or a webhook, whichever comes
// first): captured → the order paid (its lines leave the cart), or the wallet credited for a recharge; failed → the
// order keeps waiting and the cart stays as it was. Every move goes forward only (razorpay/status.ts): a late
// 'failed' never undoes a capture, a repeat changes nothing. What must wait for the commit (messages, refund calls)
// comes back as `after`.

export type PaymentRow = typeof payments.$inferSelect

/** What an attempt paid for: the order to show, or the recharge to tell about. */
export type AttemptResult =
  { purpose: 'order'; userId: number; number: string } | { purpose: 'wallet_recharge'; userId: number; amount: Paise }

export interface Settled {
  result: AttemptResult
  /** Whether this call moved the attempt (false for a repeat or a move backwards). */
  changed: boolean
  /** Work for after the commit. */
  after: Array<() => Promise<void>>
}

/** Our attempt's status as one of the gateway's outcomes, for the forward-only rule. */
export function outcomeOf(status: string): PaymentOutcome {
  switch (status) {
    case 'created':
      return 'pending'
    case 'authorized':
    case 'captured':
    case 'failed':
      return status
    default:
      return 'refunded' // refunded, partially_refunded: past capture
  }
}

export function createSettlement(deps: {
  now: Clock
  orders: OrderService
  wallet: WalletService
  logger: Logger
  /** The configured gateway's name: attempts are looked up with it. */
  provider: () => string
  processRefunds: (orderId: number) => Promise<void>
}) {
  const { now, logger } = deps

  /** The attempt with this gateway order id, locked until the transaction ends; null when it is not ours. */
  async function lockAttempt(tx: Db, providerOrderId: string): Promise<PaymentRow | null> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, deps.provider()), eq(payments.providerOrderId, providerOrderId)))
      .for('update')
    return row ?? null
  }

  async function resultOf(tx: Db, attempt: PaymentRow): Promise<AttemptResult> {
    if (attempt.purpose === 'wallet_recharge' || attempt.orderId === null) {
      return { purpose: 'wallet_recharge', userId: attempt.userId, amount: attempt.amountPaise }
    }
    const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, attempt.orderId))
    return { purpose: 'order', userId: attempt.userId, number: order!.number }
  }

  /**
   * The payment succeeded: the attempt captured and, in the same transaction, the order paid or the wallet credited
   * (exactly once: (recharge, payment:{id}) is unique in the ledger). A payment for an order that stopped waiting
   * (its hold ran out) is refunded in full.
   */
  async function capture(
    tx: Db,
    attempt: PaymentRow,
    providerPaymentId: string,
    actor: 'gateway' | 'customer',
  ): Promise<Settled> {
    const result = await resultOf(tx, attempt)
    if (!isForwardOutcome(outcomeOf(attempt.status), 'captured')) return { result, changed: false, after: [] }
    const at = now()
    await tx
      .update(payments)
      .set({ status: 'captured', providerPaymentId, failureReason: null, updatedAt: at })
      .where(eq(payments.id, attempt.id))
    if (result.purpose === 'wallet_recharge') {
      await deps.wallet.credit(tx, attempt.userId, attempt.amountPaise, {
        kind: 'recharge',
        reference: `payment:${attempt.id}`,
        note: `Added online (${formatPaise(attempt.amountPaise)})`,
      })
      return { result, changed: true, after: [] }
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId!))
    if (order!.status !== 'pending_payment') {
      await refundToSource(tx, attempt, { tag: 'late', reason: 'Paid after the order expired', at })
      return { result, changed: true, after: [() => deps.processRefunds(order!.id)] }
    }
    // The order's move takes its stock and empties what it sold from the cart (orders/service.ts applyMove).
    const moved = await deps.orders.applyMove(tx, order!.id, 'paid', actor, 'Paid online')
    return { result, changed: true, after: [() => deps.orders.afterMove(moved)] }
  }

  /** The gateway said the payment failed: the attempt is failed when it was still waiting; nothing else moves. */
  async function fail(tx: Db, attempt: PaymentRow, reason: string): Promise<Settled> {
    const result = await resultOf(tx, attempt)
    if (!isForwardOutcome(outcomeOf(attempt.status), 'failed')) return { result, changed: false, after: [] }
    await tx
      .update(payments)
      .set({ status: 'failed', failureReason: reason.slice(0, 200), updatedAt: now() })
      .where(eq(payments.id, attempt.id))
    return { result, changed: true, after: [] }
  }

  /** Razorpay holds the money but has not captured it yet (or authorised it after reporting it failed). */
  async function authorize(tx: Db, attempt: PaymentRow, providerPaymentId: string): Promise<Settled> {
    const result = await resultOf(tx, attempt)
    if (!isForwardOutcome(outcomeOf(attempt.status), 'authorized')) return { result, changed: false, after: [] }
    await tx
      .update(payments)
      .set({ status: 'authorized', providerPaymentId, updatedAt: now() })
      .where(eq(payments.id, attempt.id))
    return { result, changed: true, after: [] }
  }

  /**
   * A refund's outcome from the gateway: pending → processed | failed, never back. Found by the gateway's refund id,
   * or by our idempotency key in its notes when its answer to us was lost; it must belong to the payment named.
   */
  async function refundOutcome(
    tx: Db,
    refund: { id: string; paymentId: string; status: 'processed' | 'failed'; notes: Record<string, string> },
  ): Promise<boolean> {
    const key = refund.notes[REFUND_KEY_NOTE]
    const [row] = await tx
      .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(key ? eq(refunds.idempotencyKey, key) : eq(refunds.providerRefundId, refund.id))
      .for('update')
    if (!row || row.providerPaymentId !== refund.paymentId) return false
    if (row.refund.providerRefundId && row.refund.providerRefundId !== refund.id) return false
    if (row.refund.status !== 'pending') return false
    await tx
      .update(refunds)
      .set({ status: refund.status, providerRefundId: refund.id, updatedAt: now() })
      .where(eq(refunds.id, row.refund.id))
    if (refund.status === 'failed') {
      // The money did not go back: staff pay it another way (the back office lists failed refunds).
      logger.error('a refund failed at the gateway', { refundId: row.refund.id, orderId: row.refund.orderId })
    }
    return true
  }

  /** lockAttempt that refuses an unknown attempt (the browser's return names one that must exist). */
  async function requireAttempt(tx: Db, providerOrderId: string): Promise<PaymentRow> {
    const attempt = await lockAttempt(tx, providerOrderId)
    if (!attempt) throw AppError.notFound('No such payment', 'unknown_payment')
    return attempt
  }

  return { lockAttempt, requireAttempt, resultOf, capture, fail, authorize, refundOutcome }
}
export type Settlement = ReturnType<typeof createSettlement>
