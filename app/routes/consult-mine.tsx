import { Link, useLoaderData } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import own from '~/consultations/consultations.module.css'
import { loadMine } from '~/consultations/mine.server'
import type { ConsultationWire } from '../../contracts/consultation-sale.ts'
import type { Route } from './+types/consult-mine'

// issue 24 §7 (decision 057): my consultations, /online-doctor-consultation/myconsultation (the profile menu links
// here): upcoming (earliest first) and past, each with the doctor, the patient, the time in India, the mode and state,
// its room (the chat transcript once completed) and its e-prescription once the doctor has signed one.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMine(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'My consultations | MedWise' },
  { name: 'description', content: 'Your doctor consultations at MedWise: upcoming and past, with their state.' },
  { name: 'robots', content: 'noindex' },
]

export default function MyConsultations() {
  const d = useLoaderData<typeof loader>()
  if (d.guest) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>My consultations</h1>
        <p>
          Please <Link to={d.loginUrl}>log in</Link> to see your consultations.
        </p>
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My consultations</h1>
      <h2>Upcoming</h2>
      {d.upcoming.length === 0 ? (
        <p className={styles.muted}>
          No upcoming consultations. <Link to="/online-doctor-consultation">Consult a doctor</Link>
        </p>
      ) : (
        <ul className={own.list}>
          {d.upcoming.map((c) => (
            <Card key={c.id} c={c} />
          ))}
        </ul>
      )}
      <h2>Past</h2>
      {d.past.length === 0 ? (
        <p className={styles.muted}>No past consultations yet.</p>
      ) : (
        <ul className={own.list}>
          {d.past.map((c) => (
            <Card key={c.id} c={c} />
          ))}
        </ul>
      )}
    </div>
  )
}

function Card({ c }: { c: ConsultationWire }) {
  return (
    <li className={own.card}>
      <h3 className={own.heading}>
        <Link to={`/online-doctor-consultation/myconsultation/${c.id}`}>{c.doctor.name}</Link>
      </h3>
      <p>
        <span className={own.status}>{c.state_label}</span>
      </p>
      <dl className={own.facts}>
        <dt>Patient</dt>
        <dd>{c.patient.name}</dd>
        <dt>When</dt>
        <dd>{c.time_label} (India time)</dd>
        <dt>Mode</dt>
        <dd>{c.mode_label}</dd>
        <dt>Specialty</dt>
        <dd>{c.doctor.specialty}</dd>
      </dl>
      {(c.can_join || c.state === 'completed' || c.prescription_url) && (
        <p className={own.links}>
          {(c.can_join || c.state === 'completed') && (
            <Link to={c.room_url}>
              {c.state === 'completed' ? 'Chat transcript' : 'Room and chat'}
              <span className="visually-hidden">
                {' '}
                of the consultation with {c.doctor.name}, {c.time_label}
              </span>
            </Link>
          )}
          {c.prescription_url && (
            <Link to={c.prescription_url}>
              Prescription
              <span className="visually-hidden">
                {' '}
                from {c.doctor.name}, {c.time_label}
              </span>
            </Link>
          )}
        </p>
      )}
    </li>
  )
}
