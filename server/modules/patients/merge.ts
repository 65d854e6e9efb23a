import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { patients } from './schema.ts'

/** An account absorbed in a merge (auth's AccountMergeHook, wired in services.ts): its patients become the survivor's. */
export async function mergePatients(tx: Db, absorbedId: number, survivorId: number): Promise<void> {
  await tx.update(patients).set({ userId: survivorId }).where(eq(patients.userId, absorbedId))
}
