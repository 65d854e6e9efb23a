// Razorpay's two signatures. They use the same algorithm with different keys and inputs, so they are easy to mix up:
// - the payment signature that Standard Checkout hands the browser (`razorpay_signature`): hex HMAC-SHA256 of
//   `${order_id}|${payment_id}`, keyed with the API key secret (Razorpay docs, Standard Checkout, "Verify Payment
//   Signature");
// - the webhook signature in the `X-Razorpay-Signature` header: hex HMAC-SHA256 of the raw request body, keyed with
//   the webhook secret set in the Dashboard (Razorpay docs, "Validate and Test Webhooks": do not parse or re-serialise
//   the body before checking it).
// Comparisons are timing-safe, and whatever is not 64 hex digits is refused before any comparison.
import { createHmac, timingSafeEqual } from 'node:crypto'

const HEX_SHA256 = /^[0-9a-f]{64}$/i

function hmacHex(secret: string, data: string | Uint8Array): string {
  // An empty key would let anyone compute a "valid" signature: a missing secret is a defect, never a pass.
  if (!secret) throw new Error('A Razorpay signing secret is missing: it must come from the configuration')
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Whether a hex signature we were given equals the one we computed (64 hex digits each, compared timing-safely). */
function sameSignature(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !HEX_SHA256.test(given)) return false
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given, 'hex'))
}

/** The signature Razorpay puts in `razorpay_signature` for a payment of an order (hex HMAC-SHA256). */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`)
}

export interface CheckoutPaymentProof {
  /** The Razorpay order id WE stored when we created the order, never the one the browser sent back. */
  orderId: string
  /** `razorpay_payment_id` from the browser. */
  paymentId: string
  /** `razorpay_signature` from the browser. */
  signature: unknown
}

/**
 * Whether the browser's `razorpay_signature` proves that Razorpay saw this payment on our order. Passing the order id
 * we stored (not the browser's `razorpay_order_id`) is what ties the payment to OUR order: a signature for another
 * order of ours, replayed, fails here.
 */
export function verifyPaymentSignature(proof: CheckoutPaymentProof, keySecret: string): boolean {
  if (!proof.orderId || !proof.paymentId) return false
  return sameSignature(paymentSignature(proof.orderId, proof.paymentId, keySecret), proof.signature)
}

/** The signature Razorpay puts in `X-Razorpay-Signature` for a webhook body (hex HMAC-SHA256 of the raw bytes). */
export function webhookSignature(rawBody: string | Uint8Array, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody)
}

/**
 * Whether a webhook's `X-Razorpay-Signature` header matches its raw body. The body must be the bytes as received
 * (a string is taken as UTF-8): JSON parsed and serialised again may differ and fail.
 */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  webhookSecret: string,
): boolean {
  return sameSignature(webhookSignature(rawBody, webhookSecret), signatureHeader)
}
