import { Form, useLoaderData } from 'react-router'
import { loadPatientStep } from '~/corporate-labs/labs.server'
import { CORPORATE_LABS_PATHS } from '~/corporate-labs/paths'
import { Steps } from '~/corporate-labs/steps'
import styles from '~/labs-booking/labs-booking.module.css'
import own from '~/corporate-labs/corporate-labs.module.css'
import type { Route } from './+types/corporate-labs-patient'

// spec 2 §2 '/corporate/labs/patient' (issue 25 §5): who the year's health check is for, the employee and their covered
// dependants; one already booked this year is shown with its status, not offered again. A plain GET form to packages.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPatientStep(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Health check: who is it for | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function CorporateLabsPatient() {
  const d = useLoaderData<typeof loader>()
  const open = d.members.filter(
    (m) => m.covered && (m.health_check.status === 'not_booked' || m.health_check.status === 'cancelled'),
  )
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your {d.corporate} health check</h1>
      <Steps current="patient" />
      <Form method="get" action={CORPORATE_LABS_PATHS.packages}>
        <fieldset className={styles.section}>
          <legend className={styles.heading}>Who is the health check for?</legend>
          {d.members.map((m) => {
            const bookable = open.includes(m)
            const id = `member-${m.key}`
            return (
              <div key={m.key} className={own.member}>
                <input
                  type="checkbox"
                  id={id}
                  name="m"
                  value={m.key}
                  disabled={!bookable}
                  defaultChecked={bookable && (d.chosen.length === 0 ? m.key === 'employee' : d.chosen.includes(m.key))}
                  aria-describedby={`${id}-status`}
                />
                <label htmlFor={id} className={own.memberText}>
                  <span className={styles.patientName}>{m.name}</span>
                  <span className={own.status}>{m.relation}</span>
                  <span id={`${id}-status`} className={own.status}>
                    {!m.covered
                      ? 'Not covered by this year’s health check'
                      : m.health_check.order_number
                        ? `${m.health_check.label} (booking ${m.health_check.order_number})`
                        : m.health_check.label}
                  </span>
                </label>
              </div>
            )
          })}
        </fieldset>
        {open.length > 0 ? (
          <button type="submit" className={styles.continue}>
            Continue
          </button>
        ) : (
          <p className={styles.note}>Everyone covered has booked this year’s health check.</p>
        )}
      </Form>
    </div>
  )
}
