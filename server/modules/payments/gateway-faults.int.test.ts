import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startRazorpayFake, type RazorpayFake } from '../../../tests/fakes/razorpay-fake.ts'
import { testEventBus } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop } from '../../../tests/integration/shop.ts'
import { openTestDatabase } from '../../../tests/setup/test-db.ts'
import { createApp } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { orderEvents, orders, payments, refunds } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { createLogger } from '../../lib/logger.ts'
import { createServices } from '../../services.ts'
import type { EventBus } from '../events/bus.ts'
import { createOutboxNotifier } from '../notify/notifier.ts'
import { UNAVAILABLE_MESSAGE } from './razorpay/errors.ts'
import { PENDING_CHECK_AFTER_MS } from './service.ts'

// Issue 30 §3, decision 090: a payment gateway that hangs never charges twice. Razorpay's fake (tests/fakes) is told to
// hang (never answer) on chosen requests; our time-out (PROVIDER_TIMEOUT_MS) ends them. Starting a payment while it
// hangs answers a clear 503 and can be retried; a payment whose browser never came back and whose webhook was lost is
// found by the status check and pays its order once; a second attempt paid for the same order is refunded once.
const TIMEOUT_MS = 300
let clock = new Date('2026-11-30T09:00:00+05:30')
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms))
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
      PROVIDER_TIMEOUT_MS: TIMEOUT_MS,
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
// Customers with one medicine in the cart, its order placed online (tests/integration/shop.ts).
const shopper = shop(() => ({ database, services }), { prefix: '72300', name: 'Gateway Faults' })
const catalog = seededCatalog(() => database.db)
beforeAll(() => catalog.load())

async function customer() {
  const c = await shopper.customer()
  const placed = await shopper.order(c, [[catalog.otc(), 1]], 'online')
  return { userId: c.userId, number: placed.number, orderId: placed.orderId }
}
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!
const eventsOf = async (orderId: number) =>
  (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.toStatus)
const refundsOf = (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId))
const webhook = (event: { body: string; headers: Record<string, string> }) =>
  app.request('/pwa-api/payments/razorpay/webhook', { method: 'POST', headers: event.headers, body: event.body })

describe('a gateway that hangs', () => {
  test('starting a payment: a clear 503 within our time-out, and a retry at once works', async () => {
    const c = await customer()
    for (const afterProcessing of [false, true]) {
      fake.failNext(1, 'timeout', { afterProcessing })
      const started = performance.now()
      const error = await services.payments.start(c.userId, c.number).catch((e: unknown) => e)
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 2000)
      expect(AppError.is(error) && [error.status, error.code, error.message]).toEqual([
        503,
        'payment_provider_unavailable',
        UNAVAILABLE_MESSAGE,
      ])
    }
    // No attempt was stored for either: nothing the person could pay is known to us but unknown to the check.
    expect(await db().select().from(payments).where(eq(payments.orderId, c.orderId))).toEqual([])
    const attempt = await services.payments.start(c.userId, c.number)
    expect(fake.order(attempt.providerOrderId)).toMatchObject({ status: 'created' })
  })

  test('paid, the return and the webhook lost: the status check pays the order once; later news changes nothing', async () => {
    const c = await customer()
    const attempt = await services.payments.start(c.userId, c.number)
    const paid = fake.pay(attempt.providerOrderId, { outcome: 'success' })
    // Too soon: the person may still be on the gateway's page.
    expect(await services.payments.checkPending()).toBe(0)
    advance(PENDING_CHECK_AFTER_MS + 1000)
    // The gateway hangs on the check (on both attempts due: this one and the first test's, never paid): nothing moves,
    // the check goes on to the next round.
    fake.failNext(2, 'timeout')
    expect(await services.payments.checkPending()).toBe(0)
    expect((await orderRow(c.orderId)).status).toBe('pending_payment')
    expect(await services.payments.checkPending()).toBe(1)
    expect((await orderRow(c.orderId)).status).toBe('confirmed')
    expect(await services.payments.checkPending()).toBe(0)
    const late = await webhook(fake.webhookFor('payment.captured', { paymentId: paid.razorpay_payment_id }))
    expect(late.status).toBe(200)
    expect(await eventsOf(c.orderId)).toEqual(['pending_payment', 'confirmed'])
    expect(await refundsOf(c.orderId)).toEqual([])
    expect(fake.refundsOf(paid.razorpay_payment_id)).toEqual([])
  })

  test('two attempts paid for one order (the first seemed to hang): one pays it, the other is refunded once', async () => {
    const c = await customer()
    const first = await services.payments.start(c.userId, c.number)
    const second = await services.payments.start(c.userId, c.number)
    const one = fake.pay(first.providerOrderId, { outcome: 'success' })
    const two = fake.pay(second.providerOrderId, { outcome: 'success' })
    advance(PENDING_CHECK_AFTER_MS + 1000)
    expect(await services.payments.checkPending()).toBe(2)
    expect((await orderRow(c.orderId)).status).toBe('confirmed')
    await services.payments.retryRefunds()
    // Whichever the check found second is refunded in full, once, with Razorpay; the other is kept.
    const theirs = [...fake.refundsOf(one.razorpay_payment_id), ...fake.refundsOf(two.razorpay_payment_id)]
    expect(theirs).toHaveLength(1)
    const ours = await refundsOf(c.orderId)
    expect(ours).toHaveLength(1)
    expect(ours[0]!.status).toBe('processed')
    // The webhooks arriving late, and more rounds, add nothing.
    for (const p of [one, two]) await webhook(fake.webhookFor('payment.captured', { paymentId: p.razorpay_payment_id }))
    advance(PENDING_CHECK_AFTER_MS + 1000)
    expect(await services.payments.checkPending()).toBe(0)
    await services.payments.retryRefunds()
    expect([...fake.refundsOf(one.razorpay_payment_id), ...fake.refundsOf(two.razorpay_payment_id)]).toHaveLength(1)
    expect(await refundsOf(c.orderId)).toHaveLength(1)
    expect(await eventsOf(c.orderId)).toEqual(['pending_payment', 'confirmed'])
  })
})
