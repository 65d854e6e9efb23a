import { paise, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { Benefit } from '../../../core/corporate/vocabulary.ts'
import { paymentMethodOf } from '../../../core/corporate/payment.ts'
import { orderSource } from '../../../core/cart/cart-types.ts'
import type { OrderStatus } from '../../../core/orders/statuses.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Idempotency } from '../platform/index.ts'
import { recordPlacementPayment } from '../payments/index.ts'
import type { WalletService } from '../wallet/index.ts'
import type { PublishOrderStatus } from './events.ts'
import { issueInvoiceNumber } from './invoices.ts'
import { corporateSplit, expectTotal, walletSplit, type CorporatePayer } from './payment-split.ts'
import { nextOrderId, recordOrderEvent } from './order-record.ts'
import { orders, type AddressSnapshot } from './schema.ts'
import { statusWhenPaid } from './state-machine.ts'

// One way to sell (issue 22, decision 046). Every product line (the product carts: pharmacy, buy now, done-in-one;
// the labs carts; next the care plan, consultations, corporate bookings, vaccination) is a LineType plugged into this
// pipeline, which runs the same stages for all of them:
//
//   take the client's idempotency key (required, never made up here) → in one transaction: price the cart (the line
//   locks and reads it) → check the total the person was shown → split the corporate wallet (the line's benefit, when
//   asked), then MedWise Cash, from the rest → the line's payment rules (the COD limit) → reserve what is limited
//   (stock, a slot: the line's) → record the order → the line's own rows (lines, shipments, a booking) → take payment
//   (the corporate sub-wallet and MedWise Cash debited and recorded, cash on delivery recorded;
//   online is paid on its own page and settled by payments/settle.ts) → the order's first event → empty what was sold
//   (paid now; online when settled) → publish → keep the answer with the work → the invoice number, last
//   → after the commit, announce (not on a replay).
//
// Money that leaves the customer outside this transaction (the gateway) is taken after placement, and its
// compensation is the refund settle.ts starts when the order can no longer take it; everything here rolls back whole.

export type PaymentChoice = 'cod' | 'online' | 'wallet'

export interface SaleInput {
  /** The cart sold: one of core/cart/cart-types.ts's, which a new line of sale adds its own to. */
  cartType: string
  /** How the rest (after the wallet) is paid; 'wallet' when the wallet pays it all. */
  payment: PaymentChoice
  useWallet: boolean
  /**
   * issue 25 §4: the corporate wallet's sub-wallet of the line's benefit pays first (up to the total), for covered
   * people only; what is left goes to MedWise Cash and `payment` as above.
   */
  useCorporateWallet?: boolean
  /** The total the person was shown: a different total now is a 409, shown before anything is charged. */
  expectedTotal: Paise
}

/** What a line's pricing gives the pipeline: the bill and the address as the order keeps them. */
export interface Priced {
  bill: {
    mrpTotal: Paise
    itemTotal: Paise
    couponDiscount: Paise
    deliveryFee: Paise
    payable: Paise
    /** The care plan's discount and the fee of a plan bought with the order (issue 23; product carts). */
    memberDiscount?: Paise
    carePlanFee?: Paise
  }
  couponCode: string | null
  address: AddressSnapshot
  /** The city the order is for, as the order keeps it. */
  city: string
  rxRequired: boolean
  /**
   * Who the sale is for, by the account's patient ids (lab tests, a consultation): the corporate wallet pays only when
   * each is the employee or a covered dependant. Left out: the account holder's own purchase (medicines).
   */
  patientIds?: number[]
  /** Priced for a Care Plan member (or buying the plan with it): rewards may pay a larger share (decision 055). */
  memberPricing?: boolean
  /**
   * The part of the bill a sponsor pays at placement (issue 25 §5: the employer's annual health check, decision 068):
   * recorded as a captured payment of `sponsor.provider`; the person is shown, and pays, the rest.
   */
  sponsored?: { amount: Paise; provider: 'corporate_sponsor' }
}

/** A sale between its pricing and its order. */
export interface Sale<I extends SaleInput, P extends Priced> {
  userId: number
  input: I
  priced: P
  at: Date
  walletPart: Paise
  /** What the corporate wallet paid (issue 25 §4), before MedWise Cash. */
  corporatePart: Paise
  /** What is left after the corporate wallet and MedWise Cash: cash on delivery, or online. */
  rest: Paise
  /** Paid online after placement: the order waits for its payment, holding what it reserved. */
  online: boolean
  status: OrderStatus
  holdExpiresAt: Date | null
}

/** A sale with what it reserved and its order. */
export interface Sold<I extends SaleInput, P extends Priced, R> extends Sale<I, P> {
  reserved: R
  orderId: number
  number: string
}

export interface LineType<I extends SaleInput, P extends Priced, R, A> {
  /** The idempotency key's scope ('order.place'): one key places one thing. */
  scope: string
  /** The order's source (spec 1 §3 'Order source mapping'); by default the one core/cart/cart-types.ts gives its cart type. */
  orderSource?: string
  /** What the person reviews when the total changed ('Please review your order'). */
  what: 'order' | 'booking'
  /** The corporate sub-wallet that pays for this line when asked (issue 25 §4); none: the corporate wallet cannot. */
  benefit?: Benefit
  texts: { placed: string; awaitingPayment: string; walletNote: (number: string) => string }
  /**
   * Before the transaction (and after the idempotency key is taken, so the key keeps the request as sent): fills in
   * what the line chooses for the person from reads of its own, e.g. consult now's doctor and slot. Reads made here go
   * through the pool, never inside the sale's transaction (with PGlite's one connection that would wait on itself).
   */
  prepare?(userId: number, input: I): Promise<I>
  /** Locks the cart, reads and prices it; refuses (AppError) what cannot be sold. */
  price(tx: Db, userId: number, input: I, at: Date): Promise<P>
  /** The line's own payment rules (cash on delivery up to a limit). */
  checkPayment?(sale: Sale<I, P>): void
  /** Takes what is limited (stock, a slot's places) or refuses; before the order is recorded. */
  reserve(tx: Db, sale: Sale<I, P>): Promise<R>
  /** The line's rows of the order: its lines and shipments, or its booking. */
  record(tx: Db, sale: Sold<I, P, R>): Promise<void>
  /** What was sold leaves its cart (cart/sold.ts), once paid for. */
  emptySold(tx: Db, sale: Sold<I, P, R>): Promise<void>
  /**
   * The line's last words inside the transaction (the done-in-one request ordered, the pharmacist's queue); answers
   * the order's status when they moved it on (an order with nothing to ship, fulfilled when paid).
   */
  placed?(tx: Db, sale: Sold<I, P, R>): Promise<void | { status: OrderStatus }>
  /** The answer kept with the key and given again on a replay. */
  answer(sale: Sold<I, P, R>): A
  /** A refusal thrown inside the transaction, turned into the answer (after the rollback: the next free slot). */
  refused?(error: unknown): Promise<never>
  /** After the commit, not on a replay: messages. Failures are the line's to log. */
  announce?(answer: A, userId: number, input: I): Promise<void>
}

export interface CheckoutDeps {
  now: Clock
  wallet: WalletService
  idempotency: Idempotency
  /** How long an unpaid online order holds what it reserved (ORDER_HOLD_MINUTES). */
  holdMinutes: number
  publish?: PublishOrderStatus
  /** issue 25 §4: the corporate wallet (corporate/checkout.ts); unset, asking for it is a 400. */
  corporate?: CorporatePayer
}

/** The Idempotency-Key a client sent, or a 400: the server never makes one up (that would place every retry anew). */
export function requireIdempotencyKey(key: string | null | undefined): string {
  if (!key) throw AppError.invalid('Idempotency-Key header is required', 'idempotency_key', 'idempotency_key_required')
  return key
}

export function createCheckout(db: Db, deps: CheckoutDeps) {
  const { now } = deps

  async function sell<I extends SaleInput, P extends Priced, R, A>(
    line: LineType<I, P, R, A>,
    userId: number,
    input: I,
    keep: (tx: Db, answer: { status: number; body: A }) => Promise<void>,
  ): Promise<A> {
    return db.transaction(async (tx) => {
      const at = now()
      const priced = await line.price(tx, userId, input, at)
      const total = priced.bill.payable
      const sponsored = priced.sponsored?.amount ?? ZERO_PAISE
      // What the person pays: the bill less a sponsor's part (decision 068); that is the total they were shown.
      const own = paise(total - sponsored)
      expectTotal(input.expectedTotal, own, line.what)
      // The corporate wallet first (when asked), then MedWise Cash on what is left, then the rest.
      const { quote, corporatePart } = await corporateSplit(deps.corporate, tx, {
        userId,
        asked: input.useCorporateWallet === true,
        benefit: line.benefit,
        patientIds: priced.patientIds ?? null,
        payable: own,
      })
      const { walletPart, rewardsPart, cashPart, rest } = await walletSplit(
        deps.wallet,
        tx,
        userId,
        paise(own - corporatePart),
        input,
        priced.memberPricing === true,
      )
      const online = input.payment === 'online' && rest > 0
      const sale: Sale<I, P> = {
        userId,
        input,
        priced,
        at,
        walletPart,
        corporatePart,
        rest,
        online,
        status: online ? 'pending_payment' : statusWhenPaid(priced.rxRequired),
        holdExpiresAt: online ? new Date(at.getTime() + deps.holdMinutes * 60_000) : null,
      }
      line.checkPayment?.(sale)
      const reserved = await line.reserve(tx, sale)

      const { id, number } = await nextOrderId(tx)
      await tx.insert(orders).values({
        id,
        number,
        userId,
        cartType: input.cartType,
        source: line.orderSource ?? orderSource(input.cartType).orderSource,
        status: sale.status,
        // The employer's money (a sponsor's part, decision 068; the corporate wallet, decision 067) comes first.
        paymentMethod: paymentMethodOf({
          sponsored,
          corporate: corporatePart,
          wallet: walletPart,
          rest,
          payment: input.payment,
        }),
        mrpTotalPaise: priced.bill.mrpTotal,
        itemTotalPaise: priced.bill.itemTotal,
        couponCode: priced.couponCode,
        couponDiscountPaise: priced.bill.couponDiscount,
        deliveryFeePaise: priced.bill.deliveryFee,
        memberDiscountPaise: priced.bill.memberDiscount ?? ZERO_PAISE,
        carePlanFeePaise: priced.bill.carePlanFee ?? ZERO_PAISE,
        totalPaise: total,
        // Paid at placement from wallets (the corporate wallet's part too): the online attempt asks for the rest.
        walletPaise: paise(walletPart + corporatePart),
        address: priced.address,
        city: priced.city,
        rxRequired: priced.rxRequired,
        holdExpiresAt: sale.holdExpiresAt,
        placedAt: at,
        updatedAt: at,
      })
      const sold: Sold<I, P, R> = { ...sale, reserved, orderId: id, number }
      await line.record(tx, sold)

      if (priced.sponsored && sponsored > 0) {
        await recordPlacementPayment(tx, { orderId: id, userId, provider: priced.sponsored.provider, amount: sponsored, at })
      }
      if (quote && corporatePart > 0) {
        await deps.corporate!.pay(tx, quote, { orderId: id, number }, line.texts.walletNote(number))
        await recordPlacementPayment(tx, { orderId: id, userId, provider: 'corporate_wallet', amount: corporatePart, at })
      }

      if (rewardsPart > 0) {
        await deps.wallet.debit(tx, userId, rewardsPart, {
          kind: 'rewards_payment',
          reference: `order:${id}`,
          note: line.texts.walletNote(number),
        })
        await recordPlacementPayment(tx, { orderId: id, userId, provider: 'rewards', amount: rewardsPart, at })
      }
      if (cashPart > 0) {
        await deps.wallet.debit(tx, userId, cashPart, {
          kind: 'order_payment',
          reference: `order:${id}`,
          note: line.texts.walletNote(number),
        })
        await recordPlacementPayment(tx, { orderId: id, userId, provider: 'wallet', amount: cashPart, at })
      }
      if (input.payment === 'cod' && rest > 0) {
        await recordPlacementPayment(tx, { orderId: id, userId, provider: 'cod', amount: rest, at })
      }
      await recordOrderEvent(tx, {
        orderId: id,
        fromStatus: null,
        toStatus: sale.status,
        actor: 'customer',
        note: online ? line.texts.awaitingPayment : line.texts.placed,
        at,
      })
      if (!online) await line.emptySold(tx, sold)
      // The line's last words may move the order on (a care plan alone is fulfilled when paid): its status then.
      const moved = await line.placed?.(tx, sold)
      const placed = moved ? { ...sold, status: moved.status } : sold
      await deps.publish?.(tx, { userId, number, status: placed.status })
      const answer = line.answer(placed)
      await keep(tx, { status: 201, body: answer })
      // Last, so the financial year's invoice counter (every confirmed order's one row, invoices.ts) stays locked for
      // two statements and the commit: placements queue there one at a time.
      await issueInvoiceNumber(tx, id, sale.status, at, { fresh: true })
      return answer
    })
  }

  /**
   * Places a sale of `line` once per key: the same key and payload answer the same for 24 hours (decision 019), a
   * retry while the first runs is a 409, a refused sale keeps nothing (the same key may try again).
   */
  async function place<I extends SaleInput, P extends Priced, R, A>(
    line: LineType<I, P, R, A>,
    userId: number,
    input: I,
    key: string | null | undefined,
  ): Promise<{ status: number; body: A; replayed: boolean }> {
    const answer = await deps.idempotency.run<A>(
      { key: requireIdempotencyKey(key), owner: `user:${userId}`, scope: line.scope, payload: input },
      async (keep) => {
        try {
          const ready = line.prepare ? await line.prepare(userId, input) : input
          return { status: 201, body: await sell(line, userId, ready, keep) }
        } catch (error) {
          if (line.refused) await line.refused(error)
          throw error
        }
      },
    )
    if (!answer.replayed) await line.announce?.(answer.body, userId, input)
    return answer
  }

  return { place }
}
export type Checkout = ReturnType<typeof createCheckout>
