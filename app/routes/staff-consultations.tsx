import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { CONSULTATION_MODE_LABELS } from '../../core/consultations/states.ts'
import { roomPagePath } from '../../core/consultations/room.ts'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/staff/order-desk.module.css'
import desk from '~/staff/consultation-desk.module.css'
import { deskAction, deskLoader } from '~/staff/consultation-desk.server'
import type { Route } from './+types/staff-consultations'

// /staff/consultations (issue 24 §5): the doctor's desk: today's consultations and those waiting, each with the
// patient (name, age, sex), mode, time, state, symptoms and attachments; 'Join' opens the room on the doctor's side,
// 'Complete' ends a consultation in progress, and 'Notes and prescription' opens the consultation's own page: the
// doctor's private notes, the e-prescription and the patient's history with us (decision 064). ROLE_DOCTOR only (404 else).

export async function loader({ request, context }: Route.LoaderArgs) {
  return deskLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Doctor’s desk | MedWise' }, { name: 'robots', content: 'noindex' }]

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
const SEX: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' }

export default function StaffConsultations() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  return (
    <section aria-labelledby="desk-title" className={styles.page}>
      <h1 id="desk-title" className={styles.title}>
        Doctor’s desk
      </h1>
      {d.done && <p className={styles.notice}>{d.done}</p>}
      {refused && (
        <p role="alert" className={styles.error}>
          {refused.message}
        </p>
      )}
      <p className={styles.count} role="status">
        {d.consultations.length === 1 ? '1 consultation' : `${d.consultations.length} consultations`} today and waiting
      </p>
      {d.consultations.length === 0 ? (
        <p>No consultations today. New bookings appear here.</p>
      ) : (
        <ul className={styles.list}>
          {d.consultations.map((c) => {
            const facts = [c.patientAge === null ? null : `${c.patientAge} years`, c.patientGender ? SEX[c.patientGender] : null]
              .filter(Boolean)
              .join(', ')
            return (
              <li key={c.id} className={desk.row} aria-labelledby={`c-${c.id}`}>
                <h2 id={`c-${c.id}`} className={desk.name}>
                  {c.patientName}
                  {facts && <span className={desk.facts}> ({facts})</span>}
                </h2>
                <p className={desk.line}>
                  <time dateTime={c.startsAt}>{when.format(new Date(c.startsAt))}</time> · {CONSULTATION_MODE_LABELS[c.mode]} ·{' '}
                  <strong>{c.stateLabel}</strong>
                </p>
                {c.symptoms && <p className={desk.line}>Symptoms: {c.symptoms}</p>}
                {c.attachments.length > 0 && (
                  <p className={desk.line}>
                    Attachments:{' '}
                    {c.attachments.map((a, i) => (
                      <span key={a.id}>
                        {i > 0 && ', '}
                        <a href={`/staff/consultations/${c.id}/attachments/${a.id}`}>{a.name}</a>
                      </span>
                    ))}
                  </p>
                )}
                <div className={styles.buttons}>
                  {c.canJoin && (
                    <Link className="button" to={roomPagePath(c.id)}>
                      Join <span className="visually-hidden">the consultation with {c.patientName}</span>
                    </Link>
                  )}
                  <Link to={`/staff/consultations/${c.id}/prescription`}>
                    Notes and prescription <span className="visually-hidden">for {c.patientName}</span>
                  </Link>
                  {c.canComplete && (
                    <Form method="post">
                      <input type="hidden" name="_csrf" value={csrf} />
                      <input type="hidden" name="id" value={c.id} />
                      <button type="submit" name="intent" value="complete" disabled={busy}>
                        Complete <span className="visually-hidden">the consultation with {c.patientName}</span>
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
