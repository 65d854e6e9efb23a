import own from './corporate-labs.module.css'
import styles from '~/labs-booking/labs-booking.module.css'

/** A used or expired self-serve link: what happened and what to do (ask HR for a new one). */
export function LinkSpent({ text }: { text: string }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Book your health check</h1>
      <div role="alert" className={own.expired}>
        <p>{text}</p>
        <p>
          <a href="mailto:?subject=Please%20send%20me%20a%20new%20health%20check%20link">Ask your HR team for a new link</a>
        </p>
      </div>
    </div>
  )
}
