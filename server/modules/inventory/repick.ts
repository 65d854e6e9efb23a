import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { takeOffShelf } from './reserve.ts'
import { stockBatches, stockReservations } from './schema.ts'

/**
 * issue 10 §4: packing a line from fresher batches than the ones reserved at placement (order-desk/service.ts plans
 * it): the moved units go back on their shelves, the reservations move to the picked batches, and the picked units
 * leave their shelves.
 */
export async function repickBatches(
  tx: Db,
  r: {
    orderId: number
    orderLineId: number
    moved: ReadonlyArray<{ reservationId: number; batchId: number; quantity: number }>
    picks: ReadonlyArray<{ batchId: number; quantity: number }>
    at: Date
  },
): Promise<void> {
  for (const m of r.moved) {
    await tx
      .update(stockBatches)
      .set({ onHand: sql`${stockBatches.onHand} + ${m.quantity}` })
      .where(eq(stockBatches.id, m.batchId))
  }
  const [first, ...rest] = r.moved
  const [pick, ...more] = r.picks
  await tx
    .update(stockReservations)
    .set({ batchId: pick!.batchId, quantity: pick!.quantity })
    .where(eq(stockReservations.id, first!.reservationId))
  if (rest.length) {
    await tx.delete(stockReservations).where(
      inArray(
        stockReservations.id,
        rest.map((m) => m.reservationId),
      ),
    )
  }
  if (more.length) {
    await tx.insert(stockReservations).values(
      more.map((p) => ({
        batchId: p.batchId,
        orderId: r.orderId,
        orderLineId: r.orderLineId,
        quantity: p.quantity,
        status: 'committed' as const,
        expiresAt: r.at,
        createdAt: r.at,
      })),
    )
  }
  await takeOffShelf(tx, r.picks)
}
