import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cancellationRefund } from '../../../core/care-plan/benefits.ts'
import { REASON_REQUIRED } from '../../../core/care-plan/cancellation.ts'
import { paise, type Paise } from '../../../core/money.ts'
import {
  CancelledMembershipAnswerSchema,
  DetailedSavingsAnswerSchema,
  SavingsAnswerSchema,
} from '../../../contracts/care-plan.ts'
import { ErrorBodySchema } from '../../../contracts/http.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import { auditLog, carePlanSavings, memberships } from '../../db/schema.ts'
import type { PaymentChoice } from '../orders/checkout.ts'

// Issue 23, the savings page's calls (spec 2 §7, §8): the page and its breakdown for the account's own term only, the
// 400 of an account without one and the 401 of a guest; cancelling with a reason, refunded by decision 054's rule the
// way the plan was paid (MedWise Cash here), once; a plan bought on cash on delivery waits for its delivery.

let clock = new Date('2026-11-29T10:00:00+05:30')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill } = shop(() => f, { prefix: '71240', name: 'Savings Member' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
let keys = 0
const key = () => `savings-key-${++keys}-0000`
const DAY = 86_400_000

async function cheapestPlan() {
  const plans = await f.services.carePlan.plans()
  return plans.reduce((a, p) => (p.pricePaise < a.pricePaise ? p : a))
}

async function buy(c: Shopper, payment: PaymentChoice, quantity = 3) {
  const plan = await cheapestPlan()
  if (payment === 'wallet') {
    await f.services.wallet.credit(db, c.userId, paise(500_000), { kind: 'recharge', reference: `t:${key()}`, note: 'test' })
  }
  await fill(c, [[catalog.otc(0), quantity]])
  await f.services.cartDetails.setCarePlan(c.owner, plan.id)
  const reading = await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true })
  const placed = await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment, useWallet: payment === 'wallet', expectedTotal: reading.bill.payable },
    key(),
  )
  return { plan, placed: placed.body }
}

/** A customer with a session cookie for the HTTP calls. */
async function member(payment: PaymentChoice | null) {
  const c = await customer()
  const session = await f.services.sessions.create(c.userId)
  const cookie = `sid=${session.token}`
  const csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  const bought = payment ? await buy(c, payment) : null
  const as = { headers: { cookie } }
  return {
    c,
    bought,
    get: (path: string) => f.json(`/pwa-api/api/v4/${path}`, as),
    cancel: (body: unknown, headers: Record<string, string> = {}) =>
      f.json('/pwa-api/api/v4/subscriptions/cancel', {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  }
}

const cancelBody = (planName: string, reason: unknown = 'I bought the plan by mistake') => ({
  cancellation_reason: reason,
  cancellation_type: 'subscription',
  plan_name: planName,
})

describe('GET /api/v4/savings', () => {
  test('a guest gets 401, an account without a term 400 Invalid request', async () => {
    expect((await f.json('/pwa-api/api/v4/savings')).status).toBe(401)
    const none = await member(null)
    const res = await none.get('savings')
    expect(res.status).toBe(400)
    expect(ErrorBodySchema.parse(res.body).message).toBe('Invalid request')
    expect((await none.get('detailed_savings')).status).toBe(200)
  })

  test('a member sees their own term and savings, in slot order, and the breakdown adds up to the recorded rows', async () => {
    const a = await member('wallet')
    const b = await member('wallet')
    const res = await a.get('savings')
    expect(res.status).toBe(200)
    const page = SavingsAnswerSchema.parse(res.body)
    const slots = page.data.data.map((w) => w.slot)
    expect(slots).toEqual([...slots].sort((x, y) => x - y))
    expect(page.plan_id).toBe(a.bought!.plan.id)
    const recorded = await db
      .select({ sum: sql<string>`sum(${carePlanSavings.amountPaise})` })
      .from(carePlanSavings)
      .where(and(eq(carePlanSavings.userId, a.c.userId), isNull(carePlanSavings.voidedAt)))
    const total = Number(recorded[0]!.sum)
    expect(total).toBeGreaterThan(0)
    const savings = page.data.data.find((w) => w.type === 'savings')!
    expect(savings).toMatchObject({ amount: total / 100, heading: expect.stringContaining('You have saved ₹') })
    const details = page.data.bottom_sheets.membership_details.details
    expect(details).toContainEqual({ label: 'Bought with order', value: a.bought!.placed.number })

    // Another account's page never shows this one's order or savings.
    const theirs = SavingsAnswerSchema.parse((await b.get('savings')).body)
    expect(JSON.stringify(theirs)).not.toContain(a.bought!.placed.number)
    expect(theirs.data.bottom_sheets.membership_details.details).toContainEqual({
      label: 'Bought with order',
      value: b.bought!.placed.number,
    })

    const breakdown = DetailedSavingsAnswerSchema.parse((await a.get('detailed_savings')).body).data
    expect(Math.round(breakdown.total * 100)).toBe(total)
    expect(Math.round(breakdown.rows.reduce((s, r) => s + r.amount * 100, 0))).toBe(total)
    expect(Math.round(breakdown.by_benefit.reduce((s, r) => s + r.amount * 100, 0))).toBe(total)
    expect(breakdown.rows.every((r) => r.order_number === a.bought!.placed.number)).toBe(true)
  })
})

describe('POST /api/v4/subscriptions/cancel', () => {
  test('needs a reason; refunds the unused share less the savings to MedWise Cash; once', async () => {
    const m = await member('wallet')
    const plan = m.bought!.plan
    const noReason = await m.cancel(cancelBody(plan.name, ''))
    expect(noReason.status).toBe(400)
    expect(noReason.body.message).toBe(REASON_REQUIRED)
    expect((await m.cancel({ cancellation_type: 'subscription', plan_name: plan.name })).body.message).toBe(REASON_REQUIRED)
    expect((await m.cancel(cancelBody('Some other plan'))).status).toBe(409)

    const started = clock
    clock = new Date(clock.getTime() + 20 * DAY)
    try {
      const [term] = await db.select().from(memberships).where(eq(memberships.userId, m.c.userId))
      const saved = (await f.services.carePlan.savedBy(m.c.userId, term!.id)).total
      const expected = cancellationRefund({
        fee: term!.feePaise,
        startsAt: term!.startsAt,
        endsAt: term!.endsAt,
        at: clock,
        saved,
      })
      expect(term!.startsAt).toEqual(started)
      expect(expected).toBeGreaterThan(0)
      const before = await f.services.wallet.balance(m.c.userId)
      const res = await m.cancel(cancelBody(plan.name))
      expect(res.status).toBe(200)
      const answer = CancelledMembershipAnswerSchema.parse(res.body).data
      expect(answer).toMatchObject({ status: 'cancelled', modal_name: 'successful_cancellation', refund: expected / 100 })
      expect((await f.services.wallet.balance(m.c.userId)) - before).toBe(expected)
      const [after] = await db.select().from(memberships).where(eq(memberships.id, term!.id))
      expect(after).toMatchObject({
        state: 'cancelled',
        cancelReason: 'I bought the plan by mistake',
        refundPaise: expected,
        cancelledAt: clock,
      })
      const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'care_plan.cancel'))
      expect(audits.some((r) => r.targetUserId === m.c.userId)).toBe(true)
      // Once: a second cancel is a conflict, and the page shows the cancelled term.
      const again = await m.cancel(cancelBody(plan.name))
      expect(again.status).toBe(409)
      expect(again.body.message).toBe('Your Care Plan is already cancelled.')
      const page = SavingsAnswerSchema.parse((await m.get('savings')).body)
      expect(page.data.data.find((w) => w.type === 'membership_status')).toMatchObject({ state: 'cancelled' })
      expect(page.data.data.some((w) => w.type === 'cancel_membership')).toBe(false)
    } finally {
      clock = started
    }
  })

  test('a retry with the same Idempotency-Key gets the first answer', async () => {
    const m = await member('wallet')
    const k = { 'idempotency-key': 'cancel-plan-key-0001' }
    const first = await m.cancel(cancelBody(m.bought!.plan.name, 3), k)
    expect(first.status).toBe(200)
    const second = await m.cancel(cancelBody(m.bought!.plan.name, 3), k)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
  })

  test('a queued renewal is cancelled with the term, refunded whole', async () => {
    const m = await member('wallet')
    await buy(m.c, 'wallet')
    const terms = await db.select().from(memberships).where(eq(memberships.userId, m.c.userId)).orderBy(memberships.startsAt)
    expect(terms).toHaveLength(2)
    const saved = (await f.services.carePlan.savedBy(m.c.userId, terms[0]!.id)).total
    const first = cancellationRefund({
      fee: terms[0]!.feePaise,
      startsAt: terms[0]!.startsAt,
      endsAt: terms[0]!.endsAt,
      at: clock,
      saved,
    })
    const page = SavingsAnswerSchema.parse((await m.get('savings')).body)
    expect(page.data.data.find((w) => w.type === 'renew_info')).toMatchObject({ header: { text: 'Your renewal is booked' } })
    const res = await m.cancel(cancelBody(m.bought!.plan.name, 1))
    expect(res.status).toBe(200)
    expect(Math.round(res.body.data.refund * 100)).toBe(first + terms[1]!.feePaise)
    const after = await db.select().from(memberships).where(eq(memberships.userId, m.c.userId))
    expect(after.map((t) => t.state)).toEqual(['cancelled', 'cancelled'])
    expect(after.find((t) => t.id === terms[1]!.id)!.refundPaise).toBe(terms[1]!.feePaise as Paise)
  })

  test('a plan bought on cash on delivery, not delivered, is cancelled with its order; none at all is a 404', async () => {
    const m = await member('cod')
    const res = await m.cancel(cancelBody(m.bought!.plan.name))
    expect(res.status).toBe(409)
    expect(res.body.message).toContain(`cash-on-delivery order ${m.bought!.placed.number}`)
    const page = SavingsAnswerSchema.parse((await m.get('savings')).body)
    expect(page.data.data.find((w) => w.type === 'cod_benefit')).toMatchObject({ order_number: m.bought!.placed.number })
    const none = await member(null)
    expect((await none.cancel(cancelBody('Care Plan'))).status).toBe(404)
    expect((await f.json('/pwa-api/api/v4/subscriptions/cancel', { method: 'POST' })).status).toBe(401)
  })
})
