import { Hono } from 'hono'
import { DevCorporateSchema } from '../../../contracts/corporate-admin.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'

// Development only, mounted under /__dev beside the outbox (never in production): `POST /__dev/corporates`
// {"slug":"e2e-hr-1","name":"E2E Ltd","hr_phone":"9710100001"} makes a corporate with this year's policy whose HR
// admin is the account of that phone, so an e2e file works on a corporate and an HR of its own (decision 062).

export function devCorporatesApi() {
  const api = new Hono<AppEnv>()
  api.post('/corporates', async (c) => {
    const input = await parseBody(c, DevCorporateSchema)
    const row = await c.var.services.corporateOperator.devCreate({ slug: input.slug, name: input.name, hrPhone: input.hr_phone })
    return c.json({ id: row.id, slug: row.slug, name: row.name }, 201)
  })
  return api
}
