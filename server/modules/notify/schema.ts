import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// The notify module's tables (one migration journal for the whole database: server/db/migrations).

/** Development outbox: every message when no real provider is configured. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(), // sms | call | email
  to: text('to').notNull(),
  text: text('text').notNull(),
  otp: text('otp'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})
