import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import { seededCatalog, shop, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import {
  consentEvents,
  dataExports,
  jobs,
  outboxMessages,
  patients,
  prescriptionFiles,
  prescriptions,
  reviews,
} from '../../db/schema.ts'
import { createLogger } from '../../lib/logger.ts'
import { EXPORT_JSON_FILES } from './export-gather.ts'
import { createDataExportService, exportBuildKey, exportExpireKey } from './export-service.ts'
import { readZip } from './export-zip.ts'

// 'Download my data' (issue 26 §6; decision 080) on a seeded database (PGlite here, PostgreSQL with TEST_DATABASE_URL):
// the archive holds every part with the owner's rows and files and nobody else's; only the owner reads or downloads
// it (another account: 404); one in preparation at a time, the same key answers the same archive, once a day after a
// ready one; offered 7 days (a fake clock), then the sweep deletes its parts; a build that fails leaves no part behind.

let clock = new Date('2026-11-30T10:00:00Z')
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms))
const HOUR = 3_600_000
const DAY = 24 * HOUR
let f: ApiFixture
let db: Db
const people = shop(() => f, { prefix: '73280', name: 'Export Tester' })
const catalog = seededCatalog(() => db)
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('a prescription scan'), 0xff, 0xd9])
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

let owner: Shopper
let other: Shopper
let ownerClient: BrowserClient
let otherClient: BrowserClient
let orderNumber: string
let rxKey: string

async function signedIn(c: Shopper): Promise<BrowserClient> {
  const session = await f.services.sessions.create(c.userId)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return browser
}

const text = (b: Uint8Array | undefined) => new TextDecoder().decode(b)
const jsonOf = (files: Map<string, Uint8Array>, name: string) => JSON.parse(text(files.get(name))) as any

async function ask(client: BrowserClient, key: string) {
  return client.call('POST', '/pwa-api/api/v1/data-exports', undefined, { 'idempotency-key': key })
}

async function runBuild(id: number) {
  return f.services.jobRunner.runDueAt(clock, { keyPrefixes: [exportBuildKey(id)] })
}

/** The archive's bytes as a browser gets them (the test client reads answers as text). */
async function download(client: BrowserClient, id: number) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')
  return f.app.request(`/pwa-api/api/v1/data-exports/${id}/archive`, { headers: cookie ? { cookie } : {} })
}

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  await catalog.load()
  owner = await people.customer()
  other = await people.customer()
  ownerClient = await signedIn(owner)
  otherClient = await signedIn(other)
  // The owner's data: a family member, an order, a prescription with its file, an uploaded record, MedWise Cash, a
  // consent and a review. The other account has an order of its own, which must not appear.
  const [member] = await db
    .insert(patients)
    .values({ userId: owner.userId, name: 'Meera Tester', gender: 'female', age: 61, relation: 'parent' })
    .returning()
  orderNumber = (await people.order(owner, [[catalog.otc(0), 2]])).number
  for (const event of ['pack', 'ship', 'deliver'] as const) await f.services.orders.moveByNumber(orderNumber, event, 'system')
  await people.order(other, [[catalog.otc(1), 1]])
  rxKey = `prescriptions/2026/11/${crypto.randomUUID()}.jpg`
  await f.services.storage.put(rxKey, JPEG, 'image/jpeg')
  const [rx] = await db.insert(prescriptions).values({ userId: owner.userId, patientName: 'Export Tester' }).returning()
  await db.insert(prescriptionFiles).values({
    prescriptionId: rx!.id,
    storageKey: rxKey,
    contentType: 'image/jpeg',
    sizeBytes: JPEG.length,
    originalName: '../scan of rx.jpg',
    position: 0,
  })
  await f.services.records.upload(
    owner.userId,
    member!.id,
    { kind: 'DischargeSummary', title: 'Discharge summary', date: '2026-11-20', provider: 'City Hospital', tags: [] },
    { name: 'discharge.pdf', bytes: PDF },
    'export-test-record-1',
  )
  await f.services.wallet.credit(db, owner.userId, paise(5000), { kind: 'recharge', reference: 'export-test', note: 'test' })
  await db
    .insert(consentEvents)
    .values({ userId: owner.userId, kind: 'terms', action: 'given', at: clock, version: '2026-11', source: 'sign-in' })
  await db.insert(reviews).values({
    userId: owner.userId,
    subject: 'product',
    subjectId: catalog.otc(0).id,
    rating: 5,
    text: 'Came quickly',
    createdAt: clock,
    updatedAt: clock,
  })
})
afterAll(() => f?.close())

describe('asking, preparing, downloading', () => {
  let id: number

  test('a guest is asked to sign in; a request without a key is refused', async () => {
    const guest = browserClient(f)
    expect((await guest.get('/pwa-api/api/v1/data-exports')).status).toBe(401)
    const refused = await ownerClient.call('POST', '/pwa-api/api/v1/data-exports')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/Idempotency-Key/)
  })

  test('the owner asks: preparing; the same key or another answers the pending one (one at a time)', async () => {
    const first = await ask(ownerClient, 'export-key-0001')
    expect(first.status).toBe(202)
    expect(first.body.data).toMatchObject({ status: 'preparing', download_path: null, expires_at: null })
    id = first.body.data.id
    const again = await ask(ownerClient, 'export-key-0001')
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(id)
    const second = await ask(ownerClient, 'export-key-0002')
    expect(second.status).toBe(200)
    expect(second.body.data.id).toBe(id)
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, owner.userId))).toHaveLength(1)
    const view = await ownerClient.get('/pwa-api/api/v1/data-exports')
    expect(view.body.data).toMatchObject({ current: { id, status: 'preparing' }, can_request: false, next_request_at: null })
    // Not downloadable yet; another account cannot see it.
    expect((await download(ownerClient, id)).status).toBe(409)
    expect((await otherClient.get(`/pwa-api/api/v1/data-exports/${id}`)).status).toBe(404)
  })

  test('the job builds it: ready for 7 days, the person told, the ZIP holds every part with the owner’s data only', async () => {
    advance(60_000)
    expect(await runBuild(id)).toBe(1)
    const ready = await ownerClient.get(`/pwa-api/api/v1/data-exports/${id}`)
    expect(ready.body.data).toMatchObject({
      status: 'ready',
      ready_at: clock.toISOString(),
      expires_at: new Date(clock.getTime() + 7 * DAY).toISOString(),
      download_path: `/pwa-api/api/v1/data-exports/${id}/archive`,
      file_name: 'medwise-data-2026-11-30.zip',
    })
    const told = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `+91${owner.phone}`))
    expect(told.some((m) => m.text.includes('Your MedWise data is ready to download until 7 December 2026'))).toBe(true)

    const res = await download(ownerClient, id)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="medwise-data-2026-11-30.zip"')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length)
    expect(ready.body.data.size_bytes).toBe(bytes.length)
    const files = readZip(bytes)
    for (const name of ['README.txt', ...EXPORT_JSON_FILES]) expect([...files.keys()]).toContain(name)

    expect(jsonOf(files, 'profile.json').account).toMatchObject({ id: owner.userId, phone: owner.phone, name: 'Export Tester' })
    expect(jsonOf(files, 'family-members.json')).toMatchObject([{ name: 'Meera Tester', relation: 'parent' }])
    expect(jsonOf(files, 'addresses.json').map((a: any) => a.user_id)).toEqual([owner.userId])
    const orders = jsonOf(files, 'orders.json')
    expect(orders.map((o: any) => o.number)).toEqual([orderNumber])
    expect(orders[0].lines).toMatchObject([{ quantity: 2 }])
    expect(orders[0].events.length).toBeGreaterThan(0)
    // The tax invoice, as JSON in the order.
    expect(orders[0].invoice_number).toBeTruthy()
    expect(orders[0].invoice).toMatchObject({ invoice_number: orders[0].invoice_number })
    const rx = jsonOf(files, 'prescriptions.json')
    expect(rx[0].files[0]).toMatchObject({
      original_name: '../scan of rx.jpg',
      file: `files/prescriptions/${rx[0].id}-0-scan of rx.jpg`,
    })
    expect(rx[0].files[0].storage_key).toBeUndefined()
    expect(Buffer.from(files.get(rx[0].files[0].file)!).equals(Buffer.from(JPEG))).toBe(true)
    const records = jsonOf(files, 'health-records.json')
    expect(records).toMatchObject([{ kind: 'DischargeSummary', title: 'Discharge summary', provider: 'City Hospital' }])
    expect(text(files.get(records[0].file))).toBe(text(PDF))
    expect(jsonOf(files, 'wallet.json')).toMatchObject([{ amount: 5000, kind: 'recharge' }])
    expect(jsonOf(files, 'consents.json')).toMatchObject([{ kind: 'terms', action: 'given', version: '2026-11' }])
    expect(jsonOf(files, 'reviews.json')).toMatchObject([{ rating: 5, text: 'Came quickly' }])
    const signIns = jsonOf(files, 'sign-in-history.json')
    expect(signIns.sessions.length).toBeGreaterThan(0)
    expect(JSON.stringify(signIns)).not.toMatch(/hash/i)
    expect(jsonOf(files, 'saved-payment-methods.json')).toEqual([])
    expect(jsonOf(files, 'care-plan.json')).toEqual({ memberships: [], savings: [] })
    expect(jsonOf(files, 'lab-bookings.json')).toEqual([])
    // Nothing of the other account.
    const all = [...files.values()].map(text).join('\n')
    expect(all).not.toContain(other.phone)
  })

  test('only its owner downloads it: another account gets a 404, a guest a 401', async () => {
    expect((await download(otherClient, id)).status).toBe(404)
    expect((await download(browserClient(f), id)).status).toBe(401)
    expect((await otherClient.get(`/pwa-api/api/v1/data-exports/${id}`)).status).toBe(404)
  })

  test('once a day: a new request within 24 hours of the ready one is refused with when to ask again', async () => {
    const refused = await ask(ownerClient, 'export-key-0003')
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/You can ask again from 1 December 2026/)
    const view = await ownerClient.get('/pwa-api/api/v1/data-exports')
    expect(view.body.data).toMatchObject({ current: { id, status: 'ready' }, can_request: false })
    expect(view.body.data.next_request_at).toBe(new Date(Date.parse(view.body.data.current.ready_at) + DAY).toISOString())
  })

  test('after 7 days it is expired (410) and the sweep deletes its parts', async () => {
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id))
    const partKey = `${row!.storagePrefix}/part-0000.zip`
    expect(await f.services.storage.get(partKey)).not.toBeNull()
    advance(7 * DAY - 60_000)
    expect((await download(ownerClient, id)).status).toBe(200)
    advance(60_000)
    expect((await ownerClient.get(`/pwa-api/api/v1/data-exports/${id}`)).body.data).toMatchObject({
      status: 'expired',
      download_path: null,
    })
    const gone = await download(ownerClient, id)
    expect(gone.status).toBe(410)
    // The sweep is the archive's own durable job, due at its end.
    expect(await f.services.jobRunner.runDueAt(new Date(clock.getTime() - 1000), { keyPrefixes: [exportExpireKey(id)] })).toBe(0)
    expect(await f.services.jobRunner.runDueAt(clock, { keyPrefixes: [exportExpireKey(id)] })).toBe(1)
    expect(await f.services.storage.get(partKey)).toBeNull()
    const [swept] = await db.select().from(dataExports).where(eq(dataExports.id, id))
    expect(swept).toMatchObject({ status: 'expired', storagePrefix: null, sweptAt: clock })
    // A new one may be asked for now.
    const next = await ask(ownerClient, 'export-key-0004')
    expect(next.status).toBe(202)
    expect(next.body.data.id).not.toBe(id)
    expect(await runBuild(next.body.data.id)).toBe(1)
  })
})

describe('the build', () => {
  test('writes the archive in parts of its size, read back whole by the download', async () => {
    const logger = createLogger('silent')
    const small = createDataExportService(db, {
      now: () => clock,
      storage: f.services.storage,
      notifier: { send: async () => {} },
      logger,
      jobs: f.services.jobs,
      sources: {
        profile: f.services.profile,
        wallet: f.services.wallet,
        savedMethods: f.services.savedMethods,
        invoices: f.services.invoices,
      },
      partBytes: 1024,
    })
    const c = await people.customer()
    await f.services.wallet.credit(db, c.userId, paise(100), { kind: 'recharge', reference: 'parts', note: 'test' })
    const asked = await small.request(c.userId, 'parts-key-0001')
    const runner = f.services.jobRunner // the services' runner knows the kinds; run this build with the small service
    expect(runner).toBeDefined()
    await db.delete(jobs).where(eq(jobs.key, exportBuildKey(asked.export.id)))
    const ctx = {
      job: { id: 0, kind: 'data_export.build', key: exportBuildKey(asked.export.id), runAt: clock, attempt: 1 },
      now: () => clock,
      markDone: async () => {},
    }
    await small.handlers['data_export.build']!({ exportId: asked.export.id }, ctx)
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, asked.export.id))
    expect(row!.parts).toBeGreaterThan(2)
    expect(row!.parts).toBe(Math.ceil(row!.sizeBytes! / 1024))
    const archive = await small.archive(c.userId, asked.export.id)
    const bytes = new Uint8Array(await new Response(archive.stream).arrayBuffer())
    expect(bytes.length).toBe(row!.sizeBytes)
    expect(jsonOf(readZip(bytes), 'wallet.json')).toMatchObject([{ amount: 100 }])
  })

  test('an invoice that cannot be built is left out with a note; the archive is still made', async () => {
    const service = createDataExportService(db, {
      now: () => clock,
      storage: f.services.storage,
      notifier: { send: async () => {} },
      logger: createLogger('silent'),
      jobs: f.services.jobs,
      sources: {
        profile: f.services.profile,
        wallet: f.services.wallet,
        savedMethods: f.services.savedMethods,
        invoices: {
          invoiceOf: async () => {
            throw new Error('The invoice could not be built')
          },
        },
      },
    })
    const c = await people.customer()
    const placed = await people.order(c, [[catalog.otc(2), 1]])
    for (const event of ['pack', 'ship', 'deliver'] as const) await f.services.orders.moveByNumber(placed.number, event, 'system')
    const asked = await service.request(c.userId, 'invoice-key-0001')
    const ctx = {
      job: { id: 0, kind: 'data_export.build', key: exportBuildKey(asked.export.id), runAt: clock, attempt: 1 },
      now: () => clock,
      markDone: async () => {},
    }
    await service.handlers['data_export.build']!({ exportId: asked.export.id }, ctx)
    const archive = await service.archive(c.userId, asked.export.id)
    const files = readZip(new Uint8Array(await new Response(archive.stream).arrayBuffer()))
    const [order] = jsonOf(files, 'orders.json')
    expect(order).toMatchObject({ number: placed.number, invoice: null })
    expect(order.invoice_number).toBeTruthy()
    expect(order.invoice_note).toMatch(/could not be included/)
  })

  test('a build that fails half way leaves no part behind and the archive preparing, to be tried again', async () => {
    const written: string[] = []
    const deleted: string[] = []
    const storage = {
      ...f.services.storage,
      async put(key: string, bytes: Uint8Array, type: string) {
        written.push(key)
        await f.services.storage.put(key, bytes, type)
      },
      async delete(key: string) {
        deleted.push(key)
        await f.services.storage.delete(key)
      },
    }
    const failing = createDataExportService(db, {
      now: () => clock,
      storage,
      notifier: { send: async () => {} },
      logger: createLogger('silent'),
      jobs: f.services.jobs,
      sources: {
        profile: f.services.profile,
        wallet: f.services.wallet,
        savedMethods: {
          list: async () => {
            throw new Error('the payment provider is down')
          },
        },
        invoices: f.services.invoices,
      },
      partBytes: 512,
    })
    const c = await people.customer()
    const asked = await failing.request(c.userId, 'fails-key-0001')
    const ctx = {
      job: { id: 0, kind: 'data_export.build', key: exportBuildKey(asked.export.id), runAt: clock, attempt: 1 },
      now: () => clock,
      markDone: async () => {},
    }
    await expect(failing.handlers['data_export.build']!({ exportId: asked.export.id }, ctx)).rejects.toThrow('provider is down')
    expect(written.length).toBeGreaterThan(0)
    expect(deleted.sort()).toEqual(written.sort())
    for (const key of written) expect(await f.services.storage.get(key)).toBeNull()
    expect((await failing.get(c.userId, asked.export.id)).status).toBe('preparing')
  })

  test('an archive left preparing for 6 hours is failed, and a new request starts another', async () => {
    const c = await people.customer()
    const first = await f.services.dataExports.request(c.userId, 'stale-key-0001')
    advance(6 * HOUR)
    expect((await f.services.dataExports.get(c.userId, first.export.id)).status).toBe('failed')
    const second = await f.services.dataExports.request(c.userId, 'stale-key-0002')
    expect(second.created).toBe(true)
    expect(second.export.status).toBe('preparing')
    const [old] = await db.select().from(dataExports).where(eq(dataExports.id, first.export.id))
    expect(old!.status).toBe('failed')
  })
})
