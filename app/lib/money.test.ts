import { describe, expect, test } from 'vitest'
import { discountPercent, formatPaise } from './money'

describe('formatPaise', () => {
  test.each([
    [0, '₹0.00'],
    [3080, '₹30.80'],
    [12345678, '₹1,23,456.78'],
  ])('%i paise → %s', (paise, text) => expect(formatPaise(paise)).toBe(text))
})

describe('discountPercent', () => {
  test.each([
    [10000, 8000, 20],
    [10000, 10000, 0],
    [10000, 12000, 0],
    [0, 0, 0],
    [3300, 2970, 10],
  ])('mrp %i price %i → %i%%', (mrp, price, pct) => expect(discountPercent(mrp, price)).toBe(pct))
})
