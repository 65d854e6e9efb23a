import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cartRows } from './cart-rows.ts'
import { userOwner } from './owner.ts'
import { cartItems } from './schema.ts'

/**
 * issue 10 §1: the cart a pharmacist builds from a prescription (done-in-one/service.ts composes it): the account's
 * done_in_one cart becomes exactly these SKUs at these quantities, for this address, without a coupon, its lines in
 * the pharmacist's order. Returns the cart's id.
 */
export async function fillDoneInOneCart(
  tx: Db,
  c: { userId: number; addressId: number | null; lines: ReadonlyArray<{ skuId: number; quantity: number }>; at: Date },
): Promise<number> {
  const rows = cartRows(() => c.at)
  const cartId = await rows.upsertCart(tx, userOwner(c.userId), 'done_in_one', { addressId: c.addressId, couponCode: null })
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId))
  const stamps = rows.stamps(c.lines.length)
  await tx
    .insert(cartItems)
    .values(c.lines.map((l, i) => ({ cartId, skuId: l.skuId, quantity: l.quantity, addedAt: stamps[i]! })))
  return cartId
}
