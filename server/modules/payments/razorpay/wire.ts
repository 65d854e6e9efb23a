// Zod schemas of what Razorpay's API v1 answers (Razorpay API reference: Orders entity, Payments entity, Refunds
// entity, "About Errors"). Only the members we read are kept; the rest is stripped. Amounts are integers in paise
// (INR's smallest unit) on the wire and come out as our branded `Paise`.
import { z } from 'zod'
import { paise } from '../../../../core/money.ts'

/** A non-negative whole number of paise, branded. */
export const PaiseSchema = z
  .number()
  .int()
  .nonnegative()
  .transform((n) => paise(n))

/**
 * `notes`: up to 15 key-value pairs. Razorpay (a PHP service) answers an empty object as `[]` (see the sample answers
 * of "Fetch Payments for an Order" and "Create a Normal Refund"), and values we sent as numbers come back as they
 * were, so both are read as a string map.
 */
export const NotesSchema = z
  .union([z.array(z.unknown()).max(0), z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))])
  .transform((notes): Record<string, string> => {
    if (Array.isArray(notes)) return {}
    return Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, v === null ? '' : String(v)]))
  })
export type Notes = z.infer<typeof NotesSchema>

/** Unix time in seconds, as Razorpay gives every `created_at`. */
const UnixSecondsSchema = z.number().int().nonnegative()

// Orders entity: created → attempted (a payment was tried) → paid (a payment was captured; it stays paid even when
// that payment is refunded).
export const RazorpayOrderStatusSchema = z.enum(['created', 'attempted', 'paid'])
export type RazorpayOrderStatus = z.infer<typeof RazorpayOrderStatusSchema>

export const RazorpayOrderSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: PaiseSchema,
  amount_paid: PaiseSchema,
  amount_due: PaiseSchema,
  currency: z.string(),
  receipt: z.string().nullish(),
  status: RazorpayOrderStatusSchema,
  attempts: z.number().int().nonnegative(),
  notes: NotesSchema.default({}),
  created_at: UnixSecondsSchema,
})
export type RazorpayOrder = z.infer<typeof RazorpayOrderSchema>

// Payments entity: created → authorized → captured → refunded (in full), or failed. A failed payment can still turn
// authorized later ("late authorisation"); a partly refunded payment stays captured with `refund_status: 'partial'`.
export const RazorpayPaymentStatusSchema = z.enum(['created', 'authorized', 'captured', 'refunded', 'failed'])
export type RazorpayPaymentStatus = z.infer<typeof RazorpayPaymentStatusSchema>

export const RazorpayPaymentSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: PaiseSchema,
  currency: z.string(),
  status: RazorpayPaymentStatusSchema,
  order_id: z.string().nullish(),
  method: z.string().nullish(),
  amount_refunded: PaiseSchema.default(paise(0)),
  refund_status: z.enum(['partial', 'full']).nullish(),
  captured: z.boolean(),
  description: z.string().nullish(),
  email: z.string().nullish(),
  contact: z.string().nullish(),
  notes: NotesSchema.default({}),
  fee: z.number().int().nullish(),
  tax: z.number().int().nullish(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  error_source: z.string().nullish(),
  error_step: z.string().nullish(),
  error_reason: z.string().nullish(),
  created_at: UnixSecondsSchema,
})
export type RazorpayPayment = z.infer<typeof RazorpayPaymentSchema>

// Refunds entity: pending → processed, or failed. `currency` is documented as '' in one sample, so it is not checked.
export const RazorpayRefundStatusSchema = z.enum(['pending', 'processed', 'failed'])
export type RazorpayRefundStatus = z.infer<typeof RazorpayRefundStatusSchema>

export const RazorpayRefundSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: PaiseSchema,
  currency: z.string().nullish(),
  payment_id: z.string().min(1),
  notes: NotesSchema.default({}),
  receipt: z.string().nullish(),
  status: RazorpayRefundStatusSchema,
  speed_requested: z.string().nullish(),
  speed_processed: z.string().nullish(),
  created_at: UnixSecondsSchema,
})
export type RazorpayRefund = z.infer<typeof RazorpayRefundSchema>

/** A list answer: `{ entity: 'collection', count, items }`. */
export function collectionSchema<T extends z.ZodType>(item: T) {
  return z.object({ entity: z.literal('collection'), count: z.number().int().nonnegative(), items: z.array(item) })
}

/** Razorpay's one error body ("About Errors"): code, description, field, source, step, reason, metadata. */
export const RazorpayErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string().nullish(),
    field: z.string().nullish(),
    source: z.string().nullish(),
    step: z.string().nullish(),
    reason: z.string().nullish(),
  }),
})
export type RazorpayErrorBody = z.infer<typeof RazorpayErrorBodySchema>

// Customers and their saved tokens (Razorpay API reference: Customers; "Saved Cards", "Tokens": Fetch Tokens of a
// Customer, Delete a Token). A token stands for a card or a UPI id the customer let Razorpay keep; its card is the
// network, the last four digits and the expiry, never the number.
export const RazorpayCustomerSchema = z.object({ id: z.string().min(1), entity: z.literal('customer') })
export type RazorpayCustomer = z.infer<typeof RazorpayCustomerSchema>

export const RazorpayTokenSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('token'),
  method: z.string(),
  card: z
    .object({
      last4: z.string().nullish(),
      network: z.string().nullish(),
      issuer: z.string().nullish(),
      expiry_month: z.union([z.number(), z.string()]).nullish(),
      expiry_year: z.union([z.number(), z.string()]).nullish(),
    })
    .nullish(),
  vpa: z.object({ username: z.string().nullish(), handle: z.string().nullish(), name: z.string().nullish() }).nullish(),
  expired_at: z.number().nullish(),
})
export type RazorpayToken = z.infer<typeof RazorpayTokenSchema>

export const RazorpayDeletedSchema = z.object({ deleted: z.boolean() })
