import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { AddressBlock } from '~/checkout/address-block'
import styles from '~/checkout/checkout.module.css'
import { deliveryWindow } from '~/checkout/delivery-date'
import { formatRupees } from '../../core/money.ts'
import { cancelAction, orderLoader } from '~/orders/orders.server'
import { CANCEL_REASONS } from '~/orders/cancel-reasons'
import { useOrderEvents } from '~/orders/use-order-events'
import type { Route } from './+types/order-detail'
import { paymentMethodLabel } from '../../core/orders/payment-method-label.ts'

// An order's page (issue 9 §8): its status and timeline, items, bill, address, shipments and refunds, and 'Cancel
// order' until it is packed. Another account's order is a 404.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return orderLoader(params.number, request, context)
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return cancelAction(params.number, request, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Order ${loaderData.number} | MedWise` : 'Order | MedWise' },
  { name: 'robots', content: 'noindex' },
]

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export default function OrderDetail() {
  const o = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  // A status change made anywhere (staff, the gateway, another tab) shows here without a reload.
  useOrderEvents((order) => order === o.number)
  const placed = new Date(o.placedAt)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Order {o.number}</h1>
      <p>
        <span className={styles.status} role="status">
          {o.statusLabel}
        </span>{' '}
        · Placed {when.format(placed)}
        {o.cancelReason && <> · {o.cancelReason}</>}
      </p>
      <section className={styles.card} aria-labelledby="order-timeline">
        <h2 id="order-timeline" className={styles.cardHeading}>
          Timeline
        </h2>
        <ol className={styles.timeline}>
          {o.events.map((e) => (
            <li key={e.id}>
              <strong>{e.label}</strong> · {when.format(new Date(e.at))}
              {e.note && <div className={styles.muted}>{e.note}</div>}
            </li>
          ))}
        </ol>
      </section>
      {o.shipments.map((s, i) => (
        <section key={i} className={styles.card} aria-labelledby={`order-shipment-${i}`}>
          <h2 id={`order-shipment-${i}`} className={styles.cardHeading}>
            {o.shipments.length > 1 ? `Shipment ${i + 1} of ${o.shipments.length}` : 'Items'}
          </h2>
          <p className={styles.muted}>From {s.centre}</p>
          {!s.deliveredAt && o.status !== 'cancelled' && (
            <p className={styles.eta}>{deliveryWindow(placed, s.minDays, s.maxDays)}</p>
          )}
          <ul className={styles.lines}>
            {o.lines
              .filter((l) => s.lines.includes(l.id))
              .map((l) => (
                <li key={l.id}>
                  <span className={styles.lineName}>
                    {l.name} ({l.pack}) × {l.quantity}
                  </span>
                  <span>{formatRupees(l.total)}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <section className={styles.card} aria-labelledby="order-bill">
        <h2 id="order-bill" className={styles.cardHeading}>
          Bill
        </h2>
        <ul className={styles.lines}>
          <li>
            <span>MRP total</span>
            <span>{formatRupees(o.bill.mrpTotal)}</span>
          </li>
          <li>
            <span>Discount on MRP</span>
            <span>−{formatRupees(o.bill.itemDiscount)}</span>
          </li>
          {o.bill.memberDiscount > 0 && (
            <li>
              <span>Care Plan discount</span>
              <span>−{formatRupees(o.bill.memberDiscount)}</span>
            </li>
          )}
          {o.bill.couponDiscount > 0 && (
            <li>
              <span>Coupon {o.bill.couponCode}</span>
              <span>−{formatRupees(o.bill.couponDiscount)}</span>
            </li>
          )}
          <li>
            <span>Delivery fee</span>
            <span>{o.bill.deliveryFee > 0 ? formatRupees(o.bill.deliveryFee) : 'Free'}</span>
          </li>
          {o.bill.carePlanFee > 0 && (
            <li>
              <span>Care Plan</span>
              <span>{formatRupees(o.bill.carePlanFee)}</span>
            </li>
          )}
          <li>
            <strong>Order total</strong>
            <strong>{formatRupees(o.bill.total)}</strong>
          </li>
        </ul>
        <p className={styles.muted}>{paymentMethodLabel(o.paymentMethod)}</p>
        {o.refunds.map((r, i) => (
          <p key={i} className={styles.muted}>
            Refunded {formatRupees(r.amount)} to{' '}
            {r.provider === 'wallet' || r.provider === 'cod'
              ? 'your MedWise Cash'
              : r.provider === 'rewards'
                ? 'your MedWise rewards'
                : 'the way you paid'}
          </p>
        ))}
        {o.invoiceNumber && (
          <p>
            {/* A file, not a page: a plain link (the resource route app/routes/order-invoice.ts). */}
            <a href={`/order/${encodeURIComponent(o.number)}/invoice.pdf`}>Download invoice</a>{' '}
            <span className={styles.muted}>(tax invoice {o.invoiceNumber}, PDF)</span>
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="order-address">
        <h2 id="order-address" className={styles.cardHeading}>
          Delivery address
        </h2>
        <AddressBlock a={o.address} />
      </section>
      {o.canCancel && (
        <Form method="post" className={`${styles.card} ${styles.actions}`} aria-labelledby="order-cancel">
          <h2 id="order-cancel" className={styles.cardHeading}>
            Cancel this order
          </h2>
          <input type="hidden" name="_csrf" value={csrf} />
          <div className={styles.field}>
            <label htmlFor="cancel-reason">Reason</label>
            <select id="cancel-reason" name="reason" required defaultValue={CANCEL_REASONS[0]}>
              {CANCEL_REASONS.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </div>
          {refused && (
            <p role="alert" className={styles.error}>
              {refused.message}
            </p>
          )}
          <button type="submit" className={styles.secondary} disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel order'}
          </button>
        </Form>
      )}
      <p>
        <Link to="/order/history">All my orders</Link>
      </p>
    </div>
  )
}
