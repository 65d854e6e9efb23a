import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  type Audience,
  claimRefusal,
  GUEST,
  lastLiveDay,
  memberOfferCards,
  OFFER_TEXTS,
  type OfferCard,
  type OfferEligibility,
  type OfferFacts,
  type OfferKind,
  offerCard,
  offerList,
  offerPath,
  phaseOf,
  reminderRefusal,
  validityText,
} from '../../../core/partner-offers/rules.ts'
import type { OfferClaim, PartnerOfferDetail, PartnershipReminder } from '../../../contracts/partner-offers.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { users } from '../auth/index.ts'
import type { JobHandlers, JobsService } from '../jobs/index.ts'
import type { Notifier } from '../notify/index.ts'
import type { Idempotency } from '../platform/index.ts'
import { partnerOfferClaims, partnerOfferCodes, partnerOffers, partners } from './schema.ts'

// Partner offers (issue 27 §3; decision 085). Claiming reveals a code once per person: the person's claim and the code
// it takes are written in one transaction that picks the first free code with FOR UPDATE SKIP LOCKED, so concurrent
// claims each take another code and none waits for another's; a person's own claims are serialised by an advisory
// lock, so a double tap is one claim. 'Notify me' is a durable job (decision 053) named by the offer and the person,
// sent once when the offer opens. Codes are not secrets, but they never go to the log.

export const PARTNER_OFFER_REMINDER = 'partner_offers.reminder'
export const reminderKey = (offerId: number, userId: number) => `partner_offers.reminder:offer:${offerId}:user:${userId}`
/** The advisory lock class of a person's claims (pg_advisory_xact_lock(class, user id)). */
const CLAIM_LOCK = 8527

export interface PartnerOffersDeps {
  now: Clock
  idempotency: Pick<Idempotency, 'run'>
  jobs: Pick<JobsService, 'enqueue' | 'find'>
  notifier: Notifier
  /** Whether the account is a Care Plan member (benefits applying now) and a covered corporate employee. */
  audienceOf: (userId: number) => Promise<Omit<Audience, 'signedIn'>>
}

export const ELIGIBILITY_TEXT: Record<OfferEligibility, string> = {
  everyone: 'Everyone with a MedWise account',
  members: 'Care Plan members',
  corporate: 'Employees of our corporate partners',
}

type OfferRow = typeof partnerOffers.$inferSelect
type PartnerRow = typeof partners.$inferSelect

export function createPartnerOffers(db: Db, deps: PartnerOffersDeps) {
  const { now } = deps

  async function audience(userId: number | null): Promise<Audience> {
    if (userId === null) return GUEST
    return { signedIn: true, ...(await deps.audienceOf(userId)) }
  }

  /** Free codes per offer (the offers asked, or all). */
  async function codesLeft(offerIds?: readonly number[]): Promise<Map<number, number>> {
    if (offerIds && !offerIds.length) return new Map()
    const rows = await db
      .select({ offerId: partnerOfferCodes.offerId, n: sql<number>`count(*)::int` })
      .from(partnerOfferCodes)
      .where(and(isNull(partnerOfferCodes.claimedAt), offerIds ? inArray(partnerOfferCodes.offerId, [...offerIds]) : undefined))
      .groupBy(partnerOfferCodes.offerId)
    return new Map(rows.map((r) => [r.offerId, r.n]))
  }

  const factsOf = (o: OfferRow, p: PartnerRow, left: number): OfferFacts => ({
    id: o.id,
    partnerId: p.id,
    partnerName: p.name,
    partnerLogoUrl: p.logoUrl,
    title: o.title,
    summary: o.summary,
    kind: o.kind as OfferKind,
    eligibility: o.eligibility as OfferEligibility,
    startsAt: o.startsAt,
    endsAt: o.endsAt,
    codesLeft: left,
  })

  async function allFacts(): Promise<OfferFacts[]> {
    const rows = await db
      .select({ o: partnerOffers, p: partners })
      .from(partnerOffers)
      .innerJoin(partners, eq(partners.id, partnerOffers.partnerId))
      .orderBy(asc(partnerOffers.id))
    const left = await codesLeft()
    return rows.map((r) => factsOf(r.o, r.p, left.get(r.o.id) ?? 0))
  }

  async function offerRow(offerId: number, q: Db = db) {
    const [row] = await q
      .select({ o: partnerOffers, p: partners })
      .from(partnerOffers)
      .innerJoin(partners, eq(partners.id, partnerOffers.partnerId))
      .where(eq(partnerOffers.id, offerId))
    if (!row) throw AppError.notFound(OFFER_TEXTS.notFound, 'offer_not_found')
    return row
  }

  async function claimOf(userId: number, offerId: number, q: Db = db) {
    const [row] = await q
      .select({ code: partnerOfferCodes.code, claimedAt: partnerOfferClaims.claimedAt })
      .from(partnerOfferClaims)
      .innerJoin(partnerOfferCodes, eq(partnerOfferCodes.id, partnerOfferClaims.codeId))
      .where(and(eq(partnerOfferClaims.userId, userId), eq(partnerOfferClaims.offerId, offerId)))
    return row ?? null
  }

  async function remindedOf(userId: number, offerIds: readonly number[]): Promise<Set<number>> {
    const found = await Promise.all(
      offerIds.map(async (id) => {
        const job = await deps.jobs.find(reminderKey(id, userId))
        return job && job.status !== 'cancelled' ? id : null
      }),
    )
    return new Set(found.filter((id) => id !== null))
  }

  /** The offers list (spec 2 §3 cards): the person's claims and reminders shown on their cards. */
  async function list(userId: number | null): Promise<OfferCard[]> {
    const at = now()
    const facts = await allFacts()
    const who = await audience(userId)
    let claimed = new Set<number>()
    let reminded = new Set<number>()
    if (userId !== null) {
      const rows = await db
        .select({ offerId: partnerOfferClaims.offerId })
        .from(partnerOfferClaims)
        .where(eq(partnerOfferClaims.userId, userId))
      claimed = new Set(rows.map((r) => r.offerId))
      reminded = await remindedOf(
        userId,
        facts.filter((f) => phaseOf(f, at) === 'upcoming').map((f) => f.id),
      )
    }
    return offerList(facts, { at, audience: who, claimed, reminded })
  }

  /** The savings page's partnership offers: live and upcoming offers for members. */
  async function memberCards(): Promise<OfferCard[]> {
    return memberOfferCards(await allFacts(), now())
  }

  /** An offer's detail page; a partner id that is not the offer's is not found. */
  async function detail(partnerId: number, offerId: number, userId: number | null): Promise<PartnerOfferDetail> {
    const at = now()
    const { o, p } = await offerRow(offerId)
    if (p.id !== partnerId) throw AppError.notFound(OFFER_TEXTS.notFound, 'offer_not_found')
    const left = (await codesLeft([o.id])).get(o.id) ?? 0
    const facts = factsOf(o, p, left)
    const who = await audience(userId)
    const claim = userId === null ? null : await claimOf(userId, o.id)
    const reminded = userId === null ? false : (await remindedOf(userId, [o.id])).has(o.id)
    const phase = phaseOf(facts, at)
    const refusal =
      claim || userId === null ? null : (claimRefusal(facts, who, at)?.message ?? (left <= 0 ? OFFER_TEXTS.soldOut : null))
    return {
      card: offerCard(facts, { at, audience: who, claimed: claim !== null, reminded }),
      partner: { id: p.id, name: p.name, about: p.about, website: p.website },
      offer: {
        id: o.id,
        title: o.title,
        summary: o.summary,
        kind: facts.kind,
        eligibility: facts.eligibility,
        eligibility_text: ELIGIBILITY_TEXT[facts.eligibility],
        phase,
        starts_at: o.startsAt.toISOString(),
        ends_at: o.endsAt.toISOString(),
        validity_text: validityText(facts, at),
        terms: o.terms,
        how_to_use: o.howToUse,
        sample: o.sample,
        codes_left: left,
      },
      claimed: claim ? { code: claim.code, claimed_at: claim.claimedAt.toISOString() } : null,
      reminded,
      refusal,
    }
  }

  /**
   * Claims a code of the offer for the person: their earlier code when they have one (first_claim false), else the
   * first free code of the pool, or a 409 when none is left. One transaction; retried with the same Idempotency-Key it
   * answers the same.
   */
  async function claim(userId: number, offerId: number, key: string): Promise<{ status: number; body: OfferClaim }> {
    const who = await audience(userId)
    const answer = await deps.idempotency.run<OfferClaim>(
      { key, owner: `user:${userId}`, scope: 'partner_offers.claim', payload: { offerId } },
      (keep) =>
        db.transaction(async (tx) => {
          const at = now()
          await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK}, ${userId})`)
          const { o, p } = await offerRow(offerId, tx)
          const before = await claimOf(userId, o.id, tx)
          if (before) {
            const body = {
              partnership_id: o.id,
              code: before.code,
              claimed_at: before.claimedAt.toISOString(),
              first_claim: false,
            }
            await keep(tx, { status: 200, body })
            return { status: 200, body }
          }
          const refusal = claimRefusal(factsOf(o, p, 1), who, at)
          if (refusal) throw new AppError({ status: refusal.status, code: refusal.code, message: refusal.message })
          const picked = await tx.execute(sql`
            update ${partnerOfferCodes} set claimed_at = ${at.toISOString()}::timestamptz
            where id = (
              select id from ${partnerOfferCodes}
              where offer_id = ${o.id} and claimed_at is null
              order by id limit 1 for update skip locked
            )
            returning id, code`)
          const code = (picked as unknown as { rows: Array<{ id: number; code: string }> }).rows[0]
          if (!code) throw AppError.conflict(OFFER_TEXTS.soldOut, undefined, 'codes_exhausted')
          await tx.insert(partnerOfferClaims).values({ offerId: o.id, userId, codeId: code.id, claimedAt: at })
          const body = { partnership_id: o.id, code: code.code, claimed_at: at.toISOString(), first_claim: true }
          await keep(tx, { status: 201, body })
          return { status: 201, body }
        }),
    )
    return { status: answer.status, body: answer.body }
  }

  /**
   * spec 2 §7 `PUT api/v4/partnerships/partnership_reminder_set` (notify me): an SMS when the offer opens. Set again it
   * is the same reminder (one job, named by the offer and the person).
   */
  async function setReminder(userId: number, offerId: number): Promise<PartnershipReminder> {
    const { o } = await offerRow(offerId)
    const refusal = reminderRefusal(o, true, now())
    if (refusal) throw new AppError({ status: refusal.status, code: refusal.code, message: refusal.message })
    await db.transaction((tx) =>
      deps.jobs.enqueue(tx, {
        kind: PARTNER_OFFER_REMINDER,
        key: reminderKey(o.id, userId),
        runAt: o.startsAt,
        payload: { offerId: o.id, userId },
      }),
    )
    return { partnership_id: o.id, remind_at: o.startsAt.toISOString(), message: OFFER_TEXTS.reminderSet }
  }

  const handlers: JobHandlers = {
    /** Notify me: sent when the offer opens; nothing when it is not live then (ended, or its start moved) or the account is gone. */
    async [PARTNER_OFFER_REMINDER](payload) {
      const offerId = Number(payload.offerId)
      const userId = Number(payload.userId)
      const [row] = await db
        .select({ o: partnerOffers, p: partners })
        .from(partnerOffers)
        .innerJoin(partners, eq(partners.id, partnerOffers.partnerId))
        .where(eq(partnerOffers.id, offerId))
      const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
      if (!row || !u?.phone || phaseOf(row.o, now()) !== 'live') return
      await deps.notifier.send({
        channel: 'sms',
        to: `+91${u.phone}`,
        text: `${row.p.name}: ${row.o.title} is now live on MedWise, till ${lastLiveDay(row.o.endsAt)}. Claim it at ${offerPath(row.p.id, row.o.id)}`,
      })
    },
  }

  return { list, memberCards, detail, claim, setReminder, handlers }
}
export type PartnerOffers = ReturnType<typeof createPartnerOffers>
