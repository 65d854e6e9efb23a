import styles from './reorder.module.css'

/**
 * spec 2 §2 'Loading layouts' names a 'previously ordered items' layout without its parts; ours follows the page: the
 * heading, the 'Add all to cart' bar and four item rows.
 */
export const REORDER_SKELETON_PARTS = ['heading', 'add-all', 'item', 'item', 'item', 'item'] as const

export function ReorderSkeleton() {
  return (
    <div className={styles.page}>
      <p role="status" className="visually-hidden">
        Loading your previously ordered items
      </p>
      <div aria-hidden="true" data-testid="reorder-skeleton" className={styles.skeleton}>
        {REORDER_SKELETON_PARTS.map((part, i) => (
          <div key={i} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}
