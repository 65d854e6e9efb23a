import { Hono } from 'hono'
import { z } from 'zod'
import { AppError } from '../lib/app-error.ts'
import { SHED_TEST_COOKIE, type LoadShedder } from './load-shed.ts'
import type { AppEnv } from './types.ts'

// issue 30's e2e (outside production only; app.ts mounts it with the other /__dev routes). The e2e server is shared by
// two files at a time, so a test cannot overload it; instead it arms the shedder for its own requests only: the next
// `count` requests carrying the cookie `shed-test=<token>` (and, given `path_prefix`, only on paths starting so) are
// answered as an overloaded instance answers, with Retry-After: 1.
//   POST /__dev/overload {"token":"abc","count":1,"path_prefix":"/pwa-api/api/v4/search"} → 204
//   GET  /__dev/overload?token=abc → {"token","count" (left),"shed" (so far)}

const ArmSchema = z.object({
  token: z.string().regex(/^[\w-]{8,64}$/, 'token: 8 to 64 letters, digits, - or _'),
  count: z.number().int().min(1).max(100),
  path_prefix: z.string().startsWith('/').max(200).optional(),
})

export function devOverloadApi(shedder: LoadShedder) {
  const api = new Hono<AppEnv>()
  api.post('/overload', async (c) => {
    const parsed = ArmSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) throw AppError.invalid(parsed.error.issues[0]?.message ?? 'Bad arming')
    shedder.arm({ token: parsed.data.token, count: parsed.data.count, pathPrefix: parsed.data.path_prefix })
    return c.body(null, 204)
  })
  api.get('/overload', (c) => {
    const token = ArmSchema.shape.token.safeParse(c.req.query('token'))
    if (!token.success) throw AppError.invalid(token.error.issues[0]?.message ?? 'Bad token')
    const arm = shedder.armed(token.data)
    if (!arm) throw AppError.notFound('Not armed')
    return c.json({ token: arm.token, count: arm.count, shed: arm.shed, cookie: SHED_TEST_COOKIE })
  })
  return api
}
