import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import { formatPaise, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import { queryRows, type Db } from '../../db/client.ts'
import {
  addresses,
  cartItems,
  cartPrescriptions,
  carts,
  couponRedemptions,
  orderEvents,
  orderLines,
  orderPrescriptions,
  orders,
  orderShipments,
  payments,
  products,
  stockBatches,
  stockReservations,
} from '../../db/schema.ts'
import { orderSource, type ProductCartType } from '../../../core/cart/cart-types.ts'
import { expectTotal, walletSplit } from './payment-split.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { CartDetailsService } from '../cart/details.ts'
import { userOwner } from '../cart/owner.ts'
import { notSoldOnline, notSoldOnlineError } from '../catalog/sale-rules.ts'
import { markDioRequestOrdered } from '../doneinone/allowed.ts'
import { heldUnits } from '../inventory/held.ts'
import { earliestSellableExpiry, type InventoryService } from '../inventory/service.ts'
import type { PlacesService } from '../places/service.ts'
import { planShipments, type CentreStock } from '../inventory/plan.ts'
import { haversineKm } from '../places/nearest.ts'
import type { WalletService } from '../wallet/service.ts'
import { gstFor } from './invoice/gst.ts'
import { issueInvoiceNumber } from './invoices.ts'
import type { PublishOrderStatus } from './events.ts'
import type { AddressSnapshot } from './schema.ts'
import { statusWhenPaid } from './state-machine.ts'
import { type OrderStatus } from '../../../core/orders/statuses.ts'

// Placing an order (issue 9 §7): one transaction that locks the cart, reads it again under the lock, checks what the
// person saw (the total), snapshots prices, taxes and the address into the order, reserves stock batch by batch
// (rows locked in id order, Saleor's habit), redeems the coupon and takes the wallet part. Cash on delivery and
// wallet-only orders are placed paid-or-payable at once and empty the cart; an online order waits for its payment
// (its stock held for ORDER_HOLD_MINUTES) and leaves the cart as it was until the payment succeeds.

export type PaymentChoice = 'cod' | 'online' | 'wallet'

export interface PlaceOrderInput {
  cartType: ProductCartType
  /** How the rest (after the wallet) is paid; 'wallet' when the wallet pays it all. */
  payment: PaymentChoice
  useWallet: boolean
  /** The total the person was shown: a different total now is a 409, shown before anything is charged. */
  expectedTotal: Paise
}

export interface PlacedOrder {
  orderId: number
  number: string
  status: OrderStatus
  total: Paise
  walletPart: Paise
  /** What is left to pay online (0 for cash on delivery and wallet-only orders). */
  onlinePart: Paise
  cartType: ProductCartType
}

export interface OrderPolicy {
  codLimit: Paise
  holdMinutes: number
}

/** spec 2 §3: pharmacy, pharmacy_buy_now and done_in_one carts give the order source PHARMACY (core/cart/cart-types.ts). */
export const ORDER_SOURCE = 'PHARMACY'

/** What people quote: MW and 8 digits from the order's id. */
export const orderNumber = (id: number) => `MW${String(10_000_000 + id)}`
/** Whether a string can be an order number: anything else names no order (and never reaches SQL). */
export const isOrderNumber = (s: string) => /^MW\d{8}$/.test(s)

/** The next order's id and number, taken first so the number is written with the row (any placement: pharmacy, labs). */
export async function nextOrderId(tx: Db): Promise<{ id: number; number: string }> {
  const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )
  return { id, number: orderNumber(id) }
}

/** The address as the order keeps it: what it was when placed, whatever the address book says later. */
export function addressSnapshot(
  address: typeof addresses.$inferSelect,
  point: { lat: number | null; lng: number | null },
): AddressSnapshot {
  return {
    recipientName: address.recipientName,
    phone: address.phone,
    address: address.address,
    landmark: address.landmark,
    pincode: address.pincode,
    city: address.city,
    state: address.state,
    country: address.country,
    addressType: address.addressType,
    addressName: address.addressName,
    latitude: point.lat,
    longitude: point.lng,
  }
}

export function createOrderPlacement(
  db: Db,
  deps: {
    now: Clock
    cartDetails: CartDetailsService
    /** The centres that serve a city (reference data, kept in memory: inventory/service.ts). */
    inventory: Pick<InventoryService, 'centresServing' | 'centres'>
    /** Where a pincode is (kept in memory: places/service.ts). */
    places: Pick<PlacesService, 'pointOfPincode'>
    wallet: WalletService
    policy: OrderPolicy
    /** Publishes the new order inside the placement's transaction (orders/events.ts). */
    publish?: PublishOrderStatus
  },
) {
  const { now, policy } = deps

  /** The address chosen at the address step, else the account's default (the address page's own rule). */
  async function addressOf(tx: Db, userId: number, addressId: number | null) {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), addressId === null ? eq(addresses.isDefault, true) : eq(addresses.id, addressId)))
      .limit(1)
    return row ?? null
  }

  /** Where the parcel goes: the address's own coordinates, else its pincode's post office. */
  async function pointOf(a: typeof addresses.$inferSelect, tx?: Db) {
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

  /** `onPlaced` runs last inside the transaction: the idempotency key's answer commits with the order (decision 019). */
  async function place(
    userId: number,
    input: PlaceOrderInput,
    onPlaced?: (tx: Db, placed: PlacedOrder) => Promise<void>,
  ): Promise<PlacedOrder> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db
      const at = now()
      // The cart, locked: a second placement of the same cart waits here and then finds it changed.
      const [cart] = await tx
        .select({ id: carts.id, addressId: carts.addressId })
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.type, input.cartType)))
        .for('update')
      if (!cart) throw AppError.invalid('Your cart is empty', 'cart', 'empty_cart')
      // issue 10 §6: schedule X and NDPS are never sold online, whatever a cart came to hold (catalog/sale-rules.ts).
      await refuseNotSoldOnline(tx, cart.id)
      const address = await addressOf(tx, userId, cart.addressId)
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
      const attached = rxRequired
        ? await tx
            .select({ id: cartPrescriptions.prescriptionId })
            .from(cartPrescriptions)
            .where(eq(cartPrescriptions.cartId, cart.id))
        : []
      if (rxRequired && !attached.length) {
        throw AppError.invalid(
          'Please attach a prescription for the medicines that need one',
          'prescription',
          'prescription_required',
        )
      }
      const total = reading.bill.payable
      expectTotal(input.expectedTotal, total, 'order')

      // The wallet pays what it can (or nothing); the rest is cash on delivery or online.
      const { walletPart, rest } = await walletSplit(deps.wallet, tx, userId, total, input)
      if (input.payment === 'cod' && rest > policy.codLimit) {
        throw AppError.invalid(
          `Cash on delivery is available for orders up to ${formatPaise(policy.codLimit)}. Please pay online.`,
          'payment',
          'cod_limit',
        )
      }
      const online = input.payment === 'online' && rest > 0
      const status: OrderStatus = online ? 'pending_payment' : statusWhenPaid(rxRequired)

      const point = await pointOf(address, tx)
      if (!point) throw AppError.invalid(`We cannot find pincode ${address.pincode}`, 'address', 'unknown_pincode')
      const stock = await stockFor(
        tx,
        lines.map((l) => l.skuId),
        address.city,
        point,
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
            ? `Only ${first.available} of ${name} can be delivered to ${address.city} now. Please lower the quantity.`
            : `${name} has just gone out of stock for ${address.city}. Please remove it to continue.`,
        })
      }

      const { id, number } = await nextOrderId(tx)
      const snapshot = addressSnapshot(address, point)
      await tx.insert(orders).values({
        id,
        number,
        userId,
        cartType: input.cartType,
        source: orderSource(input.cartType).orderSource,
        status,
        paymentMethod: walletPart > 0 && rest > 0 ? `wallet_${input.payment}` : rest > 0 ? input.payment : 'wallet',
        mrpTotalPaise: reading.bill.mrpTotal,
        itemTotalPaise: reading.bill.itemTotal,
        couponCode: reading.coupon?.code ?? null,
        couponDiscountPaise: reading.bill.couponDiscount,
        deliveryFeePaise: reading.bill.deliveryFee,
        totalPaise: total,
        walletPaise: walletPart,
        address: snapshot,
        city: address.city,
        rxRequired,
        holdExpiresAt: online ? new Date(at.getTime() + policy.holdMinutes * 60_000) : null,
        placedAt: at,
        updatedAt: at,
      })

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
            orderId: id,
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
                orderId: id,
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
      await tx.insert(stockReservations).values(
        allocations.map((a) => ({
          batchId: a.batchId,
          orderId: id,
          orderLineId: a.lineId,
          quantity: a.quantity,
          status: online ? ('held' as const) : ('committed' as const),
          expiresAt: online ? new Date(at.getTime() + policy.holdMinutes * 60_000) : at,
          createdAt: at,
        })),
      )
      // Cash on delivery and wallet orders take the units off the shelf now; online ones when paid.
      if (!online) await takeOffShelf(tx, allocations)

      if (reading.coupon) {
        await tx
          .insert(couponRedemptions)
          .values({ couponId: reading.coupon.id, userId, orderId: id, discountPaise: reading.coupon.discount, createdAt: at })
      }
      if (walletPart > 0) {
        await deps.wallet.debit(tx, userId, walletPart, {
          kind: 'order_payment',
          reference: `order:${id}`,
          note: `Paid for order ${number}`,
        })
        await tx.insert(payments).values({
          purpose: 'order',
          orderId: id,
          userId,
          provider: 'wallet',
          amountPaise: walletPart,
          status: 'captured',
          createdAt: at,
          updatedAt: at,
        })
      }
      if (input.payment === 'cod' && rest > 0) {
        // Collected by the courier at the door: captured when the order is delivered.
        await tx.insert(payments).values({
          purpose: 'order',
          orderId: id,
          userId,
          provider: 'cod',
          amountPaise: rest,
          status: 'created',
          createdAt: at,
          updatedAt: at,
        })
      }
      if (attached.length) {
        await tx.insert(orderPrescriptions).values(attached.map((a) => ({ orderId: id, prescriptionId: a.id })))
      }
      await tx.insert(orderEvents).values({
        orderId: id,
        fromStatus: null,
        toStatus: status,
        actor: 'customer',
        note: online ? 'Order placed, awaiting payment' : 'Order placed',
        at,
      })
      if (!online) await emptyCart(tx, cart.id)
      // issue 10 §1: the request whose cart this was is ordered (its prescriptions came along: cart_prescriptions).
      if (input.cartType === 'done_in_one') await markDioRequestOrdered(tx, userId, id, at)
      await deps.publish?.(tx, { userId, number, status })
      const placed: PlacedOrder = {
        orderId: id,
        number,
        status,
        total,
        walletPart,
        onlinePart: online ? rest : ZERO_PAISE,
        cartType: input.cartType,
      }
      await onPlaced?.(tx, placed)
      // Last, so the financial year's invoice counter (every confirmed order's one row, invoices.ts) stays locked for
      // two statements and the commit: placements queue there one at a time.
      await issueInvoiceNumber(tx, id, status, at, { fresh: true })
      return placed
    })
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
    const address = cart ? await addressOf(db, userId, cart.addressId) : null
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

  return { place, preview, policy }
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

/** Takes units off the batches' shelves in one statement (the rows are locked already, in id order). */
export async function takeOffShelf(tx: Db, taken: ReadonlyArray<{ batchId: number; quantity: number }>): Promise<void> {
  if (!taken.length) return
  const values = sql.join(
    taken.map((a) => sql`(${a.batchId}::int, ${a.quantity}::int)`),
    sql`, `,
  )
  await tx.execute(
    sql`update stock_batches as b set on_hand = b.on_hand - v.quantity from (values ${values}) as v(id, quantity) where b.id = v.id`,
  )
}

/**
 * The cart an order took its lines from: emptied once the order is placed and paid for (or cash on delivery). One
 * statement (its lines, its prescriptions and its coupon): a round trip fewer on every placement than three.
 */
export async function emptyCart(tx: Db, cartId: number): Promise<void> {
  await tx.execute(sql`with lines as (delete from ${cartItems} where ${cartItems.cartId} = ${cartId}),
      rx as (delete from ${cartPrescriptions} where ${cartPrescriptions.cartId} = ${cartId})
    update ${carts} set ${sql.identifier(carts.couponCode.name)} = null where ${carts.id} = ${cartId}`)
}
