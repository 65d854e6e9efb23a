import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { OFFER_TEXTS } from '../../../core/partner-offers/rules.ts'
import {
  OfferClaimAnswerSchema,
  PartnerOfferDetailAnswerSchema,
  PartnerOffersListAnswerSchema,
  PartnershipReminderAnswerSchema,
} from '../../../contracts/partner-offers.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient } from '../../../tests/integration/browser-client.ts'
import { shop } from '../../../tests/integration/shop.ts'
import type { TestDatabase } from '../../../tests/setup/test-db.ts'
import type { Db } from '../../db/client.ts'
import { jobs, outboxMessages, users } from '../../db/schema.ts'
import { createLogger } from '../../lib/logger.ts'
import { createJobRunner, createJobsService } from '../jobs/index.ts'
import { createOutboxNotifier } from '../notify/index.ts'
import { createIdempotency } from '../platform/index.ts'
import { partnerOffersEraser } from './erasure.ts'
import { partnerOfferClaims, partnerOfferCodes, partnerOffers, partners } from './schema.ts'
import { createPartnerOffers, reminderKey } from './service.ts'

// Issue 27 §3 (decision 085): the offers list and detail in spec 2 §3's card shape; a code claimed once per person (a
// second claim shows the same code), never given twice, a pool that runs out a clear 409, proved with 200 people
// claiming 100 codes at once from two instances; notify me (spec 2 §7) sent once when the offer opens.

let clock = new Date('2026-11-30T12:00:00+05:30')
const DAY = 86_400_000
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const people = shop(() => f, { prefix: '72709', name: 'Offer Claimer' })
let serial = 0

/** A partner of this file with one offer and a pool of `codes` codes. */
async function anOffer(o: { from: number; to: number; codes: number; eligibility?: 'everyone' | 'members' | 'corporate' }) {
  const n = ++serial
  const [p] = await db
    .insert(partners)
    .values({
      slug: `t-partner-${n}-${Date.now()}`,
      name: `Test Partner ${n}`,
      about: 'A test partner.',
      logoUrl: '/images/partners/fitlife-gyms.svg',
      createdAt: clock,
    })
    .returning()
  const [offer] = await db
    .insert(partnerOffers)
    .values({
      partnerId: p!.id,
      title: `Test offer ${n}`,
      summary: 'For the tests.',
      kind: 'discount_code',
      eligibility: o.eligibility ?? 'everyone',
      startsAt: new Date(clock.getTime() + o.from * DAY),
      endsAt: new Date(clock.getTime() + o.to * DAY),
      terms: ['First paragraph.', 'Second paragraph.'],
      howToUse: 'Use it.',
      createdAt: clock,
    })
    .returning()
  if (o.codes) {
    await db
      .insert(partnerOfferCodes)
      .values(Array.from({ length: o.codes }, (_, i) => ({ offerId: offer!.id, code: `T${n}-${String(i).padStart(4, '0')}` })))
  }
  return { partnerId: p!.id, offerId: offer!.id }
}

async function browserOf(userId: number) {
  const session = await f.services.sessions.create(userId)
  const b = browserClient(f)
  b.jar.set('sid', session.token)
  b.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return b
}
let keys = 0
const key = () => `offer-claim-${++keys}-key`

describe('the list and the detail (spec 2 §3 cards)', () => {
  test('a guest sees live, upcoming and expired offers as cards, the notification card last', async () => {
    const live = await anOffer({ from: -1, to: 10, codes: 3 })
    const soon = await anOffer({ from: 3, to: 10, codes: 3 })
    const ended = await anOffer({ from: -10, to: -1, codes: 3 })
    const res = await f.json('/pwa-api/api/v4/partner-offers')
    expect(res.status).toBe(200)
    const cards = PartnerOffersListAnswerSchema.parse(res.body).data.cards
    const mine = (id: number) => cards.find((c) => c.partnership_id === id)!
    expect(mine(live.offerId)).toMatchObject({ type: 'offer', isExpired: false, cta: { label: 'Get code', action: 'link' } })
    expect(mine(soon.offerId)).toMatchObject({
      isExpired: false,
      cta: { label: 'Notify me', action: 'notify_me', function_map: 'partnership_reminder_set' },
    })
    expect(mine(ended.offerId)).toMatchObject({ isExpired: true, disabled: true, cta: { label: 'Offer ended', disabled: true } })
    expect(cards.at(-1)!.type).toBe('more_offers')
    expect(cards.indexOf(mine(live.offerId))).toBeLessThan(cards.indexOf(mine(soon.offerId)))
    expect(cards.indexOf(mine(soon.offerId))).toBeLessThan(cards.indexOf(mine(ended.offerId)))
  })

  test('the detail has the terms; a partner that is not the offer’s, or a bad id, is refused', async () => {
    const o = await anOffer({ from: -1, to: 10, codes: 2 })
    const res = await f.json(`/pwa-api/api/v4/partner-offers/${o.partnerId}/${o.offerId}`)
    expect(res.status).toBe(200)
    const d = PartnerOfferDetailAnswerSchema.parse(res.body).data
    expect(d.offer).toMatchObject({
      terms: ['First paragraph.', 'Second paragraph.'],
      phase: 'live',
      codes_left: 2,
      sample: false,
    })
    expect(d.claimed).toBeNull()
    const other = await f.json(`/pwa-api/api/v4/partner-offers/${o.partnerId + 1000}/${o.offerId}`)
    expect([other.status, other.body.message]).toEqual([404, OFFER_TEXTS.notFound])
    expect((await f.json(`/pwa-api/api/v4/partner-offers/x/${o.offerId}`)).status).toBe(400)
  })
})

describe('claiming a code', () => {
  test('a guest is asked to log in; a claim without an Idempotency-Key is refused', async () => {
    const o = await anOffer({ from: -1, to: 10, codes: 2 })
    const guest = await browserClient(f).start()
    const res = await guest.post(`/pwa-api/api/v4/partner-offers/${o.offerId}/claim`, {}, { 'idempotency-key': key() })
    expect([res.status, res.body.message]).toEqual([401, 'Please log in to claim this offer'])
    const c = await people.customer()
    const b = await browserOf(c.userId)
    expect((await b.post(`/pwa-api/api/v4/partner-offers/${o.offerId}/claim`, {})).status).toBe(400)
  })

  test('the code is revealed once per person: claimed again (another key) it is the same code; the same key replays', async () => {
    const o = await anOffer({ from: -1, to: 10, codes: 5 })
    const c = await people.customer()
    const b = await browserOf(c.userId)
    const k = key()
    const first = await b.post(`/pwa-api/api/v4/partner-offers/${o.offerId}/claim`, {}, { 'idempotency-key': k })
    expect(first.status).toBe(201)
    const claimed = OfferClaimAnswerSchema.parse(first.body).data
    expect(claimed.first_claim).toBe(true)
    const replay = await b.post(`/pwa-api/api/v4/partner-offers/${o.offerId}/claim`, {}, { 'idempotency-key': k })
    expect([replay.status, replay.body.data]).toEqual([201, claimed])
    const again = await b.post(`/pwa-api/api/v4/partner-offers/${o.offerId}/claim`, {}, { 'idempotency-key': key() })
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ code: claimed.code, first_claim: false })
    const detail = await b.get(`/pwa-api/api/v4/partner-offers/${o.partnerId}/${o.offerId}`)
    expect(detail.body.data.claimed).toEqual({ code: claimed.code, claimed_at: claimed.claimed_at })
    expect(detail.body.data.card.cta.label).toBe('View your code')
    expect(await db.select().from(partnerOfferClaims).where(eq(partnerOfferClaims.offerId, o.offerId))).toHaveLength(1)
  })

  test.each<[string, { from: number; to: number; eligibility?: 'members' | 'corporate' }, number, string]>([
    ['not yet live', { from: 2, to: 10 }, 409, OFFER_TEXTS.notLive],
    ['ended', { from: -10, to: -1 }, 409, OFFER_TEXTS.expired],
    ['for members, by someone who is not one', { from: -1, to: 10, eligibility: 'members' }, 403, OFFER_TEXTS.members],
    [
      'for corporate employees, by someone who is not one',
      { from: -1, to: 10, eligibility: 'corporate' },
      403,
      OFFER_TEXTS.corporate,
    ],
  ])('refused: %s', async (_, window, status, message) => {
    const o = await anOffer({ ...window, codes: 2 })
    const c = await people.customer()
    const b = await browserOf(c.userId)
    const res = await b.post(`/pwa-api/api/v4/partner-offers/${o.offerId}/claim`, {}, { 'idempotency-key': key() })
    expect([res.status, res.body.message]).toEqual([status, message])
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerOfferCodes)
      .where(sql`${partnerOfferCodes.offerId} = ${o.offerId} and ${partnerOfferCodes.claimedAt} is null`)
    expect(left!.n).toBe(2)
  })

  test('a pool that runs out answers a clear 409', async () => {
    const o = await anOffer({ from: -1, to: 10, codes: 1 })
    const [a, b] = [await people.customer(), await people.customer()]
    expect((await f.services.partnerOffers.claim(a.userId, o.offerId, key())).status).toBe(201)
    const res = await (
      await browserOf(b.userId)
    ).post(`/pwa-api/api/v4/partner-offers/${o.offerId}/claim`, {}, { 'idempotency-key': key() })
    expect([res.status, res.body.message]).toEqual([409, 'All codes of this offer have been claimed'])
    const list = await (await browserOf(b.userId)).get('/pwa-api/api/v4/partner-offers')
    const card = list.body.data.cards.find((x: { partnership_id: number }) => x.partnership_id === o.offerId)
    expect(card).toMatchObject({ disabled: true, cta: { label: 'All codes claimed' } })
  })

  test('200 people claiming from a pool of 100 at once, on two instances: exactly 100 claims, no code twice', async () => {
    const o = await anOffer({ from: -1, to: 10, codes: 100 })
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          name: 'Racer',
          phone: `72719${String(i).padStart(5, '0')}`,
          phoneVerified: true,
        })),
      )
      .returning({ id: users.id })
    const other = await (f.database as TestDatabase).openAnother()
    try {
      const second = createPartnerOffers(other.db, {
        now: () => clock,
        idempotency: createIdempotency(other.db, () => clock),
        jobs: createJobsService(other.db, () => clock),
        notifier: createOutboxNotifier(other.db, () => {}),
        audienceOf: async () => ({ member: false, corporate: false }),
      })
      const results = await Promise.allSettled(
        made.map((u, i) => (i % 2 ? second : f.services.partnerOffers).claim(u.id, o.offerId, `race-${u.id}-key`)),
      )
      const won = results.filter((r) => r.status === 'fulfilled')
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      expect(won).toHaveLength(100)
      expect(lost).toHaveLength(100)
      expect(new Set(lost.map((r) => `${r.reason.status} ${r.reason.message}`))).toEqual(
        new Set(['409 All codes of this offer have been claimed']),
      )
      const codes = won.map((r) => (r as PromiseFulfilledResult<{ body: { code: string } }>).value.body.code)
      expect(new Set(codes).size).toBe(100)
      const claims = await db.select().from(partnerOfferClaims).where(eq(partnerOfferClaims.offerId, o.offerId))
      expect(claims).toHaveLength(100)
      expect(new Set(claims.map((c) => c.codeId)).size).toBe(100)
      expect(new Set(claims.map((c) => c.userId)).size).toBe(100)
      const [free] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(partnerOfferCodes)
        .where(sql`${partnerOfferCodes.offerId} = ${o.offerId} and ${partnerOfferCodes.claimedAt} is null`)
      expect(free!.n).toBe(0)
    } finally {
      await other.close()
    }
  })

  test('erasing the account removes its claims; the code stays taken', async () => {
    const o = await anOffer({ from: -1, to: 10, codes: 2 })
    const c = await people.customer()
    await f.services.partnerOffers.claim(c.userId, o.offerId, key())
    await db.transaction((tx) => partnerOffersEraser.erase(tx, { userId: c.userId, now: clock } as never, {} as never))
    expect(await db.select().from(partnerOfferClaims).where(eq(partnerOfferClaims.userId, c.userId))).toEqual([])
    const taken = await db.select().from(partnerOfferCodes).where(eq(partnerOfferCodes.offerId, o.offerId))
    expect(taken.filter((t) => t.claimedAt !== null)).toHaveLength(1)
  })
})

describe('notify me (PUT /api/v4/partnerships/partnership_reminder_set)', () => {
  const PATH = '/pwa-api/api/v4/partnerships/partnership_reminder_set'
  const put = (b: Awaited<ReturnType<typeof browserOf>>, body: unknown) => b.call('PUT', PATH, body)

  test('a guest is asked to log in; a live or ended offer, or a bad body, is refused', async () => {
    const live = await anOffer({ from: -1, to: 10, codes: 1 })
    const ended = await anOffer({ from: -10, to: -1, codes: 1 })
    const guest = await browserClient(f).start()
    const g = await guest.call('PUT', PATH, { partnership_id: live.offerId })
    expect([g.status, g.body.message]).toEqual([401, 'Please log in to set a reminder'])
    const b = await browserOf((await people.customer()).userId)
    expect((await put(b, { partnership_id: live.offerId })).body.message).toBe(OFFER_TEXTS.remindLive)
    expect((await put(b, { partnership_id: ended.offerId })).status).toBe(409)
    expect((await put(b, { partnership_id: 'abc' })).status).toBe(400)
    expect((await put(b, {})).status).toBe(400)
    expect((await put(b, { partnership_id: 999_999 })).status).toBe(404)
  })

  test('set twice is one reminder; two instances at the opening send one SMS; the card shows it set', async () => {
    const o = await anOffer({ from: 2, to: 10, codes: 3 })
    const c = await people.customer()
    const b = await browserOf(c.userId)
    const first = await put(b, { partnership_id: o.offerId })
    expect(first.status).toBe(200)
    const set = PartnershipReminderAnswerSchema.parse(first.body).data
    expect(set.remind_at).toBe(new Date(clock.getTime() + 2 * DAY).toISOString())
    await put(b, { partnership_id: o.offerId })
    expect(
      await db
        .select()
        .from(jobs)
        .where(eq(jobs.key, reminderKey(o.offerId, c.userId))),
    ).toHaveLength(1)
    const list = await b.get('/pwa-api/api/v4/partner-offers')
    const card = list.body.data.cards.find((x: { partnership_id: number }) => x.partnership_id === o.offerId)
    expect(card.cta).toMatchObject({ label: 'Reminder set', disabled: true, notification_set_label: 'Reminder set' })

    const other = await (f.database as TestDatabase).openAnother()
    const before = clock
    try {
      const runner = (q: Db) =>
        createJobRunner(q, { now: () => clock, logger: createLogger('silent'), handlers: f.services.partnerOffers.handlers })
      clock = new Date(before.getTime() + DAY) // not yet
      await runner(db).runDue()
      const sms = () =>
        db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.to, `+91${c.phone}`))
      expect(await sms()).toEqual([])
      clock = new Date(before.getTime() + 2 * DAY + 60_000)
      await Promise.all([runner(db).runDue(), runner(other.db).runDue(), runner(db).runDue()])
      const texts = (await sms()).map((m) => m.text)
      expect(texts).toHaveLength(1)
      expect(texts[0]).toMatch(
        new RegExp(
          `^Test Partner \\d+: Test offer \\d+ is now live on MedWise, till .+ Claim it at /offer-detail/${o.partnerId}/${o.offerId}$`,
        ),
      )
    } finally {
      clock = before
      await other.close()
    }
  })
})

describe('the care plan’s partnership_offers widget', () => {
  test('member cards: live and upcoming offers for members, without corporate or ended ones', async () => {
    await anOffer({ from: -1, to: 400, codes: 2 })
    const corporate = await anOffer({ from: -1, to: 400, codes: 2, eligibility: 'corporate' })
    const cards = await f.services.partnerOffers.memberCards()
    expect(cards.length).toBeLessThanOrEqual(3)
    expect(cards.every((c) => c.type === 'offer' && !c.isExpired)).toBe(true)
    expect(cards.map((c) => c.partnership_id)).not.toContain(corporate.offerId)
  })
})
