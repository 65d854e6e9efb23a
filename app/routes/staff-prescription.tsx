import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { REJECT_LABELS, REJECT_REASONS } from '../../core/pharmacist/options.ts'
import { reviewAction, reviewLoader } from '~/staff/pharmacist.server'
import { PrescriptionViewer } from '~/staff/prescription-viewer'
import { PriorityBadge } from '~/staff/priority-badge'
import styles from '~/staff/pharmacist.module.css'
import type { Route } from './+types/staff-prescription'

// /staff/prescriptions/{reviewId} (issue 10 §3): one queue item. Claimed first (a second pharmacist is told who has
// it); then the prescription's pages full size beside the order's lines, the record of what the paper says, the
// medicines it names matched to the catalog, and the decision: approve, approve in part, or reject with a reason.
// A done-in-one request gets its cart built from the medicines recorded. Plain forms with `_csrf`: no script needed.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return reviewLoader(request, params.reviewId, context)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return reviewAction(request, params.reviewId, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.review.order
      ? `${loaderData.review.order.number} · Prescription check | MedWise`
      : 'Prescription check | MedWise',
  },
  { name: 'robots', content: 'noindex' },
]

/** issue 29: an item whose order ended before its check left the queue; nothing is shown or done. */
const CLOSED_TEXT = 'Left the queue: the order was cancelled before its prescription check. There is nothing to check.'

const DECISION_WORDS: Record<string, string> = {
  approved: 'Approved',
  partial: 'Approved in part',
  rejected: 'Rejected',
  cart_built: 'Cart built',
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>
type Review = Data['review']

export default function PrescriptionReview() {
  const { review: r, q, results, searchProblem, done } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  )
  const refusal = (intent: string) =>
    refused && refused.intent === intent ? (
      <p role="alert" className={styles.error}>
        {refused.message}
      </p>
    ) : null
  const open = r.status === 'waiting' && r.mine
  const title = r.order ? `Order ${r.order.number}` : `Done-in-one request ${r.request?.id ?? ''}`
  return (
    <div className={styles.page}>
      <p>
        <Link to="/staff/prescriptions">Back to the queue</Link>
      </p>
      <h1 className={styles.title}>Prescription check · {title}</h1>
      <p>
        {r.status === 'waiting' ? (
          <>
            Waiting {r.waitingMinutes} min. Valid for {r.validMonths} months from the date written on it.
          </>
        ) : r.status === 'closed' ? (
          <strong role="status">{CLOSED_TEXT}</strong>
        ) : (
          <strong role="status">
            {DECISION_WORDS[r.decision ?? ''] ?? 'Decided'} by {r.decidedBy}
            {r.note ? ` · ${r.note}` : ''}
          </strong>
        )}
        {r.order?.priority && <PriorityBadge />}
      </p>
      {done && (
        <p className={styles.notice} role="status">
          {done}
        </p>
      )}
      {refused && !['record', 'add_medicine', 'approve', 'reject', 'build_cart'].includes(refused.intent) && (
        <p role="alert" className={styles.error}>
          {refused.message}
        </p>
      )}
      {r.heldBy && r.status === 'waiting' && (
        <p role="alert" className={styles.error}>
          {r.heldBy} is checking this prescription. It returns to the queue if they leave it for {r.claimMinutes} minutes.
        </p>
      )}
      {r.status === 'waiting' && !r.mine && !r.heldBy && (
        <Form method="post" className={styles.form} aria-label="Start checking">
          {hidden('claim')}
          <p>Start checking to see the prescription. Other pharmacists will see that you have it.</p>
          <button type="submit" disabled={busy}>
            Start checking
          </button>
        </Form>
      )}

      {(r.mine || r.status === 'decided') && (
        <div className={styles.split}>
          <section className={styles.box} aria-labelledby="rx-pages">
            <h2 id="rx-pages">The prescription</h2>
            {r.prescriptions.length === 0 && <p>No prescription is attached.</p>}
            {r.mine ? (
              r.prescriptions.map((p) => <PrescriptionViewer key={p.id} prescriptionId={p.id} files={p.files} />)
            ) : (
              <p className={styles.muted}>Only the pharmacist who decided it sees the pages.</p>
            )}
          </section>
          <div className={styles.page}>
            {r.order && <OrderLines review={r} open={open} csrf={csrf} busy={busy} refusal={refusal('approve')} />}
            {r.request && <RequestFacts review={r} csrf={csrf} busy={busy} refusal={refusal('build_cart')} />}
          </div>
        </div>
      )}

      {open &&
        r.prescriptions.map((p) => (
          <section key={p.id} className={styles.box} aria-labelledby={`rx-record-${p.id}`}>
            <h2 id={`rx-record-${p.id}`}>
              Prescription #{p.id} · {p.status === 'approved' ? `verified by ${p.verifiedBy}` : 'not yet verified'}
            </h2>
            <p className={p.valid ? styles.covered : styles.uncovered}>
              {p.prescribedOn
                ? p.valid
                  ? `Dated ${p.prescribedOn}: valid until ${p.validUntil}.`
                  : `Dated ${p.prescribedOn}: not valid today (valid until ${p.validUntil}).`
                : 'Record the date written on it.'}
            </p>
            {p.status === 'approved' ? (
              <Facts p={p} />
            ) : (
              <Form method="post" className={styles.form} aria-label={`What prescription #${p.id} says`}>
                {hidden('record')}
                <input type="hidden" name="prescription_id" value={p.id} />
                {refused?.intent === 'record' && refusal('record')}
                <Field id={`pn-${p.id}`} name="prescriber_name" label="Prescriber’s name" value={p.prescriberName} />
                <Field
                  id={`pr-${p.id}`}
                  name="prescriber_reg_no"
                  label="Prescriber’s registration number"
                  value={p.prescriberRegNo}
                />
                <Field id={`pa-${p.id}`} name="prescriber_address" label="Prescriber’s address" value={p.prescriberAddress} />
                <Field id={`ptn-${p.id}`} name="patient_name" label="Patient’s name" value={p.patientName} />
                <Field
                  id={`pta-${p.id}`}
                  name="patient_age"
                  label="Patient’s age (years)"
                  value={p.patientAge}
                  inputMode="numeric"
                />
                <Field
                  id={`pd-${p.id}`}
                  name="prescribed_on"
                  label="Date on the prescription"
                  value={p.prescribedOn}
                  type="date"
                />
                <button type="submit" disabled={busy}>
                  Save what it says
                </button>
              </Form>
            )}
            <h3>Medicines it names</h3>
            {p.medicines.length === 0 ? (
              <p>None recorded yet.</p>
            ) : (
              <ul className={styles.lines}>
                {p.medicines.map((m) => (
                  <li key={m.id}>
                    {m.name} × {m.quantity}
                    {m.skuId === null && <span className={styles.tag}>Not in the catalog</span>}
                    {p.status !== 'approved' && (
                      <Form method="post" className={styles.inline} aria-label={`Remove ${m.name}`}>
                        {hidden('remove_medicine')}
                        <input type="hidden" name="medicine_id" value={m.id} />{' '}
                        <button type="submit" disabled={busy}>
                          Remove
                        </button>
                      </Form>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}

      {open && r.prescriptions.some((p) => p.status !== 'approved') && (
        <section className={styles.box} aria-labelledby="rx-search">
          <h2 id="rx-search">Add a medicine the prescription names</h2>
          {refusal('add_medicine')}
          <Form method="get" className={styles.row} role="search" aria-label="Search the catalog">
            <div className={styles.form}>
              <label htmlFor="rx-q">Search the catalog</label>
              <input id="rx-q" name="q" type="search" defaultValue={q} minLength={2} maxLength={60} />
            </div>
            <button type="submit">Search</button>
          </Form>
          {searchProblem && q && <p className={styles.error}>{searchProblem}</p>}
          {q && !searchProblem && results.length === 0 && <p>Nothing in the catalog matches “{q}”.</p>}
          {results.length > 0 && (
            <ul className={styles.results} aria-label="Catalog matches">
              {results.map((m) => (
                <li key={m.id}>
                  <strong>{m.name}</strong> ({m.pack}) · {m.manufacturer}
                  {m.composition && <div className={styles.muted}>{m.composition}</div>}
                  <span className={styles.tag}>Schedule {m.schedule}</span>
                  {m.notSoldOnline && <span className={`${styles.tag} ${styles.uncovered}`}>{m.notSoldOnline}</span>}
                  <AddForm review={r} csrf={csrf} busy={busy} skuId={m.id} label={m.name} />
                </li>
              ))}
            </ul>
          )}
          <h3>Not in the catalog</h3>
          <AddForm review={r} csrf={csrf} busy={busy} label="by name" />
        </section>
      )}

      {open && (
        <section className={styles.box} aria-labelledby="rx-reject">
          <h2 id="rx-reject">Reject</h2>
          <Form method="post" className={styles.form} aria-label="Reject">
            {hidden('reject')}
            {refusal('reject')}
            <label htmlFor="rx-reason">Reason (the customer reads it)</label>
            <select id="rx-reason" name="reason" required defaultValue="">
              <option value="" disabled>
                Choose a reason
              </option>
              {REJECT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {REJECT_LABELS[reason]}
                </option>
              ))}
            </select>
            <label htmlFor="rx-note">Note (needed with ‘Other’)</label>
            <textarea id="rx-note" name="note" maxLength={300} rows={2} />
            <button type="submit" disabled={busy}>
              {r.kind === 'order' ? 'Reject and cancel the order' : 'Reject the request'}
            </button>
          </Form>
        </section>
      )}
    </div>
  )
}

function Field(props: {
  id: string
  name: string
  label: string
  value: string | number | null
  type?: string
  inputMode?: 'numeric'
}) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        defaultValue={props.value ?? ''}
        required
      />
    </>
  )
}

function Facts({ p }: { p: Review['prescriptions'][number] }) {
  return (
    <dl className={styles.facts}>
      <dt>Prescriber</dt>
      <dd>
        {p.prescriberName} (Reg. {p.prescriberRegNo}), {p.prescriberAddress}
      </dd>
      <dt>Patient</dt>
      <dd>
        {p.patientName}
        {p.patientAge !== null && `, ${p.patientAge} years`}
      </dd>
      <dt>Dated</dt>
      <dd>{p.prescribedOn}</dd>
    </dl>
  )
}

function AddForm(props: { review: Review; csrf: string; busy: boolean; skuId?: number; label: string }) {
  const editable = props.review.prescriptions.filter((p) => p.status !== 'approved')
  const key = props.skuId ?? 'name'
  return (
    <Form method="post" className={styles.row} aria-label={`Add ${props.label}`}>
      <input type="hidden" name="_csrf" value={props.csrf} />
      <input type="hidden" name="intent" value="add_medicine" />
      {props.skuId !== undefined && <input type="hidden" name="sku_id" value={props.skuId} />}
      {editable.length === 1 ? (
        <input type="hidden" name="prescription_id" value={editable[0]!.id} />
      ) : (
        <div className={styles.form}>
          <label htmlFor={`add-rx-${key}`}>Prescription</label>
          <select id={`add-rx-${key}`} name="prescription_id">
            {editable.map((p) => (
              <option key={p.id} value={p.id}>
                #{p.id}
              </option>
            ))}
          </select>
        </div>
      )}
      {props.skuId === undefined && (
        <div className={styles.form}>
          <label htmlFor="add-name">Medicine as written</label>
          <input id="add-name" name="name" required maxLength={160} />
        </div>
      )}
      <div className={`${styles.form} ${styles.qty}`}>
        <label htmlFor={`add-qty-${key}`}>Units prescribed</label>
        <input id={`add-qty-${key}`} name="quantity" type="number" min={1} max={1000} required defaultValue={1} />
      </div>
      <button type="submit" disabled={props.busy}>
        Add
      </button>
    </Form>
  )
}

function OrderLines(props: { review: Review; open: boolean; csrf: string; busy: boolean; refusal: React.ReactNode }) {
  const o = props.review.order!
  return (
    <section className={styles.box} aria-labelledby="rx-order">
      <h2 id="rx-order">
        Order {o.number} · {o.statusLabel}
      </h2>
      <p className={styles.muted}>
        {o.city} · total {o.total}
        {o.cancelReason && ` · ${o.cancelReason}`}
      </p>
      <Form method="post" className={styles.form} aria-label="Approve">
        <input type="hidden" name="_csrf" value={props.csrf} />
        <input type="hidden" name="intent" value="approve" />
        <ul className={styles.lines}>
          {o.lines.map((l) => (
            <li key={l.id}>
              <strong>{l.name}</strong> ({l.pack}) × {l.quantity} · {l.price}
              <span className={styles.tag}>{l.rxRequired ? `Rx · schedule ${l.schedule}` : 'No prescription needed'}</span>
              {l.covered === true && <span className={`${styles.tag} ${styles.covered}`}>Named on a valid prescription</span>}
              {l.covered === false && <span className={`${styles.tag} ${styles.uncovered}`}>Not named yet</span>}
              {l.notSoldOnline && <span className={`${styles.tag} ${styles.uncovered}`}>{l.notSoldOnline}</span>}
              {props.open && o.lines.length > 1 && (
                <label className={styles.check}>
                  <input type="checkbox" name="remove" value={l.id} /> Leave out of the order
                </label>
              )}
            </li>
          ))}
        </ul>
        {props.open && (
          <>
            {props.refusal}
            <label htmlFor="rx-approve-note">Note (optional)</label>
            <input id="rx-approve-note" name="note" maxLength={300} />
            <button type="submit" disabled={props.busy}>
              Approve
            </button>
            <p className={styles.muted}>
              Lines left out are removed and refunded; every line kept must be named on a valid prescription.
            </p>
          </>
        )}
      </Form>
    </section>
  )
}

function RequestFacts({
  review,
  csrf,
  busy,
  refusal,
}: {
  review: Review
  csrf: string
  busy: boolean
  refusal: React.ReactNode
}) {
  const q = review.request!
  const withSku = review.prescriptions.flatMap((p) => p.medicines.filter((m) => m.skuId !== null))
  return (
    <section className={styles.box} aria-labelledby="rx-request">
      <h2 id="rx-request">Done-in-one request</h2>
      <dl className={styles.facts}>
        <dt>Deliver to</dt>
        <dd>{q.city ?? '—'}</dd>
        <dt>The customer asks</dt>
        <dd>{q.mode === 'call' ? 'Call me to confirm the medicines' : 'Order everything on the prescription'}</dd>
        <dt>Equivalent brands</dt>
        <dd>{q.allowSubstitutes ? 'Allowed' : 'Not allowed: the brands as prescribed'}</dd>
      </dl>
      {review.status === 'waiting' && review.mine && (
        <Form method="post" className={styles.form} aria-label="Build the cart">
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="build_cart" />
          {refusal}
          <p>
            The cart holds each catalog medicine recorded above at the quantity prescribed ({withSku.length}{' '}
            {withSku.length === 1 ? 'medicine' : 'medicines'}).
          </p>
          <button type="submit" disabled={busy}>
            Build the cart
          </button>
        </Form>
      )}
    </section>
  )
}
