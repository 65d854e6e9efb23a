import { describe, expect, test } from 'vitest'
import { formatRupees } from '../money.ts'
import {
  RECHARGE_TEXTS,
  readRechargeAmount,
  rechargeAmountProblem,
  rechargeReturn,
  walletAmountText,
  walletEntryTitle,
} from './wallet.ts'

describe('rechargeAmountProblem: ₹100 to ₹10,000 in whole rupees', () => {
  test.each([
    [100, null],
    [500, null],
    [10_000, null],
    [99, RECHARGE_TEXTS.range],
    [0, RECHARGE_TEXTS.range],
    [-500, RECHARGE_TEXTS.range],
    [10_001, RECHARGE_TEXTS.range],
    [100.5, RECHARGE_TEXTS.wholeRupees],
    [Number.NaN, RECHARGE_TEXTS.wholeRupees],
    [Number.POSITIVE_INFINITY, RECHARGE_TEXTS.wholeRupees],
  ])('%s → %s', (rupees, expected) => expect(rechargeAmountProblem(rupees)).toBe(expected))

  test('the range message names both ends in rupees', () =>
    expect(RECHARGE_TEXTS.range).toBe('Enter an amount from ₹100 to ₹10,000'))
})

describe('readRechargeAmount: a typed amount wins over a quick pick', () => {
  test.each([
    [{ choice: '500' }, { ok: true, rupees: 500 }],
    [
      { choice: '200', custom: '' },
      { ok: true, rupees: 200 },
    ],
    [
      { choice: '1000', custom: '   ' },
      { ok: true, rupees: 1000 },
    ],
    [
      { choice: '500', custom: '750' },
      { ok: true, rupees: 750 },
    ],
    [{ custom: '₹1,000' }, { ok: true, rupees: 1000 }],
    [{ custom: ' 10,000 ' }, { ok: true, rupees: 10_000 }],
    [{ custom: '100' }, { ok: true, rupees: 100 }],
    [{ custom: '99' }, { ok: false, field: 'custom_amount', message: RECHARGE_TEXTS.range }],
    [{ custom: '10001' }, { ok: false, field: 'custom_amount', message: RECHARGE_TEXTS.range }],
    [{ custom: '99999999' }, { ok: false, field: 'custom_amount', message: RECHARGE_TEXTS.wholeRupees }],
    [{ custom: '750.50' }, { ok: false, field: 'custom_amount', message: RECHARGE_TEXTS.wholeRupees }],
    [{ custom: '-500' }, { ok: false, field: 'custom_amount', message: RECHARGE_TEXTS.wholeRupees }],
    [{ custom: '1e3' }, { ok: false, field: 'custom_amount', message: RECHARGE_TEXTS.wholeRupees }],
    [{ custom: 'five hundred' }, { ok: false, field: 'custom_amount', message: RECHARGE_TEXTS.wholeRupees }],
    [{}, { ok: false, field: 'choice', message: RECHARGE_TEXTS.choose }],
    [{ choice: '300' }, { ok: false, field: 'choice', message: RECHARGE_TEXTS.choose }],
    [
      { choice: 'other', custom: null },
      { ok: false, field: 'choice', message: RECHARGE_TEXTS.choose },
    ],
  ])('%j → %j', (input, expected) => expect(readRechargeAmount(input)).toEqual(expected))
})

describe('rechargeReturn: back only to a page that offers Add money', () => {
  test.each([
    ['/cart/payment', '/cart/payment'],
    ['/dashboard/cash', '/dashboard/cash'],
    ['/pharmacy-buy-now/cart/payment', '/pharmacy-buy-now/cart/payment'],
    [undefined, '/dashboard/cash'],
    ['https://evil.example/', '/dashboard/cash'],
    ['//evil.example', '/dashboard/cash'],
    ['/cart/payment?x=1', '/dashboard/cash'],
    [['/cart/payment'], '/dashboard/cash'],
  ])('%j → %s', (value, expected) => expect(rechargeReturn(value)).toBe(expected))
})

describe('the ledger in words', () => {
  test.each([
    [500, 'Added ₹500.00'],
    [79.5, 'Added ₹79.50'],
    [-79, 'Spent ₹79.00'],
    [-1234.5, 'Spent ₹1,234.50'],
  ])('%s → %s', (rupees, expected) => expect(walletAmountText(rupees, formatRupees)).toBe(expected))

  test.each([
    ['recharge', 'Money added'],
    ['order_payment', 'Paid for an order'],
    ['refund', 'Refund'],
    ['order_payment_reversal', 'Payment returned'],
    ['adjustment', 'Adjustment by MedWise'],
    ['something_new', 'MedWise Cash'],
  ])('%s → %s', (kind, expected) => expect(walletEntryTitle(kind)).toBe(expected))
})
