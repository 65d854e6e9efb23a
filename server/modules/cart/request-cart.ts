import type { LabsBrief, PharmacyBrief } from '../../../contracts/cart.ts'
import type { CartOwner } from './owner.ts'
import type { CartService } from './service.ts'

/**
 * The cart of one request (Hydrogen's per-request `context.cart`): bound to the request's owner, each brief read at
 * most once however many loaders of a navigation ask for it. A visitor whose id was made for this very request
 * (`ownsNothing`: a first visit, a crawler, a load test) has no cart to read, so its pages make no cart query.
 */
export function createRequestCart(
  cart: Pick<CartService, 'pharmacyBrief' | 'labsBrief'>,
  owner: CartOwner,
  opts: { ownsNothing?: boolean } = {},
) {
  let pharmacy: Promise<PharmacyBrief> | undefined
  let labs: Promise<LabsBrief> | undefined
  const from = opts.ownsNothing ? null : owner
  return {
    owner,
    /** Whose cart to read: null for a visitor first seen in this request (an empty cart without a query). */
    readAs: from,
    pharmacyBrief: () => (pharmacy ??= cart.pharmacyBrief(from)),
    labsBrief: () => (labs ??= cart.labsBrief(from)),
  }
}
export type RequestCart = ReturnType<typeof createRequestCart>
