// The public face of the coupons module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { couponRedemptions } from './schema.ts'
export { type CouponService, createCouponService } from './service.ts'
export { redeemCoupon, releaseCoupon } from './redeem.ts'
export { couponsEraser } from './erasure.ts'
