import { eq } from 'drizzle-orm'
import type { Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { couponRedemptions } from './schema.ts'

/** A coupon used by an order (a first-order coupon counts it; a cancelled order gives it back: orders/service.ts). */
export async function redeemCoupon(
  tx: Db,
  r: { couponId: number; userId: number; orderId: number; discount: Paise; at: Date },
): Promise<void> {
  await tx
    .insert(couponRedemptions)
    .values({ couponId: r.couponId, userId: r.userId, orderId: r.orderId, discountPaise: r.discount, createdAt: r.at })
}

/** A cancelled order gives its coupon back (a first-order coupon may be used again). */
export async function releaseCoupon(tx: Db, orderId: number): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))
}
