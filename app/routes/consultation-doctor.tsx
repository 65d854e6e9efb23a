import { Link, useLoaderData, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/consultation-doctor'
import { Breadcrumb } from '~/catalog/breadcrumb'
import { InitialsDisc, languagesText, ratingText, SampleBadge } from '~/consultations/doctor-card'
import { doctorPage } from '~/consultations/finding.server'
import styles from '~/consultations/finding.module.css'
import { bookingPath, CONSULT_HOME_PATH, doctorPath, specialtyPath } from '../../core/consultations/finding.ts'
import { formatRupees } from '../../core/money.ts'

// issue 24 §2: a doctor's page: the profile (the Telemedicine Practice Guidelines 2020 ask that the registration number
// and council be shown), the 7 bookable days as a day picker of links (works without JavaScript), and that day's times:
// each free one is a link to the booking page. A sample doctor (development data) says so. Unknown: the 404 page.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return doctorPage(context, params.id, new URL(request.url))
}

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return [{ title: 'Doctor not found | MedWise' }]
  const doc = d.doctor
  return [
    { title: `${doc.name}, ${doc.specialties.map((s) => s.name).join(', ')}: consult online | MedWise` },
    {
      name: 'description',
      content: `${doc.name} (${doc.qualifications}), ${doc.experience_years} years of experience, speaks ${languagesText(doc)}. Consult online for ${formatRupees(doc.fee)}.`,
    },
  ]
}

export default function DoctorPage() {
  const { doctor: d, days, day } = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname
  const main = d.specialties[0]
  const free = day.slots.filter((s) => s.available)
  return (
    <div className={`page ${styles.finding}`}>
      <Breadcrumb
        items={[
          { name: 'Consult a doctor', url: CONSULT_HOME_PATH },
          ...(main ? [{ name: main.name, url: specialtyPath(main.code) }] : []),
          { name: d.name, url: doctorPath(d.id) },
        ]}
      />
      <section aria-labelledby="doctor-name">
        <div className={styles.who}>
          <InitialsDisc initials={d.initials} large />
          <div>
            <h1 id="doctor-name">
              {d.name}
              <SampleBadge sample={d.sample} />
            </h1>
            <p className={styles.meta}>{d.qualifications}</p>
          </div>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Specialties</dt>
            <dd>{d.specialties.map((s) => s.name).join(', ')}</dd>
          </div>
          <div>
            <dt>Experience</dt>
            <dd>{`${d.experience_years} years`}</dd>
          </div>
          <div>
            <dt>Languages</dt>
            <dd>{languagesText(d)}</dd>
          </div>
          <div>
            <dt>Consultation fee</dt>
            <dd>{formatRupees(d.fee)}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>{ratingText(d)}</dd>
          </div>
          <div>
            <dt>Registration</dt>
            <dd>{`${d.registration_number}, ${d.council}`}</dd>
          </div>
        </dl>
        {d.sample && (
          <p className={styles.note}>A sample doctor: made-up details to try the service with, shown outside production only.</p>
        )}
      </section>

      <section aria-labelledby="times">
        <h2 id="times">Choose a time</h2>
        <nav aria-label="Days">
          <ul className={styles.days}>
            {days.map((x) => (
              <li key={x.date}>
                <Link
                  to={doctorPath(d.id, x.date)}
                  aria-current={x.date === day.date ? 'date' : undefined}
                  preventScrollReset
                  replace
                >
                  {x.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h3 id="day-times">{`${day.label}: ${free.length} free ${free.length === 1 ? 'time' : 'times'}`}</h3>
        {loading ? (
          <div className={styles.bone} role="status" aria-label="Loading times" />
        ) : day.slots.length > 0 ? (
          <ul className={styles.slots} aria-labelledby="day-times">
            {day.slots.map((s) => (
              <li key={s.id}>
                {s.available ? (
                  <Link to={bookingPath(d.id, s.starts_at)}>
                    {s.label}
                    <span className="visually-hidden">{`${day.label}, book with ${d.name}`}</span>
                  </Link>
                ) : (
                  <span>
                    {s.label}
                    <span className="visually-hidden"> (booked)</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">
            {`${d.name} has no times left on ${day.label === 'Today' || day.label === 'Tomorrow' ? day.label.toLowerCase() : day.label}. `}
            {d.next_free_slot && (
              <Link
                to={bookingPath(d.id, d.next_free_slot.starts_at)}
              >{`Book the next free time: ${d.next_free_slot.label}`}</Link>
            )}
          </p>
        )}
      </section>
    </div>
  )
}
