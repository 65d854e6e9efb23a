import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cartPrescriptions, orderPrescriptions } from './schema.ts'

// A cart's prescriptions at the sale (issue 22: each module writes its own tables): the ones attached to the cart go
// with the order placed from it, and leave the cart once the sale is paid for.

/** The prescriptions attached to a cart, by id. */
export async function attachedToCart(q: Db, cartId: number): Promise<number[]> {
  const rows = await q
    .select({ id: cartPrescriptions.prescriptionId })
    .from(cartPrescriptions)
    .where(eq(cartPrescriptions.cartId, cartId))
    .orderBy(asc(cartPrescriptions.prescriptionId))
  return rows.map((r) => r.id)
}

export async function attachToOrder(tx: Db, orderId: number, prescriptionIds: readonly number[]): Promise<void> {
  if (!prescriptionIds.length) return
  await tx.insert(orderPrescriptions).values(prescriptionIds.map((prescriptionId) => ({ orderId, prescriptionId })))
}

/**
 * A cart's prescriptions become exactly these (the prescription page's form without JavaScript; the pharmacist's
 * done-in-one cart, which carries its request's).
 */
export async function setCartPrescriptions(tx: Db, cartId: number, prescriptionIds: readonly number[]): Promise<void> {
  await detachAllFromCart(tx, cartId)
  if (!prescriptionIds.length) return
  await tx.insert(cartPrescriptions).values(prescriptionIds.map((prescriptionId) => ({ cartId, prescriptionId })))
}

/** A cart lets its prescriptions go (a buy-now cart starting again, a guest's cart joining the account's). */
export async function detachAllFromCart(tx: Db, cartId: number): Promise<void> {
  await tx.delete(cartPrescriptions).where(eq(cartPrescriptions.cartId, cartId))
}

/** The cart of an account and type lets its prescriptions go (they went with the order). */
export async function detachFromCart(tx: Db, cart: { userId: number; type: string }): Promise<void> {
  const cartId = sql`(select id from carts where user_id = ${cart.userId} and type = ${cart.type})`
  await tx.delete(cartPrescriptions).where(eq(cartPrescriptions.cartId, cartId))
}
