import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { AUTH_PATHS as P } from '../../../core/auth/paths.ts'
import { LEGAL_VERSION, MAX_FAMILY_MEMBERS } from '../../../core/profile/vocabulary.ts'
import { CodeSentAnswerSchema, ProfileAnswerSchema } from '../../../contracts/profile.ts'
import { useAuthFixture } from '../../../tests/integration/auth-fixture.ts'
import type { BrowserClient } from '../../../tests/integration/browser-client.ts'
import { auditLog, consentEvents, users } from '../../db/schema.ts'

// issue 26 §5 (decision 075): the profile's API. Details with spec 1 §5's messages; the e-mail and the phone changed
// only with an OTP sent to the new one (wrong, expired and another's code refused; another account's identifier refused
// with the sign-in's message after the proof), audited, sessions kept; offer preferences as dated consent events; the
// terms accepted at sign-in; the family cap of 6.

const t = useAuthFixture('2026-11-29T09:00:00Z')
const { browser, codeFor } = t

const PROFILE = '/pwa-api/api/v4/profile'
let fresh = 0

async function signUp(): Promise<{ b: BrowserClient; userId: number; number: string; email: string }> {
  const b = await browser()
  const number = `94${String(10_000_000 + fresh).slice(-8)}`
  const email = `profile.${fresh++}@example.com`
  expect((await b.auth(P.createToken, { number })).status).toBe(200)
  expect((await b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })).status).toBe(200)
  expect((await b.auth(P.phoneComplete, { number, email })).status).toBe(200)
  const done = await b.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(email) })
  expect(done.status).toBe(200)
  const [row] = await t.f.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return { b, userId: row!.id, number, email }
}

function conforms<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new Error(`${parsed.error.message}\nin ${JSON.stringify(body).slice(0, 500)}`)
  expect(parsed.data).toStrictEqual(body)
  return parsed.data
}

const auditOf = (userId: number, action: string) =>
  t.f.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, action)))

describe('the profile', () => {
  test('a new account: its identifiers, preferences off, order updates on, the terms accepted at sign-in', async () => {
    const { b, number, email } = await signUp()
    const res = await b.get(PROFILE)
    expect(res.status).toBe(200)
    const { data } = conforms(ProfileAnswerSchema, res.body)
    expect(data).toMatchObject({
      name: null,
      email,
      phone: number,
      gender: null,
      date_of_birth: null,
      preferences: { order_updates: true, sms: false, email: false, whatsapp: false },
    })
    expect(data.consents.map((c) => [c.kind, c.action, c.version, c.at])).toEqual([
      ['terms', 'given', LEGAL_VERSION, t.now().toISOString()],
      ['privacy', 'given', LEGAL_VERSION, t.now().toISOString()],
    ])
    // A second sign-in under the same version records nothing more.
    const again = await browser()
    expect((await again.auth(P.createTokenEmail, { email })).status).toBe(200)
    t.advance(1)
    expect((await again.auth(P.verifyTokenEmail, { email, verification_token: await codeFor(email) })).status).toBe(200)
    expect(((await again.get(PROFILE)).body as { data: { consents: unknown[] } }).data.consents).toHaveLength(2)
  })

  test('details: saved with spec 1 §5’s rules; a guest gets a 401 and a write without CSRF a 403', async () => {
    const { b } = await signUp()
    const saved = await b.call('PUT', PROFILE, { name: 'Asha Verma', gender: 'Female', date_of_birth: '1990-05-17' })
    expect(saved.status).toBe(200)
    expect(conforms(ProfileAnswerSchema, saved.body).data).toMatchObject({
      name: 'Asha Verma',
      gender: 'female',
      date_of_birth: '1990-05-17',
    })
    const cleared = await b.call('PUT', PROFILE, { name: 'Asha Verma', gender: '', date_of_birth: '' })
    expect(cleared.body.data).toMatchObject({ gender: null, date_of_birth: null })
    for (const [body, field, message] of [
      [{ name: 'Al' }, 'name', 'Name length should be more than 2'],
      [{ name: '' }, 'name', 'Please enter your name'],
      [{ name: 'Asha <b>' }, 'name', 'Only alphabets, digits and . are allowed'],
      [{ name: 'Asha Verma', date_of_birth: '2999-01-01' }, 'date_of_birth', 'Please enter a valid date of birth'],
      [{ name: 'Asha Verma', date_of_birth: '1990-02-30' }, 'date_of_birth', 'Please enter a valid date of birth'],
      [{ name: 'Asha Verma', gender: 'unknown' }, 'gender', 'Please choose a gender'],
    ] as const) {
      const res = await b.call('PUT', PROFILE, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.data.errors).toContainEqual({ field, message })
    }
    const guest = await browser()
    expect((await guest.get(PROFILE)).status).toBe(401)
    expect((await b.call('PUT', PROFILE, { name: 'Asha Verma' }, { 'x-csrf-token': 'nope' })).status).toBe(403)
  })
})

describe('changing the e-mail by OTP', () => {
  test('a code to the new address proves it; the change is audited and the session stays', async () => {
    const { b, userId, email } = await signUp()
    const next = `changed.${fresh}@example.com`
    const sent = await b.post(`${PROFILE}/email/otp`, { email: next.toUpperCase() })
    expect(sent.status).toBe(200)
    expect(conforms(CodeSentAnswerSchema, sent.body).data).toEqual({ is_otp_required: true, sent_to: next })
    const wrong = await b.post(`${PROFILE}/email/verify`, { email: next, verification_token: '000000' })
    const code = await codeFor(next)
    if (code !== '000000') {
      expect(wrong.status).toBe(400)
      expect(wrong.body.data.errors).toContainEqual({ field: 'otp', message: 'Incorrect OTP. Please check and try again.' })
    }
    const done = await b.post(`${PROFILE}/email/verify`, { email: next, verification_token: code })
    expect(done.status).toBe(200)
    expect(done.body.data.email).toBe(next)
    // The same session goes on; the old address no longer signs in to this account, the new one does.
    expect((await b.get(PROFILE)).body.data.email).toBe(next)
    const [audit] = await auditOf(userId, 'account.email_changed')
    expect(audit).toMatchObject({
      actorUserId: userId,
      detail: { from: expect.stringMatching(/^pr\*+\d@example\.com$/), to: expect.any(String) },
    })
    expect(JSON.stringify(audit!.detail)).not.toContain(email)
    const other = await browser()
    expect((await other.auth(P.createTokenEmail, { email: next })).status).toBe(200)
    t.advance(1)
    const signIn = await other.auth(P.verifyTokenEmail, { email: next, verification_token: await codeFor(next) })
    expect(signIn.body.data.user_data.username).toBe(String(userId))
    // The code is used up.
    t.advance(60)
    expect((await b.post(`${PROFILE}/email/verify`, { email: next, verification_token: code })).status).toBe(400)
  })

  test('expired, another account’s code, the same address, and an address another account holds', async () => {
    const { b } = await signUp()
    const theirs = await signUp()
    const next = `expiring.${fresh}@example.com`
    expect((await b.post(`${PROFILE}/email/otp`, { email: next })).status).toBe(200)
    const code = await codeFor(next)
    // A code is bound to the account that asked for it.
    const stolen = await theirs.b.post(`${PROFILE}/email/verify`, { email: next, verification_token: code })
    expect(stolen.status).toBe(400)
    expect(stolen.body.data.errors).toContainEqual({ field: 'otp', message: 'This OTP has expired. Please request a new one.' })
    t.advance(601)
    const late = await b.post(`${PROFILE}/email/verify`, { email: next, verification_token: code })
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('This OTP has expired. Please request a new one.')
    // Asking again inside 30 s is refused by the cooldown.
    expect((await b.post(`${PROFILE}/email/otp`, { email: next })).status).toBe(200)
    const soon = await b.post(`${PROFILE}/email/otp`, { email: next })
    expect(soon.status).toBe(429)
    const mine = (await b.get(PROFILE)).body.data.email as string
    const same = await b.post(`${PROFILE}/email/otp`, { email: mine })
    expect(same.status).toBe(400)
    expect(same.body.data.errors).toContainEqual({ field: 'email', message: 'This is already your e-mail.' })
    // Another account's address: a code is sent (nothing is told before the proof), then the sign-in's refusal.
    t.advance(31)
    expect((await b.post(`${PROFILE}/email/otp`, { email: theirs.email })).status).toBe(200)
    const taken = await b.post(`${PROFILE}/email/verify`, {
      email: theirs.email,
      verification_token: await codeFor(theirs.email),
    })
    expect(taken.status).toBe(409)
    expect(taken.body.data.errors).toContainEqual({
      field: 'email',
      message: 'This email id is linked to another mobile number. Please use a different email id.',
    })
    expect((await b.get(PROFILE)).body.data.email).toBe(mine)
    expect((await b.post(`${PROFILE}/email/otp`, { email: 'not-an-email' })).status).toBe(400)
  })
})

describe('changing the phone by OTP', () => {
  test('a code to the new number proves it, audited, the session kept; another’s number is refused', async () => {
    const { b, userId, number } = await signUp()
    const theirs = await signUp()
    const next = `95${String(10_000_000 + fresh++).slice(-8)}`
    expect((await b.post(`${PROFILE}/phone/otp`, { number: next })).status).toBe(200)
    const done = await b.post(`${PROFILE}/phone/verify`, { number: next, verification_token: await codeFor(next) })
    expect(done.status).toBe(200)
    expect(done.body.data.phone).toBe(next)
    const [audit] = await auditOf(userId, 'account.phone_changed')
    expect(audit!.detail).toEqual({ from: `******${number.slice(-4)}`, to: `******${next.slice(-4)}` })
    const [row] = await t.f.database.db.select().from(users).where(eq(users.id, userId))
    expect(row).toMatchObject({ phone: next, phoneVerified: true })
    // The session stays valid.
    expect((await b.get(PROFILE)).status).toBe(200)

    t.advance(31)
    expect((await b.post(`${PROFILE}/phone/otp`, { number: theirs.number })).status).toBe(200)
    const taken = await b.post(`${PROFILE}/phone/verify`, {
      number: theirs.number,
      verification_token: await codeFor(theirs.number),
    })
    expect(taken.status).toBe(409)
    expect(taken.body.data.errors).toContainEqual({
      field: 'number',
      message: 'This mobile number is linked to another email id. Please use a different number.',
    })
    const same = await b.post(`${PROFILE}/phone/otp`, { number: next })
    expect(same.status).toBe(400)
    expect(same.body.data.errors).toContainEqual({ field: 'number', message: 'This is already your mobile number.' })
    const bad = await b.post(`${PROFILE}/phone/otp`, { number: '5876543210' })
    expect(bad.body.data.errors).toContainEqual({ field: 'number', message: 'Please enter a valid number' })
    const short = await b.post(`${PROFILE}/phone/verify`, { number: next, verification_token: '12' })
    expect(short.body.data.errors).toContainEqual({ field: 'otp', message: 'Please enter a 6 digit OTP' })
  })
})

describe('communication preferences and consents', () => {
  test('each channel opt-in, each change a dated consent event and an audit row; order updates always on', async () => {
    const { b, userId } = await signUp()
    const first = await b.call('PUT', `${PROFILE}/preferences`, { sms: true, email: false, whatsapp: true })
    expect(first.status).toBe(200)
    expect(first.body.data.preferences).toEqual({ order_updates: true, sms: true, email: false, whatsapp: true })
    const given = t.now().toISOString()
    t.advance(120)
    const second = await b.call('PUT', `${PROFILE}/preferences`, { sms: false, email: false, whatsapp: true })
    const { data } = conforms(ProfileAnswerSchema, second.body)
    expect(data.preferences).toEqual({ order_updates: true, sms: false, email: false, whatsapp: true })
    expect(data.consents.filter((c) => c.kind.startsWith('offers_')).map((c) => [c.kind, c.action, c.at])).toEqual([
      ['offers_sms', 'withdrawn', t.now().toISOString()],
      ['offers_sms', 'given', given],
      ['offers_whatsapp', 'given', given],
    ])
    // Nothing changed: no event, no audit row.
    await b.call('PUT', `${PROFILE}/preferences`, { sms: false, email: false, whatsapp: true })
    expect(await auditOf(userId, 'profile.preferences_changed')).toHaveLength(2)
    const events = await t.f.database.db.select().from(consentEvents).where(eq(consentEvents.userId, userId))
    expect(events).toHaveLength(5)
    const bad = await b.call('PUT', `${PROFILE}/preferences`, { sms: 'yes' })
    expect(bad.status).toBe(400)
    expect(bad.body.data.errors).toContainEqual({ field: 'sms', message: 'Each offer preference is on or off' })
  })
})

describe('family members', () => {
  test(`the profile adds at most ${MAX_FAMILY_MEMBERS} besides yourself (the patients labs and consultations book for)`, async () => {
    const { userId } = await signUp()
    const owner = { kind: 'user' as const, userId }
    const add = (name: string, relation: 'self' | 'child' = 'child') =>
      t.f.services.patients.create(owner, { name, age: 30, gender: 'female', relation })
    for (const name of ['Meera One', 'Meera Two', 'Meera Three', 'Meera Four', 'Meera Five', 'Meera Six']) await add(name)
    await expect(add('Meera Seven')).rejects.toMatchObject({
      status: 400,
      code: 'too_many_family_members',
      message: 'You can save up to 6 family members besides yourself. Remove one to add another.',
    })
    // Yourself is not one of the six.
    expect((await add('Asha Verma', 'self')).relation).toBe('self')
    expect(await t.f.services.patients.list(owner)).toHaveLength(7)
  })
})
