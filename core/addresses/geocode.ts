// spec 1 §3 'Address from a maps geocode result': the fields an address takes from a geocode result. One mapping
// for a Google-style result (Geocoding or Places: address_components, formatted_address, geometry.location, name)
// and for our own reverse lookup (GET /pwa-api/location/latlng/{lat},{long}, the nearest post office), which
// `geocodeFromLocation` first turns into the same shape.

export interface GeocodeComponent {
  long_name: string
  short_name?: string
  types: readonly string[]
}

/** A coordinate as the REST API gives it (a number) or as the Maps JavaScript API's LatLng does (a function). */
type Coordinate = number | (() => number)

export interface GeocodeResult {
  /** The place name (Places results; geocoder results have none). */
  name?: string | null
  formatted_address?: string | null
  address_components?: readonly GeocodeComponent[] | null
  geometry?: { location?: { lat: Coordinate; lng: Coordinate } | null } | null
}

/** spec 1 §3: geodata_source is always 'search_page'. */
export const GEODATA_SOURCE = 'search_page'

export interface GeocodedAddress {
  street2: string | null
  street3: string | null
  geodata_latitude: number | null
  geodata_longitude: number | null
  geodata_source: typeof GEODATA_SOURCE
  city: string | null
  state: string | null
  pincode: string | null
  country: string | null
}

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim()
  return text ? text : null
}

function component(result: GeocodeResult, type: string): string | null {
  return clean(result.address_components?.find((c) => c.types.includes(type))?.long_name)
}

function coordinate(value: Coordinate | undefined): number | null {
  const n = typeof value === 'function' ? value() : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/**
 * spec 1 §3: street2 ← place name, street3 ← formatted address, geodata_latitude/longitude ← the location,
 * geodata_source 'search_page', city ← locality, state ← first-level area (the second-level area only when there is
 * no first-level one), pincode ← postal code, country. What the result lacks is null.
 */
export function addressFromGeocode(result: GeocodeResult): GeocodedAddress {
  const location = result.geometry?.location
  return {
    street2: clean(result.name),
    street3: clean(result.formatted_address),
    geodata_latitude: coordinate(location?.lat),
    geodata_longitude: coordinate(location?.lng),
    geodata_source: GEODATA_SOURCE,
    city: component(result, 'locality'),
    state: component(result, 'administrative_area_level_1') ?? component(result, 'administrative_area_level_2'),
    pincode: component(result, 'postal_code'),
    country: component(result, 'country'),
  }
}

/** One answer of our reverse lookup (contracts/places.ts LocationResult). */
export interface LocationLookup {
  city: string
  pincode: string
  place: string
  district: string
  state: string
}

/**
 * Our reverse lookup's nearest post office as a geocode result: the place is its name, the city the locality, the
 * district the second-level area; the location is where the person is (the coordinates asked about), not the post
 * office's.
 */
export function geocodeFromLocation(found: LocationLookup, at: { lat: number; lng: number }): GeocodeResult {
  const parts = [found.place, found.district === found.city ? null : found.district, found.city]
    .map((p) => clean(p))
    .filter((p, i, all): p is string => p !== null && all.indexOf(p) === i)
  const tail = [clean(found.state), clean(found.pincode)].filter(Boolean).join(' ')
  return {
    name: found.place,
    formatted_address: [...parts, tail].filter(Boolean).join(', '),
    address_components: [
      { long_name: found.city, types: ['locality', 'political'] },
      { long_name: found.district, types: ['administrative_area_level_2', 'political'] },
      { long_name: found.state, types: ['administrative_area_level_1', 'political'] },
      { long_name: found.pincode, types: ['postal_code'] },
      { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
    ],
    geometry: { location: { lat: at.lat, lng: at.lng } },
  }
}
