import { z } from 'zod'
import { PRODUCT_CART_TYPES } from '../core/cart/cart-types.ts'
import { formSchema } from './form.ts'
import { idempotencyKeyField } from './idempotency.ts'
import { envelope } from './http.ts'
import { rupees } from './widgets.ts'

// Orders (issue 9 §6–8): placing one (the payment page's form and POST /api/v4/orders with an Idempotency-Key
// header), the order pages' reads and the customer's cancellation. Money on the wire in rupees; the placement's
// expected total travels in paise (an integer) so that the check is exact.

export const PAYMENT_CHOICES = ['cod', 'online', 'wallet'] as const

/** POST /api/v4/orders (JSON) and the payment page's form (strings): what to pay how, and the total shown. */
export const PlaceOrderSchema = formSchema(
  z.object({
    cart_type: z.enum(PRODUCT_CART_TYPES, { error: 'Unknown cart type' }).default('pharmacy'),
    payment: z.enum(PAYMENT_CHOICES, { error: 'Please choose how to pay' }),
    use_wallet: z
      .union([z.boolean(), z.enum(['on', 'true', 'false'])], { error: 'use_wallet must be true or false' })
      .optional()
      .transform((v) => v === true || v === 'on' || v === 'true'),
    /** issue 25 §4: the corporate wallet's sub-wallet pays first (covered people only; the rest by `payment`). */
    use_corporate_wallet: z
      .union([z.boolean(), z.enum(['on', 'true', 'false'])], { error: 'use_corporate_wallet must be true or false' })
      .optional()
      .transform((v) => v === true || v === 'on' || v === 'true'),
    /** The amount to pay the person was shown, in paise. */
    expected_total: z.coerce
      .number({ error: 'expected_total must be a number' })
      .int('expected_total must be whole paise')
      .min(0, 'expected_total must not be negative')
      .max(100_000_000, 'expected_total is too large'),
  }),
)
export type PlaceOrderBody = z.input<typeof PlaceOrderSchema>

/** The payment page's form adds the idempotency key it was rendered with (a retried submit sends the same one). */
export const PlaceOrderFormSchema = formSchema(
  PlaceOrderSchema.extend({
    idempotency_key: idempotencyKeyField,
  }),
)

export const PlacedOrderSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  status: z.string(),
  total: rupees,
  wallet_part: rupees,
  /** What the corporate wallet paid (issue 25 §4). */
  corporate_part: rupees,
  online_part: rupees,
  /** Where the browser goes next: the success page, or the payment of what is left online. */
  next_url: z.string(),
})
export type PlacedOrderAnswer = z.infer<typeof PlacedOrderSchema>
/** POST /api/v4/orders answers 201 (and the same again, with Idempotent-Replayed: true, for a repeated key). */
export const PlaceOrderAnswerSchema = envelope(PlacedOrderSchema)

/** POST /api/v4/orders/:number/cancel: the order's number as the pages show it (MW10000001). */
export const OrderNumberParamsSchema = z.object({ number: z.string() })

export const CancelOrderSchema = formSchema(
  z.object({
    reason: z
      .string({ error: 'Please tell us why you are cancelling' })
      .trim()
      .min(1, 'Please tell us why you are cancelling')
      .max(200, 'Please keep the reason under 200 characters'),
  }),
)
/** The cancelled order: its number and its state after the cancellation. */
export const CancelledOrderSchema = z.object({ number: z.string(), status: z.string() })
export type CancelledOrder = z.infer<typeof CancelledOrderSchema>
export const CancelOrderAnswerSchema = envelope(CancelledOrderSchema)

export const OrderSummarySchema = z.object({
  number: z.string(),
  status: z.string(),
  status_label: z.string(),
  total: rupees,
  placed_at: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
})
export const OrderListSchema = z.object({
  total: z.number().int(),
  pages: z.number().int(),
  orders: z.array(OrderSummarySchema),
})
export type OrderList = z.infer<typeof OrderListSchema>
export const OrderListAnswerSchema = envelope(OrderListSchema)

export const OrderListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1).max(1000).default(1),
})
