import { Link, useLoaderData } from 'react-router'
import { GrievanceFacts } from '~/grievances/grievance-facts'
import { grievanceLoader } from '~/grievances/grievances.server'
import styles from '~/grievances/grievances.module.css'
import { dayInIndia } from '../../core/content/dates.ts'
import type { Route } from './+types/grievance'

// /profile/grievances/{number} (issue 26 §6; decision 082): one of the account's grievances (anyone else's: the 404
// page), with the confirmation after filing, its status and due date, and the answer once given.

export function loader({ request, context, params }: Route.LoaderArgs) {
  return grievanceLoader(request, context, params.number)
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Grievance ${params.number} | MedWise` },
  { name: 'robots', content: 'noindex' },
]

export default function GrievancePage() {
  const { grievance: g, filed, operator } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Grievance {g.number}</h1>
      {filed && (
        <p role="status" className={styles.notice}>
          We have received your grievance. Your grievance number is {g.number}; we will answer it by {dayInIndia(g.due_at)}.
        </p>
      )}
      <section className={styles.card} aria-labelledby="facts-heading">
        <h2 id="facts-heading">Details</h2>
        <GrievanceFacts g={g} />
        <h3>What you wrote</h3>
        <p className={styles.message}>{g.message}</p>
      </section>
      <section className={styles.card} aria-labelledby="answer-heading">
        <h2 id="answer-heading">Our answer</h2>
        {g.answer ? (
          <>
            <p className={styles.answer}>{g.answer}</p>
            {g.answered_at && <p className={styles.muted}>Answered on {dayInIndia(g.answered_at)}</p>}
          </>
        ) : (
          <p className={styles.muted}>
            Not answered yet. If you need to add something, write to {operator.grievance.name} at{' '}
            <a href={`mailto:${operator.grievance.email}`}>{operator.grievance.email}</a> quoting {g.number}.
          </p>
        )}
      </section>
      <p>
        <Link to="/profile/grievances">All your grievances</Link>
      </p>
    </div>
  )
}
