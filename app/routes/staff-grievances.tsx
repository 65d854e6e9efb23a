import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { staffGrievancesAction, staffGrievancesLoader } from '~/grievances/staff-grievances.server'
import styles from '~/grievances/grievances.module.css'
import {
  clockText,
  GRIEVANCE_ANSWER_MAX,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATUS_LABELS,
} from '../../core/grievances/rules.ts'
import { dayInIndia } from '../../core/content/dates.ts'
import type { Route } from './+types/staff-grievances'

// /staff/grievances (issue 26 §6; decision 082): the grievances, unanswered first and the earliest due first, each
// with its 90-day clock (overdue ones marked); take one, answer it, close it. Each move is audited as the staff member.

export function loader({ request, context }: Route.LoaderArgs) {
  return staffGrievancesLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return staffGrievancesAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Grievances | MedWise' }, { name: 'robots', content: 'noindex' }]

const DONE: Record<string, string> = { assign: 'taken', answer: 'answered', close: 'closed' }

export default function StaffGrievances() {
  const { rows, includeClosed } = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const csrf = useCsrfToken()
  return (
    <section className={styles.page} aria-labelledby="staff-grievances">
      <h1 id="staff-grievances" className={styles.title}>
        Grievances
      </h1>
      <p>
        {includeClosed ? (
          <>
            Showing all grievances. <Link to="/staff/grievances">Hide closed</Link>
          </>
        ) : (
          <>
            Unanswered first, the earliest due first. <Link to="/staff/grievances?show=all">Show closed too</Link>
          </>
        )}
      </p>
      {done?.ok && (
        <p role="status" className={styles.notice}>
          Grievance {done.number} {DONE[done.intent]}.
        </p>
      )}
      {done && !done.ok && (
        <p role="alert" className={styles.error}>
          {done.message}
        </p>
      )}
      {rows.length === 0 ? (
        <p>No grievances.</p>
      ) : (
        <ul className={styles.list} aria-label="Grievances">
          {rows.map((r) => (
            <li
              key={r.id}
              className={`${styles.card} ${r.clock?.overdue ? styles.overdueCard : ''}`}
              aria-labelledby={`grievance-${r.id}`}
            >
              <h2 id={`grievance-${r.id}`}>
                {r.number} · {GRIEVANCE_CATEGORY_LABELS[r.category]}
              </h2>
              <p>
                {r.person} · raised {dayInIndia(r.filedAt)} · due {dayInIndia(r.dueAt)} ·{' '}
                {r.clock ? (
                  <span className={r.clock.overdue ? styles.overdue : undefined}>{clockText(r.clock)}</span>
                ) : (
                  GRIEVANCE_STATUS_LABELS[r.status]
                )}
              </p>
              <p className={styles.muted}>
                {GRIEVANCE_STATUS_LABELS[r.status]}
                {r.assignedTo ? ` · taken by ${r.assignedTo}` : ''}
                {r.reference ? ` · reference ${r.reference}` : ''}
              </p>
              <p className={styles.message}>{r.message}</p>
              {r.answer && <p className={styles.answer}>{r.answer}</p>}
              {r.status !== 'closed' && (
                <div className={styles.actions}>
                  {(r.status === 'open' || r.status === 'in_progress') && (
                    <Form method="post" aria-label={`Take ${r.number}`}>
                      <input type="hidden" name="_csrf" value={csrf} />
                      <input type="hidden" name="intent" value="assign" />
                      <input type="hidden" name="grievance_id" value={r.id} />
                      <button type="submit">Take it</button>
                    </Form>
                  )}
                  {r.status === 'answered' && (
                    <Form method="post" aria-label={`Close ${r.number}`}>
                      <input type="hidden" name="_csrf" value={csrf} />
                      <input type="hidden" name="intent" value="close" />
                      <input type="hidden" name="grievance_id" value={r.id} />
                      <button type="submit">Close</button>
                    </Form>
                  )}
                </div>
              )}
              {r.status !== 'closed' && (
                <Form method="post" className={styles.form} aria-label={`Answer ${r.number}`}>
                  <input type="hidden" name="_csrf" value={csrf} />
                  <input type="hidden" name="intent" value="answer" />
                  <input type="hidden" name="grievance_id" value={r.id} />
                  <label htmlFor={`answer-${r.id}`}>{r.answer ? 'Change the answer' : 'Answer'}</label>
                  <textarea id={`answer-${r.id}`} name="answer" maxLength={GRIEVANCE_ANSWER_MAX} required />
                  <button type="submit">Send answer</button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
