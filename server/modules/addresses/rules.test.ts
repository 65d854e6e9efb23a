import { describe, expect, test } from 'vitest'
import {
  bookOrder,
  chosenOf,
  newestOf,
  notServiceableText,
  pickPincodeCity,
  toWire,
  type AddressRow,
  type PincodeCity,
} from './rules.ts'

const city = (c: string, offices: number, serviceable = true): PincodeCity => ({
  city: c,
  state: 'Uttar Pradesh',
  serviceable,
  offices,
})

describe('the city of a pincode', () => {
  test.each<[string, PincodeCity[], string | null]>([
    ['one city', [city('Noida', 3)], 'Noida'],
    ['the city with most of the pincode’s post offices', [city('Ghaziabad', 1), city('Noida', 3)], 'Noida'],
    ['a tie: the serviceable one', [city('Aligarh', 2, false), city('Hathras', 2)], 'Hathras'],
    ['a tie of serviceable ones: by name', [city('Meerut', 2), city('Baghpat', 2)], 'Baghpat'],
    ['an unknown pincode', [], null],
  ])('%s', (_name, rows, expected) => {
    expect(pickPincodeCity(rows)?.city ?? null).toBe(expected)
  })

  test('a city we do not deliver to is named', () => {
    expect(notServiceableText('Imphal West')).toBe("We don't deliver to Imphal West yet")
  })
})

const at = (day: number) => new Date(Date.UTC(2026, 0, day))
const a = (id: number, day: number, isDefault = false) => ({ id, createdAt: at(day), isDefault })

describe('the book', () => {
  test.each([
    ['the default first, then the newest', [a(1, 1), a(2, 3), a(3, 2, true)], [3, 2, 1]],
    ['the same moment: the later id first', [a(1, 1), a(2, 1), a(3, 1)], [3, 2, 1]],
    ['empty', [], []],
  ])('%s', (_name, rows, ids) => {
    expect(bookOrder(rows).map((r) => r.id)).toEqual(ids)
  })

  test.each([
    ['the newest takes the default’s place', [a(1, 1), a(2, 3), a(3, 2)], 2],
    ['the same moment: the later id', [a(4, 1), a(5, 1)], 5],
    ['nothing left', [], null],
  ])('%s', (_name, rows, id) => {
    expect(newestOf(rows)?.id ?? null).toBe(id)
  })

  test.each<[string, ReturnType<typeof a>[], number | null, number | null]>([
    ['the cart’s address', [a(1, 1, true), a(2, 2)], 2, 2],
    ['none chosen: the default', [a(1, 1), a(2, 2, true)], null, 2],
    ['chosen, then deleted: the default', [a(1, 1, true)], 9, 1],
    ['an empty book', [], 3, null],
  ])('%s', (_name, book, cartAddressId, id) => {
    expect(chosenOf(book, cartAddressId)?.id ?? null).toBe(id)
  })
})

describe('an address on the wire', () => {
  const row: AddressRow = {
    id: 7,
    userId: 3,
    recipientName: 'Asha Verma',
    phone: '9810000001',
    address: 'Flat 4B, Lotus Towers',
    street2: 'Connaught Place',
    street3: 'Connaught Place, Central Delhi, New Delhi, Delhi 110001',
    landmark: null,
    pincode: '110001',
    city: 'New Delhi',
    state: 'Delhi',
    country: 'India',
    addressType: 'home',
    addressName: 'Home',
    geodataLatitude: 28.6315,
    geodataLongitude: 77.2167,
    geodataSource: 'search_page',
    isDefault: true,
    createdAt: at(1),
    updatedAt: at(2),
  }
  test('snake_case, the maps link at zoom 15, ISO times', () => {
    expect(toWire(row)).toEqual({
      id: 7,
      recipient_name: 'Asha Verma',
      phone: '9810000001',
      address: 'Flat 4B, Lotus Towers',
      street2: 'Connaught Place',
      street3: 'Connaught Place, Central Delhi, New Delhi, Delhi 110001',
      landmark: null,
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      country: 'India',
      address_type: 'home',
      address_name: 'Home',
      geodata_latitude: 28.6315,
      geodata_longitude: 77.2167,
      geodata_source: 'search_page',
      is_default: true,
      maps_url: 'https://maps.google.com/?q=28.6315,77.2167&z=15',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    })
  })
  test('no coordinates, no maps link; an unknown type reads as other', () => {
    expect(toWire({ ...row, geodataLatitude: null, geodataLongitude: null, addressType: 'hostel' })).toMatchObject({
      maps_url: null,
      address_type: 'other',
    })
  })
})
