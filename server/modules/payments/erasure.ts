import { eq } from 'drizzle-orm'
import { ERASED_USER_ID, type AccountEraser } from '../../lib/erasure.ts'
import { paymentCustomers, paymentTokenRemovals } from './saved-methods-schema.ts'
import { payments } from './schema.ts'

// Erasure (decision 081): payments and their refunds are the books' record of money moved (kept with the invoices
// they paid for, Income-tax Act s. 44AA and the CGST Act s. 36); they hold no contact details and are detached from
// the account (user id 0). The link to the gateway's customer (saved UPI ids and cards) and its removals go.

export const paymentsEraser: AccountEraser = {
  module: 'payments',
  erases: ['payment_customers', 'payment_token_removals'],
  keeps: ['payments'],
  async erase(tx, { userId }) {
    await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId))
    await tx.delete(paymentTokenRemovals).where(eq(paymentTokenRemovals.userId, userId))
    await tx.update(payments).set({ userId: ERASED_USER_ID }).where(eq(payments.userId, userId))
  },
}
