import { and, asc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise, type Paise } from '../../../core/money.ts'
import { rewardsCap, rewardsExpireAt } from '../../../core/wallet/rewards.ts'
import { lastDayIST } from '../../../core/content/dates.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import { jobs, orders, outboxMessages, payments, walletEntries } from '../../db/schema.ts'
import { createLogger } from '../../lib/logger.ts'
import { createJobRunner } from '../jobs/index.ts'
import type { PaymentChoice } from '../orders/checkout.ts'
import { REWARDS_EXPIRY, REWARDS_EXPIRY_NOTICE } from './index.ts'

// issue 23 §5 (decision 055): MedWise Cash's two purses. Rewards pay at most 8 % of an order (18 % for a Care Plan
// member) and go first; the person's own money pays the rest; a cancellation or a return gives each back to the purse
// it came from; loyal users earn NeuCoins on delivery, taken back on return; rewards expire a year after the purse last
// moved, with a notice a month before, each once.

let clock = new Date('2026-11-29T10:00:00+05:30')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill } = shop(() => f, { prefix: '71250', name: 'Rewarded Shopper' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
let keys = 0
const key = () => `rewards-key-${++keys}-0000`
const DAY = 86_400_000

const give = (c: Shopper, amount: number, kind: 'recharge' | 'cashback') =>
  db.transaction((tx) =>
    f.services.wallet.credit(tx, c.userId, paise(amount), { kind, reference: `t:${c.userId}:${++keys}`, note: 'test' }),
  )

/** A cart of `quantity` of a cheap OTC product (and the plan when `planId`), placed paying `payment`. */
async function buy(c: Shopper, payment: PaymentChoice, opts: { quantity?: number; useWallet?: boolean; planId?: number } = {}) {
  await fill(c, [[catalog.otc(0), opts.quantity ?? 4]])
  if (opts.planId) await f.services.cartDetails.setCarePlan(c.owner, opts.planId)
  const reading = await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true })
  const placed = await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment, useWallet: opts.useWallet ?? true, expectedTotal: reading.bill.payable },
    key(),
  )
  return { total: reading.bill.payable as Paise, placed: placed.body }
}

const paymentsOf = (orderId: number) =>
  db
    .select({
      provider: payments.provider,
      amount: payments.amountPaise,
      status: payments.status,
      refunded: payments.refundedPaise,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id))

const deliver = async (orderId: number) => {
  for (const event of ['pack', 'ship', 'deliver'] as const) await f.services.orders.move(orderId, event, 'system')
}

describe('rewards pay a share of an order, first', () => {
  test('8 % for others: rewards first, own money the rest, each its own payment; a cancellation gives each back', async () => {
    const c = await customer()
    await give(c, 500_00, 'cashback')
    await give(c, 5000_00, 'recharge')
    const { total, placed } = await buy(c, 'wallet')
    const cap = rewardsCap(total, false)
    expect(cap).toBeGreaterThan(0)
    expect(await paymentsOf(placed.orderId)).toEqual([
      { provider: 'rewards', amount: cap, status: 'captured', refunded: 0 },
      { provider: 'wallet', amount: total - cap, status: 'captured', refunded: 0 },
    ])
    expect(await f.services.wallet.purses(c.userId)).toMatchObject({
      rewards: 500_00 - cap,
      cash: 5000_00 - (total - cap),
    })

    await f.services.orders.cancel(c.userId, placed.number, 'Changed my mind')
    expect(await f.services.wallet.purses(c.userId)).toMatchObject({ rewards: 500_00, cash: 5000_00 })
    const back = await db
      .select({ kind: walletEntries.kind, purse: walletEntries.purse, amount: walletEntries.amountPaise })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, c.userId), like(walletEntries.kind, '%refund')))
      .orderBy(asc(walletEntries.id))
    expect(back).toEqual([
      { kind: 'refund', purse: 'cash', amount: total - cap },
      { kind: 'rewards_refund', purse: 'rewards', amount: cap },
    ])
  })

  test('an order refunded in part and then cancelled gives back the rest, not nothing', async () => {
    const c = await customer()
    await give(c, 5000_00, 'recharge')
    const { total, placed } = await buy(c, 'wallet')
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, placed.orderId))
      await f.services.orders.refundPart(tx, order!, paise(100), 'Line removed', 'approval')
    })
    expect((await f.services.wallet.purses(c.userId)).cash).toBe(5000_00 - total + 100)
    await f.services.orders.cancel(c.userId, placed.number, 'Changed my mind')
    expect((await f.services.wallet.purses(c.userId)).cash).toBe(5000_00)
    expect(await paymentsOf(placed.orderId)).toEqual([{ provider: 'wallet', amount: total, status: 'refunded', refunded: total }])
  })

  test('18 % for a member: a plan bought with the order lets rewards pay more of it', async () => {
    const c = await customer()
    await give(c, 2000_00, 'cashback')
    await give(c, 5000_00, 'recharge')
    const plan = (await f.services.carePlan.plans())[0]!
    const { total, placed } = await buy(c, 'wallet', { planId: plan.id })
    const [rewards] = await paymentsOf(placed.orderId)
    expect(rewards).toMatchObject({ provider: 'rewards', amount: rewardsCap(total, true) })
    expect(rewardsCap(total, true)).toBeGreaterThan(rewardsCap(total, false))
  })

  test('rewards alone cannot pay a whole order: MedWise Cash only is refused, nothing is spent', async () => {
    const c = await customer()
    await give(c, 5000_00, 'cashback')
    await fill(c, [[catalog.otc(0), 2]])
    const { bill } = await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true })
    const cap = rewardsCap(bill.payable, false)
    await expect(
      f.services.orders.place(
        c.userId,
        { cartType: 'pharmacy', payment: 'wallet', useWallet: true, expectedTotal: bill.payable },
        key(),
      ),
    ).rejects.toMatchObject({
      status: 400,
      code: 'wallet_short',
      message: `MedWise Cash can pay ₹${(cap / 100).toFixed(2)} of this ₹${(bill.payable / 100).toFixed(2)}. Please choose another way to pay the rest.`,
    })
    expect(await f.services.wallet.purses(c.userId)).toMatchObject({ rewards: 5000_00, cash: 0 })
    // Paid partly online: rewards take their share, the gateway the rest.
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy', payment: 'online', useWallet: true, expectedTotal: bill.payable },
      key(),
    )
    expect(placed.body).toMatchObject({ walletPart: cap, onlinePart: bill.payable - cap })
  })

  test('a return gives back online first, then own money, then rewards, never more than was paid', async () => {
    const c = await customer()
    await give(c, 1000_00, 'cashback')
    await give(c, 30_00, 'recharge')
    const { total, placed } = await buy(c, 'cod', { quantity: 8 })
    const cap = rewardsCap(total, false)
    const cash = 30_00
    expect(total - cap).toBeGreaterThan(cash)
    await deliver(placed.orderId)
    // Everything comes back: collected cash and own money to cash, rewards to rewards.
    await db.transaction((tx) =>
      f.services.orders.applyMove(tx, placed.orderId, 'return', 'system', 'Returned', { returnRefund: total }),
    )
    const purses = await f.services.wallet.purses(c.userId)
    expect(purses.rewards).toBe(1000_00)
    expect(purses.cash).toBe(30_00 + (total - cap - cash))
    expect((await paymentsOf(placed.orderId)).map((p) => [p.provider, p.status, p.refunded === p.amount])).toEqual([
      ['rewards', 'refunded', true],
      ['wallet', 'refunded', true],
      ['cod', 'refunded', true],
    ])
  })
})

describe('NeuCoins for loyal users', () => {
  test('a loyal user earns 1 % in whole coins on delivery, taken back on return; the header shows the points', async () => {
    const c = await customer()
    expect(await f.services.loyalty.shell(c.userId)).toEqual({ isLoyal: false, points: 0, balance: 0 })
    await f.services.loyalty.join(c.userId)
    await f.services.loyalty.join(c.userId)
    const { placed } = await buy(c, 'cod', { quantity: 20, useWallet: false })
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId))
    const coins = Math.floor(order!.itemTotalPaise / 100 / 100) * 100
    expect(coins).toBeGreaterThan(0)
    await deliver(placed.orderId)
    expect(await f.services.loyalty.shell(c.userId)).toEqual({ isLoyal: true, points: coins / 100, balance: coins })
    const view = await f.services.loyalty.view(c.userId)
    expect(view.rewardsExpireAt?.getTime()).toBe(clock.getTime() + 365 * DAY)

    await db.transaction((tx) => f.services.orders.applyMove(tx, placed.orderId, 'return', 'system', 'Returned'))
    expect((await f.services.loyalty.shell(c.userId)).points).toBe(0)
  })

  test('someone who has not joined earns none', async () => {
    const c = await customer()
    const { placed } = await buy(c, 'cod', { quantity: 20, useWallet: false })
    await deliver(placed.orderId)
    expect(await f.services.loyalty.shell(c.userId)).toEqual({ isLoyal: false, points: 0, balance: 0 })
  })
})

describe('rewards expire a year after the purse last moved', () => {
  const runner = () =>
    createJobRunner(db, { now: () => clock, logger: createLogger('silent'), handlers: f.services.loyalty.handlers })

  test('a notice a month before, then the expiry, each once; a later movement starts the year again', async () => {
    const start = clock
    try {
      const c = await customer()
      await give(c, 250_00, 'cashback')
      const queued = await db
        .select({ kind: jobs.kind, runAt: jobs.runAt })
        .from(jobs)
        .where(like(jobs.key, `wallet.%:user:${c.userId}:%`))
        .orderBy(asc(jobs.runAt))
      expect(queued).toEqual([
        { kind: REWARDS_EXPIRY_NOTICE, runAt: new Date(start.getTime() + 335 * DAY) },
        { kind: REWARDS_EXPIRY, runAt: new Date(start.getTime() + 365 * DAY) },
      ])
      // Half a year on, they are spent in part: the year starts again from then.
      clock = new Date(start.getTime() + 180 * DAY)
      const moved = clock
      await db.transaction((tx) =>
        f.services.wallet.debit(tx, c.userId, paise(50_00), { kind: 'rewards_payment', reference: `t:${c.userId}`, note: 'x' }),
      )
      // The first year's notice and expiry come and do nothing.
      clock = new Date(start.getTime() + 366 * DAY)
      await Promise.all([runner().runDue(), runner().runDue()])
      const sms = () =>
        db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.to, `+91${c.phone}`))
      expect(await sms()).toEqual([])
      expect((await f.services.wallet.purses(c.userId)).rewards).toBe(200_00)
      // A month before the new end: one notice, however many runners.
      clock = new Date(moved.getTime() + 336 * DAY)
      await Promise.all([runner().runDue(), runner().runDue()])
      const notices = await sms()
      expect(notices).toHaveLength(1)
      expect(notices[0]!.text).toBe(
        `₹200.00 of your MedWise rewards expire on ${lastDayIST(rewardsExpireAt(moved))}. Use them on your next order.`,
      )
      // The end: one expiry entry empties the rewards; the person's own money is never touched.
      await give(c, 100_00, 'recharge')
      clock = new Date(moved.getTime() + 365 * DAY)
      await Promise.all([runner().runDue(), runner().runDue()])
      await runner().runDue()
      expect(await f.services.wallet.purses(c.userId)).toMatchObject({ rewards: 0, cash: 100_00 })
      const expired = await db
        .select({ amount: walletEntries.amountPaise })
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, c.userId), eq(walletEntries.kind, 'rewards_expiry')))
      expect(expired).toEqual([{ amount: -200_00 }])
    } finally {
      clock = start
    }
  })
})
