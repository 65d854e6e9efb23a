import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router'
import type { CartActionData } from '../../contracts/cart'
import styles from './cart.module.css'
import type { CartSummary } from './cart-summary'
import { CART_ACTION, useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'

// The add-test choice (spec 2 §3) loads when an add answers it: it is not in the labs pages' first load (issue 28 §4).
const AddTestDialogModal = lazy(() => import('~/labs-cart/add-test-choice').then((m) => ({ default: m.AddTestDialogModal })))

/**
 * Adds a lab test to the labs cart through the cart action (intent 'add-lab-test'). A real form, so it works before
 * hydration and without JavaScript. When the cart's lab does not offer the test, the action answers the add-test
 * dialog (spec 2 §3), shown here as a modal; without JavaScript the action sends the visitor to the labs cart page,
 * which shows the same choice as forms.
 */
export function AddLabTestButton({ testId, name }: { testId: number; name: string }) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-lab-${testId}` })
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  const { pathname, search } = useLocation()
  const cart = (useRouteLoaderData('root') as { cart?: CartSummary } | undefined)?.cart
  const busy = fetcher.state !== 'idle'
  const answer = fetcher.data
  const dialog = !busy && answer?.ok === true && answer.intent === 'add-lab-test' && answer.labs === null ? answer : null
  // The dialog answered by this add, until closed (a later add answers a new one).
  const [closed, setClosed] = useState<unknown>(null)
  const open = dialog !== null && closed !== dialog
  const asking = dialog !== null
  const inCart = (cart?.labs && cart.items.some((i) => i.id === testId)) || (busy && answer?.ok !== false && !asking)
  const error = !busy && answer?.ok === false ? answer.message : null
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  // The button was disabled while the add was on its way (focus left it): the closed dialog gives focus back to it.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus()
    wasOpen.current = open
  }, [open])

  return (
    <>
      <fetcher.Form method="post" action={CART_ACTION} className={styles.add}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="add-lab-test" />
        <input type="hidden" name="test_id" value={testId} />
        {!hydrated && <input type="hidden" name="redirectTo" value={pathname + search} />}
        <button
          ref={button}
          type="submit"
          className={styles.addButton}
          data-test-id={testId}
          disabled={busy || inCart}
          aria-busy={busy}
        >
          {inCart && !busy ? 'Added' : busy ? 'Adding…' : 'Add'}
          <span className="visually-hidden"> {name} to cart</span>
        </button>
        {error && (
          // spec 2 §4: a failed add shows its message beside the button.
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </fetcher.Form>
      {/* Outside the form: the dialog holds forms of its own. */}
      {open && (
        <Suspense fallback={null}>
          <AddTestDialogModal dialog={dialog.dialog} onClose={() => setClosed(dialog)} />
        </Suspense>
      )}
    </>
  )
}
