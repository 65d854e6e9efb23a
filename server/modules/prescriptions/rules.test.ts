import { describe, expect, test } from 'vitest'
import {
  PRESCRIPTION_VALID_MONTHS,
  indiaDay,
  isPrescriptionValid,
  prescriptionValidUntil,
  substitutionAllowed,
  uncoveredRxLines,
} from './rules.ts'

// Issue 10 §3 and §6: validity of a prescription, and the Rx lines a prescription does not name.

describe('validity', () => {
  test('six months by default, the same day later, clamped to the month end', () => {
    expect(PRESCRIPTION_VALID_MONTHS).toBe(6)
    expect(prescriptionValidUntil('2026-11-01')).toBe('2027-05-01')
    expect(prescriptionValidUntil('2026-08-31')).toBe('2027-02-28')
    expect(prescriptionValidUntil('2027-08-31')).toBe('2028-02-29')
    expect(prescriptionValidUntil('2026-01-15', 3)).toBe('2026-04-15')
    expect(() => prescriptionValidUntil('15/01/2026')).toThrow(RangeError)
  })

  test('valid from the date written on it to its last day inclusive, in India', () => {
    const at = (iso: string) => new Date(iso)
    expect(isPrescriptionValid('2026-11-01', at('2027-05-01T12:00:00+05:30'))).toBe(true)
    expect(isPrescriptionValid('2026-11-01', at('2027-05-02T00:10:00+05:30'))).toBe(false)
    // 19:00 UTC on 1 May is already 2 May in India.
    expect(isPrescriptionValid('2026-11-01', at('2027-05-01T19:00:00Z'))).toBe(false)
    expect(isPrescriptionValid('2026-11-01', at('2027-02-01T10:00:00Z'), 3)).toBe(true)
    expect(isPrescriptionValid('2026-11-01', at('2027-02-02T10:00:00Z'), 3)).toBe(false)
  })

  test('a date in the future, a missing date or a malformed one is not valid', () => {
    const now = new Date('2026-11-24T10:00:00Z')
    expect(isPrescriptionValid('2026-11-25', now)).toBe(false)
    expect(isPrescriptionValid('2026-11-24', now)).toBe(true)
    expect(isPrescriptionValid(null, now)).toBe(false)
    expect(isPrescriptionValid('', now)).toBe(false)
    expect(isPrescriptionValid('24-11-2026', now)).toBe(false)
  })

  test("India's day, not UTC's", () => {
    expect(indiaDay(new Date('2026-11-24T18:29:00Z'))).toBe('2026-11-24')
    expect(indiaDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25')
  })
})

describe('uncoveredRxLines', () => {
  const line = (skuId: number, saltKey: string | null, quantity = 1, rxRequired = true) => ({
    skuId,
    saltKey,
    rxRequired,
    quantity,
  })
  const strict = { allowSubstitutes: false }
  const subs = { allowSubstitutes: true }

  test('a line is named by its SKU; lines that need no prescription are never reported', () => {
    const lines = [line(1, 'a'), line(2, 'b'), line(3, 'c', 1, false)]
    expect(uncoveredRxLines(lines, [{ skuId: 1, saltKey: 'a', quantity: 1 }], strict)).toEqual([lines[1]])
    expect(uncoveredRxLines(lines, [], strict)).toEqual([lines[0], lines[1]])
  })

  test('an equivalent brand (same salt key) names a line only with permission to substitute', () => {
    const lines = [line(1, 'a')]
    const meds = [{ skuId: 9, saltKey: 'a', quantity: 1 }]
    expect(uncoveredRxLines(lines, meds, strict)).toEqual(lines)
    expect(uncoveredRxLines(lines, meds, subs)).toEqual([])
    // A missing salt key never matches another missing one.
    expect(uncoveredRxLines([line(1, null)], [{ skuId: 9, saltKey: null, quantity: 1 }], subs)).toHaveLength(1)
  })

  test('units ordered may not exceed units prescribed, summed over the prescriptions', () => {
    expect(uncoveredRxLines([line(1, 'a', 3)], [{ skuId: 1, saltKey: 'a', quantity: 2 }], strict)).toHaveLength(1)
    expect(uncoveredRxLines([line(1, 'a', 2)], [{ skuId: 1, saltKey: 'a', quantity: 2 }], strict)).toHaveLength(0)
    const twoPapers = [
      { skuId: 1, saltKey: 'a', quantity: 2 },
      { skuId: 1, saltKey: 'a', quantity: 1 },
    ]
    expect(uncoveredRxLines([line(1, 'a', 3)], twoPapers, strict)).toHaveLength(0)
  })

  test('prescribed units are shared: exact SKUs take them first, then substitutes', () => {
    // Brand 1 (2 units) and brand 2 (1 unit) share salt 'a'; the paper names 2 units of brand 1 and 1 of brand 9.
    const lines = [line(2, 'a', 1), line(1, 'a', 2)]
    const meds = [
      { skuId: 1, saltKey: 'a', quantity: 2 },
      { skuId: 9, saltKey: 'a', quantity: 1 },
    ]
    expect(uncoveredRxLines(lines, meds, subs)).toEqual([])
    expect(uncoveredRxLines(lines, meds, strict)).toEqual([lines[0]])
    expect(uncoveredRxLines([...lines, line(3, 'a', 1)], meds, subs)).toEqual([line(3, 'a', 1)])
  })
})

describe('substitutionAllowed (issue 10 §6: only with the customer’s permission)', () => {
  test.each([
    ['pharmacy', null, true],
    ['pharmacy_buy_now', null, true],
    ['done_in_one', true, true],
    ['done_in_one', false, false],
    ['done_in_one', null, false],
    ['done_in_one', undefined, false],
  ] as const)('%s with the request saying %s: %s', (cartType, allows, expected) => {
    expect(substitutionAllowed(cartType, allows)).toBe(expected)
  })
})
