import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cities, places } from './schema.ts'
import { cached, cachedByKey } from '../../lib/cache.ts'
import { systemClock, type Clock } from '../../lib/clock.ts'
import { NearestIndex } from './nearest.ts'

export interface CityItem {
  id: number
  name: string
  state: string
  serviceable: boolean
}
export interface CityLists {
  all_cities: { display_text: string; data: CityItem[] }
  top_cities: { display_text: string; data: CityItem[] }
}
export interface Serviceability {
  serviceable: boolean
  city: string
  pharma_available: boolean
  otc_available: boolean
}
export interface LocationResult {
  city: string
  pincode: string
  place: string
  district: string
  state: string
  distance_km: number
}

/** How long the city lists are kept without an announced change. */
export const CITIES_TTL_MS = 10 * 60_000

/** Farther than this from every post office is not a place in India we can name. */
export const MAX_LOCATION_DISTANCE_KM = 100
/** How many pincodes' points are kept (India has about 19,000 pincodes; a few thousand cover most orders). */
export const PINCODE_POINTS_KEPT = 5_000

export function createPlacesService(db: Db, now: Clock = systemClock) {
  // Cities (their serviceability may change) are kept ten minutes; the post offices (reference data) until a change is
  // announced (shared-caches.ts). Built on first use; a failed build is retried on the next call.
  const cityLists = cached(
    CITIES_TTL_MS,
    async (): Promise<CityLists> => {
      const rows = await db
        .select({
          id: cities.id,
          name: cities.name,
          state: cities.state,
          serviceable: cities.serviceable,
          topRank: cities.topRank,
        })
        .from(cities)
        .orderBy(asc(cities.name))
      const item = ({ id, name, state, serviceable }: (typeof rows)[number]): CityItem => ({ id, name, state, serviceable })
      return {
        top_cities: {
          display_text: 'Popular Cities',
          data: rows
            .filter((r) => r.topRank !== null)
            .sort((a, b) => a.topRank! - b.topRank!)
            .map(item),
        },
        all_cities: { display_text: 'All Cities', data: rows.map(item) },
      }
    },
    now,
  )
  const cityIndex = cached(
    CITIES_TTL_MS,
    async () => {
      const rows = await db
        .select({
          name: cities.name,
          serviceable: cities.serviceable,
          pharmaAvailable: cities.pharmaAvailable,
          otcAvailable: cities.otcAvailable,
        })
        .from(cities)
      return new Map(rows.map((r) => [r.name.toLowerCase(), r]))
    },
    now,
  )
  const nearest = cached(Infinity, async () => {
    const rows = await db
      .select({
        pincode: places.pincode,
        place: places.place,
        district: places.district,
        state: places.state,
        lat: places.lat,
        lng: places.lng,
        city: cities.name,
      })
      .from(places)
      .innerJoin(cities, eq(places.cityId, cities.id))
    return new NearestIndex(rows)
  })

  // Where a pincode's post office is (reference data): every summary and placement of an address without coordinates
  // asks. Kept by pincode, the most recent few thousand.
  const loadPoint = async (pincode: string, q: Db): Promise<{ lat: number; lng: number } | null> => {
    const [row] = await q
      .select({ lat: places.lat, lng: places.lng })
      .from(places)
      .where(eq(places.pincode, pincode))
      .orderBy(asc(places.id))
      .limit(1)
    return row ?? null
  }
  const pointOf = cachedByKey(CITIES_TTL_MS, PINCODE_POINTS_KEPT, (pincode: string) => loadPoint(pincode, db), now)

  return {
    /** Drops this instance's copies of cities and places (an announced change). */
    invalidate() {
      cityLists.invalidate()
      cityIndex.invalidate()
      nearest.invalidate()
      pointOf.invalidate()
    },

    /**
     * Where a pincode is (its first post office), or null for a pincode we do not know. `tx`: the caller's transaction,
     * which reads it itself unless a copy is kept, and keeps what it read (the embedded database has one connection).
     */
    pointOfPincode: (pincode: string, tx?: Db) =>
      tx ? pointOf.through(pincode, () => loadPoint(pincode, tx)) : pointOf(pincode),

    /** spec 1 §7.1 GET /api/v5/cities: all_cities and top_cities, each with data and display_text. */
    listCities: cityLists,

    /** spec 1 §7.1 GET /api/v4/city-serviceable: unknown cities are simply not serviceable. From memory: every page asks. */
    async serviceability(cityName: string): Promise<Serviceability> {
      const byName = await cityIndex()
      const row = byName.get(cityName.trim().toLowerCase())
      if (!row) return { serviceable: false, city: cityName.trim(), pharma_available: false, otc_available: false }
      return {
        serviceable: row.serviceable,
        city: row.name,
        pharma_available: row.pharmaAvailable,
        otc_available: row.otcAvailable,
      }
    },

    /** spec 1 §7.1 GET /location/latlng/{lat},{long}: the nearest post office and its city. */
    async locate(lat: number, lng: number): Promise<LocationResult | null> {
      const hit = (await nearest()).nearest({ lat, lng }, MAX_LOCATION_DISTANCE_KM)
      if (!hit) return null
      const { item, km } = hit
      return {
        city: item.city,
        pincode: item.pincode,
        place: item.place,
        district: item.district,
        state: item.state,
        distance_km: Math.round(km * 10) / 10,
      }
    },

    async cityOfPincode(pincode: string): Promise<string | null> {
      const [row] = await db
        .select({ city: cities.name })
        .from(places)
        .innerJoin(cities, eq(places.cityId, cities.id))
        .where(eq(places.pincode, pincode))
        .limit(1)
      return row?.city ?? null
    },
  }
}
export type PlacesService = ReturnType<typeof createPlacesService>
