import { paise, sumPaise, timesPaise, ZERO_PAISE, type Paise } from '../../../core/money.ts'

// The cart's bill (issue 9 'Bill summary: MRP total, discount, coupon, delivery fee, amount to pay'): one pure rule
// for the cart page, the summary page and order placement, so what a person saw is what the order charges.

/** Delivery is free from this item total up (decision 020; 1mg and PharmEasy draw the line near here). */
export const FREE_DELIVERY_THRESHOLD = paise(49_900)
/** The delivery fee below the threshold. */
export const DELIVERY_FEE = paise(4_900)

export interface BillLine {
  mrp: Paise
  price: Paise
  quantity: number
}

export interface Bill {
  /** What the lines cost at MRP. */
  mrpTotal: Paise
  /** MRP total less the selling prices. */
  itemDiscount: Paise
  /** What the lines cost at their selling prices. */
  itemTotal: Paise
  couponDiscount: Paise
  /**
   * The extra discount on the lines of the care plan (issue 23) or of the insurer's policy (issue 27 §4), never both:
   * the better of the two (decision 087). `memberSource` says whose it is.
   */
  memberDiscount: Paise
  memberSource: 'care_plan' | 'insurer' | null
  deliveryFee: Paise
  /** The delivery fee the care plan waived (0 when delivery was free anyway). */
  deliverySaved: Paise
  /** The fee of a care plan bought with this order. */
  carePlanFee: Paise
  /** Item total less the coupon and the member discount, plus delivery and the care plan's fee. */
  payable: Paise
  /** How much more the items must cost for free delivery (0 when it is free already). */
  toFreeDelivery: Paise
  /** What the person saves against MRP (item discount, coupon, the care plan's discount and free delivery). */
  savings: Paise
}

/** What a care plan does to the bill: its discount on the lines, free delivery, and its fee when bought with it. */
export interface BillMember {
  /** Whose discount it is (decision 087); the care plan's when absent. */
  source?: 'care_plan' | 'insurer'
  discount: Paise
  freeDelivery: boolean
  carePlanFee: Paise
}

/**
 * The bill of the lines that will be ordered (lines not available are left out by the caller). An empty cart costs
 * nothing and carries no delivery fee.
 */
export function billFor(lines: readonly BillLine[], couponDiscount: Paise = ZERO_PAISE, member: BillMember | null = null): Bill {
  const mrpTotal = sumPaise(lines.map((l) => timesPaise(l.mrp, l.quantity)))
  const itemTotal = sumPaise(lines.map((l) => timesPaise(l.price, l.quantity)))
  // The member's discount first (it is the plan's, line by line), then the coupon on what is left: never below zero.
  const memberDiscount = paise(Math.min(member?.discount ?? 0, itemTotal))
  const coupon = paise(Math.min(couponDiscount, itemTotal - memberDiscount))
  const free = lines.length === 0 || itemTotal >= FREE_DELIVERY_THRESHOLD
  const waived = !free && member?.freeDelivery === true
  const deliveryFee = free || waived ? ZERO_PAISE : DELIVERY_FEE
  const deliverySaved = waived ? DELIVERY_FEE : ZERO_PAISE
  const carePlanFee = member?.carePlanFee ?? ZERO_PAISE
  const itemDiscount = paise(Math.max(0, mrpTotal - itemTotal))
  return {
    mrpTotal,
    itemDiscount,
    itemTotal,
    couponDiscount: coupon,
    memberDiscount,
    memberSource: memberDiscount > 0 ? (member?.source ?? 'care_plan') : null,
    deliveryFee,
    deliverySaved,
    carePlanFee,
    payable: paise(itemTotal - coupon - memberDiscount + deliveryFee + carePlanFee),
    toFreeDelivery: free || waived ? ZERO_PAISE : paise(FREE_DELIVERY_THRESHOLD - itemTotal),
    savings: paise(itemDiscount + coupon + memberDiscount + deliverySaved),
  }
}
