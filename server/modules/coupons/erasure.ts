import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { couponRedemptions } from './schema.ts'

// Erasure (decision 081): the account's coupon redemptions go (the order keeps the code and the discount it gave).
export const couponsEraser: AccountEraser = {
  module: 'coupons',
  erases: ['coupon_redemptions'],
  async erase(tx, { userId }) {
    await tx.delete(couponRedemptions).where(eq(couponRedemptions.userId, userId))
  },
}
