import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams } from '../../http/validate.ts'
import { requireUser } from '../auth/index.ts'

// Development only, mounted under /__dev beside the outbox (never in production): an e2e cannot wait the 30 minutes of
// a dose's observation, so `POST /__dev/vaccination/bookings/{number}/given-earlier` with `{"minutes":31}` moves the
// time the dose was given back (a signed-in caller; the dose must be given and under observation).

const ParamsSchema = z.object({ number: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'A booking number is like MW1234567') })
const BodySchema = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
})

export function devVaccinationApi() {
  const api = new Hono<AppEnv>()
  api.post('/vaccination/bookings/:number/given-earlier', async (c) => {
    requireUser(c.var.session)
    const { number } = parseParams(c, ParamsSchema)
    const { minutes } = await parseBody(c, BodySchema)
    await c.var.services.vaccination.desk.givenEarlierForDevelopment(number, minutes)
    return c.json({ ok: true })
  })
  return api
}
