import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// The order desk's tables (one migration journal for the whole database: server/db/migrations).

/** A courier's status webhook, kept by its event id: a replay finds it here and changes nothing. */
export const courierEvents = pgTable('courier_events', {
  eventId: text('event_id').primaryKey(),
  trackingNumber: text('tracking_number').notNull(),
  status: text('status').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  /** What it did: 'delivered MW00000012', or why it did nothing. */
  outcome: text('outcome').notNull(),
})
