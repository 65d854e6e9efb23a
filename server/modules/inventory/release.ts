import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stockBatches, stockReservations } from './schema.ts'

// An order's reservations as it moves (orders/service.ts applyMove): a cancelled order gives its units back (units
// taken off the shelf go back on it, held ones are freed); an online order's held units leave the shelf once paid.

/**
 * An order's reservations end: all of them (a cancelled order), or only those of some lines (lines the pharmacist
 * removed at a partial approval). Units taken off the shelf go back on it; held ones are freed.
 */
export async function releaseReservations(tx: Db, orderId: number, orderLineIds?: readonly number[]): Promise<void> {
  if (orderLineIds && !orderLineIds.length) return
  const rows = await tx
    .select()
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.orderId, orderId),
        orderLineIds ? inArray(stockReservations.orderLineId, [...orderLineIds]) : undefined,
        ne(stockReservations.status, 'released'),
      ),
    )
    .orderBy(asc(stockReservations.batchId))
  for (const r of rows) {
    if (r.status === 'committed') {
      await tx
        .update(stockBatches)
        .set({ onHand: sql`${stockBatches.onHand} + ${r.quantity}` })
        .where(eq(stockBatches.id, r.batchId))
    }
    await tx.update(stockReservations).set({ status: 'released' }).where(eq(stockReservations.id, r.id))
  }
}

export async function commitHeldReservations(tx: Db, orderId: number): Promise<void> {
  const rows = await tx
    .select()
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'held')))
    .orderBy(asc(stockReservations.batchId))
  for (const r of rows) {
    await tx
      .update(stockBatches)
      .set({ onHand: sql`${stockBatches.onHand} - ${r.quantity}` })
      .where(eq(stockBatches.id, r.batchId))
    await tx.update(stockReservations).set({ status: 'committed' }).where(eq(stockReservations.id, r.id))
  }
}
