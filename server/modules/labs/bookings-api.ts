import { Hono } from 'hono'
import { paise } from '../../../core/money.ts'
import type { Envelope } from '../../../contracts/http.ts'
import {
  LabBookingNumberParamsSchema,
  PlaceLabBookingSchema,
  RescheduleLabBookingSchema,
  type LabBookingWire,
  type PlacedLabBookingAnswer,
} from '../../../contracts/lab-bookings.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams } from '../../http/validate.ts'
import { requireUser, effectiveUserId } from '../auth/index.ts'
import { requireIdempotencyKey } from '../orders/index.ts'

// Lab bookings under /pwa-api (issue 11 §5; contracts/lab-bookings.ts): placing the labs cart (an Idempotency-Key
// header, like the pharmacy's POST /api/v4/orders), the account's bookings, one booking (another account's: 404), and
// moving a booking to another slot.

const KEY_HEADER = 'idempotency-key'
const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

export function labBookingsApi() {
  const api = new Hono<AppEnv>()

  api.post('/labs/bookings', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const key = requireIdempotencyKey(c.req.header(KEY_HEADER))
    const body = await parseBody(c, PlaceLabBookingSchema)
    const answer = await c.var.services.labBookings.place(
      userId,
      {
        cartType: body.cart_type,
        addressId: body.address_id ?? null,
        payment: body.payment,
        useWallet: body.use_wallet,
        useCorporateWallet: body.use_corporate_wallet,
        expectedTotal: paise(body.expected_total),
      },
      key,
    )
    if (answer.replayed) c.header('idempotent-replayed', 'true')
    return c.json(ok(answer.body satisfies PlacedLabBookingAnswer), answer.status as 201)
  })

  api.get('/labs/bookings', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    return c.json(ok({ bookings: (await c.var.services.labBookings.list(userId)) satisfies LabBookingWire[] }))
  })

  api.get('/labs/bookings/:number', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { number } = parseParams(c, LabBookingNumberParamsSchema)
    return c.json(ok((await c.var.services.labBookings.get(userId, number)) satisfies LabBookingWire))
  })

  // issue 11 §6: another free slot of the same lab and city, until 2 hours before the visit (labs/reschedule.ts).
  api.post('/labs/bookings/:number/reschedule', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { slot_id } = await parseBody(c, RescheduleLabBookingSchema)
    const { number } = parseParams(c, LabBookingNumberParamsSchema)
    return c.json(ok((await c.var.services.labReschedule.reschedule(userId, number, slot_id)) satisfies LabBookingWire))
  })

  return api
}
