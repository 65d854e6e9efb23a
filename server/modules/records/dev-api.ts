import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/types.ts'
import { parseBody } from '../../http/validate.ts'
import { requireUser } from '../auth/index.ts'

// Development only, mounted under /__dev (never in production): a filed record for the signed-in account's member,
// as the labs desk (a lab report with an HbA1c result) or the pharmacist's decision (a prescription) would file it,
// without signing in as a seeded staff member (each may be signed in from one e2e file only: decision 062). The
// records journey's e2e uses it; the filing from real bookings and orders is proved by records.int.test.ts.
// `POST /__dev/health-records/filed` `{"patient_id":12,"kind":"lab","value":"6.1","date":"2026-10-01"}`.

const DevFiledSchema = z.object({
  patient_id: z.number().int().min(1).max(2_147_483_647),
  kind: z.enum(['lab', 'prescription']),
  /** The HbA1c result of a lab report (%). */
  value: z
    .string()
    .regex(/^\d{1,2}(\.\d)?$/)
    .default('6.1'),
  date: z.iso.date(),
})

export function devRecordsApi() {
  const api = new Hono<AppEnv>()
  api.post('/health-records/filed', async (c) => {
    const userId = requireUser(c.var.session).user.id
    const input = await parseBody(c, DevFiledSchema)
    const services = c.var.services
    // The member must be the account's (404 otherwise), as every records call says.
    await services.records.timeline(userId, input.patient_id, { kind: null, from: null, to: null, q: null }, null, {
      trends: false,
    })
    const ref = `dev-${randomUUID()}`
    const id = await (input.kind === 'lab'
      ? services.records.fileForDevelopment({
          userId,
          patientId: input.patient_id,
          kind: 'DiagnosticReport',
          title: 'HbA1c (glycated haemoglobin)',
          date: input.date,
          provider: 'City Diagnostics',
          source: 'lab_report',
          sourceRef: ref,
          summary: '1 result',
          link: null,
          observations: [
            {
              name: 'HbA1c',
              value: input.value,
              unit: '%',
              low: 4,
              high: 5.6,
              rangeText: null,
              flag: Number(input.value) > 5.6 ? 'high' : null,
            },
          ],
        })
      : services.records.fileForDevelopment({
          userId,
          patientId: input.patient_id,
          kind: 'Prescription',
          title: 'Prescription by Dr. Anil Kapoor',
          date: input.date,
          provider: 'Dr. Anil Kapoor',
          source: 'order_prescription',
          sourceRef: ref,
          summary: 'Checked and approved by our pharmacist',
          link: null,
        }))
    return c.json({ id }, 201)
  })
  return api
}
