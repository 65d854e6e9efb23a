import { useLocation } from 'react-router'
import { checkoutCartTypeOf, checkoutPath } from '../../core/cart/checkout-path.ts'
import { type ProductCartType } from '../../core/cart/cart-types.ts'

/**
 * The checkout cart of the page being shown (from its URL, spec 1 §2.10) and a builder of links between checkout
 * steps that keeps its prefix: on /pharmacy-buy-now/cart/… `to('/cart/summary-page')` is
 * '/pharmacy-buy-now/cart/summary-page'.
 */
export function useCheckoutPath(): { cartType: ProductCartType; to: (path: string) => string } {
  const { pathname } = useLocation()
  const cartType = checkoutCartTypeOf(pathname)
  return { cartType, to: (path: string) => checkoutPath(cartType, path) }
}
