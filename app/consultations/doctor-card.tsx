import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { DoctorCard as Doctor } from '../../contracts/consultations.ts'
import { bookingPath, doctorPath } from '../../core/consultations/finding.ts'
import { formatRupees } from '../../core/money.ts'
import styles from './finding.module.css'

// A doctor as the listing shows them (issue 24 §2): initials disc, name, qualifications, experience, languages, fee,
// rating, the next free slot; a sample doctor (development data) says so.

/** The photo's stand-in: the initials on a disc (decorative: the name is beside it). */
export function InitialsDisc({ initials, large }: { initials: string; large?: boolean }) {
  return (
    <span className={`${styles.disc} ${large ? styles.large : ''}`} aria-hidden="true">
      {initials}
    </span>
  )
}

export function SampleBadge({ sample }: { sample: boolean }) {
  return sample ? <span className={styles.sample}>Sample doctor</span> : null
}

export const ratingText = (d: Pick<Doctor, 'rating' | 'ratings'>): string =>
  d.rating === null
    ? 'Not rated yet'
    : `Rated ${d.rating.toFixed(1)} of 5 by ${d.ratings} ${d.ratings === 1 ? 'patient' : 'patients'}`

export const languagesText = (d: Pick<Doctor, 'languages'>): string => d.languages.map((l) => l.label).join(', ')

export function DoctorCard({ doctor: d, headingLevel = 3 }: { doctor: Doctor; headingLevel?: 2 | 3 }): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className={styles.card}>
      <div className={styles.who}>
        <InitialsDisc initials={d.initials} />
        <div>
          <Heading>
            <Link to={doctorPath(d.id)}>{d.name}</Link>
            <SampleBadge sample={d.sample} />
          </Heading>
          <p className={styles.meta}>{d.qualifications}</p>
        </div>
      </div>
      <p className={styles.meta}>{`${d.experience_years} years of experience · Speaks ${languagesText(d)}`}</p>
      <p className={styles.meta}>{ratingText(d)}</p>
      <p>
        <strong>{`Fee ${formatRupees(d.fee)}`}</strong>
      </p>
      <p className={d.next_free_slot ? styles.live : styles.none}>
        {d.next_free_slot ? `Next free: ${d.next_free_slot.label}` : 'No free time in the next 7 days'}
      </p>
      <div className={styles.actions}>
        {d.next_free_slot && (
          <Link className="button" to={bookingPath(d.id, d.next_free_slot.starts_at)}>
            {`Book ${d.next_free_slot.label}`}
            <span className="visually-hidden">{` with ${d.name}`}</span>
          </Link>
        )}
        <Link to={doctorPath(d.id)}>
          All times<span className="visually-hidden">{` of ${d.name}`}</span>
        </Link>
      </div>
    </li>
  )
}
