import { describe, test, expect } from 'vitest'
import { pathOf, pathSegments, safeRedirectPath, stripQueryAndHash } from './url-path.ts'

describe('stripQueryAndHash', () => {
  test.each([
    ['/labs?x=1', '/labs'],
    ['/labs#top', '/labs'],
    ['/labs?x=1#top', '/labs'],
    ['/labs', '/labs'],
    ['?x=1', ''],
  ])('%s → %s', (input, expected) => {
    expect(stripQueryAndHash(input)).toBe(expected)
  })
})

describe('pathOf', () => {
  test.each([
    ['https://example.in/labs/cart?x=1', '/labs/cart'],
    ['http://example.in', '/'],
    ['//cdn.example.in/a/b', '/a/b'],
    ['/labs/cart/', '/labs/cart/'],
    ['labs/cart', '/labs/cart'],
    ['  /labs  ', '/labs'],
    ['', '/'],
    ['/cart?redirect=/labs', '/cart'],
  ])('%s → %s', (input, expected) => {
    expect(pathOf(input)).toBe(expected)
  })
})

describe('pathSegments', () => {
  test.each([
    ['/labs/cart/', ['labs', 'cart']],
    ['labs//cart', ['labs', 'cart']],
    ['/', []],
    ['https://example.in/done-in-one/cart?x=1', ['done-in-one', 'cart']],
  ])('%s → %j', (input, expected) => {
    expect(pathSegments(input)).toEqual(expected)
  })
})

describe('safeRedirectPath', () => {
  test.each<[unknown, string]>([
    ['/drugs/dolo-650-100001', '/drugs/dolo-650-100001'],
    ['/search/all?name=dolo&page=2', '/search/all?name=dolo&page=2'],
    ['/', '/'],
    ['//evil.example/x', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['relative/path', '/'],
    ['/a\r\nSet-Cookie: x=1', '/'],
    ['', '/'],
    [null, '/'],
    [42, '/'],
    ['/' + 'a'.repeat(2001), '/'],
  ])('%j → %s', (value, expected) => expect(safeRedirectPath(value)).toBe(expected))

  test('a fallback of its own', () => expect(safeRedirectPath('//x', '/labs')).toBe('/labs'))
})
