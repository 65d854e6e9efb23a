import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../../core/auth/paths.ts'
import { auditLog, users } from '../../db/schema.ts'
import { effectiveUserId, type ActiveSession } from './sessions.ts'
import { SUPER_LOGIN_TEXTS } from './super-login.ts'
import { useAuthFixture } from '../../../tests/integration/auth-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'

// Super-login (spec 1 §2.2, §6): a staff session acts as a customer; /hkadmin/logout ends it. The page
// (/hkpadmin/superlogin) is covered end to end in tests/e2e/super-login.e2e.ts; here the service and the logout.

const t = useAuthFixture('2026-11-22T08:00:00Z')
const { codeFor } = t

const ADMIN = '9810000008'
const CCARE = '9810000009'
const ASHA = '9810000001'

async function signedIn(number: string): Promise<BrowserClient> {
  const b = await browserClient(t.f).start()
  await b.auth(P.createToken, { number })
  const res = await b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })
  expect(res.status).toBe(200)
  return b
}

async function sessionOf(b: BrowserClient): Promise<ActiveSession> {
  const session = await t.f.services.sessions.lookup(b.jar.get('sid'))
  if (!session) throw new Error('not signed in')
  return session
}

const idOf = async (phone: string) => (await t.f.database.db.select().from(users).where(eq(users.phone, phone)))[0]!.id

const auditFor = (action: string, targetUserId: number) =>
  t.f.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetUserId, targetUserId)))

describe('findCustomer', () => {
  test('by verified phone or by e-mail (any case); unknown, unverified or merged accounts are not found', async () => {
    const { findCustomer } = t.f.services.superLogin
    expect((await findCustomer({ by: 'phone', phone: ASHA }))?.name).toBe('Asha Verma')
    expect((await findCustomer({ by: 'email', email: 'Asha.Verma@Example.com' }))?.phone).toBe(ASHA)
    expect(await findCustomer({ by: 'phone', phone: '9999999999' })).toBeNull()
    // 9810000002 is carried only unverified by two older e-mail accounts: not a login identifier.
    expect(await findCustomer({ by: 'phone', phone: '9810000002' })).toBeNull()
    const [merged] = await t.f.database.db
      .insert(users)
      .values({ name: 'Gone', email: 'merged.away@example.com', mergedInto: await idOf(ASHA) })
      .returning()
    expect(await findCustomer({ by: 'email', email: merged!.email! })).toBeNull()
  })
})

describe('starting a super-login', () => {
  test('an admin acts as a customer: the session shows the customer, effectiveUserId is theirs, it is audited', async () => {
    const admin = await signedIn(ADMIN)
    const before = await sessionOf(admin)
    expect(before.actingAs).toBeNull()
    expect(effectiveUserId(before)).toBe(before.user.id)

    const result = await t.f.services.superLogin.start(before, { by: 'phone', phone: ASHA })
    expect(result.ok).toBe(true)
    const during = await sessionOf(admin)
    expect(during.user.id).toBe(before.user.id)
    expect(during.actingAs).toMatchObject({ name: 'Asha Verma', phone: ASHA })
    expect(effectiveUserId(during)).toBe(await idOf(ASHA))
    // The session (and its CSRF token) is the same one: nothing rotates.
    expect(during.idHash).toBe(before.idHash)

    const rows = await auditFor('superlogin.start', await idOf(ASHA))
    expect(rows.at(-1)).toMatchObject({ actorUserId: before.user.id, detail: { by: 'phone' } })
  })

  test('customer care may too, by e-mail', async () => {
    const ccare = await signedIn(CCARE)
    const result = await t.f.services.superLogin.start(await sessionOf(ccare), { by: 'email', email: 'asha.verma@example.com' })
    expect(result.ok).toBe(true)
    expect((await sessionOf(ccare)).actingAs?.email).toBe('asha.verma@example.com')
    expect((await auditFor('superlogin.start', await idOf(ASHA))).at(-1)?.detail).toEqual({ by: 'email' })
  })

  test('a customer cannot; staff accounts and oneself are refused; an unknown customer is not found', async () => {
    const asha = await signedIn(ASHA)
    expect(await t.f.services.superLogin.start(await sessionOf(asha), { by: 'phone', phone: '9810000005' })).toEqual({
      ok: false,
      status: 403,
      message: SUPER_LOGIN_TEXTS.notAllowed,
    })
    expect((await sessionOf(asha)).actingAs).toBeNull()

    const adminBrowser = await signedIn(ADMIN)
    const admin = await sessionOf(adminBrowser)
    const refused = async (lookup: Parameters<typeof t.f.services.superLogin.start>[1], message: string) => {
      expect(await t.f.services.superLogin.start(admin, lookup)).toEqual({ ok: false, status: 400, message })
    }
    await refused({ by: 'phone', phone: CCARE }, SUPER_LOGIN_TEXTS.staff)
    await refused({ by: 'email', email: 'ccare@example.com' }, SUPER_LOGIN_TEXTS.staff)
    await refused({ by: 'phone', phone: ADMIN }, SUPER_LOGIN_TEXTS.self)
    await refused({ by: 'phone', phone: '9999999990' }, SUPER_LOGIN_TEXTS.notFound)
    expect((await sessionOf(adminBrowser)).actingAs).toBeNull()
  })

  test('switching customers ends the first one in the audit log', async () => {
    const admin = await signedIn(ADMIN)
    await t.f.services.superLogin.start(await sessionOf(admin), { by: 'phone', phone: ASHA })
    await t.f.services.superLogin.start(await sessionOf(admin), { by: 'phone', phone: '9810000005' })
    expect((await sessionOf(admin)).actingAs?.phone).toBe('9810000005')
    const ended = await auditFor('superlogin.end', await idOf(ASHA))
    expect(ended.at(-1)?.detail).toEqual({ reason: 'switched' })
  })
})

describe('GET /hkadmin/logout', () => {
  test('ends the super-login, audits it and goes home; the staff member stays signed in as themself', async () => {
    const admin = await signedIn(ADMIN)
    const session = await sessionOf(admin)
    await t.f.services.superLogin.start(session, { by: 'phone', phone: ASHA })

    const res = await admin.get('/hkadmin/logout')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    const after = await sessionOf(admin)
    expect(after.idHash).toBe(session.idHash)
    expect(after.actingAs).toBeNull()
    expect(effectiveUserId(after)).toBe(session.user.id)
    const rows = await auditFor('superlogin.end', await idOf(ASHA))
    expect(rows.at(-1)).toMatchObject({ actorUserId: session.user.id, detail: { reason: 'logout' } })
  })

  test('without a super-login (or signed out) it only redirects, and writes nothing', async () => {
    const count = async () => (await t.f.database.db.select().from(auditLog).where(eq(auditLog.action, 'superlogin.end'))).length
    const before = await count()
    const guest = await browserClient(t.f).start()
    expect((await guest.get('/hkadmin/logout')).status).toBe(302)
    const asha = await signedIn(ASHA)
    const res = await asha.get('/hkadmin/logout')
    expect([res.status, res.headers.get('location')]).toEqual([302, '/'])
    expect((await sessionOf(asha)).user.phone).toBe(ASHA)
    expect(await count()).toBe(before)
  })
})
