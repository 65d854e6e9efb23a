import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { loadTimeline, timelineAction } from '~/records/records.server'
import { indiaDateTime, RECORDS_PATH, recordDate, type RecordsActionData } from '~/records/records'
import { TrendChart } from '~/records/trend-chart'
import css from '~/records/records.module.css'
import type { HealthRecord } from '../../contracts/records.ts'
import { RECORD_KIND_LABELS, RECORD_KINDS } from '../../core/records/vocabulary.ts'
import { hasFilters } from '../../core/records/filters.ts'
import { SHARE_HOURS_CHOICES, SHARE_HOURS_DEFAULT } from '../../core/records/share.ts'
import type { Route } from './+types/health-record-member'

// spec 2 §2 '/health-record/{patient_id}' (issue 26 §1–2): a family member's records, newest first, a page at a time;
// filters by kind, dates and words (a GET form: works without JavaScript); the trends of lab parameters measured more
// than once (server-rendered SVG with a table for screen readers); the upload form (a PDF, JPEG or PNG of at most
// 10 MB); the person's own uploads changed (?edit=id) and deleted (?delete=id asks first). Another account's member:
// the 404 page.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadTimeline(request, context, params)
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return timelineAction(request, context, params)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.patient.name ? `${loaderData.patient.name}’s health records` : 'Health records'} | MedWise` },
  { name: 'robots', content: 'noindex' },
]

const RECORD_KIND_OPTIONS = RECORD_KINDS.map((k) => ({ value: k, label: RECORD_KIND_LABELS[k] }))

const DONE = {
  uploaded: 'Your record is saved.',
  saved: 'Your changes are saved.',
  deleted: 'The record is deleted.',
  revoked: 'The link is withdrawn: it no longer opens.',
  abha: 'The ABHA details are saved.',
} as const

export default function MemberRecords() {
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const shared = answer && 'link' in answer ? answer : null
  const refused = answer && !('link' in answer) ? (answer as RecordsActionData) : undefined
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const here = `${RECORDS_PATH}/${d.patient.id}`
  const uploadRefused = refused?.intent === 'upload' ? refused : null
  return (
    <div className={css.page}>
      <p>
        <Link to={RECORDS_PATH}>All family members</Link>
      </p>
      <h1 className={css.title}>{d.patient.name}’s health records</h1>
      {d.done && (
        <p role="status" className={css.status}>
          {DONE[d.done]}
        </p>
      )}

      <details className={css.panel} open={Boolean(uploadRefused)}>
        <summary>Upload a record</summary>
        {uploadRefused && (
          <p role="alert" className={css.alert}>
            {uploadRefused.message}
          </p>
        )}
        <Form method="post" encType="multipart/form-data" className={css.form} aria-label="Upload a record">
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="upload" />
          <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
          <div className={css.field}>
            <label htmlFor="upload-file">File (PDF, JPEG or PNG, up to 10 MB)</label>
            <input id="upload-file" name="file" type="file" accept="application/pdf,image/jpeg,image/png" required />
          </div>
          <RecordFields prefix="upload" values={uploadRefused?.values} today={d.today} />
          <button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save record'}
          </button>
        </Form>
      </details>

      <h2 className={css.heading}>Find records</h2>
      <Form method="get" action={here} className={`${css.form} ${css.filters}`} aria-label="Filter records">
        <div className={css.field}>
          <label htmlFor="filter-kind">Kind</label>
          <select id="filter-kind" name="kind" defaultValue={d.filters.kind ?? ''}>
            <option value="">All kinds</option>
            {RECORD_KIND_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label htmlFor="filter-q">Words</label>
          <input id="filter-q" name="q" type="search" defaultValue={d.filters.q ?? ''} placeholder="Title, doctor, lab or tag" />
        </div>
        <div className={css.field}>
          <label htmlFor="filter-from">From</label>
          <input id="filter-from" name="from" type="date" defaultValue={d.filters.from ?? ''} max={d.today} />
        </div>
        <div className={css.field}>
          <label htmlFor="filter-to">To</label>
          <input id="filter-to" name="to" type="date" defaultValue={d.filters.to ?? ''} max={d.today} />
        </div>
        <div className={`${css.actions} ${css.wide}`}>
          <button type="submit">Show records</button>
          {hasFilters(d.filters) && <Link to={here}>Clear filters</Link>}
        </div>
      </Form>

      {d.trends.length > 0 && !d.paged && (
        <section aria-labelledby="trends-heading">
          <h2 id="trends-heading" className={css.heading}>
            Trends
          </h2>
          <p className={css.note}>Lab results measured more than once, oldest to newest.</p>
          <div className={css.trends}>
            {d.trends.map((t) => (
              <TrendChart key={t.key} trend={t} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className={css.heading}>
          {hasFilters(d.filters) ? 'Matching records' : 'All records'}
        </h2>
        {d.records.length === 0 ? (
          <p className={css.note}>{hasFilters(d.filters) ? 'No records match these filters.' : 'No records yet.'}</p>
        ) : (
          <ol className={css.list}>
            {d.records.map((r) => (
              <RecordCard
                key={r.id}
                r={r}
                here={here}
                editing={d.editing === r.id}
                deleting={d.deleting === r.id}
                refused={refused && refused.id === r.id ? refused : null}
                csrf={csrf}
                today={d.today}
                busy={busy}
              />
            ))}
          </ol>
        )}
        <nav className={css.pager} aria-label="Pages">
          {d.paged && <Link to={d.firstPage}>Newest records</Link>}
          {d.nextPage && <Link to={d.nextPage}>Older records</Link>}
        </nav>
      </section>

      <SharePanel d={d} shared={shared} refused={refused?.intent === 'share' ? refused : null} csrf={csrf} busy={busy} />

      <section aria-labelledby="export-heading">
        <h2 id="export-heading" className={css.heading}>
          Download the records
        </h2>
        <p className={css.note}>
          All of {d.patient.name}’s records as one FHIR R4 document, the format India’s health stack (ABDM) exchanges.
        </p>
        <p>
          <a href={d.exportUrl} download>
            Download FHIR bundle (JSON)
          </a>
        </p>
      </section>

      <section aria-labelledby="abha-heading">
        <h2 id="abha-heading" className={css.heading}>
          ABHA
        </h2>
        <p className={css.note}>
          {d.patient.name}’s Ayushman Bharat Health Account, named in the download. We check the format only.
        </p>
        {refused?.intent === 'abha' && (
          <p role="alert" className={css.alert}>
            {refused.message}
          </p>
        )}
        {/* Keyed by what is saved: the fields show the saved form (91-…) after a save, not what was typed. */}
        <Form
          method="post"
          className={css.form}
          aria-label="ABHA details"
          key={`${d.abha.abha_number ?? ''}|${d.abha.abha_address ?? ''}`}
        >
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="abha" />
          <div className={css.field}>
            <label htmlFor="abha-number">ABHA number (14 digits, optional)</label>
            <input
              id="abha-number"
              name="abha_number"
              inputMode="numeric"
              autoComplete="off"
              placeholder="91-1234-5678-9012"
              defaultValue={refused?.intent === 'abha' ? refused.values.abha_number : (d.abha.abha_number ?? '')}
              maxLength={40}
            />
          </div>
          <div className={css.field}>
            <label htmlFor="abha-address">ABHA address (optional)</label>
            <input
              id="abha-address"
              name="abha_address"
              autoComplete="off"
              placeholder="name@abdm"
              defaultValue={refused?.intent === 'abha' ? refused.values.abha_address : (d.abha.abha_address ?? '')}
              maxLength={80}
            />
          </div>
          <button type="submit" disabled={busy}>
            Save ABHA details
          </button>
        </Form>
      </section>
    </div>
  )
}

function RecordFields(props: { prefix: string; values?: Record<string, string>; record?: HealthRecord; today: string }) {
  const { prefix, values, record, today } = props
  const v = (name: string, fallback: string) => values?.[name] ?? fallback
  return (
    <>
      <div className={css.field}>
        <label htmlFor={`${prefix}-kind`}>Kind of record</label>
        <select id={`${prefix}-kind`} name="kind" defaultValue={v('kind', record?.kind ?? 'HealthDocumentRecord')} required>
          {RECORD_KIND_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className={css.field}>
        <label htmlFor={`${prefix}-title`}>Title</label>
        <input id={`${prefix}-title`} name="title" defaultValue={v('title', record?.title ?? '')} maxLength={120} required />
      </div>
      <div className={css.field}>
        <label htmlFor={`${prefix}-date`}>Date of the record</label>
        <input id={`${prefix}-date`} name="date" type="date" defaultValue={v('date', record?.date ?? '')} max={today} required />
      </div>
      <div className={css.field}>
        <label htmlFor={`${prefix}-provider`}>Doctor, hospital or lab (optional)</label>
        <input id={`${prefix}-provider`} name="provider" defaultValue={v('provider', record?.provider ?? '')} maxLength={120} />
      </div>
      <div className={css.field}>
        <label htmlFor={`${prefix}-tags`}>Tags, separated by commas (optional)</label>
        <input id={`${prefix}-tags`} name="tags" defaultValue={v('tags', record?.tags.join(', ') ?? '')} />
      </div>
    </>
  )
}

function RecordCard(props: {
  r: HealthRecord
  here: string
  editing: boolean
  deleting: boolean
  refused: RecordsActionData | null
  csrf: string
  today: string
  busy: boolean
}) {
  const { r, here, editing, deleting, refused, csrf, today, busy } = props
  const headingId = `record-${r.id}`
  return (
    <li className={css.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.cardTitle}>
        <span className={css.kind}>{r.kind_label}</span>
        {r.title}
      </h3>
      <ul className={css.facts}>
        <li>{recordDate(r.date)}</li>
        {r.provider && <li>{r.provider}</li>}
        <li className={css.muted}>{r.source_label}</li>
      </ul>
      {r.summary && <p className={css.muted}>{r.summary}</p>}
      {r.tags.length > 0 && (
        <ul className={css.tags} aria-label="Tags">
          {r.tags.map((t) => (
            <li key={t} className={css.tag}>
              {t}
            </li>
          ))}
        </ul>
      )}
      {refused && (
        <p role="alert" className={css.alert}>
          {refused.message}
        </p>
      )}
      <div className={css.actions}>
        {r.file_url && (
          <a href={r.file_url} target="_blank" rel="noopener" aria-label={`Open document, ${r.title} (opens in a new tab)`}>
            Open document
          </a>
        )}
        {r.editable && !editing && (
          <Link to={`${here}?edit=${r.id}#${headingId}`} aria-label={`Edit ${r.title}`}>
            Edit
          </Link>
        )}
        {r.editable && !deleting && (
          <Link to={`${here}?delete=${r.id}#${headingId}`} aria-label={`Delete ${r.title}`}>
            Delete
          </Link>
        )}
      </div>
      {r.editable && editing && (
        <Form method="post" className={css.form} aria-label={`Edit ${r.title}`}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={r.id} />
          <RecordFields prefix={`edit-${r.id}`} record={r} values={refused?.values} today={today} />
          <div className={css.actions}>
            <button type="submit" disabled={busy}>
              Save changes
            </button>
            <Link to={here}>Cancel</Link>
          </div>
        </Form>
      )}
      {r.editable && deleting && (
        <Form method="post" className={css.actions} aria-label={`Delete ${r.title}`}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={r.id} />
          <span>Delete this record and its file?</span>
          <button type="submit" className={css.danger} disabled={busy}>
            Yes, delete
          </button>
          <Link to={here}>Keep it</Link>
        </Form>
      )}
    </li>
  )
}

type TimelineData = Awaited<ReturnType<typeof loader>>

const STATE_WORDS = { active: 'Active', expired: 'Expired', revoked: 'Withdrawn' } as const

function SharePanel(props: {
  d: TimelineData
  shared: { link: string; label: string; expires_at: string } | null
  refused: RecordsActionData | null
  csrf: string
  busy: boolean
}) {
  const { d, shared, refused, csrf, busy } = props
  return (
    <section aria-labelledby="shares-heading">
      <h2 id="shares-heading" className={css.heading}>
        Share with a doctor
      </h2>
      <p className={css.note}>
        A private link shows the doctor only what you choose, until it expires or you withdraw it. Each time it is opened is
        listed here.
      </p>
      {shared && (
        <div role="status" className={css.status}>
          <p>
            Link to {shared.label.startsWith('All records') ? shared.label.replace('All records', 'all records') : shared.label}{' '}
            made. It works until {indiaDateTime(shared.expires_at)}. Copy it now: it is shown only once.
          </p>
          <label htmlFor="share-link">Link to share</label>
          <input id="share-link" className={css.linkBox} readOnly value={shared.link} />
          <p>
            <a href={shared.link} target="_blank" rel="noopener noreferrer">
              Open the link (opens in a new tab)
            </a>
          </p>
        </div>
      )}
      {refused && (
        <p role="alert" className={css.alert}>
          {refused.message}
        </p>
      )}
      <Form method="post" className={css.form} aria-label="Share records">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
        <div className={css.field}>
          <label htmlFor="share-what">What to share</label>
          <select id="share-what" name="what" defaultValue={refused?.values.what || 'patient'}>
            <option value="patient">All of {d.patient.name}’s records (as they are now)</option>
            {d.records.map((r) => (
              <option key={r.id} value={r.id}>
                {r.kind_label}: {r.title}, {recordDate(r.date)}
              </option>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label htmlFor="share-hours">The link works for</label>
          <select id="share-hours" name="hours" defaultValue={refused?.values.hours || String(SHARE_HOURS_DEFAULT)}>
            {SHARE_HOURS_CHOICES.map((h) => (
              <option key={h} value={h}>
                {h < 24 ? `${h} hour` : h === 24 ? '24 hours' : `${h / 24} days`}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy}>
          Create link
        </button>
      </Form>
      {d.shares.length > 0 && (
        <>
          <h3 className={css.heading}>Links you made</h3>
          <ol className={css.list} aria-label="Shared links">
            {d.shares.map((s) => (
              <li key={s.share_id} className={css.card} aria-labelledby={`share-${s.share_id}`}>
                <h4 id={`share-${s.share_id}`} className={css.cardTitle}>
                  <span className={css.kind}>{STATE_WORDS[s.state]}</span>
                  {s.label}
                </h4>
                <ul className={css.facts}>
                  <li>Made {indiaDateTime(s.created_at)}</li>
                  <li>
                    {s.state === 'revoked' && s.revoked_at
                      ? `Withdrawn ${indiaDateTime(s.revoked_at)}`
                      : s.state === 'expired'
                        ? `Expired ${indiaDateTime(s.expires_at)}`
                        : `Works until ${indiaDateTime(s.expires_at)}`}
                  </li>
                  <li>{s.views === 1 ? 'Opened once' : s.views === 0 ? 'Not opened yet' : `Opened ${s.views} times`}</li>
                </ul>
                {s.view_log.length > 0 && (
                  <details>
                    <summary>Who opened it</summary>
                    <ul className={css.viewLog}>
                      {s.view_log.map((v, i) => (
                        <li key={i}>
                          {indiaDateTime(v.at)} · {v.device}
                          {v.network ? ` · network ${v.network}` : ''}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
                {s.state === 'active' && (
                  <Form method="post" className={css.actions} aria-label={`Withdraw the link to ${s.label}`}>
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="id" value={s.share_id} />
                    <button type="submit" className={css.danger} disabled={busy}>
                      Withdraw link
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
