import { describe, expect, test } from 'vitest'
import { cartTypeFromPath, cartUrlPrefix, orderSource } from '../cart/cart-types.ts'
import { checkoutCartTypeOf, checkoutPath } from '../cart/checkout-path.ts'
import {
  DIO_PATHS,
  DIO_REJECT_REASONS,
  DIO_REJECT_TEXTS,
  dioReference,
  LABS_QUICK_ORDER_PATH,
  QUICK_ORDER_PATH,
} from './texts.ts'

describe('the done-in-one paths (spec 2 §2, spec 1 §2.3)', () => {
  test('the route table’s four paths, and the sub-header’s two buttons', () => {
    expect([DIO_PATHS.attach, DIO_PATHS.preview, DIO_PATHS.processing, DIO_PATHS.address]).toEqual([
      '/done-in-one/prescription-order',
      '/done-in-one/rx-order-preview',
      '/done-in-one/rx-order-processing',
      '/done-in-one/cart/address-page',
    ])
    expect([QUICK_ORDER_PATH, LABS_QUICK_ORDER_PATH]).toEqual(['/order-with-prescription', '/labs/order-with-prescription'])
  })

  test('every done-in-one path is of cart type done_in_one, whose orders come from PHARMACY and call back as DIO', () => {
    for (const path of Object.values(DIO_PATHS)) {
      expect(cartTypeFromPath(path)).toBe('done_in_one')
      expect(checkoutCartTypeOf(path)).toBe('done_in_one')
      expect(path.startsWith(cartUrlPrefix('done_in_one'))).toBe(true)
    }
    expect(checkoutPath('done_in_one', '/cart')).toBe(DIO_PATHS.cart)
    expect(checkoutPath('done_in_one', '/cart/address-page')).toBe(DIO_PATHS.address)
    expect(orderSource('done_in_one')).toEqual({ orderSource: 'PHARMACY', callbackSource: 'DIO' })
  })
})

describe('requests', () => {
  test.each([
    [1, 'DIO10000001'],
    [12, 'DIO10000012'],
    [89_999_999, 'DIO99999999'],
  ])('request %i is quoted as %s, never as an order number (MW…)', (id, reference) => {
    expect(dioReference(id)).toBe(reference)
    expect(reference).not.toMatch(/^MW/)
  })

  test('every reason a pharmacist may give has the words the customer reads', () => {
    for (const reason of DIO_REJECT_REASONS) expect(DIO_REJECT_TEXTS[reason].length).toBeGreaterThan(10)
    expect(Object.keys(DIO_REJECT_TEXTS).sort()).toEqual([...DIO_REJECT_REASONS].sort())
  })
})
