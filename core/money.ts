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

/**
 * 1234567 → '12,34,567': Indian digit grouping (the last three digits, then pairs), as `Intl.NumberFormat('en-IN')`
 * writes it. Written out because the browser's first Intl number format costs about 13 ms of start-up on this
 * machine, four times that on a mid-range phone, in the task that hydrates the page (issue 12: total blocking time).
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)))
  const head = digits.slice(0, -3)
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits
  return whole < 0 ? `-${grouped}` : grouped
}

/** 12345 paise → '₹123.45' in Indian digit grouping (what Intl's en-IN rupee format writes, minus its cost). */
export function formatPaise(amount: Paise): string {
  const abs = Math.abs(amount)
  const rupees = `₹${groupIndian(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
  return amount < 0 ? `-${rupees}` : rupees
}

/** A rupee amount read off the wire (browser code) → '₹123.45', rounded to the paisa. */
export function formatRupees(rupees: number): string {
  return formatPaise(Math.round(rupees * 100) as Paise)
}

/** Whole-percent discount of a price against its MRP (0 when none). */
export function discountPercent(mrp: Paise, price: Paise): number {
  if (mrp <= 0 || price >= mrp) return 0
  return Math.floor(((mrp - price) * 100) / mrp)
}
