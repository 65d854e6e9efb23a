import { describe, expect, test } from 'vitest'
import { BUY_NOW_CART_PATH, checkoutCartTypeOf, checkoutPath } from './checkout-path.ts'
import { PRODUCT_CART_TYPES, isProductCartType, type ProductCartType } from './cart-types.ts'

describe('checkoutCartTypeOf (spec 1 §2.10: the first path segment)', () => {
  test.each<[string, ProductCartType]>([
    ['/cart', 'pharmacy'],
    ['/cart/address-page', 'pharmacy'],
    ['/cart/checkout/success?order=MW10000001', 'pharmacy'],
    ['/pharmacy-buy-now/cart', 'pharmacy_buy_now'],
    ['/pharmacy-buy-now/cart/address-page?form=new', 'pharmacy_buy_now'],
    ['/pharmacy-buy-now/cart/prescription', 'pharmacy_buy_now'],
    ['/pharmacy-buy-now/cart/select-shipment', 'pharmacy_buy_now'],
    ['/pharmacy-buy-now/cart/summary-page', 'pharmacy_buy_now'],
    ['/pharmacy-buy-now/cart/payment', 'pharmacy_buy_now'],
    ['/pharmacy-buy-now/cart/checkout/success?order=MW10000001', 'pharmacy_buy_now'],
    ['http://localhost:3000/pharmacy-buy-now/cart/payment', 'pharmacy_buy_now'],
    ['http://localhost:3000/cart/payment', 'pharmacy'],
    // The underscore spelling is not the URL spelling (spec 1 §2.10), nor is another case.
    ['/pharmacy_buy_now/cart', 'pharmacy'],
    ['/Pharmacy-Buy-Now/cart', 'pharmacy'],
    // Cart types without checkout pages here fall back to the pharmacy checkout.
    ['/labs/cart', 'pharmacy'],
    ['/done-in-one/cart/address-page', 'done_in_one'],
    ['/done-in-one/cart', 'done_in_one'],
    ['/done-in-one/rx-order-preview', 'done_in_one'],
    ['/cp_labs/cart', 'pharmacy'],
    ['/?next=/pharmacy-buy-now/cart', 'pharmacy'],
  ])('%s → %s', (url, expected) => {
    expect(checkoutCartTypeOf(url)).toBe(expected)
  })

  test('an empty URL is refused as cartTypeFromPath refuses it', () => {
    expect(() => checkoutCartTypeOf('')).toThrow(new Error('URL is required.'))
  })
})

describe('checkoutPath (spec 1 §2.10 prefix rule)', () => {
  test.each<[ProductCartType, string, string]>([
    ['pharmacy', '/cart', '/cart'],
    ['pharmacy', '/cart/summary-page', '/cart/summary-page'],
    ['pharmacy', '/cart?login=true', '/cart?login=true'],
    ['pharmacy_buy_now', '/cart', '/pharmacy-buy-now/cart'],
    ['pharmacy_buy_now', '/cart?login=true', '/pharmacy-buy-now/cart?login=true'],
    ['pharmacy_buy_now', '/cart#main', '/pharmacy-buy-now/cart#main'],
    ['pharmacy_buy_now', '/cart/address-page', '/pharmacy-buy-now/cart/address-page'],
    ['pharmacy_buy_now', '/cart/address-page?form=new', '/pharmacy-buy-now/cart/address-page?form=new'],
    ['pharmacy_buy_now', '/cart/prescription', '/pharmacy-buy-now/cart/prescription'],
    ['pharmacy_buy_now', '/cart/select-shipment', '/pharmacy-buy-now/cart/select-shipment'],
    ['pharmacy_buy_now', '/cart/summary-page', '/pharmacy-buy-now/cart/summary-page'],
    ['pharmacy_buy_now', '/cart/payment', '/pharmacy-buy-now/cart/payment'],
    ['pharmacy_buy_now', '/cart/checkout/success?order=MW1', '/pharmacy-buy-now/cart/checkout/success?order=MW1'],
    // Pages both carts share keep their path.
    ['pharmacy_buy_now', '/order-payment/?order=MW1', '/order-payment/?order=MW1'],
    ['pharmacy_buy_now', '/order/MW1', '/order/MW1'],
    ['pharmacy_buy_now', '/', '/'],
    ['pharmacy_buy_now', '/carts', '/carts'],
    ['pharmacy_buy_now', '/pwa-api/api/v4/carts/details', '/pwa-api/api/v4/carts/details'],
    ['done_in_one', '/cart', '/done-in-one/cart'],
    ['done_in_one', '/cart/summary-page', '/done-in-one/cart/summary-page'],
    ['done_in_one', '/order/MW1', '/order/MW1'],
  ])('%s %s → %s', (type, path, expected) => {
    expect(checkoutPath(type, path)).toBe(expected)
  })

  test.each(PRODUCT_CART_TYPES.map((t) => [t]))('a path of %s reads back as its cart type', (type) => {
    for (const step of ['/cart', '/cart/address-page', '/cart/payment', '/cart/checkout/success']) {
      expect(checkoutCartTypeOf(checkoutPath(type, step))).toBe(type)
    }
  })

  test('Buy now leads to the buy-now cart page', () => {
    expect(BUY_NOW_CART_PATH).toBe(checkoutPath('pharmacy_buy_now', '/cart'))
  })
})

describe('isProductCartType', () => {
  test.each([
    ['pharmacy', true],
    ['pharmacy_buy_now', true],
    ['pharmacy-buy-now', false],
    ['labs', false],
    ['done_in_one', true],
    ['done-in-one', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isProductCartType(value)).toBe(expected)
  })
})
