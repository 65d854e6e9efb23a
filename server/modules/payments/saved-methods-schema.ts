import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// Saved payment methods (issue 26 §8; decision 076): the cards and UPI ids are the provider's (its customer's tokens);
// we keep only which provider customer an account is, and which token ids the account removed (so that removing
// twice answers the same, while another account's token stays a 404). Never a card number, expiry or UPI id.

export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id').notNull(),
    /** 'razorpay' | 'test_gateway': a customer id means something to one provider only. */
    gateway: text('gateway').notNull(),
    /** The provider's customer id (Razorpay's `cust_…`). */
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gateway] })],
)

export const paymentTokenRemovals = pgTable(
  'payment_token_removals',
  {
    userId: integer('user_id').notNull(),
    tokenId: text('token_id').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenId] }), index('payment_token_removals_at_idx').on(t.removedAt)],
)
