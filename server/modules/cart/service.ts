import { and, asc, eq, sql } from 'drizzle-orm'
import type { CarePlanService } from '../care-plan/index.ts'
import type { CartType } from '../../../core/cart/cart-types.ts'
import type { Db } from '../../db/client.ts'
import { cartItems, carts, labCartItemPatients, labCartItems } from './schema.ts'
import { detachAllFromCart } from '../prescriptions/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { DEFAULT_COLLECTION_FEE_RULE, type CollectionFeeRule } from './labs-rules.ts'
import { mergeLines } from './merge.ts'
import { userOwner, visitorOwner, type CartOwner } from './owner.ts'
import { ownedBy } from './owned-by.ts'
import { cartRows, MAX_CART_LINES, MAX_QUANTITY_PER_SKU } from './cart-rows.ts'
import { createProductCarts } from './product-carts.ts'
import { createLabsCart } from './labs-cart.ts'
import type { InsurerService } from '../insurer/index.ts'

export { MAX_CART_LINES, MAX_QUANTITY_PER_SKU } from './cart-rows.ts'
export { LAB_TEST_ICON_URL } from './labs-cart.ts'
export type { SkuLine } from './product-carts.ts'

// The carts of spec 2 §3 (pharmacy and labs), one per owner and type (cart/owner.ts). Every read prices the lines
// at the catalog's current price (a lab test line: what its lab charges, lab_offers); money is paise until toRupees at
// the wire (contracts/cart.ts). The service puts together the product carts (product-carts.ts) and the labs cart
// (labs-cart.ts) with what spans all of an owner's carts: the address chosen, moving them to another owner (sign-in,
// an account merge), and the buy-now cart's fresh start that both 'Buy now' and a move use.

export function createCartService(
  db: Db,
  deps: {
    now: Clock
    collectionFee?: CollectionFeeRule
    carePlan?: Pick<CarePlanService, 'memberNow' | 'briefPlan'>
    /** issue 27 §4: the insurer's lab discount (decision 087). */
    insurer?: Pick<InsurerService, 'labPercentFor'>
  },
) {
  const { now } = deps
  const feeRule = deps.collectionFee ?? DEFAULT_COLLECTION_FEE_RULE
  const rows = cartRows(now)
  const { findCart, upsertCart } = rows

  /** A buy-now cart starts again: no lines, no prescriptions, no coupon (the chosen address stays). */
  async function clearBuyNow(tx: Db, cartId: number) {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId))
    await detachAllFromCart(tx, cartId)
    await tx.update(carts).set({ couponCode: null, updatedAt: now() }).where(eq(carts.id, cartId))
  }

  const productCarts = createProductCarts(db, { now, rows, clearBuyNow, carePlan: deps.carePlan })
  const labsCart = createLabsCart(db, { now, rows, feeRule, carePlan: deps.carePlan, insurer: deps.insurer })

  /**
   * Moves every cart of `from` to `to` inside the caller's transaction: where `to` has no cart of a type, the cart
   * changes owner; where it has one, the lines merge (mergeLines: quantities summed within the caps; lab lines keep
   * their patients) and `from`'s cart is deleted. Returns the ids of lines that found no room (logged by callers).
   */
  async function moveCarts(tx: Db, from: CartOwner, to: CartOwner): Promise<number[]> {
    const fromCarts = await tx
      .select({ id: carts.id, type: carts.type, labId: carts.labId })
      .from(carts)
      .where(ownedBy(from))
      .for('update')
    const dropped: number[] = []
    for (const source of fromCarts) {
      const target = await findCart(tx, to, source.type as CartType)
      if (!target) {
        const owner = to.kind === 'user' ? { userId: to.userId, visitorId: null } : { visitorId: to.visitorId, userId: null }
        await tx
          .update(carts)
          .set({ ...owner, updatedAt: now() })
          .where(eq(carts.id, source.id))
        continue
      }
      if (source.type === 'pharmacy_buy_now') {
        // The newer 'Buy now' wins: the account's buy-now cart holds the guest's line instead of its own.
        const fromLines = await tx.select().from(cartItems).where(eq(cartItems.cartId, source.id))
        await clearBuyNow(tx, target.id)
        if (fromLines.length) {
          await tx
            .insert(cartItems)
            .values(fromLines.map((l) => ({ cartId: target.id, skuId: l.skuId, quantity: l.quantity, addedAt: l.addedAt })))
        }
        await detachAllFromCart(tx, source.id)
      } else if (source.type === 'labs') {
        const room = MAX_CART_LINES - (await tx.select().from(labCartItems).where(eq(labCartItems.cartId, target.id))).length
        const lines = await tx
          .select()
          .from(labCartItems)
          .where(eq(labCartItems.cartId, source.id))
          .orderBy(asc(labCartItems.addedAt))
        const held = new Set(
          (await tx.select({ id: labCartItems.testId }).from(labCartItems).where(eq(labCartItems.cartId, target.id))).map(
            (r) => r.id,
          ),
        )
        const fresh = lines.filter((l) => !held.has(l.testId))
        const taken = fresh.slice(0, Math.max(0, room))
        dropped.push(...fresh.slice(taken.length).map((l) => l.testId))
        if (taken.length) {
          await tx.insert(labCartItems).values(
            // Each line keeps the lab that does it (a line from before per-lab prices: the guest cart's lab).
            taken.map((l) => ({ cartId: target.id, testId: l.testId, labId: l.labId ?? source.labId, addedAt: l.addedAt })),
          )
        }
        const patients = await tx.select().from(labCartItemPatients).where(eq(labCartItemPatients.cartId, source.id))
        const kept = patients.filter((p) => held.has(p.testId) || taken.some((l) => l.testId === p.testId))
        if (kept.length) {
          await tx
            .insert(labCartItemPatients)
            .values(kept.map((p) => ({ cartId: target.id, testId: p.testId, patientId: p.patientId })))
            .onConflictDoNothing()
        }
        if (target.labId === null || held.size === 0) {
          await tx.update(carts).set({ labId: source.labId, updatedAt: now() }).where(eq(carts.id, target.id))
        }
      } else {
        const into = await tx.select().from(cartItems).where(eq(cartItems.cartId, target.id)).orderBy(asc(cartItems.addedAt))
        const fromLines = await tx.select().from(cartItems).where(eq(cartItems.cartId, source.id)).orderBy(asc(cartItems.addedAt))
        const merged = mergeLines(
          into.map((l) => ({ id: l.skuId, quantity: l.quantity })),
          fromLines.map((l) => ({ id: l.skuId, quantity: l.quantity })),
          { maxQuantity: MAX_QUANTITY_PER_SKU, maxLines: MAX_CART_LINES },
        )
        dropped.push(...merged.dropped)
        const addedAt = new Map([...fromLines, ...into].map((l) => [l.skuId, l.addedAt]))
        if (merged.lines.length) {
          await tx
            .insert(cartItems)
            .values(
              merged.lines.map((l) => ({ cartId: target.id, skuId: l.id, quantity: l.quantity, addedAt: addedAt.get(l.id)! })),
            )
            .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.skuId], set: { quantity: sql`excluded.quantity` } })
        }
        await tx.update(carts).set({ updatedAt: now() }).where(eq(carts.id, target.id))
      }
      await tx.delete(carts).where(eq(carts.id, source.id))
    }
    return dropped
  }

  return {
    pharmacyBrief: productCarts.pharmacyBrief,
    addSkus: productCarts.addSkus,
    setQuantity: productCarts.setQuantity,
    removeSku: productCarts.removeSku,
    substitute: productCarts.substitute,
    buyNow: productCarts.buyNow,
    labsBrief: labsCart.labsBrief,
    labsDetails: labsCart.labsDetails,
    replaceLabs: labsCart.replaceLabs,
    addLabTest: labsCart.addLabTest,
    keepLabTestPartial: labsCart.keepLabTestPartial,
    removeLabTest: labsCart.removeLabTest,
    /** The add-test dialog a test would open now (the labs cart page shows it as a form without JavaScript), or null. */
    labAddDialog: labsCart.labAddDialog,

    /** The address step (issue 9): the address chosen for the owner's cart of a type (created if needed), or none. */
    chooseAddress: async (tx: Db, owner: CartOwner, addressId: number | null, type: CartType = 'pharmacy') => {
      await upsertCart(tx, owner, type, { addressId })
    },
    /** The address chosen for the owner's cart of a type, null before any (addresses/service.ts falls back to the default). */
    chosenAddressId: async (owner: CartOwner, q: Db = db, type: CartType = 'pharmacy'): Promise<number | null> => {
      const [row] = await q
        .select({ addressId: carts.addressId })
        .from(carts)
        .where(and(ownedBy(owner), eq(carts.type, type)))
      return row?.addressId ?? null
    },
    /** An address deleted: every cart of the owner that chose it forgets it (and falls back to the default). */
    forgetAddress: async (tx: Db, owner: CartOwner, addressId: number) => {
      await tx
        .update(carts)
        .set({ addressId: null, updatedAt: now() })
        .where(and(ownedBy(owner), eq(carts.addressId, addressId)))
    },

    /** At sign-in, in the session's transaction: the visitor's carts join the account's; the guest cart is gone. */
    adoptGuestCart: (tx: Db, visitorId: string, userId: number) => moveCarts(tx, visitorOwner(visitorId), userOwner(userId)),

    /** At an account merge, in its transaction: the absorbed account's carts join the survivor's. */
    mergeAccounts: (tx: Db, absorbedUserId: number, survivorUserId: number) =>
      moveCarts(tx, userOwner(absorbedUserId), userOwner(survivorUserId)),
  }
}
export type CartService = ReturnType<typeof createCartService>
