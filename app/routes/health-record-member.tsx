import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { loadTimeline, timelineAction } from '~/records/records.server'
import { RECORDS_PATH, recordDate, type RecordsActionData } from '~/records/records'
import { TrendChart } from '~/records/trend-chart'
import css from '~/records/records.module.css'
import type { HealthRecord } from '../../contracts/records.ts'
import { RECORD_KIND_LABELS, RECORD_KINDS } from '../../core/records/vocabulary.ts'
import { hasFilters } from '../../core/records/filters.ts'
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

const DONE = { uploaded: 'Your record is saved.', saved: 'Your changes are saved.', deleted: 'The record is deleted.' } as const

export default function MemberRecords() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>() as RecordsActionData | undefined
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
