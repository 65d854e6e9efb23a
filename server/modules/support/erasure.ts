import { eq, or } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { grievances, supportTickets } from './schema.ts'

// Erasure (decision 081): the account's support tickets go, and those sent from its e-mail while signed out; so do its
// grievances (decision 082), answered or not: the erasure is the answer to any still open, and the audit log keeps who
// handled them by ids only.
export const supportEraser: AccountEraser = {
  module: 'support',
  erases: ['support_tickets', 'grievances'],
  async erase(tx, { userId, email }) {
    await tx
      .delete(supportTickets)
      .where(email ? or(eq(supportTickets.userId, userId), eq(supportTickets.email, email)) : eq(supportTickets.userId, userId))
    await tx.delete(grievances).where(eq(grievances.userId, userId))
  },
}
