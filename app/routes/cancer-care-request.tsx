import { Link, useLoaderData } from 'react-router'
import styles from '~/cancer-care/cancer-care.module.css'
import { MY_REQUESTS_PATH } from '~/cancer-care/paths'
import { RequestFacts } from '~/cancer-care/request-card'
import { myRequestLoader } from '~/cancer-care/requests.server'
import { REPORT_KINDS, SECOND_OPINION_HOURS } from '../../core/cancer-care/vocabulary.ts'
import type { Route } from './+types/cancer-care-request'

// /cancer-care/requests/{id} (issue 24 §8): one of the account's second-opinion requests (another account's: the 404
// page); after sending (?sent=1) it is the confirmation. Its state, the reports sent and, once ready, the download.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return myRequestLoader(request, context, params)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Request ${loaderData.request.reference} | Cancer care | MedWise` : 'Page not found | MedWise' },
  { name: 'robots', content: 'noindex' },
]

export default function MyRequest() {
  const { request: r, sent } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Second opinion {r.reference}</h1>
      {sent && (
        <div className={styles.notice} role="status">
          <p>
            <strong>We have your request.</strong> A care coordinator will call you on +91 {r.contact_phone}; the written opinion
            usually follows within {SECOND_OPINION_HOURS} hours. We will send you a message when it is ready.
          </p>
        </div>
      )}
      <p>
        State: <span className={styles.state}>{r.state_label}</span>
      </p>
      <RequestFacts request={r} contact />
      {r.opinion_url && (
        <p>
          <a className={styles.cta} href={r.opinion_url} download>
            Download the written opinion
          </a>
        </p>
      )}
      <section aria-labelledby="reports-title" className={styles.section}>
        <h2 id="reports-title" className={styles.heading}>
          Reports sent
        </h2>
        <ul>
          {r.files.map((f) => (
            <li key={f.id}>
              {REPORT_KINDS[f.kind]}: {f.name}
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link to={MY_REQUESTS_PATH}>All my requests</Link>
      </p>
    </div>
  )
}
