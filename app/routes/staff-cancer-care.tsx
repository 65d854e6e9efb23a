import { Link, useLoaderData } from 'react-router'
import styles from '~/cancer-care/cancer-care.module.css'
import { STAFF_QUEUE_PATH, staffRequestPath } from '~/cancer-care/paths'
import { requestWhen } from '~/cancer-care/request-card'
import { queueLoader } from '~/cancer-care/staff.server'
import type { Route } from './+types/staff-cancer-care'

// /staff/cancer-care (issue 24 §8): the care coordinator's queue of second-opinion requests, oldest first, open ones
// (received, with an oncologist) unless every one is asked for. ROLE_CCARE acts, ROLE_ADMIN may look; anyone else 404.

export async function loader({ request, context }: Route.LoaderArgs) {
  return queueLoader(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Cancer care requests | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function StaffCancerCare() {
  const { show, requests } = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="cc-queue-title" className={styles.page}>
      <h1 id="cc-queue-title" className={styles.title}>
        Second-opinion requests
      </h1>
      <p>
        {show === 'open' ? (
          <>
            Open requests, oldest first. <Link to={`${STAFF_QUEUE_PATH}?show=all`}>Show every request</Link>
          </>
        ) : (
          <>
            Every request, oldest first. <Link to={STAFF_QUEUE_PATH}>Show open requests</Link>
          </>
        )}
      </p>
      <p role="status">{requests.length === 1 ? '1 request' : `${requests.length} requests`}</p>
      <ul className={styles.list}>
        {requests.map((r) => (
          <li key={r.id} className={styles.card}>
            <h2>
              <Link to={staffRequestPath(r.id)}>{r.reference}</Link> <span className={styles.state}>{r.state_label}</span>
            </h2>
            <p>
              {r.patient.name}: {r.diagnosis} ({r.stage_label})
            </p>
            <p className={styles.muted}>
              Sent {requestWhen(r.created_at)} · {r.oncologist ? r.oncologist.name : 'No oncologist yet'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
