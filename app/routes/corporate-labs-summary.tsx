import { Link, useLoaderData } from 'react-router'
import { loadSummary } from '~/corporate-labs/labs.server'
import { CORPORATE_LABS_PATHS } from '~/corporate-labs/paths'
import styles from '~/labs-booking/labs-booking.module.css'
import own from '~/corporate-labs/corporate-labs.module.css'
import type { Route } from './+types/corporate-labs-summary'

// spec 2 §2 '/corporate/labs/summary' (corporate booking success; issue 25 §5): the booking just made, and this year's
// health check of each family member with its status and a link to its progress.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSummary(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Health check booked | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function CorporateLabsSummary() {
  const d = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{d.order ? 'Health check booked' : `Your ${d.year} health check`}</h1>
      {d.order && (
        <p role="status">
          Booking {d.order} is confirmed. {d.corporate} pays for the health check; we will send you the collection details.
        </p>
      )}
      <section className={styles.section} aria-labelledby="family-heading">
        <h2 id="family-heading" className={styles.heading}>
          {d.year} health check
        </h2>
        <ul className={own.people}>
          {d.members.map((m) => (
            <li key={m.key}>
              <strong>{m.name}</strong> ({m.relation}): {m.covered ? m.health_check.label : 'Not covered'}
              {m.health_check.order_number && ` · booking ${m.health_check.order_number}`}
            </li>
          ))}
        </ul>
        {d.testId !== null && (
          <p>
            <Link to={CORPORATE_LABS_PATHS.progress(d.testId)}>See progress</Link>
          </p>
        )}
      </section>
      <p>
        <Link to={CORPORATE_LABS_PATHS.patient}>Book for someone else</Link> · <Link to="/labs/mybookings">My lab bookings</Link>
      </p>
    </div>
  )
}
