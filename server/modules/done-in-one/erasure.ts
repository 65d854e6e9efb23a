import { and, eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { dioRequests } from './schema.ts'

// Erasure (decision 081): a request our pharmacist is preparing blocks the erasure; the account's requests go (their
// lines and prescriptions links cascade; the prescriptions themselves are the prescriptions module's).
export const doneInOneEraser: AccountEraser = {
  module: 'done-in-one',
  erases: ['dio_requests', 'dio_request_lines', 'dio_request_prescriptions'],
  async blockers(db, { userId }) {
    const open = await db
      .select({ id: dioRequests.id })
      .from(dioRequests)
      .where(and(eq(dioRequests.userId, userId), eq(dioRequests.status, 'waiting')))
    return open.map((r) => `Done-in-one request ${r.id} is being prepared by our pharmacist.`)
  },
  async erase(tx, { userId }) {
    await tx.delete(dioRequests).where(eq(dioRequests.userId, userId))
  },
}
