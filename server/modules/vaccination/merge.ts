import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { vaccinationBookings } from './schema.ts'

/**
 * An account absorbed in a merge (auth's AccountMergeHook, wired in services.ts): its vaccinations become the
 * survivor's, as its family members (patients' merge) and orders do.
 */
export async function mergeVaccinations(tx: Db, absorbedId: number, survivorId: number): Promise<void> {
  await tx.update(vaccinationBookings).set({ userId: survivorId }).where(eq(vaccinationBookings.userId, absorbedId))
}
