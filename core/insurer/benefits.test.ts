import { describe, expect, it } from 'vitest'
import { paise } from '../money.ts'
import { betterDiscount, insurerLeft, istYear, labDiscount, medicineDiscount, SAMPLE_INSURER_PLAN } from './benefits.ts'

const plan = SAMPLE_INSURER_PLAN

describe('medicineDiscount: 10% up to ₹200 an order and ₹1,000 a year (sample terms)', () => {
  it.each([
    ['a small order', 50_000, 0, 5_000],
    ['rounded down to the paisa', 12_345, 0, 1_234],
    ['capped per order', 500_000, 0, 20_000],
    ['capped by what is left of the year', 500_000, 95_000, 5_000],
    ['nothing left this year', 500_000, 100_000, 0],
    ['used beyond the cap (a race) gives nothing', 500_000, 120_000, 0],
    ['an empty cart', 0, 0, 0],
  ])('%s', (_, total, used, expected) => {
    expect(medicineDiscount(paise(total), plan, paise(used))).toBe(expected)
  })
})

describe('labDiscount: 15% (sample)', () => {
  it.each([
    [100_000, 15_000],
    [999, 149],
    [0, 0],
  ])('%i → %i', (total, expected) => {
    expect(labDiscount(paise(total), plan)).toBe(expected)
  })
})

describe('insurerLeft', () => {
  it.each([
    [
      { consultations: 0, medicinePaiseThisYear: paise(0) },
      { consultations: 1, medicinePaiseThisYear: 100_000 },
    ],
    [
      { consultations: 1, medicinePaiseThisYear: paise(30_000) },
      { consultations: 0, medicinePaiseThisYear: 70_000 },
    ],
    [
      { consultations: 3, medicinePaiseThisYear: paise(150_000) },
      { consultations: 0, medicinePaiseThisYear: 0 },
    ],
  ])('%j → %j', (used, left) => {
    expect(insurerLeft(plan, used)).toEqual(left)
  })
})

describe('betterDiscount: never stacked, the better of the two, the care plan on a tie', () => {
  it.each([
    [0, 0, null, 0],
    [5_000, 0, 'care_plan', 5_000],
    [0, 4_000, 'insurer', 4_000],
    [5_000, 4_000, 'care_plan', 5_000],
    [3_000, 4_000, 'insurer', 4_000],
    [4_000, 4_000, 'care_plan', 4_000],
  ])('care plan %i, insurer %i → %s %i', (care, insurer, source, discount) => {
    expect(betterDiscount(paise(care), paise(insurer))).toEqual({ source, discount })
  })
})

describe('istYear', () => {
  it.each([
    ['2026-12-31T18:29:59Z', 2026],
    ['2026-12-31T18:30:00Z', 2027],
  ])('%s → %i', (iso, year) => {
    expect(istYear(new Date(iso))).toBe(year)
  })
})
