import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cartItems, carts } from './schema.ts'

/**
 * issue 10 §1: the cart a pharmacist builds from a prescription (done-in-one/service.ts composes it): the account's
 * done_in_one cart becomes exactly these SKUs at these quantities, for this address, without a coupon. Line timestamps
 * a millisecond apart keep the pharmacist's order on the cart page. Returns the cart's id.
 */
export async function fillDoneInOneCart(
  tx: Db,
  c: { userId: number; addressId: number | null; lines: ReadonlyArray<{ skuId: number; quantity: number }>; at: Date },
): Promise<number> {
  const [cart] = await tx
    .insert(carts)
    .values({ userId: c.userId, visitorId: null, type: 'done_in_one', addressId: c.addressId })
    .onConflictDoUpdate({
      target: [carts.userId, carts.type],
      set: { addressId: c.addressId, couponCode: null, updatedAt: c.at },
    })
    .returning({ id: carts.id })
  const cartId = cart!.id
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId))
  await tx
    .insert(cartItems)
    .values(c.lines.map((l, i) => ({ cartId, skuId: l.skuId, quantity: l.quantity, addedAt: new Date(c.at.getTime() + i) })))
  return cartId
}
