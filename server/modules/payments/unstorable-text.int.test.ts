import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { startRazorpayFake, type RazorpayFake } from '../../../tests/fakes/razorpay-fake.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { paymentEvents, payments, users } from '../../db/schema.ts'
import { webhookSignature } from './razorpay/signatures.ts'

// Text PostgreSQL cannot store, found by the boundary fuzz suite (tests/integration/fuzz-*.int.test.ts), where it was a
// 500: a NUL (text and jsonb) or a lone surrogate (jsonb). A signed webhook carrying one is refused with 400 before
// anything is written; the return of a payment that really failed still fails the attempt, the character gone.

let f: ApiFixture
let fake: RazorpayFake
let userId = 0
beforeAll(async () => {
  fake = await startRazorpayFake()
  f = await createApiFixture({
    config: {
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_BASE_URL: fake.baseUrl,
    },
  })
  const [u] = await f.database.db
    .insert(users)
    .values({ name: 'Text Tester', phone: '7312000001', phoneVerified: true })
    .returning()
  userId = u!.id
})
afterAll(async () => {
  await f?.close()
  await fake?.close()
})

/** A recharge waiting at the gateway, whose payment then failed at Razorpay. */
async function failedAttempt() {
  const attempt = await f.services.payments.startRecharge(userId, paise(50_000))
  const failure = fake.pay(attempt.providerOrderId, { outcome: 'failure' })
  return { orderId: attempt.providerOrderId, paymentId: failure.error.metadata.payment_id, failure }
}

const attemptRow = async (orderId: string) =>
  (await f.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0]!
const eventCount = async () => (await f.database.db.select({ n: count() }).from(paymentEvents))[0]!.n

/** Razorpay's payment.failed webhook for the attempt, changed by `edit`, then signed with the webhook secret. */
async function postWebhook(orderId: string, edit: (event: any) => void) {
  const genuine = fake.webhookFor('payment.failed', { orderId })
  const event = JSON.parse(genuine.body)
  edit(event)
  const body = JSON.stringify(event)
  return f.app.request('/pwa-api/payments/razorpay/webhook', {
    method: 'POST',
    headers: { ...genuine.headers, 'x-razorpay-signature': webhookSignature(body, fake.webhookSecret) },
    body,
  })
}

describe('a signed webhook with text that cannot be stored', () => {
  test.each([
    ['a NUL in the event type', (e: any) => (e.event = 'payment.\u0000failed')],
    ['a NUL in the payment id', (e: any) => (e.payload.payment.entity.id = 'pay_\u0000x')],
    ['a NUL in the failure text', (e: any) => (e.payload.payment.entity.error_description = 'Declined\u0000')],
    ['a lone surrogate in the failure text', (e: any) => (e.payload.payment.entity.error_description = 'Declined \ud800')],
    [
      'a NUL in a key of the notes (a refund’s notes are stored)',
      (e: any) => (e.payload.payment.entity.notes = { 'k\u0000': 'v' }),
    ],
  ])('%s is refused with 400 and nothing is written', async (_name, edit) => {
    const { orderId } = await failedAttempt()
    const before = await eventCount()
    const res = await postWebhook(orderId, edit)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'bad_webhook',
      message: 'The webhook has text no Razorpay event has (a NUL or a broken character).',
    })
    expect(await eventCount()).toBe(before)
    expect((await attemptRow(orderId)).status).toBe('created')
  })

  test('the same webhook without it is applied', async () => {
    const { orderId } = await failedAttempt()
    const res = await postWebhook(orderId, (e) => (e.payload.payment.entity.error_description = 'Declined by the bank'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'applied' })
    expect(await attemptRow(orderId)).toMatchObject({ status: 'failed', failureReason: 'Declined by the bank' })
  })
})

test("a failed payment's return with a NUL in error[description] fails the attempt without it", async () => {
  const { orderId, failure } = await failedAttempt()
  const form = new URLSearchParams({
    'error[code]': failure.error.code,
    'error[description]': 'Card\u0000declined',
    'error[metadata]': JSON.stringify(failure.error.metadata),
  })
  const res = await f.app.request('/order-payment/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
  expect(res.status).toBe(303)
  expect(res.headers.get('location')).toMatch(/^\/cart\/payment\/recharge\?.*failed=1/)
  expect(await attemptRow(orderId)).toMatchObject({ status: 'failed', failureReason: 'Card declined' })
})
