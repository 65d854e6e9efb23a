import { Link, useLoaderData } from 'react-router'
import { lastDayIST } from '../../core/content/dates.ts'
import styles from '~/content/info-page.module.css'
import { servicesContext } from '~/context.server'
import type { Route } from './+types/offers'

// /offers (spec 1 §2.2 header link; issue 12 §4): the coupons running now, from the coupons service. Production seeds
// none (a coupon is a business decision), so there the page says 'No offers right now' until the business adds one.
export async function loader({ context }: Route.LoaderArgs) {
  const { coupons } = context.get(servicesContext)
  const live = await coupons.live()
  return {
    offers: live.map((c) => ({
      code: c.code,
      description: c.description,
      validTill: lastDayIST(c.endsAt),
      firstOrderOnly: c.firstOrderOnly,
    })),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: 'Offers and coupon codes | MedWise' },
  {
    name: 'description',
    content:
      loaderData && loaderData.offers.length > 0
        ? `${loaderData.offers.length} coupon codes for medicines and health products on MedWise, with their conditions and dates.`
        : 'Coupon codes for medicines and health products on MedWise, with their conditions and dates.',
  },
]

export const NO_OFFERS_TEXT = 'No offers right now'

export type OfferRow = Awaited<ReturnType<typeof loader>>['offers'][number]

export default function Offers() {
  const { offers } = useLoaderData<typeof loader>()
  return <OffersView offers={offers} />
}

export function OffersView({ offers }: { offers: readonly OfferRow[] }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Offers</h1>
      {offers.length === 0 ? (
        <>
          <p role="status">
            <strong>{NO_OFFERS_TEXT}</strong>
          </p>
          <p>
            Our prices are already below MRP on most medicines, and delivery is free on orders of ₹499 or more.{' '}
            <Link to="/">Order medicines</Link>
          </p>
        </>
      ) : (
        <>
          <p>
            Sign in, then enter a code in your <Link to="/cart">cart</Link>’s coupon box. One coupon applies per order; each has
            its own conditions, below.
          </p>
          <ul className={styles.offers} aria-label="Coupon codes">
            {offers.map((o) => (
              <li key={o.code} className={styles.offer}>
                <h2>{o.code}</h2>
                <p>{o.description}</p>
                <p className={styles.muted}>
                  {`Valid till ${o.validTill}`}
                  {o.firstOrderOnly && ' · on your first order only'}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        Questions about coupons? See <Link to="/help#payment-and-medwise-cash">Help</Link>.
      </p>
    </div>
  )
}
