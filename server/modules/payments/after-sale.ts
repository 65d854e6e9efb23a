import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { paise, sumPaise, type Paise } from '../../../core/money.ts'
import { refundRank } from '../../../core/corporate/payment.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { orders } from '../orders/index.ts'
import type { WalletService } from '../wallet/index.ts'
import { payments, refunds } from './schema.ts'

// What an order's money does after the sale, as the order moves (orders/service.ts applyMove; the pharmacist's partial
// approval): cash on delivery collected at the door, or never collected when the order is cancelled; what came from
// MedWise Cash back to it; online payments back to their source (a refund row now, the gateway call after the commit:
// service.ts processRefunds); what the corporate wallet paid back to the sub-wallet it came from (issue 25 §4); part of
// what was paid back the way it was paid.

type OrderRow = typeof orders.$inferSelect

export interface Refunding {
  now: Clock
  wallet: Pick<WalletService, 'credit'>
  /**
   * issue 25 §4: gives back to the corporate sub-wallet an order's payment came from (corporate/checkout.ts refund),
   * once per reference. Unset, an order with a corporate wallet payment cannot be refunded (a wiring error).
   */
  corporate?: {
    refund(tx: Db, r: { orderId: number; amount: Paise; reference: string; note: string }): Promise<void>
  }
}

function corporateRefunds(deps: Refunding): NonNullable<Refunding['corporate']> {
  if (!deps.corporate) throw new Error('corporate wallet refunds are not wired (services.ts)')
  return deps.corporate
}

/** The courier collected the cash at the door: the cash-on-delivery payment is captured. */
export async function captureCashOnDelivery(tx: Db, orderId: number, at: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'captured', updatedAt: at })
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'cod'), eq(payments.status, 'created')))
}

/**
 * What was paid from the wallet goes back to it (issue 9: cancellations of COD and wallet orders refund to the wallet),
 * each part to the purse it came from: the person's own money to their cash, rewards to their rewards (decision 055).
 */
export async function refundToWallet(tx: Db, order: OrderRow, deps: Refunding): Promise<void> {
  // A cash-on-delivery part that was never collected is simply not collected (also when nothing came from the wallet).
  await tx
    .update(payments)
    .set({ status: 'failed', failureReason: 'Order cancelled before delivery', updatedAt: deps.now() })
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'cod'), eq(payments.status, 'created')))
  // An employer's part (issue 25 §5, decision 068) goes back to the employer: nothing reaches the person's purses.
  await tx
    .update(payments)
    .set({ status: 'refunded', refundedPaise: payments.amountPaise, updatedAt: deps.now() })
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'corporate_sponsor'), eq(payments.status, 'captured')))
  const paid = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        inArray(payments.provider, ['wallet', 'rewards', 'corporate_wallet']),
        inArray(payments.status, ['captured', 'partially_refunded']),
      ),
    )
  // issue 25 §4: the corporate wallet's part back to its sub-wallet.
  const corporate = sumPaise(
    paid.filter((p) => p.provider === 'corporate_wallet').map((p) => paise(p.amountPaise - p.refundedPaise)),
  )
  if (corporate > 0) {
    await corporateRefunds(deps).refund(tx, {
      orderId: order.id,
      amount: corporate,
      reference: `order:${order.id}`,
      note: `Refund for cancelled order ${order.number}`,
    })
  }
  for (const purse of ['wallet', 'rewards'] as const) {
    const from = paid.filter((p) => p.provider === purse)
    const amount = sumPaise(from.map((p) => paise(p.amountPaise - p.refundedPaise)))
    if (amount <= 0) continue
    await deps.wallet.credit(tx, order.userId, amount, {
      kind: purse === 'wallet' ? 'refund' : 'rewards_refund',
      reference: `order:${order.id}`,
      note: `Refund for cancelled order ${order.number}`,
    })
  }
  for (const p of paid) {
    await tx
      .update(payments)
      .set({ status: 'refunded', refundedPaise: p.amountPaise, updatedAt: deps.now() })
      .where(eq(payments.id, p.id))
  }
}

/**
 * A captured online payment goes back whole (what is left of it) to its source: a refund row now, once per payment,
 * order and tag (its idempotency key), the gateway call after the commit (service.ts processRefunds).
 */
export async function refundToSource(
  tx: Db,
  p: { id: number; orderId: number | null; amountPaise: Paise; refundedPaise: Paise },
  r: { tag: string; reason: string; at: Date },
): Promise<void> {
  const amount = paise(p.amountPaise - p.refundedPaise)
  if (amount <= 0) return
  await tx
    .insert(refunds)
    .values({
      orderId: p.orderId!,
      paymentId: p.id,
      amountPaise: amount,
      destination: 'source',
      status: 'pending',
      idempotencyKey: `refund-${p.id}-${p.orderId}-${r.tag}`,
      reason: r.reason,
      createdAt: r.at,
      updatedAt: r.at,
    })
    .onConflictDoNothing()
  await tx
    .update(payments)
    .set({ status: 'refunded', refundedPaise: p.amountPaise, updatedAt: r.at })
    .where(eq(payments.id, p.id))
}

/** Online payments that were captured go back to their source: a refund row now, the gateway call after commit. */
export async function refundOnline(tx: Db, order: OrderRow, at: Date): Promise<void> {
  const paid = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        inArray(payments.provider, ['razorpay', 'test_gateway']),
        eq(payments.status, 'captured'),
      ),
    )
  for (const p of paid) await refundToSource(tx, p, { tag: 'cancel', reason: 'Order cancelled', at })
}

/**
 * Part of what was paid goes back the way it was paid (a return, lines removed at approval): online payments first, to
 * their source (a refund row now, the gateway call after commit), then what came from the person's own MedWise Cash or
 * was collected on delivery, to their cash, then rewards, to their rewards (decision 055), and the corporate wallet's
 * part last, to its sub-wallet (decision 067: the employer's money is spent first and given back last). Never more
 * than was paid and not yet refunded.
 */
export async function refundPart(
  tx: Db,
  order: OrderRow,
  amount: Paise,
  reason: string,
  tag: string,
  deps: Refunding,
): Promise<void> {
  const paid = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        inArray(payments.status, ['captured', 'partially_refunded']),
        // The employer's part is the employer's (decision 068): a part refund is of what the person paid.
        ne(payments.provider, 'corporate_sponsor'),
      ),
    )
    .orderBy(asc(payments.id))
  const rank = (p: (typeof paid)[number]) => refundRank(p.provider)
  let left: number = amount
  let toCash = 0
  let toRewards = 0
  let toCorporate = 0
  for (const p of [...paid].sort((a, b) => rank(a) - rank(b))) {
    const part = Math.min(left, p.amountPaise - p.refundedPaise)
    if (part <= 0) continue
    left -= part
    if (rank(p) === 0) {
      await tx.insert(refunds).values({
        orderId: order.id,
        paymentId: p.id,
        amountPaise: paise(part),
        destination: 'source',
        status: 'pending',
        idempotencyKey: `refund-${p.id}-${order.id}-${tag}`,
        reason,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
    } else if (rank(p) === 2) {
      toRewards += part
    } else if (rank(p) === 3) {
      toCorporate += part
    } else {
      toCash += part
    }
    const refunded = p.refundedPaise + part
    await tx
      .update(payments)
      .set({
        status: refunded === p.amountPaise ? 'refunded' : 'partially_refunded',
        refundedPaise: paise(refunded),
        updatedAt: deps.now(),
      })
      .where(eq(payments.id, p.id))
  }
  const note = `Refund for order ${order.number}: ${reason.toLowerCase()}`
  const reference = `order:${order.id}:${tag}`
  if (toCash > 0) await deps.wallet.credit(tx, order.userId, paise(toCash), { kind: 'refund', reference, note })
  if (toRewards > 0) await deps.wallet.credit(tx, order.userId, paise(toRewards), { kind: 'rewards_refund', reference, note })
  if (toCorporate > 0) {
    await corporateRefunds(deps).refund(tx, { orderId: order.id, amount: paise(toCorporate), reference, note })
  }
}

/**
 * What is still to be collected on delivery is lowered by up to `amount` (a cash-on-delivery order the pharmacist
 * approved in part); nothing left to collect fails the collection. Answers what it could not take off (to refund).
 */
export async function collectLessOnDelivery(tx: Db, orderId: number, amount: Paise, at: Date): Promise<Paise> {
  const [cod] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'cod'), eq(payments.status, 'created')))
  if (!cod || amount <= 0) return amount
  const less = Math.min(amount, cod.amountPaise)
  await tx
    .update(payments)
    .set(
      less === cod.amountPaise
        ? { status: 'failed', failureReason: 'Nothing left to collect after the pharmacist’s check', updatedAt: at }
        : { amountPaise: paise(cod.amountPaise - less), updatedAt: at },
    )
    .where(eq(payments.id, cod.id))
  return paise(amount - less)
}
