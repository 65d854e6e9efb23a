/**
 * An amount in words, the way Indian invoices write it (lakh and crore, not million).
 *
 * Public API:
 * - `amountInWords(paise) → 'Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only'`.
 * - `formatIndianAmount(paise) → '1,23,456.78'`: digits in Indian grouping without a currency sign (the PDF's fonts
 *   have no ₹).
 */
import type { Paise } from '../../../../core/money.ts'

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0–99: 'Thirty-Four' (hyphenated compound tens). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string
  const unit = n % 10
  return unit === 0 ? (TENS[Math.floor(n / 10)] as string) : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`
}

/** A whole number in the Indian system: crore (10^7), lakh (10^5), thousand, hundred; above 99 crore the crores
 * are themselves written out ('One Thousand Two Hundred Crore'). */
function wholeInWords(n: number): string {
  if (n < 100) return belowHundred(n)
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor(n / 100_000) % 100
  const thousand = Math.floor(n / 1000) % 100
  const hundred = Math.floor(n / 100) % 10
  const rest = n % 100
  if (crore) parts.push(`${wholeInWords(crore)} Crore`)
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`)
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`)
  if (hundred) parts.push(`${ONES[hundred]} Hundred`)
  if (rest) parts.push(belowHundred(rest))
  return parts.join(' ')
}

/**
 * 123450 paise → 'Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only'. Whole rupees drop the paise
 * ('Rupees One Lakh Only'); under a rupee the rupees read 'Zero' ('Rupees Zero and Fifty Paise Only') so every
 * amount has the same shape.
 */
export function amountInWords(amount: Paise): string {
  if (amount < 0) throw new RangeError('An invoice amount is never negative')
  const rupees = Math.floor(amount / 100)
  const paise = amount % 100
  const words = `Rupees ${wholeInWords(rupees)}`
  return paise ? `${words} and ${belowHundred(paise)} Paise Only` : `${words} Only`
}

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/** 12345678 paise → '1,23,456.78' (integer arithmetic: no binary fraction ever reaches the formatter). */
export function formatIndianAmount(amount: Paise): string {
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  return `${sign}${grouping.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
}
