import { useLoaderData } from 'react-router'
import { OfferCardView } from '~/partner-offers/offer-card'
import { offersListLoader } from '~/partner-offers/offers.server'
import styles from '~/partner-offers/partner-offers.module.css'
import type { Route } from './+types/partner-offers'

// /partner-offers (spec 2 §2; issue 27 §3): partners' offers in spec 2 §3's card shape: live ones first, then those
// opening (notify me), then the recently ended (marked), placeholders while there are few, the notification card last.

export function loader({ context }: Route.LoaderArgs) {
  return offersListLoader(context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Partner offers | MedWise' },
  { name: 'description', content: 'Discount codes and free services from MedWise partners: gyms, clinics, wellness apps.' },
]

export default function PartnerOffers() {
  const { cards } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Partner offers</h1>
      <p className={styles.muted}>
        Discount codes and free services from our partners. Open an offer to see its terms and get your code: each person gets one
        code per offer.
      </p>
      <ul className={styles.cards} aria-label="Offers">
        {cards.map((card, i) => (
          <OfferCardView key={card.partnership_id ?? `${card.type}-${i}`} card={card} />
        ))}
      </ul>
    </div>
  )
}
