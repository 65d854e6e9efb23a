// Money behind the wire is integer paise (₹1 = 100 paise) in one branded type, so a rupee amount cannot be passed
// where paise are meant; it becomes rupees only at the wire edge (toRupees) and in what people read (formatPaise).

declare const PAISE: unique symbol
/** An amount of money in whole paise. */
export type Paise = number & { readonly [PAISE]: true }

/** Checks and brands an amount of paise: a whole number (never a fraction of a paisa). */
export function paise(amount: number): Paise {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of paise: ${amount}`)
  return amount as Paise
}

export const ZERO_PAISE = 0 as Paise

/** The sum of amounts. */
export function sumPaise(amounts: Iterable<Paise>): Paise {
  let total = 0
  for (const a of amounts) total += a
  return total as Paise
}

/** A unit amount times a count (quantity, patients). */
export function timesPaise(unit: Paise, count: number): Paise {
  return paise(unit * count)
}

/** The wire edge: paise → rupees, a number with at most two decimals (spec 2 §3: to_be_paid, cart_value, …). */
export function toRupees(amount: Paise): number {
  return amount / 100
}

/** Rupees as quoted by people and seed data → paise, rounded to the paisa. */
export function fromRupees(rupees: number): Paise {
  return paise(Math.round(rupees * 100))
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 12345 paise → '₹123.45' in Indian digit grouping. */
export function formatPaise(amount: Paise): string {
  return inr.format(toRupees(amount))
}

/** A rupee amount read off the wire (browser code) → '₹123.45'. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees)
}

/** Whole-percent discount of a price against its MRP (0 when none). */
export function discountPercent(mrp: Paise, price: Paise): number {
  if (mrp <= 0 || price >= mrp) return 0
  return Math.floor(((mrp - price) * 100) / mrp)
}
