import { Link } from 'react-router'
import { OFFER_COLORS } from '../../core/partner-offers/rules.ts'
import type { PartnerOfferCard } from '../../contracts/partner-offers.ts'
import styles from './partner-offers.module.css'

// spec 2 §3's offer card: an offer (its partner, heading, validity, cta), a recently ended one marked, a placeholder
// (`dummy_card`) or the notification card (`more_offers`). A card's cta links to the offer's page, where the code is
// claimed and notify me is set (plain forms, without JavaScript too).

/**
 * The page's policy takes no inline styles (server/http/csp.ts: style-src 'self'), so the colours the card names are
 * drawn from the stylesheet: the rules' palette (core/partner-offers/rules.ts OFFER_COLORS) read as tones.
 */
const TONES = new Map<string, string>(Object.entries(OFFER_COLORS).map(([tone, color]) => [color.toUpperCase(), tone]))
export const toneOf = (color: string) => TONES.get(color.toUpperCase())

export function OfferCardView({ card }: { card: PartnerOfferCard }) {
  const headingId = card.partnership_id ? `offer-${card.partnership_id}` : undefined
  return (
    <li
      className={styles.card}
      data-type={card.type}
      data-expired={card.isExpired ? 'true' : undefined}
      data-offer-id={card.partnership_id ?? undefined}
      aria-labelledby={headingId}
    >
      <img src={card.icon.url} alt={card.icon.alt} width={48} height={48} />
      <div className={styles.cardBody}>
        <p className={styles.name} data-tone={toneOf(card.name.color)}>
          {card.name.text}
        </p>
        <h2 id={headingId} data-tone={toneOf(card.heading.color)}>
          {card.heading.text}
        </h2>
        <p className={styles.sub} data-tone={toneOf(card.sub_heading.color)}>
          {card.sub_heading.text}
        </p>
        {card.isExpired && <span className={styles.badge}>Expired</span>}
      </div>
      {card.cta && (
        <div className={styles.cta}>
          {card.cta.disabled ? (
            <p className={styles.disabledCta}>{card.cta.label}</p>
          ) : (
            <Link className="button" to={card.cta.url.web} aria-describedby={headingId}>
              {card.cta.label}
            </Link>
          )}
        </div>
      )}
    </li>
  )
}
