import { cityCookie } from '../../core/places/city.ts'
import { LOCATION_COOKIE_DAYS } from '../../core/constants.ts'

// spec 1 §3 'Location cookies' and §9 (they last 7 days): what a located address leaves in the browser for the
// rest of the site. Only the cookies we have a value for are written; the others are left as they are.

export const LOCATION_COOKIE_NAMES = [
  'city',
  'latitude',
  'longitude',
  'pincode',
  'polygonIDs',
  'addressText',
  'addressSubtext',
  'addressType',
  'demandClusterId',
] as const
export type LocationCookieName = (typeof LOCATION_COOKIE_NAMES)[number]
export type LocationCookieValues = Partial<Record<LocationCookieName, string | number | null | undefined>>

const DAY_MS = 86_400_000

/** The Set-Cookie strings (for document.cookie) of the location cookies that have a value, in the spec's order. */
export function locationCookies(values: LocationCookieValues, now: Date = new Date()): string[] {
  const expires = new Date(now.getTime() + LOCATION_COOKIE_DAYS * DAY_MS).toUTCString()
  const out: string[] = []
  for (const name of LOCATION_COOKIE_NAMES) {
    const raw = values[name]
    if (raw === null || raw === undefined) continue
    if (typeof raw === 'number' && !Number.isFinite(raw)) continue
    const value = String(raw).trim()
    if (value === '') continue
    // The city cookie is the site's one city cookie (core/places/city.ts), here with a location's 7 days.
    out.push(
      name === 'city'
        ? cityCookie(value, 'location', now)
        : `${name}=${encodeURIComponent(value.toWellFormed())}; Path=/; Expires=${expires}; SameSite=Lax`,
    )
  }
  return out
}
