import { describe, expect, test } from 'vitest'
import { unauthorizedReturnPath, unauthorizedUrl } from './return-path.ts'

describe('unauthorizedReturnPath: one of our pages, or null', () => {
  test.each<[unknown, string | null]>([
    ['/offer-detail/1/2', '/offer-detail/1/2'],
    ['/partner-offers?tab=live#top', '/partner-offers?tab=live#top'],
    ['/', '/'],
    // another origin, however it is written
    ['//evil.example', null],
    ['//evil.example/offer-detail/1/2', null],
    ['///evil.example', null],
    ['https://evil.example/', null],
    ['http://localhost/partner-offers', null],
    ['HTTPS://evil.example', null],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['/\\evil.example', null],
    ['\\\\evil.example', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    [' /partner-offers', null],
    ['%2F%2Fevil.example', null],
    ['evil.example', null],
    ['partner-offers', null],
    // not a page to return to
    ['/unauthorizeduser/?redirect=/cart', null],
    ['/UnauthorizedUser', null],
    ['/pwa-api/api/v4/partner-offers', null],
    // not a string, or absurd
    ['', null],
    [null, null],
    [undefined, null],
    [42, null],
    [['/cart'], null],
    ['/' + 'a'.repeat(2001), null],
  ])('%j → %j', (value, expected) => expect(unauthorizedReturnPath(value)).toBe(expected))
})

describe('unauthorizedUrl', () => {
  test.each([
    ['/offer-detail/1/2', '/unauthorizeduser/?redirect=%2Foffer-detail%2F1%2F2'],
    ['/partner-offers?a=1&b=2', '/unauthorizeduser/?redirect=%2Fpartner-offers%3Fa%3D1%26b%3D2'],
  ])('%s → %s', (path, url) => expect(unauthorizedUrl(path)).toBe(url))
})
