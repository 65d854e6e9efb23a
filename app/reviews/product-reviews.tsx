import { Link } from 'react-router'
import { dayInIndia, ratingsCountText } from '../../core/reviews/rules.ts'
import type { ReviewSummary } from '../../contracts/reviews.ts'
import styles from './reviews.module.css'
import { Stars } from './stars'

/**
 * A product's (or lab test's) 'Ratings and reviews' (issue 26 §7): the average as '4.3' with the count, then the
 * visible reviews newest first, older ones behind 'Older reviews' (the keyset cursor in the page's URL).
 */
export function ProductReviews({ rating, olderHref }: { rating: ReviewSummary; olderHref: (cursor: string) => string }) {
  return (
    <section aria-labelledby="reviews" className={styles.card}>
      <h2 id="reviews">Ratings and reviews</h2>
      {rating.count === 0 ? (
        <p className={styles.muted}>No ratings yet. Customers who bought it can rate it from Rate &amp; Review.</p>
      ) : (
        <p className={styles.summary}>
          <span className={styles.average} aria-label={`Average rating ${rating.average} out of 5`}>
            {rating.average}
          </span>
          <span aria-hidden="true">★ out of 5</span>
          <span className={styles.muted}>{ratingsCountText(rating.count)} · verified purchases</span>
        </p>
      )}
      {rating.reviews.length > 0 && (
        <ul className={styles.list} aria-label="Reviews">
          {rating.reviews.map((r) => (
            <li key={r.id} className={styles.review}>
              <Stars rating={r.rating} /> <strong>{r.author}</strong>
              <span className={styles.muted}> · {dayInIndia(r.created_at)} · Verified purchase</span>
              {r.text && <p>{r.text}</p>}
            </li>
          ))}
        </ul>
      )}
      {rating.next && (
        <p>
          <Link to={olderHref(rating.next)} preventScrollReset>
            Older reviews
          </Link>
        </p>
      )}
    </section>
  )
}
