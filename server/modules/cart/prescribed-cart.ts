import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cartRows, MAX_CART_LINES, tooManyLines } from './cart-rows.ts'
import { userOwner } from './owner.ts'
import { cartItems } from './schema.ts'

/**
 * issue 24 §6: 'Order medicines' from our doctor's e-prescription (consultations/prescribing.ts composes it): the
 * account's pharmacy cart holds each prescribed SKU at the quantity prescribed (a line it held already is set to it),
 * the other lines stay. Inside the caller's transaction; answers the cart's id and how many lines it now holds.
 */
export async function fillPrescribedCart(
  tx: Db,
  c: { userId: number; lines: ReadonlyArray<{ skuId: number; quantity: number }>; at: Date },
): Promise<{ cartId: number; lines: number }> {
  const rows = cartRows(() => c.at)
  const cartId = await rows.upsertCart(tx, userOwner(c.userId), 'pharmacy')
  const held = await tx.select({ skuId: cartItems.skuId }).from(cartItems).where(eq(cartItems.cartId, cartId))
  const ids = new Set([...held.map((h) => h.skuId), ...c.lines.map((l) => l.skuId)])
  if (ids.size > MAX_CART_LINES) throw tooManyLines('items')
  const stamps = rows.stamps(c.lines.length)
  if (c.lines.length) {
    await tx
      .insert(cartItems)
      .values(c.lines.map((l, i) => ({ cartId, skuId: l.skuId, quantity: l.quantity, addedAt: stamps[i]! })))
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.skuId], set: { quantity: sql`excluded.quantity` } })
  }
  return { cartId, lines: ids.size }
}
