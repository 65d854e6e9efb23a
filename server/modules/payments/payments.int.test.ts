import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import { cartItems, carts, orders, payments, refunds } from '../../db/schema.ts'
import { paise } from '../../../core/money.ts'
import { walletEntries } from '../../db/schema.ts'
import type { TestGateway } from './gateway.ts'

// Issue 9 §6: online payment through the test gateway, which signs like Razorpay's checkout, so the browser's return
// goes through the one verification path; webhooks applied once; refunds when a paid order is cancelled or a payment
// comes after the order expired; a failed payment leaves the cart as it was.

let clock = new Date('2026-11-24T12:00:00+05:30')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill } = shop(() => f, { prefix: '71000', name: 'Pay Tester' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
let onlineOrders = 0
/** A customer's online order of 2 units of an everyday product (a different one each time), placed and unpaid. */
async function onlineOrder() {
  const n = ++onlineOrders
  const c = await customer()
  const product = catalog.all().filter((p) => !p.rxRequired)[20 + n]!
  const { total } = await fill(c, [[product, 2]])
  const placed = await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment: 'online', useWallet: false, expectedTotal: total },
    `pay-${n}-abcdefgh`,
  )
  return { userId: c.userId, number: placed.body.number, orderId: placed.body.orderId, total }
}
const gateway = () => f.services.payments.gateway() as TestGateway
const cartLines = async (userId: number) =>
  db.select().from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, userId))

describe('the test gateway', () => {
  test('outside production without Razorpay keys, online payment goes through the test gateway', () => {
    expect(gateway().name).toBe('test_gateway')
  })

  test('a signed success captures the attempt, pays the order and clears its lines from the cart; a repeat changes nothing', async () => {
    const o = await onlineOrder()
    const attempt = await f.services.payments.start(o.userId, o.number)
    expect(attempt).toMatchObject({ provider: 'test_gateway', amount: o.total, orderNumber: o.number })
    const proof = await gateway().succeed(attempt.providerOrderId)
    expect(await f.services.payments.confirm(proof)).toEqual({ purpose: 'order', userId: o.userId, number: o.number })
    const [order] = await db.select().from(orders).where(eq(orders.id, o.orderId))
    expect(order!.status).toBe('confirmed')
    const [pay] = await db.select().from(payments).where(eq(payments.id, attempt.paymentId))
    expect(pay).toMatchObject({ status: 'captured', providerPaymentId: proof.paymentId })
    expect(await cartLines(o.userId)).toEqual([])
    expect(await f.services.payments.confirm(proof)).toEqual({ purpose: 'order', userId: o.userId, number: o.number })
    expect((await f.services.orders.get(o.userId, o.number)).events.map((e) => e.toStatus)).toEqual([
      'pending_payment',
      'confirmed',
    ])
  })

  test('a forged signature is refused and nothing changes', async () => {
    const o = await onlineOrder()
    const attempt = await f.services.payments.start(o.userId, o.number)
    const proof = await gateway().succeed(attempt.providerOrderId)
    await expect(
      f.services.payments.confirm({ ...proof, signature: proof.signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'bad_signature',
    })
    // A proof for another attempt's order id does not verify either.
    const other = await f.services.payments.start(o.userId, o.number)
    await expect(f.services.payments.confirm({ ...proof, orderId: other.providerOrderId })).rejects.toMatchObject({
      code: 'bad_signature',
    })
    const [order] = await db.select().from(orders).where(eq(orders.id, o.orderId))
    expect(order!.status).toBe('pending_payment')
  })

  test('a failed payment leaves the order waiting and the cart as it was; a new try can succeed', async () => {
    const o = await onlineOrder()
    const first = await f.services.payments.start(o.userId, o.number)
    expect(await f.services.payments.fail(first.providerOrderId, 'Declined')).toMatchObject({ number: o.number })
    expect(await cartLines(o.userId)).toHaveLength(1)
    const [failed] = await db.select().from(payments).where(eq(payments.id, first.paymentId))
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Declined' })
    const second = await f.services.payments.start(o.userId, o.number)
    await f.services.payments.confirm(await gateway().succeed(second.providerOrderId))
    expect((await db.select().from(orders).where(eq(orders.id, o.orderId)))[0]!.status).toBe('confirmed')
  })

  test('a webhook event applies once; a duplicate changes nothing', async () => {
    const o = await onlineOrder()
    const attempt = await f.services.payments.start(o.userId, o.number)
    const event = {
      eventId: `evt_${o.orderId}`,
      type: 'payment.captured',
      providerOrderId: attempt.providerOrderId,
      providerPaymentId: 'pay_TGwebhook',
    }
    expect(await f.services.payments.webhook(event)).toBe('applied')
    expect(await f.services.payments.webhook(event)).toBe('duplicate')
    expect((await db.select().from(orders).where(eq(orders.id, o.orderId)))[0]!.status).toBe('confirmed')
  })

  test('cancelling a paid order refunds the payment to its source', async () => {
    const o = await onlineOrder()
    const attempt = await f.services.payments.start(o.userId, o.number)
    await f.services.payments.confirm(await gateway().succeed(attempt.providerOrderId))
    await f.services.orders.cancel(o.userId, o.number, 'Ordered by mistake')
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, o.orderId))
    expect(rows).toMatchObject([{ amountPaise: o.total, destination: 'source', status: 'processed' }])
    expect(rows[0]!.providerRefundId).toMatch(/^rfnd_TG/)
  })

  test('a payment that arrives after the hold expired is refunded in full', async () => {
    const o = await onlineOrder()
    const attempt = await f.services.payments.start(o.userId, o.number)
    clock = new Date(clock.getTime() + 16 * 60_000)
    await f.services.orders.expireHolds()
    await expect(f.services.payments.start(o.userId, o.number)).rejects.toMatchObject({ code: 'order_state' })
    await f.services.payments.confirm(await gateway().succeed(attempt.providerOrderId))
    expect((await db.select().from(orders).where(eq(orders.id, o.orderId)))[0]!.status).toBe('cancelled')
    expect(await db.select().from(refunds).where(eq(refunds.orderId, o.orderId))).toMatchObject([
      { amountPaise: o.total, status: 'processed', reason: 'Paid after the order expired' },
    ])
  })
})

describe('wallet recharge through the test gateway', () => {
  const person = async () => (await customer()).userId
  const back = (query: URLSearchParams) => f.app.request(`/order-payment/callback?${query}`)

  test('a success credits MedWise Cash once and goes back where Add money was pressed', async () => {
    const userId = await person()
    const attempt = await f.services.payments.startRecharge(userId, paise(50_000))
    expect(attempt).toMatchObject({ provider: 'test_gateway', purpose: 'wallet_recharge', orderNumber: null })
    const proof = await gateway().succeed(attempt.providerOrderId)
    const query = new URLSearchParams({
      razorpay_order_id: proof.orderId,
      razorpay_payment_id: proof.paymentId,
      razorpay_signature: proof.signature,
      back: '/cart/payment',
    })
    const res = await back(query)
    expect([res.status, res.headers.get('location')]).toEqual([303, '/cart/payment'])
    await back(query)
    expect(await f.services.wallet.balance(userId)).toBe(50_000)
    expect(await db.select().from(walletEntries).where(eq(walletEntries.userId, userId))).toMatchObject([
      { kind: 'recharge', reference: `payment:${attempt.paymentId}`, amountPaise: 50_000 },
    ])
  })

  test('a signed decline fails the attempt; a forged one changes nothing', async () => {
    const userId = await person()
    const forgedAttempt = await f.services.payments.startRecharge(userId, paise(20_000))
    const real = await gateway().decline(forgedAttempt.providerOrderId)
    const forged = new URLSearchParams({
      attempt: forgedAttempt.providerOrderId,
      'error[metadata]': JSON.stringify({ payment_id: real.paymentId, signature: 'f'.repeat(64) }),
    })
    expect((await back(forged)).headers.get('location')).toBe('/cart/payment/recharge?back=%2Fdashboard%2Fcash&failed=1')
    expect((await db.select().from(payments).where(eq(payments.id, forgedAttempt.paymentId)))[0]!.status).toBe('created')

    const signed = new URLSearchParams({
      attempt: forgedAttempt.providerOrderId,
      'error[description]': 'Payment declined by the test gateway',
      'error[metadata]': JSON.stringify({ order_id: real.orderId, payment_id: real.paymentId, signature: real.signature }),
    })
    await back(signed)
    expect((await db.select().from(payments).where(eq(payments.id, forgedAttempt.paymentId)))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Payment declined by the test gateway',
    })
    expect(await f.services.wallet.balance(userId)).toBe(0)
  })

  test("without Razorpay configured, Razorpay's webhook route does not exist", async () => {
    const res = await f.request('/pwa-api/payments/razorpay/webhook', { method: 'POST', body: '{}' })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'no_such_api' })
  })
})
