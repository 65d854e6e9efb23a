import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import { formatPaise, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { ProductCartType } from '../../../core/cart/cart-types.ts'
import type { OrderStatus } from '../../../core/orders/statuses.ts'
import { queryRows, type Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { addressForSale, type AddressRow } from '../addresses/index.ts'
import { cartItems, carts, removeSold, type CartDetailsService, userOwner } from '../cart/index.ts'
import type { CarePlanService, SavingRow } from '../care-plan/index.ts'
import type { InsurerService } from '../insurer/index.ts'
import { products, notSoldOnline, notSoldOnlineError } from '../catalog/index.ts'
import { redeemCoupon } from '../coupons/index.ts'
import { markDioRequestOrdered } from '../done-in-one/index.ts'
import {
  stockBatches,
  heldUnits,
  earliestSellableExpiry,
  type InventoryService,
  planShipments,
  type CentreStock,
  reserveStock,
  takeOffShelf,
} from '../inventory/index.ts'
import { type PlacesService, haversineKm } from '../places/index.ts'
import { attachedToCart, attachToOrder, detachFromCart, refuseBeyondIssued } from '../prescriptions/index.ts'
import type { LineType, PaymentChoice, Priced, Sale, SaleInput, Sold } from './checkout.ts'
import { gstFor } from './invoice/gst.ts'
import { addressSnapshot } from './order-record.ts'
import { orderLines, orderShipments } from './schema.ts'

// The product carts' line of sale (issue 9 §7, issue 22): the pharmacy cart, the buy-now cart and the cart a
// pharmacist built from a prescription (done-in-one), sold through the one checkout pipeline (checkout.ts). Its own
// steps: the cart locked and read again under the lock, what is never sold online refused, a prescription for what
// needs one, cash on delivery up to a limit, stock reserved batch by batch (rows locked in id order, Saleor's habit),
// prices, taxes and the address snapshotted into the order's lines and shipments, the coupon redeemed. Cash on
// delivery and MedWise Cash orders empty the cart at once; an online order holds its stock for ORDER_HOLD_MINUTES and
// leaves the cart as it is until its payment settles.

export interface PlaceOrderInput extends SaleInput {
  cartType: ProductCartType
  payment: PaymentChoice
}

export interface PlacedOrder {
  orderId: number
  number: string
  status: OrderStatus
  total: Paise
  walletPart: Paise
  /** What the corporate wallet paid (issue 25 §4). */
  corporatePart: Paise
  /** What is left to pay online (0 for cash on delivery and wallet-only orders). */
  onlinePart: Paise
  cartType: ProductCartType
}

export interface OrderPolicy {
  codLimit: Paise
  holdMinutes: number
}

type Reading = Awaited<ReturnType<CartDetailsService['read']>>

interface ProductPriced extends Priced {
  cartId: number
  address: ReturnType<typeof addressSnapshot>
  lines: Reading['orderable']
  coupon: Reading['coupon']
  carePlan: Reading['carePlan']
  insurer: Reading['insurer']
  bill: Reading['bill']
  prescriptionIds: number[]
}

type ShipmentPlan = Extract<ReturnType<typeof planShipments>, { ok: true }>

export function createProductLine(
  db: Db,
  deps: {
    now: Clock
    cartDetails: CartDetailsService
    /** issue 23: a care plan ticked on the cart is bought with the order; what its benefits saved is recorded. */
    carePlan: Pick<CarePlanService, 'startWithOrder' | 'recordSavings'>
    /** issue 27 §4: the insurer's medicines discount an order got is recorded as used (released if it is cancelled). */
    insurer: Pick<InsurerService, 'recordUse'>
    /** The centres that serve a city (reference data, kept in memory: inventory/service.ts). */
    inventory: Pick<InventoryService, 'centresServing' | 'centres'>
    /** Where a pincode is (kept in memory: places/service.ts). */
    places: Pick<PlacesService, 'pointOfPincode'>
    policy: OrderPolicy
  },
) {
  const { now, policy } = deps

  /** Where the parcel goes: the address's own coordinates, else its pincode's post office. */
  async function pointOf(a: AddressRow, tx?: Db) {
    if (a.geodataLatitude !== null && a.geodataLongitude !== null) return { lat: a.geodataLatitude, lng: a.geodataLongitude }
    return deps.places.pointOfPincode(a.pincode, tx)
  }

  /**
   * The sellable stock of the city's centres for these SKUs; with `lock`, the batch rows are locked in id order until
   * the transaction ends (placement), without it read as they are (the shipment preview).
   */
  async function stockFor(
    tx: Db,
    skuIds: number[],
    city: string,
    point: { lat: number; lng: number },
    lock: boolean,
  ): Promise<CentreStock[]> {
    const at = now()
    // In a transaction (placement) its own read, unless a copy is kept; the shipment preview reads the kept copy.
    const centres = await deps.inventory.centresServing(city, lock ? tx : undefined)
    if (!centres.length) return []
    const query = tx
      .select({
        id: stockBatches.id,
        centreId: stockBatches.centreId,
        skuId: stockBatches.skuId,
        expiresOn: stockBatches.expiresOn,
        onHand: stockBatches.onHand,
      })
      .from(stockBatches)
      .where(
        and(
          inArray(stockBatches.skuId, skuIds),
          inArray(
            stockBatches.centreId,
            centres.map((c) => c.id),
          ),
          sql`${stockBatches.expiresOn} >= ${earliestSellableExpiry(at)}`,
        ),
      )
      .orderBy(asc(stockBatches.id))
    const batches = lock ? await query.for('update') : await query
    const heldOf = await heldUnits(
      tx,
      batches.map((b) => b.id),
      at,
    )
    return centres.map((c) => ({
      centreId: c.id,
      distanceKm: haversineKm(c, point),
      batches: batches
        .filter((b) => b.centreId === c.id)
        .map((b) => ({ batchId: b.id, skuId: b.skuId, expiresOn: b.expiresOn, available: b.onHand - (heldOf.get(b.id) ?? 0) })),
    }))
  }

  /**
   * What the invoice needs of each product, with its category's names from the top down (the GST class of a health
   * product): one statement, the category chain walked upwards in SQL.
   */
  async function taxFacts(tx: Db, ids: number[]) {
    const rows = await queryRows<{
      id: number
      kind: string
      name: string
      composition: string | null
      schedule: string
      form: string | null
      category_path: string[] | null
    }>(
      tx,
      sql`select p.id, p.kind, p.name, p.composition, p.schedule, p.form,
            (with recursive up (id, name, parent_id, depth) as (
               select c.id, c.name, c.parent_id, 0 from categories c where c.id = p.category_id
               union all
               select c.id, c.name, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 20
             ) select array_agg(up.name order by up.depth desc) from up) as category_path
          from products p where p.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    )
    return new Map(rows.map((r) => [Number(r.id), r]))
  }

  const line: LineType<PlaceOrderInput, ProductPriced, ShipmentPlan, PlacedOrder> = {
    scope: 'order.place',
    what: 'order',
    benefit: 'pharmacy',
    texts: {
      placed: 'Order placed',
      awaitingPayment: 'Order placed, awaiting payment',
      walletNote: (number) => `Paid for order ${number}`,
    },

    async price(tx, userId, input) {
      // The cart, locked: a second placement of the same cart waits here and then finds it changed.
      const [cart] = await tx
        .select({ id: carts.id, addressId: carts.addressId })
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.type, input.cartType)))
        .for('update')
      if (!cart) throw AppError.invalid('Your cart is empty', 'cart', 'empty_cart')
      // issue 10 §6: schedule X and NDPS are never sold online, whatever a cart came to hold (catalog/sale-rules.ts).
      await refuseNotSoldOnline(tx, cart.id)
      const address = await addressForSale(tx, userId, cart.addressId)
      if (!address) throw AppError.invalid('Please choose a delivery address', 'address', 'address_required')

      const reading = await deps.cartDetails.read(
        userOwner(userId),
        { city: address.city, checkStock: true, cartType: input.cartType, forOrder: true },
        tx,
      )
      if (!reading.details.can_checkout) {
        throw AppError.invalid(reading.details.checkout_blocker ?? 'This cart cannot be ordered', 'cart', 'cart_not_orderable')
      }
      const lines = reading.orderable
      const rxRequired = lines.some((l) => l.rxRequired)
      const prescriptionIds = rxRequired ? await attachedToCart(tx, cart.id) : []
      if (rxRequired && !prescriptionIds.length) {
        throw AppError.invalid(
          'Please attach a prescription for the medicines that need one',
          'prescription',
          'prescription_required',
        )
      }
      // issue 24 §6: what our doctor prescribed, no more (prescriptions/issued.ts).
      await refuseBeyondIssued(tx, lines, prescriptionIds)
      const point = await pointOf(address, tx)
      if (!point) throw AppError.invalid(`We cannot find pincode ${address.pincode}`, 'address', 'unknown_pincode')
      return {
        cartId: cart.id,
        bill: reading.bill,
        couponCode: reading.coupon?.code ?? null,
        address: addressSnapshot(address, point),
        city: address.city,
        rxRequired,
        lines,
        coupon: reading.coupon,
        carePlan: reading.carePlan,
        insurer: reading.insurer,
        memberPricing: reading.carePlan.applyingId != null || reading.carePlan.ticked != null,
        prescriptionIds,
      }
    },

    checkPayment(sale: Sale<PlaceOrderInput, ProductPriced>) {
      // issue 23: a care plan alone has no delivery to collect cash at.
      if (sale.input.payment === 'cod' && sale.rest > 0 && !sale.priced.lines.length) {
        throw AppError.invalid(
          'Cash on delivery is not available for the Care Plan on its own. Please pay online or with MedWise Cash.',
          'payment',
          'cod_not_available',
        )
      }
      if (sale.input.payment === 'cod' && sale.rest > policy.codLimit) {
        throw AppError.invalid(
          `Cash on delivery is available for orders up to ${formatPaise(policy.codLimit)}. Please pay online.`,
          'payment',
          'cod_limit',
        )
      }
    },

    async reserve(tx, { priced }) {
      const { lines, address } = priced
      // A care plan alone (issue 23): nothing to ship, nothing to reserve.
      if (!lines.length) return { ok: true as const, shipments: [] }
      const stock = await stockFor(
        tx,
        lines.map((l) => l.skuId),
        priced.city,
        { lat: address.latitude!, lng: address.longitude! },
        true,
      )
      const plan = planShipments(
        lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })),
        stock,
      )
      if (!plan.ok) {
        const first = plan.short[0]!
        const name = lines.find((l) => l.skuId === first.skuId)?.name ?? 'An item'
        throw new AppError({
          code: 'out_of_stock',
          status: 409,
          message: first.available
            ? `Only ${first.available} of ${name} can be delivered to ${priced.city} now. Please lower the quantity.`
            : `${name} has just gone out of stock for ${priced.city}. Please remove it to continue.`,
        })
      }
      return plan
    },

    async record(tx, sold) {
      const { priced, reserved: plan, orderId, online, at } = sold
      const { lines } = priced
      if (!lines.length) {
        // A care plan alone (issue 23): no lines, shipments or stock; the plan's term and its savings only.
        await recordCarePlan(tx, sold, new Map())
        return
      }
      // Lines, priced and taxed as they are now; shipments by centre; reservations by batch.
      const productOf = await taxFacts(
        tx,
        lines.map((l) => l.skuId),
      )
      // A statement per table whatever the size of the cart: shipments, then lines, then reservations, then stock.
      const shipmentRows = await tx
        .insert(orderShipments)
        .values(
          plan.shipments.map((shipment) => ({
            orderId,
            centreId: shipment.centreId,
            etaDaysMin: shipment.eta.minDays,
            etaDaysMax: shipment.eta.maxDays,
          })),
        )
        .returning({ id: orderShipments.id, centreId: orderShipments.centreId })
      // A centre ships once per order and a line never splits across centres: centre → shipment, SKU → line.
      const shipmentOf = new Map(shipmentRows.map((r) => [r.centreId, r.id]))
      const lineRows = await tx
        .insert(orderLines)
        .values(
          plan.shipments.flatMap((shipment) =>
            shipment.lines.map((planned) => {
              const line = lines.find((l) => l.skuId === planned.skuId)!
              const p = productOf.get(line.skuId)!
              const gst = gstFor({
                kind: p.kind as 'drug' | 'otc',
                name: p.name,
                composition: p.composition ?? undefined,
                schedule: p.schedule,
                form: p.form ?? undefined,
                category: p.category_path ?? undefined,
              })
              return {
                orderId,
                shipmentId: shipmentOf.get(shipment.centreId)!,
                skuId: line.skuId,
                name: line.name,
                pack: line.pack,
                manufacturer: line.manufacturer,
                schedule: p.schedule,
                rxRequired: line.rxRequired,
                hsn: gst.hsn,
                gstRatePercent: gst.ratePercent,
                quantity: line.quantity,
                mrpPaise: line.mrpPaise,
                pricePaise: line.pricePaise,
                position: lines.indexOf(line),
              }
            }),
          ),
        )
        .returning({ id: orderLines.id, skuId: orderLines.skuId })
      const lineOf = new Map(lineRows.map((r) => [r.skuId, r.id]))
      const allocations = plan.shipments.flatMap((shipment) =>
        shipment.lines.flatMap((planned) => planned.allocations.map((a) => ({ ...a, lineId: lineOf.get(planned.skuId)! }))),
      )
      const expiresAt = online ? new Date(at.getTime() + policy.holdMinutes * 60_000) : at
      await reserveStock(
        tx,
        allocations.map((a) => ({
          batchId: a.batchId,
          orderId,
          orderLineId: a.lineId,
          quantity: a.quantity,
          status: online ? ('held' as const) : ('committed' as const),
          expiresAt,
          createdAt: at,
        })),
      )
      // Cash on delivery and wallet orders take the units off the shelf now; online ones when paid.
      if (!online) await takeOffShelf(tx, allocations)
      if (priced.coupon) {
        await redeemCoupon(tx, { couponId: priced.coupon.id, userId: sold.userId, orderId, discount: priced.coupon.discount, at })
      }
      await attachToOrder(tx, orderId, priced.prescriptionIds)
      await recordCarePlan(tx, sold, lineOf)
      if (priced.insurer) {
        await deps.insurer.recordUse(tx, {
          userId: sold.userId,
          kind: 'medicine',
          orderId,
          orderNumber: sold.number,
          amount: priced.insurer.discount,
          at,
        })
      }
    },

    emptySold: (tx, sold) =>
      emptySoldProducts(
        tx,
        sold.userId,
        sold.input.cartType,
        sold.priced.lines.map((l) => l.skuId),
        sold.at,
      ),

    async placed(tx, { input, userId, orderId, at }) {
      // issue 10 §1: the request whose cart this was is ordered (its prescriptions came along: attached to the order).
      if (input.cartType === 'done_in_one') await markDioRequestOrdered(tx, userId, orderId, at)
    },

    answer: (sold: Sold<PlaceOrderInput, ProductPriced, ShipmentPlan>): PlacedOrder => ({
      orderId: sold.orderId,
      number: sold.number,
      status: sold.status,
      total: sold.priced.bill.payable,
      walletPart: sold.walletPart,
      corporatePart: sold.corporatePart,
      onlinePart: sold.online ? sold.rest : ZERO_PAISE,
      cartType: sold.input.cartType,
    }),
  }

  /**
   * issue 23: the plan ticked on the cart becomes a term with this order (paid with it: at once for MedWise Cash,
   * locked behind cash on delivery, awaiting an online payment), and what the plan's benefits saved on the order is
   * recorded line by line against the term that gave them (the account's, else the one just bought).
   */
  async function recordCarePlan(
    tx: Db,
    sold: Sold<PlaceOrderInput, ProductPriced, ShipmentPlan>,
    lineOf: Map<number, number>,
  ): Promise<void> {
    const { priced, orderId, number, at, userId } = sold
    const bought = priced.carePlan.ticked
      ? await deps.carePlan.startWithOrder(tx, {
          userId,
          planId: priced.carePlan.ticked.id,
          orderId,
          orderNumber: number,
          at,
          paid: sold.online ? 'online' : sold.input.payment === 'cod' && sold.rest > 0 ? 'cod' : 'now',
        })
      : null
    const membershipId = priced.carePlan.applyingId ?? bought?.id
    if (membershipId === undefined) return
    const rows: SavingRow[] = priced.lines.flatMap((l) => {
      const amount = priced.carePlan.discounts.get(l.skuId)
      return amount
        ? [{ orderLineId: lineOf.get(l.skuId) ?? null, label: l.name, benefit: 'member_discount' as const, amount }]
        : []
    })
    const saved = priced.bill.deliverySaved
    if (saved > 0) rows.push({ orderLineId: null, label: 'Delivery fee', benefit: 'free_delivery', amount: saved })
    await deps.carePlan.recordSavings(tx, { userId, membershipId, orderId, orderNumber: number, at, rows })
  }

  /**
   * issue 9 §5 'Shipment': how the cart would ship to the chosen address now (no locks, nothing written): the
   * address, the cart's reading for its city, and the plan with each centre's name and delivery estimate.
   */
  async function preview(userId: number, cartType: ProductCartType) {
    const [cart] = await db
      .select({ id: carts.id, addressId: carts.addressId })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.type, cartType)))
    const address = cart ? await addressForSale(db, userId, cart.addressId) : null
    if (!cart || !address) return { address: null, reading: null, plan: null, centres: new Map<number, string>() }
    // What the order will hold: the summary, delivery and payment steps show no substitutes or coupon offers.
    const reading = await deps.cartDetails.read(userOwner(userId), {
      city: address.city,
      checkStock: true,
      cartType,
      forOrder: true,
    })
    const point = await pointOf(address)
    const lines = reading.orderable
    // A care plan alone (issue 23): nothing to ship.
    if (!lines.length) {
      return { address, reading, plan: { ok: true as const, shipments: [] }, centres: new Map<number, string>() }
    }
    const stock = point
      ? await stockFor(
          db,
          lines.map((l) => l.skuId),
          address.city,
          point,
          false,
        )
      : []
    const plan = planShipments(
      lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })),
      stock,
    )
    const names = await deps.inventory.centres()
    return { address, reading, plan, centres: new Map(names.map((c) => [c.id, c.name])) }
  }

  return { line, preview, policy }
}
export type ProductLine = ReturnType<typeof createProductLine>

/**
 * What a product order sold leaves its cart (cart/sold.ts), and the cart's prescriptions, which went with the order:
 * at placement when paid for (cash on delivery, MedWise Cash), when the payment settles for an online one.
 */
export async function emptySoldProducts(tx: Db, userId: number, cartType: string, skuIds: number[], at: Date) {
  await removeSold(tx, { userId, type: cartType as ProductCartType }, { products: skuIds }, at)
  await detachFromCart(tx, { userId, type: cartType })
}

/** A 400 naming the first line of the cart that may never be sold online (schedule X or NDPS), if any. */
async function refuseNotSoldOnline(tx: Db, cartId: number): Promise<void> {
  const rows = await tx
    .select({ id: products.id, name: products.name, schedule: products.schedule, ndps: products.ndps })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.skuId))
    .where(and(eq(cartItems.cartId, cartId), or(eq(products.schedule, 'X'), eq(products.ndps, true))))
    .orderBy(asc(cartItems.addedAt), asc(products.id))
  const banned = rows.find((p) => notSoldOnline(p))
  if (banned) throw notSoldOnlineError(banned, 'cart')
}
