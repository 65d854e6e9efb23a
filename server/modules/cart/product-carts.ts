import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ProductCartType } from '../../../core/cart/cart-types.ts'
import type { PharmacyBrief } from '../../../contracts/cart.ts'
import type { Db } from '../../db/client.ts'
import { cartItems, carts } from './schema.ts'
import { products, notSoldOnline, notSoldOnlineError } from '../catalog/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { dioAllowedLines } from '../done-in-one/index.ts'
import { issuedCap } from '../prescriptions/index.ts'
import type { CartOwner } from './owner.ts'
import { pharmacyBriefOf } from './brief.ts'
import { NOT_A_MEMBER, type CarePlanService } from '../care-plan/index.ts'
import { preparedByOwner } from './owned-by.ts'
import { MAX_CART_LINES, MAX_QUANTITY_PER_SKU, tooManyLines, type CartRows } from './cart-rows.ts'

// The product carts of spec 2 §3, one shape (PharmacyBrief): the pharmacy cart, the buy-now cart (issue 9 §10) and
// the done-in-one cart a pharmacist fills (issue 10 §1). Every read prices the lines at the catalog's current price.

const unknownSku = (id: number) => AppError.notFound(`No product with id ${id}`, 'unknown_sku')

export interface SkuLine {
  skuId: number
  quantity: number
}

export function createProductCarts(
  db: Db,
  deps: {
    now: Clock
    rows: CartRows
    clearBuyNow: (tx: Db, cartId: number) => Promise<void>
    /** issue 23: the brief's care_plan_header (the account's plan, else the cheapest on sale). */
    carePlan?: Pick<CarePlanService, 'memberNow' | 'briefPlan'>
  },
) {
  const { now, rows, clearBuyNow } = deps
  const { findCart, upsertCart, stamps } = rows

  // spec 2 §3 'Pharmacy cart brief response' (of the buy-now cart too: the same shape).
  /** The header's cart read, built once and prepared on each connection (a named statement), by the owner's kind. */
  const briefQuery = (ownerIs: SQL) =>
    db
      .select({
        cartId: carts.id,
        skuId: cartItems.skuId,
        quantity: cartItems.quantity,
        name: products.name,
        mrpPaise: products.mrpPaise,
        pricePaise: products.pricePaise,
      })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .leftJoin(products, eq(products.id, cartItems.skuId))
      .where(and(ownerIs, eq(carts.type, sql.placeholder('type'))))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.skuId))
  const briefOf = preparedByOwner('cart_brief', briefQuery)

  async function pharmacyBrief(owner: CartOwner | null, type: ProductCartType = 'pharmacy'): Promise<PharmacyBrief> {
    if (!owner) return pharmacyBriefOf(null, [])
    // One statement on every page (the header's count): the cart and its lines, a cart without lines as one row;
    // prepared (briefOf, below).
    const joined = await briefOf(owner, { type })
    if (!joined[0]) return pharmacyBriefOf(null, [])
    const rows = joined.flatMap((r) =>
      r.skuId !== null && r.quantity !== null && r.name !== null && r.mrpPaise !== null && r.pricePaise !== null
        ? [{ skuId: r.skuId, quantity: r.quantity, name: r.name, mrpPaise: r.mrpPaise, pricePaise: r.pricePaise }]
        : [],
    )
    const plan =
      rows.length && deps.carePlan
        ? await deps.carePlan.briefPlan(owner.kind === 'user' ? await deps.carePlan.memberNow(owner.userId) : NOT_A_MEMBER)
        : null
    return pharmacyBriefOf(joined[0].cartId, rows, plan)
  }

  /**
   * issue 10 §1: a done_in_one cart holds only the SKUs the pharmacist put in it, each at most the quantity the
   * prescription allows (dio_request_lines); checked here so the API and the page keep the same cap.
   */
  async function withinPrescription(q: Db, owner: CartOwner, skuId: number, quantity: number) {
    const allowed = owner.kind === 'user' ? await dioAllowedLines(q, owner.userId) : new Map<number, number>()
    const max = allowed.get(skuId)
    if (max === undefined) {
      throw AppError.invalid('Only the medicines on your prescription can be in this cart', 'sku_id', 'not_on_prescription')
    }
    if (quantity > max) {
      throw AppError.invalid(`Your prescription allows at most ${max} of this medicine`, 'quantity', 'above_prescription')
    }
  }

  /** The names of products a cart may hold: unknown ids are a 404, schedule X and NDPS a 400 (catalog/sale-rules.ts). */
  async function productNames(ids: number[]): Promise<Map<number, string>> {
    const found = ids.length
      ? await db
          .select({ id: products.id, name: products.name, schedule: products.schedule, ndps: products.ndps })
          .from(products)
          .where(inArray(products.id, ids))
      : []
    const names = new Map(found.map((p) => [p.id, p.name]))
    const unknown = ids.find((id) => !names.has(id))
    if (unknown !== undefined) throw unknownSku(unknown)
    const banned = found.find((p) => notSoldOnline(p))
    if (banned) throw notSoldOnlineError(banned)
    return names
  }

  /**
   * The cheaper same-salt product of a line takes its place at the same quantity and position (the cart page's
   * 'save ₹X'): only a product of the same salts and strengths qualifies.
   */
  async function substitute(
    owner: CartOwner,
    skuId: number,
    substituteId: number,
    type: ProductCartType = 'pharmacy',
  ): Promise<PharmacyBrief> {
    if (skuId === substituteId) throw AppError.invalid('Choose another product to substitute', 'substitute_id')
    // issue 10 §1: a pharmacist's cart holds what the prescription names; another brand is the pharmacist's to choose.
    if (type === 'done_in_one') await withinPrescription(db, owner, substituteId, 1)
    const names = await productNames([skuId, substituteId])
    const keys = await db
      .select({ id: products.id, saltKey: products.saltKey })
      .from(products)
      .where(inArray(products.id, [skuId, substituteId]))
    const keyOf = (id: number) => keys.find((k) => k.id === id)?.saltKey ?? null
    if (keyOf(skuId) === null || keyOf(skuId) !== keyOf(substituteId)) {
      throw AppError.invalid(
        `${names.get(substituteId)} is not a substitute for ${names.get(skuId)}`,
        'substitute_id',
        'not_a_substitute',
      )
    }
    await db.transaction(async (tx) => {
      const cart = await findCart(tx, owner, type)
      const [line] = cart
        ? await tx
            .select()
            .from(cartItems)
            .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.skuId, skuId)))
            .for('update')
        : []
      if (!cart || !line) throw AppError.notFound(`${names.get(skuId)} is not in your cart`, 'not_in_cart')
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.skuId, skuId)))
      await tx
        .insert(cartItems)
        .values({ cartId: cart.id, skuId: substituteId, quantity: line.quantity, addedAt: line.addedAt })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.skuId],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_QUANTITY_PER_SKU})` },
        })
    })
    return pharmacyBrief(owner, type)
  }

  /** spec 2 §7 POST carts/skus: adds the quantities to what the cart holds; all lines or none. */
  async function addSkus(owner: CartOwner, lines: SkuLine[]): Promise<PharmacyBrief> {
    const wanted = new Map<number, number>()
    for (const l of lines) wanted.set(l.skuId, (wanted.get(l.skuId) ?? 0) + l.quantity)
    const ids = [...wanted.keys()]
    const names = await productNames(ids)

    await db.transaction(async (tx) => {
      const cartId = await upsertCart(tx, owner, 'pharmacy')
      const held = await tx
        .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
      const current = new Map(held.map((h) => [h.skuId, h.quantity]))
      const newLines = ids.filter((id) => !current.has(id)).length
      if (current.size + newLines > MAX_CART_LINES) throw tooManyLines('items')
      for (const [id, qty] of wanted) {
        if ((current.get(id) ?? 0) + qty > MAX_QUANTITY_PER_SKU) {
          throw AppError.invalid(
            `You can add at most ${MAX_QUANTITY_PER_SKU} of ${names.get(id)} to your cart (you have ${current.get(id) ?? 0})`,
            undefined,
            'quantity_cap',
          )
        }
      }
      const at = stamps(ids.length)
      await tx
        .insert(cartItems)
        .values(ids.map((id, i) => ({ cartId, skuId: id, quantity: wanted.get(id)!, addedAt: at[i]! })))
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.skuId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        })
    })
    return pharmacyBrief(owner)
  }

  /** The quantity stepper (1–20): the line holds exactly this many; a SKU not in the cart is added. */
  async function setQuantity(
    owner: CartOwner,
    skuId: number,
    quantity: number,
    type: ProductCartType = 'pharmacy',
  ): Promise<PharmacyBrief> {
    await productNames([skuId])
    await db.transaction(async (tx) => {
      if (type === 'done_in_one') await withinPrescription(tx, owner, skuId, quantity)
      const cartId = await upsertCart(tx, owner, type)
      // issue 24 §6: a medicine our doctor prescribed goes no higher than the prescription attached (lower is fine).
      const cap = type === 'pharmacy' ? await issuedCap(tx, cartId, skuId) : null
      if (cap !== null && quantity > cap) {
        throw AppError.invalid(`Your doctor prescribed at most ${cap} of this medicine`, 'quantity', 'above_prescription')
      }
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), sql`${cartItems.skuId} <> ${skuId}`))
      if (n >= MAX_CART_LINES) throw tooManyLines('items')
      await tx
        .insert(cartItems)
        .values({ cartId, skuId, quantity, addedAt: now() })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.skuId], set: { quantity } })
    })
    return pharmacyBrief(owner, type)
  }

  /** Removes a SKU's line; removing what is not there changes nothing. */
  async function removeSku(owner: CartOwner, skuId: number, type: ProductCartType = 'pharmacy'): Promise<PharmacyBrief> {
    const cart = await findCart(db, owner, type)
    if (cart) await db.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.skuId, skuId)))
    return pharmacyBrief(owner, type)
  }

  /**
   * A product page's 'Buy now' (issue 9 §10): the owner's buy-now cart becomes exactly this one line, whatever it
   * held before (its prescriptions and coupon go with it; the address chosen for it stays). The pharmacy cart is
   * never read or written. Unknown SKUs are a 404 and schedule X or NDPS a 400, as for 'Add to cart'.
   */
  async function buyNow(owner: CartOwner, skuId: number, quantity: number): Promise<PharmacyBrief> {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_SKU) {
      throw AppError.invalid(`quantity must be between 1 and ${MAX_QUANTITY_PER_SKU}`, 'quantity')
    }
    await productNames([skuId])
    await db.transaction(async (tx) => {
      const cartId = await upsertCart(tx, owner, 'pharmacy_buy_now')
      await clearBuyNow(tx, cartId)
      await tx.insert(cartItems).values({ cartId, skuId, quantity, addedAt: now() })
    })
    return pharmacyBrief(owner, 'pharmacy_buy_now')
  }

  return { pharmacyBrief, addSkus, setQuantity, removeSku, substitute, buyNow }
}
