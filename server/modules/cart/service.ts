import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { discountPercent, sumPaise, timesPaise, toRupees, ZERO_PAISE, type Paise } from '../../../app/lib/money.ts'
import { CART_MAX_LINES, CART_MAX_QUANTITY_PER_SKU } from '../../../app/lib/constants.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Db } from '../../db/client.ts'
import { cartItems, carts, labTests, products } from '../../db/schema.ts'
import type { LabsService } from '../labs/service.ts'
import type { LabsBrief, LabsBriefItem, LabsReplaceResult, PharmacyBrief } from '../../../contracts/cart.ts'

/** How many of one SKU a cart may hold: a pharmacy sells household quantities, not wholesale. */
export const MAX_QUANTITY_PER_SKU = CART_MAX_QUANTITY_PER_SKU
/** How many different SKUs (or lab tests) one cart may hold: bounds what a guest can store. */
export const MAX_CART_LINES = CART_MAX_LINES
/** The icon of a lab test line until tests carry images of their own. */
export const LAB_TEST_ICON_URL = '/icons/stat-labs.svg'

const unknownSku = (id: number) => AppError.notFound(`No product with id ${id}`, 'unknown_sku')
const unknownTest = (id: number) => AppError.notFound(`No lab test with id ${id}`, 'unknown_test')
const tooManyLines = (what: string) =>
  AppError.invalid(`Your cart can hold at most ${MAX_CART_LINES} different ${what}`, undefined, 'too_many_lines')

export interface SkuLine {
  skuId: number
  quantity: number
}

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

export function createCartService(db: Db, deps: { labs: Pick<LabsService, 'labFor'> }) {
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
    const payable = sumPaise(rows.map((r) => timesPaise(r.pricePaise, r.quantity)))
    const mrp = sumPaise(rows.map((r) => timesPaise(r.mrpPaise, r.quantity)))
    const quantity = rows.reduce((n, r) => n + r.quantity, 0)
    return {
      items: rows.map((r) => ({ sku_id: r.skuId, quantity: r.quantity, sku_name: r.name })),
      to_be_paid: toRupees(payable),
      total_quantity: quantity,
      cart_id: cart.id,
      total_amount: toRupees(mrp),
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
    if (unknown !== undefined) throw unknownSku(unknown)

    await db.transaction(async (tx) => {
      const cartId = await upsertCart(tx, visitorId, 'pharmacy')
      const held = await tx
        .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
      const current = new Map(held.map((h) => [h.skuId, h.quantity]))
      const newLines = ids.filter((id) => !current.has(id)).length
      if (current.size + newLines > MAX_CART_LINES) {
        throw tooManyLines('items')
      }
      for (const [id, qty] of wanted) {
        if ((current.get(id) ?? 0) + qty > MAX_QUANTITY_PER_SKU) {
          throw AppError.invalid(
            `You can add at most ${MAX_QUANTITY_PER_SKU} of ${names.get(id)} to your cart (you have ${current.get(id) ?? 0})`,
            undefined,
            'quantity_cap',
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
    let value: Paise = ZERO_PAISE
    const items = rows.map(({ patients, test: t }): LabsBriefItem => {
      value = sumPaise([value, timesPaise(t.pricePaise, patients)])
      return {
        id: t.id,
        heading: t.name,
        sub_heading:
          t.kind === 'package'
            ? `Includes ${t.parameters} parameters`
            : `${t.sampleType} sample${t.fasting ? ' · fasting required' : ''}`,
        icon_url: LAB_TEST_ICON_URL,
        price: {
          mrp: toRupees(t.mrpPaise),
          discounted_price: toRupees(t.pricePaise),
          discount_percent: discountPercent(t.mrpPaise, t.pricePaise),
        },
        patient_count: patients,
        patient_ids: [],
        recommendation_type: null,
        mix_panel_data: { test_id: t.id, test_name: t.name, category: t.category, price: toRupees(t.pricePaise) },
      }
    })
    return {
      items,
      cart_count: items.length,
      cart_id: cart.id,
      lab_id: items.length ? cart.labId : null,
      cart_value: toRupees(value),
      category: (rows[0]?.test.category ?? '').toLowerCase(),
      is_partial_cart: false,
    }
  }

  /** spec 2 §7 PUT carts/replace?types=labs: the labs cart becomes exactly these tests, one patient each. */
  async function replaceLabs(visitorId: string, testIds: number[], city: string | null): Promise<LabsReplaceResult> {
    const ids = [...new Set(testIds)]
    if (ids.length > MAX_CART_LINES) {
      throw tooManyLines('tests')
    }
    const found = ids.length
      ? await db
          .select({ id: labTests.id, name: labTests.name, pricePaise: labTests.pricePaise })
          .from(labTests)
          .where(inArray(labTests.id, ids))
      : []
    const byId = new Map(found.map((t) => [t.id, t]))
    const unknown = ids.find((id) => !byId.has(id))
    if (unknown !== undefined) throw unknownTest(unknown)
    const lab = ids.length ? await deps.labs.labFor(city) : null

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
        cart_value: toRupees(sumPaise(tests.map((t) => t.pricePaise))),
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
