import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { managePaymentAction, managePaymentLoader } from '~/reviews/manage-payment.server'
import styles from '~/reviews/reviews.module.css'
import type { Route } from './+types/manage-payment'

// The profile menu's 'Manage Payments' (issue 26 §8; decision 076): the cards and UPI ids saved with our payment
// partner while paying, as it shows them (network, last four digits, expiry; the UPI id masked), each removable.

export function loader({ request, context }: Route.LoaderArgs) {
  return managePaymentLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return managePaymentAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Manage payments | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function ManagePayment() {
  const { methods, problem } = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const navigation = useNavigation()
  const removing = navigation.state === 'submitting' ? navigation.formData?.get('token_id') : null
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Manage payments</h1>
      <p className={styles.muted}>
        Cards and UPI IDs you chose to save while paying are kept by our payment partner, never by MedWise: we do not see or store
        card numbers. Remove any you no longer use.
      </p>
      {done?.ok && (
        <p role="status" className={styles.notice}>
          Removed {done.removed}.
        </p>
      )}
      {done && !done.ok && (
        <p role="alert" className={styles.error}>
          {done.message}
        </p>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {methods.length === 0 ? (
        !problem && <p>No saved cards or UPI IDs. You can save one when you pay online.</p>
      ) : (
        <ul className={styles.list} aria-label="Saved payment methods">
          {methods.map((m) => (
            <li key={m.id} className={`${styles.card} ${styles.method}`}>
              <div>
                <p>
                  <strong>{m.label}</strong>
                </p>
                {m.expiry && <p className={styles.muted}>Expires {m.expiry}</p>}
                {m.issuer && <p className={styles.muted}>Issued by {m.issuer}</p>}
              </div>
              <Form method="post">
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="token_id" value={m.id} />
                <button type="submit" aria-label={`Remove ${m.label}`} disabled={removing === m.id}>
                  {removing === m.id ? 'Removing…' : 'Remove'}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
