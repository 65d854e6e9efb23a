import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../core/auth/paths.ts'
import { LEGAL_VERSION } from '../../core/profile/vocabulary.ts'
import { consentEvents, outboxMessages, paymentCustomers, paymentTokenRemovals, reviews, users } from '../../server/db/schema.ts'
import { s256Challenge } from '../../server/modules/auth/sso.ts'
import { useAuthFixture } from './auth-fixture.ts'
import type { BrowserClient } from './browser-client.ts'

// Decision 082's rough edges of the profile and reviews work: an account merge moves reviews (one per thing) and saved
// payment methods; a changed e-mail or phone tells the old one; a single sign-on sign-in records the terms' acceptance
// as an OTP sign-in does.

const t = useAuthFixture('2026-11-29T09:00:00Z')
const { browser, codeFor } = t
const PROFILE = '/pwa-api/api/v4/profile'
let fresh = 0

async function signUp(): Promise<{ b: BrowserClient; userId: number; number: string; email: string }> {
  const b = await browser()
  const number = `93${String(10_000_000 + fresh).slice(-8)}`
  const email = `edges.${fresh++}@example.com`
  expect((await b.auth(P.createToken, { number })).status).toBe(200)
  expect((await b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })).status).toBe(200)
  expect((await b.auth(P.phoneComplete, { number, email })).status).toBe(200)
  expect((await b.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(email) })).status).toBe(200)
  const [row] = await t.f.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return { b, userId: row!.id, number, email }
}

const sentTo = (to: string) => t.f.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to))

async function account(name: string): Promise<number> {
  const [u] = await t.f.database.db.insert(users).values({ name }).returning({ id: users.id })
  return u!.id
}

describe('an account merge', () => {
  test('moves the reviews (the survivor’s stands where both reviewed a thing) and the saved payment methods', async () => {
    const db = t.f.database.db
    const survivor = await account('Asha Survivor')
    const absorbed = await account('Asha Absorbed')
    const at = t.now()
    const review = (userId: number, subjectId: number, rating: number, text: string) => ({
      userId,
      subject: 'product',
      subjectId,
      rating,
      text,
      createdAt: at,
      updatedAt: at,
    })
    await db
      .insert(reviews)
      .values([
        review(survivor, 9_000_001, 5, 'The survivor’s own review.'),
        review(absorbed, 9_000_001, 1, 'The absorbed account’s review of the same.'),
        review(absorbed, 9_000_002, 4, 'Only the absorbed account reviewed this.'),
      ])
    await db
      .insert(paymentCustomers)
      .values({ userId: absorbed, gateway: 'test_gateway', customerId: 'cust_Absorbed1', createdAt: at })
    await db.insert(paymentTokenRemovals).values([
      { userId: absorbed, tokenId: 'token_Gone1', removedAt: at },
      { userId: absorbed, tokenId: 'token_Both1', removedAt: at },
      { userId: survivor, tokenId: 'token_Both1', removedAt: at },
    ])

    await t.f.services.auth.accounts.merge(survivor, absorbed)

    const kept = await db.select().from(reviews).where(eq(reviews.userId, survivor))
    expect(kept.map((r) => [r.subjectId, r.rating]).sort()).toEqual([
      [9_000_001, 5],
      [9_000_002, 4],
    ])
    expect(await db.select().from(reviews).where(eq(reviews.userId, absorbed))).toEqual([])
    expect(await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, survivor))).toEqual([
      expect.objectContaining({ gateway: 'test_gateway', customerId: 'cust_Absorbed1' }),
    ])
    const removals = await db.select().from(paymentTokenRemovals).where(eq(paymentTokenRemovals.userId, survivor))
    expect(removals.map((r) => r.tokenId).sort()).toEqual(['token_Both1', 'token_Gone1'])
  })

  test('where both have a customer at the provider, the survivor’s stands', async () => {
    const db = t.f.database.db
    const survivor = await account('Ravi Survivor')
    const absorbed = await account('Ravi Absorbed')
    await db.insert(paymentCustomers).values([
      { userId: survivor, gateway: 'test_gateway', customerId: 'cust_Survivor2', createdAt: t.now() },
      { userId: absorbed, gateway: 'test_gateway', customerId: 'cust_Absorbed2', createdAt: t.now() },
    ])
    await t.f.services.auth.accounts.merge(survivor, absorbed)
    expect(await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, survivor))).toEqual([
      expect.objectContaining({ customerId: 'cust_Survivor2' }),
    ])
  })
})

describe('a changed identifier tells the old one', () => {
  test('a new e-mail: the old address is told, with the new one masked', async () => {
    const { b, email } = await signUp()
    const next = `edges.new.${fresh}@example.com`
    expect((await b.post(`${PROFILE}/email/otp`, { email: next })).status).toBe(200)
    expect((await b.post(`${PROFILE}/email/verify`, { email: next, verification_token: await codeFor(next) })).status).toBe(200)
    const told = (await sentTo(email)).filter((m) => m.otp === null)
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ channel: 'email' })
    expect(told[0]!.text).toMatch(
      /^The e-mail address of your MedWise account was changed to ed\*+\w?@example\.com\. If this was not you/,
    )
    expect(told[0]!.text).not.toContain(next)
  })

  test('a new number: the old number is told by SMS; nothing is sent when the change is refused', async () => {
    const { b, number } = await signUp()
    const theirs = await signUp()
    const next = `92${String(10_000_000 + fresh++).slice(-8)}`
    expect((await b.post(`${PROFILE}/phone/otp`, { number: next })).status).toBe(200)
    expect((await b.post(`${PROFILE}/phone/verify`, { number: next, verification_token: await codeFor(next) })).status).toBe(200)
    const told = (await sentTo(`+91${number}`)).filter((m) => m.otp === null)
    expect(told).toHaveLength(1)
    expect(told[0]!.text).toContain(`mobile number of your MedWise account was changed to ******${next.slice(-4)}`)

    expect((await b.post(`${PROFILE}/phone/otp`, { number: theirs.number })).status).toBe(200)
    const refused = await b.post(`${PROFILE}/phone/verify`, {
      number: theirs.number,
      verification_token: await codeFor(theirs.number),
    })
    expect(refused.status).toBe(409)
    expect((await sentTo(`+91${next}`)).filter((m) => m.otp === null)).toEqual([])
  })
})

describe('single sign-on', () => {
  test('an SSO sign-in records the terms and the privacy policy as accepted, once per version', async () => {
    const db = t.f.database.db
    const [u] = await db
      .insert(users)
      .values({ name: 'Sso Person', phone: `91${String(10_000_000 + fresh++).slice(-8)}`, phoneVerified: true })
      .returning({ id: users.id })
    const signIn = async () => {
      const verifier = randomBytes(48).toString('base64url')
      const { code } = await t.f.services.sso.issue(u!.id, s256Challenge(verifier))
      const res = await (await browser()).auth(P.autoLogin, { code_verifier: verifier, auth_code: code })
      expect(res.status).toBe(200)
    }
    await signIn()
    const consents = () =>
      db
        .select()
        .from(consentEvents)
        .where(and(eq(consentEvents.userId, u!.id)))
    expect((await consents()).map((c) => [c.kind, c.action, c.version])).toEqual([
      ['terms', 'given', LEGAL_VERSION],
      ['privacy', 'given', LEGAL_VERSION],
    ])
    await signIn()
    expect(await consents()).toHaveLength(2)
  })
})
