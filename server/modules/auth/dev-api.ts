import { Hono } from 'hono'
import { z } from 'zod'
import { emailSchema, phoneSchema } from '../../../contracts/fields.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { emailId, phoneId } from './service.ts'

// Development only, mounted under /__dev beside the outbox (never in production): moves the codes sent to one number
// or e-mail back in time, as if sent `seconds` earlier, so that an e2e proves the 30 s resend cooldown ('Please wait
// N seconds', then a new code) without waiting 30 real seconds: the send rule itself (otp.ts) decides. `POST
// /__dev/otp/age` with `{"to":"9510000123","seconds":30}` answers `{"moved": n}`. Only that identifier's codes move:
// other e2e files sign in against the same server at the same time.

const TO_MESSAGE = 'to must be a mobile number or an e-mail address'

const DevOtpAgeSchema = z.object({
  to: z.string({ error: TO_MESSAGE }).transform((to, ctx) => {
    const phone = phoneSchema.safeParse(to)
    if (phone.success) return phoneId(phone.data)
    const email = emailSchema.safeParse(to)
    if (email.success) return emailId(email.data.toLowerCase())
    ctx.addIssue({ code: 'custom', message: TO_MESSAGE })
    return z.NEVER
  }),
  seconds: z
    .number({ error: 'seconds must be a whole number from 1 to 3600' })
    .int({ error: 'seconds must be a whole number from 1 to 3600' })
    .min(1, { error: 'seconds must be a whole number from 1 to 3600' })
    .max(3600, { error: 'seconds must be a whole number from 1 to 3600' }),
})

export function devOtpApi() {
  const api = new Hono<AppEnv>()
  api.post('/otp/age', async (c) => {
    const input = await parseBody(c, DevOtpAgeSchema)
    return c.json({ moved: await c.var.services.otp.ageCodes(input.to, input.seconds) })
  })
  return api
}
