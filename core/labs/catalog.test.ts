import { describe, expect, test } from 'vitest'
import {
  formatRating,
  formatTurnaround,
  inventorySearch,
  isFiltered,
  labCategoryPath,
  labPath,
  labSearchPath,
  labTestIdOf,
  labTestPath,
  matchCity,
  NO_FILTERS,
  pageOf,
  parseInventoryFilters,
  slugOf,
} from './catalog.ts'

const CITIES = ['Bengaluru', 'New Delhi', 'Mumbai']

describe('labs catalog URLs (spec 2 §2)', () => {
  test('test, lab, search and category paths', () => {
    expect(labTestPath({ id: 12, slug: 'lipid-profile' })).toBe('/labs/test/lipid-profile-12')
    expect(labTestPath({ id: 12, slug: 'lipid-profile' }, 'New Delhi')).toBe('/labs/test/lipid-profile-12/new-delhi/price')
    expect(labTestPath({ id: 7, slug: '' })).toBe('/labs/test/7')
    expect(labPath('New Delhi', { slug: 'dr-lal-pathlabs' })).toBe('/labs/new-delhi/diagnostic-centers/dr-lal-pathlabs')
    expect(labSearchPath('New Delhi')).toBe('/labs/new-delhi/search')
    expect(labSearchPath('Mumbai', { lab: 'thyrocare' }, 2)).toBe('/labs/mumbai/search?lab=thyrocare&page=2')
    expect(labCategoryPath('Bone & Joint')).toBe('/labs/category/bone-joint')
    expect(slugOf('  Women Health ')).toBe('women-health')
  })

  test.each([
    ['lipid-profile-12', 12],
    ['12', 12],
    ['hs-crp-0099', 99],
    ['lipid-profile', null],
    ['0', null],
    ['', null],
    [undefined, null],
    ['12abc', null],
    ['99999999999999999999', null],
  ])('test id of %j is %j (the hyphen rule: the last part)', (param, id) => {
    expect(labTestIdOf(param)).toBe(id)
  })

  test.each([
    ['new-delhi', 'New Delhi'],
    ['New Delhi', 'New Delhi'],
    ['NEW%20DELHI', 'New Delhi'],
    ['bengaluru', 'Bengaluru'],
    ['new--delhi', 'New Delhi'],
    ['delhi', null],
    ['%', null],
    ['', null],
    [undefined, null],
  ])('city %j is %j', (param, city) => {
    expect(matchCity(param, CITIES)).toBe(city)
  })
})

describe('inventory filters from a GET query', () => {
  const parse = (q: string) => parseInventoryFilters(new URLSearchParams(q))

  test('nothing is no filter, sorted by price', () => {
    expect(parse('')).toEqual(NO_FILTERS)
    expect(isFiltered(parse(''))).toBe(false)
  })

  test('control characters in the name become spaces (a NUL cannot reach PostgreSQL)', () => {
    expect(parse('q=%00').q).toBe('')
    expect(parse('q=vitamin%00d%0A').q).toBe('vitamin d')
  })

  test('each filter as the form sends it', () => {
    expect(parse('q=+thyroid+&lab=Thyrocare&max_price=1000&tat=24&fasting=yes&home=yes&sort=turnaround')).toEqual({
      q: 'thyroid',
      lab: 'thyrocare',
      maxPriceRupees: 1000,
      turnaroundHours: 24,
      fasting: true,
      homeCollection: true,
      sort: 'turnaround',
    })
    expect(parse('fasting=no').fasting).toBe(false)
    expect(parse('home=on').homeCollection).toBe(true)
    expect(isFiltered(parse('tat=12'))).toBe(true)
  })

  test.each(['max_price=-5', 'max_price=1.5', 'max_price=0', 'max_price=abc', 'max_price=100001', 'max_price=1e3'])(
    '%s is no price filter',
    (q) => expect(parse(q).maxPriceRupees).toBeNull(),
  )

  test('anything else is no filter, never an error', () => {
    expect(parse('tat=9999&fasting=maybe&home=no&sort=popularity&lab=%3Cscript%3E')).toEqual({ ...NO_FILTERS, lab: 'script' })
    expect(parse('lab=' + '-'.repeat(20)).lab).toBeNull()
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(100)
  })

  test('the query string round-trips, defaults left out', () => {
    const f = parse('q=cbc&lab=srl-diagnostics&max_price=500&tat=12&fasting=no&home=yes&sort=name')
    expect(parse(inventorySearch(f))).toEqual(f)
    expect(inventorySearch(NO_FILTERS)).toBe('')
    expect(inventorySearch(NO_FILTERS, 3)).toBe('page=3')
  })

  test.each([
    ['page=2', 2],
    ['page=0', 1],
    ['page=-1', 1],
    ['page=x', 1],
    ['', 1],
  ])('%s is page %d', (q, page) => expect(pageOf(new URLSearchParams(q))).toBe(page))
})

test('turnaround and rating as people read them', () => {
  expect(formatTurnaround(8)).toBe('8 hours')
  expect(formatTurnaround(24)).toBe('24 hours')
  expect(formatTurnaround(36)).toBe('36 hours')
  expect(formatTurnaround(48)).toBe('2 days')
  expect(formatTurnaround(72)).toBe('3 days')
  expect(formatTurnaround(1)).toBe('1 hour')
  expect(formatRating(46)).toBe('4.6')
  expect(formatRating(40)).toBe('4.0')
})
