import { and, eq } from 'drizzle-orm'
import { CART_MAX_LINES, CART_MAX_QUANTITY_PER_SKU } from '../../../core/constants.ts'
import type { CartType } from '../../../core/cart/cart-types.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { carts } from './schema.ts'
import type { CartOwner } from './owner.ts'
import { ownedBy } from './owned-by.ts'

// What every kind of cart shares (the product carts, product-carts.ts; the labs cart, labs-cart.ts): the caps, and
// the owner's cart of a type, found or made, with the stamps that keep its lines in the order they were added.

/** How many of one SKU a cart may hold: a pharmacy sells household quantities, not wholesale. */
export const MAX_QUANTITY_PER_SKU = CART_MAX_QUANTITY_PER_SKU
/** How many different SKUs (or lab tests) one cart may hold: bounds what a guest can store. */
export const MAX_CART_LINES = CART_MAX_LINES

export const tooManyLines = (what: string) =>
  AppError.invalid(`Your cart can hold at most ${MAX_CART_LINES} different ${what}`, undefined, 'too_many_lines')

/** The cart rows of every kind, read and written with the service's clock. */
export function cartRows(now: Clock) {
  async function findCart(q: Db, owner: CartOwner | null, type: CartType) {
    if (!owner) return null
    const [cart] = await q
      .select({ id: carts.id, labId: carts.labId })
      .from(carts)
      .where(and(ownedBy(owner), eq(carts.type, type)))
    return cart ?? null
  }

  /** The owner's cart of a type, created on first use; the upsert also locks it for the rest of the transaction. */
  async function upsertCart(
    tx: Db,
    owner: CartOwner,
    type: CartType,
    set: {
      labId?: number | null
      city?: string | null
      addressId?: number | null
      labSlotId?: number | null
      couponCode?: string | null
    } = {},
  ) {
    const values =
      owner.kind === 'user' ? { userId: owner.userId, visitorId: null } : { visitorId: owner.visitorId, userId: null }
    const [cart] = await tx
      .insert(carts)
      .values({ ...values, type, ...set })
      .onConflictDoUpdate({
        target: owner.kind === 'user' ? [carts.userId, carts.type] : [carts.visitorId, carts.type],
        set: { updatedAt: now(), ...set },
      })
      .returning({ id: carts.id })
    return cart!.id
  }

  /** Line timestamps a millisecond apart keep the order lines were added in (now() is fixed within a transaction). */
  const stamps = (n: number) => {
    const start = now().getTime()
    return Array.from({ length: n }, (_, i) => new Date(start + i))
  }

  return { findCart, upsertCart, stamps }
}
export type CartRows = ReturnType<typeof cartRows>
