import { describe, test, expect } from 'vitest'
import {
  CORPORATE_REDIRECT_EXCEPTIONS,
  isSameLocation,
  parseCorporateDetailsCookie,
  shouldRedirectCorporateUser,
} from './corporate-redirect.ts'

const details = { redirect_url: '/corporate/acme' }

describe('CORPORATE_REDIRECT_EXCEPTIONS (spec 2 §2)', () => {
  test('is exactly the spec list in order', () => {
    expect(CORPORATE_REDIRECT_EXCEPTIONS).toEqual([
      '/cart',
      '/order-summary',
      '/chat',
      '/order-with-prescription',
      '/cashless-order-with-prescription',
      '/contactus',
      '/order-payment',
      '/online-doctor-consultation',
      '/tata-aia-shubhhealthplus',
    ])
  })
})

describe('shouldRedirectCorporateUser (spec 1 §2.10)', () => {
  test.each([
    ['/', '/corporate/acme'],
    ['/labs', '/corporate/acme'],
    ['/subscription-plan/myplan', '/corporate/acme'],
    ['https://www.example.in/profile', '/corporate/acme'],
  ])('%s redirects to %s', (url, expected) => {
    expect(shouldRedirectCorporateUser(url, details)).toBe(expected)
  })

  test.each([
    ['/cart'],
    ['/cart/address-page'],
    ['/labs/cart/payment'],
    ['/order-summary/12'],
    ['/chat'],
    ['/order-with-prescription'],
    ['/labs/order-with-prescription'],
    ['/cashless-order-with-prescription'],
    ['/contactus'],
    ['/order-payment/'],
    ['/online-doctor-consultation/myconsultation'],
    ['/tata-aia-shubhhealthplus'],
    ['https://www.example.in/cart?x=1'],
    ['/?next=/cart'],
  ])('exception %s stays (null)', (url) => {
    expect(shouldRedirectCorporateUser(url, details)).toBeNull()
  })

  test.each([
    ['/corporate/acme'],
    ['/corporate/acme/'],
    ['/corporate/acme?tab=wallet'],
    ['https://www.example.in/corporate/acme'],
  ])('already on the target %s → null', (url) => {
    expect(shouldRedirectCorporateUser(url, details)).toBeNull()
  })

  test.each([[undefined], [null], [{}], [{ redirect_url: '' }], [{ redirect_url: '   ' }]])(
    'no redirect URL in %j → null',
    (corporate) => {
      expect(shouldRedirectCorporateUser('/', corporate)).toBeNull()
    },
  )

  test('accepts the underscored cookie spelling', () => {
    expect(shouldRedirectCorporateUser('/', { _redirect_url: '/corporate/beta' })).toBe('/corporate/beta')
  })

  test('absolute redirect to another host still redirects from the same path', () => {
    expect(
      shouldRedirectCorporateUser('https://www.example.in/corporate/acme', {
        redirect_url: 'https://corp.example.com/corporate/acme',
      }),
    ).toBe('https://corp.example.com/corporate/acme')
  })
})

describe('isSameLocation', () => {
  test.each([
    ['/a', '/a/', true],
    ['/a?x=1', '/a', true],
    ['/a', '/b', false],
    ['https://x.in/a', '/a', true],
    ['https://x.in/a', 'https://y.in/a', false],
    ['/', '', true],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(isSameLocation(a, b)).toBe(expected)
  })
})

describe('parseCorporateDetailsCookie', () => {
  test.each([
    ['{"redirect_url":"/corporate/acme"}', { redirect_url: '/corporate/acme' }],
    [encodeURIComponent('{"redirect_url":"/corporate/acme"}'), { redirect_url: '/corporate/acme' }],
    ['not json', null],
    ['%E0%A4%A', null],
    ['[1]', null],
    ['null', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(parseCorporateDetailsCookie(value)).toEqual(expected)
  })
})
