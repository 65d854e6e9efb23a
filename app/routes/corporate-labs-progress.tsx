import { Link, useLoaderData } from 'react-router'
import { loadProgress } from '~/corporate-labs/labs.server'
import { CORPORATE_LABS_PATHS } from '~/corporate-labs/paths'
import styles from '~/labs-booking/labs-booking.module.css'
import own from '~/corporate-labs/corporate-labs.module.css'
import type { Route } from './+types/corporate-labs-progress'

// spec 2 §2 '/corporate/labs/progress/{test_id}' (issue 25 §5): each family member's booking of the test this year and
// where it is (booked, sample collected, processing, report ready), as the labs desk moves it.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProgress(request, context, params.test_id)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Health check progress | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function CorporateLabsProgress() {
  const d = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{d.test_name}: progress</h1>
      {d.people.length === 0 ? (
        <p>No one has booked it this year yet.</p>
      ) : (
        <ul className={own.people}>
          {d.people.map((p) => (
            <li key={`${p.order_number}-${p.name}`}>
              <strong>{p.name}</strong>: {p.label}
              <br />
              <span className={own.status}>
                Booking {p.order_number}, {p.lab}, {p.slot_label}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={CORPORATE_LABS_PATHS.summary}>Back to the health check</Link>
      </p>
    </div>
  )
}
