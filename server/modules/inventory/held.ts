import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stockReservations } from './schema.ts'

/**
 * Units of each batch that unpaid orders hold at `at` (reservations 'held' and not expired): what is on the shelf but
 * not free to sell or to pick. Batches nobody holds are absent (read as 0). Placement and the order desk's re-pick.
 */
export async function heldUnits(tx: Pick<Db, 'select'>, batchIds: readonly number[], at: Date): Promise<Map<number, number>> {
  if (batchIds.length === 0) return new Map()
  const rows = await tx
    .select({ batchId: stockReservations.batchId, n: sql<number>`sum(${stockReservations.quantity})::int` })
    .from(stockReservations)
    .where(
      and(
        inArray(stockReservations.batchId, [...batchIds]),
        eq(stockReservations.status, 'held'),
        gt(stockReservations.expiresAt, at),
      ),
    )
    .groupBy(stockReservations.batchId)
  return new Map(rows.map((r) => [r.batchId, Number(r.n)]))
}
