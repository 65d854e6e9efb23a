// The Razorpay client against the local fake of Razorpay's API (tests/fakes/razorpay-fake.ts): orders, Checkout's
// answer, reconciliation, refunds and their idempotency, failures, webhooks. No database is used.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { paise } from '../../../../core/money.ts'
import { startRazorpayFake, type RazorpayFake } from '../../../../tests/fakes/razorpay-fake.ts'
import { AppError } from '../../../lib/app-error.ts'
import { createLogger } from '../../../lib/logger.ts'
import { createRazorpayClient, type RazorpayClientOptions } from './client.ts'
import { razorpayCause } from './errors.ts'
import { verifyPaymentSignature } from './signatures.ts'
import { paymentOutcome } from './status.ts'
import { parseWebhook } from './webhook.ts'

let fake: RazorpayFake
let logLines: string[]

beforeAll(async () => {
  fake = await startRazorpayFake()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => {
  logLines = []
  fake.requests.length = 0
})

const client = (extra: Partial<RazorpayClientOptions> = {}) =>
  createRazorpayClient({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    baseUrl: fake.baseUrl,
    log: createLogger('debug', {}, (line) => logLines.push(line)),
    ...extra,
  })

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!AppError.is(error)) throw new Error(`expected an AppError, got ${String(error)}`)
  // Keys never appear in what is shown, in the cause chain, or in the log.
  const seen = [
    error.message,
    JSON.stringify(error.errors),
    String(error.cause),
    String((error.cause as Error)?.cause),
    ...logLines,
  ]
  for (const text of seen) {
    expect(text).not.toContain(fake.keySecret)
    expect(text).not.toContain(fake.keyId)
  }
  return error
}

const logged = () => logLines.map((l) => JSON.parse(l) as Record<string, unknown>)

async function paidOrder(amount = 50_000) {
  const rzp = client()
  const order = await rzp.createOrder({ amount: paise(amount), receipt: `rcpt-${amount}-${Math.random()}`.slice(0, 40) })
  const checkout = fake.pay(order.id, { outcome: 'success', method: 'upi' })
  return { rzp, order, paymentId: checkout.razorpay_payment_id }
}

describe('orders', () => {
  test('createOrder POSTs /v1/orders with Basic auth, INR and paise, and reads the order back', async () => {
    const order = await client().createOrder({ amount: paise(49_950), receipt: 'MW-2024-000123', notes: { cart: 'c_1' } })
    expect(order).toMatchObject({
      entity: 'order',
      amount: 49_950,
      amount_paid: 0,
      amount_due: 49_950,
      currency: 'INR',
      receipt: 'MW-2024-000123',
      status: 'created',
      attempts: 0,
      notes: { cart: 'c_1' },
    })
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/)
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        query: {},
        keyId: fake.keyId,
        authorized: true,
        contentType: 'application/json',
        idempotencyKey: undefined,
        body: { amount: 49_950, currency: 'INR', receipt: 'MW-2024-000123', notes: { cart: 'c_1' } },
      },
    ])
    expect(await client().fetchOrder(order.id)).toEqual(order)
  })

  test('an order without notes: Razorpay answers notes as [] and we read {}', async () => {
    const order = await client().createOrder({ amount: paise(100), receipt: 'r-min' })
    expect(order.notes).toEqual({})
    expect(fake.order(order.id)?.notes).toEqual([])
  })

  test('inputs outside Razorpay’s limits are our defects: thrown before any request', async () => {
    const rzp = client()
    await expect(rzp.createOrder({ amount: paise(99), receipt: 'r' })).rejects.toThrow(RangeError)
    await expect(rzp.createOrder({ amount: paise(100), receipt: 'x'.repeat(41) })).rejects.toThrow(/1 to 40 characters/)
    await expect(rzp.createOrder({ amount: paise(100), receipt: '' })).rejects.toThrow(/1 to 40 characters/)
    const notes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v']))
    await expect(rzp.createOrder({ amount: paise(100), receipt: 'r', notes })).rejects.toThrow(/at most 15/)
    await expect(rzp.refund('pay_x', { amount: paise(100), idempotencyKey: 'short' })).rejects.toThrow(/idempotency key/)
    expect(fake.requests).toEqual([])
  })
})

describe('Checkout, reconciliation and payments', () => {
  test('a successful Checkout: the signature verifies against OUR order id; the payment is captured, the order paid', async () => {
    const rzp = client()
    const order = await rzp.createOrder({ amount: paise(25_000), receipt: 'r-success' })
    const checkout = fake.pay(order.id, { outcome: 'success', method: 'card' })
    expect(
      verifyPaymentSignature(
        { orderId: order.id, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature },
        fake.keySecret,
      ),
    ).toBe(true)
    const other = await rzp.createOrder({ amount: paise(25_000), receipt: 'r-other' })
    expect(
      verifyPaymentSignature(
        { orderId: other.id, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature },
        fake.keySecret,
      ),
    ).toBe(false)

    const payment = await rzp.fetchPayment(checkout.razorpay_payment_id)
    expect(payment).toMatchObject({ status: 'captured', captured: true, amount: 25_000, order_id: order.id, method: 'card' })
    expect(paymentOutcome(payment)).toBe('captured')
    expect(await rzp.fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 25_000, amount_due: 0, attempts: 1 })
  })

  test('reconcile: the callback never came, fetchOrderPayments finds the failed try and the captured one', async () => {
    const rzp = client()
    const order = await rzp.createOrder({ amount: paise(12_345), receipt: 'r-reconcile' })
    const failed = fake.pay(order.id, { outcome: 'failure' })
    expect(await rzp.fetchOrder(order.id)).toMatchObject({ status: 'attempted', attempts: 1 })
    const ok = fake.pay(order.id, { outcome: 'success', method: 'netbanking' }) // the browser closed before the handler ran

    const payments = await rzp.fetchOrderPayments(order.id)
    expect(payments.map((p) => [p.id, paymentOutcome(p), p.amount])).toEqual([
      [ok.razorpay_payment_id, 'captured', 12_345],
      [failed.error.metadata.payment_id, 'failed', 12_345],
    ])
    expect(payments[1]?.error_reason).toBe('payment_failed')
    expect(fake.requests.at(-1)?.path).toBe(`/v1/orders/${order.id}/payments`)
  })

  test('an authorized payment that is not captured yet reads as authorized, then captured', async () => {
    const rzp = client()
    const order = await rzp.createOrder({ amount: paise(1_000), receipt: 'r-auth' })
    const { razorpay_payment_id: id } = fake.pay(order.id, { outcome: 'success', capture: false })
    expect(paymentOutcome(await rzp.fetchPayment(id))).toBe('authorized')
    expect((await rzp.fetchOrder(order.id)).status).toBe('attempted')
    fake.capture(id)
    expect(paymentOutcome(await rzp.fetchPayment(id))).toBe('captured')
  })
})

describe('refunds', () => {
  test('a partial refund sends X-Refund-Idempotency; the same key again gives the same refund, not a second one', async () => {
    const { rzp, paymentId } = await paidOrder(50_000)
    const first = await rzp.refund(paymentId, {
      amount: paise(10_000),
      idempotencyKey: 'refund-0001-partial',
      notes: { why: 'damaged' },
    })
    const again = await rzp.refund(paymentId, {
      amount: paise(10_000),
      idempotencyKey: 'refund-0001-partial',
      notes: { why: 'damaged' },
    })
    expect(again).toEqual(first)
    expect(first).toMatchObject({
      entity: 'refund',
      amount: 10_000,
      payment_id: paymentId,
      status: 'processed',
      notes: { why: 'damaged' },
    })
    expect(fake.refundsOf(paymentId)).toHaveLength(1)
    expect(await rzp.fetchPayment(paymentId)).toMatchObject({
      status: 'captured',
      amount_refunded: 10_000,
      refund_status: 'partial',
    })
    expect(fake.requests.filter((r) => r.path.endsWith('/refund')).map((r) => [r.idempotencyKey, r.body])).toEqual([
      ['refund-0001-partial', { amount: 10_000, notes: { why: 'damaged' } }],
      ['refund-0001-partial', { amount: 10_000, notes: { why: 'damaged' } }],
    ])
  })

  test('an answer lost after Razorpay made the refund: 503, and the retry with the same key returns that refund', async () => {
    const { rzp, paymentId } = await paidOrder(30_000)
    fake.failNext(1, 'timeout', { afterProcessing: true })
    const impatient = client({ timeoutMs: 300 })
    const lost = await failure(impatient.refund(paymentId, { amount: paise(30_000), idempotencyKey: 'refund-lost-answer' }))
    expect([lost.status, lost.code]).toEqual([503, 'payment_provider_unavailable'])
    expect(fake.refundsOf(paymentId)).toHaveLength(1) // it happened
    const retried = await rzp.refund(paymentId, { amount: paise(30_000), idempotencyKey: 'refund-lost-answer' })
    expect(retried.id).toBe(fake.refundsOf(paymentId)[0]?.id)
    expect(fake.refundsOf(paymentId)).toHaveLength(1)
    expect(paymentOutcome(await rzp.fetchPayment(paymentId))).toBe('refunded')
  })

  test('over-refunding is refused, whole or across refunds; a full refund makes the payment refunded', async () => {
    const { rzp, paymentId } = await paidOrder(20_000)
    const over = await failure(rzp.refund(paymentId, { amount: paise(20_001), idempotencyKey: 'refund-over-00001' }))
    expect([over.status, over.code, over.message]).toEqual([
      502,
      'payment_provider_rejected',
      'The refund is more than what is left to refund on this payment.',
    ])
    expect(razorpayCause(over)).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR', field: 'amount' })
    expect(logged().at(-1)).toMatchObject({
      level: 'warn',
      msg: 'razorpay refused a request',
      operation: 'refund',
      status: 400,
      description: 'The refund amount provided is greater than amount captured',
    })

    await rzp.refund(paymentId, { amount: paise(15_000), idempotencyKey: 'refund-part-00001' })
    const rest = await failure(rzp.refund(paymentId, { amount: paise(5_001), idempotencyKey: 'refund-part-00002' }))
    expect(rest.message).toBe('The refund is more than what is left to refund on this payment.')
    await rzp.refund(paymentId, { amount: paise(5_000), idempotencyKey: 'refund-part-00003' })
    const payment = await rzp.fetchPayment(paymentId)
    expect([payment.status, payment.amount_refunded, payment.refund_status, paymentOutcome(payment)]).toEqual([
      'refunded',
      20_000,
      'full',
      'refunded',
    ])
    const more = await failure(rzp.refund(paymentId, { amount: paise(100), idempotencyKey: 'refund-part-00004' }))
    expect(more.message).toBe('This payment has already been refunded in full.')
    expect(fake.refundsOf(paymentId).map((r) => r.amount)).toEqual([15_000, 5_000])
  })

  test('the same key with another amount is refused and refunds nothing', async () => {
    const { rzp, paymentId } = await paidOrder(10_000)
    await rzp.refund(paymentId, { amount: paise(1_000), idempotencyKey: 'refund-key-reused' })
    const error = await failure(rzp.refund(paymentId, { amount: paise(2_000), idempotencyKey: 'refund-key-reused' }))
    expect(error.message).toBe('This refund does not match an earlier refund request with the same key.')
    expect(fake.refundsOf(paymentId).map((r) => r.amount)).toEqual([1_000])
  })

  test('a payment that was never captured cannot be refunded', async () => {
    const rzp = client()
    const order = await rzp.createOrder({ amount: paise(1_000), receipt: 'r-uncaptured' })
    const { razorpay_payment_id: id } = fake.pay(order.id, { outcome: 'success', capture: false })
    const error = await failure(rzp.refund(id, { amount: paise(1_000), idempotencyKey: 'refund-uncaptured' }))
    expect(error.message).toBe('Only a completed payment can be refunded.')
  })
})

describe('failures', () => {
  test('wrong keys: 401 from Razorpay → 502 rejected, logged as an error naming the variables, never the keys', async () => {
    const error = await failure(client({ keySecret: 'wrong-secret-value' }).createOrder({ amount: paise(100), receipt: 'r' }))
    expect([error.status, error.code, error.message]).toEqual([
      502,
      'payment_provider_rejected',
      'Online payments are not available right now. Please try again later.',
    ])
    expect(fake.requests.map((r) => [r.keyId, r.authorized])).toEqual([[fake.keyId, false]])
    expect(logged()).toMatchObject([
      { level: 'error', status: 401, description: 'Authentication failed', msg: expect.stringMatching(/RAZORPAY_KEY_SECRET/) },
    ])
    expect(logLines.join('\n')).not.toContain('wrong-secret-value')
  })

  test('an unknown id: 400 "The id provided does not exist" → 502 with a message for people', async () => {
    const error = await failure(client().fetchOrder('order_DoesNotExist00'))
    expect([error.status, error.code, error.message]).toEqual([
      502,
      'payment_provider_rejected',
      'The payment service has no record of this order.',
    ])
    expect(logged()[0]).toMatchObject({ path: '/v1/orders/order_DoesNotExist00', description: 'The id provided does not exist' })
    const payment = await failure(client().fetchPayment('pay_DoesNotExist000'))
    expect(payment.message).toBe('The payment service has no record of this payment.')
  })

  test.each([500, 502, 503, 429, 409])('HTTP %i → 503 payment_provider_unavailable', async (status) => {
    fake.failNext(1, { status })
    const error = await failure(client().createOrder({ amount: paise(100), receipt: 'r' }))
    expect([error.status, error.code, error.message]).toEqual([
      503,
      'payment_provider_unavailable',
      'The payment service is not answering. Please try again.',
    ])
    expect(razorpayCause(error)?.status).toBe(status)
    // The next request goes through again.
    expect((await client().createOrder({ amount: paise(100), receipt: 'r' })).status).toBe('created')
  })

  test('no answer within the time-out → 503, promptly', async () => {
    fake.failNext(1, 'timeout')
    const started = Date.now()
    const error = await failure(client({ timeoutMs: 200 }).fetchOrder('order_Whatever000000'))
    expect([error.status, error.code]).toEqual([503, 'payment_provider_unavailable'])
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(logged()[0]).toMatchObject({ level: 'warn', msg: 'razorpay did not answer in time', timeoutMs: 200 })
  })

  test('an unreachable host → 503', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const error = await failure(client({ baseUrl: `http://127.0.0.1:${port}` }).fetchPayment('pay_x'))
    expect([error.status, error.code]).toEqual([503, 'payment_provider_unavailable'])
    expect(logged()[0]).toMatchObject({ msg: 'razorpay could not be reached' })
  })

  test('a 2xx answer not in Razorpay’s shape → 503, logged', async () => {
    const weird: typeof fetch = async () => new Response(JSON.stringify({ id: 'order_1', amount: 10.5 }), { status: 200 })
    const error = await failure(client({ fetch: weird }).fetchOrder('order_1'))
    expect([error.status, error.code]).toEqual([503, 'payment_provider_unavailable'])
    expect(logged()[0]).toMatchObject({ level: 'error', msg: 'razorpay gave an answer we cannot read' })
  })
})

describe('webhooks from the fake', () => {
  test('payment.captured, order.paid and refund.processed parse; a redelivery keeps its event id', async () => {
    const { rzp, order, paymentId } = await paidOrder(40_000)
    const captured = fake.webhookFor('payment.captured', { paymentId })
    const first = parseWebhook(captured.body, captured.headers, fake.webhookSecret)
    const redelivered = parseWebhook(captured.body, captured.headers, fake.webhookSecret)
    expect(redelivered.eventId).toBe(first.eventId) // the caller deduplicates on this
    expect(first).toMatchObject({ event: 'payment.captured', payment: { id: paymentId, status: 'captured', amount: 40_000 } })
    const another = fake.webhookFor('payment.captured', { paymentId })
    expect(parseWebhook(another.body, another.headers, fake.webhookSecret).eventId).not.toBe(first.eventId)

    const paid = fake.webhookFor('order.paid', { orderId: order.id })
    expect(parseWebhook(paid.body, paid.headers, fake.webhookSecret)).toMatchObject({
      event: 'order.paid',
      order: { id: order.id, status: 'paid', amount_paid: 40_000 },
      payment: { id: paymentId },
    })

    const refund = await rzp.refund(paymentId, { amount: paise(4_000), idempotencyKey: 'refund-webhook-0001' })
    const processed = fake.webhookFor('refund.processed', { refundId: refund.id })
    expect(parseWebhook(processed.body, processed.headers, fake.webhookSecret)).toMatchObject({
      event: 'refund.processed',
      refund: { id: refund.id, amount: 4_000, status: 'processed' },
      payment: { id: paymentId, amount_refunded: 4_000 },
    })
    const failedRefund = fake.webhookFor('refund.failed', { refundId: refund.id })
    expect(parseWebhook(failedRefund.body, failedRefund.headers, fake.webhookSecret)).toMatchObject({
      event: 'refund.failed',
      refund: { status: 'failed' },
    })
  })

  test('payment.failed and payment.authorized snapshots; an unhandled event is ignored', async () => {
    const rzp = client()
    const order = await rzp.createOrder({ amount: paise(700), receipt: 'r-webhook-failed' })
    const failed = fake.pay(order.id, { outcome: 'failure' })
    const hook = fake.webhookFor('payment.failed', { paymentId: failed.error.metadata.payment_id })
    const parsed = parseWebhook(hook.body, hook.headers, fake.webhookSecret)
    if (parsed.event !== 'payment.failed') throw new Error(parsed.event)
    expect([paymentOutcome(parsed.payment), parsed.payment.error_reason]).toEqual(['failed', 'payment_failed'])

    const ok = fake.pay(order.id, { outcome: 'success' })
    const authorized = fake.webhookFor('payment.authorized', { paymentId: ok.razorpay_payment_id })
    expect(parseWebhook(authorized.body, authorized.headers, fake.webhookSecret)).toMatchObject({
      event: 'payment.authorized',
      payment: { status: 'authorized' },
    })

    const other = fake.webhookFor('settlement.processed', {})
    expect(parseWebhook(other.body, other.headers, fake.webhookSecret)).toMatchObject({
      event: 'ignored',
      type: 'settlement.processed',
    })
  })

  test.each([
    ['signed with another secret', { signWith: 'not-the-webhook-secret' }],
    ['changed after signing', { tamper: true }],
  ])('a webhook %s → 400 bad_signature', async (_name, options) => {
    const { paymentId } = await paidOrder(9_900)
    const hook = fake.webhookFor('payment.captured', { paymentId }, options)
    let error: unknown
    try {
      parseWebhook(hook.body, hook.headers, fake.webhookSecret)
    } catch (e) {
      error = e
    }
    expect(AppError.is(error) && [error.status, error.code]).toEqual([400, 'bad_signature'])
  })
})

describe('the fake validates like Razorpay', () => {
  const post = (path: string, body: unknown, auth = `${fake.keyId}:${fake.keySecret}`) =>
    fetch(`${fake.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(auth).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => [r.status, await r.json()] as const)

  test.each([
    [{ amount: 100, currency: 'INR', receipt: 'x'.repeat(41) }, 'The receipt may not be greater than 40 characters.', 'receipt'],
    [{ amount: 99, currency: 'INR' }, 'The amount must be at least INR 1.00', 'amount'],
    [{ amount: 100.5, currency: 'INR' }, 'The amount must be an integer.', 'amount'],
    [{ currency: 'INR' }, 'The amount field is required.', 'amount'],
    [{ amount: 100 }, 'The currency field is required.', 'currency'],
    [{ amount: 100, currency: 'INR', colour: 'red' }, 'colour is/are not required and should not be sent', 'colour'],
  ])('POST /v1/orders %j → 400 %j', async (body, description, field) => {
    const [status, answer] = await post('/v1/orders', body)
    expect(status).toBe(400)
    expect(answer).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field,
      },
    })
  })

  test('no or wrong Basic auth → 401; an unknown URL → 400', async () => {
    const [status, answer] = await post('/v1/orders', { amount: 100, currency: 'INR' }, `${fake.keyId}:nope`)
    expect([status, answer.error.description]).toEqual([401, 'Authentication failed'])
    const [status2, answer2] = await post('/v1/invoices', {})
    expect([status2, answer2.error.description]).toEqual([400, 'The requested URL was not found on the server.'])
  })
})
