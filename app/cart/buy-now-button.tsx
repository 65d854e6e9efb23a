import { useFetcher, useLocation } from 'react-router'
import type { CartActionData } from '../../contracts/cart'
import styles from './buy-now.module.css'
import { CART_ACTION, useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * 'Buy now' (issue 9 §10): the buy-now cart becomes this one product and the browser goes on to its page,
 * /pharmacy-buy-now/cart; the pharmacy cart and the header's count stay as they are. A real form to the one cart
 * action (intent 'buy-now'): the action answers with a redirect that a fetcher follows, and a plain post (before
 * hydration, without JavaScript) too; a refusal (schedule X) shows beside the button, or in the snack bar after a plain
 * post (redirectTo brings it back here).
 */
export function BuyNowButton({ skuId, name }: { skuId: number; name: string }) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-buy-now-${skuId}` })
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  const { pathname, search } = useLocation()
  const busy = fetcher.state !== 'idle'
  const refused = !busy && fetcher.data?.ok === false ? fetcher.data.message : null
  const errorId = `buy-now-error-${skuId}`

  return (
    <fetcher.Form method="post" action={CART_ACTION} className={styles.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="buy-now" />
      <input type="hidden" name="sku_id" value={skuId} />
      <input type="hidden" name="quantity" value="1" />
      {!hydrated && <input type="hidden" name="redirectTo" value={pathname + search} />}
      <button
        type="submit"
        className={styles.button}
        data-buy-now-sku-id={skuId}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={refused ? errorId : undefined}
      >
        Buy now<span className="visually-hidden"> {name}</span>
      </button>
      {refused && (
        <p id={errorId} role="alert" className={styles.error}>
          {refused}
        </p>
      )}
    </fetcher.Form>
  )
}
