import { useId, useRef, useState } from 'react'
import type { Prescription } from '../../contracts/prescriptions'
import { useHydrated } from '~/lib/use-hydrated'
import { fileKind } from './format'
import { PdfIcon } from './pdf-icon'
import styles from './prescriptions.module.css'

/**
 * spec 2 §2 'image carousel' (the prescription step, the done-in-one attach page and order preview): every page of the
 * prescriptions, one a slide, each opening the page itself in a new tab. Keyboard: the track is a focusable region
 * that scrolls with the arrow keys (also without JavaScript); once scripts run, Previous and Next move one slide and
 * say which one is shown. `large` shows each page whole (read before submitting) instead of a thumbnail.
 */
export function PrescriptionCarousel({
  prescriptions,
  label,
  empty,
  large = false,
}: {
  prescriptions: Prescription[]
  label: string
  /** Said when nothing is attached. */
  empty: string
  large?: boolean
}) {
  const pages = prescriptions.flatMap((p) => p.files.map((file) => ({ file, patient: p.patient_name })))
  const hydrated = useHydrated()
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const statusId = useId()
  if (pages.length === 0) return <p className={styles.hint}>{empty}</p>

  function show(next: number) {
    const i = Math.max(0, Math.min(pages.length - 1, next))
    setIndex(i)
    track.current?.querySelectorAll('li')[i]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' })
  }

  return (
    <div
      className={`${styles.carousel} ${large ? styles.large : ''}`}
      aria-roledescription="carousel"
      role="group"
      aria-label={label}
    >
      {/* A scrolling region must be reachable by keyboard (axe 'scrollable-region-focusable'). */}
      <div ref={track} className={styles.track} role="region" aria-label={`${label}: pages`} tabIndex={0}>
        <ul className={styles.slides}>
          {pages.map(({ file, patient }, i) => (
            <li key={file.id} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} of ${pages.length}`}>
              <a href={file.url} target="_blank" rel="noopener noreferrer" className={styles.slideLink}>
                {file.content_type === 'application/pdf' ? (
                  <PdfIcon className={styles.slideImage} />
                ) : (
                  <img
                    src={large ? file.url : `${file.url}?size=thumbnail`}
                    alt=""
                    width={large ? 256 : 120}
                    height={large ? 224 : 160}
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
