// Razorpay's webhooks that we act on, checked and read (Razorpay docs: "Payments Webhook Events", "Orders Webhook
// Events", "Refunds Webhook Events", "Validate and Test Webhooks", "Webhooks and Fetch APIs" best practices).
//
// What the caller (the webhook route and the payment service) must do with a parsed event:
// 1. Answer 2xx quickly (Razorpay waits 5 s, treats anything else as a failed delivery and retries with exponential
//    backoff for 24 hours, then disables the webhook). Answer 2xx to `ignored` events too, or they come back for a day.
// 2. Deduplicate by `eventId` (the `x-razorpay-event-id` header): Razorpay delivers at least once, so the same event
//    arrives again with the same id. Record the id in the same transaction as the change it causes (a unique key),
//    and answer 2xx without doing anything when it is already there.
// 3. Apply only forward changes: events arrive out of order (payment.captured may come after order.paid, or a late
//    payment.authorized after payment.captured) and each payload is a snapshot of the entity when the event happened.
//    Move a payment only where `isForwardOutcome(current, paymentOutcome(payment))` (status.ts) says so; never move
//    an order back from paid; accept failed → authorized (late authorisation). Refunds: pending → processed | failed.
// 4. Check amounts against what we stored (order amount, refund amount), and tie a payment to our order through the
//    order id we stored, not through anything the browser said.
// A bad signature is answered 400 (`bad_signature`): the body is not from Razorpay, so there is nothing to retry;
// 401 would suggest credentials the sender could present, and Razorpay's own guidance is to reject with 400.
import { z } from 'zod'
import { AppError } from '../../../lib/app-error.ts'
import { storableText } from '../../../lib/validation.ts'
import { verifyWebhookSignature } from './signatures.ts'
import {
  RazorpayOrderSchema,
  RazorpayPaymentSchema,
  RazorpayRefundSchema,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './wire.ts'

export const SIGNATURE_HEADER = 'x-razorpay-signature'
export const EVENT_ID_HEADER = 'x-razorpay-event-id'

export const PAYMENT_EVENTS = ['payment.authorized', 'payment.captured', 'payment.failed'] as const
export const REFUND_EVENTS = ['refund.processed', 'refund.failed'] as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]
export type RefundEvent = (typeof REFUND_EVENTS)[number]
export type HandledEvent = PaymentEvent | 'order.paid' | RefundEvent

/** Every webhook: `{ entity: 'event', account_id, event, contains, payload, created_at }` (also the API description's). */
export const EnvelopeSchema = z.object({
  entity: z.literal('event'),
  account_id: z.string(),
  event: z.string().min(1),
  contains: z.array(z.string()).default([]),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.number().int().nonnegative(),
})

const payment = z.object({ entity: RazorpayPaymentSchema })
const order = z.object({ entity: RazorpayOrderSchema })
const refund = z.object({ entity: RazorpayRefundSchema })

/** payment.*: contains ['payment']. */
export const PaymentEventPayloadSchema = z.object({ payment })
/** order.paid: contains ['payment', 'order']. */
export const OrderPaidPayloadSchema = z.object({ payment, order })
/** refund.*: contains ['refund', 'payment']. */
export const RefundEventPayloadSchema = z.object({ refund, payment })

interface EventBase {
  /** Razorpay's id of this event: the same on every redelivery. */
  eventId: string
  accountId: string
  /** When the event happened (Unix seconds). */
  createdAt: number
}

export type ParsedWebhook =
  | (EventBase & { event: PaymentEvent; payment: RazorpayPayment })
  | (EventBase & { event: 'order.paid'; order: RazorpayOrder; payment: RazorpayPayment })
  | (EventBase & { event: RefundEvent; refund: RazorpayRefund; payment: RazorpayPayment })
  /** An event we do not act on: answer 2xx so that Razorpay stops sending it. */
  | { eventId: string; event: 'ignored'; type: string }

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>

/** One header's value, by case-insensitive name; a header sent twice is not trusted (undefined). */
function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return typeof value === 'string' ? value : undefined
  }
  return undefined
}

const badWebhook = (message: string) => new AppError({ code: 'bad_webhook', status: 400, message })

/**
 * Checks a webhook's signature against its raw body, then reads it. Throws AppError 400: `bad_signature` when the
 * signature is missing or wrong, `bad_webhook` when the event id is missing or a handled event is not in Razorpay's
 * documented shape. Events we do not handle come back as `{ event: 'ignored' }`.
 */
export function parseWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, webhookSecret: string): ParsedWebhook {
  if (!verifyWebhookSignature(rawBody, header(headers, SIGNATURE_HEADER), webhookSecret)) {
    throw new AppError({ code: 'bad_signature', status: 400, message: 'The webhook signature does not match its body.' })
  }
  const eventId = header(headers, EVENT_ID_HEADER)
  if (!eventId) throw badWebhook('The webhook has no x-razorpay-event-id header.')

  let json: unknown
  try {
    json = JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody))
  } catch {
    throw badWebhook('The webhook body is not JSON.')
  }
  if (!storableText(json)) throw badWebhook('The webhook has text no Razorpay event has (a NUL or a broken character).')
  const envelope = EnvelopeSchema.safeParse(json)
  if (!envelope.success) throw badWebhook('The webhook is not a Razorpay event.')
  const { event, payload, account_id: accountId, created_at: createdAt } = envelope.data
  const base = { eventId, accountId, createdAt }

  const read = <S extends z.ZodType>(schema: S): z.infer<S> => {
    const parsed = schema.safeParse(payload)
    if (!parsed.success) throw badWebhook(`The ${event} webhook is not in the shape Razorpay documents.`)
    return parsed.data
  }

  if ((PAYMENT_EVENTS as readonly string[]).includes(event)) {
    const p = read(PaymentEventPayloadSchema)
    return { ...base, event: event as PaymentEvent, payment: p.payment.entity }
  }
  if (event === 'order.paid') {
    const p = read(OrderPaidPayloadSchema)
    return { ...base, event, order: p.order.entity, payment: p.payment.entity }
  }
  if ((REFUND_EVENTS as readonly string[]).includes(event)) {
    const p = read(RefundEventPayloadSchema)
    return { ...base, event: event as RefundEvent, refund: p.refund.entity, payment: p.payment.entity }
  }
  return { eventId, event: 'ignored', type: event }
}
