import styles from './labs-booking.module.css'

/**
 * spec 2 §2 'Loading layouts' names a 'labs booking' layout without its parts; ours follows the patient page: the
 * heading, two patients, a test's patient choice, the day tabs, the slots and the Continue button.
 */
export const LAB_BOOKING_SKELETON_PARTS = ['heading', 'patient', 'patient', 'test', 'days', 'slots', 'button'] as const

export function LabBookingSkeleton() {
  return (
    <div className={styles.page}>
      <p role="status" className="visually-hidden">
        Loading patients and collection slots
      </p>
      <div aria-hidden="true" data-testid="lab-booking-skeleton" className={styles.skeleton}>
        {LAB_BOOKING_SKELETON_PARTS.map((part, i) => (
          <div key={i} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}
