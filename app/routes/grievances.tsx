import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { GrievanceFacts } from '~/grievances/grievance-facts'
import { grievancesAction, grievancesLoader } from '~/grievances/grievances.server'
import styles from '~/grievances/grievances.module.css'
import { OperatorDetails } from '~/content/info-page'
import { useCsrfToken } from '~/lib/forms'
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_DUE_DAYS,
  GRIEVANCE_MESSAGE_MAX,
  GRIEVANCE_REFERENCE_MAX,
} from '../../core/grievances/rules.ts'
import type { Route } from './+types/grievances'

// /profile/grievances (issue 26 §6; decision 082): raise a grievance about your data (answered within 90 days), see
// yours and their answers; the grievance officer's contact from configuration. Works without JavaScript.

export function loader({ context }: Route.LoaderArgs) {
  return grievancesLoader(context)
}

export function action({ request, context }: Route.ActionArgs) {
  return grievancesAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Grievances | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function Grievances() {
  const { signedIn, operator, signIn, items, idempotencyKey } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const csrf = useCsrfToken()
  const error = refused && !refused.ok ? refused : null
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Grievances about your data</h1>
      <p className={styles.muted}>
        If you are unhappy with how we handle your personal data (seeing it, correcting it, erasing it or your consent), tell us
        here. We answer every grievance within {GRIEVANCE_DUE_DAYS} days, as the Digital Personal Data Protection Rules, 2025
        require. See also our <Link to="/PrivacyPolicy">privacy policy</Link>.
      </p>
      {signedIn ? (
        <section className={styles.card} aria-labelledby="raise-heading">
          <h2 id="raise-heading">Raise a grievance</h2>
          <Form method="post" className={styles.form} aria-labelledby="raise-heading">
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="idempotency_key" value={idempotencyKey} />
            <label htmlFor="grievance-category">What is it about?</label>
            <select id="grievance-category" name="category" required defaultValue="">
              <option value="" disabled>
                Choose one
              </option>
              {GRIEVANCE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {GRIEVANCE_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
            <label htmlFor="grievance-message">Your grievance</label>
            <textarea
              id="grievance-message"
              name="message"
              required
              maxLength={GRIEVANCE_MESSAGE_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'grievance-error' : undefined}
            />
            <label htmlFor="grievance-reference">Order or booking number (optional)</label>
            <input id="grievance-reference" name="reference" maxLength={GRIEVANCE_REFERENCE_MAX} autoComplete="off" />
            {error && (
              <p id="grievance-error" role="alert" className={styles.error}>
                {error.message}
              </p>
            )}
            <button type="submit" disabled={busy}>
              Submit grievance
            </button>
          </Form>
        </section>
      ) : (
        <p className={styles.card}>
          <Link to={signIn}>Sign in</Link> to raise a grievance and follow its answer here, or write to our grievance officer
          below.
        </p>
      )}
      {signedIn && (
        <section aria-labelledby="yours-heading">
          <h2 id="yours-heading">Your grievances</h2>
          {items.length === 0 ? (
            <p className={styles.muted}>You have not raised any grievance.</p>
          ) : (
            <ul className={styles.list} aria-label="Your grievances">
              {items.map((g) => (
                <li key={g.number} className={styles.card}>
                  <h3>
                    <Link to={`/profile/grievances/${g.number}`}>{g.number}</Link>
                  </h3>
                  <GrievanceFacts g={g} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="officer-heading">
        <h2 id="officer-heading">Grievance officer</h2>
        {operator.sample && <p className={styles.muted}>These are sample details until the operator sets them.</p>}
        <OperatorDetails kind="grievance" operator={operator} />
      </section>
    </div>
  )
}
