import { RATING_MAX, starsLabel } from '../../core/reviews/rules.ts'
import styles from './reviews.module.css'

/** A rating as stars ('★★★★☆'), read out as '4 out of 5 stars'. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.starsShown} role="img" aria-label={starsLabel(rating)}>
      {'★'.repeat(rating)}
      {'☆'.repeat(RATING_MAX - rating)}
    </span>
  )
}
