import { describe, expect, test } from 'vitest'
import { CSP_FORM_ACTION_HEADER, contentSecurityPolicy, takeCspExtras } from './csp.ts'

describe('contentSecurityPolicy', () => {
  test('strict by default: forms post to the site only', () => {
    const csp = contentSecurityPolicy('abc')
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'")
    expect(csp).toContain("form-action 'self';")
    expect(csp).toContain("frame-ancestors 'self'")
  })

  test('a page may add form targets, and nothing else changes', () => {
    const strict = contentSecurityPolicy('abc')
    const wide = contentSecurityPolicy('abc', { formAction: ['https://api.razorpay.com'] })
    expect(wide).toBe(strict.replace("form-action 'self'", "form-action 'self' https://api.razorpay.com"))
  })
})

describe('takeCspExtras: only well-formed origins, and the header is removed', () => {
  test.each([
    [null, {}],
    ['', {}],
    ['https://api.razorpay.com', { formAction: ['https://api.razorpay.com'] }],
    ['http://127.0.0.1:4555', { formAction: ['http://127.0.0.1:4555'] }],
    ['https://a.example https://b.example', { formAction: ['https://a.example', 'https://b.example'] }],
    ['https://api.razorpay.com/v1/checkout/embedded', {}],
    ['https:', {}],
    ['*', {}],
    ["'unsafe-inline'", {}],
    ['javascript:alert(1)', {}],
    ['https://*.razorpay.com', {}],
    ["https://ok.example; script-src 'unsafe-inline'", {}],
  ])('%j → %j', (value, expected) => {
    const headers = new Headers({ 'content-type': 'text/html' })
    if (value !== null) headers.set(CSP_FORM_ACTION_HEADER, value)
    expect(takeCspExtras(headers)).toEqual(expected)
    expect(headers.has(CSP_FORM_ACTION_HEADER)).toBe(false)
  })
})
