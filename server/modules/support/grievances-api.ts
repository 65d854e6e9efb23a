import { Hono } from 'hono'
import { GRIEVANCE_TEXTS } from '../../../core/grievances/rules.ts'
import type { Envelope } from '../../../contracts/http.ts'
import { GrievanceBodySchema, GrievanceParamsSchema, type Grievance, type GrievanceList } from '../../../contracts/grievances.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'

// Grievances (issue 26 §6; decision 082): file one, list the account's, read one by its number (another account's is
// a 404). The staff queue is the /staff/grievances page's own (app/grievances/staff-grievances.server.ts).

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const SIGN_IN = new AppError({ code: 'sign_in_required', status: 401, message: GRIEVANCE_TEXTS.signIn })

export function grievancesApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v4/grievances', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN))
    return c.json(ok({ items: await c.var.services.grievances.mine(userId) } satisfies GrievanceList))
  })

  api.post('/api/v4/grievances', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN))
    const body = await parseBody(c, GrievanceBodySchema)
    const header = c.req.header('idempotency-key')?.trim()
    if (header !== undefined && header !== '' && !/^[\w-]{8,128}$/.test(header)) {
      throw AppError.invalid('Idempotency-Key must be 8 to 128 letters, digits, _ or -', undefined, 'bad_idempotency_key')
    }
    const filed = await c.var.services.grievances.file(userId, {
      ...body,
      idempotency_key: body.idempotency_key ?? (header || undefined),
    })
    return c.json(ok(filed.grievance satisfies Grievance), filed.created ? 201 : 200)
  })

  api.get('/api/v4/grievances/:number', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN))
    const { number } = parseParams(c, GrievanceParamsSchema)
    return c.json(ok((await c.var.services.grievances.get(userId, number)) satisfies Grievance))
  })

  return api
}
