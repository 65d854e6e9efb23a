import { describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { chooseLab, collectionFee, labsBillFor, type LabCandidate, type LabOffer } from './labs-rules.ts'

// issue 11 §3 and §4: the lab a labs cart goes to, and the home-collection fee.

const lab = (id: number, ratingTenths = 40): LabCandidate => ({ id, name: `Lab ${id}`, ratingTenths })
const offer = (labId: number, testId: number, price: number, mrp = price + 100): LabOffer => ({
  labId,
  testId,
  pricePaise: paise(price),
  mrpPaise: paise(mrp),
})

describe('chooseLab', () => {
  test('the lab that offers every test at the lowest total, whatever the order of the labs', () => {
    const offers = [offer(1, 10, 500), offer(1, 11, 900), offer(2, 10, 700), offer(2, 11, 600), offer(3, 10, 100)]
    const choice = chooseLab([lab(3), lab(1), lab(2)], offers, [10, 11])
    expect(choice).toEqual({ lab: lab(2), total: 1300, mrpTotal: 1500 })
  })

  test('a lab missing one test is never chosen, however cheap; none offering all is null', () => {
    const offers = [offer(1, 10, 100), offer(2, 10, 900), offer(2, 11, 900)]
    expect(chooseLab([lab(1), lab(2)], offers, [10, 11])?.lab.id).toBe(2)
    expect(chooseLab([lab(1)], offers, [10, 11])).toBeNull()
  })

  test('only the labs given (those collecting in the city) count', () => {
    const offers = [offer(1, 10, 100), offer(2, 10, 900)]
    expect(chooseLab([lab(2)], offers, [10])?.lab.id).toBe(2)
  })

  test('ties go to the better rating, then the lower id', () => {
    const offers = [offer(1, 10, 500), offer(2, 10, 500), offer(3, 10, 500)]
    expect(chooseLab([lab(1, 42), lab(2, 45), lab(3, 45)], offers, [10])?.lab.id).toBe(2)
    expect(chooseLab([lab(3, 45), lab(2, 45)], offers, [10])?.lab.id).toBe(2)
  })

  test('patients weigh a test: the total is price × patients', () => {
    const offers = [offer(1, 10, 300), offer(1, 11, 1000), offer(2, 10, 600), offer(2, 11, 800)]
    // One patient each: lab 1 (1300) is cheaper than lab 2 (1400); three patients on test 11 turn it round.
    expect(chooseLab([lab(1), lab(2)], offers, [10, 11])?.lab.id).toBe(1)
    const weighted = chooseLab([lab(1), lab(2)], offers, [10, 11], new Map([[11, 3]]))
    expect(weighted).toMatchObject({ lab: { id: 2 }, total: 600 + 3 * 800 })
  })

  test('no tests, or a test listed twice', () => {
    expect(chooseLab([lab(1)], [offer(1, 10, 100)], [])).toBeNull()
    expect(chooseLab([lab(1)], [offer(1, 10, 100)], [10, 10])?.total).toBe(100)
  })
})

describe('collection fee', () => {
  const rule = { fee: paise(9_900), freeFrom: paise(50_000) }
  test.each([
    ['an empty cart', 0, 0, 0],
    ['₹1', 100, 9_900, 49_900],
    ['₹499.99', 49_999, 9_900, 1],
    ['exactly ₹500', 50_000, 0, 0],
    ['above', 120_000, 0, 0],
  ])('%s', (_label, total, fee, toFree) => {
    expect(collectionFee(paise(total), rule)).toEqual({ fee, toFree })
  })

  test('configurable: another fee and minimum, or none at all', () => {
    expect(collectionFee(paise(70_000), { fee: paise(5_000), freeFrom: paise(100_000) })).toEqual({ fee: 5_000, toFree: 30_000 })
    expect(collectionFee(paise(100), { fee: paise(0), freeFrom: paise(50_000) })).toEqual({ fee: 0, toFree: 0 })
  })

  test('the default is ₹99 under ₹500', () => {
    expect(collectionFee(paise(40_000))).toEqual({ fee: 9_900, toFree: 10_000 })
  })

  test('the bill: MRP total, discount, fee and the amount to pay, patients multiplying each line', () => {
    const bill = labsBillFor(
      [
        { mrp: paise(30_000), price: paise(20_000), patients: 1 },
        { mrp: paise(10_000), price: paise(5_000), patients: 2 },
      ],
      rule,
    )
    expect(bill).toEqual({
      mrpTotal: 50_000,
      discount: 20_000,
      testsTotal: 30_000,
      memberDiscount: 0,
      collectionFee: 9_900,
      payable: 39_900,
      toFreeCollection: 20_000,
    })
  })

  test("a care plan's discount comes off the tests, never below zero; the fee is judged before it (issue 23)", () => {
    const lines = [{ mrp: paise(40_000), price: paise(30_000), patients: 1 }]
    expect(labsBillFor(lines, rule, paise(3_000))).toMatchObject({
      testsTotal: 30_000,
      memberDiscount: 3_000,
      collectionFee: 9_900,
      payable: 36_900,
    })
    expect(labsBillFor(lines, rule, paise(50_000))).toMatchObject({ memberDiscount: 30_000, payable: 9_900 })
  })
})
