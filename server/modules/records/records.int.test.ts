import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { NO_FILTERS } from '../../../core/records/filters.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import { seededCatalog, shop, type Product, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import {
  cartPrescriptions,
  carts,
  healthRecords,
  labBookingItems,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labs,
  labTests,
  patients,
  pharmacists,
  prescriptions,
  rxReviews,
  users,
} from '../../db/schema.ts'
import { labsBillFor } from '../cart/labs-rules.ts'
import { istInstant } from '../labs/slot-rules.ts'
import { createRecordsService } from './service.ts'

// Issue 26 §1–2: the records store on a seeded database (PGlite here, PostgreSQL with TEST_DATABASE_URL). Filing from
// a real lab report (results entered at the desk, the booking report_ready) and a real prescription order (the
// pharmacist's approval), an idempotent backfill, the person's uploads (refused by content and size, with the reason;
// changed and deleted, filed ones not), the file served privately, 404 for another account's member, record and file,
// the filters and the keyset, and the trend of a parameter measured twice.

let clock = new Date('2026-11-25T08:10:00+05:30')
let f: ApiFixture
let db: Db
let lab: { id: number; city: string }
let test0: { id: number; name: string; price: number; mrp: number }
let labStaff: number
let pharmacist: number
const people = shop(() => f, { prefix: '73201', name: 'Records Tester' })
const catalog = seededCatalog(() => db)

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  await catalog.load()
  const found = (await db.select().from(labs).orderBy(labs.id)).find((l) => l.cities.includes('New Delhi'))!
  lab = { id: found.id, city: 'New Delhi' }
  const [first] = await db
    .select({ id: labTests.id, name: labTests.name, price: labOffers.pricePaise, mrp: labOffers.mrpPaise })
    .from(labOffers)
    .innerJoin(labTests, eq(labTests.id, labOffers.testId))
    .where(and(eq(labOffers.labId, lab.id), eq(labTests.fasting, false)))
    .orderBy(labTests.id)
    .limit(1)
  test0 = first!
  const [ops] = await db.select().from(users).where(eq(users.phone, '9810000011'))
  labStaff = ops!.id
  const [p] = await db
    .insert(users)
    .values({ name: 'Rekha Rao', phone: '7320199999', phoneVerified: true, roles: ['ROLE_PHARMACIST'] })
    .returning()
  pharmacist = p!.id
  await db.insert(pharmacists).values({
    userId: pharmacist,
    name: 'Rekha Rao',
    registrationNumber: 'KSPC/2021/7001',
    council: 'Karnataka State Pharmacy Council',
  })
})
afterAll(() => f?.close())

const istDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10)
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

async function signedIn(c: Shopper): Promise<BrowserClient> {
  const session = await f.services.sessions.create(c.userId)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return browser
}

async function member(c: Shopper, name: string, relation: 'self' | 'parent' | 'spouse') {
  const [row] = await db.insert(patients).values({ userId: c.userId, name, age: 40, gender: 'female', relation }).returning()
  return row!.id
}

/** A lab booking of the test for `patientId` placed through the API, collected the next day and its results entered. */
async function labReport(c: Shopper, browser: BrowserClient, patientId: number, hba1c: string) {
  const day = nextDay(istDay(clock))
  const slot = (await f.services.labSlots.dayRows(db, lab.id, lab.city, day)).find(
    (r) => r.startsAt.getTime() === istInstant(day, 7 * 60).getTime(),
  )!
  await db.delete(carts).where(and(eq(carts.userId, c.userId), eq(carts.type, 'labs')))
  const [cart] = await db
    .insert(carts)
    .values({ userId: c.userId, type: 'labs', labId: lab.id, city: lab.city, labSlotId: slot.id })
    .returning({ id: carts.id })
  await db.insert(labCartItems).values({ cartId: cart!.id, testId: test0.id, labId: lab.id, addedAt: clock })
  await db.insert(labCartItemPatients).values({ cartId: cart!.id, testId: test0.id, patientId })
  const total = labsBillFor([{ mrp: paise(test0.mrp), price: paise(test0.price), patients: 1 }]).payable
  await db.transaction((tx) =>
    f.services.wallet.credit(tx, c.userId, paise(total), {
      kind: 'recharge',
      reference: `records:${c.userId}:${day}`,
      note: 't',
    }),
  )
  const res = await browser.call(
    'POST',
    '/pwa-api/labs/bookings',
    { payment: 'wallet', expected_total: total },
    { 'idempotency-key': `records-${c.userId}-${day}` },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const placed = (res.body as { data: { number: string; order_id: number } }).data
  const [item] = await db.select().from(labBookingItems).where(eq(labBookingItems.orderId, placed.order_id))
  clock = new Date(`${day}T07:15:00+05:30`)
  await f.services.labDesk.collect(labStaff, placed.number)
  await f.services.labDesk.saveResults(labStaff, placed.number, item!.id, [
    { name: 'HbA1c', value: hba1c, unit: '%', low: 4, high: 5.6 },
    { name: 'Urine sugar', value: 'Negative', unit: '', range: 'Negative' },
  ])
  clock = new Date(clock.getTime() + 3 * 3600_000)
  return placed
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

function uploadBody(fields: Record<string, string>, file: { bytes: Uint8Array; name: string; type?: string }) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/pdf' }))
  return form
}

const env = { incoming: { socket: { remoteAddress: '10.9.9.9', remoteFamily: 'IPv4', remotePort: 40000 } } }

/** A request as the browser (its cookies and CSRF token) whose answer is read as a Response (files, multipart). */
async function fetchAs(browser: BrowserClient, path: string, init: { method?: string; body?: FormData } = {}) {
  const method = init.method ?? 'GET'
  const headers: Record<string, string> = {}
  if (browser.jar.size) headers.cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ')
  if (method !== 'GET' && browser.csrf) headers['x-csrf-token'] = browser.csrf
  return f.app.request(path, { method, headers, body: init.body }, env)
}

async function upload(
  browser: BrowserClient,
  patientId: number,
  fields: Record<string, string>,
  file = { bytes: PDF, name: 'x.pdf' },
) {
  return fetchAs(browser, `/pwa-api/api/v1/health-records/patients/${patientId}`, {
    method: 'POST',
    body: uploadBody({ kind: 'DischargeSummary', title: 'Discharge summary', date: '2026-10-02', ...fields }, file),
  })
}

describe('filing', () => {
  test('a lab report is filed under its member with its results, and a parameter measured twice makes a trend', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const self = await member(c, 'Kavya Menon', 'self')
    const mother = await member(c, 'Lakshmi Menon', 'parent')
    const first = await labReport(c, browser, mother, '6.1')
    const timeline = await f.services.records.timeline(c.userId, mother, NO_FILTERS, null)
    expect(timeline.records).toHaveLength(1)
    expect(timeline.records[0]).toMatchObject({
      kind: 'DiagnosticReport',
      kind_label: 'Lab report',
      title: test0.name,
      source: 'lab_report',
      editable: false,
      observations_count: 2,
      file_url: `/pwa-api/labs/bookings/${first.number}/reports/1`,
    })
    expect(timeline.records[0]!.summary).toContain('2 results, 1 outside the reference range')
    expect(timeline.trends).toEqual([])
    // Nothing under 'self': the report is the mother's, and a lab booking's order has no invoice to file yet (its link
    // would answer 'cannot be downloaded yet').
    const mine = (await f.services.records.timeline(c.userId, self, NO_FILTERS, null)).records
    expect(mine).toEqual([])
    const detail = await f.services.records.get(c.userId, timeline.records[0]!.id)
    expect(detail.observations.map((o) => [o.name, o.value, o.flag])).toEqual([
      ['HbA1c', '6.1', 'high'],
      ['Urine sugar', 'Negative', null],
    ])

    await labReport(c, browser, mother, '5.4')
    const after = await f.services.records.timeline(c.userId, mother, NO_FILTERS, null)
    expect(after.records).toHaveLength(2)
    expect(after.trends).toHaveLength(1)
    expect(after.trends[0]).toMatchObject({ name: 'HbA1c', unit: '%', low: 4, high: 5.6 })
    expect(after.trends[0]!.points.map((p) => [p.value, p.flag])).toEqual([
      [6.1, 'high'],
      [5.4, null],
    ])
    const members = await f.services.records.members(c.userId)
    expect(members.map((m) => [m.name, m.count, m.latest?.kind ?? null])).toEqual([
      ['Kavya Menon', 0, null],
      ['Lakshmi Menon', 2, 'DiagnosticReport'],
    ])
  })

  test('a prescription uploaded for an order is filed with the pharmacist’s decision; the invoice too', async () => {
    const c = await people.customer()
    const self = await member(c, 'Meera Iyer', 'self')
    const rx: Product = catalog
      .all()
      .find((p) => p.rxRequired && p.schedule === 'H' && p.id % 97 && p.id % 31 && p.id % 17 && p.id % 13)!
    const { cartId, total } = await people.fill(c, [[rx, 1]])
    const [p] = await db.insert(prescriptions).values({ userId: c.userId, patientName: 'Meera Iyer' }).returning()
    await db.insert(cartPrescriptions).values({ cartId, prescriptionId: p!.id })
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: total },
      `73201-rx-${c.userId}-key`,
    )
    // Filed with the pharmacist's decision (the order waits for it without a move).
    expect((await f.services.records.timeline(c.userId, self, NO_FILTERS, null)).records).toEqual([])
    const [review] = await db.select().from(rxReviews).where(eq(rxReviews.orderId, placed.body.orderId))
    await f.services.pharmacist.record(review!.id, pharmacist, {
      prescription_id: p!.id,
      prescriber_name: 'Dr. Anil Kapoor',
      prescriber_reg_no: 'DMC/R/04512',
      prescriber_address: 'Kapoor Clinic, 4 Lodhi Road, New Delhi 110003',
      patient_name: 'Meera Iyer',
      patient_age: 54,
      prescribed_on: istDay(clock),
    })
    await f.services.pharmacist.addMedicine(review!.id, pharmacist, { prescription_id: p!.id, sku_id: rx.id, quantity: 1 })
    await f.services.pharmacist.approve(review!.id, pharmacist, { remove: [] })
    const approved = await f.services.records.timeline(c.userId, self, NO_FILTERS, null)
    const filedRx = approved.records.find((r) => r.kind === 'Prescription')!
    expect(filedRx).toMatchObject({ title: 'Prescription by Dr. Anil Kapoor', provider: 'Dr. Anil Kapoor', date: istDay(clock) })
    expect(filedRx.summary).toBe(`Checked and approved by our pharmacist · order ${placed.body.number}`)
    // The invoice is numbered once the order is confirmed: filed with its next move, or by the backfill.
    await f.services.recordsFiling.backfill()
    const later = await f.services.records.timeline(c.userId, self, NO_FILTERS, null)
    const invoice = later.records.find((r) => r.source === 'invoice')
    expect(invoice).toMatchObject({ kind: 'HealthDocumentRecord', file_url: `/order/${placed.body.number}/invoice.pdf` })
  })

  test('the backfill files what existed before, and again files nothing twice', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const self = await member(c, 'Farah Khan', 'self')
    await labReport(c, browser, self, '7.0')
    const before = await db.select().from(healthRecords).where(eq(healthRecords.userId, c.userId))
    expect(before.length).toBeGreaterThan(0)
    await db.delete(healthRecords).where(eq(healthRecords.userId, c.userId))
    await f.services.recordsFiling.backfill()
    const once = await db.select().from(healthRecords).where(eq(healthRecords.userId, c.userId))
    await f.services.recordsFiling.backfill()
    const twice = await db.select().from(healthRecords).where(eq(healthRecords.userId, c.userId))
    expect(once.map((r) => [r.source, r.sourceRef, r.kind, r.title]).sort()).toEqual(
      before.map((r) => [r.source, r.sourceRef, r.kind, r.title]).sort(),
    )
    expect(twice.map((r) => r.id).sort()).toEqual(once.map((r) => r.id).sort())
    const detail = await f.services.records.get(c.userId, once.find((r) => r.kind === 'DiagnosticReport')!.id)
    expect(detail.observations).toHaveLength(2)
  })
})

describe('uploads', () => {
  test('a PDF is filed for the member, served privately; a retry with the same key files it once', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const self = await member(c, 'Anil Sharma', 'self')
    const fields = { provider: 'AIIMS New Delhi', tags: 'Surgery, follow-up', idempotency_key: 'records-upload-key-1' }
    const res = await upload(browser, self, fields)
    expect(res.status, await res.clone().text()).toBe(201)
    const saved = ((await res.json()) as { data: { id: number; file_url: string; tags: string[]; editable: boolean } }).data
    expect(saved).toMatchObject({
      tags: ['surgery', 'follow-up'],
      editable: true,
      file_url: `/pwa-api/api/v1/health-records/${saved.id}/file`,
    })
    const again = await upload(browser, self, fields)
    expect(again.status).toBe(201)
    expect(((await again.json()) as { data: { id: number } }).data.id).toBe(saved.id)
    const file = await fetchAs(browser, saved.file_url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('content-disposition')).toBe('inline; filename="Discharge-summary-2026-10-02.pdf"')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)

    // Another account: the member, the record and the file are 404s; so is an upload for the member.
    const other = await signedIn(await people.customer())
    for (const path of [
      `/pwa-api/api/v1/health-records/patients/${self}`,
      `/pwa-api/api/v1/health-records/${saved.id}`,
      saved.file_url,
    ]) {
      expect((await fetchAs(other, path)).status, path).toBe(404)
    }
    expect((await upload(other, self, {})).status).toBe(404)
    expect((await other.call('DELETE', `/pwa-api/api/v1/health-records/${saved.id}`)).status).toBe(404)
    // A guest: 401.
    expect((await browserClient(f).get(`/pwa-api/api/v1/health-records`)).status).toBe(401)

    // Changed, then deleted (its file with it).
    const put = await browser.call('PUT', `/pwa-api/api/v1/health-records/${saved.id}`, {
      kind: 'DischargeSummary',
      title: 'Appendix surgery discharge',
      date: '2026-10-03',
      provider: 'AIIMS',
      tags: ['surgery'],
    })
    expect(put.status).toBe(200)
    expect((put.body as { data: { title: string; date: string } }).data).toMatchObject({
      title: 'Appendix surgery discharge',
      date: '2026-10-03',
    })
    const del = await browser.call('DELETE', `/pwa-api/api/v1/health-records/${saved.id}`)
    expect(del.status).toBe(200)
    expect((await fetchAs(browser, saved.file_url)).status).toBe(404)
  })

  test.each([
    [
      'a text file named .pdf',
      new TextEncoder().encode('just text'),
      'report.pdf',
      'unsupported_file_type',
      'The file is not a PDF, JPEG or PNG',
    ],
    ['an empty file', new Uint8Array(0), 'empty.pdf', undefined, undefined],
    [
      'a file over 10 MB',
      (() => {
        const b = new Uint8Array(10 * 1024 * 1024 + 10)
        b.set(PDF)
        return b
      })(),
      'big.pdf',
      'file_too_large',
      'The file is larger than 10 MB',
    ],
  ])('%s is refused with the reason', async (_, bytes, name, code, message) => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const self = await member(c, 'Refused Person', 'self')
    const res = await upload(browser, self, {}, { bytes, name })
    expect([400, 413]).toContain(res.status)
    const body = (await res.json()) as { code: string; message: string }
    if (code) expect(body).toMatchObject({ code, message })
    expect(await db.select().from(healthRecords).where(eq(healthRecords.userId, c.userId))).toEqual([])
  })

  test('a future date and a filed record’s change are refused', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const self = await member(c, 'Dev Patel', 'self')
    const future = await upload(browser, self, { date: '2027-01-01' })
    expect(future.status).toBe(400)
    expect(((await future.json()) as { message: string }).message).toBe('Please enter the date of the record (not in the future)')
    await labReport(c, browser, self, '5.0')
    const filed = (await f.services.records.timeline(c.userId, self, NO_FILTERS, null)).records[0]!
    const body = { kind: 'DiagnosticReport', title: 'x', date: '2026-01-01', provider: '', tags: '' }
    const put = await browser.call('PUT', `/pwa-api/api/v1/health-records/${filed.id}`, body)
    expect(put.status).toBe(409)
    expect((await browser.call('DELETE', `/pwa-api/api/v1/health-records/${filed.id}`)).status).toBe(409)
  })
})

describe('the timeline', () => {
  test('filters by kind, dates and words; pages newest first by keyset', async () => {
    const c = await people.customer()
    const browser = await signedIn(c)
    const self = await member(c, 'Sunita Rao', 'self')
    const made: Array<[string, string, string]> = [
      ['Prescription', 'Fever prescription', '2026-01-10'],
      ['ImmunizationRecord', 'Flu shot', '2026-03-05'],
      ['DischargeSummary', 'Knee surgery', '2026-05-20'],
      ['Prescription', 'Knee pain prescription', '2026-05-20'],
      ['WellnessRecord', 'Yoga plan', '2026-08-01'],
    ]
    for (const [kind, title, date] of made) expect((await upload(browser, self, { kind, title, date })).status).toBe(201)
    const titles = async (query: string) => {
      const res = await browser.call('GET', `/pwa-api/api/v1/health-records/patients/${self}${query}`)
      expect(res.status).toBe(200)
      return (res.body as { data: { records: Array<{ title: string }> } }).data.records.map((r) => r.title)
    }
    expect(await titles('?kind=Prescription')).toEqual(['Knee pain prescription', 'Fever prescription'])
    expect(await titles('?from=2026-03-01&to=2026-05-31')).toEqual(['Knee pain prescription', 'Knee surgery', 'Flu shot'])
    expect(await titles('?q=knee')).toEqual(['Knee pain prescription', 'Knee surgery'])
    expect((await browser.call('GET', `/pwa-api/api/v1/health-records/patients/${self}?kind=Nope`)).status).toBe(400)

    const small = createRecordsService(db, {
      now: () => clock,
      storage: { put: async () => {}, get: async () => null, delete: async () => {} },
      pageSize: 2,
    })
    const seen: string[] = []
    let cursor = null
    for (let i = 0; i < 5; i++) {
      const page = await small.timeline(c.userId, self, NO_FILTERS, cursor, { trends: false })
      seen.push(...page.records.map((r) => r.title))
      if (!page.next_cursor) break
      cursor = { date: page.next_cursor.split('_')[0]!, id: Number(page.next_cursor.split('_')[1]) }
    }
    expect(seen).toEqual(['Yoga plan', 'Knee pain prescription', 'Knee surgery', 'Flu shot', 'Fever prescription'])
  })
})
