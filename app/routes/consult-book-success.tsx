import { Link, useLoaderData } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import own from '~/consultations/consultations.module.css'
import { loadBookSuccess } from '~/consultations/book.server'
import type { Route } from './+types/consult-book-success'

// issue 24 §3 (decision 057): the booking's success page, /online-doctor-consultation/book/success?order=… (paid with
// MedWise Cash or free at once; online after the gateway, through /cart/checkout/success, which sends it here).

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBookSuccess(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Consultation booked | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function ConsultBookSuccess() {
  const { consultation: c, mine, detail } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{c.state === 'cancelled' ? 'Consultation cancelled' : 'Consultation booked'}</h1>
      <section className={own.card} aria-labelledby="booked-heading">
        <h2 id="booked-heading" className={own.heading}>
          {c.doctor.name}
        </h2>
        <dl className={own.facts}>
          <dt>Patient</dt>
          <dd>{c.patient.name}</dd>
          <dt>When</dt>
          <dd>{c.time_label} (India time)</dd>
          <dt>Mode</dt>
          <dd>{c.mode_label}</dd>
          <dt>Booking</dt>
          <dd>{c.order_number}</dd>
        </dl>
        <p className={styles.muted}>Join from My consultations at the time: the doctor will meet you there.</p>
      </section>
      <p>
        <Link to={detail}>View consultation</Link> · <Link to={mine}>My consultations</Link>
      </p>
    </div>
  )
}
