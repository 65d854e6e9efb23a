import { Hono, type Context } from 'hono'
import type { Envelope } from '../../../contracts/http.ts'
import {
  BookVaccinationSchema,
  VaccinationNumberParamsSchema,
  VaccinationSlotsQuerySchema,
  type BookVaccinationInput as BookBody,
} from '../../../contracts/vaccination.ts'
import { paise } from '../../../core/money.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'
import { requireIdempotencyKey } from '../orders/index.ts'
import { VACCINATION_CART_TYPE, type BookVaccinationInput } from './service.ts'

// Vaccination at home (issue 27 §6; contracts/vaccination.ts): the catalogue and the nurses' slots for anyone; the
// booking (an Idempotency-Key, as every placement), the account's bookings and the certificate for the account.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const BASE = '/api/v4/vaccination'

/** The booking's input as the line takes it, from the contract's parsed body. */
export function bookInput(body: BookBody): BookVaccinationInput {
  return {
    cartType: VACCINATION_CART_TYPE,
    payment: body.payment,
    useWallet: body.use_wallet,
    expectedTotal: paise(body.expected_total),
    vaccine: body.vaccine,
    patientId: body.patient_id,
    dateOfBirth: body.date_of_birth ?? null,
    earlierDoses: body.earlier_doses,
    slotId: body.slot_id,
    addressId: body.address_id ?? null,
  }
}

export function vaccinationApi() {
  const api = new Hono<AppEnv>()
  const account = (c: Context<AppEnv>) => effectiveUserId(requireUser(c.var.session))

  api.get(`${BASE}/vaccines`, (c) => c.json(ok(c.var.services.vaccination.catalogue())))

  api.get(`${BASE}/slots`, async (c) => {
    const { city, date } = parseQuery(c, VaccinationSlotsQuerySchema)
    return c.json(ok(await c.var.services.vaccination.slots.availability(city, date)))
  })

  api.post(`${BASE}/bookings`, async (c) => {
    const userId = account(c)
    const key = requireIdempotencyKey(c.req.header('idempotency-key'))
    const body = await parseBody(c, BookVaccinationSchema)
    const answer = await c.var.services.vaccination.book(userId, bookInput(body), key)
    if (answer.replayed) c.header('idempotent-replayed', 'true')
    return c.json(ok(answer.body), answer.status as 201)
  })

  api.get(`${BASE}/bookings`, async (c) => c.json(ok({ bookings: await c.var.services.vaccination.mine(account(c)) })))

  api.get(`${BASE}/bookings/:number`, async (c) => {
    const userId = account(c)
    const { number } = parseParams(c, VaccinationNumberParamsSchema)
    return c.json(ok(await c.var.services.vaccination.get(userId, number)))
  })

  api.get(`${BASE}/bookings/:number/certificate`, async (c) => {
    const userId = account(c)
    const { number } = parseParams(c, VaccinationNumberParamsSchema)
    const file = await c.var.services.vaccination.certificate(number, userId)
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, certificateHeaders(file))
  })

  return api
}

/** A certificate's download headers (the account's page and the desk's). */
export function certificateHeaders(file: { bytes: Uint8Array; fileName: string }): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-length': String(file.bytes.length),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
    'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w. -]/g, '_')}"`,
  }
}
