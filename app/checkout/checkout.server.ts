import { data, redirect, type RouterContextProvider } from 'react-router'
import { effectiveUserId } from '../../server/modules/auth/sessions.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { requestContext, servicesContext } from '../context.server.ts'
import { checkoutCartTypeOf, checkoutPath } from '../../core/cart/checkout-path.ts'
import { type ProductCartType } from '../../core/cart/cart-types.ts'

// The checkout pages' edge (issue 9): a guest signs in over the cart first; an order page of another account is a
// 404 like any unknown page; a refusal of a service becomes the action data the page shows beside its form.

/**
 * The cart a checkout page works on, from its URL (spec 1 §2.10): the buy-now cart under /pharmacy-buy-now, else the
 * pharmacy cart. Every checkout loader and action asks this, and builds its links with checkoutPath(cartType, …).
 */
export function checkoutCartType(request: Request): ProductCartType {
  return checkoutCartTypeOf(new URL(request.url).pathname)
}

/**
 * The account checking out (the customer acted for in a super-login); a guest goes back to the cart to sign in (the
 * cart of the page's type: `request` gives it).
 */
export function checkoutAccount(context: Readonly<RouterContextProvider>, request?: Request) {
  const { session } = context.get(requestContext)
  if (!session) throw redirect(checkoutPath(request ? checkoutCartType(request) : 'pharmacy', '/cart?login=true'))
  return { userId: effectiveUserId(session), services: context.get(servicesContext) }
}

export type ActionRefusal = { ok: false; message: string; field?: string; code: string }

/** Runs a page action's work; an AppError comes back as its message (and status) for the page to show. */
export async function refusalOf<T>(work: () => Promise<T>): Promise<T | ReturnType<typeof data<ActionRefusal>>> {
  try {
    return await work()
  } catch (error) {
    if (!AppError.is(error)) throw error
    return data<ActionRefusal>(
      { ok: false, message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) },
      { status: error.status },
    )
  }
}

/** A loader's 404 for what is not the account's (or does not exist). */
export function notFoundUnless<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 })
  return value
}
