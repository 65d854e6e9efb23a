import { Hono, type Context } from 'hono'
import { ConsultationNotesBodySchema, ConsultationNotesParamsSchema } from '../../../contracts/consultation-notes.ts'
import type { Envelope } from '../../../contracts/http.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireUser } from '../auth/index.ts'

// The doctor's notes of a consultation (issue 24 §5; contracts/consultation-notes.ts): the consultation's doctor only,
// from their own session. Anyone else gets 404 (notes.ts), a guest 401.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const PATH = '/api/v1/consultations/:id/notes'

const SIGN_IN = new AppError({ code: 'login_required', status: 401, message: 'Please sign in to open the consultation.' })

/** The signed-in account; a staff member acting for a customer (super-login) is not the doctor: 404. */
function userOf(c: Context<AppEnv>): number {
  const session = requireUser(c.var.session, SIGN_IN)
  if (session.actingAs) throw AppError.notFound('We could not find that consultation', 'consultation_not_found')
  return session.user.id
}

export function consultationNotesApi() {
  const api = new Hono<AppEnv>()

  api.get(PATH, async (c) => {
    const userId = userOf(c)
    const { id } = parseParams(c, ConsultationNotesParamsSchema)
    return c.json(ok(await c.var.services.consultationNotes.read(userId, id)))
  })

  api.put(PATH, async (c) => {
    const userId = userOf(c)
    const { id } = parseParams(c, ConsultationNotesParamsSchema)
    const { text } = await parseBody(c, ConsultationNotesBodySchema)
    return c.json(ok(await c.var.services.consultationNotes.write(userId, id, text)))
  })

  return api
}
