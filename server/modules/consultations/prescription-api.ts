import { Hono } from 'hono'
import {
  EPrescriptionParamsSchema,
  EPrescriptionMedicineQuerySchema,
  WriteEPrescriptionSchema,
} from '../../../contracts/e-prescriptions.ts'
import type { Envelope } from '../../../contracts/http.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'

// The e-prescription's calls (issue 24 §5, §6; contracts/e-prescriptions.ts): read, write (the consultation's doctor,
// once), the signed PDF, the doctor's medicine search, and the patient's 'Order medicines' and 'Book tests'. A
// consultation that is not the caller's answers 404 (consultations/access.ts), a guest 401 (the PDF: 404, as a link).

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const BASE = '/api/v1/consultations/:id/prescription'

/** The PDF's headers: kept by the reader's browser only, never sniffed, saved as a file. */
export function prescriptionPdfHeaders(file: { bytes: Uint8Array; fileName: string }, disposition: 'attachment' | 'inline') {
  return {
    'content-type': 'application/pdf',
    'content-length': String(file.bytes.length),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': `${disposition}; filename="${file.fileName}"`,
    'content-security-policy': 'sandbox',
  }
}

export function prescriptionApi() {
  const api = new Hono<AppEnv>()

  api.get(BASE, async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { id } = parseParams(c, EPrescriptionParamsSchema)
    return c.json(ok(await c.var.services.prescribing.view(id, userId)))
  })

  api.post(BASE, async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { id } = parseParams(c, EPrescriptionParamsSchema)
    const input = await parseBody(c, WriteEPrescriptionSchema)
    return c.json(ok(await c.var.services.prescribing.write(id, userId, input)), 201)
  })

  api.get(`${BASE}/pdf`, async (c) => {
    const { id } = parseParams(c, EPrescriptionParamsSchema)
    const session = c.var.session
    if (!session) throw AppError.notFound('We could not find that consultation', 'consultation_not_found')
    const file = await c.var.services.prescribing.pdf(id, effectiveUserId(session))
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, prescriptionPdfHeaders(file, 'attachment'))
  })

  api.get(`${BASE}/medicines`, async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { id } = parseParams(c, EPrescriptionParamsSchema)
    const { q } = parseQuery(c, EPrescriptionMedicineQuerySchema)
    return c.json(ok({ medicines: await c.var.services.prescribing.searchMedicines(id, userId, q) }))
  })

  api.post(`${BASE}/order-medicines`, async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { id } = parseParams(c, EPrescriptionParamsSchema)
    return c.json(ok(await c.var.services.prescribing.orderMedicines(id, userId)))
  })

  api.post(`${BASE}/book-tests`, async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { id } = parseParams(c, EPrescriptionParamsSchema)
    return c.json(ok(await c.var.services.prescribing.bookTests(id, userId)))
  })

  return api
}
