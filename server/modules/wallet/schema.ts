import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'
import type { Purse } from '../../../core/wallet/rewards.ts'

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
    /** core/wallet/wallet.ts WalletEntryKind: recharge | order_payment | refund | cashback | rewards_payment | … */
    kind: text('kind').notNull(),
    /** core/wallet/rewards.ts: 'cash' (the person's own money) or 'rewards' (what we gave); the kind decides it. */
    purse: text('purse').$type<Purse>().notNull().default('cash'),
    /** What caused it: 'payment:12', 'order:34', 'refund:5'. */
    reference: text('reference').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('wallet_entries_reference_idx').on(t.kind, t.reference),
    check('wallet_entries_amount', sql`${t.amountPaise} <> 0`),
    check('wallet_entries_purse', sql`${t.purse} in ('cash', 'rewards')`),
  ],
)

/**
 * issue 23 §5 (decision 055): who joined the loyalty programme at /loyalty. A loyal user earns NeuCoins on delivered
 * orders and sees them in the header (spec 1 §2.2: IS_LOYAL_USER, points); everyone else sees their cash balance.
 */
export const loyaltyMembers = pgTable('loyalty_members', {
  userId: integer('user_id').primaryKey(),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
})
