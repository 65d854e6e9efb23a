import { describe, expect, test } from 'vitest'
import {
  ageOn,
  checkShareHours,
  describeUserAgent,
  isShareTokenShape,
  SHARE_HOURS_DEFAULT,
  SHARE_MESSAGES,
  shareCovers,
  shareDeletableAfter,
  shareExpiresAt,
  sharedPatientView,
  shareRefusal,
  shareState,
  shareViewEntry,
  truncateIp,
  type ShareScope,
} from './share.ts'

const T0 = new Date('2026-11-29T10:00:00Z')
const plus = (ms: number) => new Date(T0.getTime() + ms)
const H = 3_600_000

describe('a link’s lifetime', () => {
  test.each([
    [undefined, 24],
    [null, 24],
    [1, 1],
    [24, 24],
    [72, 72],
    [168, 168],
  ])('%j hours asked → %i hours', (asked, hours) => {
    expect(checkShareHours(asked)).toEqual({ ok: true, hours })
  })

  test.each([0, -1, 169, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('%j hours is refused', (asked) => {
    expect(checkShareHours(asked)).toEqual({ ok: false, message: SHARE_MESSAGES.hours })
    expect(() => shareExpiresAt(T0, asked)).toThrow(SHARE_MESSAGES.hours)
  })

  test('expires that many hours after it is made, 24 by default', () => {
    expect(SHARE_HOURS_DEFAULT).toBe(24)
    expect(shareExpiresAt(T0)).toEqual(plus(24 * H))
    expect(shareExpiresAt(T0, 168)).toEqual(new Date('2026-12-06T10:00:00Z'))
    expect(shareExpiresAt(T0, 1)).toEqual(plus(H))
  })
})

describe('whether a link answers', () => {
  const expiresAt = plus(24 * H)
  test.each<[string, Date | null, Date, string]>([
    ['made just now', null, T0, 'active'],
    ['a millisecond before expiry', null, plus(24 * H - 1), 'active'],
    ['at its expiry instant', null, expiresAt, 'expired'],
    ['long after', null, plus(48 * H), 'expired'],
    ['revoked before now', plus(H), plus(2 * H), 'revoked'],
    ['revoked this instant', plus(2 * H), plus(2 * H), 'revoked'],
    ['revoked in the future (a clock skew) still answers', plus(3 * H), plus(2 * H), 'active'],
    ['revoked and expired: revoked is the reason', plus(H), plus(48 * H), 'revoked'],
  ])('%s → %s', (_name, revokedAt, now, state) => {
    expect(shareState({ expiresAt, revokedAt }, now)).toBe(state)
  })

  test('a link that does not answer says why, 410', () => {
    expect(shareRefusal('active')).toBeNull()
    expect(shareRefusal('expired')).toEqual({ status: 410, code: 'share_expired', message: SHARE_MESSAGES.expired })
    expect(shareRefusal('revoked')).toEqual({ status: 410, code: 'share_revoked', message: SHARE_MESSAGES.revoked })
  })

  test('an ended share and its log are kept 90 days from its end', () => {
    const expiresAt = plus(24 * H)
    expect(shareDeletableAfter({ expiresAt, revokedAt: null })).toEqual(plus(24 * H + 90 * 24 * H))
    expect(shareDeletableAfter({ expiresAt, revokedAt: plus(H) })).toEqual(plus(H + 90 * 24 * H))
  })
})

describe('tokens', () => {
  test.each([
    ['A'.repeat(43), true],
    ['abcDEF0123456789-_abcDEF0123456789-_abcDEFG', true],
    ['A'.repeat(42), false],
    ['A'.repeat(44), false],
    [`${'A'.repeat(42)}=`, false],
    [`${'A'.repeat(42)}+`, false],
    ['', false],
  ])('%j has the shape: %s', (token, ok) => {
    expect(isShareTokenShape(token)).toBe(ok)
  })
})

describe('what a link shows', () => {
  const record = (id: number, patientId: number, filedAt: Date) => ({ id, patientId, filedAt })
  const one: ShareScope = { kind: 'record', patientId: 7, recordId: 70 }
  const all: ShareScope = { kind: 'patient', patientId: 7 }
  test.each<[string, ShareScope, ReturnType<typeof record>, boolean]>([
    ['the shared record', one, record(70, 7, plus(-H)), true],
    ['another record of the member', one, record(71, 7, plus(-H)), false],
    ['the shared record id under another member', one, record(70, 8, plus(-H)), false],
    ['a record of the member filed before the link', all, record(71, 7, plus(-H)), true],
    ['a record filed the instant the link was made', all, record(72, 7, T0), true],
    ['a record filed after the link was made', all, record(73, 7, plus(1)), false],
    ['another member’s record', all, record(74, 8, plus(-H)), false],
  ])('%s: %s', (_name, scope, r, shown) => {
    expect(shareCovers({ scope, createdAt: T0 }, r)).toBe(shown)
  })

  test('the member is shown by name, gender and age only', () => {
    const view = sharedPatientView({ name: 'Asha K', gender: 'female', birthDate: '1990-11-30' }, T0)
    expect(view).toEqual({ name: 'Asha K', gender: 'female', age: 35 })
    expect(sharedPatientView({ name: 'Ravi' }, T0)).toEqual({ name: 'Ravi', gender: null, age: null })
  })

  test.each([
    ['1990-11-29', '2026-11-29T10:00:00Z', 36],
    ['1990-11-30', '2026-11-29T10:00:00Z', 35],
    // 20:00 UTC is the next day in India.
    ['1990-11-30', '2026-11-29T20:00:00Z', 36],
    ['2000-02-29', '2027-02-28T10:00:00Z', 26],
    ['2000-02-29', '2027-03-01T10:00:00Z', 27],
    ['2026-11-29', '2026-11-29T10:00:00Z', 0],
    ['2027-01-01', '2026-11-29T10:00:00Z', null],
    ['29/11/1990', '2026-11-29T10:00:00Z', null],
  ])('born %s, at %s: %j years', (born, at, age) => {
    expect(ageOn(born, new Date(at))).toBe(age)
  })
})

describe('the view log', () => {
  test.each([
    ['203.0.113.77', '203.0.113.0/24'],
    [' 10.1.2.3 ', '10.1.2.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:DB8:85A3::1', '2001:db8:85a3::/48'],
    ['2001:db8::1', '2001:db8::/48'],
    ['fe80::1%eth0', 'fe80::/48'],
    ['::1', '::/48'],
    ['64:ff9b::192.0.2.33', '64:ff9b::/48'],
    ['', null],
    ['unknown', null],
    ['256.1.1.1', null],
    ['1.2.3', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['1::2::3', null],
    ['12345::', null],
  ])('%j is kept as %j', (ip, network) => {
    expect(truncateIp(ip)).toBe(network)
  })

  test.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Mac'],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['curl/8.5.0', 'Unknown browser'],
    ['', 'Unknown browser'],
  ])('%j is logged as %j', (ua, device) => {
    expect(describeUserAgent(ua)).toBe(device)
  })

  test('an entry keeps the time, the network and the device, nothing else', () => {
    expect(shareViewEntry({ at: T0, ip: '203.0.113.77', userAgent: 'curl/8.5.0' })).toEqual({
      at: T0,
      network: '203.0.113.0/24',
      device: 'Unknown browser',
    })
    expect(shareViewEntry({ at: T0, ip: undefined, userAgent: null })).toEqual({
      at: T0,
      network: null,
      device: 'Unknown browser',
    })
  })
})
