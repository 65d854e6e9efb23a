import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'

// The wallet module's tables (one migration journal for the whole database: server/db/migrations).

/**
 * MedWise Cash: a ledger, never a mutable balance. The balance is the sum of an account's entries; a credit is
 * positive, a debit negative. Each entry names what caused it, and (kind, reference) is unique so that a retried
 * credit or debit is written once.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    /** recharge | order_payment | refund | order_payment_reversal | adjustment */
    kind: text('kind').notNull(),
    /** What caused it: 'payment:12', 'order:34', 'refund:5'. */
    reference: text('reference').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('wallet_entries_reference_idx').on(t.kind, t.reference),
    check('wallet_entries_amount', sql`${t.amountPaise} <> 0`),
  ],
)
