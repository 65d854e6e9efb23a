import { useRouteLoaderData } from 'react-router'

// What the app's forms share, wherever they are: the page's CSRF token every form carries, and the one route every
// cart form posts to (the cart action, decision 017).

/** The one route every cart form posts to (app/routes/cart.tsx). */
export const CART_ACTION = '/cart'

/** The page's CSRF token (root loader): every form that changes something carries it as _csrf. */
export function useCsrfToken(): string {
  return (useRouteLoaderData('root') as { csrfToken?: string } | undefined)?.csrfToken ?? ''
}
