import { Hono, type MiddlewareHandler } from 'hono'
import type { Envelope } from '../../../contracts/http.ts'
import {
  MAX_PATIENTS,
  PatientBodySchema,
  PatientIdParamsSchema,
  type PatientList,
  type PatientSaved,
} from '../../../contracts/patients.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams } from '../../http/validate.ts'
import type { CartOwner } from '../cart/index.ts'
import { SIGN_IN_FOR_PATIENTS, type PatientService } from './service.ts'

// The account's patients (issue 11 §4; contracts/patients.ts): a guest gets a 401 with a message, another account's
// patient a 404.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

async function listOf(patients: PatientService, owner: CartOwner): Promise<PatientList> {
  return { patients: (await patients.list(owner)).map(patients.toWire), max_patients: MAX_PATIENTS }
}

export function patientsApi() {
  const api = new Hono<AppEnv>()

  const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.var.cartOwner.kind !== 'user') throw SIGN_IN_FOR_PATIENTS
    await next()
  }
  api.use('/api/v4/patients', signedIn)
  api.use('/api/v4/patients/*', signedIn)

  api.get('/api/v4/patients', async (c) => c.json(ok(await listOf(c.var.services.patients, c.var.cartOwner))))

  api.post('/api/v4/patients', async (c) => {
    const { patients } = c.var.services
    const input = await parseBody(c, PatientBodySchema)
    const saved = await patients.create(c.var.cartOwner, input)
    return c.json(
      ok({ ...(await listOf(patients, c.var.cartOwner)), patient: patients.toWire(saved) } satisfies PatientSaved),
      201,
    )
  })

  api.put('/api/v4/patients/:id', async (c) => {
    const { patients } = c.var.services
    const { id } = parseParams(c, PatientIdParamsSchema)
    const input = await parseBody(c, PatientBodySchema)
    const saved = await patients.update(c.var.cartOwner, id, input)
    return c.json(ok({ ...(await listOf(patients, c.var.cartOwner)), patient: patients.toWire(saved) } satisfies PatientSaved))
  })

  api.delete('/api/v4/patients/:id', async (c) => {
    const { patients } = c.var.services
    const { id } = parseParams(c, PatientIdParamsSchema)
    await patients.remove(c.var.cartOwner, id)
    return c.json(ok(await listOf(patients, c.var.cartOwner)))
  })

  return api
}
