import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { plansAction, plansLoader } from '~/care-plan/plans.server'
import styles from '~/care-plan/plans.module.css'
import { CARE_PLAN_PAGES } from '../../core/care-plan/plans.ts'
import { formatRupees } from '../../core/money.ts'
import { lastDayIST } from '../../core/content/dates.ts'
import type { Route } from './+types/care-plan-subscriptions'

// spec 2 §2 'Other web-app paths: /subscription-plan/subscriptions' (issue 23 §3): the care plans compared, what the
// visitor's last orders would have saved, and 'Buy', which puts the plan in the cart (paid alone or with the cart's
// items; its benefits apply to that order). Members see their plan and renew the same way. The savings page sends
// visitors without a plan here (spec 2 §8).

export async function loader({ context }: Route.LoaderArgs) {
  return plansLoader(context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return plansAction(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'MedWise Care Plan | MedWise' },
  {
    name: 'description',
    content: 'The MedWise Care Plan: extra discount on medicines, free delivery on every order and savings on lab tests.',
  },
]

export default function CarePlanSubscriptions() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const navigation = useNavigation()
  const buying = navigation.state === 'submitting' ? navigation.formData?.get('plan_id') : null
  const renewing = d.member !== null && d.member.state !== 'expired'
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>MedWise Care Plan</h1>
      <p className={styles.lead}>
        Save on every order: extra discount on medicines, free delivery and lower prices on lab tests.
      </p>
      {d.member && (
        <p className={styles.status} role="status">
          {d.member.state === 'expired'
            ? `Your ${d.member.planName} ended on ${lastDayIST(new Date(d.member.endsAt))}. Renew to save again.`
            : `Your ${d.member.planName} is valid till ${lastDayIST(new Date(d.member.endsAt))}.`}{' '}
          <Link to={CARE_PLAN_PAGES.myPlan}>See your savings</Link>
        </p>
      )}
      {d.pending && (
        <p className={styles.status} role="status">
          Your Care Plan from order {d.pending.orderNumber} is awaiting payment.
        </p>
      )}
      {d.wouldHaveSaved && d.wouldHaveSaved.rupees > 0 && (
        <p className={styles.would}>
          With Care Plan you would have saved <strong>{formatRupees(d.wouldHaveSaved.rupees)}</strong> on your last{' '}
          {d.wouldHaveSaved.orders === 1 ? 'order' : `${d.wouldHaveSaved.orders} orders`}.
        </p>
      )}
      {refused && (
        <p role="alert" className={styles.error}>
          {refused.message}
        </p>
      )}
      <ul className={styles.plans} aria-label="Care plans">
        {d.plans.map((p) => (
          <li key={p.id} className={styles.plan}>
            <h2 className={styles.planName}>{p.name}</h2>
            <p className={styles.price}>
              <strong>{formatRupees(p.price)}</strong>
              {p.mrp > p.price && (
                <>
                  {' '}
                  <s>
                    <span className="visually-hidden">instead of </span>
                    {formatRupees(p.mrp)}
                  </s>
                </>
              )}{' '}
              for {p.duration}
            </p>
            <p className={styles.muted}>
              {formatRupees(p.perMonth)} a month{p.sample && ' · sample price'}
            </p>
            <ul className={styles.benefits}>
              {p.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <Form method="post">
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="plan_id" value={p.id} />
              <button type="submit" disabled={buying != null}>
                {buying === String(p.id) ? 'Adding…' : `${renewing ? 'Renew' : 'Buy'} for ${formatRupees(p.price)}`}
                <span className="visually-hidden"> ({p.name})</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        The plan goes in your cart: pay for it on its own, or with your medicines and its benefits apply to that order too.{' '}
        {!d.signedIn && 'You will be asked to log in first.'} Cancel any time: you get back the unused part of the fee, less what
        the plan has already saved you.
      </p>
    </div>
  )
}
