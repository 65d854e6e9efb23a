import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  BENEFITS,
  COVERAGES,
  DEPENDANT_RELATIONS,
  policyYearOf,
  type Coverage,
  type DependantRelation,
} from '../../../core/corporate/vocabulary.ts'
import { paise, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { users } from '../auth/index.ts'
import { corporateDependants, corporateEmployees } from './schema.ts'
import type { CorporateService } from './service.ts'
import type { CorporateWallet } from './wallet.ts'

// Development only, mounted under /__dev (never in production): puts an existing account with a verified phone on a
// corporate's roster and links it, its sub-wallets topped up with this year's policy, so that an e2e file can have a
// covered employee of its own phone block without HR's console (decisions 067, 068). `POST /__dev/corporates/enrol`
// with `{"slug":"acme","phone":"9710300001"}` and optionally `"coverage"` ('self', or 'self_and_family' when
// dependants are given), `"dependants":[{"name":"Nisha Iyer","relation":"spouse"}]` and `"top_up_rupees":{"pharmacy":20}`
// (another amount in a sub-wallet; 0 leaves it empty); the same call again changes nothing. It answers
// `{employee_id, employee_code, corporate_id}`. (The health check's former `/__dev/corporates/link` is this route.)

const rupeesField = z
  .number({ error: 'a top-up is a number of rupees' })
  .int('a top-up is whole rupees')
  .min(0, 'a top-up is not negative')
  .max(100_000, 'a top-up is at most ₹1,00,000')

const DevEnrolSchema = z.object({
  slug: z.string({ error: 'slug is required' }).min(1).max(40),
  phone: z.string({ error: 'phone is required' }).regex(/^[6-9]\d{9}$/, 'phone must be 10 digits'),
  /** Default: 'self_and_family' when dependants are given, else 'self'. */
  coverage: z.enum(COVERAGES, { error: "coverage must be 'self' or 'self_and_family'" }).optional(),
  /** Family members put on the roster row with it (coverage 'self_and_family'). */
  dependants: z
    .array(
      z
        .object({
          name: z.string({ error: 'a dependant has a name' }).min(2).max(80),
          relation: z.enum(DEPENDANT_RELATIONS, { error: 'relation is not one we cover' }),
          birth_date: z.iso.date('birth_date is YYYY-MM-DD').optional(),
        })
        .strict(),
      { error: 'dependants is a list' },
    )
    .max(6, 'at most 6 dependants')
    .default([]),
  /** What to put in each sub-wallet instead of the policy's amount (whole rupees). */
  top_up_rupees: z
    .object({
      pharmacy: rupeesField.optional(),
      labs: rupeesField.optional(),
      consultation: rupeesField.optional(),
    })
    .strict()
    .optional(),
})

/** The roster row of `phone` in the corporate of `slug`, linked to its account; sub-wallets topped up once. */
export async function enrolForDevelopment(
  db: Db,
  deps: { corporate: CorporateService; wallet: CorporateWallet; now: () => Date },
  e: {
    slug: string
    phone: string
    coverage?: Coverage
    dependants?: Array<{ name: string; relation: DependantRelation; birthDate?: string }>
    topUp?: Partial<Record<(typeof BENEFITS)[number], Paise>>
  },
): Promise<{ employeeId: number; employeeCode: string; corporateId: number }> {
  const dependants = e.dependants ?? []
  const coverage = e.coverage ?? (dependants.length ? 'self_and_family' : 'self')
  if (coverage === 'self' && dependants.length) {
    throw AppError.invalid("Dependants need coverage 'self_and_family'", 'coverage')
  }
  const corporate = await deps.corporate.bySlug(e.slug)
  if (!corporate) throw AppError.notFound(`No corporate ${e.slug}`)
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.phone, e.phone), eq(users.phoneVerified, true)))
  if (!user) throw AppError.notFound(`No account with the verified phone ${e.phone}`)
  const at = deps.now()
  const year = policyYearOf(deps.corporate.today())
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(corporateEmployees).where(eq(corporateEmployees.userId, user.id))
    if (existing) {
      if (existing.corporateId !== corporate.id) throw AppError.conflict('This account is on another corporate’s roster')
      return { employeeId: existing.id, employeeCode: existing.employeeCode, corporateId: corporate.id }
    }
    const [row] = await tx
      .insert(corporateEmployees)
      .values({
        corporateId: corporate.id,
        employeeCode: `DEV-${e.phone}`,
        name: user.name || `Employee ${e.phone.slice(-4)}`,
        gender: 'female',
        birthDate: '1990-05-05',
        phone: e.phone,
        coverage,
        coverFrom: `${year}-01-01`,
        userId: user.id,
        linkedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: corporateEmployees.id, employeeCode: corporateEmployees.employeeCode })
    for (const d of dependants) {
      await tx.insert(corporateDependants).values({
        employeeId: row!.id,
        name: d.name,
        relation: d.relation,
        gender: 'other',
        birthDate: d.birthDate ?? '1992-03-03',
        createdAt: at,
      })
    }
    const policy = await deps.corporate.policyFor(corporate.id, year, tx)
    for (const benefit of BENEFITS) {
      const amount =
        e.topUp?.[benefit] ??
        (policy
          ? { pharmacy: policy.pharmacyPaise, labs: policy.labsPaise, consultation: policy.consultationPaise }[benefit]
          : paise(0))
      if (amount <= 0) continue
      await deps.wallet.credit(tx, {
        corporateId: corporate.id,
        employeeId: row!.id,
        benefit,
        amount,
        kind: 'top_up',
        reference: `dev-enrol:${year}`,
        note: `${year} benefit from ${corporate.name}`,
      })
    }
    return { employeeId: row!.id, employeeCode: row!.employeeCode, corporateId: corporate.id }
  })
}

export function devCorporateApi() {
  const api = new Hono<AppEnv>()
  api.post('/corporates/enrol', async (c) => {
    const body = await parseBody(c, DevEnrolSchema)
    const top = body.top_up_rupees
    const enrolled = await c.var.services.corporateDev.enrol({
      slug: body.slug,
      phone: body.phone,
      coverage: body.coverage,
      dependants: body.dependants.map((d) => ({ name: d.name, relation: d.relation, birthDate: d.birth_date })),
      topUp: top
        ? Object.fromEntries(Object.entries(top).flatMap(([k, v]) => (v === undefined ? [] : [[k, paise(v * 100)]])))
        : undefined,
    })
    return c.json(
      { employee_id: enrolled.employeeId, employee_code: enrolled.employeeCode, corporate_id: enrolled.corporateId },
      201,
    )
  })
  return api
}
