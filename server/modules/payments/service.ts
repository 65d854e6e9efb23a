import { isOrderNumber, orders, type OrderService } from '../orders/index.ts'
import { and, asc, eq } from 'drizzle-orm'
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
    attemptOf,
    waitingAttempt,
    gateway: () => deps.gateway,
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>
