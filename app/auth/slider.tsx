import { useEffect, useState, type ReactNode } from 'react'
import { SLIDER_INTERVAL_MS } from '../../core/constants.ts'
import { AUTH_SLIDES } from '../../core/auth/texts.ts'
import { nextSlide } from './slider-index'
import styles from './auth.module.css'

// spec 1 §2.9: five messages beside the form, advancing every 5000 ms and wrapping; dots pick a slide and show
// only with more than one. The slides are decorative and the rotation pauses on hover or focus, so nothing
// moves under a pointer or a keyboard user, and the live region stays off while it rotates.

const ILLUSTRATIONS: ReactNode[] = [
  // healthcare made simpler: a heart with a pulse
  <>
    <path d="M65 108 28 72a22 22 0 0 1 37-26 22 22 0 0 1 37 26Z" className={styles.artFill} />
    <path d="M30 70h20l8-14 10 26 8-12h24" className={styles.artLine} />
  </>,
  // know your medicines: a capsule and a tablet
  <>
    <rect x="22" y="48" width="62" height="26" rx="13" transform="rotate(-30 53 61)" className={styles.artFill} />
    <circle cx="92" cy="86" r="18" className={styles.artSoft} />
    <path d="M80 86h24" className={styles.artLine} />
  </>,
  // home delivery: a parcel
  <>
    <rect x="30" y="44" width="70" height="56" rx="6" className={styles.artFill} />
    <path d="M30 62h70M65 44v18" className={styles.artLine} />
    <path d="M48 30h34l18 14H30Z" className={styles.artSoft} />
  </>,
  // lab tests at home: a test tube
  <>
    <path d="M54 22h22v68a11 11 0 0 1-22 0Z" className={styles.artSoft} />
    <path d="M54 62h22v28a11 11 0 0 1-22 0Z" className={styles.artFill} />
    <path d="M48 22h34" className={styles.artLine} />
  </>,
  // doctors answer: a speech bubble with a cross
  <>
    <path
      d="M24 30h82a8 8 0 0 1 8 8v46a8 8 0 0 1-8 8H56l-20 16v-16H24a8 8 0 0 1-8-8V38a8 8 0 0 1 8-8Z"
      className={styles.artFill}
    />
    <path d="M65 46v30M50 61h30" className={styles.artLineLight} />
  </>,
]

export function Slider() {
  const slides = AUTH_SLIDES
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    if (paused || slides.length < 2) return
    const id = setInterval(() => setIndex((current) => nextSlide(current, slides.length)), SLIDER_INTERVAL_MS)
    return () => clearInterval(id)
  }, [paused, slides.length])

  const slide = slides[index] ?? slides[0]
  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label="Why sign in"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.slide} aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
        <svg className={styles.slideImage} viewBox="0 0 130 130" aria-hidden="true" focusable="false">
          <circle cx="65" cy="65" r="62" className={styles.artBack} />
          {ILLUSTRATIONS[index]}
        </svg>
        <p className={styles.slideTitle}>{slide.title}</p>
        <p className={styles.slideText}>{slide.text}</p>
      </div>
      {slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((item, i) => (
            <button
              key={item.title}
              type="button"
              className={styles.dot}
              aria-label={`Slide ${i + 1} of ${slides.length}: ${item.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  )
}
