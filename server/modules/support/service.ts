import type { Db } from '../../db/client.ts'
import { supportTickets } from '../../db/schema.ts'
import type { Notifier } from '../notify/notifier.ts'

// spec 1 §2.9 'Need Help': a visitor's query becomes a support ticket, and the visitor gets an e-mail saying so.

export interface NewTicket {
  /** Where customer care replies; already validated (app/lib/validation-schemas.ts emailSchema). */
  email: string
  query: string
  /** The signed-in account, when there is one. */
  userId?: number | null
}

export function ticketConfirmationText(id: number): string {
  return `We have received your query (ticket #${id}). Our customer care team will reply to this email shortly.`
}

export function createSupportService(db: Db, notifier: Notifier) {
  return {
    /** Stores an open ticket, sends the confirmation e-mail and returns the ticket id. */
    async createTicket(ticket: NewTicket): Promise<number> {
      const [row] = await db
        .insert(supportTickets)
        .values({ email: ticket.email, query: ticket.query, userId: ticket.userId ?? null })
        .returning({ id: supportTickets.id })
      const id = row!.id
      await notifier.send({ channel: 'email', to: ticket.email, text: ticketConfirmationText(id) })
      return id
    },
  }
}
export type SupportService = ReturnType<typeof createSupportService>
