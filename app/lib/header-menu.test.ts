import { describe, expect, test } from 'vitest'
import {
  activeTab,
  balanceText,
  carePlanTag,
  navTabs,
  parseCorporateDetails,
  profileLinks,
  type ShellUser,
} from './header-menu.ts'

const BASE = [
  '/profile',
  '/order/history',
  '/reorder',
  '/review-rating',
  '/labs/mybookings',
  '/online-doctor-consultation/myconsultation',
  '/health-record',
  '/dashboard/manage-payment',
]

describe('profileLinks (spec 1 §2.2)', () => {
  test.each<[string, ShellUser, string[]]>([
    ['a plain user', {}, [...BASE, '/dashboard/cash', '/logout?_csrf=t0k']],
    ['a loyal user', { isLoyal: true }, [...BASE, '/loyalty', '/logout?_csrf=t0k']],
    [
      'a corporate user',
      { corporateDashboardUrl: '/corporate/dashboard' },
      [...BASE, '/dashboard/cash', '/corporate/dashboard', '/logout?_csrf=t0k'],
    ],
    [
      'an admin',
      { showSuperLogin: true, showSuperLogout: true },
      [...BASE, '/dashboard/cash', '/hkpadmin/superlogin', '/hkadmin/logout', '/logout?_csrf=t0k'],
    ],
    ['super logout only', { showSuperLogout: true }, [...BASE, '/dashboard/cash', '/hkadmin/logout', '/logout?_csrf=t0k']],
  ])('%s', (_, user, hrefs) => {
    expect(profileLinks(user, 't0k').map((l) => l.href)).toEqual(hrefs)
  })

  test('logout is hidden for the named affiliates (lowercased)', () => {
    const hrefs = profileLinks({ affiliateSource: 'PartnerX' }, 't', ['partnerx']).map((l) => l.href)
    expect(hrefs.some((h) => h.startsWith('/logout'))).toBe(false)
    expect(profileLinks({ affiliateSource: 'other' }, 't', ['partnerx']).at(-1)?.href).toBe('/logout?_csrf=t')
  })
  test('the csrf token is encoded', () => {
    expect(profileLinks({}, 'a+b/c').at(-1)?.href).toBe('/logout?_csrf=a%2Bb%2Fc')
  })
})

describe('balanceText (spec 1 §2.2)', () => {
  test.each<[ShellUser, string | null]>([
    [{ isLoyal: true, points: 120 }, 'NeuCoins: 120'],
    [{ isLoyal: true }, 'NeuCoins: 0'],
    [{ cashBalance: 50 }, 'Cash: ₹50.00'],
    [{ cashBalance: 1234.5 }, 'Cash: ₹1,234.50'],
    [{ cashBalance: 0 }, 'Cash: ₹0.00'],
    [{}, null],
  ])('%j → %j', (user, text) => {
    expect(balanceText(user)).toBe(text)
  })
})

describe('navTabs and activeTab (spec 1 §2.2)', () => {
  test('all tabs in order, the care-plan link last', () => {
    expect(navTabs({}).map((t) => t.to)).toEqual([
      '/',
      '/labs',
      '/online-doctor-consultation',
      '/cancer-care/home',
      '/ayurveda',
      '/partnerships',
      '/subscription-plan/subscriptions',
    ])
    expect(navTabs({ carePlanUrl: '/care' }).at(-1)?.to).toBe('/care')
  })
  test('labs-replica shows only LAB TESTS', () => {
    expect(navTabs({ labsReplica: true }).map((t) => t.label)).toEqual(['LAB TESTS'])
  })
  test.each([
    ['/', 'MEDICINES'],
    ['/labs', 'LAB TESTS'],
    ['/labs/tests', 'LAB TESTS'],
    ['/labs/mumbai/search', 'LAB TESTS'],
    ['/labs/test/12/mumbai/price', 'LAB TESTS'],
    ['/labs/cart', undefined],
    ['/ayurveda', 'AYURVEDA'],
    ['/search/all', undefined],
  ])('%s → %s', (path, label) => {
    expect(activeTab(navTabs({}), path)?.label).toBe(label)
  })
})

describe('carePlanTag (spec 1 §2.2)', () => {
  test.each([
    [{ renew: true, expiry: '2026-01-01' }, '/', 'RENEW NOW'],
    [{ renew: true }, '/', 'RENEW NOW'],
    [{}, '/', 'SAVE MORE'],
    [null, '/', 'SAVE MORE'],
    [{ expiry: '2026-01-01' }, '/', null],
    [{ renew: true }, '/subscription-plan/subscriptions', null],
    [{}, '/subscription-plan/faq', null],
    [{ redirect_url: '/care-plan' }, '/care-plan', null],
  ])('%j on %s → %j', (data, path, tag) => {
    expect(carePlanTag(data, path)).toBe(tag)
  })
})

describe('parseCorporateDetails (spec 1 §3)', () => {
  const json = JSON.stringify({ _logo_url: '/logo.png', _redirect_url: '/corporate' })
  test.each([
    [json, { logoUrl: '/logo.png', redirectUrl: '/corporate' }],
    [encodeURIComponent(json), { logoUrl: '/logo.png', redirectUrl: '/corporate' }],
    ['{}', { logoUrl: null, redirectUrl: null }],
    ['not json', { logoUrl: null, redirectUrl: null }],
    [undefined, { logoUrl: null, redirectUrl: null }],
  ])('%j', (value, expected) => {
    expect(parseCorporateDetails(value)).toEqual(expected)
  })
})
