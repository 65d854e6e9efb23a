import { expect, test } from 'vitest'
import { noticeCookie, takeNotice } from './notice.ts'

test('a notice goes through its cookie and comes back once, at most 200 characters', () => {
  const cookie = noticeCookie('Added Dolo 650 Tablet to your cart')
  expect(cookie).toBe('cart_notice=Added%20Dolo%20650%20Tablet%20to%20your%20cart; Max-Age=60; Path=/; HttpOnly; SameSite=Lax')
  const value = cookie.split(';')[0]!
  const request = new Request('http://x/', { headers: { cookie: value } })
  expect(takeNotice(request)).toEqual({
    notice: 'Added Dolo 650 Tablet to your cart',
    clear: 'cart_notice=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
  })
  expect(takeNotice(new Request('http://x/'))).toEqual({ notice: null, clear: null })
})

test('cutting at 200 characters through an emoji (a coupon code can hold one) does not throw', () => {
  // 199 ASCII characters, then an emoji whose two UTF-16 halves straddle the cut.
  const text = `${'x'.repeat(199)}😀 is not a valid coupon`
  const cookie = noticeCookie(text)
  expect(cookie.startsWith(`cart_notice=${'x'.repeat(199)}%EF%BF%BD;`)).toBe(true)
})
