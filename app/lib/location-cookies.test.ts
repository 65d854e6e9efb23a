import { describe, expect, test } from 'vitest'
import { locationCookies, type LocationCookieValues } from './location-cookies.ts'

const now = new Date('2026-01-01T00:00:00Z')
const IN_7_DAYS = 'Expires=Thu, 08 Jan 2026 00:00:00 GMT'

describe('spec 1 §3 location cookies, 7 days (spec 1 §9)', () => {
  test.each<[string, LocationCookieValues, string[]]>([
    [
      'a located address: city, coordinates, pincode and the two address texts, in the spec’s order',
      {
        addressSubtext: 'Connaught Place, Central Delhi, New Delhi, Delhi 110001',
        addressText: 'Connaught Place',
        pincode: '110001',
        longitude: 77.2295,
        latitude: 28.6129,
        city: 'New Delhi',
      },
      [
        `city=New%20Delhi; Path=/; ${IN_7_DAYS}; SameSite=Lax`,
        `latitude=28.6129; Path=/; ${IN_7_DAYS}; SameSite=Lax`,
        `longitude=77.2295; Path=/; ${IN_7_DAYS}; SameSite=Lax`,
        `pincode=110001; Path=/; ${IN_7_DAYS}; SameSite=Lax`,
        `addressText=Connaught%20Place; Path=/; ${IN_7_DAYS}; SameSite=Lax`,
        `addressSubtext=Connaught%20Place%2C%20Central%20Delhi%2C%20New%20Delhi%2C%20Delhi%20110001; Path=/; ${IN_7_DAYS}; SameSite=Lax`,
      ],
    ],
    [
      'only the ones with a value: null, undefined, blanks and non-finite numbers are left alone',
      { city: '  ', latitude: Number.NaN, longitude: null, pincode: undefined, addressType: 'home', polygonIDs: '' },
      [`addressType=home; Path=/; ${IN_7_DAYS}; SameSite=Lax`],
    ],
    [
      'every name of the spec, values encoded',
      { polygonIDs: '12,13', demandClusterId: 7, addressType: 'work; x=1' },
      [
        `polygonIDs=12%2C13; Path=/; ${IN_7_DAYS}; SameSite=Lax`,
        `addressType=work%3B%20x%3D1; Path=/; ${IN_7_DAYS}; SameSite=Lax`,
        `demandClusterId=7; Path=/; ${IN_7_DAYS}; SameSite=Lax`,
      ],
    ],
    ['nothing to write', {}, []],
  ])('%s', (_name, values, cookies) => {
    expect(locationCookies(values, now)).toEqual(cookies)
  })
})
