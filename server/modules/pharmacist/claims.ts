import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pharmacists } from '../staff/index.ts'
import { rxReviews } from './schema.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'

// Who has a queue item open (issue 10 §3, 'Bad input and failure'): two pharmacists cannot both decide the same
// prescription; the second is told who took it. A claim lapses after CLAIM_MINUTES, so an item left open returns to
// the queue. Every write of the queue checks the claim on the review row locked FOR UPDATE in its own transaction.

/** How long a pharmacist's claim on a queue item holds (the same 15 minutes as the done-in-one decisions). */
export const CLAIM_MINUTES = 15

export type ReviewRow = typeof rxReviews.$inferSelect

/** Acting on an item whose order ended before its check: the pharmacist is told why it left the queue. */
export const reviewClosed = (reason: string | null) =>
  AppError.conflict(
    `This item left the queue: the ${reason === 'order cancelled' || !reason ? 'order was cancelled' : reason} before its prescription check. There is nothing to check.`,
    undefined,
    'review_closed',
  )

/** Whether someone other than `staffId` holds a live claim on the item at `at`. */
export function heldByAnother(review: Pick<ReviewRow, 'claimedBy' | 'claimedAt'>, staffId: number, at: Date): boolean {
  return (
    review.claimedBy !== null &&
    review.claimedBy !== staffId &&
    review.claimedAt !== null &&
    at.getTime() - review.claimedAt.getTime() < CLAIM_MINUTES * 60_000
  )
}

/** The name a colleague reads: the pharmacists register's, else the account's. */
export async function staffName(q: Db, userId: number): Promise<string> {
  const [p] = await q.select({ name: pharmacists.name }).from(pharmacists).where(eq(pharmacists.userId, userId))
  if (p) return p.name
  const [u] = await q.select({ name: users.name }).from(users).where(eq(users.id, userId))
  return u?.name ?? 'Another pharmacist'
}

/**
 * The review row locked for the rest of the transaction and claimed (or re-claimed) by `staffId`: 404 when there is
 * none, 409 `already_decided` once decided, 409 `claimed` naming who has it while another's claim is live.
 */
export async function lockAndClaim(tx: Db, reviewId: number, staffId: number, at: Date): Promise<ReviewRow> {
  const [review] = await tx.select().from(rxReviews).where(eq(rxReviews.id, reviewId)).for('update')
  if (!review) throw AppError.notFound('No such prescription in the queue', 'unknown_review')
  if (review.status === 'closed') throw reviewClosed(review.reason)
  if (review.status !== 'waiting') {
    const who = review.decidedBy ? await staffName(tx, review.decidedBy) : 'someone'
    throw AppError.conflict(`This prescription was already decided by ${who}`, undefined, 'already_decided')
  }
  if (heldByAnother(review, staffId, at)) {
    throw AppError.conflict(`${await staffName(tx, review.claimedBy!)} is checking this prescription`, undefined, 'claimed')
  }
  if (review.claimedBy !== staffId || review.claimedAt?.getTime() !== at.getTime()) {
    await tx.update(rxReviews).set({ claimedBy: staffId, claimedAt: at }).where(eq(rxReviews.id, review.id))
  }
  return { ...review, claimedBy: staffId, claimedAt: at }
}

/** The pharmacist's name and registration, which register lines cite; 403 for a staff member without one. */
export async function registeredPharmacist(q: Db, userId: number) {
  const [p] = await q.select().from(pharmacists).where(eq(pharmacists.userId, userId))
  if (!p) {
    throw new AppError({
      code: 'not_a_pharmacist',
      status: 403,
      message: 'Only a registered pharmacist may approve a prescription: your registration is not on file',
    })
  }
  return p
}
