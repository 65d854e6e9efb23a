import { useLoaderData } from 'react-router'
import { loadSuccess } from '~/corporate-labs/self-serve.server'
import styles from '~/labs-booking/labs-booking.module.css'
import type { Route } from './+types/corporate-self-serve-success'

// spec 2 §2 '/corporate/self-serve/booking-success' (issue 25 §6): the self-serve booking confirmed; the link is used.

export function loader({ request }: Route.LoaderArgs) {
  return loadSuccess(request)
}

export const meta: Route.MetaFunction = () => [{ title: 'Health check booked | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function SelfServeSuccess() {
  const d = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Health check booked</h1>
      {d.order ? (
        <p role="status">
          Booking {d.order} is confirmed{d.lab && ` with ${d.lab}`}
          {d.slot && `, home collection on ${d.slot}`}. We will send you an SMS before the visit.
        </p>
      ) : (
        <p role="status">Your health check is booked. We will send you an SMS before the visit.</p>
      )}
      <p className={styles.muted}>You can sign in with your phone number any time to see your bookings.</p>
    </div>
  )
}
