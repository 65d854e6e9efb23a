import { Link, useLoaderData } from 'react-router'
import { AddressBlock } from '~/checkout/address-block'
import { checkoutCartType } from '~/checkout/checkout.server'
import styles from '~/checkout/checkout.module.css'
import { deliveryWindow } from '~/checkout/delivery-date'
import { checkoutPath } from '../../core/cart/checkout-path.ts'
import { requireCustomer } from '~/lib/page-edge.server'
import type { Route } from './+types/cart-select-shipment'

// spec 2 §2 '/cart/select-shipment' (issue 9 §5): how the cart ships to the chosen address: one shipment from the
// nearest centre that holds everything, or several when no centre does, each with its delivery estimate. Lines that
// cannot be delivered are said here, before payment. Also /pharmacy-buy-now/cart/select-shipment (issue 9 §10): the
// buy-now cart, from the URL.

export async function loader({ request, context }: Route.LoaderArgs) {
  const cartType = checkoutCartType(request)
  const { userId, services } = requireCustomer(context, request)
  const { address, reading, plan, centres } = await services.orders.placement.preview(userId, cartType)
  const to = (path: string) => checkoutPath(cartType, path)
  const links = { address: to('/cart/address-page'), cart: to('/cart'), next: to('/cart/summary-page') }
  if (!address || !reading) return { ready: false as const, links }
  const names = new Map(reading.orderable.map((l) => [l.skuId, l.name]))
  return {
    ready: true as const,
    links,
    now: services.now().toISOString(),
    address,
    blocker: reading.details.checkout_blocker,
    shipments:
      plan?.ok === true
        ? plan.shipments.map((s) => ({
            centre: centres.get(s.centreId) ?? 'MedWise',
            minDays: s.eta.minDays,
            maxDays: s.eta.maxDays,
            lines: s.lines.map((l) => ({ name: names.get(l.skuId) ?? '', quantity: l.quantity })),
          }))
        : [],
    short:
      plan?.ok === false
        ? plan.short.map((s) => ({ name: names.get(s.skuId) ?? '', wanted: s.wanted, available: s.available }))
        : [],
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Delivery | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function SelectShipment() {
  const data = useLoaderData<typeof loader>()
  if (!data.ready) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Delivery</h1>
        <p>Please choose where to deliver your order first.</p>
        <Link to={data.links.address} className="button">
          Choose an address
        </Link>
      </div>
    )
  }
  const now = new Date(data.now)
  const count = data.shipments.length
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Delivery</h1>
      <section className={styles.card} aria-labelledby="deliver-to">
        <h2 id="deliver-to" className={styles.cardHeading}>
          Deliver to
        </h2>
        <AddressBlock a={data.address} />
        <Link to={data.links.address}>Change address</Link>
      </section>
      {data.shipments.map((s, i) => (
        <section key={i} className={styles.card} aria-labelledby={`shipment-${i}`}>
          <h2 id={`shipment-${i}`} className={styles.cardHeading}>
            {count > 1 ? `Shipment ${i + 1} of ${count}` : 'Your shipment'}
          </h2>
          <p className={styles.muted}>From {s.centre}</p>
          <p className={styles.eta}>{deliveryWindow(now, s.minDays, s.maxDays)}</p>
          <ul className={styles.lines}>
            {s.lines.map((l) => (
              <li key={l.name}>
                <span className={styles.lineName}>{l.name}</span>
                <span>× {l.quantity}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {(data.short.length > 0 || data.blocker) && (
        <div role="alert" className={styles.error}>
          {data.blocker ??
            data.short
              .map((s) =>
                s.available
                  ? `Only ${s.available} of ${s.name} can be delivered to ${data.address.city}.`
                  : `${s.name} is out of stock for ${data.address.city}.`,
              )
              .join(' ')}{' '}
          <Link to={data.links.cart}>Change your cart</Link>
        </div>
      )}
      <div className={styles.actions}>
        {data.shipments.length > 0 && !data.blocker && data.short.length === 0 && (
          <Link to={data.links.next} className="button">
            Continue
          </Link>
        )}
      </div>
    </div>
  )
}
