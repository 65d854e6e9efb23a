import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  discountPercent,
  formatPaise,
  formatRupees,
  fromRupees,
  groupIndian,
  paise,
  sumPaise,
  timesPaise,
  toRupees,
} from './money.ts'

// The reference the hand-written formats must equal: Intl's en-IN formats (Node's full ICU).
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })
const intlGrouping = new Intl.NumberFormat('en-IN')

describe('formatPaise', () => {
  test.each([
    [0, '₹0.00'],
    [3080, '₹30.80'],
    [12345678, '₹1,23,456.78'],
  ])('%i paise → %s', (amount, text) => expect(formatPaise(paise(amount))).toBe(text))

  test('writes what Intl en-IN writes, for any amount (refunds and adjustments below zero too)', () => {
    const amounts = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1e15, max: 1e15 }))
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatPaise(paise(n))).toBe(intlRupees.format(n / 100))
        expect(groupIndian(n)).toBe(intlGrouping.format(n))
      }),
      { numRuns: 2000 },
    )
  })

  test('a wire amount in rupees is rounded to the paisa', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50')
    expect(formatRupees(99999.99)).toBe('₹99,999.99')
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30')
    expect(formatRupees(-50)).toBe('-₹50.00')
  })
})

describe('discountPercent', () => {
  test.each([
    [10000, 8000, 20],
    [10000, 10000, 0],
    [10000, 12000, 0],
    [0, 0, 0],
    [3300, 2970, 10],
  ])('mrp %i price %i → %i%%', (mrp, price, pct) => expect(discountPercent(paise(mrp), paise(price))).toBe(pct))
})

describe('Paise', () => {
  test.each([1.5, Number.NaN, Infinity, 2 ** 53])('%d is not a whole number of paise', (n) => {
    expect(() => paise(n)).toThrow(RangeError)
  })

  test.each([
    [12345, 123.45],
    [5, 0.05],
    [0, 0],
  ])('%i paise → %d rupees at the wire edge', (amount, rupees) => expect(toRupees(paise(amount))).toBe(rupees))

  test.each([
    [123.45, 12345],
    [0.1 + 0.2, 30],
    [99.995, 10000],
  ])('%d rupees → %i paise, rounded to the paisa', (rupees, amount) => expect(fromRupees(rupees)).toBe(amount))

  test('sums and counts', () => {
    expect(sumPaise([paise(1050), paise(2), paise(0)])).toBe(1052)
    expect(timesPaise(paise(1999), 3)).toBe(5997)
  })
})
