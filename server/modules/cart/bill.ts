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
  deliveryFee: Paise
  /** Item total less the coupon, plus delivery. */
  payable: Paise
  /** How much more the items must cost for free delivery (0 when it is free already). */
  toFreeDelivery: Paise
  /** What the person saves against MRP (item discount and coupon). */
  savings: Paise
}

/**
 * The bill of the lines that will be ordered (lines not available are left out by the caller). An empty cart costs
 * nothing and carries no delivery fee.
 */
export function billFor(lines: readonly BillLine[], couponDiscount: Paise = ZERO_PAISE): Bill {
  const mrpTotal = sumPaise(lines.map((l) => timesPaise(l.mrp, l.quantity)))
  const itemTotal = sumPaise(lines.map((l) => timesPaise(l.price, l.quantity)))
  const coupon = paise(Math.min(couponDiscount, itemTotal))
  const free = lines.length === 0 || itemTotal >= FREE_DELIVERY_THRESHOLD
  const deliveryFee = free ? ZERO_PAISE : DELIVERY_FEE
  const itemDiscount = paise(Math.max(0, mrpTotal - itemTotal))
  return {
    mrpTotal,
    itemDiscount,
    itemTotal,
    couponDiscount: coupon,
    deliveryFee,
    payable: paise(itemTotal - coupon + deliveryFee),
    toFreeDelivery: free ? ZERO_PAISE : paise(FREE_DELIVERY_THRESHOLD - itemTotal),
    savings: paise(itemDiscount + coupon),
  }
}
