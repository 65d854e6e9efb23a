import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { REVIEW_TEXTS } from '../../../core/reviews/rules.ts'
import { MyReviewsAnswerSchema, ReviewSavedAnswerSchema, ReviewSummaryAnswerSchema } from '../../../contracts/reviews.ts'
import { SavedMethodsAnswerSchema } from '../../../contracts/saved-methods.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient } from '../../../tests/integration/browser-client.ts'
import { seededCatalog, shop } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import {
  auditLog,
  carts,
  labBookings,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labs,
  labTests,
  patients,
  reviews,
} from '../../db/schema.ts'
import { labsBillFor } from '../cart/labs-rules.ts'
import { istInstant } from '../labs/slot-rules.ts'
import { isTestGateway } from '../payments/index.ts'

// Issue 26 §7–8 (decision 076): reviews of what was bought and received only (a delivered order's product, a lab
// test whose report is ready), once each (again changes the first), the product's rating and reviews in one query,
// staff hiding one (gone from the product's reviews, audited); and the saved payment methods: the provider's tokens
// listed and removed, again the same answer, another account's a 404. Through the API and the services.

const clock = new Date('2026-11-25T08:10:00+05:30')
const TOMORROW = '2026-11-26'
let f: ApiFixture
let db: Db
const people = shop(() => f, { prefix: '74626', name: 'Kavya Nair' })
const catalog = seededCatalog(() => db)

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  await catalog.load()
})
afterAll(() => f?.close())

type Customer = Awaited<ReturnType<typeof people.customer>>

/** A signed-in browser of the customer: a real session cookie and its CSRF token. */
async function browserOf(c: Customer) {
  const session = await f.services.sessions.create(c.userId)
  const b = browserClient(f)
  b.jar.set('sid', session.token)
  b.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return b
}

async function delivered(c: Customer, i: number) {
  const product = catalog.otc(i)
  const placed = await people.order(c, [[product, 1]])
  for (const event of ['pack', 'ship', 'deliver'] as const) await f.services.orders.moveByNumber(placed.number, event, 'system')
  return product
}

const rate = (c: Customer, subjectId: number, rating: number, text = '', subject = 'product') =>
  browserOf(c).then((b) => b.post('/pwa-api/api/v4/reviews', { subject, subject_id: subjectId, rating, text }))

describe('verified purchases only, once each', () => {
  test('a delivered product is rated; again changes the review (200, edited); the product page reads it', async () => {
    const c = await people.customer()
    const product = await delivered(c, 0)
    const first = await rate(c, product.id, 4, '  Works   well,\u0000 quick delivery.  ')
    expect(first.status).toBe(201)
    expect(ReviewSavedAnswerSchema.parse(first.body).data).toMatchObject({
      rating: 4,
      text: 'Works well, quick delivery.',
      edited: false,
    })
    const again = await rate(c, product.id, 5, 'Even better the second week.')
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ id: first.body.data.id, rating: 5, edited: true })
    expect(await db.select().from(reviews).where(eq(reviews.userId, c.userId))).toHaveLength(1)

    const summary = ReviewSummaryAnswerSchema.parse(
      (await browserClient(f).get(`/pwa-api/api/v4/reviews/products/${product.id}`)).body,
    ).data
    expect(summary).toMatchObject({ average: '5.0', count: 1, next: null })
    expect(summary.reviews[0]).toMatchObject({ rating: 5, text: 'Even better the second week.', author: 'Kavya N.' })

    const mine = MyReviewsAnswerSchema.parse((await (await browserOf(c)).get('/pwa-api/api/v4/reviews/mine')).body).data
    expect(mine.items).toEqual([
      expect.objectContaining({
        subject: 'product',
        subject_id: product.id,
        name: product.name,
        review: expect.objectContaining({ rating: 5 }),
      }),
    ])
  })

  test('what was not received is refused: not bought, bought but not delivered, another’s delivery', async () => {
    const c = await people.customer()
    const other = await people.customer()
    const notDelivered = catalog.otc(2)
    await people.order(c, [[notDelivered, 1]])
    const othersProduct = await delivered(other, 3)
    for (const id of [catalog.otc(5).id, notDelivered.id, othersProduct.id]) {
      const res = await rate(c, id, 3)
      expect(res.status).toBe(403)
      expect(res.body.message).toBe(REVIEW_TEXTS.notEligible)
    }
    expect(await db.select().from(reviews).where(eq(reviews.userId, c.userId))).toHaveLength(0)
  })

  test('bad input is a 400 with the form’s message; a guest a 401', async () => {
    const c = await people.customer()
    const product = await delivered(c, 6)
    expect(await rate(c, product.id, 6)).toMatchObject({ status: 400, body: { message: REVIEW_TEXTS.rating } })
    expect(await rate(c, product.id, 3, 'short')).toMatchObject({ status: 400, body: { message: REVIEW_TEXTS.textShort } })
    const guest = await browserClient(f).start()
    const res = await guest.post('/pwa-api/api/v4/reviews', { subject: 'product', subject_id: product.id, rating: 3 })
    expect(res.status).toBe(401)
  })

  test('a lab test is rateable once its report is ready, not before', async () => {
    const c = await people.customer()
    const { orderId, testId } = await bookLabTest(c)
    expect((await rate(c, testId, 5, '', 'lab_test')).status).toBe(403)
    await db.update(labBookings).set({ status: 'report_ready' }).where(eq(labBookings.orderId, orderId))
    expect((await rate(c, testId, 5, '', 'lab_test')).status).toBe(201)
    const summary = (await browserClient(f).get(`/pwa-api/api/v4/reviews/lab-tests/${testId}`)).body.data
    expect(summary).toMatchObject({ average: '5.0', count: 1 })
  })
})

describe('the product’s rating and reviews', () => {
  test('average rounded to one decimal, newest first, keyset pages of 10 with no repeats', async () => {
    const product = catalog.otc(7)
    const ratings = [5, 4, 4, 3, 5, 4, 5, 2, 4, 5, 4, 3]
    const ids: number[] = []
    for (const [i, r] of ratings.entries()) {
      const c = await people.customer()
      await delivered(c, 7)
      clock.setTime(clock.getTime() + 60_000)
      const res = await rate(c, product.id, r, `Review number ${i + 1} of this product.`)
      ids.push(res.body.data.id)
    }
    const first = (await browserClient(f).get(`/pwa-api/api/v4/reviews/products/${product.id}`)).body.data
    // 48 / 12 = 4.0
    expect(first).toMatchObject({ average: '4.0', count: 12 })
    expect(first.reviews.map((r: { id: number }) => r.id)).toEqual(ids.toReversed().slice(0, 10))
    expect(first.next).toEqual(expect.any(String))
    const second = (await browserClient(f).get(`/pwa-api/api/v4/reviews/products/${product.id}?after=${first.next}`)).body.data
    expect(second).toMatchObject({ average: '4.0', count: 12, next: null })
    expect(second.reviews.map((r: { id: number }) => r.id)).toEqual(ids.toReversed().slice(10))
  })

  test('staff hide an abusive review: gone from the product, counted out, audited; unhide brings it back', async () => {
    const c = await people.customer()
    const product = await delivered(c, 8)
    const saved = await rate(c, product.id, 1, 'Abusive words that break the rules here.')
    const id = saved.body.data.id as number
    const staffId = c.userId + 100_000
    expect(await f.services.reviews.moderate(staffId, { intent: 'hide', reviewId: id, reason: 'Abusive language' })).toEqual({
      changed: true,
    })
    expect(await f.services.reviews.moderate(staffId, { intent: 'hide', reviewId: id, reason: 'Again' })).toEqual({
      changed: false,
    })
    expect(await f.services.reviews.summary('product', product.id)).toMatchObject({ average: '', count: 0, reviews: [] })
    // The writer still sees theirs, marked hidden; a new rating keeps it hidden.
    expect((await f.services.reviews.mine(c.userId)).items[0]!.review).toMatchObject({ hidden: true })
    await rate(c, product.id, 2, 'Edited but still against the rules.')
    expect((await f.services.reviews.summary('product', product.id)).count).toBe(0)
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, staffId), eq(auditLog.action, 'review.hide')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ targetUserId: c.userId, detail: { reviewId: id, reason: 'Abusive language' } })
    await f.services.reviews.moderate(staffId, { intent: 'unhide', reviewId: id })
    expect(await f.services.reviews.summary('product', product.id)).toMatchObject({ average: '2.0', count: 1 })
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, staffId), eq(auditLog.action, 'review.unhide'))),
    ).toHaveLength(1)
    await expect(f.services.reviews.moderate(staffId, { intent: 'unhide', reviewId: 2_000_000 })).rejects.toMatchObject({
      status: 404,
    })
  })
})

describe('saved payment methods (the provider’s tokens)', () => {
  async function withSaved(c: Customer) {
    const gateway = f.services.payments.gateway()
    if (!isTestGateway(gateway)) throw new Error('the test gateway is expected here')
    const customerId = await f.services.savedMethods.customerFor({
      userId: c.userId,
      name: 'Kavya Nair',
      phone: c.phone,
      email: null,
    })
    const card = await gateway.saveToken(customerId, {
      method: 'card',
      network: 'visa',
      last4: '1111',
      expiryMonth: 3,
      expiryYear: 2031,
    })
    const upi = await gateway.saveToken(customerId, { method: 'upi', vpa: 'ka****r@okhdfc' })
    return { card, upi }
  }

  test('listed as the provider masks them; removed once, again the same answer; another account’s is a 404', async () => {
    const c = await people.customer()
    const other = await people.customer()
    const { card, upi } = await withSaved(c)
    const theirs = await withSaved(other)
    const b = await browserOf(c)
    const listed = SavedMethodsAnswerSchema.parse((await b.get('/pwa-api/api/v4/payment-methods')).body).data.methods
    expect(listed).toEqual([
      {
        id: card.id,
        method: 'card',
        label: 'Visa ending 1111',
        network: 'Visa',
        last4: '1111',
        expiry: '03/31',
        vpa: null,
        issuer: null,
      },
      {
        id: upi.id,
        method: 'upi',
        label: 'UPI ka****r@okhdfc',
        network: null,
        last4: null,
        expiry: null,
        vpa: 'ka****r@okhdfc',
        issuer: null,
      },
    ])
    const removed = await b.call('DELETE', `/pwa-api/api/v4/payment-methods/${card.id}`)
    expect(removed.status).toBe(200)
    expect(removed.body.data.methods.map((m: { id: string }) => m.id)).toEqual([upi.id])
    const again = await b.call('DELETE', `/pwa-api/api/v4/payment-methods/${card.id}`)
    expect(again.status).toBe(200)
    expect(again.body.data.methods.map((m: { id: string }) => m.id)).toEqual([upi.id])

    const notMine = await b.call('DELETE', `/pwa-api/api/v4/payment-methods/${theirs.card.id}`)
    expect(notMine).toMatchObject({ status: 404, body: { message: `No saved payment method ${theirs.card.id} on your account` } })
    expect((await f.services.savedMethods.list(other.userId)).map((m) => m.id)).toEqual([theirs.card.id, theirs.upi.id])
  })

  test('without the CSRF token a removal is refused; a guest gets a 401; an account with none lists none', async () => {
    const c = await people.customer()
    const { card } = await withSaved(c)
    const b = await browserOf(c)
    expect((await b.call('DELETE', `/pwa-api/api/v4/payment-methods/${card.id}`, undefined, { 'x-csrf-token': '' })).status).toBe(
      403,
    )
    expect((await f.services.savedMethods.list(c.userId)).length).toBe(2)
    const guest = await browserClient(f).start()
    expect((await guest.get('/pwa-api/api/v4/payment-methods')).status).toBe(401)
    const none = await people.customer()
    expect((await (await browserOf(none)).get('/pwa-api/api/v4/payment-methods')).body.data).toEqual({ methods: [] })
  })
})

/** A booking of one lab test for one patient tomorrow, paid from MedWise Cash; its order id and the test. */
async function bookLabTest(c: Customer) {
  const found = (await db.select().from(labs).orderBy(labs.id)).find((l) =>
    l.cities.some((x) => x.toLowerCase() === 'new delhi'),
  )!
  const city = found.cities.find((x) => x.toLowerCase() === 'new delhi')!
  const [offer] = await db
    .select({ id: labTests.id, price: labOffers.pricePaise, mrp: labOffers.mrpPaise })
    .from(labOffers)
    .innerJoin(labTests, eq(labTests.id, labOffers.testId))
    .where(and(eq(labOffers.labId, found.id), eq(labTests.fasting, false)))
    .orderBy(labTests.id)
    .limit(1)
  const slot = (await f.services.labSlots.dayRows(db, found.id, city, TOMORROW)).find(
    (r) => r.startsAt.getTime() === istInstant(TOMORROW, 10 * 60).getTime(),
  )!
  const [patient] = await db
    .insert(patients)
    .values({ userId: c.userId, name: 'Kavya Nair', age: 34, gender: 'female', relation: 'self' })
    .returning({ id: patients.id })
  const [cart] = await db
    .insert(carts)
    .values({ userId: c.userId, type: 'labs', labId: found.id, city, labSlotId: slot.id })
    .returning({ id: carts.id })
  await db.insert(labCartItems).values({ cartId: cart!.id, testId: offer!.id, labId: found.id, addedAt: clock })
  await db.insert(labCartItemPatients).values({ cartId: cart!.id, testId: offer!.id, patientId: patient!.id })
  const total = labsBillFor([{ mrp: paise(offer!.mrp), price: paise(offer!.price), patients: 1 }]).payable
  await db.transaction((tx) =>
    f.services.wallet.credit(tx, c.userId, paise(total), {
      kind: 'recharge',
      reference: `reviews:${c.userId}`,
      note: 'Test money',
    }),
  )
  const placed = await f.services.labBookings.place(
    c.userId,
    { cartType: 'labs', addressId: null, payment: 'wallet', useWallet: false, expectedTotal: paise(total) },
    `reviews-${c.userId}`,
  )
  return { orderId: placed.body.order_id, testId: offer!.id }
}
