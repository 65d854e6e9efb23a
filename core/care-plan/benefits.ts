// The care plan's benefits as money (issue 23 §2): pure rules the cart's pricing, the labs cart's pricing and
// placement apply, never the page. Every amount here is also what the order records, line by line, as its savings.

import { paise, sumPaise, timesPaise, ZERO_PAISE, type Paise } from '../money.ts'
import type { PlanTerms } from './plans.ts'

/** A line as the member rules see it: its selling price and quantity, and a key to record the saving against. */
export interface PricedLine<K> {
  key: K
  price: Paise
  quantity: number
}

/** The part of a percentage of an amount, rounded down to the paisa (a member is never charged a fraction more). */
export function percentOf(amount: Paise, percent: number): Paise {
  if (percent <= 0 || amount <= 0) return ZERO_PAISE
  return paise(Math.floor((amount * Math.min(percent, 100)) / 100))
}

/**
 * The member's extra discount on each line: `percent` of what the line costs at its selling price, never more than
 * the line (no line is cheaper than zero). Lines with no discount are left out.
 */
export function lineDiscounts<K>(lines: readonly PricedLine<K>[], percent: number): Array<{ key: K; discount: Paise }> {
  return lines
    .map((l) => ({ key: l.key, discount: percentOf(timesPaise(l.price, l.quantity), percent) }))
    .filter((l) => l.discount > 0)
}

/** What member pricing does to a pharmacy bill: the discount on each line and whether delivery is free. */
export interface MemberPricing<K> {
  lines: Array<{ key: K; discount: Paise }>
  discount: Paise
  freeDelivery: boolean
}

/** The terms applied to a cart's lines; null terms (not a member, nothing ticked) change nothing. */
export function memberPricing<K>(lines: readonly PricedLine<K>[], terms: PlanTerms | null): MemberPricing<K> {
  if (!terms) return { lines: [], discount: ZERO_PAISE, freeDelivery: false }
  const discounts = lineDiscounts(lines, terms.medicineDiscountPercent)
  return { lines: discounts, discount: sumPaise(discounts.map((d) => d.discount)), freeDelivery: terms.freeDelivery }
}

/** MedWise Cash a delivered order earns a member: a share of what it cost, up to the plan's cap. */
export function cashbackFor(orderTotal: Paise, terms: Pick<PlanTerms, 'cashbackPercent' | 'cashbackCapPaise'>): Paise {
  return paise(Math.min(percentOf(orderTotal, terms.cashbackPercent), terms.cashbackCapPaise))
}

/**
 * What a member who cancels gets back (decision 054): the share of the fee for the days not used, less what the
 * plan already saved them, never below zero. So a member keeps nothing that was not paid for: what they paid net of
 * the refund is at least what the plan saved them, and at least the days they held it.
 */
export function cancellationRefund(input: { fee: Paise; startsAt: Date; endsAt: Date; at: Date; saved: Paise }): Paise {
  const { fee, startsAt, endsAt, at, saved } = input
  const total = endsAt.getTime() - startsAt.getTime()
  if (total <= 0 || fee <= 0) return ZERO_PAISE
  const unused = Math.min(total, Math.max(0, endsAt.getTime() - Math.max(at.getTime(), startsAt.getTime())))
  const unusedShare = Math.floor((fee * unused) / total)
  return paise(Math.max(0, unusedShare - saved))
}

/**
 * What a plan would have saved on orders already placed (the plans page's 'you would have saved', issue 23 §3): its
 * discount on each order's items and the delivery fees it would have waived. Orders a plan already priced count
 * nothing. An estimate for selling, never recorded as savings.
 */
export function wouldHaveSaved(
  orders: ReadonlyArray<{ itemTotalPaise: Paise; deliveryFeePaise: Paise; memberDiscountPaise: Paise }>,
  terms: Pick<PlanTerms, 'medicineDiscountPercent' | 'freeDelivery'>,
): Paise {
  return sumPaise(
    orders
      .filter((o) => o.memberDiscountPaise === 0)
      .map((o) =>
        paise(percentOf(o.itemTotalPaise, terms.medicineDiscountPercent) + (terms.freeDelivery ? o.deliveryFeePaise : 0)),
      ),
  )
}

/**
 * A member's discount on each lab test line (issue 23 §2, the labs cart and its /cp_labs twin, and the booking): the
 * plan's percentage of what the line costs for its patients, by test id. The booking records each as a saving.
 */
export function labMemberDiscounts(
  lines: ReadonlyArray<{ test: { id: number }; pricePaise: Paise; patients: number }>,
  percent: number,
): Map<number, Paise> {
  return new Map(
    lineDiscounts(
      lines.map((l) => ({ key: l.test.id, price: l.pricePaise, quantity: l.patients })),
      percent,
    ).map((d) => [d.key, d.discount]),
  )
}
