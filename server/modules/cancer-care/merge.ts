import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { secondOpinionRequests } from './schema.ts'

/** An account absorbed in a merge (auth's AccountMergeHook, wired in services.ts): its requests become the survivor's. */
export async function mergeSecondOpinions(tx: Db, absorbedId: number, survivorId: number): Promise<void> {
  await tx.update(secondOpinionRequests).set({ userId: survivorId }).where(eq(secondOpinionRequests.userId, absorbedId))
}
