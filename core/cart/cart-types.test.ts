import { describe, test, expect } from 'vitest'
import { CART_TYPES, cartTypeFromPath, cartUrlPrefix, isCartType, orderSource, type CartType } from './cart-types.ts'

describe('cartTypeFromPath (spec 1 §2.10)', () => {
  test.each([
    ['/labs', 'labs'],
    ['/labs/cart', 'labs'],
    ['/labs/test/123/delhi/price', 'labs'],
    ['/done-in-one/prescription-order', 'done_in_one'],
    ['/pharmacy-buy-now/cart', 'pharmacy_buy_now'],
    ['/cp_labs/cart', 'cp_labs'],
    ['/cp_labs/cart/patient-page', 'cp_labs'],
    ['/cart', 'pharmacy'],
    ['/', 'pharmacy'],
    ['/cp-labs/cart', 'pharmacy'],
    ['/done_in_one/cart', 'pharmacy'],
    ['/pharmacy_buy_now/cart', 'pharmacy'],
    ['/Labs/cart', 'pharmacy'],
    ['/labsx/cart', 'pharmacy'],
    ['/corporate/labs', 'pharmacy'],
    ['labs/cart', 'labs'],
    ['/labs?from=home', 'labs'],
    ['/?next=/labs', 'pharmacy'],
    ['https://www.example.in/labs/cart?x=1', 'labs'],
    ['https://www.example.in/done-in-one/cart', 'done_in_one'],
    ['https://www.example.in/', 'pharmacy'],
    ['https://www.example.in', 'pharmacy'],
    ['/constructor', 'pharmacy'],
    ['/toString', 'pharmacy'],
  ])('%s → %s', (url, expected) => {
    expect(cartTypeFromPath(url)).toBe(expected)
  })

  test.each([[''], [undefined], [null], ['   ']])('%j throws "URL is required."', (url) => {
    expect(() => cartTypeFromPath(url)).toThrow(new Error('URL is required.'))
  })

  test.each([[42], [{}], [['/labs']], [true], [0], [false]])('%j throws the invalid-URL error', (url) => {
    expect(() => cartTypeFromPath(url)).toThrow(new Error('Invalid URL. Please provide a valid string URL.'))
  })
})

describe('cartUrlPrefix (spec 1 §2.10)', () => {
  test.each<[CartType, string]>([
    ['pharmacy', ''],
    ['labs', '/labs'],
    ['done_in_one', '/done-in-one'],
    ['pharmacy_buy_now', '/pharmacy-buy-now'],
    ['cp_labs', '/cp_labs'],
  ])('%s → %j', (type, expected) => {
    expect(cartUrlPrefix(type)).toBe(expected)
  })

  test.each(CART_TYPES.map((t) => [t]))('prefix of %s round-trips through cartTypeFromPath', (type) => {
    expect(cartTypeFromPath(`${cartUrlPrefix(type)}/cart`)).toBe(type)
  })
})

describe('orderSource (spec 1 §3)', () => {
  test.each([
    ['pharmacy', 'PHARMACY', 'PHARMACY'],
    ['done_in_one', 'PHARMACY', 'DIO'],
    ['labs', 'DIAGNOSTICS', 'LABS'],
    ['pharmacy_buy_now', 'PHARMACY', 'PHARMACY_BUY_NOW'],
    ['cp_labs', 'DIAGNOSTICS', 'cp_labs'],
  ])('%s → %s / %s', (type, normal, callback) => {
    expect(orderSource(type)).toEqual({ orderSource: normal, callbackSource: callback })
  })

  test.each([['diagnostics'], ['done-in-one'], [''], ['PHARMACY'], [undefined], ['toString']])('unknown %j throws', (type) => {
    expect(() => orderSource(type)).toThrow(new Error(`Unsupported cartType: ${String(type)}`))
  })

  test('returns a copy that cannot corrupt the table', () => {
    const first = orderSource('labs')
    first.orderSource = 'X'
    expect(orderSource('labs').orderSource).toBe('DIAGNOSTICS')
  })
})

describe('isCartType', () => {
  test.each([
    ['pharmacy', true],
    ['cp_labs', true],
    ['cp-labs', false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isCartType(value)).toBe(expected)
  })
})
