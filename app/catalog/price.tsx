import { PRICE_LABEL } from '../../core/constants.ts'
import { discountPercent, formatPaise, type Paise } from '../../core/money.ts'
import styles from './price.module.css'

/** spec 1 §1: the price in rupees, and the 'MRP' struck through with the discount when there is one. */
export function Price({ mrpPaise, pricePaise, large = false }: { mrpPaise: Paise; pricePaise: Paise; large?: boolean }) {
  const off = discountPercent(mrpPaise, pricePaise)
  return (
    <p className={large ? `${styles.price} ${styles.large}` : styles.price}>
      <span className={styles.now}>{formatPaise(pricePaise)}</span>{' '}
      {off > 0 ? (
        <>
          <span className={styles.mrp}>
            {PRICE_LABEL} <s>{formatPaise(mrpPaise)}</s>
          </span>{' '}
          <span className={styles.off}>{off}% off</span>
        </>
      ) : (
        <span className={styles.mrp}>{PRICE_LABEL}</span>
      )}
    </p>
  )
}

export function RxBadge() {
  return (
    <span className={styles.rx} title="Prescription required">
      Rx<span className="visually-hidden"> (prescription required)</span>
    </span>
  )
}
