import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'

// The payments module's tables (one migration journal for the whole database: server/db/migrations).

/**
 * One attempt to take money: for an order, or to recharge the wallet. Online attempts have the gateway's order id;
 * a second attempt for the same order is a new row (the first stays failed or abandoned).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** order | wallet_recharge */
    purpose: text('purpose').notNull(),
    orderId: integer('order_id'),
    userId: integer('user_id').notNull(),
    /** razorpay | test_gateway | wallet | cod */
    provider: text('provider').notNull(),
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    /** created | authorized | captured | failed | refunded | partially_refunded */
    status: text('status').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    refundedPaise: integer('refunded_paise')
      .$type<Paise>()
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payments_order_idx').on(t.orderId),
    index('payments_user_idx').on(t.userId),
    check('payments_amount', sql`${t.amountPaise} > 0 and ${t.refundedPaise} between 0 and ${t.amountPaise}`),
  ],
)

/** Webhook events already applied, by the gateway's event id: a redelivery changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/** Money given back: to the way it was paid (online), or to the wallet (COD, wallet payments). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    /** source (back to the card or UPI) | wallet */
    destination: text('destination').notNull(),
    /** pending | processed | failed */
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** Sent to the gateway as X-Refund-Idempotency: a retried refund is the same refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_idx').on(t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount', sql`${t.amountPaise} > 0`),
  ],
)
