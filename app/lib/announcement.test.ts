import { describe, test, expect } from 'vitest'
import {
  parseAnnouncementCookie,
  recordShowing,
  serializeAnnouncementCookie,
  shouldShowAnnouncement,
  wholeHoursSince,
  type AnnouncementRecord,
} from './announcement.ts'

const H = 60 * 60 * 1000
const T0 = Date.UTC(2025, 0, 1)
const rec = (count: number, timeStamp = T0, frequencyHours = 24): AnnouncementRecord => ({ count, frequencyHours, timeStamp })

describe('shouldShowAnnouncement (spec 1 §4.1)', () => {
  test.each<[string, AnnouncementRecord | undefined, number, number, number, boolean]>([
    // [case, record, maxShowCount, frequencyHours, now, expected]
    ['no record', undefined, 3, 24, T0, true],
    ['no record even with max 0', undefined, 0, 24, T0, true],
    ['count below max and enough hours', rec(1), 3, 24, T0 + 24 * H, true],
    ['count below max, hours not yet', rec(1), 3, 24, T0 + 24 * H - 1, false],
    ['23.99 hours is 23 whole hours', rec(1), 3, 24, T0 + 23.99 * H, false],
    ['count equal to max', rec(3), 3, 24, T0 + 100 * H, false],
    ['count above max', rec(4), 3, 24, T0 + 100 * H, false],
    ['frequency 0 shows right away', rec(1), 3, 0, T0, true],
    ['clock moved back', rec(1), 3, 0, T0 - H, false],
    ['maxShowCount 0 never again', rec(0), 0, 0, T0 + H, false],
    ['data frequency wins over the cookie copy', rec(1, T0, 1), 3, 48, T0 + 2 * H, false],
  ])('%s', (_case, record, maxShowCount, frequencyHours, now, expected) => {
    expect(shouldShowAnnouncement(record, { maxShowCount, frequencyHours }, now)).toBe(expected)
  })
})

describe('wholeHoursSince', () => {
  test.each([
    [0, 0],
    [H - 1, 0],
    [H, 1],
    [2.5 * H, 2],
    [-1, -1],
  ])('%d ms → %d', (elapsed, expected) => {
    expect(wholeHoursSince(T0, T0 + elapsed)).toBe(expected)
  })
})

describe('recordShowing (spec 1 §4.1)', () => {
  test.each<[AnnouncementRecord | undefined, number | undefined, AnnouncementRecord]>([
    [undefined, 12, { count: 1, frequencyHours: 12, timeStamp: T0 + H }],
    [undefined, undefined, { count: 1, frequencyHours: 0, timeStamp: T0 + H }],
    [rec(2, T0, 24), undefined, { count: 3, frequencyHours: 24, timeStamp: T0 + H }],
    [rec(2, T0, 24), 6, { count: 3, frequencyHours: 6, timeStamp: T0 + H }],
  ])('%j (+%j) → %j', (record, frequencyHours, expected) => {
    expect(recordShowing(record, T0 + H, frequencyHours)).toEqual(expected)
  })

  test('does not mutate the old record', () => {
    const old = rec(1)
    recordShowing(old, T0 + H)
    expect(old).toEqual(rec(1))
  })
})

describe('announcement cookie', () => {
  const map = { sig1: rec(1), sig2: rec(2, T0 + H, 6) }

  test('round-trips', () => {
    expect(parseAnnouncementCookie(serializeAnnouncementCookie(map))).toEqual(map)
  })

  test('serialises to plain JSON', () => {
    expect(serializeAnnouncementCookie({ a: { count: 1, frequencyHours: 2, timeStamp: 3 } })).toBe(
      '{"a":{"count":1,"frequencyHours":2,"timeStamp":3}}',
    )
  })

  test.each<[string | null | undefined, object]>([
    [undefined, {}],
    [null, {}],
    ['', {}],
    ['garbage', {}],
    ['%7Bbroken', {}],
    ['[1,2]', {}],
    ['null', {}],
    ['"text"', {}],
    [
      encodeURIComponent('{"a":{"count":1,"frequencyHours":2,"timeStamp":3}}'),
      { a: { count: 1, frequencyHours: 2, timeStamp: 3 } },
    ],
    ['{"a":{"count":1,"timeStamp":3}}', { a: { count: 1, frequencyHours: 0, timeStamp: 3 } }],
    [
      '{"a":{"count":"1","frequencyHours":2,"timeStamp":3},"b":null,"c":{"count":1,"frequencyHours":2,"timeStamp":4}}',
      { c: { count: 1, frequencyHours: 2, timeStamp: 4 } },
    ],
  ])('parse %j → %j', (value, expected) => {
    expect(parseAnnouncementCookie(value)).toEqual(expected)
  })

  test('a __proto__ signature stays an own key', () => {
    const parsed = parseAnnouncementCookie('{"__proto__":{"count":1,"frequencyHours":2,"timeStamp":3}}')
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true)
  })
})
