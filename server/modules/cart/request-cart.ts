import type { LabsBrief, PharmacyBrief } from '../../../contracts/cart.ts'
import type { CartOwner } from './owner.ts'
import type { CartService } from './service.ts'

/**
 * The cart of one request (Hydrogen's per-request `context.cart`): bound to the request's owner, each brief read at
 * most once however many loaders of a navigation ask for it.
 */
export function createRequestCart(cart: Pick<CartService, 'pharmacyBrief' | 'labsBrief'>, owner: CartOwner) {
  let pharmacy: Promise<PharmacyBrief> | undefined
  let labs: Promise<LabsBrief> | undefined
  return {
    owner,
    pharmacyBrief: () => (pharmacy ??= cart.pharmacyBrief(owner)),
    labsBrief: () => (labs ??= cart.labsBrief(owner)),
  }
}
export type RequestCart = ReturnType<typeof createRequestCart>
