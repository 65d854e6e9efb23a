import { lazy, Suspense, useEffect, useState } from 'react'
import { parseCookieHeader } from '../../core/cookies.ts'
import { cityCookie, unserviceableText } from '../../core/places/city.ts'
import { DEFAULT_CITY } from '../../core/constants.ts'
import type { ListsState } from './city-picker-content'
import styles from './city-picker.module.css'
import { Dialog } from './dialog'

export type CurrentCity = { city: string; serviceable: boolean | null }

// The dialog's body (filter, lists, location detection) loads when the picker is first touched, focused or opened.
const loadContent = () => import('./city-picker-content')
const CityPickerContent = lazy(loadContent)

/**
 * spec 1 §2.5 / §4.3: the city picker. The sub-header shows the current city (rendered on the server from the
 * cookie) and, for a city we do not serve, says so beside it.
 */
export function CityPicker({ current, onChange }: { current: CurrentCity; onChange: (next: CurrentCity) => void }) {
  const [open, setOpen] = useState(false)
  // Kept here, not in the body, so the lists are fetched once however often the dialog opens.
  const [lists, setLists] = useState<ListsState>({ fetching: false, fetched: false, error: null, lists: null })

  useEffect(() => {
    // spec 1 §4.3 / §9: with no city cookie, the default city is stored for 90 days.
    if (!parseCookieHeader(document.cookie).city) document.cookie = cityCookie(DEFAULT_CITY, 'default')
  }, [])

  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.trigger}
        onPointerDown={loadContent}
        onFocus={loadContent}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        <span className="visually-hidden">Delivering to </span>
        <span data-testid="current-city" className={styles.cityName}>
          {current.city}
        </span>
        <span className="visually-hidden"> (change city)</span>
      </button>
      {current.serviceable === false && (
        <p className={styles.unserviceable} role="status">
          {unserviceableText(current.city)}
        </p>
      )}
      <Dialog open={open} title="Select your city" onClose={() => setOpen(false)}>
        {open && (
          <Suspense fallback={<p role="status">Loading cities…</p>}>
            <CityPickerContent
              current={current}
              onChange={onChange}
              close={() => setOpen(false)}
              state={lists}
              setState={setLists}
            />
          </Suspense>
        )}
      </Dialog>
    </div>
  )
}
