import { describe, expect, test } from 'vitest'
import { CartAddSchema } from '../../contracts/cart.ts'
import { parseSupplementQuery, supplementCartPayload, supplementQuantity } from './supplement-skus.ts'

describe('parseSupplementQuery', () => {
  test.each([
    ['one each', '12', '2', [{ sku_id: 12, quantity: 2 }]],
    [
      'two, in order',
      '1,2',
      '2,1',
      [
        { sku_id: 1, quantity: 2 },
        { sku_id: 2, quantity: 1 },
      ],
    ],
    [
      'spaces around items',
      ' 1 , 2 ',
      ' 3 ,4',
      [
        { sku_id: 1, quantity: 3 },
        { sku_id: 2, quantity: 4 },
      ],
    ],
    [
      'a quantity that is not a number becomes 1',
      '1,2',
      'two,3',
      [
        { sku_id: 1, quantity: 1 },
        { sku_id: 2, quantity: 3 },
      ],
    ],
    [
      'an empty quantity becomes 1',
      '1,2',
      ',5',
      [
        { sku_id: 1, quantity: 1 },
        { sku_id: 2, quantity: 5 },
      ],
    ],
    ['an empty quantities list for one SKU', '7', '', [{ sku_id: 7, quantity: 1 }]],
    [
      'a number is passed on for the cart to judge',
      '1,2,3',
      '0,2.5,21',
      [
        { sku_id: 1, quantity: 0 },
        { sku_id: 2, quantity: 2.5 },
        { sku_id: 3, quantity: 21 },
      ],
    ],
    [
      'the same SKU twice (the cart adds them up)',
      '5,5',
      '1,2',
      [
        { sku_id: 5, quantity: 1 },
        { sku_id: 5, quantity: 2 },
      ],
    ],
  ])('%s', (_name, ids, quantities, skus) => {
    expect(parseSupplementQuery(ids, quantities)).toEqual({ ok: true, skus })
  })

  test.each([
    ['sku_ids missing', null, '1'],
    ['sku_ids empty', '', '1'],
    ['sku_ids blank', '  ', '1'],
    ['quantities missing', '1', null],
    ['more quantities than SKUs', '1', '1,2'],
    ['more SKUs than quantities', '1,2', '1'],
    ['an empty SKU', '1,,2', '1,1,1'],
    ['a SKU that is not a number', 'abc', '1'],
    ['a negative SKU', '-1', '1'],
    ['a SKU of 0', '0', '1'],
    ['a fractional SKU', '1.5', '1'],
    ['a SKU too large for the database', '2147483648', '1'],
    ['a SKU in hex', '0x10', '1'],
    ['more items than a cart holds', Array.from({ length: 51 }, (_, i) => i + 1).join(','), Array(51).fill('1').join(',')],
  ])('fails: %s', (_name, ids, quantities) => {
    expect(parseSupplementQuery(ids, quantities).ok).toBe(false)
  })

  test('50 items are fine', () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1).join(',')
    expect(parseSupplementQuery(ids, Array(50).fill('1').join(',')).ok).toBe(true)
  })
})

describe('supplementQuantity (spec 2 §5)', () => {
  test.each([
    ['3', 3],
    [' 3 ', 3],
    ['0', 0],
    ['-2', -2],
    ['2.5', 2.5],
    ['', 1],
    ['two', 1],
    ['0x2', 1],
    ['1e1', 1],
    ['Infinity', 1],
    ['NaN', 1],
    ['3abc', 1],
  ])('%j → %d', (raw, quantity) => {
    expect(supplementQuantity(raw)).toBe(quantity)
  })
})

describe('supplementCartPayload (spec 2 §3)', () => {
  test('is the cart add payload, exactly', () => {
    expect(
      supplementCartPayload([
        { sku_id: 1, quantity: 2 },
        { sku_id: 2, quantity: 1 },
      ]),
    ).toStrictEqual({
      skus: [
        { sku_id: 1, quantity: 2 },
        { sku_id: 2, quantity: 1 },
      ],
      types: 'pharmacy',
      page_source: 'health_rec',
      response_type: 'brief',
      is_recommendation_required: true,
    })
  })

  test('is what the cart call accepts; a quantity it refuses fails there', () => {
    expect(CartAddSchema.safeParse(supplementCartPayload([{ sku_id: 1, quantity: 20 }])).success).toBe(true)
    for (const quantity of [0, 2.5, 21]) {
      expect(CartAddSchema.safeParse(supplementCartPayload([{ sku_id: 1, quantity }])).success).toBe(false)
    }
  })
})
