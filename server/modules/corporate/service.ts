import { and, asc, eq } from 'drizzle-orm'
import { coverHolds, policyYearOf } from '../../../core/corporate/vocabulary.ts'
import { istParts } from '../../../core/time/ist.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { corporateAdmins, corporateDependants, corporateEmployees, corporatePolicies, corporates } from './schema.ts'

// Who belongs to which corporate (issue 25 §1–2): the reads every part of the corporate side starts from. A corporate
// path answers 404 to anyone outside that corporate (another corporate's slug included, decision 065): `notFound`.

export type CorporateRow = typeof corporates.$inferSelect
export type EmployeeRow = typeof corporateEmployees.$inferSelect
export type DependantRow = typeof corporateDependants.$inferSelect
export type PolicyRow = typeof corporatePolicies.$inferSelect

/** An account's place in a corporate today: its roster row, the corporate and this year's policy. */
export interface Membership {
  corporate: CorporateRow
  employee: EmployeeRow
  /** This year's policy, or null when HR has set none yet. */
  policy: PolicyRow | null
  /** Cover still holds today (an employee who left keeps their history but not their benefits). */
  covered: boolean
}

export const corporateNotFound = () => AppError.notFound('We could not find this page.')

export function createCorporateService(db: Db, deps: { now: Clock }) {
  const today = () => istParts(deps.now()).date

  async function bySlug(slug: string, q: Db = db): Promise<CorporateRow | null> {
    const [row] = await q.select().from(corporates).where(eq(corporates.slug, slug))
    return row ?? null
  }

  async function policyFor(corporateId: number, year: number, q: Db = db): Promise<PolicyRow | null> {
    const [row] = await q
      .select()
      .from(corporatePolicies)
      .where(and(eq(corporatePolicies.corporateId, corporateId), eq(corporatePolicies.year, year)))
    return row ?? null
  }

  /** The linked account's membership, or null: not an employee of any corporate. */
  async function membershipOf(userId: number, q: Db = db): Promise<Membership | null> {
    const [row] = await q
      .select({ employee: corporateEmployees, corporate: corporates })
      .from(corporateEmployees)
      .innerJoin(corporates, eq(corporates.id, corporateEmployees.corporateId))
      .where(eq(corporateEmployees.userId, userId))
    if (!row) return null
    const day = today()
    return {
      ...row,
      policy: await policyFor(row.corporate.id, policyYearOf(day), q),
      covered: coverHolds(row.employee.coverFrom, row.employee.coverUntil, day),
    }
  }

  /** The membership of `userId` in the corporate of `slug`, or 404 (someone else's corporate is not found, decision 065). */
  async function requireMember(userId: number, slug: string, q: Db = db): Promise<Membership> {
    const m = await membershipOf(userId, q)
    if (!m || m.corporate.slug !== slug) throw corporateNotFound()
    return m
  }

  async function dependantsOf(employeeId: number, q: Db = db): Promise<DependantRow[]> {
    return q
      .select()
      .from(corporateDependants)
      .where(eq(corporateDependants.employeeId, employeeId))
      .orderBy(asc(corporateDependants.id))
  }

  async function isAdmin(userId: number, corporateId: number, q: Db = db): Promise<boolean> {
    const [row] = await q
      .select({ userId: corporateAdmins.userId })
      .from(corporateAdmins)
      .where(and(eq(corporateAdmins.corporateId, corporateId), eq(corporateAdmins.userId, userId)))
    return row !== undefined
  }

  /** The corporate of `slug` when `userId` is one of its HR admins, or 404 (decision 065). */
  async function requireAdmin(userId: number, slug: string, q: Db = db): Promise<CorporateRow> {
    const corporate = await bySlug(slug, q)
    if (!corporate || !(await isAdmin(userId, corporate.id, q))) throw corporateNotFound()
    return corporate
  }

  return { today, bySlug, policyFor, membershipOf, requireMember, dependantsOf, isAdmin, requireAdmin }
}
export type CorporateService = ReturnType<typeof createCorporateService>
