import { describe, expect, test } from 'vitest'
import { paymentSignature, verifyPaymentSignature, verifyWebhookSignature, webhookSignature } from './signatures.ts'

// Vectors computed outside this code:
// printf '%s' 'order_DBJOWzybf0sJbb|pay_DGkOHBkPnMw8Ih' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
const ORDER = 'order_DBJOWzybf0sJbb'
const PAYMENT = 'pay_DGkOHBkPnMw8Ih'
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd'
const PAYMENT_SIG = '758223d3831a738e2253e9ccf44903df38e91b7c34ba097de0155c0296b0a64b'
// RFC 4231 test case 2 (HMAC-SHA256, key 'Jefe').
const RFC_BODY = 'what do ya want for nothing?'
const RFC_KEY = 'Jefe'
const RFC_SIG = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'

describe('payment signature (Standard Checkout)', () => {
  test('is the hex HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    expect(paymentSignature(ORDER, PAYMENT, KEY_SECRET)).toBe(PAYMENT_SIG)
  })

  test('verifies the signature of our stored order id and the payment id', () => {
    expect(verifyPaymentSignature({ orderId: ORDER, paymentId: PAYMENT, signature: PAYMENT_SIG }, KEY_SECRET)).toBe(true)
    // Razorpay sends lowercase hex; the same bytes in uppercase are the same signature.
    expect(verifyPaymentSignature({ orderId: ORDER, paymentId: PAYMENT, signature: PAYMENT_SIG.toUpperCase() }, KEY_SECRET)).toBe(
      true,
    )
  })

  test.each([
    ['another order (a replayed signature)', { orderId: 'order_DBJOWzybf0sJbc', paymentId: PAYMENT, signature: PAYMENT_SIG }],
    ['another payment', { orderId: ORDER, paymentId: 'pay_DGkOHBkPnMw8Ii', signature: PAYMENT_SIG }],
    ['order and payment swapped', { orderId: PAYMENT, paymentId: ORDER, signature: PAYMENT_SIG }],
    ['one digit changed', { orderId: ORDER, paymentId: PAYMENT, signature: PAYMENT_SIG.replace(/^7/, '8') }],
    ['63 digits', { orderId: ORDER, paymentId: PAYMENT, signature: PAYMENT_SIG.slice(0, 63) }],
    ['65 digits', { orderId: ORDER, paymentId: PAYMENT, signature: `${PAYMENT_SIG}0` }],
    ['not hex', { orderId: ORDER, paymentId: PAYMENT, signature: `${PAYMENT_SIG.slice(0, 62)}zz` }],
    ['empty', { orderId: ORDER, paymentId: PAYMENT, signature: '' }],
    ['missing', { orderId: ORDER, paymentId: PAYMENT, signature: undefined }],
    ['not a string', { orderId: ORDER, paymentId: PAYMENT, signature: 123 }],
    ['no order id', { orderId: '', paymentId: PAYMENT, signature: PAYMENT_SIG }],
    ['no payment id', { orderId: ORDER, paymentId: '', signature: PAYMENT_SIG }],
  ])('refuses %s', (_name, proof) => {
    expect(verifyPaymentSignature(proof, KEY_SECRET)).toBe(false)
  })

  test('refuses a signature made with another secret', () => {
    const forged = paymentSignature(ORDER, PAYMENT, 'not-the-secret')
    expect(verifyPaymentSignature({ orderId: ORDER, paymentId: PAYMENT, signature: forged }, KEY_SECRET)).toBe(false)
  })

  test('an empty secret is a configuration defect, never a pass', () => {
    const unkeyed = paymentSignature(ORDER, PAYMENT, 'x').replace(/./g, '0')
    expect(() => verifyPaymentSignature({ orderId: ORDER, paymentId: PAYMENT, signature: unkeyed }, '')).toThrow(
      /secret is missing/,
    )
  })
})

describe('webhook signature (X-Razorpay-Signature)', () => {
  test('is the hex HMAC-SHA256 of the raw body with the webhook secret (RFC 4231 vector)', () => {
    expect(webhookSignature(RFC_BODY, RFC_KEY)).toBe(RFC_SIG)
    expect(verifyWebhookSignature(RFC_BODY, RFC_SIG, RFC_KEY)).toBe(true)
  })

  test('a body as bytes verifies like the same body as text', () => {
    expect(verifyWebhookSignature(new TextEncoder().encode(RFC_BODY), RFC_SIG, RFC_KEY)).toBe(true)
  })

  test('any change to the body fails, even whitespace that JSON would not see', () => {
    const body = '{"event":"payment.captured","payload":{"amount":50000}}'
    const signature = webhookSignature(body, 'whsec')
    expect(verifyWebhookSignature(body, signature, 'whsec')).toBe(true)
    expect(verifyWebhookSignature(body.replace('50000', '50001'), signature, 'whsec')).toBe(false)
    expect(verifyWebhookSignature(body.replace(':{', ': {'), signature, 'whsec')).toBe(false)
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 1), signature, 'whsec')).toBe(false)
  })

  test.each([
    ['another secret', RFC_SIG, 'jefe'],
    ['a truncated header', RFC_SIG.slice(0, 63), RFC_KEY],
    ['a longer header', `${RFC_SIG}ab`, RFC_KEY],
    ['a header with spaces', ` ${RFC_SIG}`, RFC_KEY],
    ['an empty header', '', RFC_KEY],
    ['no header', undefined, RFC_KEY],
    ['a null header', null, RFC_KEY],
  ])('refuses %s', (_name, header, secret) => {
    expect(verifyWebhookSignature(RFC_BODY, header, secret)).toBe(false)
  })

  test('an empty webhook secret throws instead of verifying', () => {
    expect(() => verifyWebhookSignature(RFC_BODY, RFC_SIG, '')).toThrow(/secret is missing/)
  })
})
