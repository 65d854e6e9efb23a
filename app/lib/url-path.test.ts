import { describe, test, expect } from 'vitest'
import { pathOf, pathSegments, stripQueryAndHash } from './url-path.ts'

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
