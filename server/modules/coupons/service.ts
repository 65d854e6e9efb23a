import { and, asc, count, eq, gt, lte } from 'drizzle-orm'
import type { Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { couponRedemptions, coupons } from './schema.ts'
import { cached } from '../../lib/cache.ts'
import type { Clock } from '../../lib/clock.ts'
import { evaluateCoupon, normaliseCouponCode, type CouponTerms, type CouponVerdict } from './rules.ts'

// Coupons (coupons/schema.ts, coupons/rules.ts): found by code, judged for one account and one cart, listed for the
// coupon box. Redemptions are written by order placement in its transaction.

/** How long the coupon box's list is kept (coupons change by hand, rarely). */
export const OFFERS_TTL_MS = 60_000

export interface CouponOfferRow {
  code: string
  description: string
}

export function createCouponService(
  db: Db,
  deps: {
    now: Clock
    /** Orders of an account that were placed and not cancelled (first-order coupons); the orders module answers. */
    ordersPlaced: (userId: number, q: Db) => Promise<number>
  },
) {
  const { now } = deps

  async function find(code: string, q: Db = db): Promise<(CouponTerms & { description: string; id: number }) | null> {
    const normalised = normaliseCouponCode(code)
    if (!/^[A-Z0-9]{3,20}$/.test(normalised)) return null
    const [row] = await q.select().from(coupons).where(eq(coupons.code, normalised))
    if (!row) return null
    return { ...row, kind: row.kind as CouponTerms['kind'] }
  }

  /** Whether a coupon applies to an account's cart whose available items cost `itemTotal`. */
  async function judge(
    terms: CouponTerms & { id: number },
    userId: number,
    itemTotal: Paise,
    q: Db = db,
  ): Promise<CouponVerdict> {
    const [used] = await q
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, terms.id), eq(couponRedemptions.userId, userId)))
    const ordersPlaced = terms.firstOrderOnly ? await deps.ordersPlaced(userId, q) : 0
    return evaluateCoupon(terms, { itemTotal, now: now(), ordersPlaced, timesUsed: used?.n ?? 0 })
  }

  /**
   * The coupons running now, for the coupon box (the ones ending soonest first). The list is the same for everyone, so
   * it is read at most once a minute (OFFERS_TTL_MS), not on every cart page. Applying a coupon is still judged
   * against the database, so one listed in the minute after it ended is refused with the reason.
   */
  const offers: () => Promise<CouponOfferRow[]> = cached(
    OFFERS_TTL_MS,
    async () => {
      const at = now()
      return db
        .select({ code: coupons.code, description: coupons.description })
        .from(coupons)
        .where(and(eq(coupons.active, true), lte(coupons.startsAt, at), gt(coupons.endsAt, at)))
        .orderBy(asc(coupons.endsAt), asc(coupons.code))
        .limit(10)
    },
    now,
  )

  /** Every coupon running now, for the offers page (issue 12 §4): ending soonest first, with what the page states. */
  async function live(q: Db = db) {
    const at = now()
    return q
      .select({
        code: coupons.code,
        description: coupons.description,
        endsAt: coupons.endsAt,
        firstOrderOnly: coupons.firstOrderOnly,
      })
      .from(coupons)
      .where(and(eq(coupons.active, true), lte(coupons.startsAt, at), gt(coupons.endsAt, at)))
      .orderBy(asc(coupons.endsAt), asc(coupons.code))
      .limit(100)
  }

  return { find, judge, offers, live }
}
export type CouponService = ReturnType<typeof createCouponService>
