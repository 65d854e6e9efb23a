import { CITY_COOKIE_DAYS, LOCATION_COOKIE_DAYS } from '../constants.ts'

export type CityItem = { id?: number; name: string; state?: string; serviceable?: boolean }
export type CityList = { display_text?: string; data?: CityItem[] }
export type Serviceability = { serviceable: boolean; city: string; pharma_available?: boolean; otc_available?: boolean }

// spec 1 §5: the city filter is a case-insensitive substring match (surrounding spaces ignored).
export function filterCities<T extends { name: string }>(cities: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase()
  if (needle === '') return [...cities]
  return cities.filter((c) => c.name.toLowerCase().includes(needle))
}

// spec 1 §2.5: a list's label comes from the API, with the default label when it sends none.
export function listLabel(list: CityList | null | undefined, fallback: string): string {
  const text = list?.display_text?.trim()
  return text ? text : fallback
}

export type CookieSource = 'picked' | 'default' | 'location'

// spec 1 §4.3 / §9: a picked city or the default is kept 90 days; one from GPS is a location
// cookie (spec 1 §3) and lasts 7 days.
export function cityCookieDays(source: CookieSource): number {
  return source === 'location' ? LOCATION_COOKIE_DAYS : CITY_COOKIE_DAYS
}

// The `city` cookie, URL-encoded ('New Delhi' → 'New%20Delhi'), for the whole site. A lone surrogate (a JSON body may
// carry one) becomes U+FFFD instead of making encodeURIComponent throw.
export function cityCookie(city: string, source: CookieSource, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + cityCookieDays(source) * 86_400_000)
  return `city=${encodeURIComponent(city.toWellFormed())}; Path=/; Expires=${expires.toUTCString()}; SameSite=Lax`
}

// spec 1 §4.3: a GPS city only counts when it differs from the cookie (compared case-insensitively).
export function isDifferentCity(current: string | null | undefined, next: string | null | undefined): boolean {
  if (!next || next.trim() === '') return false
  return (current ?? '').trim().toLowerCase() !== next.trim().toLowerCase()
}

// The unserviceable notice shown beside the city name.
export function unserviceableText(city: string): string {
  return `We don't deliver to ${city} yet`
}

const hasControlCharacter = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0)
    return code < 0x20 || code === 0x7f
  })

/**
 * A city name a client sent (a cookie, a query, a header), or null when it cannot be one: trimmed, at most 80
 * characters, no control characters (a NUL would reach the database and fail there) and no lone surrogates.
 */
export function cityName(raw: string | null | undefined): string | null {
  const city = raw?.trim()
  if (!city || city.length > 80 || !city.isWellFormed() || hasControlCharacter(city)) return null
  return city
}

/** spec 1 §9: the visitor's city from the cookies (already decoded), or the default city when none is set. */
export function cityOfCookies(cookies: Record<string, string | undefined>, defaultCity: string): string {
  return cityName(cookies.city) ?? defaultCity
}
