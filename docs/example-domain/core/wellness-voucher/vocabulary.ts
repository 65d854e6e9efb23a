// file: core/wellness-voucher/vocabulary.ts
// The domain's words, rules and texts: pure, read by its contracts, its module and its pages alike.

export const VOUCHER_CART_TYPE = 'wellness_voucher' as const

export const VOUCHER_KINDS = ['full_body', 'diabetes', 'heart'] as const
export type VoucherKind = (typeof VOUCHER_KINDS)[number]

export const VOUCHER_LABELS: Readonly<Record<VoucherKind, string>> = {
  full_body: 'Full body check-up',
  diabetes: 'Diabetes check-up',
  heart: 'Heart check-up',
}

/** A voucher is valid for a year from the day it is bought. */
export function voucherValidUntil(boughtAt: Date): Date {
  const until = new Date(boughtAt)
  until.setUTCFullYear(until.getUTCFullYear() + 1)
  return until
}
