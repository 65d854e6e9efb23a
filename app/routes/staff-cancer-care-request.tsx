import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import styles from '~/cancer-care/cancer-care.module.css'
import { STAFF_QUEUE_PATH, staffRequestPath } from '~/cancer-care/paths'
import { RequestFacts, requestWhen } from '~/cancer-care/request-card'
import { staffRequestAction, staffRequestLoader } from '~/cancer-care/staff.server'
import { useCsrfToken } from '~/lib/forms'
import { NOTE_MAX, REPORT_KINDS } from '../../core/cancer-care/vocabulary.ts'
import type { Route } from './+types/staff-cancer-care-request'

// /staff/cancer-care/{id} (issue 24 §8): one second-opinion request for the care coordinator: the patient's facts and
// reports (opened inline, each read audited), the notes, and the moves: assign an oncologist (the oncology specialty's
// doctors), add a note, upload the written opinion (a PDF: the patient is told), close. Plain forms with `_csrf`.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return staffRequestLoader(request, context, params)
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return staffRequestAction(request, context, params)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.request.reference} | Cancer care requests | MedWise` : 'Page not found | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function StaffCancerCareRequest() {
  const { request: r, doctorId, notes, oncologists, canAct, done } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const open = r.state === 'received' || r.state === 'assigned'
  const base = staffRequestPath(r.id)
  return (
    <section aria-labelledby="cc-request-title" className={styles.page}>
      <p>
        <Link to={STAFF_QUEUE_PATH}>All requests</Link>
      </p>
      <h1 id="cc-request-title" className={styles.title}>
        Request {r.reference}
      </h1>
      <p>
        State: <span className={styles.state}>{r.state_label}</span>
      </p>
      {done && (
        <p className={styles.notice} role="status">
          {done}
        </p>
      )}
      {refused && (
        <p role="alert" className={styles.alert}>
          {refused.message}
        </p>
      )}
      <RequestFacts request={r} contact />
      <section aria-labelledby="cc-reports" className={styles.section}>
        <h2 id="cc-reports" className={styles.heading}>
          Reports
        </h2>
        <ul>
          {r.files.map((f) => (
            <li key={f.id}>
              <a href={`${base}/files/${f.id}`} target="_blank" rel="noreferrer">
                {REPORT_KINDS[f.kind]}: {f.name}
              </a>
            </li>
          ))}
          {r.opinion_url && (
            <li>
              <a href={`${base}/files/opinion`} target="_blank" rel="noreferrer">
                The written opinion
              </a>
            </li>
          )}
        </ul>
      </section>

      {canAct && r.state !== 'closed' && (
        <>
          {open && (
            <Form method="post" className={`${styles.form} ${styles.section}`} aria-labelledby="cc-assign">
              <h2 id="cc-assign" className={styles.heading}>
                Oncologist
              </h2>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="intent" value="assign" />
              <div className={styles.field}>
                <label htmlFor="cc-doctor">Assign to</label>
                <select id="cc-doctor" name="doctor_id" defaultValue={doctorId ?? ''} required>
                  <option value="">Choose an oncologist</option>
                  {oncologists.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}, {d.qualifications}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={styles.button} disabled={busy}>
                {r.state === 'assigned' ? 'Reassign' : 'Assign'}
              </button>
            </Form>
          )}
          {r.state === 'assigned' && (
            <Form
              method="post"
              encType="multipart/form-data"
              className={`${styles.form} ${styles.section}`}
              aria-labelledby="cc-opinion"
            >
              <h2 id="cc-opinion" className={styles.heading}>
                Written opinion
              </h2>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="intent" value="opinion" />
              <div className={styles.field}>
                <label htmlFor="cc-opinion-file">The oncologist’s opinion (PDF, up to 10 MB)</label>
                <input id="cc-opinion-file" name="opinion" type="file" accept="application/pdf" required />
              </div>
              <button type="submit" className={styles.button} disabled={busy}>
                Upload the opinion and tell the patient
              </button>
            </Form>
          )}
        </>
      )}

      <section aria-labelledby="cc-notes" className={styles.section}>
        <h2 id="cc-notes" className={styles.heading}>
          Notes
        </h2>
        {notes.length === 0 ? (
          <p className={styles.muted}>No notes yet.</p>
        ) : (
          <ul>
            {notes.map((n) => (
              <li key={n.id}>
                <span className={styles.muted}>
                  {requestWhen(n.at)}, {n.author}:
                </span>{' '}
                {n.text}
              </li>
            ))}
          </ul>
        )}
        {canAct && (
          <Form method="post" className={styles.form}>
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="intent" value="note" />
            <div className={styles.field}>
              <label htmlFor="cc-note">New note</label>
              <textarea id="cc-note" name="note" rows={3} maxLength={NOTE_MAX} required />
            </div>
            <button type="submit" className={styles.button} disabled={busy}>
              Add note
            </button>
          </Form>
        )}
      </section>

      {canAct && r.state !== 'closed' && (
        <Form method="post" className={styles.section}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="close" />
          <button type="submit" className={styles.button} disabled={busy}>
            Close the request
          </button>
        </Form>
      )}
    </section>
  )
}
