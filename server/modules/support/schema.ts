import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// The support module's tables (one migration journal for the whole database: server/db/migrations).

/** Need Help queries from the sign-in popup (spec 1 §2.9). */
export const supportTickets = pgTable('support_tickets', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  query: text('query').notNull(),
  userId: integer('user_id'),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
