import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../../core/auth/paths.ts'
import { users } from '../../db/schema.ts'
import { CSRF_FAILED } from '../../http/session.ts'
import { AUTH_TEXTS, PHONE_ENTRY_PER_HOUR } from './service.ts'
import { createApp } from '../../app.ts'
import { createLogger } from '../../lib/logger.ts'
import { createApiFixture } from '../../../tests/integration/app-fixture.ts'
import { useAuthFixture } from '../../../tests/integration/auth-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'

// Issue 4: CSRF on every write, logout, the session cookie in production, the five account pre-hijacking attacks
// (Sudhodanan and Paverd, 2022) as they apply to OTP sign-in, and hostile input on every auth endpoint.
const t = useAuthFixture('2026-11-22T09:00:00Z')
const { advance, browser, codeFor } = t

let fresh = 0
const newNumber = () => `96${String(10_000_000 + fresh++).slice(-8)}`
const newEmail = () => `victim.${fresh++}@example.com`
async function signInPhone(b: BrowserClient, number: string) {
  await b.auth(P.createToken, { number })
  return b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })
}
async function signInEmail(b: BrowserClient, email: string) {
  await b.auth(P.createTokenEmail, { email })
  return b.auth(P.verifyTokenEmail, { email, verification_token: await codeFor(email) })
}
/** A new account with both identifiers, through the real flow. */
async function signUp(b: BrowserClient, number: string, email: string) {
  await signInPhone(b, number)
  await b.auth(P.phoneComplete, { number, email })
  return b.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(email) })
}
const byEmail = async (email: string) => (await t.f.database.db.select().from(users).where(eq(users.email, email)))[0]

describe('CSRF', () => {
  test('every state-changing call without the token, or with another browser’s, is a 403', async () => {
    const a = await browser()
    const b = await browser()
    for (const [path, payload] of [
      [`/pwa-api/${P.createToken}`, { number: '9810000001' }],
      ['/pwa-api/api/v4/carts/skus', { skus: [{ sku_id: 1 }] }],
      ['/pwa-api/webservices/app-install-link', { number: '9876500001' }],
      [`/pwa-api/${P.loginHelp}`, { email: 'a@b.in', query: 'x'.repeat(20), recaptcha_response_field: 'x' }],
    ] as const) {
      const none = await a.post(path, payload, { 'x-csrf-token': '' })
      expect(none.status, path).toBe(403)
      expect(none.body.message).toBe(CSRF_FAILED)
      const foreign = await a.post(path, payload, { 'x-csrf-token': b.csrf! })
      expect(foreign.status, path).toBe(403)
    }
    expect((await t.f.services.outbox.list(5)).some((m) => m.to === '9810000001' && m.at > t.now().toISOString())).toBe(false)
  })

  test('the token of a session is bound to it: after logout it no longer works', async () => {
    const b = await browser()
    await signInPhone(b, '9810000001')
    const token = b.csrf!
    const out = await b.get(`/logout?_csrf=${encodeURIComponent(token)}`)
    expect(out.status).toBe(302)
    expect(b.jar.has('sid')).toBe(false)
    expect(b.jar.has('loggedIn')).toBe(false)
    expect(b.jar.has('tata_customer_hash')).toBe(false)
    const after = await b.post('/pwa-api/api/v4/carts/skus', { skus: [{ sku_id: 1 }] })
    expect(after.status).toBe(403)
  })

  test('logout needs the token: a cross-site link without it changes nothing', async () => {
    const b = await browser()
    await signInPhone(b, '9810000001')
    const sid = b.jar.get('sid')!
    expect((await b.get('/logout')).status).toBe(403)
    expect((await b.get('/logout?_csrf=forged')).status).toBe(403)
    expect(await t.f.services.sessions.lookup(sid)).not.toBeNull()
  })
})

describe('cookies in production', () => {
  test('__Host-sid: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain; loggedIn readable and without secret', async () => {
    const prod = await createApiFixture({ production: true, now: t.now })
    try {
      const b = await browserClient(prod).start()
      await b.auth(P.createToken, { number: '9810000001' })
      const m = (await prod.services.outbox.list(5)).find((x) => x.to === '9810000001')!
      const res = await b.auth(P.verifyToken, { number: '9810000001', verification_token: m.otp })
      const sid = res.setCookies.find((c) => c.startsWith('__Host-sid='))!
      expect(sid).toMatch(/; Secure/)
      expect(sid).toMatch(/; HttpOnly/)
      expect(sid).toMatch(/; SameSite=Lax/)
      expect(sid).toMatch(/; Path=\//)
      expect(sid).not.toMatch(/Domain=/i)
      const loggedIn = res.setCookies.find((c) => c.startsWith('loggedIn='))!
      expect(loggedIn).toMatch(/^loggedIn=true;/)
      expect(loggedIn).not.toMatch(/HttpOnly/)
      const flow = res.setCookies.find((c) => c.startsWith('__Host-auth_flow='))!
      expect(flow).toMatch(/Max-Age=0/)
    } finally {
      await prod.close()
    }
  })
})

// The five pre-hijacking attacks, translated to OTP sign-in where accounts hold a phone and an e-mail.
describe('account pre-hijacking (Sudhodanan and Paverd, 2022)', () => {
  test('1. classic–federated merge: an attacker cannot attach the victim’s e-mail without its code', async () => {
    const attacker = await browser()
    const victimEmail = newEmail()
    const attackerNumber = newNumber()
    await signInPhone(attacker, attackerNumber)
    // The attacker types the victim's e-mail at the e-mail entry: a code goes to the victim, nothing is attached.
    const entry = await attacker.auth(P.phoneComplete, { number: attackerNumber, email: victimEmail })
    expect(entry.body.data.user_flags).toEqual({ is_otp_required: true })
    expect(await byEmail(victimEmail)).toBeUndefined()
    const guess = await attacker.auth(P.emailVerifyPhoneToken, {
      number: attackerNumber,
      email: victimEmail,
      verification_token: '123456',
    })
    expect(guess.status).toBe(400)
    // The victim later signs in with the e-mail: a new account, not the attacker's.
    advance(3601)
    const victim = await browser()
    const res = await signInEmail(victim, victimEmail)
    expect(res.body.data.user_flags).toEqual({ user_type: 'new', is_number_required: true })
  })

  test('2. unexpired session: when an account gains an identifier by proof, sessions opened before end', async () => {
    // A migrated account (e-mail only) whose old session an attacker kept; the owner then links a phone.
    const email = newEmail()
    const [row] = await t.f.database.db.insert(users).values({ email, migrated: true }).returning()
    const attackerSession = await t.f.services.sessions.create(row!.id)
    const owner = await browser()
    await signInEmail(owner, email)
    const number = newNumber()
    await owner.auth(P.emailCompleteLogin, { number, email })
    const done = await owner.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(number) })
    expect(done.status).toBe(200)
    expect(await t.f.services.sessions.lookup(attackerSession.token)).toBeNull()
    expect(await t.f.services.sessions.lookup(owner.jar.get('sid'))).not.toBeNull()
  })

  test('3. trojan identifier: an attacker’s account never holds the victim’s number unproved', async () => {
    const attacker = await browser()
    const attackerEmail = newEmail()
    const victimNumber = newNumber()
    await signInEmail(attacker, attackerEmail)
    // The attacker enters the victim's number as their own: the code goes to the victim's phone.
    const entry = await attacker.auth(P.emailCompleteLogin, { number: victimNumber, email: attackerEmail })
    expect(entry.body.data.user_flags).toEqual({ is_otp_required: true })
    const guess = await attacker.auth(P.emailVerifyPhoneToken, {
      number: victimNumber,
      email: attackerEmail,
      verification_token: '000000',
    })
    expect(guess.status).toBe(400)
    // The victim signs up with the number and gets an account of their own.
    advance(3601)
    const victim = await browser()
    const res = await signInPhone(victim, victimNumber)
    expect(res.body.data.user_flags).toEqual({ user_type: 'new', is_email_required: true })
    expect(await byEmail(attackerEmail)).toBeUndefined()
  })

  test('4. unexpired change: a code the victim gets for their own sign-in cannot finish the attacker’s pending link', async () => {
    const attacker = await browser()
    const attackerNumber = newNumber()
    const victimEmail = newEmail()
    await signInPhone(attacker, attackerNumber)
    await attacker.auth(P.phoneComplete, { number: attackerNumber, email: victimEmail }) // pending, code to victim
    // The victim signs in with their e-mail (a 'login' code); even if the attacker learned that code…
    const victim = await browser()
    await victim.auth(P.createTokenEmail, { email: victimEmail })
    const victimCode = (await t.f.services.outbox.list(1))[0]!.otp!
    const misuse = await attacker.auth(P.emailVerifyPhoneToken, {
      number: attackerNumber,
      email: victimEmail,
      verification_token: victimCode,
    })
    expect(misuse.status).toBe(400) // codes are bound to their purpose
    const own = await victim.auth(P.verifyTokenEmail, { email: victimEmail, verification_token: victimCode })
    expect(own.body.data.user_flags.user_type).toBe('new')
  })

  test('5. non-verifying source: a migrated record with the victim’s number unverified does not open for them', async () => {
    // Migrated data (never verified by us) put the victim's number on an attacker's e-mail account.
    const victimNumber = newNumber()
    const attackerEmail = newEmail()
    const [planted] = await t.f.database.db
      .insert(users)
      .values({ email: attackerEmail, phone: victimNumber, migrated: true })
      .returning()
    const victim = await browser()
    const res = await signInPhone(victim, victimNumber)
    expect(res.body.data.user_data).toBeUndefined() // not signed into the planted account
    expect(res.body.data.user_flags.conflict).toBe(true)
    // The victim picks 'Enter new email id': a fresh account gets the number; the planted record loses it.
    const email = newEmail()
    await victim.auth(P.phoneConflictResolve, { number: victimNumber, email })
    const done = await victim.auth(P.phoneVerifyConflictResolve, {
      number: victimNumber,
      email,
      verification_token: await codeFor(email),
    })
    expect(done.body.data.user_data).toMatchObject({ email, number: victimNumber })
    expect(done.body.data.user_data.username).not.toBe(String(planted!.id))
    const [after] = await t.f.database.db.select().from(users).where(eq(users.id, planted!.id))
    expect(after!.phone).toBeNull()
    // And the attacker cannot sign into the planted account with the number any more than before.
    expect(await byEmail(attackerEmail)).toMatchObject({ phoneVerified: false })
  })

  test('signing up twice with one number is impossible: the second proof signs into the first account', async () => {
    const number = newNumber()
    const first = await signUp(await browser(), number, newEmail())
    advance(3601)
    const second = await signInPhone(await browser(), number)
    expect(second.body.data.user_data.username).toBe(first.body.data.user_data.username)
  })
})

describe('hostile input on every auth endpoint', () => {
  const POSTS = Object.entries(P)
    .filter(([k]) => !['mergeData', 'captchaChallenge', 'csrfToken', 'autoLogin'].includes(k))
    .map(([, v]) => v)
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('9810000001', 'asha.verma@example.com', 'ra*********a@example.com', '123456', '', '\u0000', 'a'.repeat(3000)),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  )
  const payload = fc.oneof(
    fc.record(
      {
        number: value,
        email: value,
        verification_token: value,
        otp_on_call: value,
        is_doctor: value,
        conflict: value,
        query: value,
        recaptcha_response_field: value,
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue(),
  )

  test('random bodies: never a 5xx, every 4xx an AuthErrorBody with a message', async () => {
    const b = await browser()
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), payload, async (path, body) => {
        const res = await b.post(`/pwa-api/${path}`, body)
        expect(res.status, `${path} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500)
        if (res.status >= 400) {
          expect(typeof res.body.message).toBe('string')
          expect(res.body.is_success).toBe(false)
        }
      }),
      { numRuns: 300 },
    )
  })

  test('random merge_data queries never give a 5xx', async () => {
    const b = await browser()
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), async (email, number) => {
        const res = await b.get(`/pwa-api/${P.mergeData}?email=${encodeURIComponent(email)}&number=${encodeURIComponent(number)}`)
        expect(res.status).toBeLessThan(500)
      }),
      { numRuns: 100 },
    )
  })

  test('non-JSON bodies are 415 / 400 in the auth shape', async () => {
    const b = await browser()
    const res = await t.f.app.request(`/pwa-api/${P.createToken}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': b.csrf!,
      },
      body: 'number=9810000001',
    })
    expect(res.status).toBe(415)
    expect(((await res.json()) as { is_success: boolean }).is_success).toBe(false)
  })
})

describe('CSRF on page actions (form posts outside /pwa-api)', () => {
  test('a form post reaches the page only with the page’s _csrf field or header; the action still reads the body', async () => {
    const seen: string[] = []
    const app = createApp({
      services: t.f.services,
      logger: createLogger('silent'),
      production: false,
      pages: async (request) => {
        seen.push(String((await request.formData()).get('customer')))
        return new Response('ok', { headers: { 'content-type': 'text/plain' } })
      },
    })
    const b = browserClient({ app })
    await b.start()
    const cookie = [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const post = (body: URLSearchParams, headers: Record<string, string> = {}) =>
      app.request('/hkpadmin/superlogin', { method: 'POST', headers: { cookie, ...headers }, body })
    expect((await post(new URLSearchParams({ customer: 'a' }))).status).toBe(403)
    expect((await post(new URLSearchParams({ customer: 'b', _csrf: 'forged' }))).status).toBe(403)
    expect((await post(new URLSearchParams({ customer: 'c', _csrf: b.csrf! }))).status).toBe(200)
    expect((await post(new URLSearchParams({ customer: 'd' }), { 'x-csrf-token': b.csrf! })).status).toBe(200)
    expect(seen).toEqual(['c', 'd'])
    // Without any cookie there is nothing to bind a token to.
    const bare = await app.request('/hkpadmin/superlogin', { method: 'POST', body: new URLSearchParams({ _csrf: b.csrf! }) })
    expect(bare.status).toBe(403)
  })
})

describe('the phone entry cannot be used to probe many numbers', () => {
  test(`after ${PHONE_ENTRY_PER_HOUR} entries an hour for one proved e-mail: 429 on the number field`, async () => {
    const b = await browser()
    const email = newEmail()
    await signInEmail(b, email)
    for (let i = 0; i < PHONE_ENTRY_PER_HOUR; i++) {
      const res = await b.auth(P.emailCompleteLogin, { number: i === 0 ? '9810000005' : newNumber(), email })
      expect(res.status, `entry ${i + 1}`).not.toBe(429)
    }
    const refused = await b.auth(P.emailCompleteLogin, { number: '9810000004', email })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: AUTH_TEXTS.tooManyNumbers, data: { errors: [{ field: 'number' }] } })
    expect(refused.body.warning).toBeUndefined()
  })
})
