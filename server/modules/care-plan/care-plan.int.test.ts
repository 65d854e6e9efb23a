import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise, type Paise } from '../../../core/money.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import { carePlanSavings, carePlans, carts, memberships, orderLines, orders } from '../../db/schema.ts'
import { userOwner, type CartOwner } from '../cart/owner.ts'
import { createRequestCart } from '../cart/request-cart.ts'
import type { PaymentChoice } from '../orders/checkout.ts'

// Issue 23 §1–2: a care plan bought with a pharmacy order through the one checkout pipeline, its benefits applied to
// that very order by the cart's pricing, recorded line by line as savings; the term paid, voided and unlocked with its
// order's moves; renewals start where the term ends; one purchase awaiting payment at a time.

let clock = new Date('2026-11-29T10:00:00+05:30')
let f: ApiFixture
let db: Db
/** The statements sent while `recording` (issue 23's goal: member pricing costs at most one statement a request). */
const seen: string[] = []
let recording = false
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock, onQuery: (q) => void (recording && seen.push(q)) })
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill } = shop(() => f, { prefix: '71230', name: 'Plan Buyer' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
let keys = 0
const key = () => `care-plan-key-${++keys}-0000`

async function cheapestPlan() {
  const plans = await f.services.carePlan.plans()
  return plans.reduce((a, p) => (p.pricePaise < a.pricePaise ? p : a))
}

/** Fills the cart with one of a cheap OTC product, ticks `planId`, and places the order paying `payment`. */
async function buy(c: Shopper, payment: PaymentChoice, planId: number | null, quantity = 1, useWallet = false) {
  await fill(c, [[catalog.otc(0), quantity]])
  if (planId !== null) await f.services.cartDetails.setCarePlan(c.owner, planId)
  const reading = await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true })
  const placed = await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment, useWallet, expectedTotal: reading.bill.payable },
    key(),
  )
  return { reading, placed: placed.body }
}

const termsOf = (userId: number) => db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(memberships.id)
const savedSum = async (userId: number) => (await f.services.carePlan.savedBy(userId)).total

describe('a plan bought with a cash-on-delivery order', () => {
  test('its benefits apply to that order, the saving is recorded line by line, and it unlocks on delivery', async () => {
    const c = await customer()
    const plan = await cheapestPlan()
    const p = catalog.otc(0)
    const { reading, placed } = await buy(c, 'cod', plan.id, 2)
    const line = p.pricePaise * 2
    const discount = Math.floor((line * plan.terms.medicineDiscountPercent) / 100)
    const delivery = line < 49_900 ? 4_900 : 0
    // The bill: the member's discount off the lines, no delivery fee, the plan's fee added.
    expect(reading.bill).toMatchObject({
      itemTotal: line,
      memberDiscount: discount,
      deliveryFee: 0,
      deliverySaved: delivery,
      carePlanFee: plan.pricePaise,
      payable: line - discount + plan.pricePaise,
    })
    const widget = reading.details.widgets.find((w) => w.type === 'care_plan')
    expect(widget).toMatchObject({ state: 'added', plan: { id: plan.id, sample: true } })

    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId))
    expect(order).toMatchObject({
      memberDiscountPaise: discount,
      carePlanFeePaise: plan.pricePaise,
      deliveryFeePaise: 0,
      totalPaise: line - discount + plan.pricePaise,
    })
    const [term] = await termsOf(c.userId)
    expect(term).toMatchObject({
      state: 'active',
      codLocked: true,
      orderId: placed.orderId,
      feePaise: plan.pricePaise,
      planId: plan.id,
    })
    expect(term!.startsAt).toEqual(clock)
    expect(term!.endsAt.getTime()).toBeGreaterThan(clock.getTime() + (plan.durationMonths * 28 - 1) * 86_400_000)

    // One row per benefit and line, sums of recorded rows.
    const [orderLine] = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId))
    const rows = await db
      .select()
      .from(carePlanSavings)
      .where(eq(carePlanSavings.orderId, placed.orderId))
      .orderBy(carePlanSavings.id)
    expect(rows.map((r) => [r.benefit, r.orderLineId, r.amountPaise, r.membershipId])).toEqual([
      ['member_discount', orderLine!.id, discount, term!.id],
      ...(delivery ? [['free_delivery', null, delivery, term!.id]] : []),
    ])
    expect(await savedSum(c.userId)).toBe(discount + delivery)
    // The cart forgot the plan it sold.
    const [cart] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, c.userId), eq(carts.type, 'pharmacy')))
    expect(cart!.carePlanId).toBeNull()

    // The tax invoice: the member's discount on the goods, the plan's fee a service line; it adds up to the order.
    const invoice = await f.services.invoices.invoiceOf(c.userId, placed.number)
    expect(invoice.lines.find((l) => l.name === 'Care Plan membership')).toMatchObject({
      kind: 'service',
      hsn: '999799',
      total: plan.pricePaise,
    })
    expect(invoice.totals.grandTotal).toBe(order!.totalPaise)

    // Locked behind the unpaid cash: the next cart is priced as anyone's, with the pending offer.
    const locked = await f.services.carePlan.memberNow(c.userId)
    expect(locked.applying).toBeNull()
    expect(locked.latest).toMatchObject({ id: term!.id, codLocked: true })

    for (const event of ['pack', 'ship', 'deliver'] as const) await f.services.orders.move(placed.orderId, event, 'system')
    const unlocked = await f.services.carePlan.memberNow(c.userId)
    expect(unlocked.applying).toMatchObject({ id: term!.id, codLocked: false, state: 'active' })

    // The next order is member-priced without a fee, its savings credited to the same term.
    const next = await buy(c, 'cod', null, 1)
    expect(next.reading.bill).toMatchObject({ carePlanFee: 0, memberDiscount: Math.floor((p.pricePaise * 5) / 100) })
    expect(next.reading.details.widgets.find((w) => w.type === 'care_plan')).toMatchObject({ state: 'member' })
    const nextRows = await db.select().from(carePlanSavings).where(eq(carePlanSavings.orderId, next.placed.orderId))
    expect(new Set(nextRows.map((r) => r.membershipId))).toEqual(new Set([term!.id]))
    expect(await termsOf(c.userId)).toHaveLength(1)
  })
})

describe('a plan bought with an online order', () => {
  test('waits for the payment; the payment activates it; a cancelled order voids it and its savings', async () => {
    const c = await customer()
    const plan = await cheapestPlan()
    const { placed } = await buy(c, 'online', plan.id)
    expect(placed.status).toBe('pending_payment')
    const [pending] = await termsOf(c.userId)
    expect(pending).toMatchObject({ state: 'pending_payment', codLocked: false })
    // While it waits, the cart offers nothing new: a plan ticked again is not charged twice.
    await f.services.cartDetails.setCarePlan(c.owner, plan.id)
    const meanwhile = await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true })
    expect(meanwhile.bill.carePlanFee).toBe(0)
    expect(meanwhile.details.widgets.find((w) => w.type === 'care_plan')).toMatchObject({ state: 'pending' })

    await f.services.orders.move(placed.orderId, 'paid', 'gateway')
    const [paid] = await termsOf(c.userId)
    expect(paid).toMatchObject({ state: 'active', codLocked: false })
    expect((await f.services.carePlan.memberNow(c.userId)).applying?.id).toBe(paid!.id)
    // Paid: the cart's plan went with the sale.
    const [cart] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, c.userId), eq(carts.type, 'pharmacy')))
    expect(cart!.carePlanId).toBeNull()

    await f.services.orders.cancel(c.userId, placed.number, 'Changed my mind')
    const [voided] = await termsOf(c.userId)
    expect(voided!.state).toBe('void')
    expect(await savedSum(c.userId)).toBe(0)
    const left = await db
      .select()
      .from(carePlanSavings)
      .where(and(eq(carePlanSavings.orderId, placed.orderId), isNull(carePlanSavings.voidedAt)))
    expect(left).toEqual([])
    expect((await f.services.carePlan.memberNow(c.userId)).applying).toBeNull()
  })

  test('an unpaid order whose hold runs out leaves no membership', async () => {
    const c = await customer()
    const plan = await cheapestPlan()
    await buy(c, 'online', plan.id)
    const before = clock
    clock = new Date(clock.getTime() + 60 * 60_000)
    try {
      await f.services.orders.expireHolds()
    } finally {
      clock = before
    }
    expect((await termsOf(c.userId)).map((t) => t.state)).toEqual(['void'])
  })
})

describe('renewals and races', () => {
  test('renewing while a term runs starts where it ends, and is charged without doubling the benefits', async () => {
    const c = await customer()
    const plan = await cheapestPlan()
    await f.services.wallet.credit(db, c.userId, paise(500_000), {
      kind: 'recharge',
      reference: `test:${c.userId}`,
      note: 'test',
    })
    await buy(c, 'wallet', plan.id, 1, true)
    const [first] = await termsOf(c.userId)
    expect(first).toMatchObject({ state: 'active', codLocked: false })
    const renewal = await buy(c, 'wallet', plan.id, 1, true)
    // The current term's benefits price it; the fee is charged for the next term.
    expect(renewal.reading.bill.carePlanFee).toBe(plan.pricePaise)
    const terms = await termsOf(c.userId)
    expect(terms).toHaveLength(2)
    expect(terms[1]!.startsAt).toEqual(first!.endsAt)
    const rows = await db.select().from(carePlanSavings).where(eq(carePlanSavings.orderId, renewal.placed.orderId))
    expect(new Set(rows.map((r) => r.membershipId))).toEqual(new Set([first!.id]))
    expect((await f.services.carePlan.memberNow(c.userId)).latest?.id).toBe(terms[1]!.id)
  })

  test('two purchases at once from two carts give one membership; the other is refused and keeps nothing', async () => {
    const c = await customer()
    const plan = await cheapestPlan()
    await fill(c, [[catalog.otc(1), 1]])
    await fill(c, [[catalog.otc(2), 1]], 'pharmacy_buy_now')
    await f.services.cartDetails.setCarePlan(c.owner, plan.id, 'pharmacy')
    await f.services.cartDetails.setCarePlan(c.owner, plan.id, 'pharmacy_buy_now')
    const totalOf = async (cartType: 'pharmacy' | 'pharmacy_buy_now') =>
      (await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true, cartType })).bill.payable
    const [a, b] = [await totalOf('pharmacy'), await totalOf('pharmacy_buy_now')]
    const results = await Promise.allSettled([
      f.services.orders.place(c.userId, { cartType: 'pharmacy', payment: 'online', useWallet: false, expectedTotal: a }, key()),
      f.services.orders.place(
        c.userId,
        { cartType: 'pharmacy_buy_now', payment: 'online', useWallet: false, expectedTotal: b },
        key(),
      ),
    ])
    const refused = results.filter((r) => r.status === 'rejected')
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(refused).toHaveLength(1)
    // Refused at placement (the first awaits payment), or already at pricing: the plan is no longer charged, so the
    // amount shown changed (which one depends on whether the first committed before the second priced).
    const reason = (refused[0] as PromiseRejectedResult).reason as { status: number; code: string }
    expect(reason.status).toBe(409)
    expect(['care_plan_pending', 'price_changed']).toContain(reason.code)
    expect(await termsOf(c.userId)).toHaveLength(1)
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(1)
  })
})

describe('ticking a plan', () => {
  test('is for accounts, for plans on sale', async () => {
    const c = await customer()
    const plan = await cheapestPlan()
    await expect(
      f.services.cartDetails.setCarePlan({ kind: 'visitor', visitorId: 'v'.repeat(32) }, plan.id),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Log in to add the Care Plan',
    })
    await expect(f.services.cartDetails.setCarePlan(c.owner, 999_999)).rejects.toMatchObject({ status: 404 })
    const [onSale] = await db.select().from(carePlans).where(eq(carePlans.id, plan.id))
    expect(onSale!.sample).toBe(true)
  })

  test("another account's membership prices nothing of mine", async () => {
    const [c, other] = [await customer(), await customer()]
    const plan = await cheapestPlan()
    await buy(other, 'cod', plan.id)
    expect((await f.services.carePlan.memberNow(c.userId)).latest).toBeNull()
    const mine = await f.services.cartDetails.read(userOwner(c.userId), { city: c.city, checkStock: true })
    expect(mine.bill.memberDiscount).toBe(0 as Paise)
  })
})

describe('a plan bought on its own (issue 23 §1)', () => {
  test('an account without a cart ticks a plan and pays with MedWise Cash: the order is fulfilled at once, invoiced as a service', async () => {
    const c = await customer()
    const plan = await cheapestPlan()
    await f.services.wallet.credit(db, c.userId, paise(100_000), {
      kind: 'recharge',
      reference: `alone:${c.userId}`,
      note: 'test',
    })
    await f.services.cartDetails.setCarePlan(c.owner, plan.id)
    const [cart] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, c.userId), eq(carts.type, 'pharmacy')))
    await db.update(carts).set({ addressId: c.addressId }).where(eq(carts.id, cart!.id))
    const reading = await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true })
    expect(reading.details).toMatchObject({ can_checkout: true, checkout_blocker: null, total_quantity: 0 })
    expect(reading.bill).toMatchObject({ itemTotal: 0, deliveryFee: 0, carePlanFee: plan.pricePaise, payable: plan.pricePaise })
    // Nothing to deliver: no cash on delivery.
    await expect(
      f.services.orders.place(
        c.userId,
        { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: reading.bill.payable },
        key(),
      ),
    ).rejects.toMatchObject({ status: 400, code: 'cod_not_available' })
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy', payment: 'wallet', useWallet: true, expectedTotal: reading.bill.payable },
      key(),
    )
    expect(placed.body.status).toBe('delivered')
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.orderId))
    expect(order).toMatchObject({ totalPaise: plan.pricePaise, carePlanFeePaise: plan.pricePaise, walletPaise: plan.pricePaise })
    expect(order!.invoiceNumber).not.toBeNull()
    const invoice = await f.services.invoices.invoiceOf(c.userId, order!.number)
    expect(invoice.lines.map((l) => [l.kind, l.name, l.total])).toEqual([['service', 'Care Plan membership', plan.pricePaise]])
    expect((await f.services.carePlan.memberNow(c.userId)).applying).toMatchObject({
      orderNumber: order!.number,
      codLocked: false,
    })
    expect(await f.services.wallet.balance(c.userId)).toBe(100_000 - plan.pricePaise)
    // The order desk never sees it: it is delivered, with nothing to pack.
    await expect(f.services.orders.move(order!.id, 'pack', 'system')).rejects.toMatchObject({ status: 409 })
  })

  test('paid online: the payment fulfils it; a goods order is never fulfilled without shipping', async () => {
    const c = await customer()
    const plan = await cheapestPlan()
    await f.services.cartDetails.setCarePlan(c.owner, plan.id)
    const [cart] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, c.userId), eq(carts.type, 'pharmacy')))
    await db.update(carts).set({ addressId: c.addressId }).where(eq(carts.id, cart!.id))
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy', payment: 'online', useWallet: false, expectedTotal: plan.pricePaise },
      key(),
    )
    expect(placed.body.status).toBe('pending_payment')
    const moved = await f.services.orders.move(placed.body.orderId, 'paid', 'gateway')
    expect(moved.status).toBe('delivered')
    const [term] = await termsOf(c.userId)
    expect(term).toMatchObject({ state: 'active', orderId: placed.body.orderId })

    const goods = await buy(await customer(), 'cod', null)
    await expect(f.services.orders.move(goods.placed.orderId, 'fulfil', 'system')).rejects.toMatchObject({
      status: 409,
      message: 'Only an order with nothing to ship is fulfilled without shipping',
    })
  })
})

describe('MedWise Cash back (issue 23 §5)', () => {
  test('a member-priced order earns cash back on delivery, recorded as a saving; a return takes back what is left', async () => {
    const c = await customer()
    const plan = await cheapestPlan()
    await f.services.wallet.credit(db, c.userId, paise(500_000), { kind: 'recharge', reference: `cb:${c.userId}`, note: 'test' })
    const { placed } = await buy(c, 'wallet', plan.id, 3, true)
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId))
    const goods = order!.totalPaise - order!.carePlanFeePaise
    const expected = Math.min(Math.floor((goods * plan.terms.cashbackPercent) / 100), plan.terms.cashbackCapPaise)
    const before = await f.services.wallet.balance(c.userId)
    for (const event of ['pack', 'ship', 'deliver'] as const) await f.services.orders.move(placed.orderId, event, 'system')
    expect(await f.services.wallet.balance(c.userId)).toBe(before + expected)
    const entries = await f.services.wallet.entries(c.userId)
    expect(entries[0]).toMatchObject({ kind: 'cashback', reference: `order:${placed.orderId}`, amount: expected })
    const rows = await db
      .select()
      .from(carePlanSavings)
      .where(and(eq(carePlanSavings.orderId, placed.orderId), eq(carePlanSavings.benefit, 'cashback')))
    expect(rows.map((r) => [r.amountPaise, r.voidedAt])).toEqual([[expected, null]])
    expect((await f.services.carePlan.savedBy(c.userId)).byBenefit.cashback).toBe(expected)

    await f.services.orders.move(placed.orderId, 'return', 'system')
    expect(await f.services.wallet.balance(c.userId)).toBe(before)
    expect((await f.services.carePlan.savedBy(c.userId)).byBenefit.cashback).toBeUndefined()
  })

  test('an order no plan priced earns nothing', async () => {
    const c = await customer()
    const { placed } = await buy(c, 'cod', null)
    for (const event of ['pack', 'ship', 'deliver'] as const) await f.services.orders.move(placed.orderId, event, 'system')
    expect(await f.services.wallet.balance(c.userId)).toBe(0)
  })
})

describe('what member pricing costs a request (issue 23: at most one statement more)', () => {
  /** A page request's cart work: the header's brief and care plan, and the cart page's reading (root and /cart). */
  async function cartRequest(owner: CartOwner) {
    const cart = createRequestCart(
      { cart: f.services.cart, details: f.services.cartDetails, carePlan: f.services.carePlan },
      owner,
    )
    await f.services.carePlan.plans() // kept in memory for a minute: warm, as on a running server
    seen.length = 0
    recording = true
    try {
      await Promise.all([cart.pharmacyBrief(), cart.memberNow(), cart.details({ city: 'New Delhi', checkStock: true })])
    } finally {
      recording = false
    }
    return { total: seen.length, membership: seen.filter((q) => q.includes('"memberships"')).length }
  }

  test("a member's cart page reads the membership once, and sends no more statements than a non-member's", async () => {
    const [member, other] = [await customer(), await customer()]
    const plan = await cheapestPlan()
    await f.services.wallet.credit(db, member.userId, paise(500_000), {
      kind: 'recharge',
      reference: `st:${member.userId}`,
      note: 't',
    })
    await buy(member, 'wallet', plan.id, 1, true)
    await fill(member, [[catalog.otc(1), 2]])
    await fill(other, [[catalog.otc(1), 2]])
    const asMember = await cartRequest(member.owner)
    const asOther = await cartRequest(other.owner)
    expect(asMember.membership).toBe(1)
    expect(asOther.membership).toBe(1)
    expect(asMember.total).toBe(asOther.total)
    // A guest's cart reads no membership at all.
    const guest = await cartRequest({ kind: 'visitor', visitorId: 'm'.repeat(32) })
    expect(guest.membership).toBe(0)
  })
})
