// Razorpay's payment states read as ours. Razorpay (Payments entity; "About Payments"): created → authorized →
// captured → refunded, or failed; a payment is `refunded` only when refunded in full (a partial refund leaves it
// `captured`), and a failed payment may still turn authorized later ("late authorisation").
import type { RazorpayPayment, RazorpayPaymentStatus } from './wire.ts'

export type PaymentOutcome = 'pending' | 'authorized' | 'captured' | 'failed' | 'refunded'

const OUTCOME_OF: Record<RazorpayPaymentStatus, PaymentOutcome> = {
  created: 'pending',
  authorized: 'authorized',
  captured: 'captured',
  refunded: 'refunded',
  failed: 'failed',
}

/** What a Razorpay payment means for us. */
export function paymentOutcome(payment: Pick<RazorpayPayment, 'status'>): PaymentOutcome {
  return OUTCOME_OF[payment.status]
}

/**
 * How far along an outcome is. `failed` ranks below `authorized` because Razorpay may authorise a payment after
 * reporting it failed (late authorisation: its docs say to accept failed → authorized and never to move back).
 */
const RANK: Record<PaymentOutcome, number> = { pending: 0, failed: 1, authorized: 2, captured: 3, refunded: 4 }

/**
 * Whether a payment we hold as `current` should move to `next`. Webhooks and fetches arrive twice and out of order
 * (Razorpay: "Do not rely on the order of events"), so only forward moves are applied; a repeat or an older state is
 * ignored.
 */
export function isForwardOutcome(current: PaymentOutcome, next: PaymentOutcome): boolean {
  return RANK[next] > RANK[current]
}
