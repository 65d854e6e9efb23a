import { and, asc, eq, ne } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import {
  startRazorpayFake,
  type CheckoutFailure,
  type CheckoutSuccess,
  type RazorpayFake,
} from '../../../tests/fakes/razorpay-fake.ts'
import { testEventBus } from '../../../tests/integration/app-fixture.ts'
import { expectClean, hostile } from '../../../tests/integration/hostile.ts'
import { openTestDatabase } from '../../../tests/setup/test-db.ts'
import { CSRF_EXEMPT, createApp } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import {
  addresses,
  cartItems,
  carts,
  orderEvents,
  orders,
  paymentEvents,
  payments,
  products,
  refunds,
  users,
  walletEntries,
} from '../../db/schema.ts'
import { createLogger } from '../../lib/logger.ts'
import { createServices } from '../../services.ts'
import { userOwner } from '../cart/owner.ts'
import type { EventBus } from '../events/bus.ts'
import { createOutboxNotifier } from '../notify/notifier.ts'

// Issue 9 §6, Razorpay end to end through the HTTP app, with RAZORPAY_BASE_URL pointed at the local fake of Razorpay
// (tests/fakes/razorpay-fake.ts): an online order placed over the API, its attempt started (the fake's order made),
// Razorpay's checkout played by the fake, and its return posted to /order-payment/callback as Razorpay's page posts it
// (cross-site: no session cookie, no CSRF token); Razorpay's webhooks signed by the fake, redelivered and out of
// order; refunds; wallet recharges credited exactly once.

const clock = new Date('2026-11-24T12:00:00+05:30')
let fake: RazorpayFake
let database: Database
let bus: EventBus
let services: ReturnType<typeof createServices>
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  fake = await startRazorpayFake()
  database = await openTestDatabase()
  bus = await testEventBus(database)
  const logger = createLogger('silent')
  services = createServices(
    database.db,
    {
      APP_ENV: 'test',
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_BASE_URL: fake.baseUrl,
    },
    logger,
    { now: () => clock, notifier: createOutboxNotifier(database.db, () => {}), events: bus },
  )
  app = createApp({ services, logger, production: false })
})
afterAll(async () => {
  await bus?.close()
  await database?.close()
  await fake?.close()
})

const db = () => database.db
let otc: number
beforeAll(async () => {
  const rows = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.synthetic, false), ne(products.schedule, 'X'), eq(products.rxRequired, false)))
    .orderBy(asc(products.id))
  // Not one of the seeded stock plan's special cases (out of stock, a few left: server/db/seed-data/centres.ts).
  otc = rows.map((r) => r.id).find((id) => id > 40 && id % 97 !== 0 && id % 31 !== 0 && id % 17 !== 0 && id % 13 !== 0)!
})

let people = 0
/** A signed-in customer with a cart of one medicine and a default address in New Delhi. */
async function customer() {
  const phone = `72000${String(++people).padStart(5, '0')}`
  const [u] = await db().insert(users).values({ name: 'Razor Tester', phone, phoneVerified: true }).returning()
  const [addr] = await db()
    .insert(addresses)
    .values({
      userId: u!.id,
      recipientName: 'Razor Tester',
      phone,
      address: '4, Rajpath Area, Central Secretariat',
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      addressType: 'home',
      addressName: 'Home',
      isDefault: true,
    })
    .returning()
  await services.cart.setQuantity(userOwner(u!.id), otc, 2)
  await db().update(carts).set({ addressId: addr!.id }).where(eq(carts.userId, u!.id))
  const session = await services.sessions.create(u!.id)
  const csrf = await services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return { userId: u!.id, cookie: `sid=${session.token}`, csrf }
}
type Customer = Awaited<ReturnType<typeof customer>>

/** An online order placed through the API as a partner app would (with its Idempotency-Key). */
async function onlineOrder(c: Customer) {
  const total = (await services.cartDetails.read(userOwner(c.userId), { city: 'New Delhi', checkStock: true })).bill.payable
  const res = await app.request('/pwa-api/api/v4/orders', {
    method: 'POST',
    headers: {
      cookie: c.cookie,
      'x-csrf-token': c.csrf,
      'content-type': 'application/json',
      'idempotency-key': `razorpay-${c.userId}-order`,
    },
    body: JSON.stringify({ cart_type: 'pharmacy', payment: 'online', expected_total: total }),
  })
  expect(res.status).toBe(201)
  const body = (await res.json()) as { data: { number: string; order_id: number } }
  return { number: body.data.number, orderId: body.data.order_id, total }
}

/** Razorpay's page posting the person back: cross-site, so no cookie and no CSRF token. */
const callback = (fields: Record<string, string>, query: Record<string, string> = {}) =>
  app.request(`/order-payment/callback?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://api.razorpay.com' },
    body: new URLSearchParams(fields),
  })

const successFields = (s: CheckoutSuccess) => ({
  razorpay_payment_id: s.razorpay_payment_id,
  razorpay_order_id: s.razorpay_order_id,
  razorpay_signature: s.razorpay_signature,
})
const failureFields = (f: CheckoutFailure) => ({
  'error[code]': f.error.code,
  'error[description]': f.error.description,
  'error[source]': f.error.source,
  'error[step]': f.error.step,
  'error[reason]': f.error.reason,
  'error[metadata]': JSON.stringify(f.error.metadata),
})

const webhook = (event: { body: string; headers: Record<string, string> }) =>
  app.request('/pwa-api/payments/razorpay/webhook', { method: 'POST', headers: event.headers, body: event.body })

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!
const paymentRow = async (id: number) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!
const cartLines = async (userId: number) =>
  db().select().from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, userId))
const eventsOf = async (orderId: number) =>
  (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.toStatus)
const ledger = (userId: number) => db().select().from(walletEntries).where(eq(walletEntries.userId, userId))

describe("Razorpay's checkout and its return", () => {
  test('starting an attempt creates the order at Razorpay for what is left to pay', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    expect(attempt).toMatchObject({ provider: 'razorpay', keyId: fake.keyId, amount: o.total, orderNumber: o.number })
    expect(fake.order(attempt.providerOrderId)).toMatchObject({
      amount: o.total,
      currency: 'INR',
      receipt: o.number,
      status: 'created',
    })
    expect(services.payments.gateway()?.hostedCheckoutUrl).toBe(`${fake.baseUrl}/v1/checkout/embedded`)
  })

  test('a paid checkout posted back pays the order, without session or CSRF token; a replay changes nothing', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    const paid = fake.pay(attempt.providerOrderId, { outcome: 'success', method: 'upi' })
    const res = await callback(successFields(paid), { attempt: attempt.providerOrderId })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/cart/checkout/success?order=${o.number}`)
    expect((await orderRow(o.orderId)).status).toBe('confirmed')
    expect(await paymentRow(attempt.paymentId)).toMatchObject({ status: 'captured', providerPaymentId: paid.razorpay_payment_id })
    expect(await cartLines(c.userId)).toEqual([])

    const again = await callback(successFields(paid), { attempt: attempt.providerOrderId })
    expect([again.status, again.headers.get('location')]).toEqual([303, `/cart/checkout/success?order=${o.number}`])
    expect(await eventsOf(o.orderId)).toEqual(['pending_payment', 'confirmed'])
  })

  test('a failed checkout posted back fails the attempt (checked with Razorpay); the order waits, the cart stays', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    const failed = fake.pay(attempt.providerOrderId, { outcome: 'failure' })
    const res = await callback(failureFields(failed), { attempt: attempt.providerOrderId })
    expect([res.status, res.headers.get('location')]).toEqual([303, `/order-payment/?order=${o.number}&failed=1`])
    expect(await paymentRow(attempt.paymentId)).toMatchObject({ status: 'failed', failureReason: failed.error.description })
    expect((await orderRow(o.orderId)).status).toBe('pending_payment')
    expect(await cartLines(c.userId)).toHaveLength(1)
    // Razorpay lets the person try again on the same order: a later success still pays it.
    const paid = fake.pay(attempt.providerOrderId, { outcome: 'success' })
    expect((await callback(successFields(paid))).headers.get('location')).toBe(`/cart/checkout/success?order=${o.number}`)
    expect((await orderRow(o.orderId)).status).toBe('confirmed')
  })

  test('forged and replayed returns change nothing', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    const d = await customer()
    const other = await onlineOrder(d)
    const otherAttempt = await services.payments.start(d.userId, other.number)
    const otherPaid = fake.pay(otherAttempt.providerOrderId, { outcome: 'success' })
    const before = await paymentRow(attempt.paymentId)

    // A signature of our own making, and another order's genuine proof replayed against this order.
    const forged = await callback({
      razorpay_order_id: attempt.providerOrderId,
      razorpay_payment_id: 'pay_Forged000000001',
      razorpay_signature: 'a'.repeat(64),
    })
    expect(forged.status).toBe(400)
    const replayed = await callback({ ...successFields(otherPaid), razorpay_order_id: attempt.providerOrderId })
    expect(replayed.status).toBe(400)
    // A failure that Razorpay never saw (an unknown payment id, or another order's failed payment).
    const invented = await callback(
      { 'error[description]': 'Declined', 'error[metadata]': JSON.stringify({ payment_id: 'pay_Invented0000001' }) },
      { attempt: attempt.providerOrderId },
    )
    expect(invented.headers.get('location')).toBe(`/order-payment/?order=${o.number}&failed=1`)
    const elsewhere = fake.pay((await services.payments.start(c.userId, o.number)).providerOrderId, { outcome: 'failure' })
    await callback(failureFields(elsewhere), { attempt: attempt.providerOrderId })
    expect(await paymentRow(attempt.paymentId)).toEqual(before)
    expect((await orderRow(o.orderId)).status).toBe('pending_payment')
    expect(await cartLines(c.userId)).toHaveLength(1)

    // Nothing of ours: 404; nothing readable: 400 (never a 5xx).
    expect(
      (
        await callback({
          razorpay_order_id: 'order_NotOurs0000001',
          razorpay_payment_id: 'pay_X',
          razorpay_signature: 'b'.repeat(64),
        })
      ).status,
    ).toBe(404)
    expect((await callback({ razorpay_order_id: '../../etc/passwd' })).status).toBe(400)
    expect((await callback({})).status).toBe(400)
  })

  test('a failure posted back after the payment went through does not undo it', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    const failed = fake.pay(attempt.providerOrderId, { outcome: 'failure' })
    const paid = fake.pay(attempt.providerOrderId, { outcome: 'success' })
    await callback(successFields(paid))
    await callback(failureFields(failed), { attempt: attempt.providerOrderId })
    expect((await paymentRow(attempt.paymentId)).status).toBe('captured')
    expect((await orderRow(o.orderId)).status).toBe('confirmed')
  })
})

describe("Razorpay's webhook", () => {
  test('a bad or tampered signature is refused with 400 and changes nothing', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    fake.pay(attempt.providerOrderId, { outcome: 'success' })
    const forged = await webhook(
      fake.webhookFor('payment.captured', { orderId: attempt.providerOrderId }, { signWith: 'not-the-secret-0123456789' }),
    )
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ code: 'bad_signature' })
    const tampered = await webhook(fake.webhookFor('payment.captured', { orderId: attempt.providerOrderId }, { tamper: true }))
    expect(tampered.status).toBe(400)
    const unsigned = fake.webhookFor('payment.captured', { orderId: attempt.providerOrderId })
    delete unsigned.headers['x-razorpay-signature']
    expect((await webhook(unsigned)).status).toBe(400)
    expect((await orderRow(o.orderId)).status).toBe('pending_payment')
  })

  test('payment.captured pays an order whose browser never came back; a redelivery answers 200 and changes nothing', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    const paid = fake.pay(attempt.providerOrderId, { outcome: 'success' })
    const event = fake.webhookFor('payment.captured', { paymentId: paid.razorpay_payment_id })
    const first = await webhook(event)
    expect([first.status, await first.json()]).toEqual([200, { status: 'applied' }])
    expect((await orderRow(o.orderId)).status).toBe('confirmed')
    const redelivered = await webhook(event)
    expect([redelivered.status, await redelivered.json()]).toEqual([200, { status: 'duplicate' }])
    // order.paid for the same payment (another event id) is no change either.
    const orderPaid = await webhook(fake.webhookFor('order.paid', { orderId: attempt.providerOrderId }))
    expect(await orderPaid.json()).toEqual({ status: 'ignored' })
    expect(await eventsOf(o.orderId)).toEqual(['pending_payment', 'confirmed'])
    expect(
      await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.headers['x-razorpay-event-id']!)),
    ).toHaveLength(1)
  })

  test('out of order: payment.failed after payment.captured never undoes the capture; authorized after captured neither', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    const failed = fake.pay(attempt.providerOrderId, { outcome: 'failure' })
    const paid = fake.pay(attempt.providerOrderId, { outcome: 'success' })
    const failedEvent = fake.webhookFor('payment.failed', { paymentId: failed.error.metadata.payment_id })
    const authorizedEvent = fake.webhookFor('payment.authorized', { paymentId: paid.razorpay_payment_id })
    expect(await (await webhook(fake.webhookFor('order.paid', { orderId: attempt.providerOrderId }))).json()).toEqual({
      status: 'applied',
    })
    expect(await (await webhook(failedEvent)).json()).toEqual({ status: 'ignored' })
    expect(await (await webhook(authorizedEvent)).json()).toEqual({ status: 'ignored' })
    expect(await paymentRow(attempt.paymentId)).toMatchObject({ status: 'captured', providerPaymentId: paid.razorpay_payment_id })
    expect((await orderRow(o.orderId)).status).toBe('confirmed')
  })

  test('in order: authorized, then failed is ignored (late authorisation), then captured pays', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    const paid = fake.pay(attempt.providerOrderId, { outcome: 'success', capture: false })
    expect(await (await webhook(fake.webhookFor('payment.authorized', { paymentId: paid.razorpay_payment_id }))).json()).toEqual({
      status: 'applied',
    })
    expect((await paymentRow(attempt.paymentId)).status).toBe('authorized')
    fake.capture(paid.razorpay_payment_id)
    expect(await (await webhook(fake.webhookFor('payment.captured', { paymentId: paid.razorpay_payment_id }))).json()).toEqual({
      status: 'applied',
    })
    expect((await orderRow(o.orderId)).status).toBe('confirmed')
  })

  test('payment.failed fails a waiting attempt only', async () => {
    const c = await customer()
    const o = await onlineOrder(c)
    const attempt = await services.payments.start(c.userId, o.number)
    const failed = fake.pay(attempt.providerOrderId, { outcome: 'failure' })
    const res = await webhook(fake.webhookFor('payment.failed', { paymentId: failed.error.metadata.payment_id }))
    expect(await res.json()).toEqual({ status: 'applied' })
    expect((await paymentRow(attempt.paymentId)).status).toBe('failed')
    expect((await orderRow(o.orderId)).status).toBe('pending_payment')
  })

  test('events we do not act on, and payments that are not ours, answer 200', async () => {
    const unknown = await webhook(fake.webhookFor('subscription.charged', {}))
    expect([unknown.status, await unknown.json()]).toEqual([200, { status: 'ignored' }])
    // An order made at Razorpay by someone else on the same account.
    const res = await fetch(`${fake.baseUrl}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 5000, currency: 'INR', receipt: 'elsewhere' }),
    })
    const theirs = (await res.json()) as { id: string }
    fake.pay(theirs.id, { outcome: 'success' })
    const foreign = await webhook(fake.webhookFor('payment.captured', { orderId: theirs.id }))
    expect([foreign.status, await foreign.json()]).toEqual([200, { status: 'ignored' }])
  })

  test('refund.processed and refund.failed settle our pending refunds (found even when Razorpay’s answer was lost)', async () => {
    const refundCase = async () => {
      const c = await customer()
      const o = await onlineOrder(c)
      const attempt = await services.payments.start(c.userId, o.number)
      const paid = fake.pay(attempt.providerOrderId, { outcome: 'success' })
      await callback(successFields(paid))
      // Razorpay makes the refund but its answer to us is lost: ours stays pending, without Razorpay's refund id.
      fake.failNext(1, { status: 502 }, { afterProcessing: true })
      await services.orders.cancel(c.userId, o.number, 'Ordered by mistake')
      const [ours] = await db().select().from(refunds).where(eq(refunds.orderId, o.orderId))
      expect(ours).toMatchObject({ status: 'pending', providerRefundId: null, amountPaise: o.total })
      const [theirs] = fake.refundsOf(paid.razorpay_payment_id)
      expect(theirs).toMatchObject({ amount: o.total, notes: { medwise_refund_key: ours!.idempotencyKey } })
      return { ours: ours!, theirs: theirs! }
    }
    const a = await refundCase()
    const processed = fake.webhookFor('refund.processed', { refundId: a.theirs.id })
    expect(await (await webhook(processed)).json()).toEqual({ status: 'applied' })
    expect((await db().select().from(refunds).where(eq(refunds.id, a.ours.id)))[0]).toMatchObject({
      status: 'processed',
      providerRefundId: a.theirs.id,
    })
    expect(await (await webhook(processed)).json()).toEqual({ status: 'duplicate' })
    // A late refund.failed for a refund already processed moves nothing back.
    expect(await (await webhook(fake.webhookFor('refund.failed', { refundId: a.theirs.id }))).json()).toEqual({
      status: 'ignored',
    })

    const b = await refundCase()
    expect(await (await webhook(fake.webhookFor('refund.failed', { refundId: b.theirs.id }))).json()).toEqual({
      status: 'applied',
    })
    expect((await db().select().from(refunds).where(eq(refunds.id, b.ours.id)))[0]!.status).toBe('failed')
  })
})

describe('wallet recharge through Razorpay', () => {
  test('a paid recharge credits MedWise Cash once, whether the return, a replay or the webhook comes first', async () => {
    const c = await customer()
    const attempt = await services.payments.startRecharge(c.userId, paise(50_000))
    expect(attempt).toMatchObject({ purpose: 'wallet_recharge', orderNumber: null, amount: 50_000 })
    expect((await paymentRow(attempt.paymentId)).orderId).toBeNull()
    expect(fake.order(attempt.providerOrderId)).toMatchObject({ amount: 50_000 })
    const paid = fake.pay(attempt.providerOrderId, { outcome: 'success' })
    expect(await (await webhook(fake.webhookFor('payment.captured', { paymentId: paid.razorpay_payment_id }))).json()).toEqual({
      status: 'applied',
    })
    const res = await callback(successFields(paid), { attempt: attempt.providerOrderId, back: '/cart/payment' })
    expect([res.status, res.headers.get('location')]).toEqual([303, '/cart/payment'])
    expect(res.headers.get('set-cookie')).toMatch(/^cart_notice=%E2%82%B9500\.00%20added%20to%20your%20MedWise%20Cash;/)
    await callback(successFields(paid), { attempt: attempt.providerOrderId, back: '/cart/payment' })
    expect(await ledger(c.userId)).toMatchObject([
      { amountPaise: 50_000, kind: 'recharge', reference: `payment:${attempt.paymentId}` },
    ])
    expect(await services.wallet.balance(c.userId)).toBe(50_000)
  })

  test('a failed recharge adds nothing and goes back to the recharge page; a return elsewhere is refused', async () => {
    const c = await customer()
    const attempt = await services.payments.startRecharge(c.userId, paise(20_000))
    const failed = fake.pay(attempt.providerOrderId, { outcome: 'failure' })
    const res = await callback(failureFields(failed), { attempt: attempt.providerOrderId, back: 'https://evil.example/' })
    expect(res.headers.get('location')).toBe('/cart/payment/recharge?back=%2Fdashboard%2Fcash&failed=1')
    expect((await paymentRow(attempt.paymentId)).status).toBe('failed')
    expect(await ledger(c.userId)).toEqual([])
  })

  test('amounts outside ₹100 to ₹10,000 are refused before Razorpay is asked', async () => {
    const c = await customer()
    const asked = fake.requests.length
    for (const amount of [9_999, 1_000_001, 15_050]) {
      await expect(services.payments.startRecharge(c.userId, paise(amount))).rejects.toMatchObject({
        status: 400,
        code: 'recharge_amount',
      })
    }
    expect(fake.requests.length).toBe(asked)
  })
})

describe('the CSRF allow-list', () => {
  test('holds exactly the two gateway callers and the courier; every other write still needs the token', async () => {
    expect(CSRF_EXEMPT).toEqual([
      { method: 'POST', path: '/order-payment/callback' },
      { method: 'POST', path: '/pwa-api/payments/razorpay/webhook' },
      { method: 'POST', path: '/pwa-api/courier/webhook' },
    ])
    const seen: string[] = []
    const withPages = createApp({
      services,
      logger: createLogger('silent'),
      production: false,
      pages: async (request) => {
        seen.push(new URL(request.url).pathname)
        return new Response('page', { headers: { 'content-type': 'text/plain' } })
      },
    })
    const post = (path: string) =>
      withPages.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'VISITOR-ID=0123456789abcdef0123456789abcdef' },
        body: 'x=1',
      })
    expect((await post('/order-payment/')).status).toBe(403)
    expect((await post('/order-payment/callback/')).status).toBe(403)
    expect((await post('/order-payment/callback.data')).status).toBe(403)
    expect((await post('/pwa-api/api/v4/orders')).status).toBe(403)
    expect((await post('/order-payment/callback')).status).toBe(400)
    expect((await post('/pwa-api/payments/razorpay/webhook')).status).toBe(400)
    expect(seen).toEqual([])
  })
})

describe('fuzzing the two gateway endpoints', () => {
  test('random fields and bodies: never a 5xx', async () => {
    const fields = fc.dictionary(
      fc.constantFrom(
        'razorpay_order_id',
        'razorpay_payment_id',
        'razorpay_signature',
        'error[metadata]',
        'error[description]',
        'attempt',
        'back',
        '__proto__',
      ),
      hostile,
      { maxKeys: 5 },
    )
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await callback(f, f)
        expect(res.status).toBeLessThan(500)
      }),
      { numRuns: 100 },
    )
    await fc.assert(
      fc.asyncProperty(hostile, fc.constantFrom('', 'a'.repeat(64), '0'.repeat(64)), async (body, signature) => {
        await expectClean(
          await webhook({
            body,
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': signature,
              'x-razorpay-event-id': encodeURIComponent([...body].slice(0, 20).join('')),
            },
          }),
        )
      }),
      { numRuns: 100 },
    )
  })
})
