import type { Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { paymentEvents } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { OnlineGateway } from './gateway.ts'
import { parseWebhook, type ParsedWebhook, type WebhookHeaders } from './razorpay/webhook.ts'
import type { Settled, Settlement } from './settle.ts'

// The gateway's webhooks (issue 9 §6; razorpay/webhook.ts says what Razorpay asks of a receiver): each event applied
// once by its id, in the same transaction as the change it causes, forward only (settle.ts), in any order.

/** A webhook event as the service applies it (from Razorpay's, see `fromRazorpay`). */
export interface PaymentWebhookEvent {
  eventId: string
  type: string
  providerOrderId?: string | null
  providerPaymentId?: string | null
  /** The payment's amount as the gateway saw it: checked against the attempt before a capture. */
  amount?: Paise
  failure?: string
  refund?: { id: string; status: 'processed' | 'failed'; notes: Record<string, string> }
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored'

export function createWebhookReceiver(
  db: Db,
  deps: {
    now: Clock
    logger: Logger
    settle: Settlement
    gateway: () => OnlineGateway | null
    webhookSecret: string | undefined
  },
) {
  const { now, logger } = deps
  const provider = () => {
    const gateway = deps.gateway()
    if (!gateway) throw AppError.unavailable('Online payment is not configured', undefined, undefined, 'no_gateway')
    return gateway.name
  }

  /**
   * A webhook event, applied once by its id in the same transaction as the change it causes (a redelivery, or a
   * late duplicate, changes nothing; a failure rolls both back so the gateway's retry applies it).
   */
  async function webhook(event: PaymentWebhookEvent): Promise<WebhookOutcome> {
    const after: Array<() => Promise<void>> = []
    const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ provider: provider(), eventId: event.eventId, type: event.type, receivedAt: now(), payload: event })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId })
      if (!fresh.length) return 'duplicate'
      const done = await apply(tx, event)
      if (!done) return 'ignored'
      after.push(...done.after)
      return done.changed ? 'applied' : 'ignored'
    })
    for (const work of after) await work()
    return outcome
  }

  async function apply(tx: Db, event: PaymentWebhookEvent): Promise<Pick<Settled, 'changed' | 'after'> | null> {
    if (event.refund) {
      if (!event.providerPaymentId) return null
      const changed = await deps.settle.refundOutcome(tx, { ...event.refund, paymentId: event.providerPaymentId })
      return { changed, after: [] }
    }
    if (!event.providerOrderId) return null
    const attempt = await deps.settle.lockAttempt(tx, event.providerOrderId)
    if (!attempt) return null // not one of ours (another integration on the same account)
    switch (event.type) {
      case 'payment.captured':
      case 'order.paid':
        if (!event.providerPaymentId) return null
        if (event.amount !== undefined && event.amount !== attempt.amountPaise) {
          logger.error('a captured payment does not match the attempt', { paymentId: attempt.id, amount: event.amount })
          return null
        }
        return deps.settle.capture(tx, attempt, event.providerPaymentId, 'gateway')
      case 'payment.authorized':
        return event.providerPaymentId ? deps.settle.authorize(tx, attempt, event.providerPaymentId) : null
      case 'payment.failed':
        return deps.settle.fail(tx, attempt, event.failure ?? 'Payment failed')
      default:
        return null
    }
  }

  /**
   * POST /pwa-api/payments/razorpay/webhook: the raw body checked with RAZORPAY_WEBHOOK_SECRET (400 when it does not
   * match), then applied once. Without Razorpay configured there is no such route (404).
   */
  async function razorpayWebhook(rawBody: Uint8Array, headers: WebhookHeaders): Promise<WebhookOutcome> {
    if (deps.gateway()?.name !== 'razorpay' || !deps.webhookSecret) {
      throw AppError.notFound('No such API: POST /pwa-api/payments/razorpay/webhook', 'no_such_api')
    }
    return webhook(fromRazorpay(parseWebhook(rawBody, headers, deps.webhookSecret)))
  }

  return { webhook, razorpayWebhook }
}

/** Razorpay's parsed webhook as the service applies it. */
export function fromRazorpay(parsed: ParsedWebhook): PaymentWebhookEvent {
  const base = { eventId: parsed.eventId, type: parsed.event === 'ignored' ? parsed.type : parsed.event }
  switch (parsed.event) {
    case 'ignored':
      return base
    case 'order.paid':
      return { ...base, providerOrderId: parsed.order.id, providerPaymentId: parsed.payment.id, amount: parsed.payment.amount }
    case 'refund.processed':
    case 'refund.failed':
      return {
        ...base,
        providerPaymentId: parsed.payment.id,
        refund: {
          id: parsed.refund.id,
          status: parsed.event === 'refund.failed' ? 'failed' : 'processed',
          notes: parsed.refund.notes,
        },
      }
    default:
      return {
        ...base,
        providerOrderId: parsed.payment.order_id ?? null,
        providerPaymentId: parsed.payment.id,
        amount: parsed.payment.amount,
        failure: parsed.payment.error_description ?? undefined,
      }
  }
}
