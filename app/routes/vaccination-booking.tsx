import { Link, useLoaderData } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import own from '~/vaccination/vaccination.module.css'
import { loadVaccinationBooking } from '~/vaccination/home.server'
import { formatRupees } from '../../core/money.ts'
import type { Route } from './+types/vaccination-booking'

// /vaccination-at-home/bookings/{number} (issue 27 §6): one of the account's vaccinations: the dose, the visit, what the
// nurse recorded, the certificate to download once issued, and when the next dose is due. Another account's: 404.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadVaccinationBooking(request, context, params.number)
}

export const meta: Route.MetaFunction = () => [{ title: 'Your vaccination | MedWise' }, { name: 'robots', content: 'noindex' }]

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export default function VaccinationBooking() {
  const { booking: b, home } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {b.vaccine.name}, dose {b.dose}
        {b.dose_of ? ` of ${b.dose_of}` : ''}
      </h1>
      <p role="status">
        <strong>{b.status_label}</strong>
      </p>
      <dl className={own.facts}>
        <dt>Booking</dt>
        <dd>{b.number}</dd>
        <dt>For</dt>
        <dd>{b.patient.name}</dd>
        <dt>Nurse’s visit</dt>
        <dd>
          {b.slot.label}, {b.city}
        </dd>
        <dt>Paid</dt>
        <dd>{formatRupees(b.total)}</dd>
        {b.given && (
          <>
            <dt>Given</dt>
            <dd>{when.format(new Date(b.given.at))}</dd>
            <dt>Batch</dt>
            <dd>
              {b.given.batch_number}, expires {b.given.expiry}
            </dd>
            <dt>Cold chain</dt>
            <dd>{b.given.cold_chain_c} °C</dd>
          </>
        )}
        {b.next_dose && (
          <>
            <dt>Next dose</dt>
            <dd>{b.next_dose.label}. We will remind you by SMS on the day.</dd>
          </>
        )}
      </dl>
      {b.certificate ? (
        <p>
          <a href={b.certificate.url} download>
            Download the vaccination certificate ({b.certificate.number})
          </a>{' '}
          · It is also in your <Link to="/health-record">health records</Link>.
        </p>
      ) : (
        <p className={styles.muted}>The certificate is issued after the dose and its 30-minute observation.</p>
      )}
      <p>
        <Link to={home}>Vaccination at home</Link>
      </p>
    </div>
  )
}
