import { useEffect, useId, useState } from 'react'
import { parseCookieHeader } from '~/lib/cookies'
import {
  cityCookie,
  filterCities,
  isDifferentCity,
  listLabel,
  unserviceableText,
  type CityItem,
  type CityList,
  type CookieSource,
  type Serviceability,
} from '~/lib/city'
import { ALL_CITIES_LABEL, CITY_PLACEHOLDER, DEFAULT_CITY, POPULAR_CITIES_LABEL } from '~/lib/constants'
import { api } from '~/lib/api'
import styles from './city-picker.module.css'
import { Dialog } from './dialog'

type Lists = { all_cities?: CityList; top_cities?: CityList }
type ListsState = { fetching: boolean; fetched: boolean; error: string | null; lists: Lists | null }
export type CurrentCity = { city: string; serviceable: boolean | null }

/** spec 1 §4.3: the cart store (and anything else) listens for this to reload for the new city. */
export const CITY_CHANGE_EVENT = 'city-change'

async function serviceability(city: string): Promise<Serviceability | null> {
  try {
    const answer = await api().get<{ data: Serviceability }>('/api/v4/city-serviceable', { city })
    return answer.data
  } catch {
    // spec 1 §4.3: a failed lookup stores the error (logged by the client); the city still changes.
    return null
  }
}

/**
 * spec 1 §2.5 / §4.3: the city picker. The sub-header shows the current city (rendered on the server from the
 * cookie) and, for a city we do not serve, says so beside it.
 */
export function CityPicker({ current, onChange }: { current: CurrentCity; onChange: (next: CurrentCity) => void }) {
  const [open, setOpen] = useState(false)
  const [filter, setFilter] = useState('')
  const [detecting, setDetecting] = useState(false)
  const [state, setState] = useState<ListsState>({ fetching: false, fetched: false, error: null, lists: null })
  const inputId = useId()

  useEffect(() => {
    // spec 1 §4.3 / §9: with no city cookie, the default city is stored for 90 days.
    if (!parseCookieHeader(document.cookie).city) document.cookie = cityCookie(DEFAULT_CITY, 'default')
  }, [])

  useEffect(() => {
    if (!open || state.fetched || state.fetching) return
    setState((s) => ({ ...s, fetching: true, fetched: false }))
    api()
      .get<Lists>('/api/v5/cities')
      .then((lists) => setState({ fetching: false, fetched: true, error: null, lists }))
      .catch((error: unknown) => setState({ fetching: false, fetched: false, error: String(error), lists: null }))
  }, [open, state.fetched, state.fetching])

  async function select(city: string, source: CookieSource) {
    setOpen(false)
    setFilter('')
    if (!isDifferentCity(current.city, city)) return
    // spec 1 §4.3: save the cookie, update the current city, then fetch its serviceability.
    document.cookie = cityCookie(city, source)
    onChange({ city, serviceable: null })
    window.dispatchEvent(new CustomEvent(CITY_CHANGE_EVENT))
    const found = await serviceability(city)
    if (found) onChange({ city, serviceable: found.serviceable })
  }

  function detect() {
    if (!('geolocation' in navigator)) return
    setDetecting(true)
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const answer = await api().get<{ result?: { city?: string }[] }>(
            `/location/latlng/${coords.latitude.toFixed(6)},${coords.longitude.toFixed(6)}`,
          )
          const city = answer.result?.[0]?.city
          if (city) await select(city, 'location')
        } catch {
          // Logged by the client; the picker stays as it was.
        } finally {
          setDetecting(false)
        }
      },
      // spec 1 §4.3: denial (or any failure to locate) is silently ignored.
      () => setDetecting(false),
      { timeout: 10_000, maximumAge: 600_000 },
    )
  }

  const top = state.lists?.top_cities
  const all = state.lists?.all_cities
  return (
    <div className={styles.picker}>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        <span className="visually-hidden">Delivering to </span>
        <span data-testid="current-city">{current.city}</span>
        <span className="visually-hidden"> (change city)</span>
      </button>
      {current.serviceable === false && (
        <p className={styles.unserviceable} role="status">
          {unserviceableText(current.city)}
        </p>
      )}
      <Dialog open={open} title="Select your city" onClose={() => setOpen(false)}>
        <label htmlFor={inputId} className="visually-hidden">
          {CITY_PLACEHOLDER}
        </label>
        <input
          id={inputId}
          type="text"
          className={styles.input}
          placeholder={CITY_PLACEHOLDER}
          autoComplete="off"
          value={detecting ? 'Loading' : filter}
          readOnly={detecting}
          aria-busy={detecting}
          onChange={(e) => setFilter(e.target.value)}
        />
        <button type="button" className={styles.detect} onClick={detect} disabled={detecting}>
          {detecting ? 'Detecting your location…' : 'Detect my location'}
        </button>
        {state.fetching && <p role="status">Loading cities…</p>}
        {state.error && <p role="alert">Could not load the cities. Please try again.</p>}
        {state.lists && (
          <>
            <CityGroup
              label={listLabel(top, POPULAR_CITIES_LABEL)}
              cities={filterCities(top?.data ?? [], filter)}
              onPick={(c, s) => void select(c, s)}
            />
            <CityGroup
              label={listLabel(all, ALL_CITIES_LABEL)}
              cities={filterCities(all?.data ?? [], filter)}
              onPick={(c, s) => void select(c, s)}
            />
          </>
        )}
      </Dialog>
    </div>
  )
}

function CityGroup({
  label,
  cities,
  onPick,
}: {
  label: string
  cities: CityItem[]
  onPick: (city: string, source: CookieSource) => void
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId} className={styles.groupTitle}>
        {label}
      </h3>
      {cities.length === 0 ? (
        <p className={styles.none}>No matching city</p>
      ) : (
        <ul className={styles.list}>
          {cities.map((c) => (
            <li key={c.id ?? c.name}>
              <button type="button" className={styles.city} onClick={() => onPick(c.name, 'picked')}>
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
