import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'

// Development only, mounted under /__dev beside the outbox (never in production): runs the durable jobs that are due
// as of a given time, as the runner would then (the handlers' ctx.now() is that time). An e2e cannot wait 25 minutes
// for a consultation's no-show and its automatic refund: `POST /__dev/jobs/run` with
// `{"at":"2026-11-29T10:10:00.000Z","key_prefixes":["consultation.no_show:12:"]}`. Without key_prefixes every job due
// then runs (other tests' too, on a shared server: an e2e names its own).

const DevJobsRunSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO date and time' }),
  key_prefixes: z.array(z.string().min(1).max(200)).max(20).optional(),
})

export function devJobsApi() {
  const api = new Hono<AppEnv>()
  api.post('/jobs/run', async (c) => {
    const input = await parseBody(c, DevJobsRunSchema)
    const ran = await c.var.services.jobRunner.runDueAt(new Date(input.at), { keyPrefixes: input.key_prefixes })
    return c.json({ ran })
  })
  return api
}
