import { useEffect, useId, useRef, useState } from 'react'
import { CITY_CHANGE_EVENT } from '~/lib/events'
import {
  cityCookie,
  filterCities,
  isDifferentCity,
  listLabel,
  type CityItem,
  type CityList,
  type CookieSource,
  type Serviceability,
} from '../../core/places/city.ts'
import { ALL_CITIES_LABEL, CITY_PLACEHOLDER, POPULAR_CITIES_LABEL } from '../../core/constants.ts'
import { api } from '~/lib/api'
import type { CurrentCity } from './city-picker'
import styles from './city-picker.module.css'

type Lists = { all_cities?: CityList; top_cities?: CityList }
/** The city lists, fetched on the first open and kept by the picker (city-picker.tsx) for the next ones. */
export type ListsState = { fetching: boolean; fetched: boolean; error: string | null; lists: Lists | null }

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
 * spec 1 §4.3: the city picker's dialog body: the filter, location detection and the two lists. Loaded when the
 * picker first opens (or is touched or focused): nothing of it runs before an interaction (issue 12 §2).
 */
export default function CityPickerContent({
  current,
  onChange,
  close,
  state,
  setState,
}: {
  current: CurrentCity
  onChange: (next: CurrentCity) => void
  close: () => void
  state: ListsState
  setState: (update: (s: ListsState) => ListsState) => void
}) {
  const [filter, setFilter] = useState('')
  const [detecting, setDetecting] = useState(false)
  const inputId = useId()
  // One request per opening at most: after a failure the lists wait for the next open, never retried in a loop.
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current || state.fetched || state.fetching) return
    asked.current = true
    setState((s) => ({ ...s, fetching: true, fetched: false, error: null }))
    api()
      .get<Lists>('/api/v5/cities')
      .then((lists) => setState(() => ({ fetching: false, fetched: true, error: null, lists })))
      .catch((error: unknown) => setState(() => ({ fetching: false, fetched: false, error: String(error), lists: null })))
  }, [state.fetched, state.fetching, setState])

  async function select(city: string, source: CookieSource) {
    close()
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
    <>
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
    </>
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
