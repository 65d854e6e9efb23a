import { isOrderNumber, orders, type OrderService } from '../orders/index.ts'
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import { paise, sumPaise, type Paise } from '../../../core/money.ts'
import { rechargeAmountProblem } from '../../../core/wallet/wallet.ts'
import type { Db } from '../../db/client.ts'
import { payments, refunds } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { WalletService } from '../wallet/index.ts'
import type { CheckoutProof, FailureEvidence, OnlineGateway } from './gateway.ts'
import { createSettlement, type AttemptResult, type PaymentRow, type Settled } from './settle.ts'
import { createWebhookReceiver } from './webhooks.ts'

// Online payments (issue 9 §6): an attempt per try, for an order or to recharge the wallet (the gateway's order id
// stored with it), completed by the browser's return or the gateway's webhook, whichever comes first, in one
// transaction with what it pays for (settle.ts). A failed attempt leaves the order waiting and the cart as it was.
// Refunds go out after the cancellation commits and are retried by the sweep until the gateway takes them.

export type { AttemptResult }
export type { PaymentWebhookEvent, WebhookOutcome } from './webhooks.ts'

export interface Attempt {
  paymentId: number
  purpose: 'order' | 'wallet_recharge'
  provider: string
  providerOrderId: string
  amount: Paise
  keyId: string
  /** The order paid for; null for a recharge. */
  orderNumber: string | null
}

/** Razorpay's receipt is at most 40 characters. */
const receiptFor = (userId: number, at: Date) => `recharge-${userId}-${at.getTime().toString(36)}`

export function createPaymentService(
  db: Db,
  deps: {
    now: Clock
    gateway: OnlineGateway | null
    orders: OrderService
    wallet: WalletService
    logger: Logger
    /** RAZORPAY_WEBHOOK_SECRET: without it (or without Razorpay) the webhook route does not exist. */
    webhookSecret?: string
  },
) {
  const { now, logger } = deps

  function gateway(): OnlineGateway {
    if (!deps.gateway) throw AppError.unavailable('Online payment is not available right now. Please choose cash on delivery.')
    return deps.gateway
  }

  const settle = createSettlement({
    now,
    orders: deps.orders,
    wallet: deps.wallet,
    logger,
    provider: () => gateway().name,
    processRefunds: (orderId) => processRefunds(orderId),
  })

  async function newAttempt(values: {
    purpose: Attempt['purpose']
    orderId: number | null
    orderNumber: string | null
    userId: number
    amount: Paise
    receipt: string
  }): Promise<Attempt> {
    const gw = gateway()
    const { providerOrderId } = await gw.createOrder(values.amount, values.receipt)
    const at = now()
    const [row] = await db
      .insert(payments)
      .values({
        purpose: values.purpose,
        orderId: values.orderId,
        userId: values.userId,
        provider: gw.name,
        amountPaise: values.amount,
        status: 'created',
        providerOrderId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: payments.id })
    return {
      paymentId: row!.id,
      purpose: values.purpose,
      provider: gw.name,
      providerOrderId,
      amount: values.amount,
      keyId: gw.keyId,
      orderNumber: values.orderNumber,
    }
  }

  /** What a sponsor paid at placement (issue 25 §5, decision 068: the employer's health check): not the person's to pay. */
  async function sponsoredPart(orderId: number): Promise<Paise> {
    const rows = await db
      .select({ amount: payments.amountPaise })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'corporate_sponsor'), eq(payments.status, 'captured')))
    return sumPaise(rows.map((r) => r.amount))
  }

  /** 'Pay online' for a waiting order of the account: a new attempt at the gateway for what is left to pay. */
  async function start(userId: number, orderNumber: string): Promise<Attempt> {
    gateway()
    const [order] = !isOrderNumber(orderNumber)
      ? []
      : await db
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
    return newAttempt({
      purpose: 'order',
      orderId: order.id,
      orderNumber: order.number,
      userId,
      amount: paise(order.totalPaise - order.walletPaise - (await sponsoredPart(order.id))),
      receipt: order.number,
    })
  }

  /** 'Add money' (spec 2 §2 'Wallet recharge'): an attempt with no order; its capture credits the wallet. */
  async function startRecharge(userId: number, amount: Paise): Promise<Attempt> {
    const problem = rechargeAmountProblem(amount / 100)
    if (problem) throw AppError.invalid(problem, 'amount', 'recharge_amount')
    gateway()
    return newAttempt({
      purpose: 'wallet_recharge',
      orderId: null,
      orderNumber: null,
      userId,
      amount,
      receipt: receiptFor(userId, now()),
    })
  }

  async function attemptOf(providerOrderId: string, q: Db = db): Promise<PaymentRow | null> {
    // Gateway ids are letters, digits and '_' ('order_Nx1…'): anything else names no attempt (and never reaches SQL,
    // where a NUL byte would be an error).
    if (!/^\w{1,64}$/.test(providerOrderId)) return null
    const [row] = await q
      .select()
      .from(payments)
      .where(and(eq(payments.provider, gateway().name), eq(payments.providerOrderId, providerOrderId)))
    return row ?? null
  }

  /** The account's attempt still waiting at the gateway (the pages that hand it to the checkout), else null. */
  async function waitingAttempt(userId: number, providerOrderId: string): Promise<PaymentRow | null> {
    if (!deps.gateway) return null
    const row = await attemptOf(providerOrderId)
    return row && row.userId === userId && row.status === 'created' ? row : null
  }

  /** Runs a settlement in one transaction, then what had to wait for the commit. */
  async function settled(work: (tx: Db) => Promise<Settled>): Promise<Settled> {
    const done = await db.transaction((t) => work(t))
    for (const after of done.after) await after()
    return done
  }

  /**
   * The payment succeeded (the browser's signed proof, or a webhook): the attempt is captured and what it paid for
   * done, in one transaction. Repeats change nothing.
   */
  async function capture(providerOrderId: string, providerPaymentId: string, actor: 'gateway' | 'customer') {
    const done = await settled(async (tx) =>
      settle.capture(tx, await settle.requireAttempt(tx, providerOrderId), providerPaymentId, actor),
    )
    return done.result
  }

  /** The browser's return from the gateway's checkout: the proof is checked against the attempt we stored. */
  async function confirm(proof: CheckoutProof): Promise<AttemptResult> {
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

  /** The gateway said the attempt failed (a webhook, or a checked return): the attempt fails if it was waiting. */
  async function fail(providerOrderId: string, reason: string): Promise<AttemptResult | null> {
    if (!(await attemptOf(providerOrderId))) return null
    const done = await settled(async (tx) => settle.fail(tx, (await settle.lockAttempt(tx, providerOrderId))!, reason))
    return done.result
  }

  /**
   * The browser came back without a payment: what it says is checked with the gateway first (a forged or replayed
   * failure changes nothing), and the person gave up when there is nothing to check. Null when the attempt is not ours.
   */
  async function returnedWithoutPayment(
    evidence: Partial<FailureEvidence> & { orderId: string },
    reason: string,
  ): Promise<{ result: AttemptResult; failed: boolean } | null> {
    const attempt = await attemptOf(evidence.orderId)
    if (!attempt) return null
    const checked = evidence.paymentId
      ? await gateway().verifyFailure({ orderId: evidence.orderId, paymentId: evidence.paymentId, signature: evidence.signature })
      : false
    if (!checked) {
      if (evidence.paymentId) logger.warn('a failed payment did not check out with the gateway', { paymentId: attempt.id })
      return { result: await settle.resultOf(db, attempt), failed: false }
    }
    const done = await settled(async (tx) => settle.fail(tx, (await settle.lockAttempt(tx, evidence.orderId))!, reason))
    return { result: done.result, failed: true }
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
        // A webhook may have settled it meanwhile: only a pending refund moves.
        await db
          .update(refunds)
          .set({ providerRefundId: done.refundId, status: done.processed ? 'processed' : 'pending', updatedAt: now() })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
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

  /**
   * The status check (decision 090): attempts still waiting (created or authorised) a while after they were last
   * touched, asked of the gateway by its order id. Razorpay's answer settles them through the same forward-only
   * settlement as the browser's return and the webhook, so whichever comes first moves the attempt and the others change
   * nothing: a capture pays the order once (or, past its hold, is refunded once), a payment held but not captured is
   * authorised, and an order whose payments all failed fails. A gateway that hangs or fails is asked again next round.
   * The hold's expiry runs after this in the same sweep (main.ts), so a payment the webhook never told us of is found
   * before its order is cancelled for want of it.
   */
  async function checkPending(opts: { quietMs?: number; limit?: number } = {}): Promise<number> {
    const g = deps.gateway
    if (!g?.orderPayments) return 0
    const at = now()
    const quiet = new Date(at.getTime() - (opts.quietMs ?? PENDING_CHECK_AFTER_MS))
    // Past a day an attempt is the webhook's and the reports' (Razorpay's checkout order expires long before).
    const since = new Date(at.getTime() - 24 * 60 * 60 * 1000)
    const due = await db
      .select({ providerOrderId: payments.providerOrderId })
      .from(payments)
      .where(
        and(
          eq(payments.provider, g.name),
          inArray(payments.status, ['created', 'authorized']),
          lte(payments.updatedAt, quiet),
          gte(payments.createdAt, since),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(opts.limit ?? 50)
    let moved = 0
    for (const { providerOrderId } of due) {
      if (!providerOrderId) continue
      try {
        const found = await g.orderPayments(providerOrderId)
        const paid = found.find((p) => p.status === 'captured' || p.status === 'refunded')
        const held = found.find((p) => p.status === 'authorized')
        const done = await settled(async (tx) => {
          const attempt = await settle.requireAttempt(tx, providerOrderId)
          if (paid) return settle.capture(tx, attempt, paid.id, 'gateway')
          if (held) return settle.authorize(tx, attempt, held.id)
          if (found.length > 0 && found.every((p) => p.status === 'failed')) {
            return settle.fail(tx, attempt, found.at(-1)?.errorDescription ?? 'The payment failed')
          }
          // Nothing paid yet: touched, so that it is asked again after another quiet spell, not every round.
          await tx.update(payments).set({ updatedAt: at }).where(eq(payments.id, attempt.id))
          return { result: await settle.resultOf(tx, attempt), changed: false, after: [] }
        })
        if (done.changed) moved++
      } catch (error) {
        logger.warn('payment status check failed', { providerOrderId, err: String(error) })
      }
    }
    return moved
  }

  const receiver = createWebhookReceiver(db, {
    now,
    logger,
    settle,
    gateway: () => deps.gateway,
    webhookSecret: deps.webhookSecret,
  })

  return {
    start,
    startRecharge,
    confirm,
    capture,
    fail,
    returnedWithoutPayment,
    webhook: receiver.webhook,
    razorpayWebhook: receiver.razorpayWebhook,
    processRefunds,
    retryRefunds,
    checkPending,
    attemptOf,
    waitingAttempt,
    gateway: () => deps.gateway,
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>

/** An attempt untouched this long (the person may still be on the gateway's page) is asked of the gateway. */
export const PENDING_CHECK_AFTER_MS = 5 * 60 * 1000
