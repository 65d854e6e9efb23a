/**
 * The three arithmetic rules of a GST invoice, in integer paise.
 *
 * Public API (re-exported by gst.ts):
 * - `splitInclusive(charged, ratePercent) → { taxable, tax }`: a GST-inclusive amount into taxable value and tax.
 * - `splitIntraState(tax) → { cgst, sgst }`: intra-state tax into its central and state halves.
 * - `apportion(total, weights) → Paise[]`: an order-level amount (the coupon) spread over lines, summing exactly.
 */
import { paise, sumPaise, ZERO_PAISE, type Paise } from '../../../../core/money.ts'

/** A rate as whole basis points (5 → 500, 0.25 → 25); rates with finer fractions are not GST rates. */
export function basisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100)
  if (!(ratePercent >= 0) || Math.abs(bp - ratePercent * 100) > 1e-6) throw new RangeError(`Not a GST rate: ${ratePercent}`)
  return bp
}

/**
 * An amount charged with GST included, split into taxable value and tax: taxable = round(charged × 100 / (100 +
 * rate)) to the paisa, half up, and tax = charged − taxable, so the two always add up to what was charged. Integer
 * arithmetic throughout (in basis points) so no binary fraction decides a rounding.
 */
export function splitInclusive(charged: Paise, ratePercent: number): { taxable: Paise; tax: Paise } {
  const bp = basisPoints(ratePercent)
  const numerator = charged * 10_000
  const denominator = 10_000 + bp
  const quotient = Math.floor(numerator / denominator)
  const remainder = numerator - quotient * denominator
  const taxable = paise(2 * remainder >= denominator ? quotient + 1 : quotient)
  return { taxable, tax: paise(charged - taxable) }
}

/**
 * Intra-state tax split half to CGST and half to SGST (CGST Act s. 9 and each SGST Act levy the same half rate).
 * An odd paisa goes to CGST: cgst = ceil(tax / 2), sgst = floor(tax / 2), so the halves always sum to the tax.
 */
export function splitIntraState(tax: Paise): { cgst: Paise; sgst: Paise } {
  const sgst = Math.floor(tax / 2)
  return { cgst: paise(tax - sgst), sgst: paise(sgst) }
}

/**
 * Splits `total` paise over lines in proportion to their weights by the largest-remainder method: each line gets
 * the floor of its exact share, then the paise left over go one each to the lines with the largest remainders (ties
 * to the earlier line). The shares always sum to `total` exactly. BigInt because total × weight can pass 2^53.
 */
export function apportion(total: Paise, weights: readonly Paise[]): Paise[] {
  if (total === 0) return weights.map(() => ZERO_PAISE)
  const sum = BigInt(sumPaise(weights))
  if (total < 0 || weights.some((w) => w < 0) || sum === 0n) {
    throw new RangeError(`Cannot apportion ${total} paise over weights ${weights.join(', ')}`)
  }
  const exact = weights.map((w) => BigInt(total) * BigInt(w))
  const shares = exact.map((e) => Number(e / sum))
  let left = total - shares.reduce((a, b) => a + b, 0)
  const order = exact
    .map((e, i) => ({ i, remainder: e % sum }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i))
  for (const { i } of order) {
    if (left === 0) break
    shares[i] = (shares[i] as number) + 1
    left--
  }
  return shares.map((s) => paise(s))
}
