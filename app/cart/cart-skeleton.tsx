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
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        Loading your cart
      </p>
      <div aria-hidden="true" data-testid="cart-skeleton" className={styles.skeletonParts}>
        {CART_SKELETON_PARTS.map((part) => (
          <div key={part} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}
