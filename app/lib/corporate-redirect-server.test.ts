import { describe, expect, test } from 'vitest'
import { corporateRedirectFor } from './corporate-redirect.ts'

// The server's corporate redirect (issue 25 §2): spec 2 §2's exceptions and decision 065's.
describe('the corporate redirect (spec 2 §2 and decision 065’s exceptions)', () => {
  const details = { redirect_url: '/corporate/acme' }
  test.each([
    ['/', '/corporate/acme'],
    ['/labs', '/corporate/acme'],
    ['/drugs/dolo-650.data', '/corporate/acme'],
    ['/cart', null],
    ['/labs/cart/payment', null],
    ['/online-doctor-consultation/book/1', null],
    ['/corporate/acme', null],
    ['/corporate/member-list', null],
    ['/corporate/globex', null],
    ['/staff/orders', null],
    ['/hkpadmin/superlogin', null],
    ['/order/MW00000001', null],
    ['/pay/test-gateway', null],
    ['/tnc', null],
    ['/favicon.svg', null],
  ])('%s → %s', (path, want) => {
    expect(corporateRedirectFor(path, '', details)).toBe(want)
  })
  test('no details, no redirect', () => {
    expect(corporateRedirectFor('/', '', null)).toBeNull()
  })
})
