import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { HISTORY_PAGE_DEFAULT } from '../../../contracts/corporate.ts'
import {
  claimableRow,
  corporateDetailsOf,
  DEPENDANT_REFUSAL_TEXTS,
  dependantRefusal,
  patientRelationOf,
} from '../../../core/corporate/member-rules.ts'
import { coverHolds, policyYearOf, type DependantRelation } from '../../../core/corporate/vocabulary.ts'
import { sumPaise, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { users } from '../auth/index.ts'
import { orders } from '../orders/index.ts'
import { payments } from '../payments/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { corporateDependants, corporateEmployees, corporateHealthChecks, corporateWalletEntries, corporates } from './schema.ts'
import type { CorporateService, DependantRow, Membership } from './service.ts'
import type { Balances, CorporateWallet, HistoryEntry } from './wallet.ts'

// A corporate member's own side (issue 25 §2–3, decision 065): the roster row an account claims when it signs in (or
// asks to), what the shell needs to know on every page (the corporateDetails cookie, the redirect), the dashboard's
// figures and the member list with its dependants. Dependants become patients of the account through the patients
// module's face (`addPatient`), so lab bookings and consultations can be made for them.

/** The patients module's one write we ask for: a family profile of the account, in our transaction (null: full). */
export type AddPatient = (
  tx: Db,
  userId: number,
  person: { name: string; gender: string | null; birthDate: string | null; relation: string },
) => Promise<number | null>

export interface DependantInput {
  name: string
  relation: DependantRelation
  gender: 'male' | 'female' | 'other'
  birthDate: string
}

/** The annual health check's state for one covered person this year ('not_booked' when no row). */
export interface MemberCheck {
  dependantId: number | null
  name: string
  relation: DependantRelation | 'self'
  gender: string | null
  birthDate: string | null
  patientId: number | null
  healthCheck: 'not_booked' | 'booked' | 'sample_collected' | 'report_ready'
}

export interface Dashboard {
  membership: Membership
  balances: Balances
  members: MemberCheck[]
  /** Whether the member list offers 'Add a family member', and why not. */
  addRefusal: string | null
}

/**
 * A health check the employer paid for (decision 071): shown in the history beside the wallet's entries, never a
 * wallet entry (the balance does not move). One per booking (order), with the people it was booked for.
 */
export interface SponsoredEntry {
  orderId: number
  orderNumber: string | null
  /** What the employer paid (the order's captured corporate_sponsor part). */
  amount: Paise
  people: string[]
  at: Date
}

/**
 * A page of the wallet's history, each entry with its order's number; nextBefore is the next page's key (null: last).
 * `sponsored` holds the employer-paid health checks booked within this page's stretch of time (from its oldest entry,
 * or the beginning on the last page, to the entry `before`, or now on the first page), so each shows on exactly one page.
 */
export interface HistoryPage {
  entries: Array<HistoryEntry & { orderNumber: string | null }>
  sponsored: SponsoredEntry[]
  nextBefore: number | null
}

export function createCorporateMembership(
  db: Db,
  deps: { corporate: CorporateService; wallet: CorporateWallet; addPatient: AddPatient; now: Clock },
) {
  const { corporate } = deps

  /** The shell's question on every page of a signed-in account: the cookie's content, or null (not a covered member). */
  async function shellDetailsOf(userId: number): Promise<{ redirect_url: string; logo_url: string | null } | null> {
    const [row] = await db
      .select({
        slug: corporates.slug,
        logoUrl: corporates.logoUrl,
        coverFrom: corporateEmployees.coverFrom,
        coverUntil: corporateEmployees.coverUntil,
      })
      .from(corporateEmployees)
      .innerJoin(corporates, eq(corporates.id, corporateEmployees.corporateId))
      .where(eq(corporateEmployees.userId, userId))
    if (!row || !coverHolds(row.coverFrom, row.coverUntil, corporate.today())) return null
    return corporateDetailsOf(row.slug, row.logoUrl)
  }

  /** Makes each dependant of the employee without a patient one of the account's patients (tx: the caller's). */
  async function dependantsAsPatients(tx: Db, employeeId: number, userId: number): Promise<void> {
    const rows = await corporate.dependantsOf(employeeId, tx)
    for (const d of rows) {
      if (d.patientId !== null) continue
      const patientId = await deps.addPatient(tx, userId, {
        name: d.name,
        gender: d.gender,
        birthDate: d.birthDate,
        relation: patientRelationOf(d.relation),
      })
      if (patientId !== null) {
        await tx.update(corporateDependants).set({ patientId }).where(eq(corporateDependants.id, d.id))
      }
    }
  }

  /**
   * Links the account to the roster row its verified phone or its e-mail claims (decision 065), in the caller's
   * transaction: a claim of a row nobody holds and whose cover holds today, never a merge of accounts and never a row
   * another account holds. Answers the row's id, or null. An account already linked keeps its row (and its dependants
   * become patients once more if some were added since).
   */
  async function link(tx: Db, userId: number): Promise<number | null> {
    const [linked] = await tx
      .select({ id: corporateEmployees.id })
      .from(corporateEmployees)
      .where(eq(corporateEmployees.userId, userId))
    if (linked) {
      await dependantsAsPatients(tx, linked.id, userId)
      return linked.id
    }
    const [user] = await tx
      .select({ phone: users.phone, phoneVerified: users.phoneVerified, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
    if (!user) return null
    const verifiedPhone = user.phoneVerified ? user.phone : null
    const email = user.email?.toLowerCase() ?? null
    if (!verifiedPhone && !email) return null
    const matches = [
      ...(verifiedPhone ? await tx.select().from(corporateEmployees).where(eq(corporateEmployees.phone, verifiedPhone)) : []),
      ...(email ? await tx.select().from(corporateEmployees).where(eq(corporateEmployees.workEmail, email)) : []),
    ]
    const row = claimableRow(matches, { userId, verifiedPhone, email }, corporate.today())
    if (!row) return null
    const at = deps.now()
    // The row is claimed only while nobody holds it: two sign-ins at once cannot both take it.
    const [claimed] = await tx
      .update(corporateEmployees)
      .set({ userId, linkedAt: at, updatedAt: at })
      .where(and(eq(corporateEmployees.id, row.id), eqNull()))
      .returning({ id: corporateEmployees.id })
    if (!claimed) return null
    await dependantsAsPatients(tx, claimed.id, userId)
    return claimed.id
  }

  /** An explicit claim by a signed-in account (after HR added them): the same rule, in its own transaction. */
  async function claim(userId: number): Promise<Membership | null> {
    await db.transaction((tx) => link(tx, userId))
    return corporate.membershipOf(userId)
  }

  async function members(m: Membership, dependants: DependantRow[]): Promise<MemberCheck[]> {
    const year = policyYearOf(corporate.today())
    const checks = await db
      .select({ dependantId: corporateHealthChecks.dependantId, status: corporateHealthChecks.status })
      .from(corporateHealthChecks)
      .where(
        and(
          eq(corporateHealthChecks.employeeId, m.employee.id),
          eq(corporateHealthChecks.year, year),
          ne(corporateHealthChecks.status, 'cancelled'),
        ),
      )
      .orderBy(asc(corporateHealthChecks.id))
    const statusOf = (dependantId: number | null) =>
      (checks.find((c) => c.dependantId === dependantId)?.status as MemberCheck['healthCheck'] | undefined) ?? 'not_booked'
    return [
      {
        dependantId: null,
        name: m.employee.name,
        relation: 'self',
        gender: m.employee.gender,
        birthDate: m.employee.birthDate,
        patientId: null,
        healthCheck: statusOf(null),
      },
      ...dependants.map((d) => ({
        dependantId: d.id,
        name: d.name,
        relation: d.relation,
        gender: d.gender,
        birthDate: d.birthDate,
        patientId: d.patientId,
        healthCheck: statusOf(d.id),
      })),
    ]
  }

  const refusalText = (m: Membership, dependants: DependantRow[], relation?: DependantRelation) => {
    const why = dependantRefusal({
      covered: m.covered,
      policy: m.policy,
      coverage: m.employee.coverage,
      existing: dependants,
      relation,
    })
    return why ? DEPENDANT_REFUSAL_TEXTS[why] : null
  }

  /** The dashboard and member list of `userId` in the corporate of `slug` (404 for anyone outside it). */
  async function dashboard(userId: number, slug?: string): Promise<Dashboard> {
    const m = slug === undefined ? await corporate.membershipOf(userId) : await corporate.requireMember(userId, slug)
    if (!m) throw AppError.notFound('We could not find this page.')
    const dependants = await corporate.dependantsOf(m.employee.id)
    const [balances, list] = await Promise.all([deps.wallet.balances(m.employee.id), members(m, dependants)])
    return { membership: m, balances, members: list, addRefusal: refusalText(m, dependants) }
  }

  /**
   * Adds a covered dependant (issue 25 §3) and makes them a patient of the account, in one transaction. Refused (400
   * with the reason) when the policy or the employee's coverage does not allow it. The same person sent again (a
   * retried request: same name, relation and birth date) is answered with the row written the first time.
   */
  async function addDependant(userId: number, input: DependantInput): Promise<DependantRow> {
    const m = await corporate.membershipOf(userId)
    if (!m) throw AppError.notFound('We could not find this page.')
    return db.transaction(async (tx) => {
      // One writer per employee's dependants at a time (the limit and the one spouse hold under parallel requests).
      await tx
        .select({ id: corporateEmployees.id })
        .from(corporateEmployees)
        .where(eq(corporateEmployees.id, m.employee.id))
        .for('update')
      const existing = await corporate.dependantsOf(m.employee.id, tx)
      const same = existing.find((d) => d.name === input.name && d.relation === input.relation && d.birthDate === input.birthDate)
      if (same) return same
      const why = refusalText(m, existing, input.relation)
      if (why) throw AppError.invalid(why, 'relation', 'dependant_not_allowed')
      const [row] = await tx
        .insert(corporateDependants)
        .values({
          employeeId: m.employee.id,
          name: input.name,
          relation: input.relation,
          gender: input.gender,
          birthDate: input.birthDate,
          createdAt: deps.now(),
        })
        .returning()
      const patientId = await deps.addPatient(tx, userId, {
        name: input.name,
        gender: input.gender,
        birthDate: input.birthDate,
        relation: patientRelationOf(input.relation),
      })
      if (patientId === null) return row!
      const [withPatient] = await tx
        .update(corporateDependants)
        .set({ patientId })
        .where(eq(corporateDependants.id, row!.id))
        .returning()
      return withPatient!
    })
  }

  /**
   * One page of the employee's OPD wallet history, newest first (keyset: `before` is the last id the client has). One
   * more row than asked tells whether a next page exists; the orders' numbers come in one more statement.
   */
  async function historyPage(employeeId: number, page: { limit?: number; before?: number }): Promise<HistoryPage> {
    const limit = page.limit ?? HISTORY_PAGE_DEFAULT
    const rows = await deps.wallet.history(employeeId, { limit: limit + 1, before: page.before ?? null })
    const shown = rows.slice(0, limit)
    const more = rows.length > limit
    const sponsored = await sponsoredBetween(employeeId, {
      from: more ? shown.at(-1)!.at : null,
      before: page.before ?? null,
    })
    const orderIds = [
      ...new Set([...shown.map((r) => r.orderId).filter((id): id is number => id !== null), ...sponsored.map((s) => s.orderId)]),
    ]
    const numbers = new Map<number, string>()
    if (orderIds.length) {
      const found = await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds))
      for (const o of found) numbers.set(o.id, o.number)
    }
    return {
      entries: shown.map((r) => ({ ...r, orderNumber: r.orderId !== null ? (numbers.get(r.orderId) ?? null) : null })),
      sponsored: sponsored.map((s) => ({ ...s, orderNumber: numbers.get(s.orderId) ?? null })),
      nextBefore: more ? (shown.at(-1)?.id ?? null) : null,
    }
  }

  /**
   * The employer-paid health checks (not cancelled) of the employee's family booked at or after `from` (null: from the
   * beginning) and before the wallet entry `before` was written (null: until now), newest first, one per booking.
   */
  async function sponsoredBetween(
    employeeId: number,
    window: { from: Date | null; before: number | null },
  ): Promise<Omit<SponsoredEntry, 'orderNumber'>[]> {
    const checks = await db
      .select({
        orderId: corporateHealthChecks.orderId,
        dependantId: corporateHealthChecks.dependantId,
        at: corporateHealthChecks.createdAt,
      })
      .from(corporateHealthChecks)
      .where(
        and(
          eq(corporateHealthChecks.employeeId, employeeId),
          ne(corporateHealthChecks.status, 'cancelled'),
          window.from ? gte(corporateHealthChecks.createdAt, window.from) : undefined,
          // Before the entry `before` was written, in the same statement (a key not of this history: none).
          window.before === null
            ? undefined
            : lt(
                corporateHealthChecks.createdAt,
                sql`(select ${corporateWalletEntries.createdAt} from ${corporateWalletEntries} where ${corporateWalletEntries.id} = ${window.before} and ${corporateWalletEntries.employeeId} = ${employeeId})`,
              ),
        ),
      )
      .orderBy(asc(corporateHealthChecks.id))
    if (!checks.length) return []
    const orderIds = [...new Set(checks.map((c) => c.orderId))]
    const [paid, employee, dependants] = await Promise.all([
      db
        .select({ orderId: payments.orderId, amount: payments.amountPaise })
        .from(payments)
        .where(
          and(inArray(payments.orderId, orderIds), eq(payments.provider, 'corporate_sponsor'), eq(payments.status, 'captured')),
        ),
      db.select({ name: corporateEmployees.name }).from(corporateEmployees).where(eq(corporateEmployees.id, employeeId)),
      db
        .select({ id: corporateDependants.id, name: corporateDependants.name })
        .from(corporateDependants)
        .where(eq(corporateDependants.employeeId, employeeId)),
    ])
    const nameOf = (dependantId: number | null) =>
      dependantId === null
        ? (employee[0]?.name ?? 'You')
        : (dependants.find((d) => d.id === dependantId)?.name ?? 'A family member')
    return orderIds
      .map((orderId) => {
        const mine = checks.filter((c) => c.orderId === orderId)
        return {
          orderId,
          amount: sumPaise(paid.filter((p) => p.orderId === orderId).map((p) => p.amount)),
          people: mine.map((c) => nameOf(c.dependantId)),
          at: mine[0]!.at,
        }
      })
      .filter((s) => s.amount > 0)
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.orderId - a.orderId)
  }

  return { shellDetailsOf, link, claim, dashboard, addDependant, historyPage }
}
export type CorporateMembership = ReturnType<typeof createCorporateMembership>

const eqNull = () => isNull(corporateEmployees.userId)
