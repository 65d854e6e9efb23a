import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { formatRupees } from '../../core/money.ts'
import { useCsrfToken } from '~/lib/forms'
import { loadReviewStep, reviewAction, type ReviewRefusal } from '~/corporate-labs/labs.server'
import { CORPORATE_LABS_PATHS } from '~/corporate-labs/paths'
import { Steps } from '~/corporate-labs/steps'
import { SlotPicker } from '~/labs-booking/slot-picker'
import styles from '~/labs-booking/labs-booking.module.css'
import own from '~/corporate-labs/corporate-labs.module.css'
import type { Route } from './+types/corporate-labs-review'

// spec 2 §2 '/corporate/labs/review' (issue 25 §5, decision 068): the people and their tests, what the employer pays
// and what is left to the employee (add-ons), the home-collection slot, and the way to pay the rest (online or MedWise
// Cash, as any lab booking). 'Book' places it once however often it is sent (the form's idempotency key).

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadReviewStep(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return reviewAction(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Health check: review and book | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function CorporateLabsReview() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>() as ReviewRefusal | undefined
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const p = d.packages
  const self = `${CORPORATE_LABS_PATHS.review}?${d.query}`
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Review your health check</h1>
      <Steps current="review" />
      {refused && (
        <div id="review-error" role="alert" className={styles.alert}>
          <p>{refused.message}</p>
        </div>
      )}
      {p.problem || !p.package ? (
        <p role="alert" className={styles.alert}>
          {p.problem}
        </p>
      ) : (
        <Form method="post" action={self} aria-describedby={refused ? 'review-error' : undefined}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
          <input type="hidden" name="expected_total" value={Math.round(d.youPay * 100)} />
          <section className={styles.section} aria-labelledby="people-heading">
            <h2 id="people-heading" className={styles.heading}>
              {p.package.name} at {p.lab?.name}
            </h2>
            <ul className={own.people}>
              {d.people.map((m) => (
                <li key={m.key}>
                  <strong>{m.name}</strong> ({m.relation}): health check
                  {m.addOns.length > 0 && `, ${m.addOns.map((t) => `${t.name} ${formatRupees(t.price)}`).join(', ')}`}
                </li>
              ))}
            </ul>
            <dl className={own.money}>
              <dt>Paid by {d.corporate}</dt>
              <dd>Health check and home collection</dd>
              <dt>You pay</dt>
              <dd>
                <strong>{formatRupees(d.youPay)}</strong>
              </dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="slot-heading">
            <h2 id="slot-heading" className={styles.heading}>
              Home collection slot in {p.lab?.city}
            </h2>
            <SlotPicker
              days={d.days}
              date={d.date}
              slots={d.slots}
              dayHref={(date) => `${self}&date=${date}`}
              navLabel="Collection days"
              {...(refused?.field === 'slot_id' ? { errorId: 'review-error', error: refused.message } : {})}
            />
          </section>
          {d.youPay > 0 && (
            <fieldset className={styles.section}>
              <legend className={styles.heading}>Pay {formatRupees(d.youPay)} for the add-on tests</legend>
              <div className={styles.check}>
                <input type="radio" id="pay-online" name="payment" value="online" defaultChecked />
                <label htmlFor="pay-online">Pay online (UPI, cards, net banking)</label>
              </div>
              <div className={styles.check}>
                <input type="radio" id="pay-wallet" name="payment" value="wallet" />
                <label htmlFor="pay-wallet">MedWise Cash</label>
              </div>
            </fieldset>
          )}
          {d.youPay === 0 && <input type="hidden" name="payment" value="wallet" />}
          <button type="submit" className={styles.continue} disabled={busy}>
            {d.youPay > 0 ? `Book and pay ${formatRupees(d.youPay)}` : 'Book health check'}
          </button>
        </Form>
      )}
      <p>
        <Link to={`${CORPORATE_LABS_PATHS.packages}?${d.query}`}>Change tests</Link>
      </p>
    </div>
  )
}
