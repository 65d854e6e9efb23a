import { describe, test, expect } from 'vitest'
import {
  LABS_SUPPORT_URLS,
  isLabsPath,
  isPostCartLabsPath,
  isTabActive,
  matchesAny,
  matchesPath,
  splitNameId,
} from './path-match.ts'

describe('matchesPath (spec 2 §2)', () => {
  test.each([
    ['/labs/:city/search', '/labs/delhi/search', true],
    ['/labs/:city/search', '/labs/delhi/search?q=cbc', true],
    ['/labs/:city/search', '/labs/delhi/search/', true],
    ['/labs/:city/search/', '/labs/delhi/search', true],
    ['/labs/:city/search', '/labs/delhi/search#x', true],
    ['/labs/:city/search', '/labs/search', false],
    ['/labs/:city/search', '/labs/delhi/search/more', false],
    ['/labs/:city/search', '/labs//search', false],
    ['/labs', '/labs', true],
    ['/labs', '/labs/', true],
    ['/labs', '/labs/tests', false],
    ['/labs', '/Labs', false],
    ['/cart', '/cart?utm_source=x', true],
    ['/', '/', true],
    ['/', '/?a=1', true],
    ['/', '/labs', false],
    ['/:any', '/', false],
    ['/labs/test/:test_id/:city_name/price', '/labs/test/42/mumbai/price', true],
    ['/labs/test/:test_id/:city_name/price', '/labs/test/42/mumbai/cost', false],
    ['/labs/cart', 'https://www.example.in/labs/cart?x=1', true],
  ])('%s vs %s → %s', (pattern, path, expected) => {
    expect(matchesPath(pattern, path)).toBe(expected)
  })
})

describe('matchesAny', () => {
  test.each([
    [['/cart', '/labs/cart'], '/labs/cart', true],
    [['/cart', '/labs/cart'], '/cp_labs/cart', false],
    [[], '/cart', false],
  ])('%j vs %s → %s', (patterns, path, expected) => {
    expect(matchesAny(patterns, path)).toBe(expected)
  })
})

describe('LABS_SUPPORT_URLS (spec 1 §2.2)', () => {
  test('is the spec list', () => {
    expect(LABS_SUPPORT_URLS).toEqual([
      '/labs/:city/search',
      '/labs/:city/diagnostic-centers/:labName',
      '/labs/category/:package',
      '/labs/tests',
      '/labs',
      '/labs/test/:test_id',
      '/labs/test/:test_id/:city_name/price',
      '/labs/cart/checkout/success',
      '/labs/mybookings',
    ])
  })

  test.each([
    ['/labs', true],
    ['/labs/', true],
    ['/labs/delhi/search', true],
    ['/labs/delhi/diagnostic-centers/dr-lal', true],
    ['/labs/category/full-body', true],
    ['/labs/tests', true],
    ['/labs/test/123', true],
    ['/labs/test/123/delhi/price', true],
    ['/labs/cart/checkout/success', true],
    ['/labs/mybookings?page=2', true],
    ['/labs/cart', false],
    ['/labs/cart/payment', false],
    ['/labs/test', false],
    ['/', false],
    ['/cp_labs/cart', false],
  ])('LAB TESTS tab active on %s → %s', (path, expected) => {
    expect(isTabActive(LABS_SUPPORT_URLS, path)).toBe(expected)
  })
})

describe('isLabsPath (spec 2 §2)', () => {
  test.each([
    ['/labs', true],
    ['/labs/cart', true],
    ['/labs?x=1', true],
    ['/labs-offers', true],
    ['https://www.example.in/labs/tests', true],
    ['/corporate/labs', false],
    ['/cp_labs/cart', false],
    ['/', false],
    ['/?next=/labs', false],
  ])('%s → %s', (path, expected) => {
    expect(isLabsPath(path)).toBe(expected)
  })
})

describe('isPostCartLabsPath (spec 2 §2)', () => {
  test.each([
    ['/labs/cart', true],
    ['/labs/cart/payment', true],
    ['/labs/cart/checkout/success', true],
    ['/labs/cartoon', true],
    ['/labs', false],
    ['/cp_labs/cart', false],
    ['/cart', false],
    ['/?next=/labs/cart', false],
  ])('%s → %s', (path, expected) => {
    expect(isPostCartLabsPath(path)).toBe(expected)
  })
})

describe('splitNameId (spec 2 §2)', () => {
  test.each([
    ['paracetamol-500-mg-123', { name: 'paracetamol 500 mg', id: 123 }],
    ['amoxicillin-9', { name: 'amoxicillin', id: 9 }],
    ['123', { name: '', id: 123 }],
    ['paracetamol', { name: 'paracetamol', id: null }],
    ['para-cetamol-x1', { name: 'para cetamol x1', id: null }],
    ['a--b-7', { name: 'a b', id: 7 }],
    ['a-b-7-', { name: 'a b', id: 7 }],
    ['vitamin-d3-1.5', { name: 'vitamin d3 1.5', id: null }],
    ['', { name: '', id: null }],
    [null, { name: '', id: null }],
    [undefined, { name: '', id: null }],
  ])('%j → %j', (param, expected) => {
    expect(splitNameId(param)).toEqual(expected)
  })
})
