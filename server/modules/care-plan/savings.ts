import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { cancellationRefund } from '../../../core/care-plan/benefits.ts'
import { CANCEL_TEXTS, type CancelReason } from '../../../core/care-plan/cancellation.ts'
import { memberState, type StoredState } from '../../../core/care-plan/membership.ts'
import { cheapestPlan, type SavingKind } from '../../../core/care-plan/plans.ts'
import { RENEW_AFTER_END_DAYS } from '../../../core/care-plan/shell.ts'
import {
  buildDetailedSavings,
  buildSavingsPage,
  successfulCancellation,
  type SavingsPageInput,
} from '../../../core/care-plan/savings-page.ts'
import { formatPaise, paise, sumPaise, toRupees, type Paise } from '../../../core/money.ts'
import type { OfferCard } from '../../../core/partner-offers/rules.ts'
import type { CancelledMembership, DetailedSavings, SavingsPage } from '../../../contracts/care-plan.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { OrderService } from '../orders/index.ts'
import { appendAudit, type Idempotency } from '../platform/index.ts'
import { carePlanSavings, memberships } from './schema.ts'
import { moveTerm, type CarePlanService } from './service.ts'
import { cancelRenewalReminders, type CarePlanReminders } from './reminders.ts'
import type { JobsService } from '../jobs/index.ts'

// The member's savings page and cancellation (spec 2 §2–§8; decision 054 and its addendum): the page's view of the
// account (two statements: its terms, its savings by term and benefit), the breakdown of the recorded rows, and
// cancelling: the account's running term and a renewal queued after it, each refunded by the rule
// (`cancellationRefund`) on the order that sold it, the way that order was paid, in one transaction with the audit
// row; the gateway is called after the commit.

/** spec 2 §8: the savings page of an account that holds no term. */
export const INVALID_REQUEST = 'Invalid request'
const DAY = 86_400_000
/** The breakdown lists the newest rows; the sums count them all. */
const BREAKDOWN_ROWS = 200

export interface SavingsDeps {
  now: Clock
  carePlan: CarePlanService
  orders: Pick<OrderService, 'lockOrder' | 'refundPart'>
  idempotency: Idempotency
  /** The early-sale card's sale, and whether the account asked to be reminded (reminders.ts). */
  sales?: Pick<CarePlanReminders, 'saleFor'>
  /** issue 27 §3: the partner offers open to members, for the partnership_offers widget (partner-offers module). */
  offers?: { memberCards(): Promise<OfferCard[]> }
  /** Durable jobs (decision 053): a cancelled term's renewal reminders are cancelled with it. */
  jobs?: Pick<JobsService, 'cancel'>
  /** Sends the refunds a cancellation wrote to the gateway (payments module); the sweep retries a failure. */
  processRefunds?: (orderId: number) => Promise<void>
  logger: Pick<Logger, 'error'>
}

type TermRow = typeof memberships.$inferSelect

export function createCarePlanSavings(db: Db, deps: SavingsDeps) {
  const { now, carePlan } = deps

  /** The account's terms worth showing (not void), latest first. */
  const termsOf = (q: Db, userId: number) =>
    q
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), inArray(memberships.state, ['pending_payment', 'active', 'cancelled'])))
      .orderBy(desc(memberships.endsAt), desc(memberships.id))
      .limit(6)

  /**
   * The term the page is about: the one running, else a paid one not begun, else one awaiting payment, else the
   * latest that ended or was cancelled within 90 days (as the header's 'RENEW NOW', core/care-plan/shell.ts); with
   * the paid term queued after it. Null: the account holds none (the page's 400).
   */
  function pick(rows: TermRow[], at: Date): { term: TermRow; renewal: TermRow | null } | null {
    const t = at.getTime()
    const paid = rows.filter((r) => r.state === 'active')
    const running = paid.filter((r) => r.startsAt.getTime() <= t && t < r.endsAt.getTime()).at(-1)
    const queuedAfter = (term: TermRow) =>
      paid.filter((r) => r.id !== term.id && r.startsAt.getTime() >= term.endsAt.getTime()).at(-1) ?? null
    if (running) return { term: running, renewal: queuedAfter(running) }
    const notBegun = paid.filter((r) => r.startsAt.getTime() > t).at(-1)
    if (notBegun) return { term: notBegun, renewal: queuedAfter(notBegun) }
    const pending = rows.find((r) => r.state === 'pending_payment')
    if (pending) return { term: pending, renewal: null }
    const recent = rows.find((r) => {
      const ended = r.state === 'cancelled' ? (r.cancelledAt ?? r.updatedAt) : r.endsAt
      return t - ended.getTime() <= RENEW_AFTER_END_DAYS * DAY
    })
    return recent ? { term: recent, renewal: null } : null
  }

  /** The savings page's view of an account, or null when it holds no term (two statements, and the plans cached). */
  async function pageView(userId: number): Promise<SavingsPageInput | null> {
    const at = now()
    const [rows, sums] = await Promise.all([
      termsOf(db, userId),
      db
        .select({
          membershipId: carePlanSavings.membershipId,
          benefit: carePlanSavings.benefit,
          sum: sql<string>`sum(${carePlanSavings.amountPaise})`,
        })
        .from(carePlanSavings)
        .where(and(eq(carePlanSavings.userId, userId), sql`${carePlanSavings.voidedAt} is null`))
        .groupBy(carePlanSavings.membershipId, carePlanSavings.benefit),
    ])
    const chosen = pick(rows, at)
    if (!chosen) return null
    const { term, renewal } = chosen
    const byBenefit: Partial<Record<SavingKind, Paise>> = {}
    const byTerm = new Map<number, number>()
    for (const s of sums) {
      const n = Number(s.sum)
      byBenefit[s.benefit as SavingKind] = paise((byBenefit[s.benefit as SavingKind] ?? 0) + n)
      byTerm.set(s.membershipId, (byTerm.get(s.membershipId) ?? 0) + n)
    }
    const [plans, sale, partnerOffers, consultations] = await Promise.all([
      carePlan.plans(),
      deps.sales?.saleFor(userId, at) ?? null,
      deps.offers?.memberCards() ?? [],
      // issue 24 §3: the term's free consultations (their savings rows), newest first.
      db
        .select({ label: carePlanSavings.label, at: carePlanSavings.at, amountPaise: carePlanSavings.amountPaise })
        .from(carePlanSavings)
        .where(
          and(
            eq(carePlanSavings.membershipId, term.id),
            eq(carePlanSavings.benefit, 'free_consultation'),
            sql`${carePlanSavings.voidedAt} is null`,
          ),
        )
        .orderBy(sql`${carePlanSavings.at} desc`),
    ])
    const renewPlan = plans.find((p) => p.id === term.planId) ?? cheapestPlan(plans)
    return {
      at,
      term: {
        id: term.id,
        planId: term.planId,
        planName: term.planName,
        terms: term.terms,
        state: memberState({ state: term.state as StoredState, startsAt: term.startsAt, endsAt: term.endsAt }, at),
        startsAt: term.startsAt,
        endsAt: term.endsAt,
        codLocked: term.codLocked,
        orderNumber: term.orderNumber,
        feePaise: term.feePaise,
        cancelledAt: term.cancelledAt,
        refundPaise: term.refundPaise,
      },
      renewal: renewal
        ? { planName: renewal.planName, startsAt: renewal.startsAt, endsAt: renewal.endsAt, feePaise: renewal.feePaise }
        : null,
      saved: { total: sumPaise(Object.values(byBenefit)), byBenefit },
      savedByTerm: paise(byTerm.get(term.id) ?? 0),
      savedByRenewal: paise(renewal ? (byTerm.get(renewal.id) ?? 0) : 0),
      renewPlan,
      sale,
      consultations,
      partnerOffers,
    }
  }

  /** GET /api/v4/savings: the page, or a 400 'Invalid request' for an account without a term (spec 2 §8). */
  async function page(userId: number): Promise<SavingsPage> {
    const view = await pageView(userId)
    if (!view) throw new AppError({ code: 'not_a_member', status: 400, message: INVALID_REQUEST })
    return buildSavingsPage(view)
  }

  /** GET /api/v4/detailed_savings: the recorded rows, newest first, and their sums (the same the page's total is). */
  async function breakdown(userId: number): Promise<DetailedSavings> {
    const [rows, totals] = await Promise.all([carePlan.savingRows(userId, BREAKDOWN_ROWS + 1), carePlan.savedBy(userId)])
    return buildDetailedSavings(rows.slice(0, BREAKDOWN_ROWS), totals, rows.length > BREAKDOWN_ROWS)
  }

  /**
   * Cancels the account's membership: the running term (and a renewal queued after it), each refunded by decision
   * 054's rule on the order that sold it, the way that order was paid; one transaction with the audit row; the gateway
   * after the commit. None → 404; already cancelled → 409; bought on cash on delivery and not delivered → 409 (the
   * order is cancelled instead); `planName` not the plan shown → 409 (the page was stale).
   */
  async function cancel(
    userId: number,
    input: { reason: CancelReason; planName: string },
    idempotencyKey?: string,
    /** The back office (issue 23 §7): a staff member cancelling for the customer, audited as them. */
    staffId?: number,
  ): Promise<CancelledMembership> {
    const work = async (keep?: (tx: Db, answer: { status: number; body: CancelledMembership }) => Promise<void>) => {
      const done = await db.transaction(async (tx) => {
        const at = now()
        await tx.execute(sql`select pg_advisory_xact_lock(7302, ${userId})`)
        // The orders first, then their terms: the order moves lock in that order too (orders/service.ts onMove).
        const seen = await termsOf(tx, userId)
        const t = at.getTime()
        const liveIds = seen.filter((r) => r.state === 'active' && r.endsAt.getTime() > t).map((r) => r.id)
        if (!liveIds.length) {
          const pending = seen.find((r) => r.state === 'pending_payment')
          if (pending) throw AppError.conflict(CANCEL_TEXTS.awaitingPayment(pending.orderNumber), undefined, 'membership_state')
          const cancelled = seen.find((r) => r.state === 'cancelled' && r.endsAt.getTime() > t)
          if (cancelled) throw AppError.conflict(CANCEL_TEXTS.alreadyCancelled, undefined, 'membership_state')
          throw AppError.notFound(CANCEL_TEXTS.noTerm, 'no_membership')
        }
        const orderRows = new Map<number, Awaited<ReturnType<SavingsDeps['orders']['lockOrder']>>>()
        for (const r of seen.filter((x) => liveIds.includes(x.id)).sort((a, b) => a.orderId - b.orderId)) {
          orderRows.set(r.orderId, await deps.orders.lockOrder(tx, r.orderId))
        }
        const live = await tx
          .select()
          .from(memberships)
          .where(inArray(memberships.id, liveIds))
          .orderBy(memberships.startsAt)
          .for('update')
        const locked = live.find((r) => r.codLocked)
        if (locked) throw AppError.conflict(CANCEL_TEXTS.codLocked(locked.orderNumber), undefined, 'care_plan_cod_locked')
        if (!live.some((r) => r.planName === input.planName)) {
          throw AppError.conflict(CANCEL_TEXTS.stalePlan, 'plan_name', 'care_plan_changed')
        }
        const refunds: Array<{ membershipId: number; orderId: number; orderNumber: string; refund: Paise; saved: Paise }> = []
        for (const r of live) {
          const saved = (await carePlan.savedBy(userId, r.id, tx)).total
          const refund = cancellationRefund({ fee: r.feePaise, startsAt: r.startsAt, endsAt: r.endsAt, at, saved })
          await moveTerm(tx, r.id, r.state as StoredState, 'cancel', at, {
            cancelReason: input.reason,
            cancelledAt: at,
            refundPaise: refund,
          })
          // Its renewal reminders will not go (decision 053's jobs, cancelled with the term).
          if (deps.jobs) await cancelRenewalReminders(tx, deps.jobs, r)
          if (refund > 0) {
            await deps.orders.refundPart(tx, orderRows.get(r.orderId)!, refund, 'Care Plan cancelled', `care-plan-${r.id}`)
          }
          refunds.push({ membershipId: r.id, orderId: r.orderId, orderNumber: r.orderNumber, refund, saved })
        }
        const total = sumPaise(refunds.map((x) => x.refund))
        await appendAudit(tx, {
          at,
          actorUserId: staffId ?? userId,
          action: 'care_plan.cancel',
          targetUserId: userId,
          detail: { reason: input.reason, planName: input.planName, terms: refunds, by: staffId ? 'staff' : 'customer' },
        })
        const planName = live[0]!.planName
        const body: CancelledMembership = {
          status: 'cancelled',
          plan_name: planName,
          refund: toRupees(total),
          refund_text: formatPaise(total),
          modal_name: 'successful_cancellation',
          successful_cancellation: successfulCancellation(planName, total),
        }
        await keep?.(tx, { status: 200, body })
        return { body, orderIds: [...new Set(refunds.filter((x) => x.refund > 0).map((x) => x.orderId))] }
      })
      // After the commit: online payments go back through the gateway (a failure is retried by the sweep).
      for (const orderId of done.orderIds) {
        await deps
          .processRefunds?.(orderId)
          .catch((error) => deps.logger.error('refunds not sent', { orderId, err: String(error) }))
      }
      return { status: 200, body: done.body }
    }
    if (!idempotencyKey) return (await work()).body
    const answer = await deps.idempotency.run<CancelledMembership>(
      { key: idempotencyKey, owner: `user:${userId}`, scope: 'care_plan.cancel', payload: input },
      (keep) => work(keep),
    )
    return answer.body
  }

  return { pageView, page, breakdown, cancel }
}
export type CarePlanSavings = ReturnType<typeof createCarePlanSavings>
