import { useFetchers, useRouteLoaderData } from 'react-router'
import type { CartActionData } from '../../contracts/cart'
import type { PendingCartForm } from './cart-summary'

/** The one route every cart form posts to (app/routes/cart.tsx). */
export const CART_ACTION = '/cart'

/**
 * The cart forms on their way: fetchers posting to the cart action that have not settled (spec 2 §4 fetchingCart).
 * Forms for the buy-now cart (they carry cart_type) change nothing the header counts.
 */
export function usePendingCartForms(): PendingCartForm[] {
  return useFetchers()
    .filter((f) => f.state !== 'idle' && f.formAction === CART_ACTION && f.formData && !f.formData.get('cart_type'))
    .map((f) => {
      const number = (name: string) => {
        const v = f.formData!.get(name)
        return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null
      }
      const intent = f.formData!.get('intent')
      return {
        intent: typeof intent === 'string' ? intent : null,
        id: number('sku_id') ?? number('test_id'),
        quantity: number('quantity'),
        failed: (f.data as CartActionData | undefined)?.ok === false,
      }
    })
}

/** The page's CSRF token (root loader): every cart form carries it as _csrf. */
export function useCsrfToken(): string {
  return (useRouteLoaderData('root') as { csrfToken?: string } | undefined)?.csrfToken ?? ''
}
