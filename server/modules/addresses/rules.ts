import type { Address } from '../../../contracts/addresses.ts'
import { ADDRESS_TYPES, mapsLink, type AddressType } from '../../../core/addresses/address.ts'
import { unserviceableText } from '../../../core/places/city.ts'
import type { addresses } from './schema.ts'

// The address book's rules that need no database (table-tested in rules.test.ts).

export type AddressRow = typeof addresses.$inferSelect

/** The cities a pincode's post offices belong to, with how many of its offices each has. */
export interface PincodeCity {
  city: string
  state: string
  serviceable: boolean
  offices: number
}

/**
 * A pincode's city: most pincodes have one; one that straddles a district line (201301: Noida and Ghaziabad) goes to
 * the city with most of its post offices, then to a serviceable one, then by name, so the answer is stable.
 */
export function pickPincodeCity(rows: readonly PincodeCity[]): PincodeCity | null {
  const sorted = [...rows].sort(
    (a, b) => b.offices - a.offices || Number(b.serviceable) - Number(a.serviceable) || a.city.localeCompare(b.city),
  )
  return sorted[0] ?? null
}

/** The refusal of a pincode we cannot deliver to: the city's name, in the city picker's words (core/places/city.ts). */
export const notServiceableText = (city: string) => unserviceableText(city)

/** Which address the cart goes to: the one chosen for the cart while it is in the book, else the default. */
export function chosenOf<T extends { id: number; isDefault: boolean }>(
  book: readonly T[],
  cartAddressId: number | null,
): T | null {
  return book.find((a) => a.id === cartAddressId) ?? book.find((a) => a.isDefault) ?? null
}

/** The address that becomes the default when the default goes: the newest that is left. */
export function newestOf<T extends { id: number; createdAt: Date }>(rows: readonly T[]): T | null {
  return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0] ?? null
}

/** The book's order: the default first, then the newest. */
export function bookOrder<T extends { id: number; isDefault: boolean; createdAt: Date }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  )
}

const addressType = (value: string): AddressType =>
  (ADDRESS_TYPES as readonly string[]).includes(value) ? (value as AddressType) : 'other'

/** A row as the wire has it (contracts/addresses.ts AddressSchema). */
export function toWire(row: AddressRow): Address {
  return {
    id: row.id,
    recipient_name: row.recipientName,
    phone: row.phone,
    address: row.address,
    street2: row.street2,
    street3: row.street3,
    landmark: row.landmark,
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    country: row.country,
    address_type: addressType(row.addressType),
    address_name: row.addressName,
    geodata_latitude: row.geodataLatitude,
    geodata_longitude: row.geodataLongitude,
    geodata_source: row.geodataSource,
    is_default: row.isDefault,
    maps_url: mapsLink(row.geodataLatitude, row.geodataLongitude),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
