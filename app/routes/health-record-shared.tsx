import { useLoaderData } from 'react-router'
import { loadShared } from '~/records/sharing.server'
import { indiaDateTime, recordDate } from '~/records/records'
import css from '~/records/records.module.css'
import type { Route } from './+types/health-record-shared'

// '/health-record/shared/{token}' (issue 26 §3; decisions 074, 079): what a person shared with a doctor, for anyone
// holding the link (no sign-in). Only what was shared: the member's name, gender and age and the records in scope
// with their results and files. An unknown link is 404, a revoked or expired one 410 with its reason. Never cached,
// no referrer, not indexed (sharing.server.ts).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadShared(request, context, params)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = () => [
  { title: 'Shared health records | MedWise' },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]

const GENDER = { male: 'Male', female: 'Female', other: 'Other' } as const

export default function SharedRecords() {
  const v = useLoaderData<typeof loader>()
  if (v.state !== 'active') {
    return (
      <div className={css.page}>
        <h1 className={css.title}>
          {v.state === 'not_found' ? 'Link not found' : v.state === 'revoked' ? 'Link withdrawn' : 'Link expired'}
        </h1>
        <p role="alert" className={css.alert}>
          {v.message}
        </p>
      </div>
    )
  }
  const facts = [v.patient.gender ? GENDER[v.patient.gender] : null, v.patient.age != null ? `${v.patient.age} years` : null]
    .filter(Boolean)
    .join(', ')
  return (
    <div className={css.page}>
      <h1 className={css.title}>Health records of {v.patient.name}</h1>
      {facts && <p>{facts}</p>}
      <p className={css.note}>
        Shared with you through a private link that works until {indiaDateTime(v.expiresAt)}. Please do not pass it on.
      </p>
      {v.records.length === 0 ? (
        <p className={css.note}>There are no records in this link.</p>
      ) : (
        <ol className={css.list} aria-label="Shared records">
          {v.records.map((r) => (
            <li key={r.id} className={css.card} aria-labelledby={`shared-${r.id}`}>
              <h2 id={`shared-${r.id}`} className={css.cardTitle}>
                <span className={css.kind}>{r.kind_label}</span>
                {r.title}
              </h2>
              <ul className={css.facts}>
                <li>{recordDate(r.date)}</li>
                {r.provider && <li>{r.provider}</li>}
              </ul>
              {r.summary && <p className={css.muted}>{r.summary}</p>}
              {r.observations.length > 0 && (
                <table className={css.results}>
                  <caption className={css.muted}>Results of {r.title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Test</th>
                      <th scope="col">Result</th>
                      <th scope="col">Reference range</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.observations.map((o, i) => (
                      <tr key={i}>
                        <th scope="row">{o.name}</th>
                        <td className={o.flag === 'high' || o.flag === 'low' ? css.out : undefined}>
                          {o.value} {o.unit}
                          {o.flag === 'high' ? ' (high)' : o.flag === 'low' ? ' (low)' : ''}
                        </td>
                        <td>
                          {o.range_text ?? (o.low != null || o.high != null ? `${o.low ?? ''}–${o.high ?? ''} ${o.unit}` : '')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {r.file_url && (
                <div className={css.actions}>
                  <a
                    href={r.file_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Open document, ${r.title} (opens in a new tab)`}
                  >
                    Open document
                  </a>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
