import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import {
  benefitsApply,
  memberState,
  membershipTransition,
  nextTerm,
  type MemberState,
  type StoredState,
} from '../../../core/care-plan/membership.ts'
import { cheapestPlan, type PlanTerms, type PlanView, type SavingKind } from '../../../core/care-plan/plans.ts'
import { paise, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { JobsService } from '../jobs/index.ts'
import type { WalletService } from '../wallet/index.ts'
import { cashbackFor } from '../../../core/care-plan/benefits.ts'
import { cancelRenewalReminders, scheduleRenewalReminders } from './reminders.ts'
import { carePlans, carePlanSavings, memberships } from './schema.ts'

// The care plan (issue 23): plans on sale, terms of membership moved through one state machine
// (core/care-plan/membership.ts), and the savings each order recorded. Other modules reach it through index.ts: the
// cart prices with `MemberNow.applying`, the product line starts a term with its order and records what each benefit
// saved, the orders' moves pay, void and unlock terms (`onOrderMove`).

/** How long the plans on sale are kept in memory before they are read again (they change by a release or staff). */
const PLANS_TTL_MS = 60_000

/** A term as the shell, the cart and the pages need it. */
export interface MemberTerm {
  id: number
  planId: number
  planName: string
  terms: PlanTerms
  state: MemberState
  startsAt: Date
  endsAt: Date
  codLocked: boolean
  orderNumber: string
  feePaise: Paise
}

/** An account's membership now: the term whose benefits apply, the latest term, and a purchase awaiting payment. */
export interface MemberNow {
  applying: MemberTerm | null
  /** The term that ends last (a renewal queued after the current one), whatever its state: the header's tag. */
  latest: MemberTerm | null
  pending: MemberTerm | null
}

export const NOT_A_MEMBER: MemberNow = { applying: null, latest: null, pending: null }

/** What one order saved by one benefit, as the product line records it. */
export interface SavingRow {
  orderLineId: number | null
  label: string
  benefit: SavingKind
  amount: Paise
}

/** A term's stored state moved by the state machine, or a 409 with its words (in the caller's transaction). */
export async function moveTerm(
  tx: Db,
  id: number,
  from: StoredState,
  event: 'paid' | 'cancel' | 'void',
  at: Date,
  set: Partial<typeof memberships.$inferInsert> = {},
) {
  const t = membershipTransition(from, event)
  if (!t.ok) throw new AppError({ code: 'membership_state', status: 409, message: t.message })
  await tx
    .update(memberships)
    .set({ ...set, state: t.to, updatedAt: at })
    .where(eq(memberships.id, id))
}

export function createCarePlanService(
  db: Db,
  deps: {
    now: Clock
    /** Durable jobs (decision 053): a term's renewal reminders, enqueued and cancelled with its moves. */
    jobs?: Pick<JobsService, 'enqueue' | 'cancel'>
    /** MedWise Cash (the wallet's own ledger): the cash back a delivered order earns, reversed when it comes back. */
    wallet?: Pick<WalletService, 'credit' | 'reclaim'>
  },
) {
  const { now } = deps
  let plansRead: { at: number; plans: Promise<PlanView[]> } | null = null

  /**
   * The plans on sale, in their order (kept in memory for a minute). `q`: the transaction of a caller inside one, so
   * the read never waits for a connection the caller holds (the embedded database has one).
   */
  function plans(q: Db = db): Promise<PlanView[]> {
    const t = Date.now()
    if (!plansRead || t - plansRead.at > PLANS_TTL_MS) {
      const read = q
        .select()
        .from(carePlans)
        .where(eq(carePlans.onSale, true))
        .orderBy(asc(carePlans.position), asc(carePlans.id))
        .then((rows) =>
          rows.map((r) => ({
            id: r.id,
            code: r.code,
            name: r.name,
            durationMonths: r.durationMonths,
            pricePaise: r.pricePaise,
            mrpPaise: r.mrpPaise,
            terms: r.terms,
            sample: r.sample,
          })),
        )
      read.catch(() => (plansRead = null))
      plansRead = { at: t, plans: read }
    }
    return plansRead.plans
  }

  async function plan(id: number, q: Db = db): Promise<PlanView | null> {
    return (await plans(q)).find((p) => p.id === id) ?? null
  }

  const termColumns = {
    id: memberships.id,
    planId: memberships.planId,
    planName: memberships.planName,
    terms: memberships.terms,
    state: memberships.state,
    startsAt: memberships.startsAt,
    endsAt: memberships.endsAt,
    codLocked: memberships.codLocked,
    orderNumber: memberships.orderNumber,
    feePaise: memberships.feePaise,
  }
  const liveTerms = (q: Db, userId: SQL | number) =>
    q
      .select(termColumns)
      .from(memberships)
      .where(and(eq(memberships.userId, userId as number), inArray(memberships.state, ['pending_payment', 'active'])))
      .orderBy(desc(memberships.endsAt), desc(memberships.id))
      .limit(3)
  // Every signed-in page asks (the header's tag, the cart's prices): prepared once per connection (decision 040).
  const preparedLive = liveTerms(db, sql.placeholder('userId') as unknown as SQL).prepare('member_now')

  function nowOf(rows: Awaited<ReturnType<typeof preparedLive.execute>>, at: Date): MemberNow {
    const terms: MemberTerm[] = rows.map((r) => ({
      ...r,
      state: memberState({ state: r.state as StoredState, startsAt: r.startsAt, endsAt: r.endsAt }, at),
    }))
    const applying =
      rows
        .filter((r) =>
          benefitsApply({ state: r.state as StoredState, startsAt: r.startsAt, endsAt: r.endsAt, codLocked: r.codLocked }, at),
        )
        .map((r) => terms.find((t) => t.id === r.id)!)
        .at(-1) ?? null
    return {
      applying,
      latest: terms.find((t) => t.state !== 'pending_payment') ?? null,
      pending: terms.find((t) => t.state === 'pending_payment') ?? null,
    }
  }

  /** The account's membership now: one statement (prepared outside a transaction, plain inside one). */
  async function memberNow(userId: number, q: Db = db): Promise<MemberNow> {
    const rows = q === db ? await preparedLive.execute({ userId }) : await liveTerms(q, userId)
    return nowOf(rows, now())
  }

  /** Serialises the membership writes of one account until the transaction ends. */
  const lock = (tx: Db, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(7302, ${userId})`)

  /**
   * A term bought with an order, in the placement's transaction. Paid now (MedWise Cash) it is active at once; on
   * cash on delivery it is active but its benefits are locked for later orders until the cash is collected; online it
   * waits for its payment. A second purchase while one awaits payment is refused; a purchase while a term runs is a
   * renewal that starts where the term ends.
   */
  async function startWithOrder(
    tx: Db,
    input: { userId: number; planId: number; orderId: number; orderNumber: string; at: Date; paid: 'now' | 'cod' | 'online' },
  ): Promise<MemberTerm> {
    const chosen = await plan(input.planId, tx)
    if (!chosen)
      throw AppError.invalid('This care plan is no longer on sale. Please choose another.', 'care_plan', 'plan_not_on_sale')
    await lock(tx, input.userId)
    const rows = await liveTerms(tx, input.userId)
    const current = nowOf(rows, input.at)
    if (current.pending) {
      throw new AppError({
        code: 'care_plan_pending',
        status: 409,
        message: `Your care plan from order ${current.pending.orderNumber} is awaiting payment. Please pay for it or cancel that order first.`,
      })
    }
    const latestPaid = rows.filter((r) => r.state === 'active').map((r) => r.endsAt)
    const latestEnd = latestPaid.length ? new Date(Math.max(...latestPaid.map((d) => d.getTime()))) : null
    const { startsAt, endsAt } = nextTerm(latestEnd, input.at, chosen.durationMonths)
    const state: StoredState = input.paid === 'online' ? 'pending_payment' : 'active'
    const [row] = await tx
      .insert(memberships)
      .values({
        userId: input.userId,
        planId: chosen.id,
        planName: chosen.name,
        terms: chosen.terms,
        state,
        feePaise: chosen.pricePaise,
        orderId: input.orderId,
        orderNumber: input.orderNumber,
        startsAt,
        endsAt,
        codLocked: input.paid === 'cod',
        createdAt: input.at,
        updatedAt: input.at,
      })
      .returning(termColumns)
    const r = row!
    if (state === 'active' && deps.jobs) await scheduleRenewalReminders(tx, deps.jobs, r, input.at)
    return { ...r, state: memberState({ state: r.state as StoredState, startsAt: r.startsAt, endsAt: r.endsAt }, input.at) }
  }

  /** What an order saved, line by line, credited to a term (in the placement's transaction). */
  async function recordSavings(
    tx: Db,
    input: { userId: number; membershipId: number; orderId: number; orderNumber: string; at: Date; rows: readonly SavingRow[] },
  ): Promise<void> {
    const rows = input.rows.filter((r) => r.amount > 0)
    if (!rows.length) return
    await tx.insert(carePlanSavings).values(
      rows.map((r) => ({
        userId: input.userId,
        membershipId: input.membershipId,
        orderId: input.orderId,
        orderNumber: input.orderNumber,
        orderLineId: r.orderLineId,
        label: r.label,
        benefit: r.benefit,
        amountPaise: r.amount,
        at: input.at,
      })),
    )
  }

  /**
   * An order's move, in its transaction (orders/service.ts onMove): paid pays its term; cancelled or expired voids it
   * (and what the order saved: it was never fulfilled); delivered unlocks a term bought on cash on delivery.
   */
  async function onOrderMove(
    tx: Db,
    move_: { orderId: number; userId: number; event: string; to: string; number: string; goodsTotal: Paise },
    at: Date = now(),
  ): Promise<void> {
    const { orderId, event, to } = move_
    if (event === 'deliver' || to === 'returned') await cashback(tx, move_, at)
    if (event === 'paid' || to === 'cancelled' || event === 'deliver') {
      const [term] = await tx
        .select({ id: memberships.id, state: memberships.state, codLocked: memberships.codLocked, endsAt: memberships.endsAt })
        .from(memberships)
        .where(eq(memberships.orderId, orderId))
        .for('update')
      if (to === 'cancelled') {
        await tx
          .update(carePlanSavings)
          .set({ voidedAt: at })
          .where(and(eq(carePlanSavings.orderId, orderId), isNull(carePlanSavings.voidedAt)))
      }
      if (!term) return
      const state = term.state as StoredState
      if (event === 'paid' && state === 'pending_payment') {
        await moveTerm(tx, term.id, state, 'paid', at)
        if (deps.jobs) await scheduleRenewalReminders(tx, deps.jobs, term, at)
      } else if (to === 'cancelled' && (state === 'pending_payment' || state === 'active')) {
        await moveTerm(tx, term.id, state, 'void', at)
        if (deps.jobs) await cancelRenewalReminders(tx, deps.jobs, term)
      } else if (event === 'deliver' && term.codLocked) {
        await tx.update(memberships).set({ codLocked: false, updatedAt: at }).where(eq(memberships.id, term.id))
      }
    }
  }

  /**
   * issue 23 §5: MedWise Cash back on a delivered order that a term priced (it has savings rows): the term's share of
   * what the goods cost, up to its cap, credited to the wallet and recorded as a saving; taken back when the order is
   * returned (as much as the balance holds: what was spent stays spent).
   */
  async function cashback(
    tx: Db,
    move_: { orderId: number; userId: number; to: string; number: string; goodsTotal: Paise },
    at: Date,
  ): Promise<void> {
    if (!deps.wallet) return
    const rows = await tx
      .select({
        id: carePlanSavings.id,
        benefit: carePlanSavings.benefit,
        membershipId: carePlanSavings.membershipId,
        amount: carePlanSavings.amountPaise,
      })
      .from(carePlanSavings)
      .where(and(eq(carePlanSavings.orderId, move_.orderId), isNull(carePlanSavings.voidedAt)))
    const reference = `order:${move_.orderId}`
    if (move_.to === 'returned') {
      const earned = rows.find((r) => r.benefit === 'cashback')
      if (!earned) return
      await tx.update(carePlanSavings).set({ voidedAt: at }).where(eq(carePlanSavings.id, earned.id))
      await deps.wallet.reclaim(tx, move_.userId, earned.amount, {
        kind: 'cashback_reversal',
        reference,
        note: `Care Plan cash back of order ${move_.number}, returned`,
      })
      return
    }
    const priced = rows.find((r) => r.benefit !== 'cashback')
    if (!priced || rows.some((r) => r.benefit === 'cashback')) return
    const [term] = await tx.select({ terms: memberships.terms }).from(memberships).where(eq(memberships.id, priced.membershipId))
    const amount = term ? cashbackFor(move_.goodsTotal, term.terms) : paise(0)
    if (amount <= 0) return
    await deps.wallet.credit(tx, move_.userId, amount, {
      kind: 'cashback',
      reference,
      note: `Care Plan cash back on order ${move_.number}`,
    })
    await recordSavings(tx, {
      userId: move_.userId,
      membershipId: priced.membershipId,
      orderId: move_.orderId,
      orderNumber: move_.number,
      at,
      rows: [{ orderLineId: null, label: 'MedWise Cash back', benefit: 'cashback', amount }],
    })
  }

  /** The sums of what an account's terms saved, by benefit (voided rows left out); `q`: a caller's transaction. */
  async function savedBy(
    userId: number,
    membershipId?: number,
    q: Db = db,
  ): Promise<{ total: Paise; byBenefit: Partial<Record<SavingKind, Paise>> }> {
    const rows = await q
      .select({ benefit: carePlanSavings.benefit, sum: sql<string>`sum(${carePlanSavings.amountPaise})` })
      .from(carePlanSavings)
      .where(
        and(
          eq(carePlanSavings.userId, userId),
          isNull(carePlanSavings.voidedAt),
          membershipId === undefined ? undefined : eq(carePlanSavings.membershipId, membershipId),
        ),
      )
      .groupBy(carePlanSavings.benefit)
    const byBenefit: Partial<Record<SavingKind, Paise>> = {}
    let total = 0
    for (const r of rows) {
      byBenefit[r.benefit as SavingKind] = paise(Number(r.sum))
      total += Number(r.sum)
    }
    return { total: paise(total), byBenefit }
  }

  /** The rows behind the sums, newest first: the breakdown sheet (`detailed_savings`). */
  async function savingRows(userId: number, limit = 200) {
    return db
      .select({
        orderNumber: carePlanSavings.orderNumber,
        label: carePlanSavings.label,
        benefit: carePlanSavings.benefit,
        amountPaise: carePlanSavings.amountPaise,
        at: carePlanSavings.at,
      })
      .from(carePlanSavings)
      .where(and(eq(carePlanSavings.userId, userId), isNull(carePlanSavings.voidedAt)))
      .orderBy(desc(carePlanSavings.at), asc(carePlanSavings.id))
      .limit(limit)
  }

  /** The terms a cart's brief prices with (its care_plan_header): the member's, else the cheapest plan's on sale. */
  async function briefPlan(member: MemberNow): Promise<{ terms: PlanTerms; member: boolean } | null> {
    if (member.applying) return { terms: member.applying.terms, member: true }
    const cheapest = cheapestPlan(await plans())
    return cheapest ? { terms: cheapest.terms, member: false } : null
  }

  return { plans, plan, briefPlan, memberNow, startWithOrder, recordSavings, onOrderMove, savedBy, savingRows }
}
export type CarePlanService = ReturnType<typeof createCarePlanService>

/**
 * Lines left an order before it shipped (the pharmacist approved it in part, orders/fulfilment.ts): what the care plan
 * saved on them is voided, in the caller's transaction. Answers the member discount left on the order's other lines,
 * and whether the care plan recorded the order's member discount at all (an insurer's is not recorded here).
 */
export async function dropLineSavings(
  tx: Db,
  orderId: number,
  removedLineIds: readonly number[],
  at: Date,
): Promise<{ left: Paise; recorded: boolean }> {
  if (removedLineIds.length) {
    await tx
      .update(carePlanSavings)
      .set({ voidedAt: at })
      .where(
        and(
          eq(carePlanSavings.orderId, orderId),
          inArray(carePlanSavings.orderLineId, [...removedLineIds]),
          isNull(carePlanSavings.voidedAt),
        ),
      )
  }
  const [row] = await tx
    .select({
      left: sql<string | null>`sum(${carePlanSavings.amountPaise}) filter (where ${carePlanSavings.voidedAt} is null)`,
      rows: sql<number>`count(*)::int`,
    })
    .from(carePlanSavings)
    .where(and(eq(carePlanSavings.orderId, orderId), eq(carePlanSavings.benefit, 'member_discount')))
  return { left: paise(Number(row?.left ?? 0)), recorded: Number(row?.rows ?? 0) > 0 }
}
