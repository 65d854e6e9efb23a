import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop, type Shopper } from '../../../tests/integration/shop.ts'
import type { TestDatabase } from '../../../tests/setup/test-db.ts'
import type { Db } from '../../db/client.ts'
import { jobs, memberSales, memberships, outboxMessages } from '../../db/schema.ts'
import { createLogger } from '../../lib/logger.ts'
import { createJobRunner } from '../jobs/index.ts'
import { RENEWAL_REMINDER, renewalKey } from './reminders.ts'

// Issue 23 §4: renewal reminders 7 days and 1 day before a term ends, enqueued with the move that makes it active and
// cancelled with the one that ends it, sent once across two instances; the early-sale remind-me (GET set_reminder).

let clock = new Date('2026-11-29T10:00:00+05:30')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill } = shop(() => f, { prefix: '71240', name: 'Reminded Member' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
let keys = 0
const key = () => `reminder-key-${++keys}-0000`
const DAY = 86_400_000

async function buyPlan(c: Shopper, payment: 'wallet' | 'online') {
  const plans = await f.services.carePlan.plans()
  const plan = plans[0]!
  if (payment === 'wallet') {
    await f.services.wallet.credit(db, c.userId, paise(500_000), {
      kind: 'recharge',
      reference: `r:${c.userId}:${keys}`,
      note: 't',
    })
  }
  await fill(c, [[catalog.otc(0), 1]])
  await f.services.cartDetails.setCarePlan(c.owner, plan.id)
  const { bill } = await f.services.cartDetails.read(c.owner, { city: c.city, checkStock: true })
  const placed = await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment, useWallet: payment === 'wallet', expectedTotal: bill.payable },
    key(),
  )
  const [term] = await db.select().from(memberships).where(eq(memberships.orderId, placed.body.orderId))
  return { placed: placed.body, term: term! }
}

const smsTo = (phone: string) =>
  db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, `+91${phone}`))
const runner = (q: Db) =>
  createJobRunner(q, { now: () => clock, logger: createLogger('silent'), handlers: f.services.carePlanReminders.handlers })

describe('renewal reminders', () => {
  test('a paid term has its two reminders; two instances racing send each once, at its time', async () => {
    const c = await customer()
    const { term } = await buyPlan(c, 'wallet')
    const queued = await db
      .select()
      .from(jobs)
      .where(like(jobs.key, `care_plan.renewal:${term.id}:%`))
      .orderBy(jobs.runAt)
    expect(queued.map((j) => [j.kind, j.key, j.runAt.getTime()])).toEqual([
      [RENEWAL_REMINDER, renewalKey(term, 7), term.endsAt.getTime() - 7 * DAY],
      [RENEWAL_REMINDER, renewalKey(term, 1), term.endsAt.getTime() - DAY],
    ])
    const other = await (f.database as TestDatabase).openAnother()
    const before = clock
    try {
      const [a, b] = [runner(db), runner(other.db)]
      clock = new Date(term.endsAt.getTime() - 7 * DAY + 60_000)
      await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()])
      let texts = (await smsTo(c.phone)).map((m) => m.text)
      expect(texts.filter((t) => t.includes('ends in 7 days'))).toHaveLength(1)
      expect(texts.filter((t) => t.includes('ends tomorrow'))).toHaveLength(0)
      clock = new Date(term.endsAt.getTime() - DAY + 60_000)
      await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()])
      texts = (await smsTo(c.phone)).map((m) => m.text)
      expect(texts.filter((t) => t.includes('ends in 7 days'))).toHaveLength(1)
      expect(texts.filter((t) => t.startsWith(`Your MedWise ${term.planName} ends tomorrow, on `))).toHaveLength(1)
    } finally {
      clock = before
      await other.close()
    }
  })

  test('a term renewed meanwhile is not reminded; a term voided has its reminders cancelled', async () => {
    const c = await customer()
    const { term } = await buyPlan(c, 'wallet')
    await buyPlan(c, 'wallet') // the renewal, starting where the term ends
    const before = clock
    try {
      clock = new Date(term.endsAt.getTime() - 7 * DAY + 60_000)
      await runner(db).runDue()
      expect((await smsTo(c.phone)).filter((m) => m.text.includes(' ends '))).toEqual([])
      const [job] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.key, renewalKey(term, 7)))
      expect(job!.status).toBe('done')
    } finally {
      clock = before
    }

    const d = await customer()
    const online = await buyPlan(d, 'online')
    expect(
      await db
        .select()
        .from(jobs)
        .where(like(jobs.key, `care_plan.renewal:${online.term.id}:%`)),
    ).toHaveLength(0)
    await f.services.orders.move(online.placed.orderId, 'paid', 'gateway')
    const [paid] = await db.select().from(memberships).where(eq(memberships.id, online.term.id))
    expect(
      await db
        .select()
        .from(jobs)
        .where(like(jobs.key, `care_plan.renewal:${paid!.id}:%`)),
    ).toHaveLength(2)
    await f.services.orders.cancel(d.userId, online.placed.number, 'Changed my mind')
    const statuses = (
      await db
        .select()
        .from(jobs)
        .where(like(jobs.key, `care_plan.renewal:${paid!.id}:%`))
    ).map((j) => j.status)
    expect(statuses).toEqual(['cancelled', 'cancelled'])
  })
})

describe('GET /pwa-api/api/v4/set_reminder (the early-sale remind-me)', () => {
  test('a guest is asked to log in; with no sale coming the page is told so', async () => {
    const guest = await f.json('/pwa-api/api/v4/set_reminder', { headers: { cookie: `VISITOR-ID=${'g'.repeat(32)}` } })
    expect(guest.status).toBe(401)
    expect(guest.body.message).toBe('Please log in to set a reminder')
    await db.delete(memberSales)
    const c = await customer()
    await expect(f.services.carePlanReminders.setSaleReminder(c.userId)).rejects.toMatchObject({
      status: 404,
      message: 'There is no member sale coming up right now. We will show it here when there is.',
    })
  })

  test('set twice is one reminder, sent an hour before members may shop', async () => {
    await db.delete(memberSales)
    const membersFrom = new Date(clock.getTime() + 3 * DAY)
    await db.insert(memberSales).values({
      name: 'Test Member Sale',
      membersFrom,
      startsAt: new Date(membersFrom.getTime() + DAY),
      endsAt: new Date(membersFrom.getTime() + 2 * DAY),
    })
    const c = await customer()
    const first = await f.services.carePlanReminders.setSaleReminder(c.userId)
    const again = await f.services.carePlanReminders.setSaleReminder(c.userId)
    expect(first).toEqual(again)
    expect(first.remindAt.getTime()).toBe(membersFrom.getTime() - 3_600_000)
    expect(
      await db
        .select()
        .from(jobs)
        .where(like(jobs.key, `care_plan.sale:user:${c.userId}:%`)),
    ).toHaveLength(1)
    const before = clock
    try {
      clock = new Date(first.remindAt.getTime() + 1000)
      await Promise.all([runner(db).runDue(), runner(db).runDue()])
      const texts = (await smsTo(c.phone)).map((m) => m.text)
      expect(texts).toHaveLength(1)
      expect(texts[0]).toMatch(/^Test Member Sale: Care Plan members shop early from \d+ \w+ 2026\./)
    } finally {
      clock = before
    }
  })
})
