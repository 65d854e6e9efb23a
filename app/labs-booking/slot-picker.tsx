import { Link } from 'react-router'
import type { LabSlot } from '../../contracts/lab-slots.ts'
import styles from './labs-booking.module.css'

// The home-collection slot picker (issue 11 §4, §6): the bookable days as links (a plain GET, so it works without
// JavaScript) and the chosen day's slots as radios by part of the day, a full slot shown but disabled. The patient
// page's step and the my-bookings page's reschedule both use it inside their forms (lab-booking.module.css).

export const DAY_PARTS = [
  ['morning', 'Morning'],
  ['afternoon', 'Afternoon'],
  ['evening', 'Evening'],
] as const

/** 'Full', 'Only 1 place left' (fewer than the visit needs), '4 places left'. */
export function placesText(slot: LabSlot): string {
  if (slot.free === 0) return 'Full'
  if (!slot.available) return `Only ${slot.free} ${slot.free === 1 ? 'place' : 'places'} left`
  return `${slot.free} ${slot.free === 1 ? 'place' : 'places'} left`
}

export function SlotPicker(props: {
  days: ReadonlyArray<{ date: string; label: string }>
  date: string
  slots: readonly LabSlot[]
  /** Where a day's link goes (the page with that day chosen). */
  dayHref: (date: string) => string
  /** The slot the booking has now: shown, not chosen again. */
  currentSlotId?: number
  /** Names the day navigation apart from another picker's on the page. */
  navLabel?: string
  /** The id of a message under the slots, for aria-describedby. */
  errorId?: string
  /** The message itself, shown under the slots (with errorId), its radios marked invalid. */
  error?: string
  /** The slot chosen so far on another day, offered first and checked ('Keep Thu, 26 Nov, 7:00 AM'). */
  keep?: { id: number; label: string } | null
  /** The slot chosen so far on this day: checked. */
  chosenId?: number
}) {
  const { days, date, slots, dayHref, currentSlotId, error, keep } = props
  const dayName = days.find((d) => d.date === date)?.label ?? date
  return (
    <>
      <nav aria-label={props.navLabel ?? 'Collection day'}>
        <ul className={styles.days}>
          {days.map((d) => (
            <li key={d.date}>
              <Link
                to={dayHref(d.date)}
                preventScrollReset
                replace
                className={d.date === date ? `${styles.day} ${styles.dayCurrent}` : styles.day}
                aria-current={d.date === date ? 'page' : undefined}
              >
                {d.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <fieldset className={styles.slots} aria-describedby={props.errorId}>
        <legend className={styles.legend}>Slots on {dayName}</legend>
        {keep && (
          <label className={styles.slot}>
            <input type="radio" name="slot_id" value={keep.id} defaultChecked />
            <span>{keep.label}</span>
          </label>
        )}
        {slots.length === 0 && <p className={styles.muted}>No slots left on this day. Please choose another day.</p>}
        {DAY_PARTS.map(([part, label]) => {
          const inPart = slots.filter((s) => s.part === part)
          if (!inPart.length) return null
          return (
            <fieldset key={part} className={styles.part}>
              <legend className={styles.partLegend}>{label}</legend>
              <div className={styles.slotGrid}>
                {inPart.map((s) => {
                  const current = s.id === currentSlotId
                  const open = s.available && !current
                  return (
                    <label key={s.id} className={open ? styles.slot : `${styles.slot} ${styles.slotFull}`}>
                      <input
                        type="radio"
                        name="slot_id"
                        value={s.id}
                        disabled={!open}
                        defaultChecked={props.chosenId === s.id}
                        aria-invalid={error ? true : undefined}
                      />
                      <span className={styles.slotText}>
                        <span>{s.label}</span>
                        <span className={styles.muted}>{current ? 'Your slot now' : placesText(s)}</span>
                      </span>
                    </label>
                  )
                })}
              </div>
            </fieldset>
          )
        })}
        {error && (
          <p id={props.errorId} className={styles.error}>
            {error}
          </p>
        )}
      </fieldset>
    </>
  )
}
