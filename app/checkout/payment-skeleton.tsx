import styles from '~/cart/cart-page.module.css'

/**
 * spec 2 §2 'Loading layouts': the cart payment page loads as the radio selection, the care-plan checkbox (issue 23),
 * the collapsed address, the button and a footnote.
 */
export const PAYMENT_SKELETON_PARTS = [
  'radio-selection',
  'care-plan-checkbox',
  'collapsed-address',
  'button',
  'footnote',
] as const

export function PaymentSkeleton() {
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        Loading the payment page
      </p>
      <div aria-hidden="true" data-testid="payment-skeleton" className={styles.skeletonParts}>
        {PAYMENT_SKELETON_PARTS.map((part) => (
          <div key={part} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}
