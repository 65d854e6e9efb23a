import { checkoutCartTypeOf } from '../../core/cart/checkout-path.ts'
import { type ProductCartType } from '../../core/cart/cart-types.ts'

// The checkout pages' edge (issue 9): a guest signs in over the cart first (requireCustomer's default, app/lib/
// page-edge.server.ts); an order page of another account is a 404 like any unknown page; a refusal of a service
// becomes the action data the page shows beside its form (refusal, same file).

/**
 * The cart a checkout page works on, from its URL (spec 1 §2.10): the buy-now cart under /pharmacy-buy-now, else the
 * pharmacy cart. Every checkout loader and action asks this, and builds its links with checkoutPath(cartType, …).
 */
export function checkoutCartType(request: Request): ProductCartType {
  return checkoutCartTypeOf(new URL(request.url).pathname)
}
