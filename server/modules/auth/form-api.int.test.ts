import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { SIGN_IN_FLASH_COOKIE, SIGN_IN_FORM_ACTION, decodeFlash } from '../../../core/auth/sign-in-form.ts'
import { sessions, users } from '../../db/schema.ts'
import { AUTH_TEXTS } from './service.ts'
import { useAuthFixture } from '../../../tests/integration/auth-fixture.ts'
import type { BrowserClient } from '../../../tests/integration/browser-client.ts'

// Sign-in without JavaScript (decision 028): the form route answers 303s, keeps the step's identifiers in the flow
// record (never the form's), and needs the page's CSRF token. The browser flows end to end: tests/e2e/sign-in-no-js.

const t = useAuthFixture('2026-11-23T08:00:00Z')
const { browser, codeFor } = t
let fresh = 0
const newNumber = () => `96${String(10_000_000 + fresh++).slice(-8)}`

const ASHA = { phone: '9810000001', email: 'asha.verma@example.com' }

function post(b: BrowserClient, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return b.raw('POST', SIGN_IN_FORM_ACTION, new URLSearchParams({ mode: 'Login', back: '/cart', ...fields }).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  })
}
const location = (res: { headers: Headers }) => res.headers.get('location')
const flashOf = (b: BrowserClient) => decodeFlash(decodeURIComponent(b.jar.get(SIGN_IN_FLASH_COOKIE) ?? ''))

describe('POST /auth/sign-in', () => {
  test('the steps of an existing number: 303 to the code step, then signed in and on to the followup', async () => {
    const b = await browser()
    const sent = await post(b, { step: 'entry', login: ASHA.phone, followup: '/cart/prescription' })
    expect(sent.status).toBe(303)
    expect(location(sent)).toBe('/cart?login=true&auth_step=otp&followup=%2Fcart%2Fprescription')
    expect(b.jar.has('auth_flow')).toBe(true)
    expect(b.jar.has('sid')).toBe(false)

    const done = await post(b, { step: 'otp', otp: await codeFor(ASHA.phone), followup: '/cart/prescription' })
    expect(done.status).toBe(303)
    expect(location(done)).toBe('/cart/prescription')
    expect(b.jar.has('sid')).toBe(true)
    expect(b.jar.has('auth_flow')).toBe(false)
    expect(done.setCookies.some((c) => c.startsWith(`cart_notice=${encodeURIComponent('Login Successful')}`))).toBe(true)
    const [asha] = await t.f.database.db.select().from(users).where(eq(users.phone, ASHA.phone))
    expect((await t.f.database.db.select().from(sessions).where(eq(sessions.userId, asha!.id))).length).toBeGreaterThan(0)
  })

  test('a wrong code comes back to the code step with the service’s message', async () => {
    const b = await browser()
    await post(b, { step: 'entry', login: ASHA.phone })
    const wrong = await post(b, { step: 'otp', otp: (await codeFor(ASHA.phone)) === '000000' ? '111111' : '000000' })
    expect(location(wrong)).toBe('/cart?login=true&auth_step=otp')
    expect(flashOf(b)).toEqual({ step: 'otp', error: 'Incorrect OTP. Please check and try again.' })
    expect(b.jar.has('sid')).toBe(false)
  })

  test('the step must fit the flow, and its identifiers are the flow’s: a posted number changes nothing', async () => {
    const b = await browser()
    const number = newNumber()
    await post(b, { step: 'entry', login: number })
    // The e-mail step needs a proved number: back to the start, no code sent to the address.
    const forged = await post(b, { step: 'email', email: 'someone@example.com' })
    expect(location(forged)).toBe('/cart?login=true')
    expect(flashOf(b)).toEqual({ step: 'entry', error: AUTH_TEXTS.flowExpired })
    expect((await t.f.services.outbox.list(50)).some((m) => m.to === 'someone@example.com')).toBe(false)

    // The code is checked against the flow's number, whatever number the form carries.
    const code = await codeFor(number)
    const other = await post(b, { step: 'otp', otp: code, number: ASHA.phone, phone: ASHA.phone })
    expect(location(other)).toBe('/cart?login=true&auth_step=email')
    expect(b.jar.has('sid')).toBe(false)
  })

  test('a followup to another site is dropped; without the page’s CSRF token nothing happens', async () => {
    const b = await browser()
    await post(b, { step: 'entry', login: ASHA.phone, followup: '//evil.example/x' })
    const done = await post(b, { step: 'otp', otp: await codeFor(ASHA.phone), followup: 'https://evil.example' })
    expect(location(done)).toBe('/cart')

    const c = await browser()
    const number = newNumber()
    const refused = await post(c, { step: 'entry', login: number }, { 'x-csrf-token': 'forged' })
    expect(refused.status).toBe(403)
    expect((await t.f.services.outbox.list(50)).some((m) => m.to === number)).toBe(false)
  })
})
