import { describe, expect, test } from 'vitest'
import { cityCookie, cityCookieDays, cityName, filterCities, isDifferentCity, listLabel, unserviceableText } from './city.ts'

const cities = [{ name: 'Mumbai' }, { name: 'Navi Mumbai' }, { name: 'New Delhi' }, { name: 'Pune' }]

describe('filterCities (spec 1 §5: case-insensitive substring)', () => {
  test.each([
    ['mum', ['Mumbai', 'Navi Mumbai']],
    ['MUM', ['Mumbai', 'Navi Mumbai']],
    ['  del ', ['New Delhi']],
    ['', ['Mumbai', 'Navi Mumbai', 'New Delhi', 'Pune']],
    ['xyz', []],
    ['i m', ['Navi Mumbai']],
  ])('%j', (term, names) => {
    expect(filterCities(cities, term).map((c) => c.name)).toEqual(names)
  })
})

describe('city cookie (spec 1 §4.3, §9)', () => {
  const now = new Date('2026-01-01T00:00:00Z')
  test.each([
    ['picked', 90],
    ['default', 90],
    ['location', 7],
  ] as const)('%s lasts %i days', (source, days) => {
    expect(cityCookieDays(source)).toBe(days)
  })
  test('is URL-encoded, site-wide, Lax', () => {
    expect(cityCookie('New Delhi', 'default', now)).toBe(
      'city=New%20Delhi; Path=/; Expires=Wed, 01 Apr 2026 00:00:00 GMT; SameSite=Lax',
    )
    expect(cityCookie('Mumbai', 'location', now)).toContain('Expires=Thu, 08 Jan 2026 00:00:00 GMT')
  })
  test('a lone surrogate (a JSON body can carry one) is written as U+FFFD instead of throwing', () => {
    expect(cityCookie('Pune\ud800', 'picked', now)).toMatch(/^city=Pune%EF%BF%BD; /)
  })
})

describe('city helpers', () => {
  test.each([
    [{ display_text: 'Top' }, 'Top'],
    [{ display_text: '  ' }, 'Popular Cities'],
    [null, 'Popular Cities'],
  ])('listLabel(%j)', (list, label) => {
    expect(listLabel(list, 'Popular Cities')).toBe(label)
  })
  test.each([
    ['New Delhi', 'Mumbai', true],
    ['Mumbai', 'mumbai', false],
    [null, 'Mumbai', true],
    ['Mumbai', '', false],
    ['Mumbai', null, false],
  ])('isDifferentCity(%j, %j) = %s', (a, b, expected) => {
    expect(isDifferentCity(a, b)).toBe(expected)
  })
  test('unserviceable text', () => {
    expect(unserviceableText('Leh')).toBe("We don't deliver to Leh yet")
  })
})

describe('cityName: a city name a client sent', () => {
  test.each([
    ['  Mumbai ', 'Mumbai'],
    ['New Delhi', 'New Delhi'],
    ['', null],
    ['   ', null],
    [undefined, null],
    ['x'.repeat(81), null],
    ['Pune\u0000', null],
    ['%00', '%00'],
    ['Goa\u007f', null],
    ['Kochi\nX', null],
    ['\ud800Agra', null],
  ])('%j → %j', (raw, expected) => {
    expect(cityName(raw)).toBe(expected)
  })
})
