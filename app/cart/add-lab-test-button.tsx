import { useFetcher, useLocation, useRouteLoaderData } from 'react-router'
import type { CartActionData } from '../../contracts/cart'
import styles from './cart.module.css'
import type { CartSummary } from './cart-summary'
import { CART_ACTION, useCsrfToken } from './use-cart-forms'
import { useHydrated } from './use-hydrated'

/**
 * Adds a lab test to the labs cart through the cart action (intent 'add-lab-test': spec 2 §4's replace with the
 * current tests plus this one). A real form, so it works before hydration and without JavaScript.
 */
export function AddLabTestButton({ testId, name }: { testId: number; name: string }) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-lab-${testId}` })
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  const { pathname, search } = useLocation()
  const cart = (useRouteLoaderData('root') as { cart?: CartSummary } | undefined)?.cart
  const busy = fetcher.state !== 'idle'
  const inCart = (cart?.labs && cart.items.some((i) => i.id === testId)) || (busy && fetcher.data?.ok !== false)
  const error = !busy && fetcher.data?.ok === false ? fetcher.data.message : null

  return (
    <fetcher.Form method="post" action={CART_ACTION} className={styles.add}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="add-lab-test" />
      <input type="hidden" name="test_id" value={testId} />
      {!hydrated && <input type="hidden" name="redirectTo" value={pathname + search} />}
      <button type="submit" className={styles.addButton} data-test-id={testId} disabled={busy || inCart} aria-busy={busy}>
        {inCart && !busy ? 'Added' : busy ? 'Adding…' : 'Add'}
        <span className="visually-hidden"> {name} to cart</span>
      </button>
      {error && (
        // spec 2 §4: a failed replace shows the default error (here beside the button rather than a snack bar).
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fetcher.Form>
  )
}
