import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/staff/order-desk.module.css'
import labs from '~/staff/lab-desk.module.css'
import { labBookingAction, labBookingLoader } from '~/staff/lab-desk.server'
import type { Route } from './+types/staff-lab-booking'

// /staff/labs/{number} (issue 11 §6): one lab booking at the desk: the collection (slot, address, status), 'Mark
// collected' and 'Processing', and per patient each test's results form (a row per parameter: name, value, unit and
// the reference range as low/high or a text such as '< 200'; common tests start with their parameters) and the lab's
// own PDF instead. A patient's report is made once every test of theirs has results; the booking's reports are ready
// once every patient has one. Plain forms with `_csrf` (the upload is multipart): they work without JavaScript.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return labBookingLoader(request, params.number, context)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return labBookingAction(request, params.number, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.number} · Labs desk | MedWise` : 'Labs desk | MedWise' },
  { name: 'robots', content: 'noindex' },
]

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : '—')
const FLAG: Record<string, string> = { high: 'High', low: 'Low', abnormal: 'Abnormal' }
const GENDER: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' }
/** Empty rows offered below the entered or suggested ones. */
const SPARE_ROWS = 2

export default function StaffLabBooking() {
  const b = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const refusal = (target: string | null) =>
    refused && refused.target === target ? (
      <p role="alert" className={styles.error}>
        {refused.message}
      </p>
    ) : null
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Lab booking {b.number}</h1>
      <p>
        <strong role="status">{b.statusLabel}</strong> · {b.labName}
      </p>
      {b.done && <p className={styles.notice}>{b.done}</p>}
      {refusal(null)}
      <section className={styles.box} aria-labelledby="collection">
        <h2 id="collection">Collection</h2>
        <dl className={styles.facts}>
          <dt>Slot</dt>
          <dd>{at(b.slot.startsAt)}</dd>
          <dt>Area</dt>
          <dd>{b.address.area}</dd>
          <dt>Address</dt>
          <dd>{b.address.line}</dd>
          <dt>Contact</dt>
          <dd>{b.address.contact}</dd>
          <dt>Customer</dt>
          <dd>{[b.customer.name, b.customer.phone].filter(Boolean).join(' · ') || '—'}</dd>
          <dt>Collected</dt>
          <dd>{at(b.collectedAt)}</dd>
        </dl>
        {(b.canCollect || b.canProcess) && (
          <Form method="post" className={styles.buttons}>
            <input type="hidden" name="_csrf" value={csrf} />
            {b.canCollect && (
              <button type="submit" name="intent" value="collect" disabled={busy}>
                Mark collected
              </button>
            )}
            {b.canProcess && (
              <button type="submit" name="intent" value="process" disabled={busy}>
                Processing
              </button>
            )}
          </Form>
        )}
      </section>
      {b.patients.map((p) => (
        <section key={p.key} className={styles.box} aria-labelledby={`patient-${p.key}`}>
          <h2 id={`patient-${p.key}`}>
            {p.name}
            {(p.age !== null || p.gender) && (
              <span className={styles.muted}>
                {' '}
                · {[p.age === null ? null : `${p.age} years`, p.gender ? GENDER[p.gender] : null].filter(Boolean).join(', ')}
              </span>
            )}
          </h2>
          <p>
            {p.report
              ? `Report ready (${p.report.source === 'uploaded' ? 'the lab’s PDF' : 'made from the results'}), ${at(p.report.createdAt)}. `
              : 'No report yet: enter the results of every test, or upload the lab’s PDF.'}
            {p.report && (
              // A document, not a page of the app: a plain link, opened by the browser's PDF viewer (each read audited).
              <a href={`/staff/labs/${b.number}/reports/${p.key}`} target="_blank" rel="noopener">
                Open the report <span className="visually-hidden">of {p.name} (PDF, opens in a new tab)</span>
              </a>
            )}
          </p>
          {p.tests.map((t) => (
            <Form
              key={t.itemId}
              method="post"
              className={labs.results}
              aria-labelledby={`item-${t.itemId}-title`}
              id={`item-${t.itemId}`}
            >
              <h3 id={`item-${t.itemId}-title`} className={labs.testTitle}>
                {t.name}
                {t.entered && (
                  <span className={styles.tag}>{t.flagged ? `${t.flagged} outside the range` : 'Results entered'}</span>
                )}
              </h3>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="intent" value="results" />
              <input type="hidden" name="item_id" value={t.itemId} />
              {refusal(`item-${t.itemId}`)}
              <ResultRows itemId={t.itemId} rows={t.rows} disabled={!b.takesResults} />
              {b.takesResults && (
                <div className={styles.buttons}>
                  <button type="submit" disabled={busy}>
                    Save results{' '}
                    <span className="visually-hidden">
                      of {t.name} for {p.name}
                    </span>
                  </button>
                </div>
              )}
            </Form>
          ))}
          {b.takesResults && (
            <Form method="post" encType="multipart/form-data" className={labs.upload} id={`patient-${p.key}-upload`}>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="intent" value="upload" />
              <input type="hidden" name="patient_key" value={p.key} />
              {refusal(`patient-${p.key}`)}
              <div className={styles.field}>
                <label htmlFor={`report-${p.key}`}>The lab’s PDF report for {p.name} (at most 10 MB)</label>
                <input id={`report-${p.key}`} name="report" type="file" accept="application/pdf,.pdf" required />
              </div>
              <div className={styles.buttons}>
                <button type="submit" disabled={busy}>
                  Upload <span className="visually-hidden">the report of {p.name}</span>
                </button>
              </div>
            </Form>
          )}
        </section>
      ))}
      <p className={styles.muted}>
        <Link to="/staff/labs">Back to the day’s collections</Link>
      </p>
    </div>
  )
}

type Row = { name: string; value: string; unit: string; low: string; high: string; range: string; flag: string | null }

/** The parameter rows of a test: a grid that becomes one card per row at 360 px. */
function ResultRows({ itemId, rows, disabled }: { itemId: number; rows: Row[]; disabled: boolean }) {
  const all: Row[] = [
    ...rows,
    ...Array.from({ length: disabled ? 0 : SPARE_ROWS }, () => ({
      name: '',
      value: '',
      unit: '',
      low: '',
      high: '',
      range: '',
      flag: null,
    })),
  ]
  const field = (i: number, key: keyof Omit<Row, 'flag'>, label: string, row: Row, type = 'text') => {
    const id = `r-${itemId}-${key}-${i}`
    return (
      <div className={labs.cell}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={`${key}_${i}`}
          type={type}
          step={type === 'number' ? 'any' : undefined}
          inputMode={type === 'number' ? 'decimal' : undefined}
          defaultValue={row[key]}
          disabled={disabled}
          autoComplete="off"
        />
      </div>
    )
  }
  return (
    <ol className={labs.rows}>
      {all.map((row, i) => (
        <li key={i} className={labs.row}>
          {field(i, 'name', 'Parameter', row)}
          {field(i, 'value', 'Value', row)}
          {field(i, 'unit', 'Unit', row)}
          {field(i, 'low', 'Reference low', row, 'number')}
          {field(i, 'high', 'Reference high', row, 'number')}
          {field(i, 'range', 'Or range as text', row)}
          {row.flag && <strong className={labs.flag}>{FLAG[row.flag] ?? row.flag}</strong>}
        </li>
      ))}
    </ol>
  )
}
