import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { reviews } from './schema.ts'

/**
 * An account absorbed in a merge (auth's AccountMergeHook, wired in services.ts; decision 082): its reviews become the
 * survivor's, one per thing still (reviews_once_idx). Where both reviewed the same thing, the survivor's review stands
 * and the absorbed account's is dropped, as the survivor's own details stand in a merge (decision 075).
 */
export async function mergeReviews(tx: Db, absorbedId: number, survivorId: number): Promise<void> {
  await tx
    .delete(reviews)
    .where(
      and(
        eq(reviews.userId, absorbedId),
        sql`exists (select 1 from ${reviews} s where s.user_id = ${survivorId} and s.subject = ${reviews.subject} and s.subject_id = ${reviews.subjectId})`,
      ),
    )
  await tx.update(reviews).set({ userId: survivorId }).where(eq(reviews.userId, absorbedId))
}
