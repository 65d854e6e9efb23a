import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { COVERAGES, DEPENDANT_RELATIONS, policyYearOf } from '../../../core/corporate/vocabulary.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { users } from '../auth/index.ts'
import type { Db } from '../../db/client.ts'
import { corporateAdmins, corporateDependants, corporateEmployees, corporates } from './schema.ts'
import type { SelfServe } from './self-serve.ts'
import type { CorporateService } from './service.ts'

// Development only, mounted under /__dev (never in production), for the corporate health check's e2e (decision 068):
//   POST /__dev/corporates/link {slug, phone, coverage, dependants?}: a roster row for the account of that verified
//     phone, linked to it (with dependants), so a test has a covered employee of its own phone block;
//   POST /__dev/corporates/self-serve-link {slug, employee_code}: HR's link for a roster employee, its URL answered.
// The lead folds /link together with the wallet helper's /enrol at merge.

const phone = z.string().regex(/^[6-9]\d{9}$/, 'phone must be 10 digits')
const LinkSchema = z.object({
  slug: z.string().max(40),
  phone,
  coverage: z.enum(COVERAGES).default('self_and_family'),
  dependants: z
    .array(
      z.object({ name: z.string().min(2).max(80), relation: z.enum(DEPENDANT_RELATIONS), birth_date: z.string().optional() }),
    )
    .max(6)
    .default([]),
})
const SelfServeLinkSchema = z.object({ slug: z.string().max(40), employee_code: z.string().min(1).max(40) })

/** The dev routes' work (services.corporateLabsDev); never called in production (the routes are not mounted). */
export function createCorporateLabsDev(db: Db, deps: { corporate: CorporateService; selfServe: SelfServe }) {
  async function link(body: z.infer<typeof LinkSchema>) {
    const now = new Date()
    const [corporate] = await db.select().from(corporates).where(eq(corporates.slug, body.slug))
    const [user] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.phone, body.phone), eq(users.phoneVerified, true)))
    if (!corporate || !user) throw AppError.notFound('No such corporate, or no account with that verified phone')
    const year = policyYearOf(deps.corporate.today())
    const [existing] = await db.select().from(corporateEmployees).where(eq(corporateEmployees.userId, user.id))
    if (existing) return { employee_id: existing.id, employee_code: existing.employeeCode }
    const [employee] = await db
      .insert(corporateEmployees)
      .values({
        corporateId: corporate.id,
        employeeCode: `DEV-${body.phone}`,
        name: user.name ?? `Employee ${body.phone.slice(-4)}`,
        gender: 'female',
        birthDate: '1990-05-05',
        phone: body.phone,
        coverage: body.coverage,
        coverFrom: `${year}-01-01`,
        userId: user.id,
        linkedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    for (const d of body.dependants) {
      await db.insert(corporateDependants).values({
        employeeId: employee!.id,
        name: d.name,
        relation: d.relation,
        gender: 'other',
        birthDate: d.birth_date ?? '1992-03-03',
        createdAt: now,
      })
    }
    return { employee_id: employee!.id, employee_code: employee!.employeeCode }
  }

  async function selfServeLink(body: z.infer<typeof SelfServeLinkSchema>, origin: string) {
    const [corporate] = await db.select().from(corporates).where(eq(corporates.slug, body.slug))
    if (!corporate) throw AppError.notFound('No such corporate')
    const [admin] = await db.select().from(corporateAdmins).where(eq(corporateAdmins.corporateId, corporate.id)).limit(1)
    if (!admin) throw AppError.notFound('That corporate has no HR admin')
    return deps.selfServe.create(admin.userId, body.slug, { ...body, purpose: 'booking' }, origin)
  }

  return { link, selfServeLink }
}
export type CorporateLabsDev = ReturnType<typeof createCorporateLabsDev>

export function devCorporateLabsApi() {
  const api = new Hono<AppEnv>()
  api.post('/corporates/link', async (c) => {
    const body = await parseBody(c, LinkSchema)
    return c.json(await c.var.services.corporateLabsDev.link(body), 201)
  })
  api.post('/corporates/self-serve-link', async (c) => {
    const body = await parseBody(c, SelfServeLinkSchema)
    return c.json(await c.var.services.corporateLabsDev.selfServeLink(body, new URL(c.req.url).origin), 201)
  })
  return api
}
