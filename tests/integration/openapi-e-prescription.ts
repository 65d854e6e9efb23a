import { labTests } from '../../server/db/schema.ts'
import { browserClient, type BrowserClient } from './browser-client.ts'
import { seedConsultation } from './consultation-fixture.ts'
import { catalog, clock, f, me } from './openapi-fixture.ts'

// The e-prescription's real calls for the OpenAPI answers (issue 24 §5–6): a consultation of the fixture's customer
// in progress with a sample doctor, the doctor's browser, and a prescription written once (an OTC medicine, a test).

let serial = 0
export const RX_BASE = (id: number) => `/pwa-api/api/v1/consultations/${id}/prescription`

/** A new consultation of the customer, in progress, and its doctor's browser. */
export async function rxConsultation(): Promise<{ id: number; doctor: BrowserClient }> {
  const c = await seedConsultation(f.database.db, {
    userId: me.userId,
    startsAt: new Date(clock.getTime() - 5 * 60_000 + ++serial * 60_000),
    state: 'in_progress',
  })
  const session = await f.services.sessions.create(c.doctorUserId)
  const doctor = browserClient(f)
  doctor.jar.set('sid', session.token)
  doctor.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return { id: c.id, doctor }
}

export async function rxForm() {
  const [test] = await f.database.db.select({ id: labTests.id }).from(labTests).limit(1)
  return {
    doctor_address: 'MedWise Teleclinic, 12 Janpath Road, New Delhi 110001',
    doctor_contact: '9810000021',
    diagnosis: 'Common cold',
    advice: 'Rest',
    medicines: [
      {
        sku_id: catalog.otc().id,
        strength: '650 mg',
        dose: '1 tablet',
        frequency: 'Thrice a day',
        duration: '3 days',
        quantity: 1,
      },
    ],
    tests: [test!.id],
  }
}

let written: Promise<{ id: number; doctor: BrowserClient }> | null = null
/** One consultation with its prescription written (made on first use). */
export function rxWritten(): Promise<{ id: number; doctor: BrowserClient }> {
  written ??= (async () => {
    const c = await rxConsultation()
    const res = await c.doctor.post(RX_BASE(c.id), await rxForm())
    if (res.status !== 201) throw new Error(`prescription not written: ${res.status} ${JSON.stringify(res.body)}`)
    return c
  })()
  return written
}
