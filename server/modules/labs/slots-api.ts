import { Hono } from 'hono'
import type { Envelope } from '../../../contracts/http.ts'
import {
  LabPatientStepBodySchema,
  LabPatientStepQuerySchema,
  LabSlotsQuerySchema,
  type LabPatientStep,
  type LabSlotDay,
} from '../../../contracts/lab-slots.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseQuery } from '../../http/validate.ts'
import { SIGN_IN_FOR_PATIENTS } from '../patients/index.ts'
import { labsCartEmpty } from './patient-step.ts'

// Home-collection slots and the labs cart's patient step (issue 11 §4; contracts/lab-slots.ts). The slots of a lab,
// city and day are public (a guest sees them too); the patient step is the signed-in account's (401 for a guest).

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

export function labSlotsApi() {
  const api = new Hono<AppEnv>()

  api.get('/labs/slots', async (c) => {
    const q = parseQuery(c, LabSlotsQuerySchema)
    const day = await c.var.services.labSlots.availability(q.lab_id, q.city, q.date, { fasting: q.fasting, patients: q.patients })
    return c.json(ok(day satisfies LabSlotDay))
  })

  api.get('/labs/cart/patient-step', async (c) => {
    if (c.var.cartOwner.kind !== 'user') throw SIGN_IN_FOR_PATIENTS
    const { cart_type } = parseQuery(c, LabPatientStepQuerySchema)
    const step = await c.var.services.patientStep.read(c.var.cartOwner, cart_type)
    if (!step) throw labsCartEmpty()
    return c.json(ok(step satisfies LabPatientStep))
  })

  api.put('/labs/cart/patient-step', async (c) => {
    if (c.var.cartOwner.kind !== 'user') throw SIGN_IN_FOR_PATIENTS
    const input = await parseBody(c, LabPatientStepBodySchema)
    return c.json(ok((await c.var.services.patientStep.save(c.var.cartOwner, input)) satisfies LabPatientStep))
  })

  return api
}
