import { Link, useLoaderData } from 'react-router'
import styles from '~/cancer-care/cancer-care.module.css'
import { requestPath, SECOND_OPINION_PATH } from '~/cancer-care/paths'
import { RequestFacts } from '~/cancer-care/request-card'
import { myRequestsLoader } from '~/cancer-care/requests.server'
import type { Route } from './+types/cancer-care-requests'

// /cancer-care/requests (issue 24 §8): the account's second-opinion requests, newest first, each with its state and,
// once ready, the written opinion to download (the account only: the API answers 404 to anyone else).

export async function loader({ request, context }: Route.LoaderArgs) {
  return myRequestsLoader(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'My second-opinion requests | Cancer care | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function MyRequests() {
  const { requests } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My second-opinion requests</h1>
      {requests.length === 0 ? (
        <p>
          You have not asked for a second opinion yet. <Link to={SECOND_OPINION_PATH}>Ask for a second opinion</Link>
        </p>
      ) : (
        <>
          <p>
            <Link to={SECOND_OPINION_PATH}>Ask for another second opinion</Link>
          </p>
          <ul className={styles.list}>
            {requests.map((r) => (
              <li key={r.id} className={styles.card} aria-labelledby={`request-${r.id}`}>
                <h2 id={`request-${r.id}`}>
                  <Link to={requestPath(r.id)}>Request {r.reference}</Link>
                </h2>
                <p>
                  <span className={styles.state}>{r.state_label}</span>
                </p>
                <RequestFacts request={r} />
                {r.opinion_url && (
                  <a href={r.opinion_url} download>
                    Download the written opinion ({r.reference})
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
