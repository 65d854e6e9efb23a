import type { LabsBrief, PharmacyBrief } from '../../../contracts/cart.ts'
import { NOT_A_MEMBER, type CarePlanService, type MemberNow } from '../care-plan/index.ts'
import { pharmacyBriefOf } from './brief.ts'
import type { CartDetailsService, CartRead, CartReading } from './details.ts'
import type { CartOwner } from './owner.ts'
import type { CartService } from './service.ts'

/**
 * The cart of one request (Hydrogen's per-request `context.cart`): bound to the request's owner, each cart read at
 * most once however many loaders of a navigation ask for it. The header's pharmacy brief and the cart page's details
 * come from the same statement (on /cart the root and the page loader would otherwise read the same rows twice). A
 * visitor whose id was made for this very request (`ownsNothing`: a first visit, a crawler, a load test) has no cart
 * to read, so its pages make no cart query.
 */
export function createRequestCart(
  carts: {
    cart: Pick<CartService, 'labsBrief'>
    details: Pick<CartDetailsService, 'cartLines' | 'read'>
    carePlan: Pick<CarePlanService, 'memberNow' | 'briefPlan'>
  },
  owner: CartOwner,
  opts: { ownsNothing?: boolean } = {},
) {
  const read = new Map<string, Promise<CartRead>>()
  let pharmacy: Promise<PharmacyBrief> | undefined
  let labs: Promise<LabsBrief> | undefined
  const from = opts.ownsNothing ? null : owner
  let member: Promise<MemberNow> | undefined
  /** The account's care plan now (issue 23): read once per request, by the header, the cart and the pages. */
  const memberNow = () =>
    (member ??= owner.kind === 'user' ? carts.carePlan.memberNow(owner.userId) : Promise.resolve(NOT_A_MEMBER))
  const linesOf = (who: CartOwner, type: string) => {
    let lines = read.get(type)
    if (!lines) read.set(type, (lines = carts.details.cartLines(who, type)))
    return lines
  }
  return {
    owner,
    /** Whose cart to read: null for a visitor first seen in this request (an empty cart without a query). */
    readAs: from,
    memberNow,
    pharmacyBrief: () =>
      (pharmacy ??= from
        ? Promise.all([linesOf(from, 'pharmacy'), memberNow()]).then(async ([{ cart, lines }, now]) =>
            pharmacyBriefOf(cart?.id ?? null, lines, lines.length ? await carts.carePlan.briefPlan(now) : null),
          )
        : Promise.resolve(pharmacyBriefOf(null, []))),
    labsBrief: () => (labs ??= carts.cart.labsBrief(from)),
    /** A product cart in full (the cart page's widgets, the stock of the city), from this request's read of it. */
    details: (what: { city: string | null; checkStock: boolean; cartType?: string }): Promise<CartReading> =>
      carts.details.read(
        from,
        { ...what, member: memberNow() },
        undefined,
        from ? linesOf(from, what.cartType ?? 'pharmacy') : undefined,
      ),
  }
}
export type RequestCart = ReturnType<typeof createRequestCart>
