import type { ReactNode } from 'react'
import { useFetcher, useLocation, type FetcherWithComponents } from 'react-router'
import type { CartActionData, CartIntentName } from '../../contracts/cart'
import { checkoutCartTypeOf } from '../../core/cart/checkout-path.ts'
import { CART_ACTION, useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'

/** A fetcher for one cart form, keyed so that the header's optimistic count sees it (use-cart-forms.ts). */
export function useCartFetcher(key: string): FetcherWithComponents<CartActionData> {
  return useFetcher<CartActionData>({ key })
}

/**
 * A form posted to the one cart action (decision 017) with its intent, the page's CSRF token, and, before hydration
 * and without JavaScript, the page to come back to (redirectTo), whose snack bar then tells the outcome. On the
 * buy-now cart's page (/pharmacy-buy-now/cart) the form names that cart (cart_type), so it never changes the other.
 */
export function CartForm({
  fetcher,
  intent,
  fields = {},
  className,
  children,
}: {
  fetcher: FetcherWithComponents<CartActionData>
  intent: CartIntentName
  fields?: Record<string, string | number>
  className?: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  const { pathname, search } = useLocation()
  const cartType = checkoutCartTypeOf(pathname)
  return (
    <fetcher.Form method="post" action={CART_ACTION} className={className}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {cartType !== 'pharmacy' && <input type="hidden" name="cart_type" value={cartType} />}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {!hydrated && <input type="hidden" name="redirectTo" value={pathname + search} />}
      {children}
    </fetcher.Form>
  )
}

/** The refusal a settled fetcher got, to show beside its form. */
export function fetcherError(fetcher: FetcherWithComponents<CartActionData>): string | null {
  return fetcher.state === 'idle' && fetcher.data?.ok === false ? fetcher.data.message : null
}
