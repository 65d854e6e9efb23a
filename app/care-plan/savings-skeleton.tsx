import styles from './savings-skeleton.module.css'

/** spec 2 §2 'Loading layouts': the savings page is a membership card, use-your-benefits, partnership offers, pharmacy, benefits list. */
export const SAVINGS_SKELETON_PARTS = [
  'membership-card',
  'use-benefits',
  'partnership-offers',
  'pharmacy',
  'benefits-list',
] as const

export function SavingsSkeleton() {
  return (
    <div className={styles.page}>
      <p role="status" className="visually-hidden">
        Loading your Care Plan
      </p>
      <div aria-hidden="true" data-testid="savings-skeleton" className={styles.skeleton}>
        {SAVINGS_SKELETON_PARTS.map((part) => (
          <div key={part} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}
