import { Link, useLocation } from 'react-router'
import type { CarePlanCartWidget } from '../../contracts/widgets'
import { CARE_PLAN_PAGES } from '../../core/care-plan/plans.ts'
import { formatRupees } from '../../core/money.ts'
import { CartForm, fetcherError, useCartFetcher } from '~/cart/cart-form'
import styles from '~/cart/cart-page.module.css'

/**
 * The care plan on a cart (spec 2 §2 'Loading layouts: Cart page … care-plan upsell'; the payment page's care-plan
 * checkbox is the same box, issue 23 §6): a member sees what the plan saves on this order; anyone else what the
 * cheapest plan would save, with a way to add it to this order (its benefits apply to it at once) or remove it.
 */
export function CarePlanBox({ widget, source = 'cart' }: { widget: CarePlanCartWidget; source?: 'cart' | 'payment' }) {
  const add = useCartFetcher(`care-plan-add-${source}`)
  const remove = useCartFetcher(`care-plan-remove-${source}`)
  const { pathname } = useLocation()
  const error = fetcherError(add) ?? fetcherError(remove)
  const busy = add.state !== 'idle' || remove.state !== 'idle'
  const plan = widget.plan
  const headingId = `care-plan-heading-${source}`

  return (
    <section className={styles.card} aria-labelledby={headingId} data-care-plan={widget.state}>
      <h2 id={headingId} className={styles.cardHeading}>
        {widget.header.text}
      </h2>
      {plan && widget.state !== 'member' && (
        <>
          <p>
            <strong>{plan.name}</strong> for {formatRupees(plan.price)}
            {plan.mrp > plan.price && (
              <>
                {' '}
                <s aria-label={`instead of ${formatRupees(plan.mrp)}`}>{formatRupees(plan.mrp)}</s>
              </>
            )}
            {plan.sample && <> (sample price)</>}
          </p>
          <ul className={styles.benefits}>
            {plan.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </>
      )}
      {widget.login_required ? (
        <p>
          <Link to={`${pathname}?login=true`}>Log in</Link> to add the Care Plan to this order.
        </p>
      ) : widget.state === 'added' ? (
        <CartForm fetcher={remove} intent="remove-care-plan">
          <button type="submit" className={styles.textButton} disabled={busy}>
            Remove<span className="visually-hidden"> the Care Plan from this order</span>
          </button>
        </CartForm>
      ) : widget.state === 'offer' && plan ? (
        <CartForm fetcher={add} intent="add-care-plan" fields={{ plan_id: plan.id, source }}>
          <button type="submit" className={styles.secondary} disabled={busy}>
            Add Care Plan for {formatRupees(plan.price)}
          </button>
        </CartForm>
      ) : null}
      {widget.state === 'offer' && (
        <p>
          <Link to={CARE_PLAN_PAGES.subscriptions}>Compare plans</Link>
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  )
}
