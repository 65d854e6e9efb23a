import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Paise } from '../../../core/money.ts'
import { RAZORPAY_BASE_URL, type RazorpayClient } from './razorpay/client.ts'
import type { RazorpayToken } from './razorpay/wire.ts'
import { paymentSignature, verifyPaymentSignature } from './razorpay/signatures.ts'

// The online payment gateway behind one interface (issue 9 §6): Razorpay when its keys are configured; otherwise
// (development, tests) a test gateway of our own whose hosted page succeeds or fails on demand and hands back the
// same fields as Razorpay's checkout, signed the same way, so both go through one verification path.

export type GatewayName = 'razorpay' | 'test_gateway'

export interface CheckoutProof {
  /** The gateway's order id: checked against the one we stored for the attempt, never taken from the browser alone. */
  orderId: string
  paymentId: string
  signature: string
}

/** What the browser brought back from a failed checkout: checked with the gateway before anything changes. */
export interface FailureEvidence {
  orderId: string
  /** The failed payment's id (Razorpay's `error[metadata]`); absent when the person gave up before paying. */
  paymentId: string
  /** The test gateway signs its failures; Razorpay's are checked by fetching the payment. */
  signature?: string
}

export interface OnlineGateway {
  name: GatewayName
  /** The public key the browser's checkout needs (Razorpay's key id; the test gateway's name). */
  keyId: string
  /**
   * Razorpay's Hosted Checkout (decision 025): the browser posts a form here and Razorpay's own page takes the
   * payment; null for the test gateway, whose page is ours (/pay/test-gateway).
   */
  hostedCheckoutUrl: string | null
  createOrder(amount: Paise, receipt: string): Promise<{ providerOrderId: string }>
  /** HMAC-SHA256 of `order_id|payment_id` (Razorpay's 'Verify Payment Signature'). */
  verify(proof: CheckoutProof): Promise<boolean>
  /** Whether the gateway really saw this payment of this order fail (a forged failure changes nothing). */
  verifyFailure(evidence: FailureEvidence): Promise<boolean>
  refund(providerPaymentId: string, amount: Paise, idempotencyKey: string): Promise<{ refundId: string; processed: boolean }>
  /** The provider's customer for one of our accounts (Razorpay's `cust_…`), made on first use (issue 26 §8). */
  customerFor(person: CustomerRef): Promise<string>
  /** The cards and UPI ids the customer saved with the provider, as it masks them. */
  savedTokens(customerId: string): Promise<SavedToken[]>
  /** Forget one saved token of the customer. */
  deleteToken(customerId: string, tokenId: string): Promise<void>
  /**
   * The payments the gateway holds for one of its orders (decision 090: the status check of attempts left waiting after
   * a time-out or a lost webhook). Absent for the test gateway, whose payments exist only in the browser's hands.
   */
  orderPayments?(providerOrderId: string): Promise<Array<{ id: string; status: string; errorDescription?: string | null }>>
}

/** Who a provider's customer is for: our account and what the provider asks of a customer. */
export interface CustomerRef {
  userId: number
  name: string | null
  phone: string
  email: string | null
}

/**
 * A saved card or UPI id as the provider describes it (decision 076): never a card number; the card's network, last
 * four digits and expiry, or the UPI id as the provider shows it.
 */
export interface SavedToken {
  id: string
  method: 'card' | 'upi'
  network: string | null
  last4: string | null
  expiryMonth: number | null
  expiryYear: number | null
  issuer: string | null
  vpa: string | null
}

const numberOrNull = (v: number | string | null | undefined): number | null => {
  const n = typeof v === 'string' ? Number(v) : v
  return typeof n === 'number' && Number.isInteger(n) ? n : null
}

/** Razorpay's token as ours; tokens of other methods (wallets, e-mandates) are not listed. */
export function savedTokenOf(t: RazorpayToken): SavedToken | null {
  if (t.method === 'card' && t.card) {
    return {
      id: t.id,
      method: 'card',
      network: t.card.network ?? null,
      last4: t.card.last4 ?? null,
      expiryMonth: numberOrNull(t.card.expiry_month),
      expiryYear: numberOrNull(t.card.expiry_year),
      issuer: t.card.issuer ?? null,
      vpa: null,
    }
  }
  if (t.method === 'upi' && t.vpa) {
    const vpa = [t.vpa.username, t.vpa.handle].filter(Boolean).join('@')
    return { id: t.id, method: 'upi', network: null, last4: null, expiryMonth: null, expiryYear: null, issuer: null, vpa }
  }
  return null
}

/**
 * Our refund's idempotency key travels in the refund's notes too, so a refund webhook that arrives before we stored
 * Razorpay's refund id (its answer was lost) still finds our refund.
 */
export const REFUND_KEY_NOTE = 'medwise_refund_key'

export function razorpayGateway(
  client: RazorpayClient,
  keyId: string,
  keySecret: string,
  opts: { baseUrl?: string; log?: (msg: string, fields: Record<string, unknown>) => void } = {},
): OnlineGateway {
  const base = (opts.baseUrl ?? RAZORPAY_BASE_URL).replace(/\/+$/, '')
  return {
    name: 'razorpay',
    keyId,
    hostedCheckoutUrl: `${base}/v1/checkout/embedded`,
    async createOrder(amount, receipt) {
      const order = await client.createOrder({ amount, receipt })
      return { providerOrderId: order.id }
    },
    async orderPayments(providerOrderId) {
      return (await client.fetchOrderPayments(providerOrderId)).map((p) => ({
        id: p.id,
        status: p.status,
        errorDescription: p.error_description ?? null,
      }))
    },
    verify: async (proof) => verifyPaymentSignature(proof, keySecret),
    async verifyFailure({ orderId, paymentId }) {
      if (!/^pay_\w{1,40}$/.test(paymentId)) return false
      try {
        // Server to server with our keys: what Razorpay says about the payment, not what the browser said.
        const payment = await client.fetchPayment(paymentId)
        return payment.order_id === orderId && payment.status === 'failed'
      } catch (error) {
        opts.log?.('a failed payment could not be checked with razorpay', { paymentId, err: String(error) })
        return false
      }
    },
    async refund(paymentId, amount, idempotencyKey) {
      const refund = await client.refund(paymentId, { amount, idempotencyKey, notes: { [REFUND_KEY_NOTE]: idempotencyKey } })
      return { refundId: refund.id, processed: refund.status === 'processed' }
    },
    async customerFor(person) {
      const customer = await client.createCustomer({
        name: person.name?.trim() || 'MedWise customer',
        contact: `+91${person.phone}`,
        ...(person.email ? { email: person.email } : {}),
        notes: { medwise_user_id: String(person.userId) },
      })
      return customer.id
    },
    async savedTokens(customerId) {
      return (await client.fetchTokens(customerId)).map(savedTokenOf).filter((t): t is SavedToken => t !== null)
    },
    async deleteToken(customerId, tokenId) {
      await client.deleteToken(customerId, tokenId)
    },
  }
}

const failureSignature = (orderId: string, paymentId: string, secret: string) =>
  createHmac('sha256', secret).update(`failed|${orderId}|${paymentId}`).digest('hex')

/**
 * The test gateway: stateless, so any instance verifies what another signed. Its secret is the app's own
 * (`test_gateway_key`, kept in the database); it exists only outside production (server/services.ts).
 */
export function testGateway(secret: () => Promise<string>): TestGateway {
  const id = (prefix: string) => `${prefix}_TG${randomBytes(7).toString('hex')}`
  // Saved tokens (issue 26 §8) are the one thing it keeps, in memory: a development stand-in for Razorpay's customer
  // tokens, filled by saveToken (the development route POST /__dev/payment-methods), gone on a restart.
  const tokens = new Map<string, SavedToken[]>()
  const customers = new Map<number, string>()
  return {
    name: 'test_gateway',
    keyId: 'test_gateway',
    hostedCheckoutUrl: null,
    async createOrder() {
      return { providerOrderId: id('order') }
    },
    async verify(proof) {
      return verifyPaymentSignature(proof, await secret())
    },
    async verifyFailure({ orderId, paymentId, signature }) {
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false
      const expected = failureSignature(orderId, paymentId, await secret())
      return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature, 'hex'))
    },
    async refund() {
      return { refundId: id('rfnd'), processed: true }
    },
    async customerFor(person) {
      const known = customers.get(person.userId) ?? id('cust')
      customers.set(person.userId, known)
      return known
    },
    async savedTokens(customerId) {
      return (tokens.get(customerId) ?? []).map((t) => ({ ...t }))
    },
    async deleteToken(customerId, tokenId) {
      const left = (tokens.get(customerId) ?? []).filter((t) => t.id !== tokenId)
      tokens.set(customerId, left)
    },
    async saveToken(customerId, token) {
      const saved: SavedToken = {
        id: id('token'),
        method: token.method,
        network: token.method === 'card' ? token.network : null,
        last4: token.method === 'card' ? token.last4 : null,
        expiryMonth: token.method === 'card' ? token.expiryMonth : null,
        expiryYear: token.method === 'card' ? token.expiryYear : null,
        issuer: token.method === 'card' ? (token.issuer ?? null) : null,
        vpa: token.method === 'upi' ? token.vpa : null,
      }
      tokens.set(customerId, [...(tokens.get(customerId) ?? []), saved])
      return saved
    },
    async succeed(providerOrderId) {
      const paymentId = id('pay')
      return { orderId: providerOrderId, paymentId, signature: paymentSignature(providerOrderId, paymentId, await secret()) }
    },
    async decline(providerOrderId) {
      const paymentId = id('pay')
      return { orderId: providerOrderId, paymentId, signature: failureSignature(providerOrderId, paymentId, await secret()) }
    },
  }
}

export interface TestGateway extends OnlineGateway {
  /** What the hosted test page hands back on success: the same fields Standard Checkout posts. */
  succeed(providerOrderId: string): Promise<CheckoutProof>
  /** What it hands back on a failure: the failed payment's id, signed so that a forged failure is refused. */
  decline(providerOrderId: string): Promise<Required<FailureEvidence>>
  /** Saves a card or UPI id for a customer, as a payment that opted to save would (development and tests only). */
  saveToken(customerId: string, token: TestToken): Promise<SavedToken>
}

/** What the test gateway is asked to save: a card's network, last four and expiry, or a masked UPI id. */
export type TestToken =
  | { method: 'card'; network: string; last4: string; expiryMonth: number; expiryYear: number; issuer?: string | null }
  | { method: 'upi'; vpa: string }

export function isTestGateway(gateway: OnlineGateway | null): gateway is TestGateway {
  return gateway?.name === 'test_gateway'
}
