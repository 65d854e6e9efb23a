import { randomBytes } from 'node:crypto'
import type { Paise } from '../../../app/lib/money.ts'
import type { RazorpayClient } from './razorpay/client.ts'
import { paymentSignature, verifyPaymentSignature } from './razorpay/signatures.ts'

// The online payment gateway behind one interface (issue 9 §6): Razorpay when its keys are configured; otherwise
// (development, tests) a test gateway of our own whose hosted page succeeds or fails on demand and hands back the
// same three fields as Razorpay's Standard Checkout, signed the same way, so both go through one verification path.

export type GatewayName = 'razorpay' | 'test_gateway'

export interface CheckoutProof {
  /** The gateway's order id: checked against the one we stored for the attempt, never taken from the browser alone. */
  orderId: string
  paymentId: string
  signature: string
}

export interface OnlineGateway {
  name: GatewayName
  /** The public key the browser's checkout needs (Razorpay's key id; the test gateway's name). */
  keyId: string
  createOrder(amount: Paise, receipt: string): Promise<{ providerOrderId: string }>
  /** HMAC-SHA256 of `order_id|payment_id` (Razorpay's 'Verify Payment Signature'). */
  verify(proof: CheckoutProof): Promise<boolean>
  refund(providerPaymentId: string, amount: Paise, idempotencyKey: string): Promise<{ refundId: string; processed: boolean }>
}

export function razorpayGateway(client: RazorpayClient, keyId: string, keySecret: string): OnlineGateway {
  return {
    name: 'razorpay',
    keyId,
    async createOrder(amount, receipt) {
      const order = await client.createOrder({ amount, receipt })
      return { providerOrderId: order.id }
    },
    verify: async (proof) => verifyPaymentSignature(proof, keySecret),
    async refund(paymentId, amount, idempotencyKey) {
      const refund = await client.refund(paymentId, { amount, idempotencyKey })
      return { refundId: refund.id, processed: refund.status === 'processed' }
    },
  }
}

/**
 * The test gateway: stateless, so any instance verifies what another signed. Its secret is the app's own
 * (`test_gateway_key`, kept in the database); it exists only outside production (server/services.ts).
 */
export function testGateway(secret: () => Promise<string>): OnlineGateway & {
  /** What the hosted test page hands back on success: the same fields Standard Checkout posts. */
  succeed(providerOrderId: string): Promise<CheckoutProof>
} {
  const id = (prefix: string) => `${prefix}_TG${randomBytes(7).toString('hex')}`
  return {
    name: 'test_gateway',
    keyId: 'test_gateway',
    async createOrder() {
      return { providerOrderId: id('order') }
    },
    async verify(proof) {
      return verifyPaymentSignature(proof, await secret())
    },
    async refund() {
      return { refundId: id('rfnd'), processed: true }
    },
    async succeed(providerOrderId) {
      const paymentId = id('pay')
      return { orderId: providerOrderId, paymentId, signature: paymentSignature(providerOrderId, paymentId, await secret()) }
    },
  }
}
