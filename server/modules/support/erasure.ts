import { eq, or } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { supportTickets } from './schema.ts'

// Erasure (decision 081): the account's support tickets go, and those sent from its e-mail while signed out.
export const supportEraser: AccountEraser = {
  module: 'support',
  erases: ['support_tickets'],
  async erase(tx, { userId, email }) {
    await tx
      .delete(supportTickets)
      .where(email ? or(eq(supportTickets.userId, userId), eq(supportTickets.email, email)) : eq(supportTickets.userId, userId))
  },
}
