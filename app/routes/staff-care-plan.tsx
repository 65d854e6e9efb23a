import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { carePlanDeskAction, carePlanDeskLoader } from '~/staff/care-plan.server'
import styles from '~/staff/pharmacist.module.css'
import { CANCEL_REASONS, REASON_LABEL } from '../../core/care-plan/cancellation.ts'
import { SAVING_LABELS, type SavingKind } from '../../core/care-plan/plans.ts'
import { lastDayIST } from '../../core/content/dates.ts'
import { formatRupees } from '../../core/money.ts'
import type { Route } from './+types/staff-care-plan'

// /staff/care-plan (issue 23 §7): a customer's care plan for customer care: terms, savings and their rows,
// reminders, and cancelling with its refund (audited).

export function loader({ request, context }: Route.LoaderArgs) {
  return carePlanDeskLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return carePlanDeskAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Care Plan members | MedWise' }, { name: 'robots', content: 'noindex' }]

const day = (iso: string) => lastDayIST(new Date(new Date(iso).getTime() + 1))

export default function StaffCarePlan() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const live = d.record?.terms.find((t) => t.state === 'active' || t.state === 'expiring')
  return (
    <section className={styles.page} aria-labelledby="care-plan-desk">
      <h1 id="care-plan-desk" className={styles.title}>
        Care Plan members
      </h1>
      <Form method="get" className={styles.row} aria-label="Find a customer">
        <div className={styles.form}>
          <label htmlFor="cp-phone">Customer’s mobile number</label>
          <input id="cp-phone" name="phone" inputMode="numeric" defaultValue={d.phone} required />
        </div>
        <button type="submit">Find</button>
      </Form>
      {d.problem && (
        <p role="alert" className={styles.error}>
          {d.problem}
        </p>
      )}
      {d.notFound && <p role="status">No account has this number.</p>}
      {d.done && <p role="status">Care Plan cancelled. {d.done}</p>}
      {d.record && (
        <>
          <h2>
            {d.record.user.name ?? 'Customer'} · +91 {d.record.user.phone}
          </h2>
          {d.record.terms.length === 0 ? (
            <p>No Care Plan on this account.</p>
          ) : (
            <table>
              <caption>Terms of membership</caption>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">State</th>
                  <th scope="col">From</th>
                  <th scope="col">Till</th>
                  <th scope="col">Order</th>
                  <th scope="col">Fee</th>
                  <th scope="col">Saved</th>
                  <th scope="col">Refund</th>
                </tr>
              </thead>
              <tbody>
                {d.record.terms.map((t) => (
                  <tr key={t.id}>
                    <td>{t.planName}</td>
                    <td>
                      {t.state}
                      {t.codLocked && ' (cash on delivery, locked)'}
                    </td>
                    <td>{day(t.startsAt)}</td>
                    <td>{lastDayIST(new Date(t.endsAt))}</td>
                    <td>{t.orderNumber}</td>
                    <td>{formatRupees(t.fee)}</td>
                    <td>{formatRupees(t.saved)}</td>
                    <td>{t.refund === null ? '' : `${formatRupees(t.refund)}${t.cancelReason ? ` (${t.cancelReason})` : ''}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>Savings, newest first</h2>
          {d.record.rows.length === 0 ? (
            <p>Nothing saved yet.</p>
          ) : (
            <ul>
              {d.record.rows.map((r, i) => (
                <li key={i}>
                  {day(r.at)} · Order {r.orderNumber} · {SAVING_LABELS[r.benefit as SavingKind] ?? r.benefit}: {r.label} ·{' '}
                  {formatRupees(r.amount)}
                </li>
              ))}
            </ul>
          )}
          <h2>Reminders</h2>
          {d.record.reminders.length === 0 ? (
            <p>No reminders.</p>
          ) : (
            <ul>
              {d.record.reminders.map((j) => (
                <li key={j.key}>
                  {j.kind === 'care_plan.renewal_reminder' ? 'Renewal reminder' : 'Sale reminder'} · {day(j.runAt)} · {j.status}
                </li>
              ))}
            </ul>
          )}
          {live && !live.codLocked && (
            <Form method="post" className={styles.form} aria-label="Cancel the Care Plan">
              <h2>Cancel {live.planName}</h2>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="user_id" value={d.record.user.id} />
              <input type="hidden" name="phone" value={d.record.user.phone} />
              <input type="hidden" name="plan_name" value={live.planName} />
              <label htmlFor="cp-reason">{REASON_LABEL}</label>
              <select
                id="cp-reason"
                name="cancellation_reason"
                defaultValue=""
                aria-invalid={refused?.field === 'cancellation_reason' ? true : undefined}
                aria-describedby={refused ? 'cp-error' : undefined}
              >
                <option value="" disabled>
                  Choose a reason
                </option>
                {CANCEL_REASONS.map((r) => (
                  <option key={r.id} value={r.reason}>
                    {r.reason}
                  </option>
                ))}
              </select>
              {refused && (
                <p id="cp-error" role="alert" className={styles.error}>
                  {refused.message}
                </p>
              )}
              <button type="submit" disabled={busy}>
                Cancel and refund
              </button>
            </Form>
          )}
        </>
      )}
    </section>
  )
}
