import { Link, useLoaderData } from 'react-router'
import { BillSummary } from '~/cart/widgets/bill-summary'
import { AddressBlock } from '~/checkout/address-block'
import { checkoutCartType } from '~/checkout/checkout.server'
import styles from '~/checkout/checkout.module.css'
import { deliveryWindow } from '~/checkout/delivery-date'
import { checkoutPath } from '../../core/cart/checkout-path.ts'
import { requireCustomer } from '~/lib/page-edge.server'
import { formatRupees, timesPaise, toRupees } from '../../core/money.ts'
import type { Route } from './+types/cart-summary-page'

// spec 2 §2 'Cart summary: /cart/summary-page' (issue 9 §6): what will be ordered, where it goes, when it arrives and
// what it costs, read again now (a price that changed since the cart shows here, before paying). Also
// /pharmacy-buy-now/cart/summary-page (issue 9 §10): the buy-now cart, from the URL.

export async function loader({ request, context }: Route.LoaderArgs) {
  const cartType = checkoutCartType(request)
  const { userId, services } = requireCustomer(context, request)
  const { address, reading, plan } = await services.orders.placement.preview(userId, cartType)
  const to = (path: string) => checkoutPath(cartType, path)
  const links = { address: to('/cart/address-page'), cart: to('/cart'), next: to('/cart/payment') }
  if (!address || !reading) return { ready: false as const, links }
  const bill = reading.details.widgets.find((w) => w.type === 'bill_summary')
  return {
    ready: true as const,
    links,
    now: services.now().toISOString(),
    address,
    canOrder: reading.details.can_checkout && plan?.ok === true,
    blocker: reading.details.checkout_blocker ?? (plan?.ok === false ? 'Some items have just gone out of stock' : null),
    lines: reading.orderable.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      total: toRupees(timesPaise(l.pricePaise, l.quantity)),
      rx: l.rxRequired,
    })),
    eta: plan?.ok ? plan.shipments.map((s) => ({ minDays: s.eta.minDays, maxDays: s.eta.maxDays })) : [],
    bill: bill?.type === 'bill_summary' ? bill : null,
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Order summary | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function SummaryPage() {
  const data = useLoaderData<typeof loader>()
  if (!data.ready) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Order summary</h1>
        <p>Please choose where to deliver your order first.</p>
        <Link to={data.links.address} className="button">
          Choose an address
        </Link>
      </div>
    )
  }
  const now = new Date(data.now)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Order summary</h1>
      <section className={styles.card} aria-labelledby="summary-address">
        <h2 id="summary-address" className={styles.cardHeading}>
          Deliver to
        </h2>
        <AddressBlock a={data.address} />
        {data.eta.map((e, i) => (
          <p key={i} className={styles.eta}>
            {data.eta.length > 1 ? `Shipment ${i + 1}: ` : ''}
            {deliveryWindow(now, e.minDays, e.maxDays)}
          </p>
        ))}
        <Link to={data.links.address}>Change address</Link>
      </section>
      <section className={styles.card} aria-labelledby="summary-items">
        <h2 id="summary-items" className={styles.cardHeading}>
          Items
        </h2>
        <ul className={styles.lines}>
          {data.lines.map((l) => (
            <li key={l.name}>
              <span className={styles.lineName}>
                {l.name} × {l.quantity}
                {l.rx && <span className="visually-hidden"> (prescription required)</span>}
              </span>
              <span>{formatRupees(l.total)}</span>
            </li>
          ))}
        </ul>
        <Link to={data.links.cart}>Edit cart</Link>
      </section>
      {data.bill && <BillSummary widget={data.bill} />}
      {data.blocker && (
        <p role="alert" className={styles.error}>
          {data.blocker} <Link to={data.links.cart}>Back to cart</Link>
        </p>
      )}
      <div className={styles.actions}>
        {data.canOrder && (
          <Link to={data.links.next} className="button">
            Proceed to pay
          </Link>
        )}
      </div>
    </div>
  )
}
