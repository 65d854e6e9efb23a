import { and, eq, gte, isNull, or, sql } from 'drizzle-orm'
import {
  insurerLeft,
  istYear,
  medicineDiscount,
  SAMPLE_INSURER_PLAN,
  type InsurerPlanTerms,
} from '../../../core/insurer/benefits.ts'
import { matchesPolicyholder, normalisePolicyNumber, NOT_MATCHED, parseMemberList } from '../../../core/insurer/policy.ts'
import { calendarDate } from '../../../core/fields/validation.ts'
import { paise, toRupees, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { ActivateInsurer, InsurerBenefits } from '../../../contracts/insurer.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { appendAudit, type RateLimiter } from '../platform/index.ts'
import { insurerActivations, insurerBenefitUses, insurerMembers, insurerUploads } from './schema.ts'

// The insurer's policyholders and their benefits (issue 27 §4; decision 087). Activation checks the policy number AND
// the date of birth against the partner's member list, with one answer for either being wrong and a limit on tries
// per account and per policy number; the benefits apply in the carts (cart/details.ts, labs-cart.ts) and are recorded
// as used when an order is placed, released when it is cancelled.

/** Tries an account, and a policy number, get in a window (then 429 until it ends). */
export const ACTIVATION_TRIES = 5
export const ACTIVATION_WINDOW_SECONDS = 60 * 60
export const TOO_MANY_TRIES = 'Too many tries. Please wait an hour and try again, or call us for help.'
export const ALREADY_ACTIVE_ELSEWHERE =
  'This policy is already active on another MedWise account. Sign in with that account, or call us for help.'
export const ANOTHER_POLICY_ACTIVE = 'Your account already has another policy’s benefits active.'
export const INSURER_DISCOUNT_CHANGED =
  'Your insurer’s medicines discount has changed since you opened the cart. Please check the bill and place the order again.'

export const FREE_CONSULTATION_USED = 'Your insurer’s free consultation has just been used. Please book again to see the fee.'

/** The policy's terms: the sample plan's until a partner's terms are kept per policy. */
const termsOf = (): InsurerPlanTerms => SAMPLE_INSURER_PLAN

/** All but the last four characters hidden. */
export const maskPolicyNumber = (n: string) => `${'•'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`

export interface ActiveInsurer {
  activationId: number
  terms: InsurerPlanTerms
}

export type UploadAnswer =
  | { ok: true; rows: number; added: number; updated: number }
  | { ok: false; problems: Array<{ line: number; reason: string }>; problemCount: number }

export function createInsurerService(db: Db, deps: { now: Clock; rateLimiter: RateLimiter }) {
  const { now } = deps
  const today = () => calendarDate(now())

  /** The account's activation with the last day of its policy's cover (null: none ends). */
  async function activationOf(userId: number, q: Db = db) {
    const [row] = await q
      .select({
        id: insurerActivations.id,
        memberId: insurerActivations.memberId,
        policyNumber: insurerActivations.policyNumber,
        activatedAt: insurerActivations.activatedAt,
        coverUntil: insurerMembers.coverUntil,
      })
      .from(insurerActivations)
      .leftJoin(insurerMembers, eq(insurerMembers.id, insurerActivations.memberId))
      .where(eq(insurerActivations.userId, userId))
    return row ?? null
  }
  /** Benefits apply while the policy's cover runs (a list that ends it stops them). */
  const covered = (a: { coverUntil: string | null }) => a.coverUntil === null || a.coverUntil >= today()

  async function usedBy(activationId: number, year: number, q: Db = db) {
    const rows = await q
      .select({
        kind: insurerBenefitUses.kind,
        n: sql<number>`count(*)::int`,
        thisYear: sql<number>`coalesce(sum(${insurerBenefitUses.amountPaise}) filter (where ${insurerBenefitUses.year} = ${year}), 0)::int`,
      })
      .from(insurerBenefitUses)
      .where(and(eq(insurerBenefitUses.activationId, activationId), eq(insurerBenefitUses.state, 'used')))
      .groupBy(insurerBenefitUses.kind)
    const of = (kind: string) => rows.find((r) => r.kind === kind)
    return { consultations: of('consultation')?.n ?? 0, medicinePaiseThisYear: paise(of('medicine')?.thisYear ?? 0) }
  }

  async function benefits(userId: number, q: Db = db): Promise<InsurerBenefits> {
    const found = await activationOf(userId, q)
    const activation = found && covered(found) ? found : null
    const terms = termsOf()
    const used = activation
      ? await usedBy(activation.id, istYear(now()), q)
      : { consultations: 0, medicinePaiseThisYear: ZERO_PAISE }
    const left = insurerLeft(terms, used)
    return {
      sample: true,
      plan_name: terms.name,
      active: activation !== null,
      policy_number: activation ? maskPolicyNumber(activation.policyNumber) : null,
      activated_at: activation ? activation.activatedAt.toISOString() : null,
      benefits: {
        free_consultations: terms.freeConsultations,
        consultations_left: left.consultations,
        lab_discount_percent: terms.labDiscountPercent,
        medicine_discount_percent: terms.medicineDiscountPercent,
        medicine_cap_per_order: toRupees(terms.medicineCapPerOrderPaise),
        medicine_cap_per_year: toRupees(terms.medicineCapPerYearPaise),
        medicine_left_this_year: toRupees(left.medicinePaiseThisYear),
      },
    }
  }

  async function refuseWhenLimited(key: string) {
    const hit = await deps.rateLimiter.hit(key, ACTIVATION_TRIES, ACTIVATION_WINDOW_SECONDS)
    if (!hit.allowed) throw AppError.tooManyRequests(TOO_MANY_TRIES, hit.retryAfterSeconds)
  }

  /**
   * Activates the policy for the account: the same account activating the same policy again gets the same answer
   * (idempotent, no try spent). A policy number or date of birth that does not match is refused with NOT_MATCHED,
   * naming no field; each such try counts against the account and the policy number.
   */
  async function activate(userId: number, input: ActivateInsurer): Promise<InsurerBenefits> {
    const number = normalisePolicyNumber(input.policy_number)
    const existing = await activationOf(userId)
    if (existing) {
      if (number !== null && number !== existing.policyNumber)
        throw AppError.conflict(ANOTHER_POLICY_ACTIVE, undefined, 'insurer_other_policy')
      const [member] = await db.select().from(insurerMembers).where(eq(insurerMembers.id, existing.memberId))
      if (member && matchesPolicyholder(member, { policyNumber: input.policy_number, birthDate: input.date_of_birth }, today()))
        return benefits(userId)
      // A wrong date of birth for one's own policy is a wrong try like any other.
    }
    await refuseWhenLimited(`insurer:activate:user:${userId}`)
    if (number) await refuseWhenLimited(`insurer:activate:policy:${number}`)
    const [member] = number ? await db.select().from(insurerMembers).where(eq(insurerMembers.policyNumber, number)) : []
    if (!member || !matchesPolicyholder(member, { policyNumber: input.policy_number, birthDate: input.date_of_birth }, today())) {
      throw AppError.invalid(NOT_MATCHED, undefined, 'insurer_not_matched')
    }
    if (existing) return benefits(userId)
    const at = now()
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(insurerActivations)
        .values({ userId, memberId: member.id, policyNumber: member.policyNumber, activatedAt: at })
        .onConflictDoNothing()
        .returning({ id: insurerActivations.id })
      if (!inserted.length) {
        const mine = await activationOf(userId, tx)
        if (mine?.memberId === member.id) return
        throw mine
          ? AppError.conflict(ANOTHER_POLICY_ACTIVE, undefined, 'insurer_other_policy')
          : AppError.conflict(ALREADY_ACTIVE_ELSEWHERE, undefined, 'insurer_policy_taken')
      }
      await appendAudit(tx, {
        at,
        actorUserId: userId,
        targetUserId: userId,
        action: 'insurer.activate',
        detail: { policy: maskPolicyNumber(member.policyNumber) },
      })
    })
    return benefits(userId)
  }

  /** The account's active insurer benefits, or null (no activation). */
  async function active(userId: number, q: Db = db): Promise<ActiveInsurer | null> {
    const activation = await activationOf(userId, q)
    return activation && covered(activation) ? { activationId: activation.id, terms: termsOf() } : null
  }

  /** The medicines discount the account's policy gives an order of this item total now (0: none). */
  async function medicineDiscountFor(userId: number, itemTotal: Paise, q: Db = db): Promise<Paise> {
    // One statement (every signed-in cart read asks): the activation and its medicines used this year.
    const [row] = await q
      .select({
        id: insurerActivations.id,
        used: sql<number>`coalesce(sum(${insurerBenefitUses.amountPaise}), 0)::int`,
      })
      .from(insurerActivations)
      .leftJoin(
        insurerBenefitUses,
        and(
          eq(insurerBenefitUses.activationId, insurerActivations.id),
          eq(insurerBenefitUses.kind, 'medicine'),
          eq(insurerBenefitUses.state, 'used'),
          eq(insurerBenefitUses.year, istYear(now())),
        ),
      )
      .innerJoin(insurerMembers, eq(insurerMembers.id, insurerActivations.memberId))
      .where(
        and(
          eq(insurerActivations.userId, userId),
          or(isNull(insurerMembers.coverUntil), gte(insurerMembers.coverUntil, today())),
        ),
      )
      .groupBy(insurerActivations.id)
    return row ? medicineDiscount(itemTotal, termsOf(), paise(row.used)) : ZERO_PAISE
  }

  /** The free consultations the account's policy gives and has left (0 and 0: not active). */
  async function freeConsultations(userId: number, q: Db = db): Promise<{ allowed: number; left: number }> {
    const a = await active(userId, q)
    if (!a) return { allowed: 0, left: 0 }
    const left = insurerLeft(a.terms, await usedBy(a.activationId, istYear(now()), q)).consultations
    return { allowed: a.terms.freeConsultations, left }
  }

  /** The lab discount percent of the account's policy (0: none). */
  async function labPercentFor(userId: number, q: Db = db): Promise<number> {
    const a = await active(userId, q)
    return a ? a.terms.labDiscountPercent : 0
  }

  /**
   * Records the benefit an order used, in the order's transaction. The activation row is locked so two orders at once
   * cannot both spend the last of the year's cap: a medicines discount larger than what is left now is refused (the
   * cart is read again and shows the new figure).
   */
  async function recordUse(
    tx: Db,
    use: {
      userId: number
      kind: 'medicine' | 'lab' | 'consultation'
      orderId: number
      orderNumber: string
      amount: Paise
      at: Date
    },
  ): Promise<void> {
    if (use.amount <= 0 && use.kind !== 'consultation') return
    const [activation] = await tx.select().from(insurerActivations).where(eq(insurerActivations.userId, use.userId)).for('update')
    if (!activation) throw AppError.conflict(INSURER_DISCOUNT_CHANGED, undefined, 'insurer_discount_changed')
    const year = istYear(use.at)
    if (use.kind === 'consultation') {
      const used = await usedBy(activation.id, year, tx)
      if (insurerLeft(termsOf(), used).consultations < 1)
        throw AppError.conflict(FREE_CONSULTATION_USED, undefined, 'insurer_consultation_used')
    }
    if (use.kind === 'medicine') {
      const used = await usedBy(activation.id, year, tx)
      if (insurerLeft(termsOf(), used).medicinePaiseThisYear < use.amount)
        throw AppError.conflict(INSURER_DISCOUNT_CHANGED, undefined, 'insurer_discount_changed')
    }
    await tx.insert(insurerBenefitUses).values({
      activationId: activation.id,
      userId: use.userId,
      kind: use.kind,
      orderId: use.orderId,
      orderNumber: use.orderNumber,
      amountPaise: use.amount,
      year,
      state: 'used',
      createdAt: use.at,
    })
  }

  /** A cancelled order gives back what it used (once; other moves change nothing). */
  async function onOrderMove(tx: Db, move: { orderId: number; to: string }, at: Date = now()): Promise<void> {
    if (move.to !== 'cancelled') return
    await tx
      .update(insurerBenefitUses)
      .set({ state: 'released', releasedAt: at })
      .where(and(eq(insurerBenefitUses.orderId, move.orderId), eq(insurerBenefitUses.state, 'used')))
  }

  /**
   * Staff's upload of the partner's member list (ROLE_ADMIN): checked row by row; with any bad row nothing is written
   * and the problems are answered with their lines; else every row is added or updated by its policy number in one
   * transaction, audited. No one is removed by an upload (a policy whose cover ended says so in cover_until).
   */
  async function upload(staffId: number, file: { name: string | null; text: string }): Promise<UploadAnswer> {
    const parsed = parseMemberList(file.text, today())
    if (!parsed.ok) return parsed
    const at = now()
    return db.transaction(async (tx) => {
      const [up] = await tx
        .insert(insurerUploads)
        .values({ staffId, fileName: file.name, rows: parsed.members.length, createdAt: at })
        .returning({ id: insurerUploads.id })
      let added = 0
      for (let i = 0; i < parsed.members.length; i += 1000) {
        const chunk = parsed.members.slice(i, i + 1000)
        const rows = await tx
          .insert(insurerMembers)
          .values(
            chunk.map((m) => ({
              policyNumber: m.policyNumber,
              name: m.name,
              birthDate: m.birthDate,
              coverUntil: m.coverUntil,
              source: 'upload',
              uploadId: up!.id,
              updatedAt: at,
            })),
          )
          .onConflictDoUpdate({
            target: insurerMembers.policyNumber,
            set: {
              name: sql`excluded.name`,
              birthDate: sql`excluded.birth_date`,
              coverUntil: sql`excluded.cover_until`,
              source: sql`excluded.source`,
              uploadId: sql`excluded.upload_id`,
              updatedAt: sql`excluded.updated_at`,
            },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)` })
        added += rows.filter((r) => r.inserted).length
      }
      await appendAudit(tx, {
        at,
        actorUserId: staffId,
        action: 'insurer.members.upload',
        detail: { uploadId: up!.id, fileName: file.name, rows: parsed.members.length, added },
      })
      return { ok: true as const, rows: parsed.members.length, added, updated: parsed.members.length - added }
    })
  }

  /** The latest uploads, newest first (the staff page). */
  async function uploads(limit = 10) {
    return db
      .select()
      .from(insurerUploads)
      .orderBy(sql`${insurerUploads.id} desc`)
      .limit(limit)
  }

  return {
    activate,
    benefits,
    active,
    medicineDiscountFor,
    labPercentFor,
    freeConsultations,
    recordUse,
    onOrderMove,
    upload,
    uploads,
  }
}
export type InsurerService = ReturnType<typeof createInsurerService>
