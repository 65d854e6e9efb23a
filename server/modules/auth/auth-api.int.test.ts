import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../../core/auth/paths.ts'
import { auditLog, carts, sessions, users } from '../../db/schema.ts'
import { LOCK_AFTER_FAILURES } from './accounts.ts'
import { AUTH_TEXTS } from './service.ts'
import { useAuthFixture } from '../../../tests/integration/auth-fixture.ts'
import type { BrowserClient } from '../../../tests/integration/browser-client.ts'

// Issue 4: every branch of the sign-in flows against the seeded accounts (server/db/seed/demo-accounts.ts), with a fake
// clock so OTP cooldowns and caps do not get in the way of reusing the same numbers.

const queries: string[] = []
const t = useAuthFixture('2026-11-22T08:00:00Z', { onQuery: (sql) => queries.push(sql) })
const { advance, browser, codeFor } = t

let fresh = 0
const newNumber = () => `97${String(10_000_000 + fresh++).slice(-8)}`
const newEmail = () => `new.user.${fresh++}@example.com`

/** Sends and verifies a phone code at sign-in; returns the verify answer. */
async function phoneSignIn(b: BrowserClient, number: string, extra: Record<string, unknown> = {}) {
  const sent = await b.auth(P.createToken, { number, ...extra })
  expect(sent.status).toBe(200)
  return b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })
}

async function emailSignIn(b: BrowserClient, email: string) {
  const sent = await b.auth(P.createTokenEmail, { email })
  expect(sent.status).toBe(200)
  return b.auth(P.verifyTokenEmail, { email, verification_token: await codeFor(email) })
}

const account = async (where: { email?: string; phone?: string }) => {
  const rows = await t.f.database.db
    .select()
    .from(users)
    .where(where.email ? eq(users.email, where.email) : eq(users.phone, where.phone!))
  return rows
}

describe('create_token: no account enumeration', () => {
  test('a known and an unknown number get the same status, body and cookies', async () => {
    const known = await (await browser()).auth(P.createToken, { number: '9810000001' })
    const unknown = await (await browser()).auth(P.createToken, { number: newNumber() })
    expect(known.status).toBe(unknown.status)
    expect(known.body).toEqual(unknown.body)
    expect(known.body).toEqual({ is_success: true, data: { user_flags: { is_otp_required: true }, errors: [] } })
    const names = (r: typeof known) => r.setCookies.map((c) => c.split('=')[0]).sort()
    expect(names(known)).toEqual(names(unknown))
  })

  test('a known and an unknown e-mail get the same answer', async () => {
    const known = await (await browser()).auth(P.createTokenEmail, { email: 'asha.verma@example.com' })
    const unknown = await (await browser()).auth(P.createTokenEmail, { email: newEmail() })
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body])
  })

  test('the same path: known and unknown numbers and e-mails run the very same SQL statements', async () => {
    // Equal work means equal timing (the figures are in `npm run bench`): no statement may depend on whether an
    // account exists, so none looks an account up.
    const statementsOf = async (body: Record<string, string>, path: string) => {
      const b = await browser()
      queries.length = 0
      expect((await b.auth(path, body)).status).toBe(200)
      return [...queries]
    }
    for (const [path, field, known, unknown] of [
      [P.createToken, 'number', '9810000008', newNumber()],
      [P.createTokenEmail, 'email', 'admin@example.com', newEmail()],
      [P.b2bVerifyToken, 'number', '9810000006', newNumber()],
    ] as const) {
      advance(3601)
      const a = await statementsOf({ [field]: known }, path)
      const b = await statementsOf({ [field]: unknown }, path)
      expect(a.length).toBeGreaterThan(3)
      expect(a).toEqual(b)
      expect(a.join('\n')).not.toMatch(/from "users"/)
    }
  })
})

describe('phone sign-in', () => {
  test('an existing account signs in: user_data, a rotated HttpOnly session, a loggedIn cookie without secret', async () => {
    const b = await browser()
    const guestCsrf = b.csrf
    const res = await phoneSignIn(b, '9810000001')
    expect(res.status).toBe(200)
    expect(res.body.data.user_data).toMatchObject({ email: 'asha.verma@example.com', number: '9810000001', name: 'Asha Verma' })
    expect(res.body.data.user_flags).toEqual({ user_type: 'existing' })
    const sid = res.setCookies.find((c) => c.startsWith('sid='))!
    expect(sid).toMatch(/HttpOnly/)
    expect(sid).toMatch(/SameSite=Lax/)
    expect(sid).toMatch(/Path=\//)
    const value = /^sid=([^;]+)/.exec(sid)![1]!
    expect(value).toMatch(/^[\w-]{22}$/) // 128 bits, base64url
    const loggedIn = res.setCookies.find((c) => c.startsWith('loggedIn='))!
    expect(loggedIn).toMatch(/^loggedIn=true;/)
    expect(loggedIn).not.toMatch(/HttpOnly/)
    // The customer hash: readable by scripts, a pseudonym (not the id), the same at every sign-in.
    const hash = res.setCookies.find((c) => c.startsWith('tata_customer_hash='))!
    expect(hash).not.toMatch(/HttpOnly/)
    const hashValue = /^tata_customer_hash=([^;]+)/.exec(hash)![1]!
    expect(hashValue).toMatch(/^[\w-]{32}$/)
    expect(hashValue).toBe(await t.f.services.sessions.customerHash(Number(res.body.data.user_data.username)))
    expect(hashValue).not.toBe(res.body.data.user_data.username)
    expect(await t.f.services.sessions.customerHash(2)).not.toBe(hashValue)
    // The database holds only a hash of the session value.
    const rows = await t.f.database.db.select().from(sessions)
    expect(rows.some((r) => r.idHash === value)).toBe(false)
    // The CSRF token changed with the session; the guest one no longer works for writes.
    expect(res.body.data.csrf_token).not.toBe(guestCsrf)
    const stale = await b.post('/pwa-api/api/v4/carts/skus', { skus: [{ sku_id: 1 }] }, { 'x-csrf-token': guestCsrf! })
    expect(stale.status).toBe(403)
  })

  test('signing in again rotates the session: the previous value stops working', async () => {
    const b = await browser()
    await phoneSignIn(b, '9810000001')
    const first = b.jar.get('sid')!
    advance(3601)
    await phoneSignIn(b, '9810000001')
    const second = b.jar.get('sid')!
    expect(second).not.toBe(first)
    expect(await t.f.services.sessions.lookup(first)).toBeNull()
    expect(await t.f.services.sessions.lookup(second)).not.toBeNull()
  })

  test('a wrong code is a 400 on the OTP field; the flow survives for the right one', async () => {
    const b = await browser()
    await b.auth(P.createToken, { number: '9810000001' })
    const code = await codeFor('9810000001')
    const wrong = await b.auth(P.verifyToken, {
      number: '9810000001',
      verification_token: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ is_success: false, data: { errors: [{ field: 'otp' }] } })
    expect(wrong.body.message).toBe(wrong.body.error.message)
    const right = await b.auth(P.verifyToken, { number: '9810000001', verification_token: code })
    expect(right.body.data.user_data.number).toBe('9810000001')
  })

  test('a verify without a code request in this browser is refused', async () => {
    const b = await browser()
    const res = await b.auth(P.verifyToken, { number: '9810000001', verification_token: '123456' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(AUTH_TEXTS.flowExpired)
  })

  test('the code requested in one browser cannot be used from another', async () => {
    const a = await browser()
    await a.auth(P.createToken, { number: '9810000001' })
    const other = await browser()
    const res = await other.auth(P.verifyToken, { number: '9810000001', verification_token: await codeFor('9810000001') })
    expect(res.status).toBe(400)
  })

  test('a new number: user_type new and an e-mail is required; the e-mail is proved, then the account exists', async () => {
    const b = await browser()
    const number = newNumber()
    const email = newEmail()
    const verified = await phoneSignIn(b, number, { is_doctor: true })
    expect(verified.body.data.user_flags).toEqual({ user_type: 'new', is_email_required: true })
    const entry = await b.auth(P.phoneComplete, { number, email })
    expect(entry.body.data.user_flags).toEqual({ is_otp_required: true })
    expect(await account({ email })).toHaveLength(0)
    const done = await b.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(email) })
    expect(done.status).toBe(200)
    expect(done.body.data.user_flags).toEqual({ user_type: 'new' })
    expect(done.body.data.user_data).toMatchObject({ email, number })
    const [row] = await account({ email })
    expect(row).toMatchObject({ phone: number, phoneVerified: true, isDoctor: true })
  })

  test('the conflict list: masked e-mails; choosing one proves it by OTP and gives the phone to that account only', async () => {
    const b = await browser()
    const res = await phoneSignIn(b, '9810000002')
    const flags = res.body.data.user_flags
    expect(flags).toMatchObject({
      user_type: 'existing',
      conflict: true,
      header: expect.any(String),
      description: expect.any(String),
    })
    expect(flags.cta).toMatchObject({ text: expect.any(String), confirm_cta: expect.any(String) })
    expect(flags.conflict_data).toEqual([{ email: 'ra*********a@example.com' }, { email: 'ra*********e@example.com' }])
    const chosen = flags.conflict_data[1].email
    const sent = await b.auth(P.phoneConflictResolve, { number: '9810000002', email: chosen })
    expect(sent.body.data.user_flags).toEqual({ is_otp_required: true })
    const code = await codeFor('rahul.office@example.com')
    const done = await b.auth(P.phoneVerifyConflictResolve, { number: '9810000002', email: chosen, verification_token: code })
    expect(done.status).toBe(200)
    expect(done.body.data.user_data).toMatchObject({ email: 'rahul.office@example.com', number: '9810000002' })
    const [office] = await account({ email: 'rahul.office@example.com' })
    const [personal] = await account({ email: 'rahul.sharma@example.com' })
    expect(office).toMatchObject({ phone: '9810000002', phoneVerified: true })
    expect(personal!.phone).toBeNull()
    // Next time the number signs straight in.
    advance(3601)
    const again = await phoneSignIn(await browser(), '9810000002')
    expect(again.body.data.user_data.email).toBe('rahul.office@example.com')
  })

  test('a masked entry that is not in the list is refused', async () => {
    const b = await browser()
    await phoneSignIn(b, '9810000001')
    const c = await browser()
    const number = newNumber()
    await phoneSignIn(c, number)
    const res = await c.auth(P.phoneConflictResolve, { number, email: 'as*******a@example.com' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(AUTH_TEXTS.chooseFromList)
  })
})

describe('e-mail sign-in', () => {
  test('an existing account with a verified phone signs in', async () => {
    const res = await emailSignIn(await browser(), 'asha.verma@example.com')
    expect(res.body.data.user_data).toMatchObject({ email: 'asha.verma@example.com', number: '9810000001' })
  })

  test('a migrated account without a phone: number required, then the phone is proved and linked', async () => {
    const b = await browser()
    const email = 'meera.iyer@example.com'
    const res = await emailSignIn(b, email)
    expect(res.body.data.user_flags).toEqual({ user_type: 'migrated', email, is_number_required: true })
    const number = newNumber()
    const sent = await b.auth(P.emailCompleteLogin, { number, email, otp_on_call: false })
    expect(sent.body.data.user_flags).toEqual({ is_otp_required: true })
    const done = await b.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(number) })
    expect(done.body.data.user_flags).toEqual({ user_type: 'migrated' })
    expect(done.body.data.user_data).toMatchObject({ email, number })
  })

  test('a new e-mail: number required; the account is created with both proved', async () => {
    const b = await browser()
    const email = newEmail()
    const res = await emailSignIn(b, email)
    expect(res.body.data.user_flags).toEqual({ user_type: 'new', is_number_required: true })
    const number = newNumber()
    await b.auth(P.emailCompleteLogin, { number, email, otp_on_call: true })
    const [msg] = await t.f.services.outbox.list(1)
    expect(msg).toMatchObject({ channel: 'call', to: number })
    const done = await b.auth(P.emailVerifyTokenConflict, { number, email, verification_token: msg!.otp })
    expect(done.body.data.user_data).toMatchObject({ email, number })
  })

  test('a number that belongs to an account with another e-mail: NON_MERGE warning', async () => {
    const b = await browser()
    await emailSignIn(b, 'neha.kapoor@example.com')
    const res = await b.auth(P.emailCompleteLogin, { number: '9810000005', email: 'neha.kapoor@example.com' })
    expect(res.status).toBe(409)
    expect(res.body.warning).toMatchObject({ cta_type: 'NON_MERGE', heading: expect.any(String), confirm_cta: 'Okay' })
    expect(res.body.data.errors[0].field).toBe('number')
  })

  test('merge: MERGE warning, merge data, a merge code to the phone, then one account with everything', async () => {
    const b = await browser()
    const email = 'kiran.rao@example.com'
    const number = '9810000004'
    await emailSignIn(b, email)
    const [emailAccount] = await account({ email })
    const [phoneAccount] = await account({ phone: number })
    // Something owned by the e-mail account, and a session of each account, before the merge.
    await t.f.database.db.insert(carts).values({ userId: emailAccount!.id, type: 'pharmacy' })
    const oldEmailSession = await t.f.services.sessions.create(emailAccount!.id)
    const oldPhoneSession = await t.f.services.sessions.create(phoneAccount!.id)

    const warn = await b.auth(P.emailCompleteLogin, { number, email })
    expect(warn.status).toBe(409)
    expect(warn.body.warning).toMatchObject({
      cta_type: 'MERGE',
      confirm_cta: expect.any(String),
      cancel_cta: expect.any(String),
    })
    const data = await b.get(`/pwa-api/${P.mergeData}?email=${encodeURIComponent(email)}&number=${number}`)
    expect(data.status).toBe(200)
    expect(data.body).toMatchObject({ title: expect.any(String), sub_title: expect.any(String), cta: expect.any(String) })
    expect(data.body.sections[0].items.length).toBeGreaterThan(0)
    const sent = await b.auth(P.emailCreateTokenMerge, { number, email, otp_on_call: false })
    expect(sent.body.data.user_flags).toEqual({ is_otp_required: true })
    const done = await b.auth(P.emailVerifyTokenMerge, { email, number, verification_token: await codeFor(number) })
    expect(done.status).toBe(200)
    expect(done.body.data.user_data).toMatchObject({ email, number, username: String(phoneAccount!.id) })

    const [absorbed] = await t.f.database.db.select().from(users).where(eq(users.id, emailAccount!.id))
    expect(absorbed).toMatchObject({ mergedInto: phoneAccount!.id, email: null })
    const moved = await t.f.database.db.select().from(carts).where(eq(carts.userId, phoneAccount!.id))
    expect(moved).toHaveLength(1)
    expect(await t.f.services.sessions.lookup(oldEmailSession.token)).toBeNull()
    expect(await t.f.services.sessions.lookup(oldPhoneSession.token)).toBeNull()
    const audit = await t.f.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.merged'))
    expect(audit.some((a) => a.targetUserId === emailAccount!.id)).toBe(true)
  })

  test('merge data needs the e-mail proved in this browser', async () => {
    const res = await (await browser()).get(`/pwa-api/${P.mergeData}?email=kiran.rao%40example.com&number=9810000004`)
    expect(res.status).toBe(400)
  })
})

describe('merchant (b2b)', () => {
  test('a merchant signs in with the b2b call', async () => {
    const b = await browser()
    const sent = await b.auth(P.b2bVerifyToken, { number: '9810000006' })
    expect(sent.body.data.user_flags).toEqual({ is_otp_required: true })
    const res = await b.auth(P.b2bVerifyToken, { number: '9810000006', verification_token: await codeFor('9810000006') })
    expect(res.body.data.user_data.email).toBe('shree.medicals@example.com')
  })

  test('a merchant without an e-mail is asked for one', async () => {
    const b = await browser()
    await b.auth(P.b2bVerifyToken, { number: '9810000007' })
    const res = await b.auth(P.b2bVerifyToken, { number: '9810000007', verification_token: await codeFor('9810000007') })
    expect(res.body.data.user_flags).toEqual({ user_type: 'existing', is_email_required: true })
    const email = newEmail()
    await b.auth(P.phoneComplete, { number: '9810000007', email })
    const done = await b.auth(P.emailVerifyPhoneToken, { number: '9810000007', email, verification_token: await codeFor(email) })
    expect(done.body.data.user_data).toMatchObject({ email, number: '9810000007' })
  })

  test('a number that is not a merchant is refused after the code, with the same send answer before it', async () => {
    const b = await browser()
    const sent = await b.auth(P.b2bVerifyToken, { number: '9810000001' })
    expect(sent.status).toBe(200)
    const res = await b.auth(P.b2bVerifyToken, { number: '9810000001', verification_token: await codeFor('9810000001') })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(AUTH_TEXTS.notMerchant)
  })
})

describe('lockout after 100 consecutive failures', () => {
  test('the hundredth wrong code locks the account; a right code then fails too; it is audited', async () => {
    const number = newNumber()
    const email = newEmail()
    const [row] = await t.f.database.db.insert(users).values({ phone: number, phoneVerified: true, email }).returning()
    await t.f.database.db
      .update(users)
      .set({ failedOtpCount: LOCK_AFTER_FAILURES - 2 })
      .where(eq(users.id, row!.id))
    const b = await browser()
    await b.auth(P.createToken, { number })
    const code = await codeFor(number)
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await b.auth(P.verifyToken, { number, verification_token: wrong })).status).toBe(400)
    const locking = await b.auth(P.verifyToken, { number, verification_token: wrong })
    expect(locking.status).toBe(423)
    expect(locking.body.message).toBe(AUTH_TEXTS.locked)
    expect((await b.auth(P.verifyToken, { number, verification_token: code })).status).toBe(423)
    const audit = await t.f.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, row!.id))
    expect(audit.map((a) => a.action)).toContain('account.locked')
  })

  test('a right code resets the count', async () => {
    const number = newNumber()
    const [row] = await t.f.database.db
      .insert(users)
      .values({ phone: number, phoneVerified: true, email: newEmail(), failedOtpCount: 50 })
      .returning()
    await phoneSignIn(await browser(), number)
    const [after] = await t.f.database.db.select().from(users).where(eq(users.id, row!.id))
    expect(after!.failedOtpCount).toBe(0)
  })

  test('every wrong try counts: 100 tries over 20 codes lock the account', async () => {
    const number = newNumber()
    const [row] = await t.f.database.db
      .insert(users)
      .values({ phone: number, phoneVerified: true, email: newEmail() })
      .returning()
    const b = await browser()
    let last = 0
    for (let round = 0; round < 20; round++) {
      advance(3601)
      await b.auth(P.createToken, { number })
      const code = await codeFor(number)
      const wrong = code === '000000' ? '111111' : '000000'
      for (let i = 0; i < 5; i++) last = (await b.auth(P.verifyToken, { number, verification_token: wrong })).status
    }
    expect(last).toBe(423)
    const [after] = await t.f.database.db.select().from(users).where(eq(users.id, row!.id))
    expect(after!.lockedAt).not.toBeNull()
  })
})
