import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// The pharmacist module's tables (one migration journal for the whole database: server/db/migrations).

/**
 * The pharmacist's queue (issue 10 §3): an order awaiting its prescription check, or a done-in-one request awaiting its
 * cart. One row per item; 'claimed_by' is who has it open (a second pharmacist is told who took it), 'decision' what was
 * decided. Read oldest first by (status, enqueued_at).
 */
export const rxReviews = pgTable(
  'rx_reviews',
  {
    id: serial('id').primaryKey(),
    /** order | dio (a done-in-one request) */
    kind: text('kind').notNull(),
    orderId: integer('order_id'),
    dioRequestId: integer('dio_request_id'),
    /** waiting | decided | closed (the order ended before its check: reason says why; decided_at is when) */
    status: text('status').notNull(),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull(),
    claimedBy: integer('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** approved | partial | rejected | cart_built */
    decision: text('decision'),
    reason: text('reason'),
    note: text('note'),
  },
  (t) => [
    index('rx_reviews_queue_idx').on(t.status, t.enqueuedAt),
    uniqueIndex('rx_reviews_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('rx_reviews_dio_idx')
      .on(t.dioRequestId)
      .where(sql`${t.dioRequestId} is not null`),
  ],
)
