import { Form, useActionData, useLoaderData } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { staffLeadsAction, staffLeadsLoader } from '~/partnerships/staff.server'
import styles from '~/grievances/grievances.module.css'
import { COMPANY_SIZE_LABELS, LEAD_LIMITS, LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../core/partnerships/leads.ts'
import { dayInIndia } from '../../core/content/dates.ts'
import type { Route } from './+types/staff-leads'

// /staff/leads (issue 27 §2; decision 084): the partnership leads, newest first, filtered by status, owner and a
// search; each lead's status, owner and notes (every change audited); the filtered queue and the survey's answers as
// CSV. ROLE_ADMIN only.

export function loader({ request, context }: Route.LoaderArgs) {
  return staffLeadsLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return staffLeadsAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Partnership leads | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function StaffLeads() {
  const { rows, owners, filter, query } = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const csrf = useCsrfToken()
  return (
    <section className={styles.page} aria-labelledby="staff-leads">
      <h1 id="staff-leads" className={styles.title}>
        Partnership leads
      </h1>
      <Form method="get" className={styles.form} aria-label="Filter leads">
        <label htmlFor="leads-status">Status</label>
        <select id="leads-status" name="status" defaultValue={filter.status}>
          <option value="">Any</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <label htmlFor="leads-owner">Owner</label>
        <select id="leads-owner" name="owner" defaultValue={filter.owner}>
          <option value="">Anyone</option>
          <option value="none">Nobody yet</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        <label htmlFor="leads-q">Search (company, name, e-mail, phone, city)</label>
        <input id="leads-q" name="q" type="search" defaultValue={filter.q} maxLength={100} />
        <button type="submit">Filter</button>
      </Form>
      <p>
        <a href={`/staff/leads/export.csv${query}`} download>
          Download these leads (CSV)
        </a>{' '}
        · <a href="/staff/leads/survey.csv">Download the survey’s answers (CSV)</a>
      </p>
      {done?.ok && (
        <p role="status" className={styles.notice}>
          Lead from {done.company} saved.
        </p>
      )}
      {done && !done.ok && (
        <p role="alert" className={styles.error}>
          {done.message}
        </p>
      )}
      {rows.length === 0 ? (
        <p>No leads.</p>
      ) : (
        <ul className={styles.list} aria-label="Leads">
          {rows.map((r) => (
            <li key={r.id} className={styles.card} aria-labelledby={`lead-${r.id}`}>
              <h2 id={`lead-${r.id}`}>
                {r.company} · {LEAD_STATUS_LABELS[r.status]}
              </h2>
              <p>
                {r.name} · <a href={`tel:+91${r.phone}`}>+91 {r.phone}</a> · <a href={`mailto:${r.email}`}>{r.email}</a>
              </p>
              <p className={styles.muted}>
                {r.city} · {COMPANY_SIZE_LABELS[r.companySize] ?? r.companySize} · received {dayInIndia(r.createdAt)} from{' '}
                {r.source}
                {r.owner ? ` · owner ${r.owner}` : ''}
              </p>
              {r.message ? <p className={styles.message}>{r.message}</p> : null}
              <Form method="post" className={styles.form} aria-label={`Update the lead from ${r.company}`}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="lead_id" value={r.id} />
                <label htmlFor={`status-${r.id}`}>Status</label>
                <select id={`status-${r.id}`} name="status" defaultValue={r.status}>
                  {LEAD_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {LEAD_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
                <label htmlFor={`owner-${r.id}`}>Owner</label>
                <select id={`owner-${r.id}`} name="owner" defaultValue={r.ownerId ?? ''}>
                  <option value="">Nobody</option>
                  {owners.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
                <label htmlFor={`notes-${r.id}`}>Notes</label>
                <textarea id={`notes-${r.id}`} name="notes" maxLength={LEAD_LIMITS.notesMax} defaultValue={r.notes} />
                {done && !done.ok && done.leadId === r.id ? (
                  <p role="alert" className={styles.error}>
                    {done.message}
                  </p>
                ) : null}
                <button type="submit">Save</button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
