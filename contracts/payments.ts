import { z } from 'zod'

// Online payments' wire shapes (issue 9 §6): the gateway's return to /order-payment/callback (Razorpay's Hosted
// Checkout posts it; the test gateway sends the same fields) and the answer to Razorpay's webhook.

const gatewayId = z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'must be a gateway id')

/**
 * The return: on success `razorpay_order_id`, `razorpay_payment_id`, `razorpay_signature`; on a failure
 * `error[code]`, `error[description]`, … and `error[metadata]` (the failed payment's and order's ids, as JSON or as
 * `error[metadata][…]` fields). `attempt` and `back` come from the query of the callback_url we gave.
 */
export const PaymentCallbackSchema = z.object({
  razorpay_order_id: gatewayId.optional(),
  razorpay_payment_id: gatewayId.optional(),
  razorpay_signature: z.string().max(128, 'razorpay_signature is too long').optional(),
  'error[code]': z.string().max(100).optional(),
  /** Kept as the failed attempt's reason: control characters (a NUL, which PostgreSQL cannot store) become spaces. */
  'error[description]': z
    .string()
    .max(500)
    .transform((s) => s.replace(/\p{Cc}/gu, ' '))
    .optional(),
  'error[metadata]': z.string().max(1000).optional(),
  'error[metadata][order_id]': gatewayId.optional(),
  'error[metadata][payment_id]': gatewayId.optional(),
  attempt: gatewayId.optional(),
  back: z.string().max(100).optional(),
})
export type PaymentCallback = z.infer<typeof PaymentCallbackSchema>

/** `error[metadata]` as JSON: Razorpay's ids of the failed payment (and the test gateway's signature of it). */
export const FailureMetadataSchema = z.object({
  order_id: gatewayId.optional(),
  payment_id: gatewayId.optional(),
  signature: z.string().max(128).optional(),
})

/** POST /pwa-api/payments/razorpay/webhook answers 200 with what became of the event. */
export const WebhookAnswerSchema = z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) })
export type WebhookAnswer = z.infer<typeof WebhookAnswerSchema>
