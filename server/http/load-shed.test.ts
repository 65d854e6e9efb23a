import { describe, expect, test } from 'vitest'
import { admits, classifyRequest, shedPageHtml, type RequestClass } from './load-shed.ts'

// issue 30 §1, decision 088: which requests are never shed, which keep the headroom, and when each is taken.

describe('classifyRequest', () => {
  test.each<[string, string, string | undefined, RequestClass]>([
    ['GET', '/healthz', undefined, 'exempt'],
    ['GET', '/assets/entry.client-abc123.js', undefined, 'exempt'],
    ['GET', '/favicon.svg', undefined, 'exempt'],
    ['GET', '/images/logo.svg', undefined, 'exempt'],
    ['HEAD', '/robots.txt', undefined, 'exempt'],
    // Server-sent event streams: long-lived, not counted (a shed EventSource gives up for good).
    ['GET', '/pwa-api/server-side-event/subscribe', 'text/event-stream', 'exempt'],
    // Pages and their data are browsing.
    ['GET', '/', 'text/html', 'browse'],
    ['GET', '/cart.data', undefined, 'browse'],
    ['GET', '/pwa-api/api/v4/search/autocomplete', 'application/json', 'browse'],
    ['POST', '/pwa-api/api/v4/carts/add', undefined, 'browse'],
    ['GET', '/cart/payment', 'text/html', 'browse'],
    ['GET', '/pwa-api/api/v4/orders', undefined, 'browse'],
    ['POST', '/pwa-api/api/v4/orders/M123/cancel', undefined, 'browse'],
    // A post to a public file's path is not a file read.
    ['POST', '/favicon.svg', undefined, 'browse'],
    // Placing an order and paying.
    ['POST', '/pwa-api/api/v4/orders', undefined, 'priority'],
    ['POST', '/pwa-api/labs/bookings', undefined, 'priority'],
    ['POST', '/cart/payment', undefined, 'priority'],
    ['POST', '/cart/payment.data', undefined, 'priority'],
    ['POST', '/labs/cart/payment', undefined, 'priority'],
    ['POST', '/cp_labs/cart/payment', undefined, 'priority'],
    ['POST', '/pharmacy-buy-now/cart/payment', undefined, 'priority'],
    ['POST', '/done-in-one/cart/payment', undefined, 'priority'],
    ['POST', '/cart/payment/recharge', undefined, 'priority'],
    ['POST', '/order-payment', undefined, 'priority'],
    ['POST', '/labs/cart/order-payment.data', undefined, 'priority'],
    ['POST', '/labs/checkout', undefined, 'priority'],
    ['GET', '/order-payment/callback', undefined, 'priority'],
    ['POST', '/order-payment/callback', undefined, 'priority'],
    // The gateway's and the courier's webhooks.
    ['POST', '/pwa-api/payments/razorpay/webhook', undefined, 'priority'],
    ['POST', '/pwa-api/courier/webhook', undefined, 'priority'],
    ['GET', '/pwa-api/courier/webhook', undefined, 'browse'],
  ])('%s %s (accept %s) → %s', (method, path, accept, expected) => {
    expect(classifyRequest(method, path, accept)).toBe(expected)
  })
})

describe('admits', () => {
  const limits = { maxInFlight: 4, priorityHeadroom: 2, maxLagMs: 100 }
  test.each<[RequestClass, number, number, boolean]>([
    ['browse', 0, 0, true],
    ['browse', 3, 99, true],
    ['browse', 4, 0, false],
    ['browse', 100, 0, false],
    ['browse', 0, 100, false],
    ['priority', 4, 0, true],
    ['priority', 5, 100, true],
    ['priority', 5, 399, true],
    ['priority', 6, 0, false],
    ['priority', 0, 400, false],
    ['exempt', 1000, 10_000, true],
  ])('%s with %i in flight and %i ms of lag (limit 4, headroom 2, 100 ms) → %s', (cls, inFlight, lagMs, expected) => {
    expect(admits(cls, { inFlight, lagMs }, limits)).toBe(expected)
  })

  test('no headroom: priority work is shed at the limit like browsing', () => {
    expect(admits('priority', { inFlight: 4, lagMs: 0 }, { ...limits, priorityHeadroom: 0 })).toBe(false)
  })
})

describe('the shed page', () => {
  test('says the site is busy, when to try again, and links back safely', () => {
    const html = shedPageHtml(2, '/search/all?name="><script>&x=1')
    expect(html).toContain('<h1>We are very busy right now</h1>')
    expect(html).toContain('please try again in 2 seconds')
    expect(html).toContain('href="/search/all?name=&quot;&gt;&lt;script&gt;&amp;x=1"')
    expect(html).not.toContain('<script')
    expect(shedPageHtml(1, '/')).toContain('try again in a second')
  })
})
