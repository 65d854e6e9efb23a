import { Hono } from 'hono'
import { z } from 'zod'
import { CONSULTATION_MODES } from '../../../core/consultations/states.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { userOwner } from '../cart/index.ts'

// Development only, mounted under /__dev (never in production), for the e-prescription's browser tests until booking
// lands: `POST /__dev/consultations` {"mode":"video","doctor":9} makes the signed-in account a consultation in progress
// with the i-th sample doctor (a patient 'Asha Verma', 34, female; its slot taken), and answers its id and the doctor's
// phone. The same rows the integration tests' seedConsultation makes; the sale itself is the booking's to test.

const DevConsultationSchema = z.object({
  mode: z.enum(CONSULTATION_MODES, { error: `mode must be one of: ${CONSULTATION_MODES.join(', ')}` }),
  doctor: z.number().int().min(0).max(11).optional(),
})

export function devConsultationsApi() {
  const api = new Hono<AppEnv>()
  api.post('/consultations', async (c) => {
    const session = c.var.session
    if (!session) throw new AppError({ code: 'login_required', status: 401, message: 'Sign in first' })
    const { mode, doctor } = await parseBody(c, DevConsultationSchema)
    // The account's first patient, else 'Asha Verma' as itself (the patients module writes its own table).
    const owner = userOwner(session.user.id)
    const patient =
      (await c.var.services.patients.list(owner))[0] ??
      (await c.var.services.patients.create(owner, { name: 'Asha Verma', age: 34, gender: 'female', relation: 'self' }))
    return c.json(await c.var.services.prescribing.devConsultation(session.user.id, patient, mode, doctor ?? 0))
  })
  return api
}
