const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 12345 paise → '₹123.45' in Indian digit grouping. */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100)
}

/** Whole-percent discount of a price against its MRP (0 when none). */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise)
}
