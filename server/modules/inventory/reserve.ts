import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stockReservations } from './schema.ts'

// What a sale does to the stock (issue 9 §7; issue 22: each module writes its own tables): reservations by batch,
// held for an unpaid online order until its hold ends, committed otherwise; committed units leave the shelf.

export interface StockReservation {
  batchId: number
  orderId: number
  orderLineId: number
  quantity: number
  status: 'held' | 'committed'
  expiresAt: Date
  createdAt: Date
}

/** One statement whatever the number of batches. */
export async function reserveStock(tx: Db, rows: readonly StockReservation[]): Promise<void> {
  if (!rows.length) return
  await tx.insert(stockReservations).values([...rows])
}

/** Takes units off the batches' shelves in one statement (the rows are locked already, in id order). */
export async function takeOffShelf(tx: Db, taken: ReadonlyArray<{ batchId: number; quantity: number }>): Promise<void> {
  if (!taken.length) return
  const values = sql.join(
    taken.map((a) => sql`(${a.batchId}::int, ${a.quantity}::int)`),
    sql`, `,
  )
  await tx.execute(
    sql`update stock_batches as b set on_hand = b.on_hand - v.quantity from (values ${values}) as v(id, quantity) where b.id = v.id`,
  )
}
