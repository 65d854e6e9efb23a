import { describe, expect, test } from 'vitest'
import { addressLine, mapsLink } from './address.ts'

describe('spec 2 §7: the maps link opens at zoom 15', () => {
  test.each<[string, number | null | undefined, number | null | undefined, string | null]>([
    ['coordinates', 28.6129, 77.2295, 'https://maps.google.com/?q=28.6129,77.2295&z=15'],
    ['negative and whole', -33, 151, 'https://maps.google.com/?q=-33,151&z=15'],
    ['at most 6 decimals', 19.0760123456, 72.87770000001, 'https://maps.google.com/?q=19.076012,72.8777&z=15'],
    ['no latitude', null, 77.2, null],
    ['no longitude', 28.6, undefined, null],
    ['not finite', Number.NaN, 77.2, null],
    ['out of range', 91, 77.2, null],
    ['out of range longitude', 28.6, -181, null],
  ])('%s', (_name, lat, lng, link) => {
    expect(mapsLink(lat, lng)).toBe(link)
  })
})

describe('an address on one line', () => {
  test.each([
    [
      { address: 'Flat 4B, Lotus Towers', landmark: 'Near City Mall', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
      'Flat 4B, Lotus Towers, Near City Mall, Mumbai, Maharashtra 400001',
    ],
    [
      { address: '12 MG Road, Ashok Nagar', landmark: null, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      '12 MG Road, Ashok Nagar, Bengaluru, Karnataka 560001',
    ],
    [
      { address: 'House 7, Sector 14', landmark: ' ', city: 'Gurugram', state: 'Haryana', pincode: '122001' },
      'House 7, Sector 14, Gurugram, Haryana 122001',
    ],
  ])('%j', (a, line) => {
    expect(addressLine(a)).toBe(line)
  })
})
