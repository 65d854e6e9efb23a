import { Hono, type MiddlewareHandler } from 'hono'
import type { Envelope } from '../../../contracts/http.ts'
import {
  EmailChangeRequestSchema,
  EmailChangeVerifySchema,
  PhoneChangeRequestSchema,
  PhoneChangeVerifySchema,
  PreferencesSchema,
  ProfileDetailsSchema,
  type CodeSent,
  type Profile,
} from '../../../contracts/profile.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { effectiveUserId, profileClientKey, requireUser } from '../auth/index.ts'

// The profile's API (issue 26 §5; contracts/profile.ts): the signed-in account's own details, its e-mail and phone
// changed by OTP, its offer preferences and consents. A guest gets a 401; CSRF as every write under /pwa-api.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

export function profileApi() {
  const api = new Hono<AppEnv>()
  const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
    requireUser(c.var.session)
    await next()
  }
  api.use('/api/v4/profile', signedIn)
  api.use('/api/v4/profile/*', signedIn)

  /** The account acted for (the customer in a super-login), and who acts (the audit's actor). */
  const who = (c: { var: AppEnv['Variables'] }) => {
    const session = requireUser(c.var.session)
    return { userId: effectiveUserId(session), actor: session.user.id }
  }
  const answer = async (c: { var: AppEnv['Variables'] }, userId: number): Promise<Envelope<Profile>> =>
    ok(await c.var.services.profile.get(userId))

  api.get('/api/v4/profile', async (c) => c.json(await answer(c, who(c).userId)))

  api.put('/api/v4/profile', async (c) => {
    const { userId } = who(c)
    await c.var.services.profile.saveDetails(userId, await parseBody(c, ProfileDetailsSchema))
    return c.json(await answer(c, userId))
  })

  api.put('/api/v4/profile/preferences', async (c) => {
    const { userId, actor } = who(c)
    await c.var.services.profile.savePreferences(userId, await parseBody(c, PreferencesSchema), actor)
    return c.json(await answer(c, userId))
  })

  api.post('/api/v4/profile/email/otp', async (c) => {
    const { userId } = who(c)
    const { email } = await parseBody(c, EmailChangeRequestSchema)
    await c.var.services.identity.requestEmail(userId, email, profileClientKey(who(c).actor))
    return c.json(ok({ is_otp_required: true, sent_to: email } satisfies CodeSent))
  })

  api.post('/api/v4/profile/email/verify', async (c) => {
    const { userId, actor } = who(c)
    const body = await parseBody(c, EmailChangeVerifySchema)
    await c.var.services.identity.verifyEmail(userId, body.email, body.verification_token, actor)
    return c.json(await answer(c, userId))
  })

  api.post('/api/v4/profile/phone/otp', async (c) => {
    const { userId } = who(c)
    const { number, otp_on_call } = await parseBody(c, PhoneChangeRequestSchema)
    await c.var.services.identity.requestPhone(userId, number, profileClientKey(who(c).actor), otp_on_call)
    return c.json(ok({ is_otp_required: true, sent_to: number } satisfies CodeSent))
  })

  api.post('/api/v4/profile/phone/verify', async (c) => {
    const { userId, actor } = who(c)
    const body = await parseBody(c, PhoneChangeVerifySchema)
    await c.var.services.identity.verifyPhone(userId, body.number, body.verification_token, actor)
    return c.json(await answer(c, userId))
  })

  return api
}
