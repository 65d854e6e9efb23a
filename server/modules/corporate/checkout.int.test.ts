import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise, type Paise } from '../../../core/money.ts'
import { istInstant } from '../../../core/time/ist.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient } from '../../../tests/integration/browser-client.ts'
import { seededCatalog, shop, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import type { TestDatabase } from '../../../tests/setup/test-db.ts'
import {
  carts,
  corporateDependants,
  corporateEmployees,
  corporatePolicies,
  corporates,
  corporateWalletEntries,
  doctorHours,
  doctors,
  doctorSpecialties,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labs,
  labTests,
  orders,
  patients,
  payments,
  specialties,
  users,
  walletEntries,
} from '../../db/schema.ts'
import { userOwner } from '../cart/owner.ts'
import type { PlaceOrderInput } from '../orders/product-line.ts'
import type { BookConsultationInput } from '../consultations/sale.ts'

// Issue 25 §4 (decision 067): the OPD wallet at checkout through the one pipeline: the matching sub-wallet pays first
// (covered people only), the rest by cash on delivery or online; a replayed key debits once; cancellations and part
// refunds give the corporate money back to its sub-wallet (last, after the person's own money); someone without cover
// gets a clear 400; parallel placements never take a sub-wallet below zero. PGlite, or PostgreSQL with
// TEST_DATABASE_URL (the concurrency tests mean most there).

// Tuesday 24 November 2026, 10:00 in India.
const clock = istInstant('2026-11-24', 10 * 60)
let f: ApiFixture
let db: Db
let corporateId: number
const SLUG = 'wallet-test'

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  const at = clock
  const [c] = await db
    .insert(corporates)
    .values({ slug: SLUG, name: 'Wallet Test Ltd', demo: true, createdAt: at })
    .returning({ id: corporates.id })
  corporateId = c!.id
  await db.insert(corporatePolicies).values({
    corporateId,
    year: 2026,
    pharmacyPaise: paise(50_000),
    labsPaise: paise(50_000),
    consultationPaise: paise(50_000),
    familyCover: true,
    updatedAt: at,
  })
})
afterAll(() => f?.close())

const { customer, fill } = shop(() => f, { prefix: '73250', name: 'Meera Iyer' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())

/** A customer put on the roster, linked, with `pharmacy` (and the others) in their sub-wallets. */
async function employee(
  topUp: { pharmacy?: number; labs?: number; consultation?: number } = {},
  coverage: 'self' | 'self_and_family' = 'self',
) {
  const c = await customer()
  const enrolled = await f.services.corporateDev.enrol({
    slug: SLUG,
    phone: c.phone,
    coverage,
    topUp: {
      pharmacy: paise(topUp.pharmacy ?? 10_000),
      labs: paise(topUp.labs ?? 10_000),
      consultation: paise(topUp.consultation ?? 10_000),
    },
  })
  return { ...c, employeeId: enrolled.employeeId }
}

const balances = (employeeId: number) => f.services.corporateWallet.balances(employeeId)
const ledger = (employeeId: number) =>
  db
    .select()
    .from(corporateWalletEntries)
    .where(eq(corporateWalletEntries.employeeId, employeeId))
    .orderBy(asc(corporateWalletEntries.id))
const paymentsOf = (orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id))
const orderRow = async (orderId: number) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!

let keys = 0
const key = () => `corp-wallet-${++keys}-0000`
const input = (total: Paise, over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  cartType: 'pharmacy',
  payment: 'cod',
  useWallet: false,
  useCorporateWallet: true,
  expectedTotal: total,
  ...over,
})
/** A cart worth more than ₹100 (some of a plain product). */
const fillOver = async (c: Shopper, i = 0) => {
  const p = catalog.otc(i)
  const filled = await fill(c, [[p, Math.max(2, Math.ceil(12_000 / p.pricePaise))]])
  expect(filled.total).toBeGreaterThan(10_000)
  return filled
}

describe('the pharmacy sub-wallet pays first', () => {
  test('split with cash on delivery: the sub-wallet empties, the rest is collected at the door', async () => {
    const c = await employee({ pharmacy: 10_000 })
    const { total } = await fillOver(c)
    const placed = await f.services.orders.place(c.userId, input(total), key())
    expect(placed.body).toMatchObject({ status: 'confirmed', total, corporatePart: 10_000, walletPart: 0, onlinePart: 0 })
    const order = await orderRow(placed.body.orderId)
    expect(order).toMatchObject({ paymentMethod: 'corporate_cod', walletPaise: 10_000 })
    expect((await paymentsOf(order.id)).map((p) => [p.provider, p.status, p.amountPaise])).toEqual([
      ['corporate_wallet', 'captured', 10_000],
      ['cod', 'created', total - 10_000],
    ])
    expect((await balances(c.employeeId)).pharmacy).toBe(0)
    const entries = await ledger(c.employeeId)
    expect(entries.at(-1)).toMatchObject({
      kind: 'payment',
      benefit: 'pharmacy',
      amountPaise: -10_000,
      reference: `order:${order.id}`,
      orderId: order.id,
      balanceAfterPaise: 0,
    })
  })

  test('a sub-wallet holding more than the order pays it all; the other sub-wallets are untouched', async () => {
    const c = await employee({ pharmacy: 500_000, labs: 7_000 })
    const { total } = await fillOver(c, 1)
    const placed = await f.services.orders.place(c.userId, input(total, { payment: 'online' }), key())
    expect(placed.body).toMatchObject({ status: 'confirmed', corporatePart: total, onlinePart: 0 })
    expect((await orderRow(placed.body.orderId)).paymentMethod).toBe('corporate')
    expect(await balances(c.employeeId)).toEqual({ pharmacy: 500_000 - total, labs: 7_000, consultation: 10_000 })
  })

  test('split with online: the order waits for the rest; the attempt asks for the rest only; cancelling gives it back', async () => {
    const c = await employee({ pharmacy: 10_000 })
    const { total } = await fillOver(c, 2)
    const placed = await f.services.orders.place(c.userId, input(total, { payment: 'online' }), key())
    expect(placed.body).toMatchObject({ status: 'pending_payment', corporatePart: 10_000, onlinePart: total - 10_000 })
    expect((await orderRow(placed.body.orderId)).paymentMethod).toBe('corporate_online')
    const attempt = await f.services.payments.start(c.userId, placed.body.number)
    expect(attempt.amount).toBe(total - 10_000)
    await f.services.orders.cancel(c.userId, placed.body.number, 'Changed my mind')
    expect((await balances(c.employeeId)).pharmacy).toBe(10_000)
    expect((await ledger(c.employeeId)).at(-1)).toMatchObject({
      kind: 'refund',
      amountPaise: 10_000,
      reference: `order:${placed.body.orderId}`,
      balanceAfterPaise: 10_000,
    })
  })

  test('with MedWise Cash too: corporate first, MedWise Cash on what is left, then cash on delivery', async () => {
    const c = await employee({ pharmacy: 10_000 })
    await db.transaction((tx) =>
      f.services.wallet.credit(tx, c.userId, paise(2_000), { kind: 'recharge', reference: `t:${c.userId}`, note: 'Test' }),
    )
    const { total } = await fillOver(c, 3)
    const placed = await f.services.orders.place(c.userId, input(total, { useWallet: true }), key())
    expect(placed.body).toMatchObject({ corporatePart: 10_000, walletPart: 2_000 })
    const order = await orderRow(placed.body.orderId)
    expect(order).toMatchObject({ paymentMethod: 'corporate_wallet_cod', walletPaise: 12_000 })
  })

  test('a replayed idempotency key answers the same and debits once', async () => {
    const c = await employee({ pharmacy: 10_000 })
    const { total } = await fillOver(c, 4)
    const k = key()
    const first = await f.services.orders.place(c.userId, input(total), k)
    const again = await f.services.orders.place(c.userId, input(total), k)
    expect(again).toEqual({ ...first, replayed: true })
    expect((await ledger(c.employeeId)).filter((e) => e.kind === 'payment')).toHaveLength(1)
    expect((await balances(c.employeeId)).pharmacy).toBe(0)
  })

  test('a cancelled order gives the corporate part back to its sub-wallet; the cash on delivery is never collected', async () => {
    const c = await employee({ pharmacy: 10_000 })
    const { total } = await fillOver(c, 5)
    const placed = await f.services.orders.place(c.userId, input(total), key())
    await f.services.orders.cancel(c.userId, placed.body.number, 'Ordered by mistake')
    expect((await balances(c.employeeId)).pharmacy).toBe(10_000)
    expect((await paymentsOf(placed.body.orderId)).map((p) => [p.provider, p.status, p.refundedPaise])).toEqual([
      ['corporate_wallet', 'refunded', 10_000],
      ['cod', 'failed', 0],
    ])
    // Cancelling cannot happen twice, and the refund was written once.
    expect((await ledger(c.employeeId)).filter((e) => e.kind === 'refund')).toHaveLength(1)
  })

  test('part of an order paid back: the person’s own money first, the corporate money last', async () => {
    const c = await employee({ pharmacy: 10_000 })
    await db.transaction((tx) =>
      f.services.wallet.credit(tx, c.userId, paise(100_000), { kind: 'recharge', reference: `t:${c.userId}`, note: 'Test' }),
    )
    const { total } = await fillOver(c, 6)
    const placed = await f.services.orders.place(c.userId, input(total, { payment: 'wallet', useWallet: true }), key())
    const own = total - 10_000
    expect(placed.body).toMatchObject({ corporatePart: 10_000, walletPart: own })
    const order = await orderRow(placed.body.orderId)
    const cashBefore = (await f.services.wallet.purses(c.userId)).cash
    // Less than the person paid: all of it to their MedWise Cash.
    await db.transaction((tx) => f.services.orders.refundPart(tx, order, paise(own - 1_000), 'Items returned', 'return-1'))
    expect((await f.services.wallet.purses(c.userId)).cash).toBe(cashBefore + own - 1_000)
    expect((await balances(c.employeeId)).pharmacy).toBe(0)
    // More than what is left of theirs: the last ₹10 of theirs, then ₹40 to the corporate sub-wallet.
    await db.transaction((tx) => f.services.orders.refundPart(tx, order, paise(5_000), 'Items returned', 'return-2'))
    expect((await f.services.wallet.purses(c.userId)).cash).toBe(cashBefore + own)
    expect((await balances(c.employeeId)).pharmacy).toBe(4_000)
    expect((await ledger(c.employeeId)).at(-1)).toMatchObject({
      kind: 'refund',
      amountPaise: 4_000,
      reference: `order:${order.id}:return-2`,
    })
    expect((await paymentsOf(order.id)).find((p) => p.provider === 'corporate_wallet')).toMatchObject({
      status: 'partially_refunded',
      refundedPaise: 4_000,
    })
    const own2 = await db.select().from(walletEntries).where(eq(walletEntries.userId, c.userId))
    expect(own2.filter((e) => e.kind === 'refund')).toHaveLength(2)
  })
})

describe('who the corporate wallet pays for', () => {
  test('someone on no roster asking for it gets a clear 400, and nothing is placed', async () => {
    const c = await customer()
    const { total } = await fill(c, [[catalog.otc(7), 1]])
    await expect(f.services.orders.place(c.userId, input(total), key())).rejects.toMatchObject({
      status: 400,
      code: 'corporate_not_covered',
      message: 'You have no corporate health benefit to pay with. Please choose another way to pay.',
    })
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toEqual([])
  })

  test('an employee whose cover ended, or whose sub-wallet is empty, is refused', async () => {
    const left = await employee()
    await db.update(corporateEmployees).set({ coverUntil: '2026-11-01' }).where(eq(corporateEmployees.id, left.employeeId))
    const a = await fill(left, [[catalog.otc(8), 1]])
    await expect(f.services.orders.place(left.userId, input(a.total), key())).rejects.toMatchObject({
      status: 400,
      code: 'corporate_not_covered',
    })
    const empty = await employee({ pharmacy: 0 })
    const b = await fill(empty, [[catalog.otc(8), 1]])
    await expect(f.services.orders.place(empty.userId, input(b.total), key())).rejects.toMatchObject({
      status: 400,
      code: 'corporate_wallet_short',
      message: 'Your medicines wallet has no balance left. Please choose another way to pay.',
    })
    // Without the corporate wallet the same cart is placed as always.
    const placed = await f.services.orders.place(empty.userId, input(b.total, { useCorporateWallet: false }), key())
    expect(placed.body).toMatchObject({ status: 'confirmed', corporatePart: 0 })
  })

  test('the HTTP placement takes the flag; a bad flag is a 400', async () => {
    const c = await employee({ pharmacy: 1_000 })
    const { total } = await fill(c, [[catalog.otc(9), 1]])
    const b = browserClient(f)
    const session = await f.services.sessions.create(c.userId)
    b.jar.set('sid', session.token)
    b.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
    const bad = await b.call(
      'POST',
      '/pwa-api/api/v4/orders',
      { payment: 'cod', expected_total: total, use_corporate_wallet: 'yes' },
      { 'idempotency-key': key() },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('use_corporate_wallet must be true or false')
    const res = await b.call(
      'POST',
      '/pwa-api/api/v4/orders',
      { payment: 'cod', expected_total: total, use_corporate_wallet: true },
      { 'idempotency-key': key() },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({ corporate_part: 10, online_part: 0 })
  })
})

describe('a consultation: the patient must be covered', () => {
  let doctorId: number
  const WED = '2026-11-25'
  beforeAll(async () => {
    const [s] = await db.insert(specialties).values({ code: 'corp-wallet', name: 'Corporate test', position: 98 }).returning()
    const [u] = await db
      .insert(users)
      .values({ name: 'Dr. Kavya Nair', phone: '7325099001', phoneVerified: true, roles: ['ROLE_DOCTOR'] })
      .returning()
    const [d] = await db
      .insert(doctors)
      .values({
        userId: u!.id,
        name: 'Dr. Kavya Nair',
        qualifications: 'MBBS',
        registrationNumber: 'CORP-1',
        council: 'Test Council',
        languages: ['english'],
        experienceYears: 8,
        feePaise: paise(30_000),
        initials: 'KN',
        ratingTenths: 40,
        ratings: 4,
      })
      .returning()
    doctorId = d!.id
    await db.insert(doctorSpecialties).values({ specialtyId: s!.id, doctorId })
    await db
      .insert(doctorHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId, weekday, fromMinute: 600, toMinute: 780 })))
    f.services.consultations.invalidate()
  })

  const book = (userId: number, patientId: number, minute: number) =>
    f.services.consultSale.book(
      userId,
      {
        cartType: 'consultation',
        payment: 'online',
        useWallet: false,
        useCorporateWallet: true,
        expectedTotal: paise(30_000),
        doctorId,
        startsAt: istInstant(WED, 600 + minute),
        specialty: null,
        now: false,
        patientId,
        mode: 'video',
        symptoms: 'Cough',
        attachmentIds: [],
        consent: true,
        consentBy: null,
      } satisfies BookConsultationInput,
      key(),
    )

  test('the employee and a linked covered dependant are paid for; anyone else is a 400 naming them', async () => {
    const c = await employee({ consultation: 50_000 }, 'self_and_family')
    const [self, spouse, mother] = await db
      .insert(patients)
      .values([
        { userId: c.userId, name: 'Meera Iyer', age: 35, gender: 'female', relation: 'self' },
        { userId: c.userId, name: 'Arun Iyer', age: 37, gender: 'male', relation: 'spouse' },
        { userId: c.userId, name: 'Lalitha Iyer', age: 63, gender: 'female', relation: 'parent' },
      ])
      .returning({ id: patients.id })
    await db
      .insert(corporateDependants)
      .values({ employeeId: c.employeeId, name: 'Arun Iyer', relation: 'spouse', patientId: spouse!.id, createdAt: clock })

    expect(await book(c.userId, self!.id, 0)).toMatchObject({ body: { corporate_part: 300, online_part: 0 } })
    expect(await book(c.userId, spouse!.id, 15)).toMatchObject({ body: { corporate_part: 200, online_part: 100 } })
    await expect(book(c.userId, mother!.id, 30)).rejects.toMatchObject({
      status: 400,
      code: 'corporate_not_covered',
      message: 'Lalitha Iyer is not covered by your corporate health benefit. Please choose another way to pay.',
    })
    expect((await balances(c.employeeId)).consultation).toBe(0)

    // Cancelled a day ahead: refunded in full, the corporate part to the consultation sub-wallet.
    const first = (await f.services.consultSale.mine(c.userId)).upcoming.find((x) => x.patient.name === 'Meera Iyer')!
    await f.services.consultSale.cancel(c.userId, first.id, 'Feeling better')
    expect((await balances(c.employeeId)).consultation).toBe(30_000)
  })

  test('without family cover on the roster row, a linked dependant is not covered', async () => {
    const c = await employee({ consultation: 50_000 }, 'self')
    const [spouse] = await db
      .insert(patients)
      .values({ userId: c.userId, name: 'Dev Iyer', age: 40, gender: 'male', relation: 'spouse' })
      .returning({ id: patients.id })
    await db
      .insert(corporateDependants)
      .values({ employeeId: c.employeeId, name: 'Dev Iyer', relation: 'spouse', patientId: spouse!.id, createdAt: clock })
    await expect(book(c.userId, spouse!.id, 45)).rejects.toMatchObject({ status: 400, code: 'corporate_not_covered' })
  })
})

describe('a lab booking: the lab-tests sub-wallet, for covered people only', () => {
  const TOMORROW = '2026-11-25'
  test('a booking for someone outside the cover is refused; the employee’s own is paid, and its cancellation refunded', async () => {
    const all = await db.select().from(labs).orderBy(labs.id)
    const lab = all.find((l) => l.cities.some((x) => x.toLowerCase() === 'new delhi'))!
    const city = lab.cities.find((x) => x.toLowerCase() === 'new delhi')!
    const [offer] = await db
      .select({ id: labTests.id, price: labOffers.pricePaise })
      .from(labOffers)
      .innerJoin(labTests, eq(labTests.id, labOffers.testId))
      .where(and(eq(labOffers.labId, lab.id), eq(labTests.fasting, false)))
      .orderBy(labTests.id)
      .limit(1)
    const slot = (await f.services.labSlots.dayRows(db, lab.id, city, TOMORROW)).find(
      (r) => r.startsAt.getTime() === istInstant(TOMORROW, 7 * 60).getTime(),
    )!
    const c = await employee({ labs: 5_000 })
    const [self, father] = await db
      .insert(patients)
      .values([
        { userId: c.userId, name: 'Meera Iyer', age: 35, gender: 'female', relation: 'self' },
        { userId: c.userId, name: 'Gopal Iyer', age: 66, gender: 'male', relation: 'parent' },
      ])
      .returning({ id: patients.id })
    const [cart] = await db
      .insert(carts)
      .values({ userId: c.userId, type: 'labs', labId: lab.id, city, labSlotId: slot.id })
      .returning({ id: carts.id })
    await db.insert(labCartItems).values({ cartId: cart!.id, testId: offer!.id, labId: lab.id, addedAt: clock })
    await db.insert(labCartItemPatients).values([
      { cartId: cart!.id, testId: offer!.id, patientId: self!.id },
      { cartId: cart!.id, testId: offer!.id, patientId: father!.id },
    ])
    const payable = async () => paise(Math.round((await f.services.cart.labsDetails(userOwner(c.userId))).payable_amount * 100))
    const place = async () =>
      f.services.labBookings.place(
        c.userId,
        {
          cartType: 'labs',
          addressId: null,
          payment: 'online',
          useWallet: false,
          useCorporateWallet: true,
          expectedTotal: await payable(),
        },
        key(),
      )
    await expect(place()).rejects.toMatchObject({
      status: 400,
      code: 'corporate_not_covered',
      message: 'Gopal Iyer is not covered by your corporate health benefit. Please choose another way to pay.',
    })

    await db.delete(labCartItemPatients).where(eq(labCartItemPatients.patientId, father!.id))
    const total = await payable()
    const placed = await place()
    expect(placed.body).toMatchObject({
      status: 'pending_payment',
      corporate_part: 50,
      online_part: (total - 5_000) / 100,
    })
    expect((await orderRow(placed.body.order_id)).paymentMethod).toBe('corporate_online')
    expect(await balances(c.employeeId)).toMatchObject({ labs: 0, pharmacy: 10_000 })
    await f.services.orders.cancel(c.userId, placed.body.number, 'Booked by mistake')
    expect((await balances(c.employeeId)).labs).toBe(5_000)
  })
})

describe('concurrency: a sub-wallet never goes below zero', () => {
  test('10 online placements at once through the HTTP API with different keys', async () => {
    // Less than the order: each placement leaves a rest to pay online, so the cart stays for the next one.
    const topUp = 5_000
    const c = await employee({ pharmacy: topUp })
    const { total } = await fillOver(c, 10)
    const b = browserClient(f)
    const session = await f.services.sessions.create(c.userId)
    b.jar.set('sid', session.token)
    b.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        b.call(
          'POST',
          '/pwa-api/api/v4/orders',
          { payment: 'online', expected_total: total, use_corporate_wallet: true },
          { 'idempotency-key': `corp-parallel-${i}-0000` },
        ),
      ),
    )
    for (const a of answers) {
      expect([201, 400], JSON.stringify(a.body)).toContain(a.status)
      if (a.status === 400) expect(a.body.code, a.body.message).toBe('corporate_wallet_short')
    }
    const balance = (await balances(c.employeeId)).pharmacy
    expect(balance).toBeGreaterThanOrEqual(0)
    const debits = (await ledger(c.employeeId)).filter((e) => e.kind === 'payment')
    const spent = debits.reduce((n, e) => n - e.amountPaise, 0)
    expect(spent).toBeLessThanOrEqual(topUp)
    expect(balance + spent).toBe(topUp)
    // Every debit is a placed order's corporate payment, and the other way round.
    const placed = answers.filter((a) => a.status === 201).map((a) => a.body.data)
    expect(placed.reduce((n, p) => n + Math.round(p.corporate_part * 100), 0)).toBe(spent)
    expect(spent).toBe(topUp)
    expect(placed).toHaveLength(1)
    expect(placed[0]).toMatchObject({ corporate_part: topUp / 100, online_part: (total - topUp) / 100 })
  })

  test('10 sales at once against one sub-wallet: the conditional debit lets only what it holds go', async () => {
    const c = await employee({ pharmacy: 50_000 })
    const other = await (f.database as TestDatabase).openAnother()
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? db : other.db).transaction(async (tx) => {
            const q = await f.services.corporateCheckout.quote(tx, {
              userId: c.userId,
              benefit: 'pharmacy',
              patientIds: null,
              payable: paise(20_000),
            })
            await f.services.corporateCheckout.pay(tx, q!, { orderId: 900_000 + i, number: `T${i}` }, 'Test sale')
            return q!.amount
          }),
        ),
      )
      const taken = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 400, code: 'corporate_wallet_short' })
      }
      const sum = taken.reduce((n, x) => n + x, 0)
      const balance = (await balances(c.employeeId)).pharmacy
      expect(balance).toBeGreaterThanOrEqual(0)
      expect(sum).toBeLessThanOrEqual(50_000)
      expect(balance + sum).toBe(50_000)
      const rows = await db
        .select()
        .from(corporateWalletEntries)
        .where(and(eq(corporateWalletEntries.employeeId, c.employeeId), eq(corporateWalletEntries.kind, 'payment')))
      expect(rows.reduce((n, e) => n - e.amountPaise, 0)).toBe(sum)
    } finally {
      await other.close()
    }
  })
})
