import { useEffect, useState } from 'react'
import type { CarePlanCartWidget } from '../../contracts/widgets'
import { formatRupees } from '../../core/money.ts'
import { CartForm, fetcherError, useCartFetcher } from '~/cart/cart-form'
import { useHydrated } from '~/lib/use-hydrated'
import styles from '~/checkout/checkout.module.css'

/**
 * spec 2 §2 'Cart payment: radio selection, care-plan checkbox, …' (issue 23 §6): ticking it adds the plan to this
 * order, whose benefits then apply to it (the page is read again, with the new amount to pay); unticking removes it.
 * Its own cart form beside the payment form (forms cannot nest); without JavaScript a button sends it.
 */
export function CarePlanCheckbox({ widget }: { widget: CarePlanCartWidget }) {
  const fetcher = useCartFetcher('care-plan-checkbox')
  const hydrated = useHydrated()
  // The tick shows at once: the fetcher's state changes in a transition, after React has put a controlled box back to
  // its prop (a click then seemed not to take). It gives way to the page's answer when the fetcher has one.
  const [ticked, setTicked] = useState<boolean | null>(null)
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data !== undefined) setTicked(null)
  }, [fetcher.state, fetcher.data])
  const plan = widget.plan
  const error = fetcherError(fetcher)
  if (widget.state === 'member') return <p className={styles.muted}>{widget.header.text}</p>
  if (widget.state === 'pending' || widget.login_required || !plan) return null
  const added = widget.state === 'added'
  const busy = fetcher.state !== 'idle'
  return (
    <CartForm
      fetcher={fetcher}
      intent={added ? 'remove-care-plan' : 'add-care-plan'}
      fields={{ plan_id: plan.id, source: 'payment' }}
      className={styles.carePlan}
    >
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={ticked ?? (busy ? !added : added)}
          disabled={busy}
          onChange={(e) => {
            setTicked(e.currentTarget.checked)
            e.currentTarget.form?.requestSubmit()
          }}
        />
        <span>
          Add {plan.name} for {formatRupees(plan.price)}
          {plan.sample && ' (sample price)'}
          <small>{added ? widget.header.text : `${widget.header.text}. ${plan.benefits.slice(0, 2).join('; ')}`}</small>
        </span>
      </label>
      {!hydrated && (
        <button type="submit" className={styles.secondary}>
          {added ? 'Remove the Care Plan' : 'Add the Care Plan'}
        </button>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </CartForm>
  )
}
