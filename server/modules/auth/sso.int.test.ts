import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../../core/auth/paths.ts'
import { ssoCodes, users } from '../../db/schema.ts'
import { s256Challenge, SSO_CODE_TTL_SECONDS, SSO_TEXTS } from './sso.ts'
import { useAuthFixture } from '../../../tests/integration/auth-fixture.ts'
import type { BrowserClient } from '../../../tests/integration/browser-client.ts'

// Single sign-on with PKCE (spec 1 §4.4, §7.1 auth/auto_login; RFC 7636 S256): a signed-in side asks for a code bound
// to its challenge, another browser redeems it with the verifier and gets the answer of a sign-in.

const t = useAuthFixture('2026-11-22T08:00:00Z')
const { advance, browser, codeFor } = t

const ASHA = '9810000001'
const newVerifier = () => randomBytes(48).toString('base64url') // 64 characters

async function signedIn(number: string): Promise<BrowserClient> {
  const b = await browser()
  await b.auth(P.createToken, { number })
  const res = await b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })
  expect(res.status).toBe(200)
  return b
}

const idOfEmail = async (email: string) => (await t.f.database.db.select().from(users).where(eq(users.email, email)))[0]!.id

describe('auth/sso/code', () => {
  test('a signed-in session gets a 128-bit one-time code for its challenge, valid 60 s; only its hash is stored', async () => {
    const app = await signedIn(ASHA)
    const res = await app.auth(P.ssoCode, { code_challenge: s256Challenge(newVerifier()) })
    expect(res.status).toBe(200)
    expect(res.body.expires_in).toBe(SSO_CODE_TTL_SECONDS)
    expect(res.body.auth_code).toMatch(/^[\w-]{22}$/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const rows = await t.f.database.db.select().from(ssoCodes)
    expect(rows.some((r) => r.codeHash === res.body.auth_code)).toBe(false)
  })

  test('a guest is told to sign in first; a malformed challenge is a 400', async () => {
    const guest = await browser()
    const res = await guest.auth(P.ssoCode, { code_challenge: s256Challenge(newVerifier()) })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ is_success: false, message: SSO_TEXTS.signInFirst })
    const app = await signedIn(ASHA)
    for (const code_challenge of ['short', 'x'.repeat(44), `${'a'.repeat(42)}=`, 42, null]) {
      const bad = await app.auth(P.ssoCode, { code_challenge })
      expect(bad.status).toBe(400)
      expect(bad.body.is_success).toBe(false)
    }
  })

  test('without the CSRF token it is refused like every write', async () => {
    const app = await signedIn(ASHA)
    const res = await app.post(`/pwa-api/${P.ssoCode}`, { code_challenge: s256Challenge(newVerifier()) }, { 'x-csrf-token': '' })
    expect(res.status).toBe(403)
  })
})

describe('auth/auto_login', () => {
  async function issued(verifier = newVerifier()) {
    const app = await signedIn(ASHA)
    const res = await app.auth(P.ssoCode, { code_challenge: s256Challenge(verifier) })
    return { verifier, code: res.body.auth_code as string }
  }

  test('the right verifier signs another browser in: a sign-in answer and a new session', async () => {
    const { verifier, code } = await issued()
    const web = await browser()
    const res = await web.auth(P.autoLogin, { code_verifier: verifier, auth_code: code })
    expect(res.status).toBe(200)
    expect(res.body.data.user_data).toMatchObject({ number: ASHA, name: 'Asha Verma', email: 'asha.verma@example.com' })
    expect(res.body.data.user_flags).toEqual({ user_type: 'existing' })
    expect(typeof res.body.data.csrf_token).toBe('string')
    expect(res.setCookies.some((c) => /^sid=[\w-]{22};/.test(c) && /HttpOnly/.test(c))).toBe(true)
    const session = await t.f.services.sessions.lookup(web.jar.get('sid'))
    expect(session?.user.phone).toBe(ASHA)
  })

  test('single use: the same code a second time is refused', async () => {
    const { verifier, code } = await issued()
    expect((await (await browser()).auth(P.autoLogin, { code_verifier: verifier, auth_code: code })).status).toBe(200)
    const again = await (await browser()).auth(P.autoLogin, { code_verifier: verifier, auth_code: code })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(SSO_TEXTS.expired)
  })

  test('a wrong verifier is refused and burns the code (the right one then fails too)', async () => {
    const { verifier, code } = await issued()
    const web = await browser()
    const wrong = await web.auth(P.autoLogin, { code_verifier: newVerifier(), auth_code: code })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ is_success: false, message: SSO_TEXTS.expired })
    expect(web.jar.has('sid')).toBe(false)
    const right = await web.auth(P.autoLogin, { code_verifier: verifier, auth_code: code })
    expect(right.status).toBe(400)
  })

  test('expiry: 60 s after issue the code no longer works', async () => {
    const late = await issued()
    advance(SSO_CODE_TTL_SECONDS)
    expect((await (await browser()).auth(P.autoLogin, { code_verifier: late.verifier, auth_code: late.code })).status).toBe(400)
    const inTime = await issued()
    advance(SSO_CODE_TTL_SECONDS - 1)
    expect((await (await browser()).auth(P.autoLogin, { code_verifier: inTime.verifier, auth_code: inTime.code })).status).toBe(
      200,
    )
  })

  test('an unknown code is refused with the same answer', async () => {
    const res = await (
      await browser()
    ).auth(P.autoLogin, { code_verifier: newVerifier(), auth_code: randomBytes(16).toString('base64url') })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(SSO_TEXTS.expired)
  })

  test('an account without a verified phone is not signed in: the popup asks for a number, and the flow completes', async () => {
    const email = 'meera.iyer@example.com'
    const verifier = newVerifier()
    const { code } = await t.f.services.sso.issue(await idOfEmail(email), s256Challenge(verifier))
    const web = await browser()
    const res = await web.auth(P.autoLogin, { code_verifier: verifier, auth_code: code })
    expect(res.status).toBe(200)
    expect(res.body.data.user_data).toBeUndefined()
    expect(res.body.data.user_flags).toEqual({
      conflict: true,
      is_number_required: true,
      email,
      user_type: 'migrated',
      header: SSO_TEXTS.numberHeader,
      description: SSO_TEXTS.numberDescription,
    })
    expect(web.jar.has('sid')).toBe(false)
    expect(web.jar.has('auth_flow')).toBe(true)

    // The popup's phone entry after an e-mail sign-in carries on from this flow.
    const number = '9712345678'
    const sent = await web.auth(P.emailCompleteLogin, { number, email })
    expect(sent.status).toBe(200)
    expect(sent.body.data.user_flags).toEqual({ is_otp_required: true })
    const done = await web.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(number) })
    expect(done.status).toBe(200)
    expect(done.body.data.user_data).toMatchObject({ email, number, name: 'Meera Iyer' })
    expect(done.body.data.user_flags).toEqual({ user_type: 'migrated' })
    expect((await t.f.services.sessions.lookup(web.jar.get('sid')))?.user.email).toBe(email)
  })

  test('hostile bodies never give a 5xx; every 4xx is an AuthErrorBody', async () => {
    const web = await browser()
    const app = await signedIn(ASHA)
    const value = fc.oneof(
      fc.string({ maxLength: 140 }),
      fc.constantFrom('', '\u0000', 'a'.repeat(3000), 'A'.repeat(43), 'A'.repeat(22), '~'.repeat(128), '~'.repeat(129)),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    )
    const payload = fc.oneof(
      fc.record({ code_verifier: value, auth_code: value, code_challenge: value }, { requiredKeys: [] }),
      fc.jsonValue(),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(web, app), fc.constantFrom(P.autoLogin, P.ssoCode), payload, async (b, path, body) => {
        const res = await b.post(`/pwa-api/${path}`, body)
        expect(res.status, `${path} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500)
        if (res.status >= 400) {
          expect(res.body.is_success).toBe(false)
          expect(typeof res.body.message).toBe('string')
        }
      }),
      { numRuns: 300 },
    )
  })
})
