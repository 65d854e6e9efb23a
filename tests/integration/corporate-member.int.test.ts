import { eq } from 'drizzle-orm'
import { isRouteErrorResponse } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { corporateShell } from '../../app/corporate/shell.server.ts'
import { addDependantAction, dashboardLoader, historyLoader, widgetLoader } from '../../app/corporate/corporate.server.ts'
import { paise } from '../../core/money.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { browserClient } from './browser-client.ts'
import { formPost, pageContext } from './shop.ts'
import type { Db } from '../../server/db/client.ts'
import { corporateDependants, corporateEmployees, patients, users } from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { userOwner, visitorOwner } from '../../server/modules/cart/owner.ts'
import { createEkincareWidget } from '../../server/modules/corporate/ekincare.ts'

// issue 25 §2–3, §7 (decision 065): an account claims its roster row at sign-in by its verified phone or its e-mail,
// never a row another account holds nor one whose cover ended; the corporateDetails cookie and the redirect follow the
// membership; corporate pages answer 404 outside the corporate; dependants where the policy allows (and they become
// patients); the wallet history a keyset page at a time; the partner widget's token.

const NOW = new Date('2026-11-29T10:00:00+05:30')
const ORIGIN = 'http://localhost'
let f: ApiFixture
let db: Db

beforeAll(async () => {
  f = await createApiFixture({ now: () => NOW })
  db = f.database.db
})
afterAll(() => f?.close())

async function account(values: { phone?: string; phoneVerified?: boolean; email?: string; name?: string }) {
  const [u] = await db
    .insert(users)
    .values({
      name: values.name ?? 'Test',
      phone: values.phone ?? null,
      phoneVerified: values.phoneVerified ?? false,
      email: values.email ?? null,
    })
    .returning()
  return u!
}
/** Signs the account in as every sign-in does (the sign-in hooks run); answers the session cookie. */
async function signIn(userId: number): Promise<string> {
  const s = await f.services.sessionStart.start({ userId, previousSessionIdHash: null, visitorId: null })
  csrfOf.set(`sid=${s.token}`, await f.services.sessions.csrfToken({ sessionIdHash: s.idHash }))
  return `sid=${s.token}`
}
const csrfOf = new Map<string, string>()
/** A signed-in write: the session's cookie and its CSRF token. */
const post = (path: string, cookie: string, body?: unknown) =>
  f.request(path, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrfOf.get(cookie)!, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const rowOf = async (code: string) =>
  (await db.select().from(corporateEmployees).where(eq(corporateEmployees.employeeCode, code)))[0]!
const sessionOf = (u: { id: number; name: string | null; phone: string | null; email: string | null }): ActiveSession => ({
  idHash: `test-${u.id}`,
  user: { id: u.id, name: u.name, email: u.email, phone: u.phone, roles: [], isDoctor: false, isMerchant: false },
  actingAs: null,
  expiresAt: new Date('2099-01-01'),
})
async function status(work: () => Promise<unknown>): Promise<number | string> {
  try {
    await work()
    return 'ok'
  } catch (e) {
    if (e instanceof Response) return `${e.status} ${e.headers.get('location') ?? ''}`.trim()
    if (isRouteErrorResponse(e)) return e.status
    if (e && typeof e === 'object' && 'init' in e) return (e as { init: { status: number } }).init.status
    throw e
  }
}

describe('linking at sign-in (a claim, never a merge)', () => {
  test('a verified phone on the roster links the row; the account is its employee', async () => {
    const u = await account({ phone: '9820000001', phoneVerified: true })
    await signIn(u.id)
    const row = await rowOf('ACM-1002')
    expect(row.userId).toBe(u.id)
    expect(row.linkedAt).not.toBeNull()
    expect((await f.services.corporate.membershipOf(u.id))?.corporate.slug).toBe('acme')
  })

  test('the e-mail (always OTP-proven) links too, and the dependants become patients of the account', async () => {
    const [arjun] = await db.select().from(corporateEmployees).where(eq(corporateEmployees.employeeCode, 'ACM-1003'))
    await db.insert(corporateDependants).values({
      employeeId: arjun!.id,
      name: 'Kavya Pillai',
      relation: 'child',
      gender: 'female',
      birthDate: '2016-05-01',
      createdAt: NOW,
    })
    const u = await account({ email: 'Arjun.Pillai@example.com' })
    await signIn(u.id)
    expect((await rowOf('ACM-1003')).userId).toBe(u.id)
    const [dep] = await db.select().from(corporateDependants).where(eq(corporateDependants.employeeId, arjun!.id))
    const [patient] = await db.select().from(patients).where(eq(patients.id, dep!.patientId!))
    expect(patient).toMatchObject({ userId: u.id, name: 'Kavya Pillai', relation: 'child', birthDate: '2016-05-01' })
  })

  test('a row another account holds is not taken over, whatever matches', async () => {
    const holder = (await rowOf('ACM-1003')).userId
    const u = await account({ email: 'arjun.pillai@example.com', phone: '9820000002', phoneVerified: true })
    await signIn(u.id)
    expect((await rowOf('ACM-1003')).userId).toBe(holder)
    expect(await f.services.corporate.membershipOf(u.id)).toBeNull()
  })

  test('an unverified phone links nothing; nor does a row whose cover ended', async () => {
    const unverified = await account({ phone: '9820000003', phoneVerified: false })
    await signIn(unverified.id)
    expect((await rowOf('GLX-01')).userId).toBeNull()
    await db.update(corporateEmployees).set({ coverUntil: '2026-11-28' }).where(eq(corporateEmployees.employeeCode, 'GLX-01'))
    const leaver = await account({ email: 'tara.bose@example.com' })
    await signIn(leaver.id)
    expect((await rowOf('GLX-01')).userId).toBeNull()
    // HR extends the cover: the explicit claim links the already signed-in account.
    await db.update(corporateEmployees).set({ coverUntil: null }).where(eq(corporateEmployees.employeeCode, 'GLX-01'))
    const claimed = await post('/pwa-api/corporate/claim', await signIn(leaver.id))
    expect(claimed.status).toBe(200)
    expect(((await claimed.json()) as { data: { corporate: { slug: string } } }).data.corporate.slug).toBe('globex')
  })

  test('Ravi Menon, the demo employee, is linked by his verified phone', async () => {
    const [ravi] = await db.select().from(users).where(eq(users.email, 'ravi.menon@example.com'))
    await signIn(ravi!.id)
    expect((await rowOf('ACM-1001')).userId).toBe(ravi!.id)
  })
})

describe('the sign-in answer', () => {
  test('carries the corporateDetails cookie of a covered member (the popup goes on to the dashboard), and no other’s', async () => {
    const signInByEmail = async (email: string) => {
      const b = await browserClient(f).start()
      expect((await b.auth('auth/create_token_email', { email })).status).toBe(200)
      const m = (await f.services.outbox.list(50)).find((x) => x.to === email)
      const res = await b.auth('auth/verify_token_email', { email, verification_token: m!.otp })
      expect(res.status).toBe(200)
      return res.setCookies.filter((c) => c.startsWith('corporateDetails='))
    }
    const [cookie] = await signInByEmail('ravi.menon@example.com')
    expect(cookie).toMatch(/^corporateDetails=%7B%22redirect_url%22%3A%22%2Fcorporate%2Facme%22/)
    await account({ email: 'plain.corporate.test@example.com' })
    expect(await signInByEmail('plain.corporate.test@example.com')).toEqual([])
  })
})

describe('the shell: the corporateDetails cookie and the redirect', () => {
  const req = (path: string) => new Request(`${ORIGIN}${path}`)
  test('a covered member gets the cookie, is redirected from the home page and not from the exceptions', async () => {
    const [u] = await db
      .select()
      .from(users)
      .where(eq(users.id, (await rowOf('ACM-1002')).userId!))
    const cookies: Record<string, string> = {}
    const set = await corporateShell(req('/cart'), cookies, sessionOf(u!), f.services)
    expect(set).toMatch(/^corporateDetails=%7B%22redirect_url%22%3A%22%2Fcorporate%2Facme%22.*Path=\//)
    expect(JSON.parse(decodeURIComponent(cookies.corporateDetails!))).toEqual({
      redirect_url: '/corporate/acme',
      logo_url: '/corporate-logos/acme.svg',
    })
    for (const path of [
      '/corporate/acme',
      '/corporate/member-list',
      '/order-payment',
      '/staff/orders',
      '/online-doctor-consultation/x',
    ]) {
      expect(await status(() => corporateShell(req(path), { ...cookies }, sessionOf(u!), f.services)), path).toBe('ok')
    }
    for (const path of ['/', '/labs', '/drugs/dolo-650-74467.data']) {
      expect(await status(() => corporateShell(req(path), { ...cookies }, sessionOf(u!), f.services)), path).toBe(
        '302 /corporate/acme',
      )
    }
  })

  test('a guest or a plain customer with a stale cookie has it cleared and stays; cover ending clears it', async () => {
    const stale = { corporateDetails: encodeURIComponent('{"redirect_url":"/corporate/acme"}') }
    expect(await corporateShell(req('/'), { ...stale }, null, f.services)).toMatch(/^corporateDetails=; Max-Age=0/)
    const plain = await account({ phone: '9710200001', phoneVerified: true })
    expect(await corporateShell(req('/'), { ...stale }, sessionOf(plain), f.services)).toMatch(/^corporateDetails=; Max-Age=0/)
    const row = await rowOf('ACM-1002')
    const [u] = await db.select().from(users).where(eq(users.id, row.userId!))
    await db.update(corporateEmployees).set({ coverUntil: '2026-11-28' }).where(eq(corporateEmployees.id, row.id))
    expect(await corporateShell(req('/'), { ...stale }, sessionOf(u!), f.services)).toMatch(/^corporateDetails=; Max-Age=0/)
    await db.update(corporateEmployees).set({ coverUntil: null }).where(eq(corporateEmployees.id, row.id))
  })
})

describe('corporate pages and calls: 404 outside the corporate', () => {
  test('another corporate’s slug, a plain customer and a guest', async () => {
    const sunita = (await rowOf('ACM-1002')).userId!
    const ctx = (userId: number | null) =>
      pageContext(
        f,
        userId ? userOwner(userId) : visitorOwner('v'.repeat(32)),
        userId ? sessionOf({ id: userId, name: 'x', phone: null, email: null }) : null,
      )
    expect(await status(() => dashboardLoader(ctx(sunita), req2('/corporate/acme'), 'acme'))).toBe('ok')
    expect(await status(() => dashboardLoader(ctx(sunita), req2('/corporate/globex'), 'globex'))).toBe(404)
    expect(await status(() => dashboardLoader(ctx(sunita), req2('/corporate/nope'), 'nope'))).toBe(404)
    const plain = await account({ phone: '9710200002', phoneVerified: true })
    expect(await status(() => dashboardLoader(ctx(plain.id), req2('/corporate/acme'), 'acme'))).toBe(404)
    expect(await status(() => historyLoader(ctx(plain.id), req2('/corporate/wallet/transaction-history')))).toBe(404)
    expect(await status(() => widgetLoader(ctx(plain.id), req2('/corporate/widget/ekincare')))).toBe(404)
    expect(await status(() => dashboardLoader(ctx(null), req2('/corporate/acme'), 'acme'))).toBe(
      '302 /?login=true&followup=%2Fcorporate%2Facme',
    )
    const me = await f.json('/pwa-api/corporate/me', { headers: { cookie: await signIn(plain.id) } })
    expect(me.status).toBe(404)
    expect((await f.json('/pwa-api/corporate/me')).status).toBe(401)
  })
})
const req2 = (path: string) => new Request(`${ORIGIN}${path}`)

describe('dependants', () => {
  test('self-only cover is refused with the reason; a family cover adds one, once, as a patient too', async () => {
    const sunitaCookie = await signIn((await rowOf('ACM-1002')).userId!)
    const body = { name: 'Meera Das', relation: 'parent', gender: 'female', birth_date: '1960-03-01' }
    const refused = await post('/pwa-api/corporate/dependants', sunitaCookie, body)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toMatch(/for yourself only/)

    const arjunId = (await rowOf('ACM-1003')).userId!
    const cookie = await signIn(arjunId)
    const add = () =>
      post('/pwa-api/corporate/dependants', cookie, {
        name: 'Devi Pillai',
        relation: 'spouse',
        gender: 'female',
        birth_date: '1987-07-07',
      })
    const first = await add()
    expect(first.status).toBe(201)
    const added = ((await first.json()) as { data: { member: { patient_id: number; health_check: string } } }).data.member
    expect(added.health_check).toBe('not_booked')
    expect(added.patient_id).toBeGreaterThan(0)
    await add() // a retry: the same person, written once
    const rows = await db.select().from(corporateDependants).where(eq(corporateDependants.name, 'Devi Pillai'))
    expect(rows).toHaveLength(1)
    const second = await post('/pwa-api/corporate/dependants', cookie, {
      name: 'Other Spouse',
      relation: 'spouse',
      gender: 'female',
      birth_date: '1987-07-08',
    })
    expect(second.status).toBe(400)
    const bad = await post('/pwa-api/corporate/dependants', cookie, {
      name: 'Baby',
      relation: 'child',
      gender: 'x',
      birth_date: '2099-01-01',
    })
    expect(bad.status).toBe(400)
    // The page's form says the same as the call, beside the form.
    const ctx = pageContext(f, userOwner(arjunId), sessionOf({ id: arjunId, name: 'Arjun', phone: null, email: null }))
    const refusal = await addDependantAction(
      ctx,
      formPost(`${ORIGIN}/corporate/member-list`, {
        name: 'Another Spouse',
        relation: 'spouse',
        gender: 'female',
        birth_date: '1980-01-01',
      }),
    )
    expect(refusal).toMatchObject({ data: { ok: false, message: 'A spouse is already on your cover.' } })
  })
})

describe('the wallet history', () => {
  test('keyset pages, newest first, each entry with its sub-wallet; the last page has no next', async () => {
    const row = await rowOf('ACM-1003')
    await db.transaction(async (tx) => {
      for (let i = 1; i <= 30; i++) {
        await f.services.corporateWallet.credit(tx, {
          corporateId: row.corporateId,
          employeeId: row.id,
          benefit: 'consultation',
          amount: paise(100 * i),
          kind: 'top_up',
          reference: `test:${i}`,
          note: `Top-up ${i}`,
        })
      }
    })
    const cookie = await signIn(row.userId!)
    const p1 = await f.json('/pwa-api/corporate/wallet/transactions?limit=20', { headers: { cookie } })
    expect(p1.status).toBe(200)
    expect(p1.body.data.transactions).toHaveLength(20)
    expect(p1.body.data.transactions[0]).toMatchObject({
      note: 'Top-up 30',
      amount: 30,
      benefit: 'consultation',
      kind: 'top_up',
      order_number: null,
    })
    const p2 = await f.json(`/pwa-api/corporate/wallet/transactions?limit=20&before=${p1.body.data.next_before}`, {
      headers: { cookie },
    })
    // 30 top-ups and the 3 seeded ones: 13 left.
    expect(p2.body.data.transactions).toHaveLength(13)
    expect(p2.body.data.next_before).toBeNull()
    expect((await f.json('/pwa-api/corporate/wallet/transactions?limit=51', { headers: { cookie } })).status).toBe(400)
  })
})

describe('the partner widget’s token', () => {
  test('signed for 5 minutes, refused when changed or expired; unset URL: not configured', async () => {
    let now = NOW
    const w = createEkincareWidget({
      url: 'https://widget.example.com/embed?x=1',
      key: async () => 'k'.repeat(32),
      now: () => now,
    })
    const frame = (await w.frameFor({ sub: 'ACM-1001', corp: 'acme', name: 'Ravi Menon' }))!
    expect(frame.origin).toBe('https://widget.example.com')
    const token = new URL(frame.src).searchParams.get('token')!
    expect(await w.verify(token)).toMatchObject({ sub: 'ACM-1001', corp: 'acme' })
    expect(await w.verify(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBeNull()
    now = new Date(NOW.getTime() + 5 * 60_000 + 1000)
    expect(await w.verify(token)).toBeNull()
    expect(
      await createEkincareWidget({ url: undefined, key: async () => 'k', now: () => NOW }).frameFor({
        sub: 'a',
        corp: 'b',
        name: 'c',
      }),
    ).toBeNull()
  })

  test('the stand-in partner page verifies the app’s own token', async () => {
    const token = await f.services.ekincareWidget.sign({ sub: 'ACM-1001', corp: 'acme', name: 'Ravi Menon' })
    const ok = await f.request(`/__dev/ekincare-widget?token=${token}`)
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('Health widget for Ravi Menon (ACM-1001, acme): token verified.')
    expect((await f.request('/__dev/ekincare-widget?token=x.y')).status).toBe(400)
  })
})
