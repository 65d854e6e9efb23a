import { Form, Link, useLoaderData, useLocation } from 'react-router'
import { Pagination } from '~/catalog/pagination'
import { formatRupees } from '../../core/money.ts'
import { deskListLoader } from '~/staff/order-desk.server'
import styles from '~/staff/order-desk.module.css'
import staff from '~/staff/staff.module.css'
import { PriorityBadge } from '~/staff/priority-badge'
import { DESK_PAYMENTS, DESK_STATES } from '../../core/order-desk/options.ts'
import type { Route } from './+types/staff-orders'
import { paymentMethodLabel } from '../../core/orders/payment-method-label.ts'

// /staff/orders (issue 10 §4): the order desk's list. The filters are a GET form (the URL says what is shown, and it
// works without JavaScript); a search by order number or phone number; a page of 25 at a time.

export async function loader({ request, context }: Route.LoaderArgs) {
  return deskListLoader(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Order desk | MedWise' }, { name: 'robots', content: 'noindex' }]

const STATE_WORDS: Record<(typeof DESK_STATES)[number], string> = {
  pending_payment: 'Awaiting payment',
  awaiting_rx_check: 'Prescription being checked',
  confirmed: 'Confirmed (to pack)',
  packed: 'Packed (to ship)',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
}
// The payment filter: orders in which this way paid a part (order-desk/reads.ts paymentMethodsWith).
const PAYMENT_FILTER_WORDS: Record<(typeof DESK_PAYMENTS)[number], string> = {
  cod: 'Cash on delivery',
  online: 'Online',
  wallet: 'MedWise Cash',
}
const count = new Intl.NumberFormat('en-IN')
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export default function StaffOrders() {
  const d = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const f = d.filters as Record<string, string | number | undefined>
  const value = (k: string) => (f[k] === undefined ? '' : String(f[k]))
  return (
    <section aria-labelledby="desk-title" className={styles.page}>
      <h1 id="desk-title" className={styles.title}>
        Order desk
      </h1>
      <Form method="get" className={styles.filters} aria-label="Filter orders">
        <div className={styles.field}>
          <label htmlFor="desk-q">Order number or phone</label>
          <input id="desk-q" name="q" type="search" defaultValue={value('q')} maxLength={20} autoComplete="off" />
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-state">State</label>
          <select id="desk-state" name="state" defaultValue={value('state')}>
            <option value="">Any state</option>
            {DESK_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_WORDS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-city">City</label>
          <select id="desk-city" name="city" defaultValue={value('city')}>
            <option value="">Any city</option>
            {d.options.cities.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-centre">Centre</label>
          <select id="desk-centre" name="centre" defaultValue={value('centre')}>
            <option value="">Any centre</option>
            {d.options.centres.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-payment">Payment</label>
          <select id="desk-payment" name="payment" defaultValue={value('payment')}>
            <option value="">Any payment</option>
            {DESK_PAYMENTS.map((p) => (
              <option key={p} value={p}>
                {PAYMENT_FILTER_WORDS[p]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-from">Placed from</label>
          <input id="desk-from" name="from" type="date" defaultValue={value('from')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-to">Placed until</label>
          <input id="desk-to" name="to" type="date" defaultValue={value('to')} />
        </div>
        <div className={styles.buttons}>
          <button type="submit">Show orders</button>
          <Link to="/staff/orders">Clear filters</Link>
        </div>
      </Form>
      {d.problem && (
        <p role="alert" className={styles.error}>
          {d.problem}
        </p>
      )}
      <p className={styles.count} role="status">
        {d.more ? `More than ${count.format(d.total)} orders` : d.total === 1 ? '1 order' : `${count.format(d.total)} orders`}
        {d.pages > 1 && ` · page ${d.page} of ${d.pages}${d.more ? '+' : ''}`}
        {d.more && ' (the filters narrow it down)'}
      </p>
      {d.orders.length > 0 && (
        <table className={styles.orders}>
          <caption className="visually-hidden">Orders matching the filters</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">State</th>
              <th scope="col">Placed</th>
              <th scope="col">Customer</th>
              <th scope="col">City and centre</th>
              <th scope="col">Payment</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {d.orders.map((o) => (
              <tr key={o.number}>
                <td data-label="Order">
                  <Link to={`/staff/orders/${o.number}`}>{o.number}</Link>
                  {o.rxRequired && <span className={styles.tag}>Rx</span>}
                  {o.priority && <PriorityBadge />}
                </td>
                <td data-label="State">{o.statusLabel}</td>
                <td data-label="Placed">{when.format(new Date(o.placedAt))}</td>
                <td data-label="Customer">
                  {o.customerName} · {o.phone}
                </td>
                <td data-label="City, centre">
                  {o.city}
                  {o.centres.length > 0 && ` · ${o.centres.join(', ')}`}
                </td>
                <td data-label="Payment">{paymentMethodLabel(o.paymentMethod)}</td>
                <td data-label="Total">{formatRupees(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={d.page} pageCount={d.pages} search={search} />
      <p className={staff.muted}>
        <Link to="/staff">Back office home</Link>
      </p>
    </section>
  )
}
