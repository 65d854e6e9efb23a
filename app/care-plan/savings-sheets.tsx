import { useId, useState, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import type { BottomSheets, CancelledMembership, DetailedSavings, ModalName } from '../../contracts/care-plan'
import { CANCELLATION_TYPE, REASON_LABEL, REASON_REQUIRED } from '../../core/care-plan/cancellation.ts'
import { CARE_PLAN_PAGES } from '../../core/care-plan/plans.ts'
import { DEFAULT_ERROR_TEXT } from '../../core/constants.ts'
import { formatRupees } from '../../core/money.ts'
import { Dialog } from '~/shell/dialog'
import { useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'
import { CtaLink } from './savings-widgets'
import styles from './savings.module.css'

// The savings page's bottom sheets and modals (spec 2 §2–§4): each a Dialog once the page has hydrated (focus kept
// inside, the page's scroll restored on close), and before that, or without JavaScript, the sheet the URL names
// (?sheet=NAME) shown in place with a link back. The cancel flow is the spec's three sheets: the reason, the
// confirmation, the success.

/** One sheet: a modal Dialog when hydrated, else shown in the page when it is the one the URL asked for. */
function Sheet(props: { name: ModalName; open: ModalName | null; title: string; onClose: () => void; children: ReactNode }) {
  const hydrated = useHydrated()
  const id = useId()
  if (hydrated) {
    return (
      <Dialog open={props.open === props.name} title={props.title} onClose={props.onClose} className={styles.sheet}>
        <div data-sheet={props.name}>{props.children}</div>
      </Dialog>
    )
  }
  if (props.open !== props.name) return null
  return (
    <section className={styles.staticSheet} aria-labelledby={id} data-sheet={props.name}>
      <h2 id={id} className={styles.heading}>
        {props.title}
      </h2>
      {props.children}
      <p>
        <Link to={CARE_PLAN_PAGES.myPlan}>Close</Link>
      </p>
    </section>
  )
}

export interface SheetsProps {
  sheets: BottomSheets
  open: ModalName | null
  close: () => void
  goTo: (name: ModalName) => void
  breakdown: DetailedSavings | null
  /** The reason chosen on the reason sheet (the confirm sheet sends it). */
  reason: string | null
  setReason: (reason: string) => void
  /** The reason sheet's message: spec 2 §5's, or the page action's refusal. */
  reasonError: string | null
  setReasonError: (message: string | null) => void
  /** The confirm sheet's cancel, through the API once hydrated (the plain form posts otherwise). */
  cancel: (reason: string, planName: string) => void
  busy: boolean
  cancelled: CancelledMembership | null
  /** A refusal of the plain form's cancel (shown on the confirm sheet). */
  cancelError: string | null
}

export function SavingsSheets(p: SheetsProps) {
  const { sheets } = p
  const shared = { open: p.open, onClose: p.close }
  const success = p.cancelled?.successful_cancellation ?? sheets.successful_cancellation
  return (
    <>
      <Sheet name="detailed_savings" title={p.breakdown?.header ?? 'Your Care Plan savings'} {...shared}>
        {p.breakdown && <Breakdown b={p.breakdown} />}
      </Sheet>
      <Sheet name="error_popup" title="Something went wrong" {...shared}>
        <p role="alert">{DEFAULT_ERROR_TEXT}</p>
        <button type="button" className="button" onClick={p.close}>
          OK
        </button>
      </Sheet>
      <Sheet name="membership_details" title={sheets.membership_details.header} {...shared}>
        <dl className={styles.details}>
          {sheets.membership_details.details.map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      </Sheet>
      {sheets.cancel_membership_bottom_info && <ReasonSheet {...p} info={sheets.cancel_membership_bottom_info} />}
      {sheets.cancel_membership_bottom_info && sheets.cancel_bottomsheet_confirm_info && (
        <ConfirmSheet
          {...p}
          info={sheets.cancel_bottomsheet_confirm_info}
          planName={sheets.cancel_membership_bottom_info.plan_name}
        />
      )}
      {success && (
        <Sheet name="successful_cancellation" title={success.header} {...shared}>
          <div className={styles.success}>
            <img src={success.icon.url} alt={success.icon.alt} width={40} height={40} />
            <p role="status">{success.description}</p>
          </div>
          <CtaLink cta={success.cta} />
          {success.cta.sub_text && <p className={styles.muted}>{success.cta.sub_text}</p>}
        </Sheet>
      )}
      <Sheet name="view_consultation_details" title={sheets.view_consultation_details.header} {...shared}>
        <p>{sheets.view_consultation_details.empty_text}</p>
      </Sheet>
      <Sheet name="view_lab_details" title={sheets.view_lab_details.header} {...shared}>
        <p>{sheets.view_lab_details.empty_text}</p>
        <p>
          <Link to="/labs/mybookings">My lab bookings</Link>
        </p>
      </Sheet>
      {sheets.revised_plan_bottom_info && (
        <Sheet name="revised_plan_bottom_info" title={sheets.revised_plan_bottom_info.header} {...shared}>
          <p>{sheets.revised_plan_bottom_info.description}</p>
        </Sheet>
      )}
    </>
  )
}

function Breakdown({ b }: { b: DetailedSavings }) {
  return (
    <div className={styles.breakdown} data-testid="savings-breakdown">
      <p className={styles.total}>
        Total saved <strong>{b.total_text}</strong>
      </p>
      <ul className={styles.byBenefit}>
        {b.by_benefit.map((x) => (
          <li key={x.benefit}>
            <span>{x.label}</span> <strong>{formatRupees(x.amount)}</strong>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>Order by order</h3>
      <ul className={styles.rows}>
        {b.rows.map((r, i) => (
          <li key={`${r.order_number}-${i}`}>
            <span className={styles.rowAmount}>{formatRupees(r.amount)}</span>
            <span>
              {r.benefit_label}: {r.label}
            </span>
            <span className={styles.muted}>
              Order {r.order_number}, {r.date}
            </span>
          </li>
        ))}
      </ul>
      {b.truncated && <p className={styles.muted}>Your newest savings are listed; the total counts them all.</p>}
    </div>
  )
}

type Reason = NonNullable<BottomSheets['cancel_membership_bottom_info']>
type Confirm = NonNullable<BottomSheets['cancel_bottomsheet_confirm_info']>

/** The first sheet: 'Reason for cancellation' (spec 2 §5: a choice is required). A GET form without JavaScript. */
function ReasonSheet(p: SheetsProps & { info: Reason }) {
  const hydrated = useHydrated()
  const errorId = useId()
  const selectId = useId()
  const [value, setValue] = useState(() => p.info.reasons.find((r) => r.reason === p.reason)?.id.toString() ?? '')
  return (
    <Sheet name="cancel_membership_bottom_info" title={p.info.sub_header} open={p.open} onClose={p.close}>
      <p>{p.info.description}</p>
      <form
        method="get"
        action={CARE_PLAN_PAGES.myPlan}
        noValidate
        onSubmit={(e) => {
          if (!hydrated) return
          e.preventDefault()
          const chosen = p.info.reasons.find((r) => String(r.id) === value)
          if (!chosen) {
            p.setReasonError(REASON_REQUIRED)
            return
          }
          p.setReasonError(null)
          p.setReason(chosen.reason)
          p.goTo('cancel_bottomsheet_confirm_info')
        }}
      >
        <input type="hidden" name="sheet" value="cancel_bottomsheet_confirm_info" />
        <label htmlFor={selectId} className={styles.label}>
          {REASON_LABEL}
        </label>
        <select
          id={selectId}
          name="reason"
          className={styles.select}
          value={value}
          onChange={(e) => {
            setValue(e.target.value)
            if (e.target.value) p.setReasonError(null)
          }}
          aria-required="true"
          aria-invalid={p.reasonError ? true : undefined}
          aria-describedby={p.reasonError ? errorId : undefined}
        >
          <option value="">Choose a reason</option>
          {p.info.reasons.map((r) => (
            <option key={r.id} value={r.id}>
              {r.reason}
            </option>
          ))}
        </select>
        {p.reasonError && (
          <p id={errorId} role="alert" className={styles.error}>
            {p.reasonError}
          </p>
        )}
        <p className={styles.muted}>{p.info.bottom_text}</p>
        <button type="submit" className="button">
          {p.info.cta.label}
        </button>
      </form>
    </Sheet>
  )
}

/** The second sheet: are you sure, and what comes back. Its cancel is a plain POST without JavaScript. */
function ConfirmSheet(p: SheetsProps & { info: Confirm; planName: string }) {
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  return (
    <Sheet name="cancel_bottomsheet_confirm_info" title={p.info.heading} open={p.open} onClose={p.close}>
      <p>{p.info.sub_heading}</p>
      <p>
        <strong>{p.info.sub_text}</strong>
      </p>
      {p.cancelError && (
        <p role="alert" className={styles.error}>
          {p.cancelError}
        </p>
      )}
      <Form
        method="post"
        action={CARE_PLAN_PAGES.myPlan}
        className={styles.actions}
        onSubmit={(e) => {
          if (!hydrated || !p.reason) return
          e.preventDefault()
          p.cancel(p.reason, p.planName)
        }}
      >
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="cancellation_type" value={CANCELLATION_TYPE} />
        <input type="hidden" name="cancellation_reason" value={p.reason ?? ''} />
        <input type="hidden" name="plan_name" value={p.planName} />
        {hydrated ? (
          <button type="button" className="button" onClick={p.close}>
            {p.info.primary_cta.label}
          </button>
        ) : (
          <Link to={CARE_PLAN_PAGES.myPlan} className="button">
            {p.info.primary_cta.label}
          </Link>
        )}
        <button type="submit" className={styles.danger} disabled={p.busy}>
          {p.info.secondary_cta.label}
        </button>
      </Form>
    </Sheet>
  )
}
