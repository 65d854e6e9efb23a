import { Hono } from 'hono'
import type { FooterAnswer } from '../../../contracts/content.ts'
import type { AppEnv } from '../../http/types.ts'

// spec 1 §7.1 GET /api/v4/footer-data (contracts/content.ts).

export function contentApi() {
  const api = new Hono<AppEnv>()
  api.get('/api/v4/footer-data', async (c) => c.json({ data: await c.var.services.footer.get() } satisfies FooterAnswer))
  return api
}
