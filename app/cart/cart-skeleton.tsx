import styles from './cart-page.module.css'

/**
 * spec 2 §2 'Loading layouts': the cart page loads as the item list, a product carousel, footnotes, the care-plan
 * upsell, the coupon box, the lab-test upsell, the bill summary, loyalty points, the collapsed address and the button.
 */
export const CART_SKELETON_PARTS = [
  'item-list',
  'product-carousel',
  'footnotes',
  'care-plan-upsell',
  'coupon-box',
  'lab-test-upsell',
  'bill-summary',
  'loyalty-points',
  'collapsed-address',
  'button',
] as const

export function CartSkeleton() {
  return <BoneSkeleton label="Loading your cart" testId="cart-skeleton" parts={CART_SKELETON_PARTS} />
}

/** A checkout page's loading layout: its parts as bones, in order, and what a screen reader hears meanwhile. */
export function BoneSkeleton({ label, testId, parts }: { label: string; testId: string; parts: readonly string[] }) {
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true" data-testid={testId} className={styles.skeletonParts}>
        {parts.map((part) => (
          <div key={part} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}
