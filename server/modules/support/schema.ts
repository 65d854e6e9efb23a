import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

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

/**
 * A person's grievance under the DPDP Rules, 2025 (issue 26 §6; decision 082): numbered GRV-{year}-{id}, due 90 days
 * after it was filed, answered by staff (the answer is the person's to read). `user_id` is the account's (auth's
 * users); no foreign key, as support_tickets, so that erasure decides what becomes of it.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    reference: text('reference'),
    /** open | in_progress | answered | closed (core/grievances/rules.ts). */
    status: text('status').notNull().default('open'),
    idempotencyKey: text('idempotency_key'),
    assignedTo: integer('assigned_to'),
    answer: text('answer'),
    answeredBy: integer('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('grievances_user_idx').on(t.userId, t.id),
    index('grievances_queue_idx').on(t.status, t.dueAt),
    uniqueIndex('grievances_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
)
