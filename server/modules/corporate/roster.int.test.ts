import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../../core/auth/paths.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import type { Db } from '../../db/client.ts'
import {
  auditLog,
  corporateAdmins,
  corporateDependants,
  corporateEmployees,
  corporateHealthChecks,
  corporates,
  corporateWalletEntries,
  users,
} from '../../db/schema.ts'
import type { CorporateRow } from './service.ts'

// issue 25 §1, §8 (decision 066): the HR console's server. The roster import is all or nothing and upserts by
// employee id without deleting; cover ends on a date; the policy per year; a top-up keyed by the client credits once;
// utilisation sums the ledger by month and benefit; completion counts health checks by status; and every call answers
// 404 to another corporate's HR, a plain customer and a guest.

let f: ApiFixture
let db: Db
let acme: CorporateRow
let hrId: number
let hr: BrowserClient
let globexHr: BrowserClient
let plain: BrowserClient
const BASE = '/pwa-api/corporate/acme/admin'

const cookieOf = (b: BrowserClient) => [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ')

async function signedIn(phone: string): Promise<BrowserClient> {
  const b = await browserClient(f).start()
  expect((await b.auth(P.createToken, { number: phone })).status).toBe(200)
  const m = (await f.services.outbox.list(50)).find((x) => x.to === phone)
  const res = await b.auth(P.verifyToken, { number: phone, verification_token: m!.otp })
  expect(res.status).toBe(200)
  return b
}

function upload(b: BrowserClient, csv: string) {
  const form = new FormData()
  form.append('roster', new File([csv], 'roster.csv', { type: 'text/csv' }))
  return f.app.request(`${BASE}/roster/import`, {
    method: 'POST',
    headers: { cookie: cookieOf(b), 'x-csrf-token': b.csrf ?? '' },
    body: form,
  })
}

beforeAll(async () => {
  f = await createApiFixture({ now: () => new Date('2026-11-29T10:00:00+05:30') })
  db = f.database.db
  acme = (await f.services.corporate.bySlug('acme'))!
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000014'))
  hrId = u!.id
  hr = await signedIn('9810000014')
  globexHr = await signedIn('9810000016')
  plain = await signedIn('9810000001')
})
afterAll(() => f?.close())

const HEAD = 'employee_id,name,gender,date_of_birth,work_email,phone,coverage,relation'

describe('the roster import', () => {
  test('a file with a bad row imports nothing and names each bad line with its reason', async () => {
    const before = await db.select().from(corporateEmployees).where(eq(corporateEmployees.corporateId, acme.id))
    const res = await upload(
      hr,
      [
        HEAD,
        'ACM-2001,Neha Kapoor,female,1992-03-04,neha@acme.example.com,9710200001,self,',
        'ACM-2002,,male,,,9710200002,self,',
        'ACM-2003,Vikram Rao,male,,,12345,gold,',
      ].join('\n'),
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; problems: unknown; message: string }
    expect(body.code).toBe('roster_invalid')
    expect(body.message).toBe('2 rows of the file need fixing; nothing was imported')
    expect(body.problems).toEqual([
      { line: 3, reason: 'Name is missing' },
      { line: 4, reason: expect.stringMatching(/Unknown coverage "gold".*; Bad phone "12345"/) },
    ])
    const after = await db.select().from(corporateEmployees).where(eq(corporateEmployees.corporateId, acme.id))
    expect(after).toHaveLength(before.length)
  })

  test('a good file adds and updates by employee id, adds dependants, and deletes no one', async () => {
    const res = await upload(
      hr,
      [
        HEAD,
        'ACM-2001,Neha Kapoor,female,04/03/1992,neha@acme.example.com,+91 97102 00001,self_and_family,',
        'ACM-2001,Arav Kapoor,male,2019-07-01,,,,child',
        // Sunita's row, her name corrected; Ravi and Arjun are not in the file and stay.
        'ACM-1002,Sunita Das Gupta,female,1991-09-03,sunita.das@example.com,9820000001,self,',
      ].join('\r\n'),
    )
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: unknown }).data).toEqual({ rows: 3, created: 1, updated: 1, dependants_added: 1 })
    const rows = await db.select().from(corporateEmployees).where(eq(corporateEmployees.corporateId, acme.id))
    expect(rows.map((r) => r.employeeCode).sort()).toEqual(['ACM-1001', 'ACM-1002', 'ACM-1003', 'ACM-2001'])
    const neha = rows.find((r) => r.employeeCode === 'ACM-2001')!
    expect(neha).toMatchObject({
      phone: '9710200001',
      birthDate: '1992-03-04',
      coverage: 'self_and_family',
      coverFrom: '2026-11-29',
    })
    expect(rows.find((r) => r.employeeCode === 'ACM-1002')!.name).toBe('Sunita Das Gupta')
    const kids = await db.select().from(corporateDependants).where(eq(corporateDependants.employeeId, neha.id))
    expect(kids.map((k) => [k.name, k.relation])).toEqual([['Arav Kapoor', 'child']])
    // The same file again: nothing new.
    const again = await upload(
      hr,
      [HEAD, 'ACM-2001,Neha Kapoor,female,1992-03-04,,9710200001,self_and_family,', 'ACM-2001,Arav Kapoor,male,,,,,child'].join(
        '\n',
      ),
    )
    expect(((await again.json()) as { data: unknown }).data).toEqual({ rows: 2, created: 0, updated: 1, dependants_added: 0 })
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'corporate.roster.import'), eq(auditLog.actorUserId, hrId)))
    expect(audit).toBeDefined()
  })

  test('the roster page searches and pages; the export has each employee then their dependants', async () => {
    const page = (await hr.get(`${BASE}/roster?q=kapoor`)).body as {
      data: { total: number; employees: { employee_id: string; dependants: number }[] }
    }
    expect(page.data.total).toBe(1)
    expect(page.data.employees[0]).toMatchObject({ employee_id: 'ACM-2001', dependants: 1, covered: true, linked: false })
    const csv = await (await f.app.request(`${BASE}/exports/roster.csv`, { headers: { cookie: cookieOf(hr) } })).text()
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('employee_id,name,gender,date_of_birth,work_email,phone,coverage,cover_from,cover_until,relation')
    const at = lines.findIndex((l) => l.startsWith('ACM-2001,Neha Kapoor'))
    expect(lines[at + 1]).toBe('ACM-2001,Arav Kapoor,male,,,,,,,child')
  })
})

describe('roster edits', () => {
  test('add, edit, and end cover on a date (not before it began); a duplicate employee id is refused', async () => {
    const added = await hr.post(`${BASE}/employees`, {
      employee_id: 'ACM-2100',
      name: 'Kabir Shah',
      phone: '9710200100',
      coverage: 'self',
      cover_from: '2026-01-01',
    })
    expect(added.status).toBe(201)
    const id = (added.body as { data: { id: number } }).data.id
    const dup = await hr.post(`${BASE}/employees`, {
      employee_id: 'ACM-2100',
      name: 'Kabir Two',
      phone: '9710200101',
      coverage: 'self',
    })
    expect(dup.status).toBe(409)
    const edited = await hr.call('PUT', `${BASE}/employees/${id}`, {
      employee_id: 'ACM-2100',
      name: 'Kabir Shah',
      phone: '9710200100',
      work_email: 'KABIR@example.com',
      coverage: 'self_and_family',
    })
    expect((edited.body as { data: unknown }).data).toMatchObject({
      work_email: 'kabir@example.com',
      coverage: 'self_and_family',
    })
    const early = await hr.post(`${BASE}/employees/${id}/end-cover`, { cover_until: '2025-12-31' })
    expect(early.status).toBe(400)
    const ended = await hr.post(`${BASE}/employees/${id}/end-cover`, { cover_until: '28/11/2026' })
    expect((ended.body as { data: unknown }).data).toMatchObject({ cover_until: '2026-11-28', covered: false })
    // A later upload of the same employee does not bring their cover back.
    await upload(hr, [HEAD, 'ACM-2100,Kabir Shah,male,,,9710200100,self,'].join('\n'))
    const [row] = await db.select().from(corporateEmployees).where(eq(corporateEmployees.id, id))
    expect(row!.coverUntil).toBe('2026-11-28')
    // Restore cover (decision 072): not once the last day has passed (today is 29/11/2026) …
    const late = await hr.post(`${BASE}/employees/${id}/restore-cover`, {})
    expect(late.status).toBe(400)
    expect((late.body as { message: string }).message).toBe(
      'Kabir Shah’s cover ended on 2026-11-28; an ended cover cannot be restored',
    )
    // … but an end still to come is undone, and a retry changes nothing.
    await hr.post(`${BASE}/employees/${id}/end-cover`, { cover_until: '31/12/2026' })
    const restored = await hr.post(`${BASE}/employees/${id}/restore-cover`, {})
    expect(restored.status).toBe(200)
    expect((restored.body as { data: unknown }).data).toMatchObject({ cover_until: null, covered: true })
    const again = await hr.post(`${BASE}/employees/${id}/restore-cover`, {})
    expect((again.body as { data: unknown }).data).toMatchObject({ cover_until: null, covered: true })
    const [back] = await db.select().from(corporateEmployees).where(eq(corporateEmployees.id, id))
    expect(back!.coverUntil).toBeNull()
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'corporate.employee.restore_cover'))
    expect(audit).toHaveLength(1)
    // Nobody but the corporate's HR: a customer gets the same 404 as for a missing corporate.
    expect((await plain.post(`${BASE}/employees/${id}/restore-cover`, {})).status).toBe(404)
    expect((await globexHr.post(`${BASE}/employees/${id}/restore-cover`, {})).status).toBe(404)
    // Kabir leaves after all (the top-up tests below count him out).
    await hr.post(`${BASE}/employees/${id}/end-cover`, { cover_until: '28/11/2026' })
  })
})

describe('policy, top-ups and figures', () => {
  test('the policy of a year is set and read back; a health check package must be a package', async () => {
    const body = { pharmacy: 4000, labs: 6000.5, consultation: 0, family_cover: false, health_check_for: 'employee' }
    const set = await hr.call('PUT', `${BASE}/policies/2027`, body)
    expect(set.status).toBe(200)
    expect((await hr.get(`${BASE}/policies/2027`)).body).toMatchObject({
      data: { year: 2027, pharmacy: 4000, labs: 6000.5, consultation: 0, family_cover: false, health_check_test_id: null },
    })
    const bad = await hr.call('PUT', `${BASE}/policies/2027`, { ...body, health_check_test_id: 999999 })
    expect(bad.status).toBe(400)
    const family = await hr.call('PUT', `${BASE}/policies/2027`, { ...body, health_check_for: 'employee_and_family' })
    expect(family.status).toBe(400)
  })

  test('a top-up for all covered employees credits each once; the same key again credits nothing', async () => {
    const covered = (await db.select().from(corporateEmployees).where(eq(corporateEmployees.corporateId, acme.id))).filter(
      (e) => e.coverUntil === null || e.coverUntil >= '2026-11-29',
    )
    const body = { target: 'all', pharmacy: 1000, labs: 250.5 }
    const key = { 'idempotency-key': 'hr-topup-0001' }
    const first = await hr.post(`${BASE}/top-ups`, body, key)
    expect(first.body).toMatchObject({
      data: {
        employees: covered.length,
        credited: { pharmacy: 1000 * covered.length, labs: 250.5 * covered.length, consultation: 0 },
        replayed: false,
      },
    })
    const again = await hr.post(`${BASE}/top-ups`, body, key)
    expect(again.body).toMatchObject({ data: { replayed: true, credited: { pharmacy: 0, labs: 0 } } })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const entries = await db
      .select()
      .from(corporateWalletEntries)
      .where(and(eq(corporateWalletEntries.corporateId, acme.id), eq(corporateWalletEntries.reference, 'topup:hr-topup-0001')))
    expect(entries).toHaveLength(covered.length * 2)
    const none = await hr.post(`${BASE}/top-ups`, { target: 'all' }, { 'idempotency-key': 'hr-topup-0002' })
    expect(none.status).toBe(400)
    const noKey = await hr.post(`${BASE}/top-ups`, body)
    expect(noKey.status).toBe(400)
    const ended = await hr.post(
      `${BASE}/top-ups`,
      { target: 'one', employee_id: 'ACM-2100', pharmacy: 10 },
      { 'idempotency-key': 'hr-topup-0003' },
    )
    expect(ended.status).toBe(400)
  })

  test('utilisation sums the ledger by month and benefit; completion counts health checks by status', async () => {
    const [sunita] = await db.select().from(corporateEmployees).where(eq(corporateEmployees.employeeCode, 'ACM-1002'))
    await db.transaction((tx) =>
      f.services.corporateWallet.debit(tx, {
        corporateId: acme.id,
        employeeId: sunita!.id,
        benefit: 'pharmacy',
        amount: 45_000 as never,
        kind: 'payment',
        reference: 'order:util-1',
        note: 'test',
      }),
    )
    const u = (await hr.get(`${BASE}/utilisation?year=2026`)).body as {
      data: { rows: { month: string; benefit: string; spent: number; topped_up: number }[] }
    }
    const nov = u.data.rows.find((r) => r.month === '2026-11' && r.benefit === 'pharmacy')!
    expect(nov.spent).toBe(450)
    expect(nov.topped_up).toBeGreaterThanOrEqual(1000)
    const csv = await (
      await f.app.request(`${BASE}/exports/utilisation.csv?year=2026`, { headers: { cookie: cookieOf(hr) } })
    ).text()
    expect(csv).toContain('2026-11,Medicines,')

    await db.insert(corporateHealthChecks).values([
      {
        corporateId: acme.id,
        employeeId: sunita!.id,
        year: 2026,
        orderId: 1,
        status: 'report_ready',
        channel: 'corporate_labs',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ])
    const hc = (await hr.get(`${BASE}/health-checks?year=2026`)).body as { data: Record<string, number> }
    expect(hc.data).toMatchObject({ year: 2026, report_ready: 1, booked: 0 })
    expect(hc.data.eligible).toBeGreaterThanOrEqual(4)
    expect(hc.data.not_booked).toBe(hc.data.eligible! - 1)
    expect(JSON.stringify(hc.data)).not.toMatch(/Sunita|report_url|diagnos/i)
  })
})

describe('only the corporate’s HR', () => {
  test.each([
    ['another corporate’s HR', () => globexHr],
    ['a plain customer', () => plain],
  ])('%s gets 404 from every call', async (_, who) => {
    const b = who()
    for (const path of ['roster', 'utilisation', 'health-checks', 'policies/2026', 'exports/roster.csv', 'employees/1']) {
      const res = await b.get(`${BASE}/${path}`)
      expect(res.status, path).toBe(404)
    }
    expect((await b.post(`${BASE}/top-ups`, { target: 'all', pharmacy: 1 }, { 'idempotency-key': 'steal-0001' })).status).toBe(
      404,
    )
    expect((await upload(b, `${HEAD}\nX-1,Mallory Evil,,,,9710299999,self,`)).status).toBe(404)
    const [row] = await db.select().from(corporateEmployees).where(eq(corporateEmployees.employeeCode, 'X-1'))
    expect(row).toBeUndefined()
  })

  test('a guest gets 404; Globex HR sees its own roster', async () => {
    expect((await (await browserClient(f).start()).get(`${BASE}/roster`)).status).toBe(404)
    const own = await globexHr.get('/pwa-api/corporate/globex/admin/roster')
    expect(own.status).toBe(200)
    expect(JSON.stringify(own.body)).not.toContain('ACM-')
  })
})

describe('the operator', () => {
  test('creates a corporate (a taken slug refused), adds and removes an HR admin by phone or e-mail, audited', async () => {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000008'))
    const op = f.services.corporateOperator
    const row = await op.create(admin!.id, { slug: 'initech', name: 'Initech', logo_url: 'https://example.com/logo.svg' })
    await expect(op.create(admin!.id, { slug: 'initech', name: 'Again' })).rejects.toMatchObject({ status: 409 })
    await op.addAdmin(admin!.id, 'initech', 'hr.acme@example.com')
    await op.addAdmin(admin!.id, 'initech', '+91 98100 00014')
    await expect(op.addAdmin(admin!.id, 'initech', 'nobody@example.com')).rejects.toMatchObject({ status: 400 })
    const listed = (await op.list()).find((c) => c.slug === 'initech')!
    expect(listed.admins.map((a) => a.userId)).toEqual([hrId])
    await op.removeAdmin(admin!.id, 'initech', hrId)
    expect(await db.select().from(corporateAdmins).where(eq(corporateAdmins.corporateId, row.id))).toEqual([])
    const audits = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorUserId, admin!.id))
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['corporate.create', 'corporate.admin.add', 'corporate.admin.remove']),
    )
  })

  test('the development route makes a corporate with this year’s policy and its HR', async () => {
    const res = await f.app.request('/__dev/corporates', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'dev-corp', name: 'Dev Corp', hr_phone: '9810000001' }),
    })
    expect(res.status).toBe(201)
    const dev = (await f.services.corporate.bySlug('dev-corp'))!
    expect(await f.services.corporate.policyFor(dev.id, 2026)).toMatchObject({ familyCover: true })
    expect((await plain.get('/pwa-api/corporate/dev-corp/admin/roster')).status).toBe(200)
    const [c] = await db.select().from(corporates).where(eq(corporates.slug, 'dev-corp'))
    expect(c!.demo).toBe(false)
  })
})
