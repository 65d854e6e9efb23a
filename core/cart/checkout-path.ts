import { cartTypeFromPath, cartUrlPrefix, isProductCartType, type ProductCartType } from './cart-types.ts'

// The checkout pages serve three carts (issue 9 §10, issue 10 §1): the pharmacy cart at /cart/…, the buy-now cart at
// /pharmacy-buy-now/cart/… and the cart a pharmacist built from a prescription at /done-in-one/cart/… (spec 1 §2.10 / spec 2 §2: the cart type comes from the first path segment, and a
// non-pharmacy type prefixes its URLs with underscores turned into hyphens). Every checkout loader and action reads
// its cart type from its URL with checkoutCartTypeOf, and every link between steps is built with checkoutPath, so a
// buy-now checkout never leaves its prefix and never touches the pharmacy cart.

/** Where 'Buy now' leads: the buy-now cart's page. */
export const BUY_NOW_CART_PATH = '/pharmacy-buy-now/cart'

/**
 * The checkout cart a page's URL (a path or a full URL) belongs to: pharmacy_buy_now under /pharmacy-buy-now,
 * done_in_one under /done-in-one, else pharmacy (the labs carts have no checkout pages here, so their URLs never reach
 * a checkout loader).
 */
export function checkoutCartTypeOf(url: string): ProductCartType {
  const type = cartTypeFromPath(url)
  return isProductCartType(type) ? type : 'pharmacy'
}

/**
 * A checkout page's path for a cart type: the pharmacy path ('/cart/summary-page', with any query) behind the type's
 * prefix ('/pharmacy-buy-now/cart/summary-page'). Only checkout paths (/cart and below) take the prefix: anything
 * else ('/order/MW1', '/order-payment/?order=…') is shared by both carts and comes back as it is.
 */
export function checkoutPath(cartType: ProductCartType, path: string): string {
  if (!/^\/cart(?:[/?#]|$)/.test(path)) return path
  return `${cartUrlPrefix(cartType)}${path}`
}
