import { describe, expect, test } from 'vitest'
import { skeletonFor } from './pending-skeleton'

// spec 2 §2 'Loading layouts': the layout a pending navigation shows, by where it goes.
describe('skeletonFor', () => {
  test.each([
    ['/search/all', 'listing'],
    ['/generics/paracetamol-1', 'listing'],
    ['/drugs-all-medicines', 'listing'],
    ['/categories', 'category'],
    ['/categories/diabetes-care', 'category'],
    ['/cart', 'cart'],
    ['/labs/cart', 'cart'],
    ['/cp_labs/cart', 'cart'],
    ['/pharmacy-buy-now/cart', 'cart'],
    ['/cart/prescription', 'prescription'],
    ['/done-in-one/cart/address-page', 'address'],
    ['/labs/cart/patient-page', 'labBooking'],
    ['/labs/order-with-prescription', 'dioAttach'],
    ['/done-in-one/prescription-order', 'dioAttach'],
    ['/done-in-one/rx-order-preview', 'dioPreview'],
    ['/done-in-one/rx-order-processing', 'dioProcessing'],
    ['/labs/cart/checkout/success', 'orderSuccess'],
    ['/insights-supplement/bos-package-success', 'orderSuccess'],
    ['/reorder', 'reorder'],
    ['/subscription-plan/myplan', 'savings'],
    ['/labs/test/complete-blood-count-cbc-1', 'labTest'],
    ['/labs/test/complete-blood-count-cbc-1/new-delhi/price', 'labTest'],
    ['/labs/new-delhi/search', 'labSearch'],
    ['/labs/new-delhi/diagnostic-centers/apex-labs', 'labDetails'],
    ['/labs/tests', 'labCategory'],
    ['/labs/category/full-body', 'labCategory'],
    ['/partner-offers', 'offersList'],
    ['/offer-detail/1/2', 'offerDetail'],
  ])('%s → %s', (to, name) => {
    expect(skeletonFor('/', to)).toBe(name)
  })

  test("the carts' payment pages load as the payment layout with its care-plan checkbox (issue 23)", () => {
    for (const to of ['/cart/payment', '/pharmacy-buy-now/cart/payment', '/labs/cart/payment', '/cp_labs/cart/payment']) {
      expect(skeletonFor('/cart/summary-page', to), to).toBe('payment')
    }
  })

  test('none: no pending navigation, a page without a layout, or a move within the same page', () => {
    expect(skeletonFor('/', undefined)).toBeNull()
    expect(skeletonFor('/', '/help')).toBeNull()
    expect(skeletonFor('/', '/drugs/dolo-650-tablet-100001')).toBeNull()
    expect(skeletonFor('/', '/cart/payment/recharge')).toBeNull()
    expect(skeletonFor('/search/all', '/search/all')).toBeNull()
  })
})
