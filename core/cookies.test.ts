import { describe, expect, test } from 'vitest'
import { parseCookieHeader, parseJsonCookie, safeDecode } from './cookies.ts'

describe('parseCookieHeader', () => {
  test.each<[string | null | undefined, Record<string, string>]>([
    ['a=1; b=2', { a: '1', b: '2' }],
    ['city=New%20Delhi', { city: 'New Delhi' }],
    ['a=1; a=2', { a: '1' }],
    ['x-platform=android;tcp_flow=super_cart', { 'x-platform': 'android', tcp_flow: 'super_cart' }],
    ['q="quoted"', { q: 'quoted' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['json={"source":"X"}', { json: '{"source":"X"}' }],
    ['eq=a=b', { eq: 'a=b' }],
    ['novalue; =x; empty=', { empty: '' }],
    ['', {}],
    [null, {}],
    [undefined, {}],
  ])('%j → %j', (header, expected) => {
    expect(parseCookieHeader(header)).toEqual(expected)
  })

  test('__proto__ stays an own key', () => {
    const parsed = parseCookieHeader('__proto__=x')
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(parsed['__proto__']).toBe('x')
  })
})

describe('safeDecode', () => {
  test.each([
    ['New%20Delhi', 'New Delhi'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['plain', 'plain'],
  ])('%j → %j', (value, expected) => expect(safeDecode(value)).toBe(expected))
})

describe('parseJsonCookie', () => {
  test.each<[string | null | undefined, unknown]>([
    ['{"source":"X"}', { source: 'X' }],
    [encodeURIComponent('{"source":"X"}'), { source: 'X' }],
    ['%7Bbroken', undefined],
    ['not json', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => expect(parseJsonCookie(value)).toEqual(expected))
})
