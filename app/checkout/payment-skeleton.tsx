import { BoneSkeleton } from '~/cart/cart-skeleton'

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
  return <BoneSkeleton label="Loading the payment page" testId="payment-skeleton" parts={PAYMENT_SKELETON_PARTS} />
}
