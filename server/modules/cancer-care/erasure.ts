import { and, eq, inArray } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { secondOpinionFiles, secondOpinionNotes, secondOpinionRequests } from './schema.ts'

// Erasure (decision 081): a second opinion being worked on (received, assigned) blocks the erasure; the others go with
// their files, the coordinator's notes and the opinion's PDF (files after the commit).

const OPEN = ['received', 'assigned']

export const cancerCareEraser: AccountEraser = {
  module: 'cancer-care',
  erases: ['second_opinion_requests', 'second_opinion_files', 'second_opinion_notes'],
  async blockers(db, { userId }) {
    const open = await db
      .select({ id: secondOpinionRequests.id })
      .from(secondOpinionRequests)
      .where(and(eq(secondOpinionRequests.userId, userId), inArray(secondOpinionRequests.state, OPEN)))
    return open.map((r) => `Second opinion request ${r.id} is still being worked on.`)
  },
  async erase(tx, { userId }, notes) {
    const mine = tx
      .select({ id: secondOpinionRequests.id })
      .from(secondOpinionRequests)
      .where(eq(secondOpinionRequests.userId, userId))
    const files = await tx
      .delete(secondOpinionFiles)
      .where(inArray(secondOpinionFiles.requestId, mine))
      .returning({ key: secondOpinionFiles.storageKey })
    await tx.delete(secondOpinionNotes).where(inArray(secondOpinionNotes.requestId, mine))
    const requests = await tx
      .delete(secondOpinionRequests)
      .where(eq(secondOpinionRequests.userId, userId))
      .returning({ key: secondOpinionRequests.opinionKey })
    notes.files.push(...[...files, ...requests].flatMap((r) => (r.key ? [r.key] : [])))
  },
}
