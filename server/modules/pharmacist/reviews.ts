import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appendAudit } from '../platform/index.ts'
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

/** Why an item left the queue without a decision (issue 29): what the pharmacist who had it open reads. */
export const CLOSED_REASONS = { orderCancelled: 'order cancelled' } as const

/**
 * An order that ended before its prescription check (cancelled by the customer or the desk) leaves the queue in the
 * move's own transaction: its item is closed with the reason, released from any pharmacist's claim, and audited.
 * Nothing happens when it has no waiting item. Answers the closed item's id.
 */
export async function closeOrderReview(
  tx: Db,
  orderId: number,
  c: { reason: string; by: string; at: Date },
): Promise<number | null> {
  const [closed] = await tx
    .update(rxReviews)
    .set({ status: 'closed', reason: c.reason, decidedAt: c.at, claimedBy: null, claimedAt: null })
    .where(and(eq(rxReviews.orderId, orderId), eq(rxReviews.status, 'waiting')))
    .returning({ id: rxReviews.id, claimedBy: rxReviews.claimedBy })
  if (!closed) return null
  await appendAudit(tx, {
    at: c.at,
    actorUserId: null,
    action: 'rx.closed',
    detail: { subject: { rxReviewId: closed.id, orderId }, reason: c.reason, by: c.by },
  })
  return closed.id
}
