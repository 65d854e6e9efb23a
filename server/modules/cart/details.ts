import { and, asc, eq, inArray, ne, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { CART_MAX_QUANTITY_PER_SKU } from '../../../core/constants.ts'
import { discountPercent, formatPaise, paise, timesPaise, toRupees, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { PharmacyDetails } from '../../../contracts/cart.ts'
import type {
  BillRow,
  CarePlanCartWidget,
  CartLine,
  CartSubstitute,
  CartWidget,
  CouponWidget,
} from '../../../contracts/widgets.ts'
import { memberPricing } from '../../../core/care-plan/benefits.ts'
import { benefitLines, cheapestPlan, durationText, type PlanView } from '../../../core/care-plan/plans.ts'
import type { CarePlanService, MemberNow } from '../care-plan/index.ts'
import { betterDiscount } from '../../../core/insurer/benefits.ts'
import type { InsurerService } from '../insurer/index.ts'
import type { Db } from '../../db/client.ts'
import { cartItems, carts } from './schema.ts'
import { products, productUrl } from '../catalog/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { dioAllowedLines } from '../done-in-one/index.ts'
import type { CouponService } from '../coupons/index.ts'
import type { InventoryService } from '../inventory/index.ts'
import { billFor, DELIVERY_FEE, FREE_DELIVERY_THRESHOLD, type Bill } from './bill.ts'
import type { CartOwner } from './owner.ts'
import { ownedBy, preparedByOwner } from './owned-by.ts'

// The pharmacy cart in full (spec 2 §3 'Full response'; issue 9 'The cart page'): its lines with what the city's
// centres can deliver, the cheapest same-salt substitute of each, the coupon and the bill, as widgets
// (contracts/widgets.ts). The cart page, the summary and order placement read it, so all three agree.

interface LineRow {
  skuId: number
  quantity: number
  kind: string
  name: string
  slug: string
  pack: string
  manufacturer: string
  rxRequired: boolean
  saltKey: string | null
  mrpPaise: Paise
  pricePaise: Paise
}

/** A cart as one statement reads it (`lines` below): the cart, if any, and its lines in the order they were added. */
export interface CartRead {
  cart: { id: number; couponCode: string | null; carePlanId: number | null } | undefined
  lines: LineRow[]
}

/** What order placement needs beside the widgets: the lines that will be ordered and the bill they make. */
export interface CartReading {
  details: PharmacyDetails
  cartId: number | null
  /** Lines the city's centres can deliver, at the quantity asked. */
  orderable: Array<LineRow & { units: number }>
  bill: Bill
  coupon: { id: number; code: string; discount: Paise } | null
  /**
   * The care plan on this cart (issue 23): the term whose benefits apply (null: none), the plan ticked to buy with
   * the order (null: none), and each orderable line's member discount by SKU (what the order records as savings).
   */
  carePlan: { applyingId: number | null; ticked: PlanView | null; discounts: Map<number, Paise> }
  /**
   * The insurer's medicines discount on this order when it applies (issue 27 §4: better than the care plan's, decision
   * 087); placement records it as used. Null: none.
   */
  insurer: { discount: Paise } | null
}

/** The bill's row of the insurer's medicines discount (issue 27 §4). */
export const INSURER_DISCOUNT_LABEL = 'Tata AIA Shubh Health Plus discount'

export function createCartDetailsService(
  db: Db,
  deps: {
    inventory: Pick<InventoryService, 'unitsInCity'>
    coupons: CouponService
    carePlan: Pick<CarePlanService, 'plan' | 'plans' | 'memberNow'>
    insurer: Pick<InsurerService, 'medicineDiscountFor'>
  },
) {
  const cartColumns = {
    cartId: carts.id,
    couponCode: carts.couponCode,
    carePlanId: carts.carePlanId,
    skuId: cartItems.skuId,
    quantity: cartItems.quantity,
    kind: products.kind,
    name: products.name,
    slug: products.slug,
    pack: products.pack,
    manufacturer: products.manufacturer,
    rxRequired: products.rxRequired,
    saltKey: products.saltKey,
    mrpPaise: products.mrpPaise,
    pricePaise: products.pricePaise,
  }
  const cartOf = (q: Db, ownerIs: SQL | undefined, type: Placeholder | string) =>
    q
      .select(cartColumns)
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .leftJoin(products, eq(products.id, cartItems.skuId))
      .where(and(ownerIs, eq(carts.type, type)))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.skuId))
  // Every cart page reads this outside a transaction: built once and prepared on each connection (a named statement).
  const preparedCartOf = preparedByOwner('cart', (ownerIs) => cartOf(db, ownerIs, sql.placeholder('type')))

  /** The owner's cart of a type and its lines, in the order they were added: one statement (a cart without lines is one row). */
  async function readCart(q: Db, owner: CartOwner, type: string): Promise<CartRead> {
    const rows = q === db ? await preparedCartOf(owner, { type }) : await cartOf(q, ownedBy(owner), type)
    if (!rows[0]) return { cart: undefined, lines: [] }
    const lines: LineRow[] = []
    for (const { cartId: _cart, couponCode: _coupon, carePlanId: _plan, ...r } of rows) {
      // A cart item always has its product (a foreign key): only a cart without lines has a row of nulls.
      const { skuId, quantity, kind, name, slug, pack, manufacturer, rxRequired, mrpPaise, pricePaise } = r
      if (skuId === null || quantity === null || kind === null || name === null || slug === null || pack === null) continue
      if (manufacturer === null || rxRequired === null || mrpPaise === null || pricePaise === null) continue
      lines.push({ ...r, skuId, quantity, kind, name, slug, pack, manufacturer, rxRequired, mrpPaise, pricePaise })
    }
    return { cart: { id: rows[0].cartId, couponCode: rows[0].couponCode, carePlanId: rows[0].carePlanId }, lines }
  }

  /**
   * Products of the same salts and strengths as the lines (never schedule X or NDPS: catalog/sale-rules.ts; never the
   * benchmark's synthetic SKUs).
   */
  async function substituteCandidates(q: Db, lines: readonly LineRow[]) {
    const keys = [...new Set(lines.map((l) => l.saltKey).filter((k): k is string => k !== null))]
    if (!keys.length) return []
    return q
      .select({
        id: products.id,
        kind: products.kind,
        name: products.name,
        slug: products.slug,
        pack: products.pack,
        manufacturer: products.manufacturer,
        saltKey: products.saltKey,
        mrpPaise: products.mrpPaise,
        pricePaise: products.pricePaise,
      })
      .from(products)
      .where(
        and(inArray(products.saltKey, keys), ne(products.schedule, 'X'), eq(products.ndps, false), eq(products.synthetic, false)),
      )
      .orderBy(asc(products.pricePaise), asc(products.id))
  }

  /**
   * Reads the owner's pharmacy cart in full. `city` is the delivery city (the city cookie, or the chosen address's);
   * with `checkStock` false (the API without cart_oos=true) every line counts as available. `q` is the transaction of
   * a caller that reads under a lock (order placement). `forOrder` skips what only the page shows (substitutes, the
   * coupons on offer): placement needs the lines, their stock, the coupon applied and the bill.
   */
  /**
   * The cart a page reads (prepared, outside a transaction). A request reads each of its carts once (RequestCart):
   * the header's brief and the cart page both come from that one statement.
   */
  const cartLines = (owner: CartOwner, type: string) => readCart(db, owner, type)

  /** `preRead`: the cart as `cartLines` read it for this request already, when it has. */
  async function read(
    owner: CartOwner | null,
    opts: {
      city: string | null
      checkStock: boolean
      cartType?: string
      forOrder?: boolean
      /** The account's membership as this request read it already (RequestMember), when it has. */
      member?: Promise<MemberNow>
    },
    q: Db = db,
    preRead?: Promise<CartRead>,
  ): Promise<CartReading> {
    const [{ cart, lines }, member] = await Promise.all([
      owner ? (preRead ?? readCart(q, owner, opts.cartType ?? 'pharmacy')) : { cart: undefined, lines: [] },
      owner?.kind === 'user' ? (opts.member ?? deps.carePlan.memberNow(owner.userId, q)) : null,
    ])
    // issue 10 §1: a done_in_one cart's lines go no higher than the prescription, and offer no other brand.
    const prescribed = opts.cartType === 'done_in_one' && owner?.kind === 'user' ? await dioAllowedLines(q, owner.userId) : null
    const candidates = opts.forOrder || prescribed ? [] : await substituteCandidates(q, lines)
    const units = opts.checkStock
      ? await deps.inventory.unitsInCity([...lines.map((l) => l.skuId), ...candidates.map((c) => c.id)], opts.city, q)
      : null
    const unitsOf = (id: number) => (units ? (units.get(id) ?? 0) : CART_MAX_QUANTITY_PER_SKU)
    const city = opts.city?.trim() || 'your city'

    const wire: CartLine[] = []
    const orderable: CartReading['orderable'] = []
    for (const l of lines) {
      const left = unitsOf(l.skuId)
      const available = left > 0
      const substitute = candidates.find(
        (c) => c.saltKey === l.saltKey && c.id !== l.skuId && c.pricePaise < l.pricePaise && unitsOf(c.id) >= l.quantity,
      )
      if (available) orderable.push({ ...l, units: left })
      wire.push({
        sku_id: l.skuId,
        name: l.name,
        pack: l.pack,
        manufacturer: l.manufacturer,
        url: productUrl({ kind: l.kind, slug: l.slug, id: l.skuId }),
        rx_required: l.rxRequired,
        prices: {
          mrp: toRupees(l.mrpPaise),
          price: toRupees(l.pricePaise),
          discount_percent: discountPercent(l.mrpPaise, l.pricePaise),
        },
        line_total: toRupees(timesPaise(l.pricePaise, l.quantity)),
        quantity: l.quantity,
        max_quantity: Math.min(CART_MAX_QUANTITY_PER_SKU, left, prescribed?.get(l.skuId) ?? CART_MAX_QUANTITY_PER_SKU),
        availability: {
          available,
          text: !available ? `Not available in ${city}` : left < l.quantity ? `Only ${left} left` : null,
        },
        substitute: substitute ? substituteOf(substitute, l) : null,
        cta: { details: { sku_id: l.skuId, quantity: l.quantity } },
      })
    }

    const itemBill = billFor(orderable.map((l) => ({ mrp: l.mrpPaise, price: l.pricePaise, quantity: l.quantity })))
    // issue 23: the care plan's benefits apply when the account's term does, or to the order that buys the ticked plan.
    // A plan bought earlier and awaiting its payment is the one being bought: a ticked plan waits until it is paid.
    const ticked =
      cart?.carePlanId != null && owner?.kind === 'user' && !member?.pending ? await deps.carePlan.plan(cart.carePlanId, q) : null
    const terms = member?.applying?.terms ?? ticked?.terms ?? null
    const pricing = memberPricing(
      orderable.map((l) => ({ key: l.skuId, price: l.pricePaise, quantity: l.quantity })),
      terms,
    )
    const [couponState, offers, plans, insurerDiscount] = await Promise.all([
      couponOf(owner, cart?.couponCode ?? null, itemBill.itemTotal, q),
      opts.forOrder ? [] : deps.coupons.offers(),
      deps.carePlan.plans(q),
      owner?.kind === 'user' && orderable.length
        ? deps.insurer.medicineDiscountFor(owner.userId, itemBill.itemTotal, q)
        : ZERO_PAISE,
    ])
    // issue 27 §4 (decision 087): the insurer's medicines discount and the care plan's are never stacked: the better
    // applies (the care plan's on a tie); the care plan's free delivery and fee stay.
    const better = betterDiscount(pricing.discount, insurerDiscount)
    const insurerApplies = better.source === 'insurer'
    const bill = billFor(
      orderable.map((l) => ({ mrp: l.mrpPaise, price: l.pricePaise, quantity: l.quantity })),
      couponState.applied?.discount ?? ZERO_PAISE,
      terms || insurerApplies
        ? {
            source: insurerApplies ? 'insurer' : 'care_plan',
            discount: better.discount,
            freeDelivery: pricing.freeDelivery,
            carePlanFee: ticked?.pricePaise ?? ZERO_PAISE,
          }
        : null,
    )
    const short = wire.find((l) => l.availability.available && l.max_quantity < l.quantity)
    // issue 23: a care plan alone is an order too (nothing to ship: fulfilled when paid).
    const blocker = !orderable.length
      ? lines.length
        ? `None of these items can be delivered to ${city}`
        : ticked
          ? null
          : 'Your cart is empty'
      : short
        ? `Only ${short.max_quantity} of ${short.name} can be delivered: lower the quantity to continue`
        : null

    const widgets: CartWidget[] = [
      {
        type: 'cart_items',
        header: {
          text: lines.length
            ? `${lines.length} ${lines.length === 1 ? 'item' : 'items'} in your cart`
            : ticked
              ? 'Only the Care Plan in your cart'
              : '0 items in your cart',
        },
        grouped_items: [
          { group_id: 'available' as const, header: null, items: wire.filter((l) => l.availability.available) },
          {
            group_id: 'unavailable' as const,
            header: { text: `Not available in ${city}` },
            items: wire.filter((l) => !l.availability.available),
          },
        ].filter((g) => g.items.length > 0),
      },
      couponWidget(owner, couponState, offers),
      // The cart's care-plan box and the payment page's checkbox (issue 23 §6).
      ...(orderable.length || ticked ? [carePlanWidget(owner, member, ticked, bill, itemBill, plans)] : []),
      billWidget(bill, ticked),
    ]
    return {
      cartId: cart?.id ?? null,
      orderable,
      bill,
      coupon: couponState.applied && couponState.applied.discount > 0 ? couponState.applied : null,
      carePlan: {
        applyingId: member?.applying?.id ?? null,
        ticked,
        discounts: insurerApplies ? new Map() : new Map(pricing.lines.map((l) => [l.key, l.discount])),
      },
      insurer: insurerApplies && bill.memberDiscount > 0 ? { discount: bill.memberDiscount } : null,
      details: {
        cart_id: cart?.id ?? null,
        total_quantity: lines.reduce((n, l) => n + l.quantity, 0),
        has_rx_items: orderable.some((l) => l.rxRequired),
        can_checkout: blocker === null,
        checkout_blocker: blocker,
        payable_amount: toRupees(bill.payable),
        widgets,
      },
    }
  }

  function substituteOf(c: Awaited<ReturnType<typeof substituteCandidates>>[number], line: LineRow): CartSubstitute {
    return {
      sku_id: c.id,
      name: c.name,
      pack: c.pack,
      manufacturer: c.manufacturer,
      url: productUrl({ kind: c.kind, slug: c.slug, id: c.id }),
      price: toRupees(c.pricePaise),
      mrp: toRupees(c.mrpPaise),
      saving: toRupees(paise((line.pricePaise - c.pricePaise) * line.quantity)),
    }
  }

  interface CouponState {
    applied: { id: number; code: string; description: string; discount: Paise; message: string | null } | null
  }

  async function couponOf(owner: CartOwner | null, code: string | null, itemTotal: Paise, q: Db): Promise<CouponState> {
    if (!code) return { applied: null }
    const terms = await deps.coupons.find(code, q)
    if (!terms)
      return { applied: { id: 0, code, description: '', discount: ZERO_PAISE, message: `${code} is not a valid coupon` } }
    const base = { id: terms.id, code: terms.code, description: terms.description }
    if (owner?.kind !== 'user') return { applied: { ...base, discount: ZERO_PAISE, message: 'Log in to use this coupon' } }
    const verdict = await deps.coupons.judge(terms, owner.userId, itemTotal, q)
    return {
      applied: verdict.ok
        ? { ...base, discount: verdict.discount, message: null }
        : { ...base, discount: ZERO_PAISE, message: verdict.message },
    }
  }

  function couponWidget(owner: CartOwner | null, state: CouponState, offers: CouponWidget['offers']): CouponWidget {
    return {
      type: 'coupon',
      header: { text: 'Apply coupon' },
      applied: state.applied
        ? {
            code: state.applied.code,
            description: state.applied.description,
            discount: toRupees(state.applied.discount),
            message: state.applied.message,
          }
        : null,
      offers,
      login_required: owner?.kind !== 'user',
    }
  }

  /**
   * The cart's care-plan box (issue 23 §6): a member sees what the plan saves on this cart, a cart with a plan ticked
   * sees it applied, anyone else what the cheapest plan would save (a guest is asked to log in to add it).
   */
  function carePlanWidget(
    owner: CartOwner | null,
    member: MemberNow | null,
    ticked: PlanView | null,
    bill: Bill,
    itemBill: Bill,
    plans: readonly PlanView[],
  ): CarePlanCartWidget {
    const offer = (p: PlanView) => ({
      id: p.id,
      name: p.name,
      price: toRupees(p.pricePaise),
      mrp: toRupees(p.mrpPaise),
      duration_text: durationText(p.durationMonths),
      benefits: benefitLines(p.terms),
      sample: p.sample,
    })
    const saved = paise(bill.memberDiscount + bill.deliverySaved)
    const login_required = owner?.kind !== 'user'
    if (member?.applying) {
      return {
        type: 'care_plan',
        state: 'member',
        header: { text: `Care Plan saves you ${formatPaise(saved)} on this order` },
        saving: toRupees(saved),
        plan: null,
        login_required,
      }
    }
    if (member?.pending) {
      return {
        type: 'care_plan',
        state: 'pending',
        header: { text: `Your Care Plan from order ${member.pending.orderNumber} is awaiting payment` },
        saving: 0,
        plan: null,
        login_required,
      }
    }
    if (ticked) {
      return {
        type: 'care_plan',
        state: 'added',
        header: { text: `${ticked.name} added: you save ${formatPaise(saved)} on this order` },
        saving: toRupees(saved),
        plan: offer(ticked),
        login_required,
      }
    }
    const cheapest = cheapestPlan(plans)
    const would = cheapest
      ? memberPricing(itemBill.itemTotal > 0 ? [{ key: 0, price: itemBill.itemTotal, quantity: 1 }] : [], cheapest.terms)
      : null
    const wouldSave = paise(
      (would?.discount ?? 0) + (cheapest?.terms.freeDelivery && itemBill.itemTotal < FREE_DELIVERY_THRESHOLD ? DELIVERY_FEE : 0),
    )
    return {
      type: 'care_plan',
      state: 'offer',
      header: { text: `Save ${formatPaise(wouldSave)} on this order with Care Plan` },
      saving: toRupees(wouldSave),
      plan: cheapest ? offer(cheapest) : null,
      login_required,
    }
  }

  function billWidget(bill: Bill, ticked: PlanView | null): CartWidget {
    const rows: BillRow[] = [
      { id: 'mrp_total', label: 'MRP total', value: toRupees(bill.mrpTotal), sub_text: null },
      { id: 'item_discount', label: 'Discount on MRP', value: -toRupees(bill.itemDiscount), sub_text: null },
    ]
    if (bill.memberDiscount > 0 && bill.memberSource === 'insurer') {
      rows.push({
        id: 'insurer_discount',
        label: INSURER_DISCOUNT_LABEL,
        value: -toRupees(bill.memberDiscount),
        sub_text: null,
      })
    } else if (bill.memberDiscount > 0) {
      rows.push({ id: 'care_plan_discount', label: 'Care Plan discount', value: -toRupees(bill.memberDiscount), sub_text: null })
    }
    if (bill.couponDiscount > 0) {
      rows.push({ id: 'coupon_discount', label: 'Coupon discount', value: -toRupees(bill.couponDiscount), sub_text: null })
    }
    rows.push({
      id: 'delivery_fee',
      label: 'Delivery fee',
      value: toRupees(bill.deliveryFee),
      sub_text: bill.deliverySaved > 0 ? 'Free with Care Plan' : bill.deliveryFee > 0 ? null : bill.mrpTotal > 0 ? 'Free' : null,
    })
    if (ticked && bill.carePlanFee > 0) {
      rows.push({
        id: 'care_plan_fee',
        label: ticked.name,
        value: toRupees(bill.carePlanFee),
        sub_text: ticked.sample ? 'Sample price' : null,
      })
    }
    return {
      type: 'bill_summary',
      header: { text: 'Bill summary' },
      rows,
      payable_amount: toRupees(bill.payable),
      savings: toRupees(bill.savings),
      free_delivery_text:
        bill.toFreeDelivery > 0 ? `Add items worth ${formatPaise(bill.toFreeDelivery)} more for free delivery` : null,
    }
  }

  /**
   * The coupon box: the code is kept on the cart (the pharmacy cart, or the buy-now cart on its own pages) and judged
   * at every read. Accounts only (decision 020).
   */
  async function applyCoupon(owner: CartOwner, code: string, city: string | null, cartType = 'pharmacy'): Promise<CartReading> {
    if (owner.kind !== 'user')
      throw new AppError({ code: 'login_required', status: 401, message: 'Log in to apply a coupon', field: 'code' })
    const terms = await deps.coupons.find(code)
    if (!terms) throw AppError.invalid(`${code.trim().toUpperCase() || 'That'} is not a valid coupon`, 'code', 'unknown_coupon')
    const current = await read(owner, { city, checkStock: true, cartType })
    if (current.cartId === null) throw AppError.invalid('Add items to your cart before applying a coupon', 'code', 'empty_cart')
    const verdict = await deps.coupons.judge(terms, owner.userId, current.bill.itemTotal)
    if (!verdict.ok) throw AppError.invalid(verdict.message, 'code', 'coupon_not_applicable')
    await db.update(carts).set({ couponCode: terms.code }).where(eq(carts.id, current.cartId))
    return read(owner, { city, checkStock: true, cartType })
  }

  async function removeCoupon(owner: CartOwner, city: string | null, cartType = 'pharmacy'): Promise<CartReading> {
    await db
      .update(carts)
      .set({ couponCode: null })
      .where(and(ownedBy(owner), eq(carts.type, cartType)))
    return read(owner, { city, checkStock: true, cartType })
  }

  /**
   * issue 23 §6: ticks a care plan to buy with the cart's order, or alone (null unticks it). Accounts only, as
   * coupons; a plan no longer on sale is refused.
   */
  async function setCarePlan(owner: CartOwner, planId: number | null, cartType = 'pharmacy'): Promise<void> {
    if (owner.kind !== 'user')
      throw new AppError({ code: 'login_required', status: 401, message: 'Log in to add the Care Plan', field: 'plan_id' })
    if (planId !== null && !(await deps.carePlan.plan(planId))) {
      throw AppError.notFound('This care plan is no longer on sale. Please choose another.', 'plan_not_on_sale')
    }
    // A plan may be bought alone: ticking it on an account without a cart of this type makes the cart.
    await db
      .insert(carts)
      .values({ userId: owner.userId, type: cartType, carePlanId: planId })
      .onConflictDoUpdate({ target: [carts.userId, carts.type], set: { carePlanId: planId, updatedAt: sql`now()` } })
  }

  return { read, cartLines, applyCoupon, removeCoupon, setCarePlan }
}
export type CartDetailsService = ReturnType<typeof createCartDetailsService>
