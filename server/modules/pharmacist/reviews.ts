import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rxReviews } from './schema.ts'

// The pharmacist's queue rows (issue 10 §3): written here only; done-in-one's requests join the queue when submitted
// and leave it when the pharmacist builds their cart or rejects them (done-in-one/service.ts, in its transaction).

/** A submitted done-in-one request waits in the queue (once: a retried submit adds nothing). */
export async function enqueueDioRequest(tx: Db, dioRequestId: number, at: Date): Promise<void> {
  await tx.insert(rxReviews).values({ kind: 'dio', dioRequestId, status: 'waiting', enqueuedAt: at }).onConflictDoNothing()
}

/** A queue item decided: what was decided, by whom, when, and why (a rejection's reason and note; none otherwise). */
export async function decideReview(
  tx: Db,
  reviewId: number,
  d: {
    decision: 'approved' | 'partial' | 'rejected' | 'cart_built'
    by: number
    at: Date
    reason?: string | null
    note?: string | null
  },
): Promise<void> {
  await tx
    .update(rxReviews)
    .set({
      status: 'decided',
      decision: d.decision,
      decidedBy: d.by,
      decidedAt: d.at,
      reason: d.reason ?? null,
      note: d.note ?? null,
    })
    .where(eq(rxReviews.id, reviewId))
}
