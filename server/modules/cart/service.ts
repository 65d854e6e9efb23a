import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { discountPercent } from '../../../app/lib/money.ts'
import type { Db } from '../../db/client.ts'
import { cartItems, carts, labs, labTests, products } from '../../db/schema.ts'
import type { LabsBrief, LabsBriefItem, LabsReplaceResult, PharmacyBrief } from '../../../contracts/cart.ts'

/** How many of one SKU a cart may hold: a pharmacy sells household quantities, not wholesale. */
export const MAX_QUANTITY_PER_SKU = 20
/** How many different SKUs (or lab tests) one cart may hold: bounds what a guest can store. */
export const MAX_CART_LINES = 50
/** The icon of a lab test line until tests carry images of their own. */
export const LAB_TEST_ICON_URL = '/icons/stat-labs.svg'

export type CartErrorCode = 'unknown_sku' | 'unknown_test' | 'quantity_cap' | 'too_many_lines'

/** A refusal the visitor can act on; the API maps the code to a status. */
export class CartError extends Error {
  readonly code: CartErrorCode
  constructor(code: CartErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

export interface SkuLine {
  skuId: number
  quantity: number
}

/** Paise (the database) → rupees (the wire), exact to the paisa. */
export const rupees = (paise: number) => Math.round(paise) / 100

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const EMPTY_PHARMACY: PharmacyBrief = {
  items: [],
  to_be_paid: 0,
  total_quantity: 0,
  cart_id: null,
  total_amount: 0,
  care_plan_header: null,
}

const EMPTY_LABS: LabsBrief = {
  items: [],
  cart_count: 0,
  cart_id: null,
  lab_id: null,
  cart_value: 0,
  category: '',
  is_partial_cart: false,
}

export function createCartService(db: Db) {
  async function findCart(visitorId: string | null, type: 'pharmacy' | 'labs') {
    if (!visitorId) return null
    const [cart] = await db
      .select({ id: carts.id, labId: carts.labId })
      .from(carts)
      .where(and(eq(carts.visitorId, visitorId), eq(carts.type, type)))
    return cart ?? null
  }

  /** The cart row of a visitor, created on first use; the upsert also locks it for the rest of the transaction. */
  async function upsertCart(
    tx: Tx,
    visitorId: string,
    type: 'pharmacy' | 'labs',
    set: { labId?: number | null; city?: string | null } = {},
  ) {
    const [cart] = await tx
      .insert(carts)
      .values({ visitorId, type, ...set })
      .onConflictDoUpdate({ target: [carts.visitorId, carts.type], set: { updatedAt: sql`now()`, ...set } })
      .returning({ id: carts.id })
    return cart!.id
  }

  // spec 2 §3 'Pharmacy cart brief response'.
  async function pharmacyBrief(visitorId: string | null): Promise<PharmacyBrief> {
    const cart = await findCart(visitorId, 'pharmacy')
    if (!cart) return { ...EMPTY_PHARMACY, items: [] }
    const rows = await db
      .select({
        skuId: cartItems.skuId,
        quantity: cartItems.quantity,
        name: products.name,
        mrpPaise: products.mrpPaise,
        pricePaise: products.pricePaise,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.skuId))
      .where(eq(cartItems.cartId, cart.id))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.skuId))
    let payable = 0
    let mrp = 0
    let quantity = 0
    for (const r of rows) {
      payable += r.pricePaise * r.quantity
      mrp += r.mrpPaise * r.quantity
      quantity += r.quantity
    }
    return {
      items: rows.map((r) => ({ sku_id: r.skuId, quantity: r.quantity, sku_name: r.name })),
      to_be_paid: rupees(payable),
      total_quantity: quantity,
      cart_id: cart.id,
      total_amount: rupees(mrp),
      care_plan_header: null,
    }
  }

  /** spec 2 §7 POST carts/skus: adds the quantities to what the cart holds; all lines or none. */
  async function addSkus(visitorId: string, lines: SkuLine[]): Promise<PharmacyBrief> {
    const wanted = new Map<number, number>()
    for (const l of lines) wanted.set(l.skuId, (wanted.get(l.skuId) ?? 0) + l.quantity)
    const ids = [...wanted.keys()]
    const found = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))
    const names = new Map(found.map((p) => [p.id, p.name]))
    const unknown = ids.find((id) => !names.has(id))
    if (unknown !== undefined) throw new CartError('unknown_sku', `No product with id ${unknown}`)

    await db.transaction(async (tx) => {
      const cartId = await upsertCart(tx, visitorId, 'pharmacy')
      const held = await tx
        .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
      const current = new Map(held.map((h) => [h.skuId, h.quantity]))
      const newLines = ids.filter((id) => !current.has(id)).length
      if (current.size + newLines > MAX_CART_LINES) {
        throw new CartError('too_many_lines', `Your cart can hold at most ${MAX_CART_LINES} different items`)
      }
      for (const [id, qty] of wanted) {
        if ((current.get(id) ?? 0) + qty > MAX_QUANTITY_PER_SKU) {
          throw new CartError(
            'quantity_cap',
            `You can add at most ${MAX_QUANTITY_PER_SKU} of ${names.get(id)} to your cart (you have ${current.get(id) ?? 0})`,
          )
        }
      }
      // Distinct timestamps keep the order the lines were added in (now() is fixed within a transaction).
      const start = Date.now()
      await tx
        .insert(cartItems)
        .values(ids.map((id, i) => ({ cartId, skuId: id, quantity: wanted.get(id)!, addedAt: new Date(start + i) })))
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.skuId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        })
    })
    return pharmacyBrief(visitorId)
  }

  // spec 2 §3 'Labs cart brief'.
  async function labsBrief(visitorId: string | null): Promise<LabsBrief> {
    const cart = await findCart(visitorId, 'labs')
    if (!cart) return { ...EMPTY_LABS, items: [] }
    const rows = await db
      .select({ patients: cartItems.quantity, test: labTests })
      .from(cartItems)
      .innerJoin(labTests, eq(labTests.id, cartItems.skuId))
      .where(eq(cartItems.cartId, cart.id))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.skuId))
    let value = 0
    const items = rows.map(({ patients, test: t }): LabsBriefItem => {
      value += t.pricePaise * patients
      return {
        id: t.id,
        heading: t.name,
        sub_heading:
          t.kind === 'package'
            ? `Includes ${t.parameters} parameters`
            : `${t.sampleType} sample${t.fasting ? ' · fasting required' : ''}`,
        icon_url: LAB_TEST_ICON_URL,
        price: {
          mrp: rupees(t.mrpPaise),
          discounted_price: rupees(t.pricePaise),
          discount_percent: discountPercent(t.mrpPaise, t.pricePaise),
        },
        patient_count: patients,
        patient_ids: [],
        recommendation_type: null,
        mix_panel_data: { test_id: t.id, test_name: t.name, category: t.category, price: rupees(t.pricePaise) },
      }
    })
    return {
      items,
      cart_count: items.length,
      cart_id: cart.id,
      lab_id: items.length ? cart.labId : null,
      cart_value: rupees(value),
      category: (rows[0]?.test.category ?? '').toLowerCase(),
      is_partial_cart: false,
    }
  }

  /** The lab for a city: the first (by id) that serves it, else the first lab; every lab runs every test. */
  async function labFor(city: string | null) {
    const all = await db.select({ id: labs.id, name: labs.name, cities: labs.cities }).from(labs).orderBy(asc(labs.id))
    const wanted = city?.trim().toLowerCase()
    return all.find((l) => wanted && l.cities.some((c) => c.toLowerCase() === wanted)) ?? all[0] ?? null
  }

  /** spec 2 §7 PUT carts/replace?types=labs: the labs cart becomes exactly these tests, one patient each. */
  async function replaceLabs(visitorId: string, testIds: number[], city: string | null): Promise<LabsReplaceResult> {
    const ids = [...new Set(testIds)]
    if (ids.length > MAX_CART_LINES) {
      throw new CartError('too_many_lines', `Your cart can hold at most ${MAX_CART_LINES} different tests`)
    }
    const found = ids.length
      ? await db
          .select({ id: labTests.id, name: labTests.name, pricePaise: labTests.pricePaise })
          .from(labTests)
          .where(inArray(labTests.id, ids))
      : []
    const byId = new Map(found.map((t) => [t.id, t]))
    const unknown = ids.find((id) => !byId.has(id))
    if (unknown !== undefined) throw new CartError('unknown_test', `No lab test with id ${unknown}`)
    const lab = ids.length ? await labFor(city) : null

    await db.transaction(async (tx) => {
      const cartId = await upsertCart(tx, visitorId, 'labs', { labId: lab?.id ?? null, city })
      await tx.delete(cartItems).where(eq(cartItems.cartId, cartId))
      const start = Date.now()
      if (ids.length) {
        await tx.insert(cartItems).values(ids.map((id, i) => ({ cartId, skuId: id, quantity: 1, addedAt: new Date(start + i) })))
      }
    })
    const tests = ids.map((id) => byId.get(id)!)
    return {
      analytics_data: {
        test_ids: ids,
        test_names: tests.map((t) => t.name),
        cart_value: rupees(tests.reduce((sum, t) => sum + t.pricePaise, 0)),
        lab_name: lab?.name ?? null,
      },
      is_partial_cart: false,
      lab_id: lab?.id ?? null,
      lab_name: lab?.name ?? null,
    }
  }

  return { pharmacyBrief, addSkus, labsBrief, replaceLabs }
}
export type CartService = ReturnType<typeof createCartService>
