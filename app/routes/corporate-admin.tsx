import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/staff/pharmacist.module.css'
import own from '~/corporate-admin/console.module.css'
import { consoleAction, consoleLoader } from '~/corporate-admin/console.server'
import { LinkMade } from '~/corporate-admin/link-made'
import { adminPath, exportPath } from '~/corporate-admin/paths'
import { GENDERS, ROSTER_EXPORT_COLUMNS } from '../../core/corporate/roster.ts'
import { BENEFIT_LABELS, BENEFITS, COVERAGE_LABELS, COVERAGES } from '../../core/corporate/vocabulary.ts'
import { formatRupees } from '../../core/money.ts'
import type { AdminEmployee } from '../../contracts/corporate-admin.ts'
import type { LinkMade as LinkAnswer } from '~/corporate-admin/console.server'
import type { Route } from './+types/corporate-admin'

// /corporate/{corporate_name}/admin (issue 25 §8; decision 066): the HR console of one corporate, for its HR admins
// only (anyone else: the 404 page). The roster (search, pages, CSV upload with each bad row's line and reason, add,
// edit, end cover), this year's policy, wallet top-ups, utilisation and health-check completion, and CSV exports.
// Aggregates and statuses only: nothing here shows an employee's prescriptions, reports or diagnoses.

export function loader({ request, context, params }: Route.LoaderArgs) {
  return consoleLoader(request, context, params.corporate_name)
}

export function action({ request, context, params }: Route.ActionArgs) {
  return consoleAction(request, context, params.corporate_name)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `HR console${loaderData ? ` · ${loaderData.corporate.name}` : ''} | MedWise` },
  { name: 'robots', content: 'noindex' },
]

type Refused = {
  ok: false
  message: string
  field?: string
  intent?: string | null
  problems?: { line: number; reason: string }[] | null
  problemCount?: number | null
  values?: Record<string, string>
}

const dateLabel = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '')

export default function CorporateAdmin() {
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as Refused | LinkAnswer | undefined
  const refused = answer && !answer.ok ? answer : undefined
  const link = answer?.ok ? answer : null
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const base = adminPath(d.corporate.slug)
  const pages = Math.max(1, Math.ceil(d.roster.total / d.roster.page_size))
  const pageLink = (page: number) => `${base}?${new URLSearchParams({ ...(d.q ? { q: d.q } : {}), page: String(page) })}`
  const failed = (intent: string) => (refused?.intent === intent ? refused : undefined)
  const hc = d.healthChecks
  return (
    <section className={`${styles.page} ${own.console}`} aria-labelledby="hr-title">
      <h1 id="hr-title" className={styles.title}>
        HR console · {d.corporate.name}
      </h1>
      <p className={styles.muted}>
        Benefits, roster and figures for your employees. You see totals and booking status only, never anyone’s prescriptions,
        reports or diagnoses.
      </p>
      {d.done && (
        <p role="status" className={styles.notice}>
          {d.done}
        </p>
      )}

      <div className={styles.box}>
        <h2 id="roster">Roster</h2>
        <Form method="get" action={base} className={own.search} role="search" aria-label="Search the roster">
          <label htmlFor="hr-q">Name, employee id, phone or e-mail</label>
          <input id="hr-q" name="q" type="search" defaultValue={d.q} maxLength={100} />
          <button type="submit">Search</button>
        </Form>
        <LinkMade link={link} refused={failed('link')?.message ?? null} />
        <p aria-live="polite">
          {d.roster.total.toLocaleString('en-IN')} {d.roster.total === 1 ? 'employee' : 'employees'}
          {d.q ? ` matching “${d.q}”` : ''}
        </p>
        {d.roster.employees.length > 0 && (
          <table className={styles.queue}>
            <caption className={own.caption}>
              Employees, page {d.roster.page} of {pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Employee id</th>
                <th scope="col">Name</th>
                <th scope="col">Coverage</th>
                <th scope="col">Contact</th>
                <th scope="col">Cover</th>
                <th scope="col">Account</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {d.roster.employees.map((e) => (
                <tr key={e.id}>
                  <td data-label="Employee id">{e.employee_id}</td>
                  <th scope="row" data-label="Name">
                    {e.name}
                  </th>
                  <td data-label="Coverage">
                    {COVERAGE_LABELS[e.coverage]}
                    {e.dependants > 0 && ` · ${e.dependants} ${e.dependants === 1 ? 'dependant' : 'dependants'}`}
                  </td>
                  <td data-label="Contact">{[e.phone && `+91 ${e.phone}`, e.work_email].filter(Boolean).join(' · ')}</td>
                  <td data-label="Cover">
                    {e.covered ? 'Covered' : 'Not covered'}
                    {e.cover_until && ` · ends ${dateLabel(e.cover_until)}`}
                  </td>
                  <td data-label="Account">{e.linked ? 'Linked' : 'Not linked yet'}</td>
                  <td data-label="Action">
                    <Link to={`${base}?edit=${e.id}#employee`} aria-label={`Edit ${e.name}`}>
                      Edit
                    </Link>
                    {e.covered && (
                      <Form method="post" action={base} className={own.rowAction}>
                        <input type="hidden" name="_csrf" value={csrf} />
                        <input type="hidden" name="intent" value="link" />
                        <input type="hidden" name="id" value={e.id} />
                        {' · '}
                        <button type="submit" disabled={busy} aria-label={`Send a self-serve link to ${e.name}`}>
                          Send a self-serve link
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 && (
          <nav aria-label="Roster pages" className={styles.pager}>
            {d.roster.page > 1 && <Link to={pageLink(d.roster.page - 1)}>Previous page</Link>}
            <span>
              Page {d.roster.page} of {pages}
            </span>
            {d.roster.page < pages && <Link to={pageLink(d.roster.page + 1)}>Next page</Link>}
          </nav>
        )}
        <p>
          <a href={exportPath(d.corporate.slug, 'roster.csv')} download>
            Download the roster (CSV)
          </a>
        </p>
      </div>

      <div className={styles.box}>
        <h2 id="upload">Upload a roster</h2>
        <p className={styles.muted}>
          A CSV file whose first line names the columns: {ROSTER_EXPORT_COLUMNS.join(', ')}. Each employee needs an employee id, a
          name, coverage (self or self_and_family) and a phone or work e-mail. A dependant’s row gives the relation (spouse,
          child, parent, parent_in_law) and the employee id of an employee above it. Dates as DD/MM/YYYY. Employees already on the
          roster are updated by their employee id; no one is removed (end their cover instead). If any row is wrong, nothing is
          imported.
        </p>
        <Form method="post" action={base} encType="multipart/form-data" className={styles.form} aria-label="Upload a roster">
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="upload" />
          <label htmlFor="hr-roster">Roster file (CSV)</label>
          <input
            id="hr-roster"
            name="roster"
            type="file"
            accept=".csv,text/csv"
            required
            aria-invalid={failed('upload') ? true : undefined}
            aria-describedby={failed('upload') ? 'hr-upload-error' : undefined}
          />
          <button type="submit" disabled={busy}>
            Upload and import
          </button>
        </Form>
        {failed('upload') && (
          <div id="hr-upload-error" role="alert">
            <p className={styles.error}>{failed('upload')!.message}</p>
            {failed('upload')!.problems && (
              <table className={styles.queue}>
                <caption className={own.caption}>Rows to fix</caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {failed('upload')!.problems!.map((p, i) => (
                    <tr key={i}>
                      <td data-label="Line">{p.line}</td>
                      <td data-label="Reason">{p.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {(failed('upload')!.problemCount ?? 0) > (failed('upload')!.problems?.length ?? 0) && (
              <p>
                And {(failed('upload')!.problemCount! - failed('upload')!.problems!.length).toLocaleString('en-IN')} more: fix
                these and upload again.
              </p>
            )}
          </div>
        )}
      </div>

      <EmployeeForms
        base={base}
        csrf={csrf}
        busy={busy}
        editing={d.editing}
        today={d.today}
        refused={failed(d.editing ? 'edit' : 'add') ?? failed('end') ?? failed('restore')}
      />

      <div className={styles.box}>
        <h2 id="policy">Benefit policy {d.year}</h2>
        <Form method="post" action={base} className={styles.form} aria-label={`Benefit policy ${d.year}`}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="policy" />
          {BENEFITS.map((b) => (
            <div key={b} className={own.field}>
              <label htmlFor={`hr-policy-${b}`}>{BENEFIT_LABELS[b]} wallet per employee (₹)</label>
              <input
                id={`hr-policy-${b}`}
                name={b}
                inputMode="decimal"
                required
                defaultValue={d.policy ? String(d.policy[b]) : '0'}
              />
            </div>
          ))}
          <label className={styles.check}>
            <input type="checkbox" name="family_cover" defaultChecked={d.policy?.family_cover ?? false} /> Family cover
          </label>
          <label htmlFor="hr-policy-package">Annual health check package</label>
          <select id="hr-policy-package" name="health_check_test_id" defaultValue={d.policy?.health_check_test_id ?? ''}>
            <option value="">None this year</option>
            {d.packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <label htmlFor="hr-policy-for">Who may take it</label>
          <select id="hr-policy-for" name="health_check_for" defaultValue={d.policy?.health_check_for ?? 'employee'}>
            <option value="employee">Employees</option>
            <option value="employee_and_family">Employees and covered family</option>
          </select>
          {failed('policy') && (
            <p role="alert" className={styles.error}>
              {failed('policy')!.message}
            </p>
          )}
          <button type="submit" disabled={busy}>
            Save the policy
          </button>
        </Form>
      </div>

      <div className={styles.box}>
        <h2 id="top-up">Top up wallets</h2>
        <Form method="post" action={base} className={styles.form} aria-label="Top up wallets">
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="topup" />
          <input type="hidden" name="idempotency_key" value={d.topUpKey} />
          <fieldset className={own.fieldset}>
            <legend>Whose wallets</legend>
            <label className={styles.check}>
              <input type="radio" name="target" value="all" defaultChecked /> Every employee covered today
            </label>
            <label className={styles.check}>
              <input type="radio" name="target" value="one" /> One employee
            </label>
          </fieldset>
          <label htmlFor="hr-topup-employee">Employee id (for one employee)</label>
          <input id="hr-topup-employee" name="employee_id" autoComplete="off" />
          {BENEFITS.map((b) => (
            <div key={b} className={own.field}>
              <label htmlFor={`hr-topup-${b}`}>{BENEFIT_LABELS[b]} (₹ each)</label>
              <input id={`hr-topup-${b}`} name={b} inputMode="decimal" />
            </div>
          ))}
          {failed('topup') && (
            <p role="alert" className={styles.error}>
              {failed('topup')!.message}
            </p>
          )}
          <button type="submit" disabled={busy}>
            Top up
          </button>
        </Form>
      </div>

      <div className={styles.box}>
        <h2 id="utilisation">Utilisation {d.year}</h2>
        {d.utilisation.rows.length === 0 ? (
          <p>Nothing has moved through the wallets this year.</p>
        ) : (
          <table className={styles.queue}>
            <caption className={own.caption}>By month and benefit, in rupees</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Benefit</th>
                <th scope="col">Topped up</th>
                <th scope="col">Spent</th>
                <th scope="col">Refunded</th>
              </tr>
            </thead>
            <tbody>
              {d.utilisation.rows.map((r) => (
                <tr key={`${r.month}-${r.benefit}`}>
                  <td data-label="Month">{monthLabel(r.month)}</td>
                  <td data-label="Benefit">{BENEFIT_LABELS[r.benefit]}</td>
                  <td data-label="Topped up">{formatRupees(r.topped_up)}</td>
                  <td data-label="Spent">{formatRupees(r.spent)}</td>
                  <td data-label="Refunded">{formatRupees(r.refunded)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p>
          <a href={`${exportPath(d.corporate.slug, 'utilisation.csv')}?year=${d.year}`} download>
            Download utilisation (CSV)
          </a>
        </p>
      </div>

      <div className={styles.box}>
        <h2 id="health-checks">Health checks {d.year}</h2>
        <table className={styles.queue}>
          <caption className={own.caption}>People who may take this year’s health check, by status</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">People</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ['May take it', hc.eligible],
                ['Not booked yet', hc.not_booked],
                ['Booked', hc.booked],
                ['Sample collected', hc.sample_collected],
                ['Report ready', hc.report_ready],
                ['Cancelled', hc.cancelled],
              ] as const
            ).map(([label, n]) => (
              <tr key={label}>
                <th scope="row" data-label="Status">
                  {label}
                </th>
                <td data-label="People">{n.toLocaleString('en-IN')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' })
}

function EmployeeForms(props: {
  base: string
  csrf: string
  busy: boolean
  editing: AdminEmployee | null
  today: string
  refused: Refused | undefined
}) {
  const { base, csrf, busy, editing: e, refused } = props
  const v = (name: string, fallback: string | null | undefined) => refused?.values?.[name] ?? fallback ?? ''
  const errorOf = (name: string) => (refused && refused.field === name ? refused.message : null)
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className={own.field}>
      <label htmlFor={`hr-e-${name}`}>{label}</label>
      {input}
      {errorOf(name) && (
        <p id={`hr-e-${name}-error`} className={styles.error}>
          {errorOf(name)}
        </p>
      )}
    </div>
  )
  const describe = (name: string) => (errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': `hr-e-${name}-error` } : {})
  return (
    <div className={styles.box}>
      <h2 id="employee">{e ? `Edit ${e.name}` : 'Add an employee'}</h2>
      {e && (
        <p>
          <Link to={`${base}#employee`}>Add another employee instead</Link>
        </p>
      )}
      <Form method="post" action={base} className={styles.form} aria-label={e ? `Edit ${e.name}` : 'Add an employee'}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value={e ? 'edit' : 'add'} />
        {e && <input type="hidden" name="id" value={e.id} />}
        {field(
          'employee_id',
          'Employee id',
          <input
            id="hr-e-employee_id"
            name="employee_id"
            required
            defaultValue={v('employee_id', e?.employee_id)}
            {...describe('employee_id')}
          />,
        )}
        {field(
          'name',
          'Name',
          <input id="hr-e-name" name="name" required defaultValue={v('name', e?.name)} {...describe('name')} />,
        )}
        {field(
          'gender',
          'Gender',
          <select id="hr-e-gender" name="gender" defaultValue={v('gender', e?.gender)}>
            <option value="">Not given</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g[0]!.toUpperCase() + g.slice(1)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'date_of_birth',
          'Date of birth (DD/MM/YYYY)',
          <input
            id="hr-e-date_of_birth"
            name="date_of_birth"
            inputMode="numeric"
            defaultValue={v('date_of_birth', dateLabel(e?.date_of_birth ?? null))}
            {...describe('date_of_birth')}
          />,
        )}
        {field(
          'phone',
          'Mobile number',
          <input
            id="hr-e-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            defaultValue={v('phone', e?.phone)}
            {...describe('phone')}
          />,
        )}
        {field(
          'work_email',
          'Work e-mail',
          <input
            id="hr-e-work_email"
            name="work_email"
            type="email"
            defaultValue={v('work_email', e?.work_email)}
            {...describe('work_email')}
          />,
        )}
        {field(
          'coverage',
          'Coverage',
          <select id="hr-e-coverage" name="coverage" defaultValue={v('coverage', e?.coverage ?? 'self')}>
            {COVERAGES.map((c) => (
              <option key={c} value={c}>
                {COVERAGE_LABELS[c]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'cover_from',
          'Cover from (DD/MM/YYYY; blank: today)',
          <input
            id="hr-e-cover_from"
            name="cover_from"
            inputMode="numeric"
            defaultValue={v('cover_from', dateLabel(e?.cover_from ?? null))}
            {...describe('cover_from')}
          />,
        )}
        {refused && refused.intent !== 'end' && refused.intent !== 'restore' && !refused.field && (
          <p role="alert" className={styles.error}>
            {refused.message}
          </p>
        )}
        {refused && refused.intent !== 'end' && refused.intent !== 'restore' && refused.field && (
          <p role="alert" className={own.visuallyHidden}>
            {refused.message}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {e ? 'Save' : 'Add employee'}
        </button>
      </Form>
      {e && (
        <Form method="post" action={base} className={styles.form} aria-label={`End ${e.name}’s cover`}>
          <h3>End cover</h3>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="end" />
          <input type="hidden" name="id" value={e.id} />
          <label htmlFor="hr-end">Last day of cover (DD/MM/YYYY)</label>
          <input
            id="hr-end"
            name="cover_until"
            inputMode="numeric"
            required
            defaultValue={dateLabel(e.cover_until ?? props.today)}
            aria-invalid={refused?.intent === 'end' ? true : undefined}
            aria-describedby={refused?.intent === 'end' ? 'hr-end-error' : undefined}
          />
          {refused?.intent === 'end' && (
            <p id="hr-end-error" role="alert" className={styles.error}>
              {refused.message}
            </p>
          )}
          <button type="submit" disabled={busy}>
            End cover
          </button>
        </Form>
      )}
      {e?.cover_until && e.cover_until >= props.today && (
        <Form method="post" action={base} className={styles.form} aria-label={`Restore ${e.name}’s cover`}>
          <h3>Restore cover</h3>
          <p>
            {e.name}’s cover ends on {dateLabel(e.cover_until)}. Restoring it removes the end: the cover holds with no end date.
            Once the last day has passed, the cover can no longer be restored.
          </p>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="id" value={e.id} />
          {refused?.intent === 'restore' && (
            <p role="alert" className={styles.error}>
              {refused.message}
            </p>
          )}
          <button type="submit" disabled={busy}>
            Restore cover
          </button>
        </Form>
      )}
    </div>
  )
}
