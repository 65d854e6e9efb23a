import { data } from 'react-router'
import { cartAction } from '~/cart/cart-action.server'
import { DEFAULT_ERROR_TEXT } from '~/lib/constants'
import type { CartActionData } from '../../contracts/cart'
import type { Route } from './+types/cart'

// spec 2 §2 'Cart: /cart'. Its action is the one way pages change the cart (app/cart/cart-action.server.ts); the
// page itself comes with checkout (issue 9): until then a visit is the error page, as for any other unknown path.

export function loader() {
  throw data(null, { status: 404 })
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context)
}

/** A fetcher whose request never got an answer (offline, a 5xx) shows the default text beside its button. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<CartActionData> {
  try {
    return await serverAction()
  } catch {
    return { ok: false, message: DEFAULT_ERROR_TEXT }
  }
}

export default function CartPage() {
  return null
}
