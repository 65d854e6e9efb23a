import styles from './prescriptions.module.css'

/**
 * spec 2 §2 'Loading layouts': the prescription page loads as the upload box, the saved-prescription choice, an image
 * carousel, the button and a low-emphasis upsell.
 */
export const PRESCRIPTION_SKELETON_PARTS = ['upload', 'select', 'image-carousel', 'button', 'low-emphasis-upsell'] as const

export function PrescriptionSkeleton() {
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        Loading the prescription step
      </p>
      <div aria-hidden="true" data-testid="prescription-skeleton" className={styles.skeletonParts}>
        {PRESCRIPTION_SKELETON_PARTS.map((part) => (
          <div key={part} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}
