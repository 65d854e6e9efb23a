import { eq, sql } from 'drizzle-orm'
import { formatPaise, paise } from '../../../core/money.ts'
import type { AccountEraser } from '../../lib/erasure.ts'
import { loyaltyMembers, walletEntries } from './schema.ts'

// Erasure (decision 081): a MedWise Cash balance is forfeited (said before the OTP is asked for); the ledger and the
// loyalty membership go. The person can spend the balance first; the page says so next to the amount.

export const walletEraser: AccountEraser = {
  module: 'wallet',
  erases: ['wallet_entries', 'loyalty_members'],
  async warnings(db, { userId }) {
    const [row] = await db
      .select({ sum: sql<string | null>`sum(${walletEntries.amountPaise})` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
    const left = Number(row?.sum ?? 0)
    return left > 0 ? [`Your MedWise Cash balance of ${formatPaise(paise(left))} will be forfeited.`] : []
  },
  async erase(tx, { userId }) {
    await tx.delete(walletEntries).where(eq(walletEntries.userId, userId))
    await tx.delete(loyaltyMembers).where(eq(loyaltyMembers.userId, userId))
  },
}
