import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import { CART_MAX_LINES, CART_MAX_QUANTITY_PER_SKU } from '../../../core/constants.ts'
import { DEFAULT_CITY } from '../../../core/constants.ts'
import type { CartType, LabsCartType, ProductCartType, StoredCartType } from '../../../core/cart/cart-types.ts'
import {
  discountPercent,
  formatPaise,
  paise,
  sumPaise,
  timesPaise,
  toRupees,
  ZERO_PAISE,
  type Paise,
} from '../../../core/money.ts'
import type {
  AddTestDialog,
  LabsBrief,
  LabsBriefItem,
  LabsDetails,
  LabsReplaceResult,
  PharmacyBrief,
} from '../../../contracts/cart.ts'
import type { BillRow } from '../../../contracts/widgets.ts'
import type { Db } from '../../db/client.ts'
import {
  cartItems,
  cartPrescriptions,
  carts,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labs,
  labTests,
  products,
} from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import {
  chooseLab,
  DEFAULT_COLLECTION_FEE_RULE,
  labsBillFor,
  type CollectionFeeRule,
  type LabCandidate,
  type LabOffer,
} from './labs-rules.ts'
import { notSoldOnline, notSoldOnlineError } from '../catalog/sale-rules.ts'
import { dioAllowedLines } from '../doneinone/allowed.ts'
import { mergeLines } from './merge.ts'
import { userOwner, visitorOwner, type CartOwner } from './owner.ts'
import { ownedBy, preparedByOwner } from './owned-by.ts'

// The carts of spec 2 §3 (pharmacy and labs), one per owner and type (cart/owner.ts). Every read prices the lines
// at the catalog's current price (a lab test line: what its lab charges, lab_offers); money is paise until toRupees at
// the wire (contracts/cart.ts).

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

type LabTestRow = typeof labTests.$inferSelect

/** A line of the labs cart as read: its test, the lab that does it (the line's, else the cart's) and that lab's price. */
interface LabsLine {
  test: LabTestRow
  labId: number | null
  labName: string | null
  mrpPaise: Paise
  pricePaise: Paise
  patientIds: number[]
  /** The patients chosen, or 1 before any (spec 2 §3). */
  patients: number
}

const subHeading = (t: LabTestRow) =>
  t.kind === 'package' ? `Includes ${t.parameters} parameters` : `${t.sampleType} sample${t.fasting ? ' · fasting required' : ''}`

export function createCartService(db: Db, deps: { now: Clock; collectionFee?: CollectionFeeRule }) {
  const { now } = deps
  const feeRule = deps.collectionFee ?? DEFAULT_COLLECTION_FEE_RULE

  async function findCart(q: Db, owner: CartOwner | null, type: StoredCartType) {
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
    set: { labId?: number | null; city?: string | null; addressId?: number | null; labSlotId?: number | null } = {},
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
    if (!owner) return { ...EMPTY_PHARMACY, items: [] }
    // One statement on every page (the header's count): the cart and its lines, a cart without lines as one row;
    // prepared (briefOf, below).
    const joined = await briefOf(owner, { type })
    const cart = joined[0] ? { id: joined[0].cartId } : null
    if (!cart) return { ...EMPTY_PHARMACY, items: [] }
    const rows = joined.flatMap((r) =>
      r.skuId !== null && r.quantity !== null && r.name !== null && r.mrpPaise !== null && r.pricePaise !== null
        ? [{ skuId: r.skuId, quantity: r.quantity, name: r.name, mrpPaise: r.mrpPaise, pricePaise: r.pricePaise }]
        : [],
    )
    return {
      items: rows.map((r) => ({ sku_id: r.skuId, quantity: r.quantity, sku_name: r.name })),
      to_be_paid: toRupees(sumPaise(rows.map((r) => timesPaise(r.pricePaise, r.quantity)))),
      total_quantity: rows.reduce((n, r) => n + r.quantity, 0),
      cart_id: cart.id,
      total_amount: toRupees(sumPaise(rows.map((r) => timesPaise(r.mrpPaise, r.quantity)))),
      care_plan_header: null,
    }
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

  /** A buy-now cart starts again: no lines, no prescriptions, no coupon (the chosen address stays). */
  async function clearBuyNow(tx: Db, cartId: number) {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId))
    await tx.delete(cartPrescriptions).where(eq(cartPrescriptions.cartId, cartId))
    await tx.update(carts).set({ couponCode: null, updatedAt: now() }).where(eq(carts.id, cartId))
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

  // ---- The labs cart (spec 2 §3 'Labs cart brief', issue 11 §3): every line at its lab's price (lab_offers) ----

  /** The labs that collect samples in a city (all of them are candidates for the cart's lab). */
  async function labsInCity(q: Db, city: string): Promise<LabCandidate[]> {
    const wanted = city.trim().toLowerCase()
    const all = await q
      .select({ id: labs.id, name: labs.name, ratingTenths: labs.ratingTenths, cities: labs.cities })
      .from(labs)
      .orderBy(asc(labs.id))
    return all
      .filter((l) => l.cities.some((c) => c.toLowerCase() === wanted))
      .map(({ id, name, ratingTenths }) => ({ id, name, ratingTenths }))
  }

  async function offersOf(q: Db, labIds: number[], testIds: number[]): Promise<LabOffer[]> {
    if (!labIds.length || !testIds.length) return []
    return q
      .select({
        labId: labOffers.labId,
        testId: labOffers.testId,
        mrpPaise: labOffers.mrpPaise,
        pricePaise: labOffers.pricePaise,
      })
      .from(labOffers)
      .where(and(inArray(labOffers.labId, labIds), inArray(labOffers.testId, testIds)))
  }

  const notServed = (city: string) =>
    new AppError({ code: 'city_not_served', status: 422, message: `We do not collect samples in ${city} yet` })

  /** The owner's labs cart with its lab, and its lines, each at its own lab's price (the lab's lab_offers row). */
  async function readLabsCart(q: Db, owner: CartOwner | null, type: LabsCartType = 'labs') {
    if (!owner) return { cart: null, lines: [] as LabsLine[] }
    const [cart] = await q
      .select({ id: carts.id, labId: carts.labId, labName: labs.name })
      .from(carts)
      .leftJoin(labs, eq(labs.id, carts.labId))
      .where(and(ownedBy(owner), eq(carts.type, type)))
    if (!cart) return { cart: null, lines: [] as LabsLine[] }
    const lineLab = sql<number | null>`coalesce(${labCartItems.labId}, ${carts.labId})`
    const rows = await q
      .select({
        test: labTests,
        labId: lineLab,
        labName: labs.name,
        offerMrp: labOffers.mrpPaise,
        offerPrice: labOffers.pricePaise,
        patientIds: sql<number[]>`coalesce((select array_agg(p.patient_id order by p.patient_id) from lab_cart_item_patients p
          where p.cart_id = ${labCartItems.cartId} and p.test_id = ${labCartItems.testId}), '{}')`,
      })
      .from(labCartItems)
      .innerJoin(carts, eq(carts.id, labCartItems.cartId))
      .innerJoin(labTests, eq(labTests.id, labCartItems.testId))
      .leftJoin(labs, sql`${labs.id} = coalesce(${labCartItems.labId}, ${carts.labId})`)
      .leftJoin(
        labOffers,
        and(eq(labOffers.testId, labCartItems.testId), sql`${labOffers.labId} = coalesce(${labCartItems.labId}, ${carts.labId})`),
      )
      .where(eq(labCartItems.cartId, cart.id))
      .orderBy(asc(labCartItems.addedAt), asc(labCartItems.testId))
    const lines = rows.map((r): LabsLine => {
      const ids = r.patientIds.map(Number)
      return {
        test: r.test,
        labId: r.labId === null ? null : Number(r.labId),
        labName: r.labName,
        // A line made before labs priced per lab, at a lab that no longer offers it: the reference price.
        mrpPaise: r.offerMrp ?? r.test.mrpPaise,
        pricePaise: r.offerPrice ?? r.test.pricePaise,
        patientIds: ids,
        patients: Math.max(1, ids.length),
      }
    })
    return { cart, lines }
  }

  const partial = (lines: readonly LabsLine[]) => new Set(lines.map((l) => l.labId)).size > 1

  // spec 2 §3 'Labs cart brief'.
  async function labsBrief(owner: CartOwner | null): Promise<LabsBrief> {
    const { cart, lines } = await readLabsCart(db, owner)
    if (!cart) return { ...EMPTY_LABS, items: [] }
    const items = lines.map(({ test: t, ...l }): LabsBriefItem => ({
      id: t.id,
      heading: t.name,
      sub_heading: subHeading(t),
      icon_url: LAB_TEST_ICON_URL,
      price: {
        mrp: toRupees(l.mrpPaise),
        discounted_price: toRupees(l.pricePaise),
        discount_percent: discountPercent(l.mrpPaise, l.pricePaise),
      },
      // spec 2 §3: the patients chosen for the line; a line without any yet counts one.
      patient_count: l.patients,
      patient_ids: l.patientIds,
      recommendation_type: null,
      mix_panel_data: { test_id: t.id, test_name: t.name, category: t.category, price: toRupees(l.pricePaise) },
    }))
    return {
      items,
      cart_count: items.length,
      cart_id: cart.id,
      lab_id: items.length ? cart.labId : null,
      cart_value: toRupees(sumPaise(lines.map((l) => timesPaise(l.pricePaise, l.patients)))),
      category: (lines[0]?.test.category ?? '').toLowerCase(),
      is_partial_cart: partial(lines),
    }
  }

  /** The labs cart in full (GET carts/details?types=labs&response_type=full and /labs/cart): widgets and the labs. */
  /** The labs cart in full (the care-plan twin's with type cp_labs: the labs checkout pages of issue 11 §5). */
  async function labsDetails(owner: CartOwner | null, type: LabsCartType = 'labs'): Promise<LabsDetails> {
    const { cart, lines } = await readLabsCart(db, owner, type)
    const bill = labsBillFor(
      lines.map((l) => ({ mrp: l.mrpPaise, price: l.pricePaise, patients: l.patients })),
      feeRule,
    )
    const byLab = new Map<number, { lab_id: number; lab_name: string; test_ids: number[]; amount: Paise }>()
    if (cart?.labId != null && cart.labName && lines.some((l) => l.labId === cart.labId)) {
      byLab.set(cart.labId, { lab_id: cart.labId, lab_name: cart.labName, test_ids: [], amount: ZERO_PAISE })
    }
    for (const l of lines) {
      if (l.labId === null) continue
      let group = byLab.get(l.labId)
      if (!group) byLab.set(l.labId, (group = { lab_id: l.labId, lab_name: l.labName ?? '', test_ids: [], amount: ZERO_PAISE }))
      group.test_ids.push(l.test.id)
      group.amount = paise(group.amount + timesPaise(l.pricePaise, l.patients))
    }
    const isPartial = partial(lines)
    const rows: BillRow[] = [
      { id: 'mrp_total', label: 'MRP total', value: toRupees(bill.mrpTotal), sub_text: null },
      { id: 'item_discount', label: 'Discount', value: -toRupees(bill.discount), sub_text: null },
      {
        id: 'collection_fee',
        label: 'Home collection fee',
        value: toRupees(bill.collectionFee),
        sub_text: bill.collectionFee > 0 ? null : 'Free',
      },
    ]
    return {
      cart_id: cart?.id ?? null,
      cart_count: lines.length,
      lab_id: lines.length ? (cart?.labId ?? null) : null,
      lab_name: lines.length ? (cart?.labName ?? null) : null,
      is_partial_cart: isPartial,
      labs: [...byLab.values()].map((g) => ({ ...g, amount: toRupees(g.amount) })),
      payable_amount: toRupees(bill.payable),
      widgets: [
        {
          type: 'list_tests_cart',
          header: {
            text: isPartial
              ? `Your tests at ${byLab.size} labs`
              : lines.length && cart?.labName
                ? `Your tests at ${cart.labName}`
                : 'Your tests',
          },
          lab_id: lines.length ? (cart?.labId ?? null) : null,
          items: lines.map((l) => ({
            sku_id: l.test.id,
            header: l.test.name,
            sub_header: subHeading(l.test),
            image: { url: LAB_TEST_ICON_URL, alt: '' },
            prices: {
              mrp: toRupees(l.mrpPaise),
              discounted_price: toRupees(l.pricePaise),
              discount: discountPercent(l.mrpPaise, l.pricePaise),
            },
            patients_data: {
              count: l.patients,
              patient_ids: l.patientIds,
              text: l.patientIds.length
                ? `For ${l.patients} ${l.patients === 1 ? 'patient' : 'patients'}`
                : 'For 1 patient (choose who next)',
            },
            lab_id: l.labId,
            lab_name: l.labName ?? 'Lab to be chosen',
            line_total: toRupees(timesPaise(l.pricePaise, l.patients)),
          })),
        },
        {
          type: 'bill_summary',
          header: { text: 'Bill summary' },
          rows,
          payable_amount: toRupees(bill.payable),
          savings: toRupees(bill.discount),
          free_delivery_text:
            bill.toFreeCollection > 0
              ? `Add tests worth ${formatPaise(bill.toFreeCollection)} more to save the collection fee`
              : null,
        },
      ],
    }
  }

  /** The labs a test list may go to, and what each charges, in a city (the default city when none is known). */
  async function market(q: Db, city: string | null, testIds: number[]) {
    const where = city ?? DEFAULT_CITY
    const candidates = await labsInCity(q, where)
    const offers = await offersOf(
      q,
      candidates.map((l) => l.id),
      testIds,
    )
    return { city: where, candidates, offers }
  }

  async function testsById(ids: number[]) {
    const found = ids.length
      ? await db.select({ id: labTests.id, name: labTests.name }).from(labTests).where(inArray(labTests.id, ids))
      : []
    const byId = new Map(found.map((t) => [t.id, t]))
    const unknown = ids.find((id) => !byId.has(id))
    if (unknown !== undefined) throw unknownTest(unknown)
    return byId
  }

  /** What the cart answers after a change (spec 2 §7 replace: is_success, data.analytics_data, …). */
  async function labsResult(owner: CartOwner): Promise<LabsReplaceResult> {
    const { cart, lines } = await readLabsCart(db, owner)
    const labName = lines.length ? (cart?.labName ?? null) : null
    return {
      analytics_data: {
        test_ids: lines.map((l) => l.test.id),
        test_names: lines.map((l) => l.test.name),
        cart_value: toRupees(sumPaise(lines.map((l) => timesPaise(l.pricePaise, l.patients)))),
        lab_name: labName,
      },
      is_partial_cart: partial(lines),
      lab_id: lines.length ? (cart?.labId ?? null) : null,
      lab_name: labName,
    }
  }

  /**
   * spec 2 §7 PUT carts/replace?types=labs: the labs cart becomes exactly these tests (lines it keeps keep their
   * patients; new ones have none yet), all at the lab in the city that does every one of them at the lowest total
   * (labs-rules.ts chooseLab). No such lab: a 409 and the cart as it was.
   */
  async function replaceLabs(owner: CartOwner, testIds: number[], city: string | null): Promise<LabsReplaceResult> {
    const ids = [...new Set(testIds)]
    if (ids.length > MAX_CART_LINES) throw tooManyLines('tests')
    const byId = await testsById(ids)
    let labId: number | null = null
    if (ids.length) {
      const { city: where, candidates, offers } = await market(db, city, ids)
      if (!candidates.length) throw notServed(where)
      const held = (await readLabsCart(db, owner)).lines
      const weights = new Map(held.map((l) => [l.test.id, l.patients]))
      const choice = chooseLab(candidates, offers, ids, weights)
      if (!choice) {
        const nowhere = ids.filter((id) => !offers.some((o) => o.testId === id)).map((id) => byId.get(id)!.name)
        throw new AppError({
          code: nowhere.length ? 'test_not_offered' : 'no_lab_does_all',
          status: 409,
          message: nowhere.length
            ? `No lab collects samples for ${nowhere.join(', ')} in ${where} yet`
            : `No single lab in ${where} does all these tests`,
        })
      }
      labId = choice.lab.id
    }
    await db.transaction(async (tx) => {
      const before = await findCart(tx, owner, 'labs')
      const cartId = await upsertCart(tx, owner, 'labs', { labId, city: city ?? DEFAULT_CITY })
      // A slot is a slot of one lab: another lab's cart chooses again.
      if (before && before.labId !== labId) await tx.update(carts).set({ labSlotId: null }).where(eq(carts.id, cartId))
      await tx
        .delete(labCartItems)
        .where(
          ids.length
            ? and(eq(labCartItems.cartId, cartId), notInArray(labCartItems.testId, ids))
            : eq(labCartItems.cartId, cartId),
        )
      const at = stamps(ids.length)
      if (ids.length) {
        await tx
          .insert(labCartItems)
          .values(ids.map((id, i) => ({ cartId, testId: id, labId, addedAt: at[i]! })))
          .onConflictDoUpdate({ target: [labCartItems.cartId, labCartItems.testId], set: { labId } })
      }
    })
    return labsResult(owner)
  }

  /**
   * What adding a test would do: nothing (held), add it at the cart's lab (or, on an empty cart, at the cheapest lab
   * in the city that offers it), or ask (the add-test dialog of spec 2 §3). A test no lab in the city offers: a 422.
   */
  async function planLabAdd(
    owner: CartOwner | null,
    testId: number,
    city: string | null,
  ): Promise<{ kind: 'held' } | { kind: 'add'; labId: number } | { kind: 'ask'; dialog: AddTestDialog }> {
    const test = (await testsById([testId])).get(testId)!
    const { cart, lines } = await readLabsCart(db, owner)
    if (lines.some((l) => l.test.id === testId)) return { kind: 'held' }
    const heldIds = lines.map((l) => l.test.id)
    const { city: where, candidates, offers } = await market(db, city, [...heldIds, testId])
    if (!candidates.length) throw notServed(where)
    const keep = chooseLab(candidates, offers, [testId])
    // The cart's lab offers it (whether or not it collects in this city now: the cart was made for its city).
    const cartLab = lines.length ? (cart?.labId ?? null) : null
    if (cartLab !== null) {
      const [atCartLab] = await offersOf(db, [cartLab], [testId])
      if (atCartLab) return { kind: 'add', labId: cartLab }
    }
    if (!keep) {
      throw new AppError({
        code: 'test_not_offered',
        status: 422,
        message: `No lab collects samples for ${test.name} in ${where} yet`,
        field: 'test_id',
      })
    }
    if (cartLab === null) return { kind: 'add', labId: keep.lab.id }
    const weights = new Map(lines.map((l) => [l.test.id, l.patients]))
    const all = chooseLab(candidates, offers, [...heldIds, testId], weights)
    const cartLabName = cart?.labName ?? 'Your lab'
    const keepPrice = formatPaise(keep.total)
    return {
      kind: 'ask',
      dialog: {
        type: all ? 'switch_lab' : 'no_lab_does_all',
        header: `${cartLabName} does not do ${test.name}`,
        description: all
          ? `${all.lab.name} does all ${heldIds.length + 1} of your tests, for ${formatPaise(all.total)} in all. ` +
            `Move your cart there, or keep ${cartLabName} and book ${test.name} at ${keep.lab.name} for ${keepPrice} ` +
            `(two labs, each priced on its own).`
          : `No lab in ${where} does all your tests. You can book ${test.name} at ${keep.lab.name} for ${keepPrice} ` +
            `and keep your other tests at ${cartLabName}.`,
        icon: LAB_TEST_ICON_URL,
        confirm_cta: all ? { text: `Move to ${all.lab.name}` } : null,
        cancel_cta: { text: `Book it at ${keep.lab.name}` },
        test_id: test.id,
        test_name: test.name,
        current_lab: { lab_id: cartLab, lab_name: cartLabName },
        switch_to: all
          ? { lab_id: all.lab.id, lab_name: all.lab.name, cart_value: toRupees(all.total), test_ids: [...heldIds, testId] }
          : null,
        keep_at: { lab_id: keep.lab.id, lab_name: keep.lab.name, price: toRupees(keep.total) },
      },
    }
  }

  /** One more line at a lab; an empty cart takes that lab as its own. */
  async function insertLabLine(owner: CartOwner, testId: number, labId: number, city: string | null) {
    await db.transaction(async (tx) => {
      const before = await findCart(tx, owner, 'labs')
      const [{ n } = { n: 0 }] = before
        ? await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(labCartItems)
            .where(eq(labCartItems.cartId, before.id))
        : []
      if (n >= MAX_CART_LINES) throw tooManyLines('tests')
      const cartId = await upsertCart(tx, owner, 'labs', n === 0 ? { labId, city: city ?? DEFAULT_CITY, labSlotId: null } : {})
      await tx.insert(labCartItems).values({ cartId, testId, labId, addedAt: now() }).onConflictDoNothing()
    })
  }

  /**
   * spec 2 §4 / issue 11 §3: the Add button of a test. Added at the cart's lab when it offers the test; otherwise
   * nothing changes and the answer is the add-test dialog (labs-rules.ts chooses the labs it names).
   */
  async function addLabTest(
    owner: CartOwner,
    testId: number,
    city: string | null,
  ): Promise<{ result: LabsReplaceResult; dialog: null } | { result: null; dialog: AddTestDialog }> {
    const plan = await planLabAdd(owner, testId, city)
    if (plan.kind === 'ask') return { result: null, dialog: plan.dialog }
    if (plan.kind === 'add') await insertLabLine(owner, testId, plan.labId, city)
    return { result: await labsResult(owner), dialog: null }
  }

  /** The dialog's cancel: the cart keeps its lab, and this test goes to the cheapest lab in the city that offers it. */
  async function keepLabTestPartial(owner: CartOwner, testId: number, city: string | null): Promise<LabsReplaceResult> {
    const plan = await planLabAdd(owner, testId, city)
    if (plan.kind === 'add') await insertLabLine(owner, testId, plan.labId, city)
    if (plan.kind === 'ask') await insertLabLine(owner, testId, plan.dialog.keep_at.lab_id, city)
    return labsResult(owner)
  }

  /** The labs cart page's Remove; when what is left is at one lab, that lab becomes the cart's. */
  async function removeLabTest(owner: CartOwner, testId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const cart = await findCart(tx, owner, 'labs')
      if (!cart) return
      await tx.delete(labCartItems).where(and(eq(labCartItems.cartId, cart.id), eq(labCartItems.testId, testId)))
      const left = await tx
        .selectDistinct({ labId: labCartItems.labId })
        .from(labCartItems)
        .where(eq(labCartItems.cartId, cart.id))
      const only = left.length === 1 ? left[0]!.labId : null
      if (only !== null && only !== cart.labId) {
        await tx.update(carts).set({ labId: only, labSlotId: null, updatedAt: now() }).where(eq(carts.id, cart.id))
      }
    })
  }

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
      const target = await findCart(tx, to, source.type as StoredCartType)
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
        await tx.delete(cartPrescriptions).where(eq(cartPrescriptions.cartId, source.id))
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
    pharmacyBrief,
    addSkus,
    setQuantity,
    removeSku,
    substitute,
    buyNow,
    labsBrief,
    labsDetails,
    replaceLabs,
    addLabTest,
    keepLabTestPartial,
    removeLabTest,
    /** The add-test dialog a test would open now (the labs cart page shows it as a form without JavaScript), or null. */
    labAddDialog: async (owner: CartOwner | null, testId: number, city: string | null): Promise<AddTestDialog | null> => {
      const plan = await planLabAdd(owner, testId, city)
      return plan.kind === 'ask' ? plan.dialog : null
    },

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
