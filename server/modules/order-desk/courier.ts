import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { COURIER_SIGNATURE_HEADER, CourierEventSchema, type CourierWebhookAnswer } from '../../../contracts/order-desk.ts'
import type { Db } from '../../db/client.ts'
import { orders, orderShipments, type OrderService } from '../orders/index.ts'
import { courierEvents } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { storableText } from '../../lib/validation.ts'
import type { OrderDeskService } from './service.ts'

// The courier's status webhook (issue 10 §4), built like Razorpay's (payments/webhooks.ts): the raw body is checked
// against X-Courier-Signature (hex HMAC-SHA256 with COURIER_WEBHOOK_SECRET) before anything is read, 400 otherwise;
// each event is applied once by its id, recorded in courier_events in the same transaction as the change it causes
// (a redelivery answers 'duplicate' and changes nothing; a failure rolls both back so the courier's retry applies it).
// 'delivered' moves the shipped order with that tracking number to delivered through the desk's own move (deliverIn);
// every other status, or a tracking number of no shipped order, is recorded and answered 'ignored'.

const HEX_SHA256 = /^[0-9a-f]{64}$/i

/** The signature a courier puts in X-Courier-Signature for a body. */
export function courierSignature(rawBody: string | Uint8Array, secret: string): string {
  // An empty key would let anyone compute a valid signature: a missing secret is a defect, never a pass.
  if (!secret) throw new Error('COURIER_WEBHOOK_SECRET is missing')
  return createHmac('sha256', secret).update(rawBody).digest('hex')
}

/** Whether the header's signature matches the raw body (timing-safe; anything but 64 hex digits fails). */
export function verifyCourierSignature(rawBody: Uint8Array, header: string | null | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !HEX_SHA256.test(header)) return false
  return timingSafeEqual(Buffer.from(courierSignature(rawBody, secret), 'hex'), Buffer.from(header, 'hex'))
}

export function createCourierWebhook(
  db: Db,
  deps: { now: Clock; logger: Logger; desk: OrderDeskService; orders: OrderService; secret: string | undefined },
) {
  async function receive(rawBody: Uint8Array, headers: Headers): Promise<CourierWebhookAnswer['status']> {
    if (!deps.secret) throw AppError.notFound('No such API: POST /pwa-api/courier/webhook', 'no_such_api')
    if (!verifyCourierSignature(rawBody, headers.get(COURIER_SIGNATURE_HEADER), deps.secret)) {
      throw AppError.invalid('The signature does not match the body', undefined, 'bad_signature')
    }
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(rawBody))
    } catch {
      throw AppError.invalid('The body is not JSON', undefined, 'invalid_input')
    }
    // Ids and tracking numbers are stored and compared in PostgreSQL, whose text takes no NUL or lone surrogate.
    if (!storableText(json)) throw AppError.invalid('The body has text no courier event has (a NUL or a broken character)')
    const parsed = CourierEventSchema.safeParse(json)
    if (!parsed.success) throw AppError.invalid('The body is not a courier event', undefined, 'invalid_input')
    const event = parsed.data
    let moved: Awaited<ReturnType<OrderService['applyMove']>> | null = null
    const answer = await db.transaction(async (tx): Promise<CourierWebhookAnswer['status']> => {
      const fresh = await tx
        .insert(courierEvents)
        .values({
          eventId: event.event_id,
          trackingNumber: event.tracking_number,
          status: event.status,
          receivedAt: deps.now(),
          outcome: 'received',
        })
        .onConflictDoNothing()
        .returning({ id: courierEvents.eventId })
      if (!fresh.length) return 'duplicate'
      const outcome = async (text: string) =>
        tx.update(courierEvents).set({ outcome: text }).where(eq(courierEvents.eventId, event.event_id))
      if (event.status !== 'delivered') {
        await outcome(`ignored: status ${event.status}`)
        return 'ignored'
      }
      const [shipment] = await tx
        .select({ orderId: orderShipments.orderId, courier: orderShipments.courier })
        .from(orderShipments)
        .innerJoin(orders, eq(orders.id, orderShipments.orderId))
        .where(and(eq(orderShipments.trackingNumber, event.tracking_number), eq(orders.status, 'shipped')))
        .limit(1)
      if (!shipment) {
        await outcome(`ignored: no shipped order with tracking number ${event.tracking_number}`)
        return 'ignored'
      }
      const [order] = await tx.select().from(orders).where(eq(orders.id, shipment.orderId)).for('update')
      moved = await deps.desk.deliverIn(
        tx,
        order!,
        'courier',
        `Delivered (${shipment.courier ?? event.courier ?? 'courier'}, tracking number ${event.tracking_number})`,
      )
      await outcome(`delivered ${order!.number}`)
      return 'applied'
    })
    if (moved) await deps.orders.afterMove(moved)
    return answer
  }
  return { receive }
}
export type CourierWebhook = ReturnType<typeof createCourierWebhook>
