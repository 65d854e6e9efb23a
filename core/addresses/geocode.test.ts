import { describe, expect, test } from 'vitest'
import { addressFromGeocode, geocodeFromLocation, type GeocodeResult, type GeocodedAddress } from './geocode.ts'

const NONE: GeocodedAddress = {
  street2: null,
  street3: null,
  geodata_latitude: null,
  geodata_longitude: null,
  geodata_source: 'search_page',
  city: null,
  state: null,
  pincode: null,
  country: null,
}

const google: GeocodeResult = {
  name: 'India Gate',
  formatted_address: 'Kartavya Path, India Gate, New Delhi, Delhi 110001, India',
  address_components: [
    { long_name: 'Kartavya Path', short_name: 'Kartavya Path', types: ['route'] },
    { long_name: 'New Delhi', short_name: 'New Delhi', types: ['locality', 'political'] },
    { long_name: 'New Delhi', short_name: 'New Delhi', types: ['administrative_area_level_2', 'political'] },
    { long_name: 'Delhi', short_name: 'DL', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
    { long_name: '110001', short_name: '110001', types: ['postal_code'] },
  ],
  geometry: { location: { lat: 28.6129, lng: 77.2295 } },
}

describe('spec 1 §3: address from a maps geocode result', () => {
  test.each<[string, GeocodeResult, Partial<GeocodedAddress>]>([
    [
      'a Places result: every field',
      google,
      {
        street2: 'India Gate',
        street3: 'Kartavya Path, India Gate, New Delhi, Delhi 110001, India',
        geodata_latitude: 28.6129,
        geodata_longitude: 77.2295,
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110001',
        country: 'India',
      },
    ],
    [
      'a geocoder result has no place name',
      { ...google, name: undefined },
      {
        street3: 'Kartavya Path, India Gate, New Delhi, Delhi 110001, India',
        geodata_latitude: 28.6129,
        geodata_longitude: 77.2295,
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110001',
        country: 'India',
      },
    ],
    [
      'no first-level area: the second-level area is the state',
      { address_components: [{ long_name: 'Gurgaon', types: ['administrative_area_level_2', 'political'] }] },
      { state: 'Gurgaon' },
    ],
    [
      'both areas: the first-level one wins whatever the order',
      {
        address_components: [
          { long_name: 'Pune', types: ['administrative_area_level_2'] },
          { long_name: 'Maharashtra', types: ['administrative_area_level_1'] },
        ],
      },
      { state: 'Maharashtra' },
    ],
    [
      'the Maps JavaScript API’s LatLng functions',
      { geometry: { location: { lat: () => 19.076, lng: () => 72.8777 } } },
      { geodata_latitude: 19.076, geodata_longitude: 72.8777 },
    ],
    ['an empty result', {}, {}],
    [
      'nulls and blanks are missing values',
      { name: '  ', formatted_address: null, address_components: null, geometry: null },
      {},
    ],
    [
      'a coordinate that is not a finite number is missing',
      { geometry: { location: { lat: Number.NaN, lng: () => Number.POSITIVE_INFINITY } } },
      {},
    ],
    [
      'the long names, trimmed',
      { address_components: [{ long_name: ' 400001 ', short_name: '400001', types: ['postal_code'] }] },
      { pincode: '400001' },
    ],
  ])('%s', (_name, result, expected) => {
    expect(addressFromGeocode(result)).toEqual({ ...NONE, ...expected })
  })
})

describe('our reverse lookup as a geocode result', () => {
  test.each([
    [
      'a district other than the city',
      { city: 'New Delhi', pincode: '110001', place: 'Connaught Place', district: 'Central Delhi', state: 'Delhi' },
      {
        street2: 'Connaught Place',
        street3: 'Connaught Place, Central Delhi, New Delhi, Delhi 110001',
        geodata_latitude: 28.63,
        geodata_longitude: 77.22,
        geodata_source: 'search_page',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110001',
        country: 'India',
      },
    ],
    [
      'the district named as the city is said once',
      { city: 'Mumbai', pincode: '400001', place: 'Tajmahal', district: 'Mumbai', state: 'Maharashtra' },
      {
        street2: 'Tajmahal',
        street3: 'Tajmahal, Mumbai, Maharashtra 400001',
        geodata_latitude: 28.63,
        geodata_longitude: 77.22,
        geodata_source: 'search_page',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
        country: 'India',
      },
    ],
  ])('%s', (_name, found, expected) => {
    // The person's own coordinates, not the post office's.
    expect(addressFromGeocode(geocodeFromLocation(found, { lat: 28.63, lng: 77.22 }))).toEqual(expected)
  })
})
