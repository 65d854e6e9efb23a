import { Hono } from 'hono'
import {
  ConsultNowQuerySchema,
  DoctorIdParamsSchema,
  DoctorListQuerySchema,
  DoctorPageQuerySchema,
  DoctorSlotsQuerySchema,
  SpecialtyCodeParamsSchema,
} from '../../../contracts/consultations.ts'
import type { Envelope } from '../../../contracts/http.ts'
import type { DoctorSort, FeeBand, Language } from '../../../core/consultations/vocabulary.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseParams, parseQuery } from '../../http/validate.ts'

// Finding a doctor (issue 24 §2; contracts/consultations.ts): specialties, a specialty's doctors, a doctor, a doctor's
// slots of a day and 'consult now'. Public: a guest finds a doctor before signing in.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const BASE = '/api/v1/consultations'

export function consultationsApi() {
  const api = new Hono<AppEnv>()

  api.get(`${BASE}/specialties`, async (c) => {
    return c.json(ok({ specialties: await c.var.services.consultations.specialties() }))
  })

  api.get(`${BASE}/specialties/:code/doctors`, async (c) => {
    const { code } = parseParams(c, SpecialtyCodeParamsSchema)
    const q = parseQuery(c, DoctorListQuerySchema)
    const list = await c.var.services.consultations.list(code, {
      language: q.language as Language | undefined,
      fee: q.fee as FeeBand | undefined,
      minExperience: q.min_experience,
      sort: q.sort as DoctorSort | undefined,
      page: q.page,
      perPage: q.per_page,
    })
    return c.json(ok(list))
  })

  api.get(`${BASE}/specialties/:code/consult-now`, async (c) => {
    const { code } = parseParams(c, SpecialtyCodeParamsSchema)
    const q = parseQuery(c, ConsultNowQuerySchema)
    return c.json(ok(await c.var.services.consultations.consultNow(code, { language: q.language as Language | undefined })))
  })

  api.get(`${BASE}/doctors/:id`, async (c) => {
    const { id } = parseParams(c, DoctorIdParamsSchema)
    const { date } = parseQuery(c, DoctorPageQuerySchema)
    return c.json(ok(await c.var.services.consultations.doctor(id, date)))
  })

  api.get(`${BASE}/doctors/:id/slots`, async (c) => {
    const { id } = parseParams(c, DoctorIdParamsSchema)
    const { date } = parseQuery(c, DoctorSlotsQuerySchema)
    return c.json(ok(await c.var.services.consultations.daySlots(id, date)))
  })

  return api
}
