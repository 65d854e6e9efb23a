import type { ComponentProps } from 'react'
import styles from '~/routes/cart-prescription.module.css'
import { SavedPrescriptions } from './saved-prescriptions'
import { UploadForm } from './upload-form'

/**
 * The two ways to attach a prescription, as the prescription step and the done-in-one attach page show them: upload a
 * new one, or choose a saved one. One markup for both pages (their actions take the same intents).
 */
export function AttachCards({ saved, attached, answer }: ComponentProps<typeof SavedPrescriptions>) {
  return (
    <>
      <section className={styles.card} aria-labelledby="upload-heading">
        <h2 id="upload-heading" className={styles.heading}>
          Upload a prescription
        </h2>
        <UploadForm answer={answer} />
      </section>

      <p className={styles.or} aria-hidden="true">
        or
      </p>

      <section className={styles.card} aria-labelledby="saved-heading">
        <h2 id="saved-heading" className={styles.heading}>
          Choose a saved prescription
        </h2>
        <SavedPrescriptions saved={saved} attached={attached} answer={answer} />
      </section>
    </>
  )
}
