import { Hono } from 'hono'
import { z } from 'zod'
import { CONSULTATION_MODES } from '../../../core/consultations/states.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { SAMPLE_DOCTORS } from '../../db/seed-data/consultations.ts'
import { requireUser } from '../auth/index.ts'

// Development only, mounted under /__dev beside the outbox (never in production): a booked consultation for the
// signed-in account with a sample doctor, starting now, without a sale. The room's and the desk's e2e use it (the sale
// has its own tests): `POST /__dev/consultations` with `{"doctor_phone":"9810000021","mode":"video"}`. The patient is
// made through the patients module; the consultation by the room's service (each module writes its own tables).

const DevConsultationSchema = z.object({
  /** The sample doctor's staff account's phone (9810000021–32). */
  doctor_phone: z.string().regex(/^\d{10}$/),
  mode: z.enum(CONSULTATION_MODES).default('video'),
  patient_name: z.string().min(3).max(100).default('Asha Verma'),
})

export function devConsultationsApi() {
  const api = new Hono<AppEnv>()
  api.post('/consultations', async (c) => {
    const userId = requireUser(c.var.session).user.id
    const input = await parseBody(c, DevConsultationSchema)
    const sample = SAMPLE_DOCTORS.find((d) => d.phone === input.doctor_phone)
    if (!sample) throw AppError.notFound('No sample doctor has that phone')
    const services = c.var.services
    const patient = await services.patients.create(
      { kind: 'user', userId },
      { name: input.patient_name, age: 34, gender: 'female', relation: 'other' },
    )
    const id = await services.consultationRoom.seedForDevelopment({
      userId,
      patient: { id: patient.id, name: patient.name, age: patient.age, gender: patient.gender },
      doctorName: sample.name,
      mode: input.mode,
    })
    return c.json({ id }, 201)
  })
  return api
}
