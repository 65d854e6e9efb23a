import { inArray } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { outboxMessages, queuedMessages } from './schema.ts'

// Erasure (decision 081): every message sent to the account's phone or e-mail goes; the last one, telling the person
// what was erased and kept, is sent after the commit and is the only one left.
export const notifyEraser: AccountEraser = {
  module: 'notify',
  erases: ['outbox_messages', 'queued_messages'],
  async erase(tx, { phone, email }) {
    const to = [phone, phone ? `+91${phone}` : null, email].filter((v): v is string => v !== null)
    if (to.length === 0) return
    await tx.delete(outboxMessages).where(inArray(outboxMessages.to, to))
    // Messages still waiting to be sent (decision 090): their jobs find no row and end without sending.
    await tx.delete(queuedMessages).where(inArray(queuedMessages.to, to))
  },
}
