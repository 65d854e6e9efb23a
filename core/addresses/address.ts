// The address book's values that browser and server share (issue 9 'Address'; spec 1 §5 address rules): the address
// types, the size of a book, and the maps link of spec 2 §7.

/** spec 1 §5 'addressType': the form offers Home, Work and Other. */
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { home: 'Home', work: 'Work', other: 'Other' }

/** How many addresses one account may keep (peers keep a short list; it bounds what an account can store). */
export const MAX_ADDRESSES = 20

/** Limits of the free-text fields the spec leaves open (the database stores text; these keep it sane). */
export const ADDRESS_MAX_LENGTH = 300
export const LANDMARK_MAX_LENGTH = 100
export const ADDRESS_NAME_MAX_LENGTH = 50

/** spec 2 §7: 'A maps link opens at zoom 15 for given coordinates'. */
export const MAPS_ZOOM = 15

/**
 * The maps link of a located address: Google Maps' `q` (a pin at the coordinates) with `z` (the zoom), which its
 * `api=1` search URL does not take. Coordinates are written with at most 6 decimals (about 10 cm).
 */
export function mapsLink(lat: number | null | undefined, lng: number | null | undefined): string | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  const fixed = (n: number) => String(Number(n.toFixed(6)))
  return `https://maps.google.com/?q=${fixed(lat)},${fixed(lng)}&z=${MAPS_ZOOM}`
}

/** An address on one line, as a list shows it: the address, the landmark as written, city, state and pincode. */
export function addressLine(a: {
  address: string
  landmark?: string | null
  city: string
  state: string
  pincode: string
}): string {
  const landmark = a.landmark?.trim()
  const parts = [a.address, landmark || null, a.city, `${a.state} ${a.pincode}`]
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(', ')
}
