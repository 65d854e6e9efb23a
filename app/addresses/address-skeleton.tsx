import styles from './addresses.module.css'

/**
 * spec 2 §2 'Loading layouts' names a layout for the address pages without its parts; ours follows the page: the
 * heading, the 'Add new address' bar, three address cards and the Continue button.
 */
export const ADDRESS_SKELETON_PARTS = ['heading', 'add-new', 'address', 'address', 'address', 'button'] as const

export function AddressSkeleton() {
  return (
    <div className={styles.page}>
      <p role="status" className="visually-hidden">
        Loading your addresses
      </p>
      <div aria-hidden="true" data-testid="address-skeleton" className={styles.skeleton}>
        {ADDRESS_SKELETON_PARTS.map((part, i) => (
          <div key={i} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}
