import { useFetcher, useLocation } from 'react-router'
import { CART_ACTION, useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'
import type { CartActionData } from '../../contracts/cart'
import styles from './reorder.module.css'

/**
 * /reorder's 'Add all to cart': one form to the cart action (intent add-many) with the items available now, one of
 * each; the action judges their stock again. Before hydration and without JavaScript it carries redirectTo and comes
 * back to this page with the outcome in the snack bar (decision 017).
 */
export function AddAllToCart({ skuIds }: { skuIds: number[] }) {
  const fetcher = useFetcher<CartActionData>({ key: 'reorder-add-all' })
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  const { pathname, search } = useLocation()
  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data
  const n = skuIds.length
  return (
    <fetcher.Form method="post" action={CART_ACTION} className={styles.addAll}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="add-many" />
      <input type="hidden" name="sku_ids" value={skuIds.join(',')} />
      {!hydrated && <input type="hidden" name="redirectTo" value={pathname + search} />}
      <button
        type="submit"
        className={styles.addAllButton}
        disabled={busy}
        aria-busy={busy}
        aria-describedby="reorder-add-all-note"
      >
        {busy ? 'Adding…' : 'Add all to cart'}
      </button>
      <p id="reorder-add-all-note" className={styles.note}>
        {n === 1 ? 'Adds the 1 item in stock' : `Adds one each of the ${n} items in stock`}
      </p>
      <p role="status" className={styles.done}>
        {result?.ok ? result.notice : ''}
      </p>
      {result?.ok === false && (
        <p role="alert" className={styles.error}>
          {result.message}
        </p>
      )}
    </fetcher.Form>
  )
}
