import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { carts, labCartItemPatients } from './schema.ts'

// What the labs cart's patient step chooses (issue 11 §4; labs/patient-step.ts checks and composes): who each test is
// for, and the home-collection slot. The cart's own rows, written here.

/** The lines named get these patients (each test's list replaced; the other lines keep theirs). */
export async function setLabPatients(
  tx: Db,
  cartId: number,
  lines: ReadonlyArray<{ testId: number; patientIds: readonly number[] }>,
  at: Date,
): Promise<void> {
  if (!lines.length) return
  await tx.delete(labCartItemPatients).where(
    and(
      eq(labCartItemPatients.cartId, cartId),
      inArray(
        labCartItemPatients.testId,
        lines.map((l) => l.testId),
      ),
    ),
  )
  const rows = lines.flatMap((l) => [...new Set(l.patientIds)].map((patientId) => ({ cartId, testId: l.testId, patientId })))
  if (rows.length) await tx.insert(labCartItemPatients).values(rows)
  await tx.update(carts).set({ updatedAt: at }).where(eq(carts.id, cartId))
}

export async function chooseLabSlot(tx: Db, cartId: number, slotId: number, at: Date): Promise<void> {
  await tx.update(carts).set({ labSlotId: slotId, updatedAt: at }).where(eq(carts.id, cartId))
}
