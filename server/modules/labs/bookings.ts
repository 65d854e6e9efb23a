import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { cartUrlPrefix, isLabsCartType, orderSource, type LabsCartType } from '../../../core/cart/cart-types.ts'
import { sumPaise, toRupees, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import { labMemberDiscounts } from '../../../core/care-plan/benefits.ts'
import type { InsurerService } from '../insurer/index.ts'
import type { CarePlanService } from '../care-plan/index.ts'
import type { LabBookingWire, PlacedLabBookingAnswer } from '../../../contracts/lab-bookings.ts'
import type { Db } from '../../db/client.ts'
import { addressForSale } from '../addresses/index.ts'
import {
  carts,
  labCartItemPatients,
  labCartItems,
  DEFAULT_COLLECTION_FEE_RULE,
  labsBillFor,
  removeSold,
  type CollectionFeeRule,
} from '../cart/index.ts'
import { labBookingItems, labBookings, labOffers, labs, labSlots, labTests } from './schema.ts'
import {
  orders,
  addressSnapshot,
  isOrderNumber,
  type Checkout,
  type LineType,
  type OrderEvent,
  type Priced,
  type SaleInput,
} from '../orders/index.ts'
import { patients } from '../patients/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { OrderStatus } from '../../../core/orders/statuses.ts'
import { LAB_BOOKING_LABELS, labBookingTransition, type LabBookingEvent, type LabBookingStatus } from './booking-states.ts'
import { labsCartEmpty, slotFull, visitPlacesOrRefuse } from './patient-step.ts'
import { SLOT_MINUTES, SLOT_REFUSAL_TEXT, slotRefusal, slotWithDayLabel } from './slot-rules.ts'
import type { LabSlotRow, LabSlots } from './slots.ts'

// Lab bookings (issue 11 §5; decision 035). A booking is an order (cart type labs or cp_labs, source DIAGNOSTICS:
// its money, address snapshot, payments, refunds and state go through the orders and payments modules) plus its lab
// side here: lab_bookings (the lab, the slot, the places taken, the booking's status) and lab_booking_items (a test
// for a patient, priced and named as at booking). Placing takes the slot's places in the same transaction as the
// order (slots.take: the last place cannot go twice); the booking's status moves with the order's in the order's own
// transaction (onOrderMove, called by orders/service.ts applyMove): paid → booked (and the booked tests leave the
// cart), cancel or expire → cancelled with the places given back. An unpaid booking holds its places for the
// order's hold (ORDER_HOLD_MINUTES, 15): expireHolds ends it and so frees the slot.

export type LabPaymentChoice = 'online' | 'wallet'

export interface PlaceLabBookingInput extends SaleInput {
  cartType: LabsCartType
  /** The collection address; the cart's chosen one, else the account's default, when null. */
  addressId: number | null
  payment: LabPaymentChoice
}

const bookingNotFound = (number: string) =>
  AppError.notFound(`No lab booking ${number.slice(0, 20)} in your account`, 'unknown_booking')

export interface BookingLine {
  testId: number
  name: string
  fasting: boolean
  labId: number | null
  mrpPaise: Paise | null
  pricePaise: Paise | null
  patientIds: number[]
}

/**
 * What one booking books, read (and its cart locked) inside the sale: its lines with their patients and prices, the
 * lab (the cart's, when a line names none), the collection address and the chosen slot.
 */
export interface LabVisit {
  labId: number | null
  addressId: number | null
  slotId: number | null
  lines: BookingLine[]
}

/**
 * A variant of the labs line of sale (decision 068): the labs carts are one (the cart's lines, the care plan's
 * prices); the corporate health check another (the employer's package paid by the employer, add-ons at corporate
 * prices, no cart). Everything else (the lab, the address's city, the slot, the places, the order, the booking and its
 * items, the payments) is the one labs line's.
 */
export interface LabLineVariant<I extends PlaceLabBookingInput> {
  scope: string
  /** The order's source; by default the cart type's (DIAGNOSTICS). */
  orderSource?: string
  /** Reads (and locks) what is booked; refuses what cannot be. */
  visit(tx: Db, userId: number, input: I, at: Date): Promise<LabVisit>
  /** Whether a Care Plan member's lab discount applies (the labs carts). */
  carePlan: boolean
  /** The part a sponsor pays (an employer), of the visit's lines and its collection fee. */
  sponsored?(lines: readonly BookingLine[], collectionFee: Paise, input: I): Paise
  /** The variant's own rows of the booking (inside the sale's transaction, after the booking's). */
  record?(
    tx: Db,
    sold: { userId: number; input: I; orderId: number; number: string; lines: BookingLine[]; at: Date },
  ): Promise<void>
  /** What was booked leaves the cart (the labs carts); nothing for a variant without one. */
  emptiesCart: boolean
  /** Where the browser goes after placing. */
  nextUrl?(number: string, onlinePart: Paise, input: I): string
}

/** Where the browser goes after placing: the payment of the rest online, or the labs success page. */
export function bookingNextUrl(cartType: LabsCartType, number: string, onlinePart: Paise): string {
  const q = `?order=${encodeURIComponent(number)}`
  return onlinePart > 0 ? `/order-payment/${q}` : `${cartUrlPrefix(cartType)}/cart/checkout/success${q}`
}

export function createLabBookings(
  db: Db,
  deps: {
    now: Clock
    slots: LabSlots
    /** The one checkout pipeline (orders/checkout.ts): holds, payments, the order and its events. */
    checkout: Checkout
    collectionFee?: CollectionFeeRule
    /**
     * Cancels an order inside the caller's transaction (orders/service.ts applyMove): a new placement of the same cart
     * ends the account's unpaid booking of it first, so a reloaded payment page never holds a slot twice.
     */
    cancelUnpaid?: (tx: Db, orderId: number, note: string) => Promise<unknown>
    /** After a placement commits (not on a replay): the customer told, as after an order's move. */
    placed?: (p: { orderId: number; userId: number; number: string; status: OrderStatus; cartType: string }) => Promise<void>
    /** issue 23: a member's lab prices, and what they saved recorded with the booking. */
    carePlan?: Pick<CarePlanService, 'memberNow' | 'recordSavings'>
    /** issue 27 §4: the insurer's lab discount (the better of it and the care plan's, decision 087), recorded as used. */
    insurer?: Pick<InsurerService, 'labPercentFor' | 'recordUse'>
    /** A booking's new status, inside the move's transaction (issue 25: the corporate health check follows it). */
    onStatus?: (tx: Db, orderId: number, status: LabBookingStatus) => Promise<void>
  },
) {
  const { now, slots } = deps
  const feeRule = deps.collectionFee ?? DEFAULT_COLLECTION_FEE_RULE

  /** The cart's lines with the lab that does each (the line's, else the cart's), that lab's price, and the patients. */
  async function linesOf(tx: Db, cart: { id: number; labId: number | null }, userId: number): Promise<BookingLine[]> {
    const lineLab = sql<number | null>`coalesce(${labCartItems.labId}, ${carts.labId})`
    const rows = await tx
      .select({
        testId: labTests.id,
        name: labTests.name,
        fasting: labTests.fasting,
        labId: lineLab,
        mrpPaise: labOffers.mrpPaise,
        pricePaise: labOffers.pricePaise,
      })
      .from(labCartItems)
      .innerJoin(carts, eq(carts.id, labCartItems.cartId))
      .innerJoin(labTests, eq(labTests.id, labCartItems.testId))
      .leftJoin(
        labOffers,
        and(eq(labOffers.testId, labCartItems.testId), sql`${labOffers.labId} = coalesce(${labCartItems.labId}, ${carts.labId})`),
      )
      .where(eq(labCartItems.cartId, cart.id))
      .orderBy(asc(labCartItems.addedAt), asc(labCartItems.testId))
    const chosen = await tx
      .select({ testId: labCartItemPatients.testId, patientId: labCartItemPatients.patientId })
      .from(labCartItemPatients)
      .innerJoin(patients, eq(patients.id, labCartItemPatients.patientId))
      .where(and(eq(labCartItemPatients.cartId, cart.id), eq(patients.userId, userId)))
      .orderBy(asc(labCartItemPatients.patientId))
    return rows.map((r) => ({
      ...r,
      labId: r.labId === null ? null : Number(r.labId),
      patientIds: chosen.filter((c) => c.testId === r.testId).map((c) => c.patientId),
    }))
  }

  /** Thrown inside the placement to roll it back when the slot filled; the next free slot is looked up after. */
  class SlotFilled extends Error {
    readonly slot: LabSlotRow
    readonly opts: { fasting: boolean; patients: number }
    constructor(slot: LabSlotRow, opts: { fasting: boolean; patients: number }) {
      super('slot filled')
      this.slot = slot
      this.opts = opts
    }
  }

  interface LabPriced extends Priced {
    /** issue 23: the term whose lab discount priced the booking, and each test's discount. */
    member: { membershipId: number; discounts: Map<number, Paise> } | null
    /** issue 27 §4: the insurer's lab discount when it priced the booking instead (decision 087); 0 otherwise. */
    insurerDiscount: Paise
    lab: { id: number; name: string }
    lines: BookingLine[]
    slot: LabSlotRow
    places: number
    fasting: boolean
  }

  /** The labs carts' booking: the cart's lines and choices, the care plan's prices (decision 035). */
  const cartVisit: LabLineVariant<PlaceLabBookingInput> = {
    scope: 'labs.booking.place',
    carePlan: true,
    emptiesCart: true,
    async visit(tx, userId, input) {
      // The cart, locked: a second placement of it waits here, then reads it again.
      const [cart] = await tx
        .select({ id: carts.id, labId: carts.labId, addressId: carts.addressId, labSlotId: carts.labSlotId })
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.type, input.cartType)))
        .for('update')
      if (!cart) throw labsCartEmpty()
      const lines = await linesOf(tx, cart, userId)
      if (!lines.length) throw labsCartEmpty()
      return { labId: cart.labId, addressId: cart.addressId, slotId: cart.labSlotId, lines }
    },
  }

  /**
   * The labs line of sale (decision 035) in one of its variants (decision 068), sold through the one checkout
   * pipeline (orders/checkout.ts).
   */
  function labLine<I extends PlaceLabBookingInput>(
    variant: LabLineVariant<I>,
  ): LineType<I, LabPriced, void, PlacedLabBookingAnswer> {
    return {
      scope: variant.scope,
      ...(variant.orderSource ? { orderSource: variant.orderSource } : {}),
      what: 'booking',
      benefit: 'labs',
      texts: {
        placed: 'Lab booking placed',
        awaitingPayment: 'Lab booking placed, awaiting payment',
        walletNote: (number) => `Paid for lab booking ${number}`,
      },

      async price(tx, userId, input, at) {
        const cart = await variant.visit(tx, userId, input, at)
        const { lines } = cart

        // One booking is one visit of one lab: a partial cart books its lab's tests first or switches (decision 035).
        const labIds = [...new Set(lines.map((l) => l.labId ?? cart.labId))]
        const labRows = await tx
          .select({ id: labs.id, name: labs.name, cities: labs.cities })
          .from(labs)
          .where(
            inArray(
              labs.id,
              labIds.filter((id): id is number => id !== null),
            ),
          )
        if (labIds.length > 1 || labIds[0] == null || !labRows.length) {
          const named = labRows.map((l) => `${l.name} (${lines.filter((x) => (x.labId ?? cart.labId) === l.id).length} tests)`)
          const first = labRows.find((l) => l.id === cart.labId) ?? labRows[0]
          throw new AppError({
            code: 'partial_cart',
            status: 409,
            message: first
              ? `Your tests are at ${labRows.length} labs: ${named.join(' and ')}. One booking is one home visit of one lab: ` +
                `remove the tests at the other labs to book ${first.name}, or switch them all to one lab.`
              : 'Please choose a lab for your tests before booking.',
            details: { labs: labRows.map((l) => ({ id: l.id, name: l.name })) },
          })
        }
        const lab = labRows[0]!
        const notOffered = lines.find((l) => l.pricePaise === null || l.mrpPaise === null)
        if (notOffered) {
          throw AppError.invalid(
            `${lab.name} no longer offers ${notOffered.name}. Please remove it or switch labs.`,
            'cart',
            'test_not_offered',
          )
        }
        const places = visitPlacesOrRefuse(lines)

        // The collection address: the account's own (another account's id is a 404), in a city the lab collects in.
        const address = await addressForSale(tx, userId, input.addressId ?? cart.addressId)
        if (!address) {
          if (input.addressId !== null) throw AppError.notFound('We could not find that address', 'address_not_found')
          throw AppError.invalid('Please choose a collection address', 'address_id', 'address_required')
        }
        const city = lab.cities.find((c) => c.toLowerCase() === address.city.trim().toLowerCase())
        if (!city) {
          throw AppError.invalid(
            `${lab.name} does not collect samples at home in ${address.city.slice(0, 60)}. Please choose an address in ${lab.cities.join(', ')}.`,
            'address_id',
            'city_not_served',
          )
        }

        // The slot chosen at the patient step: still the lab's, in the address's city, and bookable now.
        const slot = cart.slotId === null ? null : await slots.get(tx, cart.slotId)
        if (!slot || slot.labId !== lab.id) {
          throw AppError.invalid('Please choose a collection slot', 'slot_id', 'slot_required')
        }
        if (slot.city !== city) {
          throw AppError.invalid(
            `Your slot is in ${slot.city} but the address is in ${city}. Please choose a slot again.`,
            'slot_id',
            'slot_city_mismatch',
          )
        }
        const fasting = lines.some((l) => l.fasting)
        const refusal = slotRefusal(slot.startsAt, at, { fasting })
        if (refusal) throw AppError.invalid(SLOT_REFUSAL_TEXT[refusal], 'slot_id', `slot_${refusal}`)

        // issue 23: a member's discount on each test, as the labs cart showed it.
        const careTerm = deps.carePlan && variant.carePlan ? (await deps.carePlan.memberNow(userId, tx)).applying : null
        const insurerPercent = deps.insurer && variant.carePlan ? await deps.insurer.labPercentFor(userId, tx) : 0
        // issue 27 §4: the insurer's percentage instead when it is larger, never both (decision 087).
        const insurerWins = insurerPercent > (careTerm?.terms.labDiscountPercent ?? 0)
        const applying = insurerWins ? null : careTerm
        const discounts = labMemberDiscounts(
          lines.map((l) => ({ test: { id: l.testId }, pricePaise: l.pricePaise!, patients: l.patientIds.length })),
          insurerWins ? insurerPercent : (applying?.terms.labDiscountPercent ?? 0),
        )
        const bill = labsBillFor(
          lines.map((l) => ({ mrp: l.mrpPaise!, price: l.pricePaise!, patients: l.patientIds.length })),
          feeRule,
          sumPaise(discounts.values()),
        )
        const sponsored = variant.sponsored?.(lines, bill.collectionFee, input) ?? ZERO_PAISE
        return {
          ...(sponsored > 0 ? { sponsored: { amount: sponsored, provider: 'corporate_sponsor' as const } } : {}),
          member: applying ? { membershipId: applying.id, discounts } : null,
          insurerDiscount: insurerWins ? sumPaise(discounts.values()) : ZERO_PAISE,
          memberPricing: careTerm != null,
          // The home collection fee is the booking's delivery fee (decision 035).
          bill: {
            mrpTotal: bill.mrpTotal,
            itemTotal: bill.testsTotal,
            couponDiscount: ZERO_PAISE,
            memberDiscount: bill.memberDiscount,
            deliveryFee: bill.collectionFee,
            payable: bill.payable,
          },
          couponCode: null,
          address: addressSnapshot(address, { lat: address.geodataLatitude, lng: address.geodataLongitude }),
          city,
          rxRequired: false,
          // issue 25 §4: the corporate wallet pays only for covered people.
          patientIds: [...new Set(lines.flatMap((l) => l.patientIds))],
          lab,
          lines,
          slot,
          places,
          fasting,
        }
      },

      async reserve(tx, { userId, input, priced }) {
        // An unpaid booking of this cart (a reloaded payment page, a changed slot) ends first, its places given back.
        const unpaid = await tx
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(labBookings, eq(labBookings.orderId, orders.id))
          .where(
            and(
              eq(orders.userId, userId),
              eq(orders.cartType, input.cartType),
              eq(orders.source, variant.orderSource ?? orderSource(input.cartType).orderSource),
              eq(orders.status, 'pending_payment'),
            ),
          )
          .orderBy(asc(orders.id))
        for (const o of unpaid) await deps.cancelUnpaid?.(tx, o.id, 'Replaced by a new booking of the same cart')
        // The places, last of the checks and first of the writes: a slot that filled since the choice keeps nothing.
        const { slot, places, fasting } = priced
        if (!(await slots.take(tx, slot.id, places))) throw new SlotFilled(slot, { fasting, patients: places })
      },

      async record(tx, { userId, input, priced, orderId, number, online, at }) {
        await tx.insert(labBookings).values({
          orderId,
          labId: priced.lab.id,
          labName: priced.lab.name,
          slotId: priced.slot.id,
          city: priced.city,
          places: priced.places,
          status: online ? 'pending_payment' : 'booked',
          updatedAt: at,
        })
        const { lines } = priced
        const people = await tx
          .select()
          .from(patients)
          .where(and(eq(patients.userId, userId), inArray(patients.id, [...new Set(lines.flatMap((l) => l.patientIds))])))
        const personOf = new Map(people.map((p) => [p.id, p]))
        await tx.insert(labBookingItems).values(
          lines
            .flatMap((l) =>
              l.patientIds.map((patientId) => {
                const p = personOf.get(patientId)!
                return {
                  orderId,
                  testId: l.testId,
                  testName: l.name,
                  patientId,
                  patientName: p.name,
                  patientAge: p.age,
                  patientGender: p.gender,
                  mrpPaise: l.mrpPaise!,
                  pricePaise: l.pricePaise!,
                  position: 0,
                }
              }),
            )
            .map((row, position) => ({ ...row, position })),
        )
        if (priced.member && deps.carePlan) {
          await deps.carePlan.recordSavings(tx, {
            userId,
            membershipId: priced.member.membershipId,
            orderId,
            orderNumber: number,
            at,
            rows: lines.flatMap((l) => {
              const amount = priced.member!.discounts.get(l.testId)
              return amount ? [{ orderLineId: null, label: l.name, benefit: 'lab_discount' as const, amount }] : []
            }),
          })
        }
        if (priced.insurerDiscount > 0 && deps.insurer) {
          await deps.insurer.recordUse(tx, {
            userId,
            kind: 'lab',
            orderId,
            orderNumber: number,
            amount: priced.insurerDiscount,
            at,
          })
        }
        await variant.record?.(tx, { userId, input, orderId, number, lines, at })
      },

      // Paid already (MedWise Cash): the booked tests leave the cart now; an online booking's when it is paid.
      emptySold: async (tx, { userId, input, priced, at }) => {
        if (variant.emptiesCart)
          await removeSold(tx, { userId, type: input.cartType }, { tests: priced.lines.map((l) => l.testId) }, at)
      },

      answer(sold) {
        const onlinePart = sold.online ? sold.rest : ZERO_PAISE
        return {
          order_id: sold.orderId,
          number: sold.number,
          status: sold.status,
          booking_status: sold.online ? 'pending_payment' : 'booked',
          total: toRupees(sold.priced.bill.payable),
          wallet_part: toRupees(sold.walletPart),
          corporate_part: toRupees(sold.corporatePart),
          online_part: toRupees(onlinePart),
          hold_expires_at: sold.holdExpiresAt?.toISOString() ?? null,
          next_url:
            variant.nextUrl?.(sold.number, onlinePart, sold.input) ??
            bookingNextUrl(sold.input.cartType, sold.number, onlinePart),
        }
      },

      async refused(error) {
        if (!(error instanceof SlotFilled)) throw error
        const { slot, opts } = error
        throw slotFull(await slots.nextFree(db, slot.labId, slot.city, slot.startsAt, opts))
      },

      async announce(placed, userId, input) {
        await deps
          .placed?.({
            orderId: placed.order_id,
            userId,
            number: placed.number,
            status: placed.status as OrderStatus,
            cartType: input.cartType,
          })
          .catch(() => undefined)
      },
    }
  }
  const line = labLine(cartVisit)

  /**
   * issue 11 §5: the labs cart as a booking, behind an idempotency key (the same key and payload answer the same for
   * 24 h). A slot that filled since it was chosen is a 409 `slot_full` with the next free slot, and nothing is kept.
   */
  async function place(userId: number, input: PlaceLabBookingInput, key: string | null | undefined) {
    return deps.checkout.place(line, userId, input, key)
  }

  /** A variant's booking (decision 068: the corporate health check), through the same line and pipeline. */
  async function placeVariant<I extends PlaceLabBookingInput>(
    variant: LabLineVariant<I>,
    userId: number,
    input: I,
    key: string | null | undefined,
  ) {
    return deps.checkout.place(labLine(variant), userId, input, key)
  }

  /** The booked tests leave the cart (lines added meanwhile stay), and so does its slot. */
  async function removeBookedLines(tx: Db, userId: number, cartType: LabsCartType, orderId: number) {
    const booked = await tx
      .selectDistinct({ testId: labBookingItems.testId })
      .from(labBookingItems)
      .where(eq(labBookingItems.orderId, orderId))
    await removeSold(tx, { userId, type: cartType }, { tests: booked.map((b) => b.testId) }, now())
  }

  /**
   * The booking's side of an order's move, inside the move's transaction (orders/service.ts applyMove): paid →
   * booked and the booked tests leave the cart; cancel or expire → cancelled and the slot's places given back. A lab
   * order is never packed, shipped or delivered: those moves are refused (the whole move rolls back).
   */
  async function onOrderMove(
    tx: Db,
    move: { orderId: number; userId: number; cartType: string; event: OrderEvent; to: OrderStatus },
  ): Promise<void> {
    if (!isLabsCartType(move.cartType)) return
    const [booking] = await tx.select().from(labBookings).where(eq(labBookings.orderId, move.orderId)).for('update')
    if (!booking) return
    const event: LabBookingEvent | null =
      move.event === 'paid' ? 'paid' : move.to === 'cancelled' ? (move.event === 'expire' ? 'expire' : 'cancel') : null
    if (event === null) {
      throw AppError.conflict(
        'A lab booking is not packed, shipped or delivered: its samples are collected at home',
        undefined,
        'order_state',
      )
    }
    const step = labBookingTransition(booking.status as LabBookingStatus, event)
    if (!step.ok) throw AppError.conflict(step.message, undefined, 'order_state')
    if (step.to === 'cancelled') await slots.release(tx, booking.slotId, booking.places)
    if (event === 'paid') {
      // Only a cart's booking empties the cart (decision 068: a corporate health check has none).
      const [order] = await tx.select({ source: orders.source }).from(orders).where(eq(orders.id, move.orderId))
      if (order?.source === orderSource(move.cartType).orderSource) {
        await removeBookedLines(tx, move.userId, move.cartType, move.orderId)
      }
    }
    await tx.update(labBookings).set({ status: step.to, updatedAt: now() }).where(eq(labBookings.orderId, move.orderId))
    await deps.onStatus?.(tx, move.orderId, step.to)
  }

  async function read(userId: number, where: { number?: string }, limit: number): Promise<LabBookingWire[]> {
    const rows = await db
      .select({ order: orders, booking: labBookings, slot: labSlots })
      .from(labBookings)
      .innerJoin(orders, eq(orders.id, labBookings.orderId))
      .innerJoin(labSlots, eq(labSlots.id, labBookings.slotId))
      .where(and(eq(orders.userId, userId), where.number === undefined ? undefined : eq(orders.number, where.number)))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(limit)
    if (!rows.length) return []
    const items = await db
      .select()
      .from(labBookingItems)
      .where(
        inArray(
          labBookingItems.orderId,
          rows.map((r) => r.order.id),
        ),
      )
      .orderBy(asc(labBookingItems.position))
    return rows.map(({ order, booking, slot }) => {
      const people = new Map<string, LabBookingWire['patients'][number]>()
      for (const i of items.filter((x) => x.orderId === order.id)) {
        const key = i.patientId === null ? `name:${i.patientName}` : `id:${i.patientId}`
        let p = people.get(key)
        if (!p) {
          people.set(
            key,
            (p = { patient_id: i.patientId, name: i.patientName, age: i.patientAge, gender: i.patientGender, tests: [] }),
          )
        }
        p.tests.push({ test_id: i.testId, name: i.testName, mrp: toRupees(i.mrpPaise), price: toRupees(i.pricePaise) })
      }
      const status = booking.status as LabBookingStatus
      return {
        number: order.number,
        cart_type: order.cartType,
        status,
        status_label: LAB_BOOKING_LABELS[status] ?? status,
        order_status: order.status,
        lab: { id: booking.labId, name: booking.labName },
        city: booking.city,
        slot: {
          id: slot.id,
          starts_at: slot.startsAt.toISOString(),
          ends_at: new Date(slot.startsAt.getTime() + SLOT_MINUTES * 60_000).toISOString(),
          label: slotWithDayLabel(slot.startsAt),
        },
        reschedule_count: booking.rescheduleCount,
        total: toRupees(order.totalPaise),
        collection_fee: toRupees(order.deliveryFeePaise),
        placed_at: order.placedAt.toISOString(),
        hold_expires_at: order.status === 'pending_payment' ? (order.holdExpiresAt?.toISOString() ?? null) : null,
        patients: [...people.values()],
      }
    })
  }

  /** The account's lab bookings, newest first (the latest 50). */
  async function list(userId: number): Promise<LabBookingWire[]> {
    return read(userId, {}, 50)
  }

  /** One of the account's bookings by its number; another account's (or none) is a 404. */
  async function get(userId: number, number: string): Promise<LabBookingWire> {
    if (!isOrderNumber(number)) throw bookingNotFound(number)
    const [found] = await read(userId, { number }, 1)
    if (!found) throw bookingNotFound(number)
    return found
  }

  return { place, placeVariant, list, get, onOrderMove }
}
export type LabBookings = ReturnType<typeof createLabBookings>
