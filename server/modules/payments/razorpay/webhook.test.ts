// parseWebhook on hand-made events (Razorpay's documented sample shapes), signed here with node:crypto directly.
import { createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { AppError } from '../../../lib/app-error.ts'
import { parseWebhook } from './webhook.ts'

const SECRET = 'webhook-secret-for-tests'
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex')

const payment = {
  id: 'pay_DESlfW9H8K9uqM',
  entity: 'payment',
  amount: 100,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_DESlLckIVRkHWj',
  invoice_id: null,
  international: false,
  method: 'netbanking',
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: null,
  card_id: null,
  bank: 'HDFC',
  wallet: null,
  vpa: null,
  email: 'gaurav.kumar@example.com',
  contact: '+919876543210',
  notes: [],
  fee: 2,
  tax: 0,
  error_code: null,
  error_description: null,
  created_at: 1567674599,
}
const order = {
  id: 'order_DESlLckIVRkHWj',
  entity: 'order',
  amount: 100,
  amount_paid: 100,
  amount_due: 0,
  currency: 'INR',
  receipt: 'rcptid #1',
  offer_id: null,
  status: 'paid',
  attempts: 1,
  notes: [],
  created_at: 1567674581,
}
const refund = {
  id: 'rfnd_FS8TWyPrCsa0OB',
  entity: 'refund',
  amount: 50,
  currency: 'INR',
  payment_id: 'pay_DESlfW9H8K9uqM',
  notes: { comment: 'Customer Notes for Webhooks.' },
  receipt: null,
  acquirer_data: { arn: null },
  created_at: 1597734071,
  batch_id: null,
  status: 'processed',
  speed_processed: 'normal',
  speed_requested: 'optimum',
}

function event(name: string, payload: Record<string, unknown>) {
  const contains = Object.keys(payload)
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: name,
    contains,
    payload,
    created_at: 1567674606,
  })
  return { body, headers: { 'X-Razorpay-Signature': sign(body), 'X-Razorpay-Event-Id': 'KUjTCRbKqnSe4T' } }
}

function rejection(run: () => unknown): AppError {
  try {
    run()
  } catch (e) {
    if (AppError.is(e)) return e
    throw e
  }
  throw new Error('expected an AppError')
}

describe('parseWebhook', () => {
  test('payment.captured: the event id from the header and the payment, amounts in paise', () => {
    const { body, headers } = event('payment.captured', { payment: { entity: payment } })
    const parsed = parseWebhook(body, headers, SECRET)
    expect(parsed).toMatchObject({
      eventId: 'KUjTCRbKqnSe4T',
      event: 'payment.captured',
      accountId: 'acc_BFQ7uQEaa7j2z7',
      createdAt: 1567674606,
      payment: { id: 'pay_DESlfW9H8K9uqM', status: 'captured', amount: 100, order_id: 'order_DESlLckIVRkHWj', notes: {} },
    })
  })

  test('order.paid carries the order and the payment; headers may be a Headers object', () => {
    const { body, headers } = event('order.paid', { payment: { entity: payment }, order: { entity: order } })
    const parsed = parseWebhook(new TextEncoder().encode(body), new Headers(headers), SECRET)
    if (parsed.event !== 'order.paid') throw new Error(parsed.event)
    expect([parsed.order.id, parsed.order.status, parsed.order.amount_paid, parsed.payment.id]).toEqual([
      'order_DESlLckIVRkHWj',
      'paid',
      100,
      'pay_DESlfW9H8K9uqM',
    ])
  })

  test.each(['refund.processed', 'refund.failed'])('%s carries the refund and its payment', (name) => {
    const { body, headers } = event(name, { refund: { entity: refund }, payment: { entity: payment } })
    const parsed = parseWebhook(body, headers, SECRET)
    if (parsed.event !== name || !('refund' in parsed)) throw new Error(parsed.event)
    expect([parsed.refund.id, parsed.refund.amount, parsed.refund.notes, parsed.payment.id]).toEqual([
      'rfnd_FS8TWyPrCsa0OB',
      50,
      { comment: 'Customer Notes for Webhooks.' },
      'pay_DESlfW9H8K9uqM',
    ])
  })

  test('an event we do not handle is returned as ignored, with its type', () => {
    const { body, headers } = event('payment.dispute.created', { dispute: { entity: { id: 'disp_1' } } })
    expect(parseWebhook(body, headers, SECRET)).toEqual({
      eventId: 'KUjTCRbKqnSe4T',
      event: 'ignored',
      type: 'payment.dispute.created',
    })
  })

  test.each([
    ['no signature header', (h: Record<string, string>) => ({ ...h, 'X-Razorpay-Signature': undefined as unknown as string })],
    ['a signature from another secret', (h: Record<string, string>) => ({ ...h, 'X-Razorpay-Signature': 'f'.repeat(64) })],
  ])('%s → 400 bad_signature', (_name, change) => {
    const { body, headers } = event('payment.captured', { payment: { entity: payment } })
    const error = rejection(() => parseWebhook(body, change(headers), SECRET))
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'bad_signature',
      'The webhook signature does not match its body.',
    ])
  })

  test('a body changed after signing → bad_signature, before anything is read', () => {
    const { body, headers } = event('payment.captured', { payment: { entity: payment } })
    const error = rejection(() => parseWebhook(body.replace('"amount":100', '"amount":1'), headers, SECRET))
    expect(error.code).toBe('bad_signature')
  })

  test('a signed event without x-razorpay-event-id → 400 bad_webhook (it could not be deduplicated)', () => {
    const { body, headers } = event('payment.captured', { payment: { entity: payment } })
    const error = rejection(() => parseWebhook(body, { 'X-Razorpay-Signature': headers['X-Razorpay-Signature'] }, SECRET))
    expect([error.status, error.code]).toEqual([400, 'bad_webhook'])
  })

  test.each([
    ['not JSON', 'not json'],
    ['not an event', JSON.stringify({ hello: 'world' })],
    [
      'a handled event without its payment',
      JSON.stringify({ entity: 'event', account_id: 'acc_1', event: 'payment.failed', contains: [], payload: {}, created_at: 1 }),
    ],
    [
      'a payment with a fractional amount',
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_1',
        event: 'payment.failed',
        contains: ['payment'],
        payload: { payment: { entity: { ...payment, status: 'failed', amount: 10.5 } } },
        created_at: 1,
      }),
    ],
  ])('a signed body that is %s → 400 bad_webhook', (_name, body) => {
    const error = rejection(() => parseWebhook(body, { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'E1' }, SECRET))
    expect([error.status, error.code]).toEqual([400, 'bad_webhook'])
  })
})
