import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { CartType } from '../../../core/cart/cart-types.ts'
import { cartItems, carts, labCartItems } from './schema.ts'

// The one 'empty what was sold' (issue 22): once a sale is paid for (at placement for cash on delivery and MedWise
// Cash, when the gateway's payment settles for online), what it sold leaves the cart it came from, and lines added or
// left unsold stay. Product carts drop the coupon the sale redeemed and
// the care plan it bought (issue 23); labs carts the slot it booked. One statement.

export type SoldLines = { products: readonly number[] } | { tests: readonly number[] }

export async function removeSold(tx: Db, cart: { userId: number; type: CartType }, sold: SoldLines, at: Date): Promise<void> {
  const cartId = sql`(select ${carts.id} from ${carts} where ${carts.userId} = ${cart.userId} and ${carts.type} = ${cart.type})`
  const ids = (list: readonly number[]) =>
    sql`array[${sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`
  if ('products' in sold) {
    await tx.execute(sql`with lines as (
        delete from ${cartItems} where ${cartItems.cartId} = ${cartId} and ${cartItems.skuId} = any(${ids(sold.products)}))
      update ${carts} set ${sql.identifier(carts.couponCode.name)} = null, ${sql.identifier(carts.carePlanId.name)} = null
      where ${carts.id} = ${cartId}`)
  } else {
    await tx.execute(sql`with lines as (
        delete from ${labCartItems} where ${labCartItems.cartId} = ${cartId} and ${labCartItems.testId} = any(${ids(sold.tests)}))
      update ${carts} set ${sql.identifier(carts.labSlotId.name)} = null, ${sql.identifier(carts.updatedAt.name)} = ${at.toISOString()}::timestamptz
      where ${carts.id} = ${cartId}`)
  }
}
