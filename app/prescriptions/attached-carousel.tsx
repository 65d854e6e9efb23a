import type { Prescription } from '../../contracts/prescriptions'
import { fileKind } from './format'
import { PdfIcon } from './pdf-icon'
import styles from './prescriptions.module.css'

/**
 * spec 2 §2 'prescription page (… image carousel …)': the pages that go with this order, side by side, scrolled
 * sideways (a region the keyboard can focus and scroll); each opens the page itself.
 */
export function AttachedCarousel({ prescriptions }: { prescriptions: Prescription[] }) {
  const pages = prescriptions.flatMap((p) => p.files.map((file) => ({ file, patient: p.patient_name })))
  if (pages.length === 0) return <p className={styles.hint}>No prescription is attached to this order yet.</p>
  return (
    // A scrolling region must be reachable by keyboard (axe 'scrollable-region-focusable').
    <div className={styles.carousel} role="region" aria-label="Pages attached to this order" tabIndex={0}>
      <ul className={styles.slides}>
        {pages.map(({ file, patient }) => (
          <li key={file.id} className={styles.slide}>
            <a href={file.url} target="_blank" rel="noopener noreferrer" className={styles.slideLink}>
              {file.content_type === 'application/pdf' ? (
                <PdfIcon className={styles.slideImage} />
              ) : (
                <img
                  src={`${file.url}?size=thumbnail`}
                  alt=""
                  width={120}
                  height={160}
                  loading="lazy"
                  className={styles.slideImage}
                />
              )}
              <span className={styles.slideCaption}>
                {`${patient}, page ${file.position} (${fileKind(file.content_type)})`}
                <span className="visually-hidden">, opens in a new tab</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
