import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { consoleAction, consoleLoader } from '../../app/corporate-admin/console.server.ts'
import { operatorAction, operatorLoader } from '../../app/corporate-admin/operator.server.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { formPost, pageContext } from './shop.ts'
import { auditLog, corporateAdmins, users } from '../../server/db/schema.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'

// issue 25 §1, §8 (decision 066): the pages' server side as the server process calls it. /staff/corporates for
// ROLE_ADMIN only (customer care and customers get the 404 page), its forms creating a corporate and naming its HR;
// /corporate/{slug}/admin for the corporate's HR only, its upload refused with each bad row's line and reason.

const ORIGIN = 'http://localhost'
let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture({ now: () => new Date('2026-11-29T10:00:00+05:30') })
})
afterAll(() => f?.close())

const sessionOf = (id: number, roles: string[] = []) => ({
  idHash: `corp-page-${id}-${roles.join('-')}`,
  user: { id, name: 'Someone', email: null, phone: '9810000099', roles, isDoctor: false, isMerchant: false },
  actingAs: null,
  expiresAt: new Date('2099-01-01'),
})
const contextOf = (id: number, roles: string[] = []) => pageContext(f, { kind: 'user', userId: id }, sessionOf(id, roles))

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const answer = await run()
    if (answer instanceof Response) return answer.status
  } catch (error) {
    if (error instanceof Response) return error.status
    const init = (error as { init?: { status?: number } | null }).init
    if (init?.status) return init.status
    throw error
  }
  return 200
}

async function idOf(phone: string): Promise<number> {
  const [u] = await f.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  return u!.id
}

describe('/staff/corporates', () => {
  const PAGE = `${ORIGIN}/staff/corporates`

  test('an admin creates a corporate and adds its HR by e-mail, audited; a taken slug is refused on its field', async () => {
    const adminId = await idOf('9810000008')
    const admin = contextOf(adminId, ['ROLE_ADMIN'])
    const before = await operatorLoader(new Request(PAGE), admin)
    expect(before.corporates.map((c) => c.slug)).toEqual(expect.arrayContaining(['acme', 'globex']))
    expect(
      await statusOf(() => operatorAction(formPost(PAGE, { intent: 'create', slug: 'Umbrella', name: 'Umbrella' }), admin)),
    ).toBe(303)
    const refused = await operatorAction(formPost(PAGE, { intent: 'create', slug: 'Bad Slug', name: 'Umbrella' }), admin)
    expect(refused).toMatchObject({ data: { field: 'slug', intent: 'create' } })
    expect(
      await statusOf(() =>
        operatorAction(formPost(PAGE, { intent: 'create', slug: 'umbrella-corp', name: 'Umbrella Corp' }), admin),
      ),
    ).toBe(303)
    const taken = await operatorAction(formPost(PAGE, { intent: 'create', slug: 'umbrella-corp', name: 'Again' }), admin)
    expect(taken).toMatchObject({ data: { message: 'The slug umbrella-corp is taken', field: 'slug' } })
    expect(
      await statusOf(() =>
        operatorAction(formPost(PAGE, { intent: 'add_admin', slug: 'umbrella-corp', account: 'hr.globex@example.com' }), admin),
      ),
    ).toBe(303)
    const nobody = await operatorAction(
      formPost(PAGE, { intent: 'add_admin', slug: 'umbrella-corp', account: '9000000000' }),
      admin,
    )
    expect(nobody).toMatchObject({ data: { message: 'No account has this phone or e-mail', slug: 'umbrella-corp' } })
    const after = await operatorLoader(new Request(PAGE), admin)
    const umbrella = after.corporates.find((c) => c.slug === 'umbrella-corp')!
    expect(umbrella.admins.map((a) => a.email)).toEqual(['hr.globex@example.com'])
    const audits = await f.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, adminId))
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['corporate.create', 'corporate.admin.add']))
  })

  test('customer care and a customer get the 404 page', async () => {
    expect(await statusOf(() => operatorLoader(new Request(PAGE), contextOf(1, ['ROLE_CCARE'])))).toBe(404)
    expect(await statusOf(() => operatorLoader(new Request(PAGE), contextOf(1)))).toBe(404)
    expect(
      await statusOf(() =>
        operatorAction(formPost(PAGE, { intent: 'create', slug: 'x', name: 'X Ltd' }), contextOf(1, ['ROLE_CCARE'])),
      ),
    ).toBe(404)
  })
})

describe('/corporate/{slug}/admin', () => {
  const PAGE = `${ORIGIN}/corporate/acme/admin`

  test('Acme’s HR sees the console; a bad upload answers each bad row’s line and reason', async () => {
    const hr = contextOf(await idOf('9810000014'))
    const page = await consoleLoader(new Request(PAGE), hr, 'acme')
    expect(page.corporate.name).toBe('Acme Technologies')
    expect(page.roster.employees.map((e) => e.employee_id)).toEqual(expect.arrayContaining(['ACM-1001']))
    expect(page.policy).toMatchObject({ pharmacy: 3000, family_cover: true })
    const form = new FormData()
    form.set('intent', 'upload')
    form.set(
      'roster',
      new File(['employee_id,name,phone,coverage\nP-1,Meera Page,9710900001,self\nP-2,Ravi Page,bad,self\n'], 'r.csv'),
    )
    const refused = await consoleAction(new Request(PAGE, { method: 'POST', body: form }), hr, 'acme')
    expect(refused).toMatchObject({
      data: { intent: 'upload', problemCount: 1, problems: [{ line: 3, reason: expect.stringContaining('Bad phone "bad"') }] },
    })
  })

  test('HR sends a covered employee a self-serve link from the roster: shown once with its expiry, it opens the booking', async () => {
    const hr = contextOf(await idOf('9810000014'))
    const page = await consoleLoader(new Request(`${PAGE}?q=Ravi`), hr, 'acme')
    const ravi = page.roster.employees.find((e) => e.name === 'Ravi Menon')!
    expect(ravi.covered).toBe(true)
    const made = await consoleAction(formPost(PAGE, { intent: 'link', id: ravi.id }), hr, 'acme')
    expect(made).toMatchObject({
      data: { ok: true, intent: 'link', id: ravi.id, name: 'Ravi Menon', expires_at: '2026-11-29T10:30:00.000Z' },
      init: { headers: { 'Cache-Control': 'no-store' } },
    })
    const url = new URL((made as unknown as { data: { url: string } }).data.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/corporate/self-serve/login`)
    const opened = await f.services.corporateSelfServe.open(url.searchParams.get('token')!)
    expect(opened).toMatchObject({ state: 'valid', link: { purpose: 'booking', employeeId: ravi.id } })
    // Another link each time (only the hash is kept, so a lost link is replaced, never shown again).
    const again = await consoleAction(formPost(PAGE, { intent: 'link', id: ravi.id }), hr, 'acme')
    expect((again as unknown as { data: { url: string } }).data.url).not.toBe(url.href)
    // A bad id is refused on the page; another corporate's HR gets the 404 page.
    expect(await consoleAction(formPost(PAGE, { intent: 'link', id: 'x' }), hr, 'acme')).toMatchObject({
      data: { ok: false, intent: 'link' },
      init: { status: 400 },
    })
    const globex = contextOf(await idOf('9810000016'))
    expect(await statusOf(() => consoleAction(formPost(PAGE, { intent: 'link', id: ravi.id }), globex, 'acme'))).toBe(404)
  })

  test('Globex’s HR, a customer and a missing slug get the 404 page; a guest is sent to sign in', async () => {
    const globex = contextOf(await idOf('9810000016'))
    expect(await statusOf(() => consoleLoader(new Request(PAGE), globex, 'acme'))).toBe(404)
    expect(
      await statusOf(() => consoleAction(formPost(PAGE, { intent: 'topup', target: 'all', pharmacy: 1 }), globex, 'acme')),
    ).toBe(404)
    const customer = contextOf(await idOf('9810000001'))
    expect(await statusOf(() => consoleLoader(new Request(PAGE), customer, 'acme'))).toBe(404)
    expect(await statusOf(() => consoleLoader(new Request(PAGE), globex, 'no-such'))).toBe(404)
    const guest = pageContext(f, visitorOwner('c'.repeat(32)), null)
    expect(await statusOf(() => consoleLoader(new Request(PAGE), guest, 'acme'))).toBe(303)
    expect(await f.database.db.select().from(corporateAdmins)).not.toHaveLength(0)
  })
})
