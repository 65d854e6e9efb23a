import { describe, expect, test } from 'vitest'
import { fromRupees, paise } from '../../../core/money.ts'
import { evaluateCoupon, normaliseCouponCode, type CouponTerms } from './rules.ts'

const now = new Date('2026-11-24T10:00:00Z')
const base: CouponTerms = {
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  minOrderPaise: fromRupees(499),
  maxDiscountPaise: fromRupees(200),
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2027-01-01T00:00:00Z'),
  perAccountLimit: 2,
  firstOrderOnly: false,
  active: true,
}
const ctx = { itemTotal: fromRupees(1000), now, ordersPlaced: 3, timesUsed: 0 }

describe('evaluateCoupon', () => {
  test.each([
    ['percent of the items', {}, {}, { ok: true, discount: fromRupees(100) }],
    ['percent capped at the maximum', {}, { itemTotal: fromRupees(5000) }, { ok: true, discount: fromRupees(200) }],
    [
      'percent without a cap',
      { maxDiscountPaise: null },
      { itemTotal: fromRupees(5000) },
      { ok: true, discount: fromRupees(500) },
    ],
    [
      'percent rounds down to the paisa',
      { maxDiscountPaise: null },
      { itemTotal: paise(99_999) },
      { ok: true, discount: paise(9_999) },
    ],
    ['flat', { kind: 'flat' as const, value: 10_000 }, {}, { ok: true, discount: fromRupees(100) }],
    ['exactly the minimum order', {}, { itemTotal: fromRupees(499) }, { ok: true, discount: paise(4_990) }],
    [
      'below the minimum',
      {},
      { itemTotal: fromRupees(400) },
      { ok: false, message: 'Add items worth ₹99.00 more to use SAVE10' },
    ],
    ['ended (the end is exclusive)', { endsAt: now }, {}, { ok: false, message: 'SAVE10 has expired' }],
    ['switched off', { active: false }, {}, { ok: false, message: 'SAVE10 has expired' }],
    ['not started', { startsAt: new Date(now.getTime() + 1) }, {}, { ok: false, message: 'SAVE10 is not valid yet' }],
    ['starts now', { startsAt: now }, {}, { ok: true, discount: fromRupees(100) }],
    [
      'first order only, after one',
      { firstOrderOnly: true },
      { ordersPlaced: 1 },
      { ok: false, message: 'SAVE10 is only for your first order' },
    ],
    ['first order only, before any', { firstOrderOnly: true }, { ordersPlaced: 0 }, { ok: true, discount: fromRupees(100) }],
    [
      'used up (limit 2)',
      {},
      { timesUsed: 2 },
      { ok: false, message: 'You have already used SAVE10 2 times, the most it allows' },
    ],
    ['used once of 2', {}, { timesUsed: 1 }, { ok: true, discount: fromRupees(100) }],
    ['used up (limit 1)', { perAccountLimit: 1 }, { timesUsed: 1 }, { ok: false, message: 'You have already used SAVE10' }],
    [
      'flat never above the items',
      { kind: 'flat' as const, value: 100_000, minOrderPaise: paise(0), maxDiscountPaise: null },
      { itemTotal: fromRupees(300) },
      { ok: true, discount: fromRupees(300) },
    ],
    [
      'nothing to take off',
      { minOrderPaise: paise(0) },
      { itemTotal: paise(5) },
      { ok: false, message: 'SAVE10 takes nothing off this cart' },
    ],
  ])('%s', (_name, terms, context, expected) => {
    expect(evaluateCoupon({ ...base, ...terms }, { ...ctx, ...context })).toEqual(expected)
  })
})

test('codes are compared in upper case without spaces around', () => {
  expect(normaliseCouponCode('  save10 ')).toBe('SAVE10')
})
