import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { paise, type Paise } from '../money.ts'
import { cancellationRefund, cashbackFor, lineDiscounts, memberPricing, percentOf, wouldHaveSaved } from './benefits.ts'
import type { PlanTerms } from './plans.ts'

const p = (n: number) => paise(n)
const terms: PlanTerms = {
  medicineDiscountPercent: 5,
  freeDelivery: true,
  labDiscountPercent: 10,
  cashbackPercent: 2,
  cashbackCapPaise: p(10_000),
  freeConsultations: 2,
  priorityProcessing: true,
}

describe('member pricing of a cart', () => {
  test.each([
    // price paise, quantity, percent, discount paise
    [10_000, 1, 5, 500],
    [9_999, 1, 5, 499], // rounded down: never a fraction of a paisa more off than the percentage
    [12_345, 3, 5, 1_851],
    [100, 1, 5, 5],
    [19, 1, 5, 0],
    [10_000, 2, 0, 0],
    [10_000, 1, 150, 10_000], // a percentage above 100 never makes a line cheaper than zero
  ])('a line at %i paise × %i with %i%% off saves %i paise', (price, quantity, percent, discount) => {
    const got = lineDiscounts([{ key: 'a', price: p(price), quantity }], percent)
    expect(got.reduce((s, l) => s + l.discount, 0)).toBe(discount)
  })

  test('not a member: nothing changes', () => {
    expect(memberPricing([{ key: 1, price: p(50_000), quantity: 1 }], null)).toEqual({
      lines: [],
      discount: 0,
      freeDelivery: false,
    })
  })

  test("a member: each line's saving is kept by key, and they add up to the discount", () => {
    const got = memberPricing(
      [
        { key: 11, price: p(20_000), quantity: 2 },
        { key: 12, price: p(5_990), quantity: 1 },
      ],
      terms,
    )
    expect(got).toEqual({
      lines: [
        { key: 11, discount: 2_000 },
        { key: 12, discount: 299 },
      ],
      discount: 2_299,
      freeDelivery: true,
    })
  })

  test('no line is ever cheaper than zero, and the discount never exceeds the lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 20 }) }), {
          maxLength: 30,
        }),
        fc.integer({ min: 0, max: 200 }),
        (lines, percent) => {
          const keyed = lines.map((l, key) => ({ key, price: p(l.price), quantity: l.quantity }))
          const got = memberPricing(keyed, { ...terms, medicineDiscountPercent: percent })
          for (const l of got.lines) {
            const line = keyed[l.key]!
            expect(l.discount).toBeGreaterThan(0)
            expect(l.discount).toBeLessThanOrEqual(line.price * line.quantity)
          }
          expect(got.discount).toBe(got.lines.reduce((s, l) => s + l.discount, 0))
        },
      ),
    )
  })
})

describe('MedWise Cash back', () => {
  test.each([
    [100_000, 2_000],
    [999_999, 10_000], // capped per order
    [49, 0],
  ])('an order of %i paise earns %i paise', (total, earned) => {
    expect(cashbackFor(p(total), terms)).toBe(earned)
  })
  test('percentOf of nothing is nothing', () => {
    expect(percentOf(p(0), 5)).toBe(0)
    expect(percentOf(p(100), 0)).toBe(0)
  })
})

describe('the refund of a cancelled membership', () => {
  const startsAt = new Date('2026-01-01T00:00:00Z')
  const endsAt = new Date('2026-04-01T00:00:00Z') // 90 days
  const at = (day: number) => new Date(startsAt.getTime() + day * 86_400_000)
  test.each([
    // day cancelled, saved paise, refund paise of a ₹165 fee
    [0, 0, 16_500],
    [0, 2_000, 14_500],
    [45, 0, 8_250],
    [45, 8_250, 0],
    [45, 20_000, 0], // saved more than the days left: nothing back, never negative
    [89, 0, 183],
    [90, 0, 0],
    [200, 0, 0],
  ])('cancelled on day %i having saved %i paise gives back %i paise', (day, saved, refund) => {
    expect(cancellationRefund({ fee: p(16_500), startsAt, endsAt, at: at(day), saved: p(saved) })).toBe(refund)
  })
  test('a renewal cancelled before it starts gives back its whole fee, less what it saved', () => {
    expect(cancellationRefund({ fee: p(39_900), startsAt, endsAt, at: at(-10), saved: p(0) })).toBe(39_900)
  })
  test('what a member keeps net is at least what the plan saved them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -30, max: 120 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (fee, day, saved) => {
          const refund: Paise = cancellationRefund({ fee: p(fee), startsAt, endsAt, at: at(day), saved: p(saved) })
          expect(refund).toBeGreaterThanOrEqual(0)
          expect(refund).toBeLessThanOrEqual(fee)
          if (refund > 0) expect(fee - refund).toBeGreaterThanOrEqual(Math.min(saved, fee))
        },
      ),
    )
  })
})

describe('what a plan would have saved on past orders', () => {
  const o = (item: number, delivery: number, member = 0) => ({
    itemTotalPaise: p(item),
    deliveryFeePaise: p(delivery),
    memberDiscountPaise: p(member),
  })
  test.each([
    [[], 0],
    [[o(30_000, 4_900)], 1_500 + 4_900],
    [[o(30_000, 4_900), o(80_000, 0)], 1_500 + 4_900 + 4_000],
    [[o(30_000, 4_900, 1_500)], 0], // already member-priced
  ])('%o → %i paise', (orders, saved) => {
    expect(wouldHaveSaved(orders, terms)).toBe(saved)
  })
  test('without free delivery only the discount counts', () => {
    expect(wouldHaveSaved([o(30_000, 4_900)], { medicineDiscountPercent: 5, freeDelivery: false })).toBe(1_500)
  })
})
