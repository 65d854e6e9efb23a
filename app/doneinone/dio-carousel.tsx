import { useId, useRef, useState } from 'react'
import type { Prescription } from '../../contracts/prescriptions'
import { useHydrated } from '~/cart/use-hydrated'
import { fileKind } from '~/prescriptions/format'
import { PdfIcon } from '~/prescriptions/pdf-icon'
import styles from './doneinone.module.css'

/**
 * spec 2 §2 'image carousel' of the attach page and the order preview: every page of the prescriptions, one a slide.
 * Keyboard: the track is a focusable region that scrolls with the arrow keys (also without JavaScript), each slide
 * opens its page in a new tab, and once scripts run Previous and Next move one slide and say which one is shown.
 */
export function DioCarousel({ prescriptions, label }: { prescriptions: Prescription[]; label: string }) {
  const pages = prescriptions.flatMap((p) => p.files.map((file) => ({ file, patient: p.patient_name })))
  const hydrated = useHydrated()
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const statusId = useId()
  if (pages.length === 0) return <p className={styles.note}>No prescription is attached yet.</p>

  function show(next: number) {
    const i = Math.max(0, Math.min(pages.length - 1, next))
    setIndex(i)
    const slide = track.current?.querySelectorAll('li')[i]
    slide?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' })
  }

  return (
    <div className={styles.carousel} aria-roledescription="carousel" role="group" aria-label={label}>
      {/* A scrolling region must be reachable by keyboard (axe 'scrollable-region-focusable'). */}
      <div ref={track} className={styles.track} role="region" aria-label={`${label}: pages`} tabIndex={0}>
        <ul className={styles.slides}>
          {pages.map(({ file, patient }, i) => (
            <li key={file.id} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} of ${pages.length}`}>
              <a href={file.url} target="_blank" rel="noopener noreferrer" className={styles.slideLink}>
                {file.content_type === 'application/pdf' ? (
                  <PdfIcon className={styles.slideImage} />
                ) : (
                  <img src={file.url} alt="" width={256} height={224} loading="lazy" className={styles.slideImage} />
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
      {hydrated && pages.length > 1 && (
        <div className={styles.carouselControls}>
          <button type="button" onClick={() => show(index - 1)} disabled={index === 0} aria-controls={statusId}>
            Previous<span className="visually-hidden"> page</span>
          </button>
          <button type="button" onClick={() => show(index + 1)} disabled={index === pages.length - 1} aria-controls={statusId}>
            Next<span className="visually-hidden"> page</span>
          </button>
          <span id={statusId} className={styles.position} aria-live="polite">
            {`Page ${index + 1} of ${pages.length}`}
          </span>
        </div>
      )}
    </div>
  )
}
