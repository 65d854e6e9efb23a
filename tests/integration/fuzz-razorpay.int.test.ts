import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../core/money.ts'
import { paymentSignature, webhookSignature } from '../../server/modules/payments/razorpay/signatures.ts'
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from '../../server/modules/payments/razorpay/webhook.ts'
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { callbackFields } from './fuzz-endpoints.ts'
import { fillCart, signedIn } from './fuzz-fixture.ts'
import { expectAnswered, good, jsonType, objectOf, pairsOf, printable, sample, v, type Fields } from './fuzz-kit.ts'
import { expectClean, hostile } from './hostile.ts'
import { stockedSkus } from './seed-customers.ts'

// ---- Razorpay: the webhook and the return with a configured gateway (the local fake of Razorpay) ----

describe('Razorpay configured', () => {
  let rz: ApiFixture
  let fake: RazorpayFake
  /** The gateway's orders of our attempts (an order's and a recharge's), and what each is for. */
  const attempts: Array<{ id: string; amount: number }> = []
  let failure = { order_id: '', payment_id: '' }
  beforeAll(async () => {
    fake = await startRazorpayFake()
    rz = await createApiFixture({
      config: {
        RAZORPAY_KEY_ID: fake.keyId,
        RAZORPAY_KEY_SECRET: fake.keySecret,
        RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
        RAZORPAY_BASE_URL: fake.baseUrl,
      },
    })
    const me = await signedIn(rz, '7311000003')
    const payable = await fillCart(rz, me.userId, me.addressId, await stockedSkus(rz.database.db, { limit: 2 }))
    const placed = await rz.services.orders.place(
      me.userId,
      { cartType: 'pharmacy', payment: 'online', useWallet: false, expectedTotal: paise(payable) },
      'fuzz-setup-online-0001',
    )
    for (const a of [
      await rz.services.payments.start(me.userId, placed.body.number),
      await rz.services.payments.startRecharge(me.userId, paise(50_000)),
    ]) {
      attempts.push({ id: a.providerOrderId, amount: a.amount })
    }
    // A payment that really failed at Razorpay: its return is checked with the fake and fails the recharge.
    failure = fake.pay(attempts[1]!.id, { outcome: 'failure' }).error.metadata
  })
  afterAll(async () => {
    await rz?.close()
    await fake?.close()
  })

  const gatewayOrder = fc.oneof(
    { weight: 4, arbitrary: sample(() => attempts.map((a) => a.id)) },
    { weight: 1, arbitrary: good('order_Unknown000001') },
  )
  const money = fc.oneof(
    { weight: 4, arbitrary: sample(() => attempts.map((a) => a.amount)) },
    { weight: 1, arbitrary: fc.nat(10_000_000) },
  )
  const paymentId = good('pay_Fuzz0000000001', 'pay_Fuzz0000000002')
  const notes = v(
    fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 3 }),
    [],
    [1],
  )
  const payment: Fields = {
    id: v(paymentId, ''),
    entity: v(good('payment'), 'order'),
    amount: v(money, -1, 1.5, '100'),
    currency: v(good('INR')),
    status: v(good('created', 'authorized', 'captured', 'refunded', 'failed'), 'paid'),
    order_id: v(gatewayOrder, null),
    method: v(good('upi', null)),
    amount_refunded: v(good(0), -1),
    captured: v(fc.boolean(), 'yes'),
    notes,
    error_description: v(good(null, 'Payment failed')),
    created_at: v(fc.nat(), -1),
  }
  const order: Fields = {
    id: v(gatewayOrder, ''),
    entity: v(good('order')),
    amount: v(money, -1),
    amount_paid: v(money),
    amount_due: v(good(0)),
    currency: v(good('INR')),
    receipt: v(good('MW10000001', null)),
    status: v(good('created', 'attempted', 'paid'), 'done'),
    attempts: v(fc.nat(5), -1),
    notes,
    created_at: v(fc.nat()),
  }
  const refund: Fields = {
    id: v(good('rfnd_Fuzz000000001'), ''),
    entity: v(good('refund')),
    amount: v(money, -1),
    payment_id: v(paymentId, ''),
    status: v(good('pending', 'processed', 'failed'), 'done'),
    notes,
    created_at: v(fc.nat()),
  }
  const entity = (fields: Fields) => objectOf(fields).map((o) => ({ entity: o }))
  const event = objectOf({
    entity: v(good('event'), 'events'),
    account_id: v(good('acc_Fuzz'), 1),
    event: v(
      good('payment.authorized', 'payment.captured', 'payment.failed', 'order.paid', 'refund.processed', 'refund.failed'),
      'payment.dispute.created',
      '',
    ),
    contains: v(good(['payment'], ['payment', 'order'], ['refund', 'payment'])),
    payload: v(fc.record({ payment: entity(payment), order: entity(order), refund: entity(refund) }), {}, []),
    created_at: v(fc.nat(), -1, 1.5),
  })

  test('POST /pwa-api/payments/razorpay/webhook: any body, signed or not', async () => {
    const body = fc.oneof(
      { weight: 6, arbitrary: event.map((e) => JSON.stringify(e)) },
      { weight: 1, arbitrary: fc.oneof(hostile, fc.json()) },
      // Deeper than any recursive walk of the parsed body could go.
      { weight: 1, arbitrary: fc.constant(`{"payload":${'['.repeat(100_000)}${']'.repeat(100_000)}}`) },
    )
    // 'sign': the body's true signature (so the body itself is read); else a wrong one, or none.
    const signature = fc.oneof(
      { weight: 6, arbitrary: fc.constant('sign') },
      { weight: 1, arbitrary: fc.oneof(printable, good('0'.repeat(64), 'F'.repeat(64))) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    )
    const eventId = fc.oneof(
      { weight: 6, arbitrary: fc.oneof(fc.uuid(), good('evt_Fuzz000000001')) },
      { weight: 1, arbitrary: printable },
      { weight: 1, arbitrary: fc.constant(undefined) },
    )
    await fc.assert(
      fc.asyncProperty(body, signature, eventId, jsonType, async (b, sig, id, type) => {
        const headers = new Headers({ 'content-type': type })
        if (sig !== undefined) headers.set(SIGNATURE_HEADER, sig === 'sign' ? webhookSignature(b, fake.webhookSecret) : sig)
        if (id !== undefined) headers.set(EVENT_ID_HEADER, id)
        const res = await rz.app.request('/pwa-api/payments/razorpay/webhook', { method: 'POST', headers, body: b })
        const answer = await expectClean(res)
        if (res.status === 200) expect(['applied', 'duplicate', 'ignored']).toContain(answer?.status)
      }),
      { numRuns: 150 },
    )
  })

  test('/order-payment/callback: any return, signed or not', async () => {
    const fields = objectOf({
      ...callbackFields,
      razorpay_order_id: v(gatewayOrder, 'order-1', 'x'.repeat(65)),
      razorpay_payment_id: v(paymentId, 'pay 1'),
      'error[metadata][order_id]': v(gatewayOrder),
      'error[metadata][payment_id]': v(
        fc.oneof(
          paymentId,
          sample(() => [failure.payment_id]),
        ),
      ),
      'error[metadata]': v(
        sample(() => [JSON.stringify(failure)]),
        '{',
        'null',
      ),
      attempt: v(gatewayOrder, ''),
    })
    await fc.assert(
      fc.asyncProperty(fields, fc.boolean(), fc.constantFrom('GET', 'POST'), async (o, sign, method) => {
        const form = Object.fromEntries(pairsOf(o))
        // The true signature of the ids sent (the success path), or whatever was generated.
        if (sign && form.razorpay_order_id && form.razorpay_payment_id) {
          form.razorpay_signature = paymentSignature(form.razorpay_order_id, form.razorpay_payment_id, fake.keySecret)
        }
        const encoded = new URLSearchParams(form).toString()
        const res =
          method === 'GET'
            ? await rz.app.request(`/order-payment/callback?${encoded}`)
            : await rz.app.request('/order-payment/callback', {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: encoded,
              })
        await expectAnswered(res)
      }),
      { numRuns: 100 },
    )
  })
})
