import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Db } from '../../db/client.ts'
import { corporateAdmins, corporates } from './schema.ts'
import type { SelfServe } from './self-serve.ts'

// Development only, mounted under /__dev (never in production), for the corporate health check's e2e (decision 068):
//   POST /__dev/corporates/self-serve-link {slug, employee_code}: HR's link for a roster employee, its URL answered.
// (A covered employee of a test's own phone block, with dependants, is POST /__dev/corporates/enrol: dev-api.ts.)

const SelfServeLinkSchema = z.object({ slug: z.string().max(40), employee_code: z.string().min(1).max(40) })

/** The dev routes' work (services.corporateLabsDev); never called in production (the routes are not mounted). */
export function createCorporateLabsDev(db: Db, deps: { selfServe: SelfServe }) {
  async function selfServeLink(body: z.infer<typeof SelfServeLinkSchema>, origin: string) {
    const [corporate] = await db.select().from(corporates).where(eq(corporates.slug, body.slug))
    if (!corporate) throw AppError.notFound('No such corporate')
    const [admin] = await db.select().from(corporateAdmins).where(eq(corporateAdmins.corporateId, corporate.id)).limit(1)
    if (!admin) throw AppError.notFound('That corporate has no HR admin')
    return deps.selfServe.create(admin.userId, body.slug, { ...body, purpose: 'booking' }, origin)
  }

  return { selfServeLink }
}
export type CorporateLabsDev = ReturnType<typeof createCorporateLabsDev>

export function devCorporateLabsApi() {
  const api = new Hono<AppEnv>()
  api.post('/corporates/self-serve-link', async (c) => {
    const body = await parseBody(c, SelfServeLinkSchema)
    return c.json(await c.var.services.corporateLabsDev.selfServeLink(body, new URL(c.req.url).origin), 201)
  })
  return api
}
