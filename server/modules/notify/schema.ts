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

/**
 * Messages waiting to be sent (decision 090): an order's or a booking's SMS or e-mail, written with the change that
 * causes it (or right after its commit) and sent by a durable job (`notify.message`, its key naming this row) with the
 * jobs' back-off. A row lives only until its message is sent (the job's done and the row's removal commit together),
 * gives up, or its account is erased; the job itself holds only the row's id, never the number, address or text.
 */
export const queuedMessages = pgTable('queued_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(), // sms | call | email
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
