import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { formatRupees } from '../../core/money.ts'
import { deskOrderAction, deskOrderLoader } from '~/staff/order-desk.server'
import { COURIERS, DESK_CANCEL_REASONS, DESK_RETURN_REASONS } from '../../core/order-desk/options.ts'
import styles from '~/staff/order-desk.module.css'
import { PriorityBadge } from '~/staff/priority-badge'
import type { Route } from './+types/staff-order'
import { paymentMethodLabel } from '../../core/orders/payment-method-label.ts'

// /staff/orders/{number} (issue 10 §4): one order at the desk: its lines with the batches they come from (and their
// expiry), the shipments, the history, returns and refunds, and the forms of the moves it can make now: pack, ship
// (courier and tracking number), deliver, cancel with a reason, take back within 7 days. Plain forms with `_csrf`:
// they work without JavaScript; a refusal is shown in the form that was sent.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return deskOrderLoader(request, params.number, context)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deskOrderAction(request, params.number, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.number} · Order desk | MedWise` : 'Order desk | MedWise' },
  { name: 'robots', content: 'noindex' },
]

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : '—')

export default function StaffOrder() {
  const o = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const refusal = (intent: string) =>
    refused && refused.intent === intent ? (
      <p role="alert" className={styles.error}>
        {refused.message}
      </p>
    ) : null
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  )
  const any = o.actions.pack || o.actions.ship || o.actions.deliver || o.actions.cancel || o.actions.return
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Order {o.number}</h1>
      <p>
        <strong role="status">{o.statusLabel}</strong> · placed {at(o.placedAt)}
        {o.cancelReason && <> · {o.cancelReason}</>}
        {o.priority && <PriorityBadge />}
      </p>
      {o.done && <p className={styles.notice}>{o.done}</p>}
      {refused && !['pack', 'ship', 'deliver', 'cancel', 'return'].includes(refused.intent) && (
        <p role="alert" className={styles.error}>
          {refused.message}
        </p>
      )}

      <section className={styles.box} aria-labelledby="desk-customer">
        <h2 id="desk-customer">Customer and delivery</h2>
        <dl className={styles.facts}>
          <dt>Customer</dt>
          <dd>
            {o.customer.name} · {o.customer.phone}
          </dd>
          <dt>Deliver to</dt>
          <dd>
            {o.address.recipientName}, {o.address.address}
            {o.address.landmark && `, ${o.address.landmark}`}, {o.address.city} {o.address.pincode}, {o.address.state}
          </dd>
          <dt>Payment</dt>
          <dd>{paymentMethodLabel(o.paymentMethod)}</dd>
          <dt>Total</dt>
          <dd>{formatRupees(o.total)}</dd>
        </dl>
      </section>

      <section className={styles.box} aria-labelledby="desk-lines">
        <h2 id="desk-lines">Items and batches</h2>
        <ul className={styles.list}>
          {o.lines.map((l) => (
            <li key={l.id}>
              <strong>{l.name}</strong> ({l.pack}) × {l.quantity} · {formatRupees(l.total)}
              {l.rxRequired && <span className={styles.tag}>Rx · schedule {l.schedule}</span>}
              {l.coldChain && <span className={styles.tag}>Cold chain</span>}
              {l.batches.length > 0 ? (
                <ul>
                  {l.batches.map((b, i) => (
                    <li key={i}>
                      Batch {b.batchNo}, expires {b.expiresOn}, {b.quantity} {b.quantity === 1 ? 'unit' : 'units'}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>No batch held</p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.box} aria-labelledby="desk-shipments">
        <h2 id="desk-shipments">Shipments</h2>
        <ul className={styles.list}>
          {o.shipments.map((s) => (
            <li key={s.id}>
              From {s.centre} · estimate {s.eta}
              {s.courier && ` · ${s.courier}, tracking number ${s.trackingNumber}`}
              <br />
              Packed {at(s.packedAt)} · shipped {at(s.shippedAt)} · delivered {at(s.deliveredAt)}
            </li>
          ))}
        </ul>
      </section>

      {any && (
        <section className={styles.box} aria-labelledby="desk-actions">
          <h2 id="desk-actions">Actions</h2>
          <div className={styles.actions}>
            {o.actions.pack && (
              <Form method="post" aria-label="Pack">
                {hidden('pack')}
                <p className={styles.muted}>
                  Each batch must expire at least 3 months after delivery; a batch that does not is picked again.
                </p>
                {refusal('pack')}
                <button type="submit" disabled={busy}>
                  Mark packed
                </button>
              </Form>
            )}
            {o.actions.ship && (
              <Form method="post" aria-label="Ship">
                {hidden('ship')}
                <label htmlFor="desk-courier">Courier</label>
                <select id="desk-courier" name="courier" required defaultValue="">
                  <option value="" disabled>
                    Choose the courier
                  </option>
                  {COURIERS.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
                <label htmlFor="desk-tracking">Tracking number</label>
                <input
                  id="desk-tracking"
                  name="tracking_number"
                  required
                  minLength={6}
                  maxLength={40}
                  pattern="[A-Za-z0-9\-]{6,40}"
                  autoComplete="off"
                />
                {refusal('ship')}
                <button type="submit" disabled={busy}>
                  Mark shipped
                </button>
              </Form>
            )}
            {o.actions.deliver && (
              <Form method="post" aria-label="Deliver">
                {hidden('deliver')}
                {refusal('deliver')}
                <button type="submit" disabled={busy}>
                  Mark delivered
                </button>
              </Form>
            )}
            {o.actions.cancel && (
              <Form method="post" aria-label="Cancel">
                {hidden('cancel')}
                <label htmlFor="desk-cancel-reason">Reason for cancelling</label>
                <select id="desk-cancel-reason" name="reason" required defaultValue="">
                  <option value="" disabled>
                    Choose a reason
                  </option>
                  {DESK_CANCEL_REASONS.map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </select>
                {refusal('cancel')}
                <button type="submit" disabled={busy}>
                  Cancel order
                </button>
              </Form>
            )}
            {o.actions.return && (
              <Form method="post" aria-label="Return">
                {hidden('return')}
                <p className={styles.muted}>
                  Returns until {at(o.returnUntil)}. Opened strips and cold-chain items cannot come back.
                </p>
                {o.lines.map((l) => (
                  <fieldset key={l.id} className={styles.returnLine}>
                    <legend>{l.name}</legend>
                    <label htmlFor={`qty-${l.id}`}>Units taken back (of {l.quantity})</label>
                    <input
                      id={`qty-${l.id}`}
                      name={`qty_${l.id}`}
                      type="number"
                      min={0}
                      max={l.quantity}
                      defaultValue={0}
                      inputMode="numeric"
                    />
                    <label className={styles.check}>
                      <input type="checkbox" name={`opened_${l.id}`} /> Strip or pack opened
                    </label>
                  </fieldset>
                ))}
                <label htmlFor="desk-return-reason">Reason for the return</label>
                <select id="desk-return-reason" name="reason" required defaultValue="">
                  <option value="" disabled>
                    Choose a reason
                  </option>
                  {DESK_RETURN_REASONS.map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </select>
                {refusal('return')}
                <button type="submit" disabled={busy}>
                  Take back and refund
                </button>
              </Form>
            )}
          </div>
        </section>
      )}

      <section className={styles.box} aria-labelledby="desk-history">
        <h2 id="desk-history">History</h2>
        <ol className={styles.list}>
          {o.events.map((e) => (
            <li key={e.id}>
              <strong>{e.label}</strong> · {at(e.at)} · by {e.actor}
              {e.note && <div className={styles.muted}>{e.note}</div>}
            </li>
          ))}
        </ol>
      </section>

      {(o.returns.length > 0 || o.refunds.length > 0) && (
        <section className={styles.box} aria-labelledby="desk-money">
          <h2 id="desk-money">Returns and refunds</h2>
          <ul className={styles.list}>
            {o.returns.map((r) => (
              <li key={`r${r.id}`}>
                Returned {at(r.at)}: {r.reason}; refund {formatRupees(r.refund)}
              </li>
            ))}
            {o.refunds.map((r, i) => (
              <li key={`p${i}`}>
                Refunded {formatRupees(r.amount)} of the {r.provider === 'cod' ? 'cash on delivery' : r.provider} payment
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to="/staff/orders">All orders</Link>
      </p>
    </div>
  )
}
