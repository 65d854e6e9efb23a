import { and, asc, eq, inArray } from 'drizzle-orm'
import { rosterPhone } from '../../../core/corporate/roster.ts'
import { policyYearOf } from '../../../core/corporate/vocabulary.ts'
import { paise } from '../../../core/money.ts'
import { EMAIL_PATTERN } from '../../../core/fields/validation.ts'
import type { CorporateCreate } from '../../../contracts/corporate-admin.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { users } from '../auth/index.ts'
import { labTests } from '../labs/index.ts'
import { auditStaffAction } from '../staff/index.ts'
import { corporateAdmins, corporatePolicies, corporates } from './schema.ts'
import type { CorporateRow, CorporateService } from './service.ts'

// The operator's side of corporates (issue 25 §1; decision 066): ROLE_ADMIN creates a corporate and names its HR
// admins by an existing account's phone or e-mail (/staff/corporates), each action audited as a staff action. And the
// development route's shortcut (POST /__dev/corporates): a corporate with this year's policy and its HR, for e2e files.

export interface OperatorDeps {
  now: Clock
  corporate: CorporateService
}

export interface CorporateWithAdmins {
  id: number
  slug: string
  name: string
  logoUrl: string | null
  admins: { userId: number; name: string | null; phone: string | null; email: string | null }[]
}

export function createCorporateOperator(db: Db, deps: OperatorDeps) {
  async function list(): Promise<CorporateWithAdmins[]> {
    const rows = await db.select().from(corporates).orderBy(asc(corporates.name))
    if (rows.length === 0) return []
    const admins = await db
      .select({
        corporateId: corporateAdmins.corporateId,
        userId: users.id,
        name: users.name,
        phone: users.phone,
        email: users.email,
      })
      .from(corporateAdmins)
      .innerJoin(users, eq(users.id, corporateAdmins.userId))
      .where(
        inArray(
          corporateAdmins.corporateId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(users.id))
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      logoUrl: r.logoUrl,
      admins: admins.filter((a) => a.corporateId === r.id).map(({ corporateId: _, ...a }) => a),
    }))
  }

  /** A new corporate (409 when its slug is taken). */
  async function create(actorUserId: number, input: CorporateCreate, tx0: Db = db): Promise<CorporateRow> {
    const at = deps.now()
    const work = async (tx: Db) => {
      if (await deps.corporate.bySlug(input.slug, tx))
        throw new AppError({ code: 'corporate_exists', status: 409, message: `The slug ${input.slug} is taken`, field: 'slug' })
      const [row] = await tx
        .insert(corporates)
        .values({ slug: input.slug, name: input.name, logoUrl: input.logo_url ?? null, createdAt: at })
        .returning()
      await auditStaffAction(tx, deps.now, {
        actorUserId,
        action: 'corporate.create',
        subject: { corporateId: row!.id },
        after: { slug: row!.slug, name: row!.name, logoUrl: row!.logoUrl },
      })
      return row!
    }
    return tx0 === db ? db.transaction(work) : work(tx0)
  }

  /** The account of a phone (verified or not: the first) or an e-mail, or 400. */
  async function accountOf(tx: Db, account: string): Promise<{ id: number }> {
    const phone = rosterPhone(account)
    const email = account.trim().toLowerCase()
    const [row] = phone
      ? await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)).orderBy(asc(users.id)).limit(1)
      : EMAIL_PATTERN.test(email)
        ? await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
        : []
    if (!row) throw AppError.invalid('No account has this phone or e-mail', 'account')
    return row
  }

  async function corporateOf(tx: Db, slug: string): Promise<CorporateRow> {
    const row = await deps.corporate.bySlug(slug, tx)
    if (!row) throw AppError.notFound('No corporate has this slug')
    return row
  }

  /** Makes an existing account one of a corporate's HR admins (nothing new when it already is). */
  async function addAdmin(actorUserId: number, slug: string, account: string): Promise<void> {
    await db.transaction(async (tx) => {
      const corporate = await corporateOf(tx, slug)
      const user = await accountOf(tx, account)
      const added = await tx
        .insert(corporateAdmins)
        .values({ corporateId: corporate.id, userId: user.id, createdAt: deps.now() })
        .onConflictDoNothing()
        .returning({ userId: corporateAdmins.userId })
      if (added.length)
        await auditStaffAction(tx, deps.now, {
          actorUserId,
          action: 'corporate.admin.add',
          targetUserId: user.id,
          subject: { corporateId: corporate.id },
        })
    })
  }

  async function removeAdmin(actorUserId: number, slug: string, userId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const corporate = await corporateOf(tx, slug)
      const gone = await tx
        .delete(corporateAdmins)
        .where(and(eq(corporateAdmins.corporateId, corporate.id), eq(corporateAdmins.userId, userId)))
        .returning({ userId: corporateAdmins.userId })
      if (gone.length)
        await auditStaffAction(tx, deps.now, {
          actorUserId,
          action: 'corporate.admin.remove',
          targetUserId: userId,
          subject: { corporateId: corporate.id },
        })
    })
  }

  /**
   * Development only: a corporate with this year's policy (₹3,000 / ₹5,000 / ₹2,000, family cover, a health check
   * package) whose HR admin is the account of `hrPhone` (409 when the slug is taken, 400 without such an account).
   */
  async function devCreate(input: { slug: string; name: string; hrPhone: string }): Promise<CorporateRow> {
    return db.transaction(async (tx) => {
      const hr = await accountOf(tx, input.hrPhone)
      const corporate = await create(hr.id, { slug: input.slug, name: input.name }, tx)
      const [checkup] = await tx.select({ id: labTests.id }).from(labTests).where(eq(labTests.kind, 'package')).limit(1)
      const at = deps.now()
      await tx.insert(corporateAdmins).values({ corporateId: corporate.id, userId: hr.id, createdAt: at })
      await tx.insert(corporatePolicies).values({
        corporateId: corporate.id,
        year: policyYearOf(deps.corporate.today()),
        pharmacyPaise: DEV_POLICY.pharmacy,
        labsPaise: DEV_POLICY.labs,
        consultationPaise: DEV_POLICY.consultation,
        familyCover: true,
        healthCheckTestId: checkup?.id ?? null,
        healthCheckFor: 'employee_and_family',
        updatedAt: at,
      })
      return corporate
    })
  }

  return { list, create, addAdmin, removeAdmin, devCreate }
}
export type CorporateOperator = ReturnType<typeof createCorporateOperator>

const DEV_POLICY = { pharmacy: paise(300_000), labs: paise(500_000), consultation: paise(200_000) }
