import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { DeskDay } from '~/staff/desk-day'
import styles from '~/staff/order-desk.module.css'
import labs from '~/staff/lab-desk.module.css'
import { vaccinationDeskAction, vaccinationDeskLoader } from '~/vaccination/desk.server'
import type { Route } from './+types/staff-vaccination'

// /staff/vaccination (issue 27 §6): the vaccination desk's day of home visits (today unless a day is chosen), each
// with its next step: the dose form (batch number, expiry, the carrier's temperature) while booked, 'End observation'
// once given, and the certificate when completed. Plain forms with `_csrf`: they work without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  return vaccinationDeskLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return vaccinationDeskAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Vaccination desk | MedWise' }, { name: 'robots', content: 'noindex' }]

const when = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export default function StaffVaccination() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  return (
    <section aria-labelledby="vac-title" className={styles.page}>
      <DeskDay
        id="vac"
        title="Vaccination desk"
        path="/staff/vaccination"
        label="Visits on"
        date={d.date}
        today={d.today}
        problem={d.problem}
        done={d.done}
        refused={refused}
        count={d.visits.length === 1 ? '1 visit' : `${d.visits.length} visits`}
      />
      <ul className={styles.list}>
        {d.visits.map((v) => (
          <li key={v.number} className={labs.collection} aria-label={`Visit ${v.number}`}>
            <p className={labs.head}>
              <strong>{v.number}</strong> · {v.when} · <strong>{v.statusLabel}</strong>
            </p>
            <p>
              {v.patient}
              {v.age && <> ({v.age})</>}: {v.vaccine}, dose {v.dose}
              {v.doseOf ? ` of ${v.doseOf}` : ''}
            </p>
            <p className={labs.address}>
              {v.address} · {v.contact}
            </p>
            {v.status === 'booked' && (
              <Form method="post" className={styles.filters} aria-label={`Record the dose of ${v.number}`}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="number" value={v.number} />
                <input type="hidden" name="date" value={d.date} />
                <input type="hidden" name="intent" value="dose" />
                <div className={styles.field}>
                  <label htmlFor={`batch-${v.number}`}>Batch number</label>
                  <input id={`batch-${v.number}`} name="batch_number" required maxLength={30} autoComplete="off" />
                </div>
                <div className={styles.field}>
                  <label htmlFor={`expiry-${v.number}`}>Vial expiry</label>
                  <input id={`expiry-${v.number}`} name="expiry" type="date" required />
                </div>
                <div className={styles.field}>
                  <label htmlFor={`cold-${v.number}`}>Carrier temperature (°C)</label>
                  <input id={`cold-${v.number}`} name="cold_chain_c" type="number" step="0.1" inputMode="decimal" required />
                </div>
                <div className={styles.buttons}>
                  <button type="submit" disabled={busy}>
                    Record dose <span className="visually-hidden">{v.number}</span>
                  </button>
                </div>
              </Form>
            )}
            {v.status === 'given' && (
              <Form method="post" className={styles.buttons}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="number" value={v.number} />
                <input type="hidden" name="date" value={d.date} />
                <p>
                  Batch {v.batchNumber}, given at {v.givenAt ? when.format(new Date(v.givenAt)) : ''}; observation until{' '}
                  {v.observationEndsAt ? when.format(new Date(v.observationEndsAt)) : ''}.
                  {v.observationLeft && <> {v.observationLeft}</>}
                </p>
                <button type="submit" name="intent" value="observe" disabled={busy}>
                  End observation <span className="visually-hidden">{v.number}</span>
                </button>
              </Form>
            )}
            {v.status === 'completed' && v.certificateNumber && (
              <p>
                Certificate {v.certificateNumber}:{' '}
                <a href={`/staff/vaccination/${v.number}/certificate`} download>
                  Download <span className="visually-hidden">the certificate of {v.number}</span>
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
