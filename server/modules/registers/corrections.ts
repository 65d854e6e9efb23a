import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rxRegister } from './schema.ts'

// Corrections of the Rule 65 register (issue 10 §5): the register is append-only (the migration's triggers refuse
// UPDATE and DELETE), so a change after dispensing is a new line, as on paper. Each correction copies the line it
// corrects (prescriber, patient, pharmacist, memo) and says why in `note`.

/** The note of a line written because packing moved units to another batch. */
export const BATCH_CHANGED_AT_PACKING = 'batch changed at packing'
/** The note of a line written because units came back (a negative quantity). */
export const RETURNED = 'returned'

export interface BatchCorrection {
  orderId: number
  orderLineId: number
  /** The batches the units are now dispensed from, with how many of each. */
  batches: ReadonlyArray<{ batchNo: string; expiresOn: string; quantity: number }>
  at: Date
  /** YYYY-MM-DD (India's date). */
  day: string
}

/** The line's latest register line (what a correction copies), or null when it was never entered. */
async function latestLine(tx: Db, orderId: number, orderLineId: number) {
  const [row] = await tx
    .select()
    .from(rxRegister)
    .where(and(eq(rxRegister.orderId, orderId), eq(rxRegister.orderLineId, orderLineId)))
    .orderBy(desc(rxRegister.id))
    .limit(1)
  return row ?? null
}

/**
 * Appends one line per batch a packed order line now comes from, noted 'batch changed at packing'. Answers how many
 * lines were written: none when the order line was never entered in the register (nothing to correct).
 */
export async function appendBatchCorrection(tx: Db, c: BatchCorrection): Promise<number> {
  const original = await latestLine(tx, c.orderId, c.orderLineId)
  if (!original || !c.batches.length) return 0
  const { id: _id, ...copy } = original
  await tx.insert(rxRegister).values(
    c.batches.map((b) => ({
      ...copy,
      at: c.at,
      dispensedOn: c.day,
      quantity: b.quantity,
      batchNo: b.batchNo,
      expiresOn: b.expiresOn,
      note: BATCH_CHANGED_AT_PACKING,
    })),
  )
  return c.batches.length
}

/** Appends a 'returned' line (a negative quantity) for units of an order line that came back; 0 when never entered. */
export async function appendReturnCorrection(
  tx: Db,
  c: { orderId: number; orderLineId: number; quantity: number; at: Date; day: string },
): Promise<number> {
  const original = await latestLine(tx, c.orderId, c.orderLineId)
  if (!original || c.quantity <= 0) return 0
  const { id: _id, ...copy } = original
  await tx.insert(rxRegister).values({ ...copy, at: c.at, dispensedOn: c.day, quantity: -c.quantity, note: RETURNED })
  return 1
}
