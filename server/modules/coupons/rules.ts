import { formatPaise, paise, ZERO_PAISE, type Paise } from '../../../core/money.ts'

// Whether a coupon applies to a cart, and what it takes off (issue 9: flat or percent, minimum order, maximum
// discount, validity window, per-account use limit, first order only). One pure rule, read by the cart page at every
// read and again by order placement, so a coupon that stopped applying is said before paying.

export interface CouponTerms {
  code: string
  kind: 'flat' | 'percent'
  /** flat: paise off; percent: whole percent. */
  value: number
  minOrderPaise: Paise
  maxDiscountPaise: Paise | null
  startsAt: Date
  endsAt: Date
  perAccountLimit: number
  firstOrderOnly: boolean
  active: boolean
}

export interface CouponContext {
  /** What the available lines cost at their selling prices (the coupon's base; delivery is not discounted). */
  itemTotal: Paise
  now: Date
  /** Orders of this account that were placed and not cancelled (first-order coupons). */
  ordersPlaced: number
  /** Times this account used this coupon on orders that were not cancelled. */
  timesUsed: number
}

export type CouponVerdict = { ok: true; discount: Paise } | { ok: false; message: string }

/** Codes are typed by people: letters and digits, case does not matter. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

export function evaluateCoupon(c: CouponTerms, ctx: CouponContext): CouponVerdict {
  if (!c.active || ctx.now.getTime() >= c.endsAt.getTime()) return { ok: false, message: `${c.code} has expired` }
  if (ctx.now.getTime() < c.startsAt.getTime()) return { ok: false, message: `${c.code} is not valid yet` }
  if (c.firstOrderOnly && ctx.ordersPlaced > 0) return { ok: false, message: `${c.code} is only for your first order` }
  if (ctx.timesUsed >= c.perAccountLimit) {
    return {
      ok: false,
      message:
        c.perAccountLimit === 1
          ? `You have already used ${c.code}`
          : `You have already used ${c.code} ${c.perAccountLimit} times, the most it allows`,
    }
  }
  if (ctx.itemTotal < c.minOrderPaise) {
    return {
      ok: false,
      message: `Add items worth ${formatPaise(paise(c.minOrderPaise - ctx.itemTotal))} more to use ${c.code}`,
    }
  }
  const raw = c.kind === 'flat' ? c.value : Math.floor((ctx.itemTotal * c.value) / 100)
  const capped = c.maxDiscountPaise === null ? raw : Math.min(raw, c.maxDiscountPaise)
  // A coupon never takes the items below zero.
  const discount = paise(Math.max(0, Math.min(capped, ctx.itemTotal)))
  return discount > ZERO_PAISE ? { ok: true, discount } : { ok: false, message: `${c.code} takes nothing off this cart` }
}
