import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { dioRequestLines, dioRequests } from './schema.ts'

// What a done_in_one cart may hold (issue 10 §1): the SKUs the pharmacist put in it, each at most the quantity the
// prescription allows (dio_request_lines.max_quantity). The cart service asks this before every change of such a cart,
// so the cap holds for the API and the page alike, not only in the stepper.

/** The request whose cart the account's done_in_one cart holds now: its newest one in cart_ready, or null. */
export async function cartReadyRequestOf(q: Pick<Db, 'select'>, userId: number): Promise<number | null> {
  const [row] = await q
    .select({ id: dioRequests.id })
    .from(dioRequests)
    .where(and(eq(dioRequests.userId, userId), eq(dioRequests.status, 'cart_ready')))
    .orderBy(desc(dioRequests.updatedAt), desc(dioRequests.id))
    .limit(1)
  return row?.id ?? null
}

/** SKU → the most the account's done_in_one cart may hold of it; empty when no cart is ready (nothing may be added). */
export async function dioAllowedLines(q: Pick<Db, 'select'>, userId: number): Promise<Map<number, number>> {
  const requestId = await cartReadyRequestOf(q, userId)
  if (requestId === null) return new Map()
  const rows = await q
    .select({ skuId: dioRequestLines.skuId, max: dioRequestLines.maxQuantity })
    .from(dioRequestLines)
    .where(eq(dioRequestLines.requestId, requestId))
  return new Map(rows.map((r) => [r.skuId, r.max]))
}

/**
 * Placement of an order from the done_in_one cart (orders/product-line.ts, in its transaction): the request that built the
 * cart becomes 'ordered' and names the order.
 */
export async function markDioRequestOrdered(tx: Db, userId: number, orderId: number, at: Date): Promise<number | null> {
  const requestId = await cartReadyRequestOf(tx, userId)
  if (requestId === null) return null
  await tx
    .update(dioRequests)
    .set({ status: 'ordered', orderId, updatedAt: at })
    .where(and(inArray(dioRequests.id, [requestId]), eq(dioRequests.status, 'cart_ready')))
  return requestId
}
