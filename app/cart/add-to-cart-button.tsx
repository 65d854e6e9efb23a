import { useFetcher, useLocation } from 'react-router'
import type { CartActionData } from '../../contracts/cart'
import styles from './cart.module.css'
import { CART_ACTION, useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * Adds a pharmacy SKU to the visitor's cart through the cart action (intent 'add'); the header's count follows at once
 * (optimistic) and then from the server. A real form: before hydration and without JavaScript it posts and comes back
 * to this page (redirectTo), whose snack bar tells the outcome.
 */
export function AddToCartButton({ skuId, name }: { skuId: number; name: string }) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-add-${skuId}` })
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  const { pathname, search } = useLocation()
  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data

  return (
    <fetcher.Form method="post" action={CART_ACTION} className={styles.add}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku_id" value={skuId} />
      <input type="hidden" name="quantity" value="1" />
      {!hydrated && <input type="hidden" name="redirectTo" value={pathname + search} />}
      {/* WCAG 2.5.3: the name starts with the visible words ('Add to cart, Dolo 650 Tablet'), so a voice command
          'click Add to cart' finds the button, and a screen reader still hears which product. */}
      <button
        type="submit"
        className={styles.addButton}
        data-sku-id={skuId}
        disabled={busy}
        aria-busy={busy}
        aria-label={`${busy ? 'Adding' : 'Add'} to cart, ${name}`}
      >
        {busy ? 'Adding' : 'Add'} to cart
      </button>
      <p role="status" className={styles.status}>
        {result?.ok ? `Added ${name} to your cart` : ''}
      </p>
      {result?.ok === false && (
        <p role="alert" className={styles.error}>
          {result.message}
        </p>
      )}
    </fetcher.Form>
  )
}
