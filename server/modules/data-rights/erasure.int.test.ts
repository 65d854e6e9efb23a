import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../../core/auth/paths.ts'
import { paise } from '../../../core/money.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import { seedConsultation } from '../../../tests/integration/consultation-fixture.ts'
import { seededCatalog, shop, type Product, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import {
  auditLog,
  cartPrescriptions,
  carts,
  consultations,
  ePrescriptions,
  healthRecords,
  labBookingItems,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labReports,
  labs,
  labTests,
  memberships,
  orders,
  outboxMessages,
  patients,
  pharmacists,
  prescriptions,
  reviews,
  rxRegister,
  rxReviews,
  supportTickets,
  users,
} from '../../db/schema.ts'
import { labsBillFor } from '../cart/labs-rules.ts'
import { istInstant } from '../labs/slot-rules.ts'
import { createLocalDiskStorage, type FileStorage } from '../storage/index.ts'
import { ACCOUNT_ERASERS, NOT_A_CUSTOMERS } from './erasure-registry.ts'
import { exportBuildKey } from './export-service.ts'

// Issue 26 §6, decision 081: erase my account, on a seeded database (PGlite here, PostgreSQL with TEST_DATABASE_URL).
// THE proof: a rich account (a prescription order with its invoice and register line, a lab booking with its report,
// an uploaded record, addresses, family, wallet, a care plan, a review, consents, a support ticket, sessions, OTPs and
// messages) is erased with its OTP; then every text, varchar, jsonb and array column of every table is scanned for the
// person's phone, e-mail and names (and the family member's): nothing outside the kept set mentions them, and the kept
// set still holds the invoices, the register lines and the prescription. Files of deleted rows are gone; signing in
// again with the same phone starts a new account.

let clock = new Date('2026-11-26T08:10:00+05:30')
let f: ApiFixture
let db: Db
let storage: FileStorage
let lab: { id: number; city: string }
let test0: { id: number; name: string; price: number; mrp: number }
let labStaff: number
let pharmacist: number
const NAME = 'Ishaan Vashistha'
const MOTHER = 'Tara Vashistha'
const people = shop(() => f, { prefix: '73081', name: NAME })
/** The other tests' customers: another name, so the proof's scan finds only its own person's. */
const others = shop(() => f, { prefix: '73082', name: 'Neha Sethi' })
const catalog = seededCatalog(() => db)

beforeAll(async () => {
  storage = createLocalDiskStorage(mkdtempSync(join(tmpdir(), 'erasure-')))
  f = await createApiFixture({ now: () => clock, storage })
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
    .values({ name: 'Rekha Rao', phone: '7308199999', phoneVerified: true, roles: ['ROLE_PHARMACIST'] })
    .returning()
  pharmacist = p!.id
  await db.insert(pharmacists).values({
    userId: pharmacist,
    name: 'Rekha Rao',
    registrationNumber: 'KSPC/2021/7081',
    council: 'Karnataka State Pharmacy Council',
  })
})
afterAll(() => f?.close())

const istDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10)
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
const rows = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[]

async function signedIn(c: Shopper): Promise<BrowserClient> {
  const session = await f.services.sessions.create(c.userId)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return browser
}

async function member(c: Shopper, name: string, relation: 'self' | 'parent') {
  const [row] = await db.insert(patients).values({ userId: c.userId, name, age: 40, gender: 'male', relation }).returning()
  return row!.id
}

/** The newest code sent to `to` (the outbox). */
async function codeFor(to: string): Promise<string> {
  const m = (await f.services.outbox.list(50)).find((x) => x.to === to)
  if (!m?.otp) throw new Error(`no code sent to ${to}`)
  return m.otp
}

/** A lab booking for `patientId` paid from the wallet, collected the next day and its results entered (a report). */
async function labReport(c: Shopper, browser: BrowserClient, patientId: number) {
  const day = nextDay(istDay(clock))
  const slot = (await f.services.labSlots.dayRows(db, lab.id, lab.city, day)).find(
    (r) => r.startsAt.getTime() === istInstant(day, 7 * 60).getTime(),
  )!
  const [cart] = await db
    .insert(carts)
    .values({ userId: c.userId, type: 'labs', labId: lab.id, city: lab.city, labSlotId: slot.id })
    .returning({ id: carts.id })
  await db.insert(labCartItems).values({ cartId: cart!.id, testId: test0.id, labId: lab.id, addedAt: clock })
  await db.insert(labCartItemPatients).values({ cartId: cart!.id, testId: test0.id, patientId })
  const total = labsBillFor([{ mrp: paise(test0.mrp), price: paise(test0.price), patients: 1 }]).payable
  await f.services.wallet.credit(db, c.userId, paise(total), {
    kind: 'recharge',
    reference: `erase:${c.userId}:${day}`,
    note: 't',
  })
  const res = await browser.call(
    'POST',
    '/pwa-api/labs/bookings',
    { payment: 'wallet', expected_total: total },
    { 'idempotency-key': `erase-${c.userId}-${day}` },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const placed = (res.body as { data: { number: string; order_id: number } }).data
  const [item] = await db.select().from(labBookingItems).where(eq(labBookingItems.orderId, placed.order_id))
  clock = new Date(`${day}T07:15:00+05:30`)
  await f.services.labDesk.collect(labStaff, placed.number)
  await f.services.labDesk.saveResults(labStaff, placed.number, item!.id, [
    { name: 'HbA1c', value: '6.4', unit: '%', low: 4, high: 5.6 },
  ])
  clock = new Date(clock.getTime() + 3 * 3600_000)
  return placed
}

/** A prescription order: the prescription checked and approved by our pharmacist (a register line), then delivered. */
async function rxOrder(c: Shopper) {
  const rx: Product = catalog
    .all()
    .find((p) => p.rxRequired && p.schedule === 'H' && p.id % 97 && p.id % 31 && p.id % 17 && p.id % 13)!
  const { cartId, total } = await people.fill(c, [[rx, 1]])
  const [p] = await db.insert(prescriptions).values({ userId: c.userId, patientName: NAME }).returning()
  await db.insert(cartPrescriptions).values({ cartId, prescriptionId: p!.id })
  const placed = await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: total },
    `73081-rx-${c.userId}-key`,
  )
  const [review] = await db.select().from(rxReviews).where(eq(rxReviews.orderId, placed.body.orderId))
  await f.services.pharmacist.record(review!.id, pharmacist, {
    prescription_id: p!.id,
    prescriber_name: 'Dr. Anil Kapoor',
    prescriber_reg_no: 'DMC/R/04512',
    prescriber_address: 'Kapoor Clinic, 4 Lodhi Road, New Delhi 110003',
    patient_name: NAME,
    patient_age: 41,
    prescribed_on: istDay(clock),
  })
  await f.services.pharmacist.addMedicine(review!.id, pharmacist, { prescription_id: p!.id, sku_id: rx.id, quantity: 1 })
  await f.services.pharmacist.approve(review!.id, pharmacist, { remove: [] })
  return { ...placed.body, productId: rx.id, prescriptionId: p!.id }
}

/** A video consultation for the person, its e-prescription issued by the doctor, then completed. */
async function eConsultation(c: Shopper) {
  const seeded = await seedConsultation(db, {
    userId: c.userId,
    startsAt: new Date(clock.getTime() - 10 * 60_000),
    state: 'in_progress',
    patientName: NAME,
    patientAge: 41,
  })
  const doctor = await signedIn({ ...c, userId: seeded.doctorUserId })
  const otc = catalog.all().find((p) => !p.rxRequired && p.id % 97 && p.id % 31 && p.id % 17 && p.id % 13)!
  const res = await doctor.post(`/pwa-api/api/v1/consultations/${seeded.id}/prescription`, {
    doctor_address: 'MedWise Teleclinic, 12 Janpath Road, New Delhi 110001',
    doctor_contact: '+91 98100 00021',
    complaints: `${NAME} has had a fever for 2 days`,
    diagnosis: 'Acute pharyngitis',
    provisional: true,
    advice: 'Plenty of fluids.',
    follow_up_days: 5,
    follow_up_note: 'Sooner if the fever stays high',
    medicines: [
      {
        sku_id: otc.id,
        strength: '500 mg',
        dose: '1 tablet',
        frequency: 'Twice a day',
        duration: '5 days',
        instructions: 'After food',
        quantity: 2,
      },
    ],
    tests: [],
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  await db.update(consultations).set({ state: 'completed' }).where(eq(consultations.id, seeded.id))
  return seeded
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

async function upload(browser: BrowserClient, patientId: number) {
  const form = new FormData()
  for (const [k, v] of Object.entries({ kind: 'DischargeSummary', title: `Discharge summary of ${NAME}`, date: '2026-10-02' })) {
    form.set(k, v)
  }
  form.set('file', new File([PDF as Uint8Array<ArrayBuffer>], 'x.pdf', { type: 'application/pdf' }))
  const headers: Record<string, string> = { cookie: [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ') }
  headers['x-csrf-token'] = browser.csrf!
  const env = { incoming: { socket: { remoteAddress: '10.9.9.9', remoteFamily: 'IPv4', remotePort: 40000 } } }
  const res = await f.app.request(
    `/pwa-api/api/v1/health-records/patients/${patientId}`,
    { method: 'POST', headers, body: form },
    env,
  )
  expect(res.status).toBe(201)
}

/** Every text, varchar, jsonb and array column of every table that mentions one of `needles`: 'table.column' → rows. */
async function mentions(needles: string[]): Promise<Record<string, number>> {
  const columns = rows<{ table_name: string; column_name: string }>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      order by table_name, column_name`),
  )
  const patterns = needles.map((n) => `%${n.toLowerCase()}%`)
  const found: Record<string, number> = {}
  for (const { table_name: t, column_name: c } of columns) {
    const [hit] = rows<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(t)} where lower(${sql.identifier(c)}::text) like any(${sql.raw(
          `array[${patterns.map((p) => `'${p.replaceAll("'", "''")}'`).join(', ')}]`,
        )})`,
      ),
    )
    if (hit && hit.n > 0) found[`${t}.${c}`] = hit.n
  }
  return found
}

const KEPT_TABLES = new Set(ACCOUNT_ERASERS.flatMap((e) => e.keeps ?? []))

describe('the registry', () => {
  test('every table with a user id, phone or e-mail column is erased, kept or named as no customer’s', async () => {
    const columns = rows<{ table_name: string; column_name: string }>(
      await db.execute(sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`),
    )
    const personal = new Set(columns.filter((c) => /(^|_)(user_id|phone|email)$/.test(c.column_name)).map((c) => c.table_name))
    const covered = new Set([
      ...ACCOUNT_ERASERS.flatMap((e) => [...e.erases, ...(e.keeps ?? [])]),
      ...Object.keys(NOT_A_CUSTOMERS),
    ])
    expect([...personal].filter((t) => !covered.has(t)).sort()).toEqual([])
    // And every table the registry names exists.
    const tables = new Set(columns.map((c) => c.table_name))
    expect([...covered].filter((t) => !tables.has(t))).toEqual([])
  })
})

describe('erase my account', () => {
  test('what is in progress blocks it, with a clear list; the OTP is not sent', async () => {
    const c = await others.customer()
    const browser = await signedIn(c)
    const { total } = await others.fill(c, [[catalog.all().find((p) => !p.rxRequired && p.id % 97 && p.id % 31)!, 1]])
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: total },
      `73081-open-${c.userId}-key`,
    )
    const preview = await browser.get('/pwa-api/api/v4/profile/erasure')
    expect(preview.status).toBe(200)
    expect(preview.body.data.blockers).toEqual([`Order ${placed.body.number} is still in progress (confirmed).`])
    const sent = await browser.post('/pwa-api/api/v4/profile/erasure/otp', {})
    expect(sent.status).toBe(409)
    expect(sent.body.message).toBe(
      `Your account cannot be erased yet: Order ${placed.body.number} is still in progress (confirmed).`,
    )
    expect((await f.services.outbox.list(20)).some((m) => m.to === c.phone)).toBe(false)
  })

  test('a wrong or expired OTP is a 400 on the OTP field, and nothing is erased', async () => {
    const c = await others.customer()
    const browser = await signedIn(c)
    expect((await browser.post('/pwa-api/api/v4/profile/erasure/otp', {})).status).toBe(200)
    const code = await codeFor(c.phone)
    const wrong = await browser.post('/pwa-api/api/v4/profile/erasure', {
      verification_token: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      message: 'Incorrect OTP. Please check and try again.',
      data: { errors: [{ field: 'otp' }] },
    })
    const bad = await browser.post('/pwa-api/api/v4/profile/erasure', { verification_token: '12ab' })
    expect(bad.status).toBe(400)
    clock = new Date(clock.getTime() + 11 * 60_000)
    const late = await browser.post('/pwa-api/api/v4/profile/erasure', { verification_token: code })
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('This OTP has expired. Please request a new one.')
    expect(await db.select().from(users).where(eq(users.id, c.userId))).toHaveLength(1)
  })

  test('a staff member acting for the customer cannot erase the account', async () => {
    const c = await others.customer()
    const session = await f.services.sessions.create(pharmacist)
    await db.execute(sql`update sessions set acting_as_user_id = ${c.userId} where user_id = ${pharmacist}`)
    const browser = browserClient(f)
    browser.jar.set('sid', session.token)
    browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
    expect((await browser.get('/pwa-api/api/v4/profile/erasure')).status).toBe(403)
  })

  test('THE proof: after erasure no row outside the kept set mentions the person; the kept set holds the invoices and registers', async () => {
    const c = await people.customer()
    const email = 'ishaan.vashistha@example.in'
    await db.update(users).set({ email }).where(eq(users.id, c.userId))
    const browser = await signedIn(c)
    const self = await member(c, NAME, 'self')
    const mother = await member(c, MOTHER, 'parent')
    const booking = await labReport(c, browser, mother)
    const rx = await rxOrder(c)
    await upload(browser, self)
    const consult = await eConsultation(c)
    await people.member(c)
    await f.services.wallet.credit(db, c.userId, paise(5000), {
      kind: 'recharge',
      reference: `erase-extra:${c.userId}`,
      note: 't',
    })
    await db.insert(reviews).values({
      userId: c.userId,
      subject: 'product',
      subjectId: rx.productId,
      rating: 5,
      text: `${NAME} liked it`,
      createdAt: clock,
      updatedAt: clock,
    })
    await f.services.profile.savePreferences(c.userId, { sms: true, email: true, whatsapp: false })
    await db.insert(supportTickets).values({ email, query: `Please call ${NAME} on ${c.phone}`, userId: c.userId })
    const grievance = await browser.post('/pwa-api/api/v4/grievances', {
      category: 'access',
      message: `I am ${NAME}; what do you hold about my mother ${MOTHER}?`,
      idempotency_key: `erase-grv-${c.userId}`,
    })
    expect(grievance.status).toBe(201)
    await f.services.otp.send({
      identifier: `phone:${c.phone}`,
      purpose: 'login',
      channel: 'sms',
      to: c.phone,
      clientKey: 'erase-test',
    })
    await f.services.sessions.create(c.userId)
    // The mother's records shared with a doctor who opened the link; the person's ABHA address; a data download.
    const shared = await browser.post(
      '/pwa-api/api/v1/health-records/shares',
      { scope: 'patient', patient_id: mother },
      { 'idempotency-key': `erase-share-${c.userId}` },
    )
    expect(shared.status).toBe(201)
    await f.services.recordSharing.open(new URL(shared.body.data.link, 'https://x').pathname.split('/').pop()!, {
      ip: '203.0.113.77',
      userAgent: 'curl/8.0',
      userId: null,
    })
    const abha = await browser.call('PUT', `/pwa-api/api/v1/health-records/patients/${self}/abha`, {
      abha_number: '91-1234-5678-9012',
      abha_address: 'ishaan.vashistha@abdm',
    })
    expect(abha.status).toBe(200)
    const asked = await browser.call('POST', '/pwa-api/api/v1/data-exports', undefined, {
      'idempotency-key': `erase-export-${c.userId}`,
    })
    expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300)
    const exportId = (asked.body.data.export ?? asked.body.data).id as number
    expect(await f.services.jobRunner.runDueAt(clock, { keyPrefixes: [exportBuildKey(exportId)] })).toBe(1)
    const [archive] = rows<{ prefix: string; parts: number; status: string }>(
      await db.execute(sql`select storage_prefix as prefix, parts, status from data_exports where id = ${exportId} `),
    )
    expect(
      archive,
      JSON.stringify([archive, rows(await db.execute(sql`select * from jobs where key like 'data_export%'`))]),
    ).toMatchObject({ status: 'ready' })
    const archivePart = `${archive!.prefix}/part-0000.zip`
    expect(await storage.get(archivePart)).not.toBeNull()

    // A running care plan blocks the erasure; the person cancels it (here: the row, as its page would) and goes on.
    const blocked = await browser.get('/pwa-api/api/v4/profile/erasure')
    expect(blocked.body.data.blockers.join(' ')).toMatch(/membership is still running/)
    await db.update(memberships).set({ state: 'cancelled' }).where(eq(memberships.userId, c.userId))
    // The orders have moved on (delivered; the lab booking's report is ready).
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.userId, c.userId))

    const mine = await db.select({ id: orders.id, invoice: orders.invoiceNumber }).from(orders).where(eq(orders.userId, c.userId))
    const invoiced = mine.filter((o) => o.invoice !== null).map((o) => o.id)
    expect(invoiced.length).toBeGreaterThanOrEqual(2)
    const registerLines = await db
      .select()
      .from(rxRegister)
      .where(
        inArray(
          rxRegister.orderId,
          mine.map((o) => o.id),
        ),
      )
    expect(registerLines.length).toBeGreaterThanOrEqual(1)
    const files = [
      ...(await db.select({ key: healthRecords.storageKey }).from(healthRecords).where(eq(healthRecords.userId, c.userId))),
      ...(await db.select({ key: labReports.storageKey }).from(labReports).where(eq(labReports.orderId, booking.order_id))),
    ].flatMap((r) => (r.key ? [r.key] : []))
    expect(files.length).toBeGreaterThanOrEqual(2)
    for (const key of files) expect(await storage.get(key)).not.toBeNull()
    const needles = [c.phone, email, NAME, MOTHER, 'Vashistha']
    expect(Object.keys(await mentions(needles)).length).toBeGreaterThan(10)

    const preview = await browser.get('/pwa-api/api/v4/profile/erasure')
    expect(preview.status).toBe(200)
    expect(preview.body.data).toMatchObject({ blockers: [], send_to: `******${c.phone.slice(-4)}` })
    expect(preview.body.data.warnings).toEqual(['Your MedWise Cash balance of ₹50.00 will be forfeited.'])
    const keptKinds = Object.fromEntries(preview.body.data.kept.map((k: { kind: string; count: number }) => [k.kind, k.count]))
    expect(keptKinds).toEqual({
      invoices: invoiced.length,
      'register lines': registerLines.length,
      // The uploaded one dispensed against, and the e-prescription's pharmacy copy.
      prescriptions: 2,
      'e-prescriptions': 1,
    })
    // The preview erased nothing (it ran the erasure and rolled it back).
    expect(await db.select().from(users).where(eq(users.id, c.userId))).toHaveLength(1)

    expect((await browser.post('/pwa-api/api/v4/profile/erasure/otp', {})).status).toBe(200)
    const done = await browser.post('/pwa-api/api/v4/profile/erasure', { verification_token: await codeFor(c.phone) })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.data.erased).toBe(true)
    expect(done.body.data.kept.map((k: { kind: string; count: number }) => [k.kind, k.count])).toEqual([
      ['invoices', invoiced.length],
      ['register lines', registerLines.length],
      ['prescriptions', 2],
      ['e-prescriptions', 1],
    ])
    expect(done.setCookies.some((s) => /^sid=;/.test(s) || (/^sid=/.test(s) && /max-age=0/i.test(s)))).toBe(true)

    // Signed out everywhere: the old session cookie is no one's.
    const stale = browserClient(f)
    stale.jar.set('sid', [...browser.jar].find(([k]) => k === 'sid')?.[1] ?? 'gone')
    expect((await stale.get('/pwa-api/api/v4/profile')).status).toBe(401)
    expect(
      rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from sessions where user_id = ${c.userId}`))[0]!.n,
    ).toBe(0)

    // THE scan: the phone and e-mail are nowhere but the last message; the names only in the kept set.
    const after = await mentions(needles)
    const outside = Object.keys(after).filter((k) => !KEPT_TABLES.has(k.split('.')[0]!) && k !== 'outbox_messages.to')
    expect(outside).toEqual([])
    const contact = await mentions([c.phone, email])
    expect(contact).toEqual({ 'outbox_messages.to': 1 })
    const last = await db.select().from(outboxMessages).where(eq(outboxMessages.to, c.phone))
    expect(last.map((m) => m.text)).toEqual([
      `Your MedWise account has been erased. The law makes us keep ${invoiced.length} invoices, ${registerLines.length} register line${registerLines.length === 1 ? '' : 's'}, 2 prescriptions, 1 e-prescription, detached from you. Signing in again with this number starts a new account.`,
    ])

    // The kept set: the invoices (detached, the billed name and address, no phone), the register lines, the prescription.
    const keptOrders = await db.select().from(orders).where(inArray(orders.id, invoiced))
    expect(keptOrders).toHaveLength(invoiced.length)
    for (const o of keptOrders) {
      expect(o.userId).toBe(0)
      expect(o.address).toMatchObject({ recipientName: NAME, phone: '', latitude: null })
    }
    expect(await db.select().from(rxRegister).where(inArray(rxRegister.orderId, invoiced))).toHaveLength(registerLines.length)
    const [keptRx] = await db.select().from(prescriptions).where(eq(prescriptions.id, rx.prescriptionId))
    expect(keptRx).toMatchObject({ userId: 0, patientName: NAME })
    expect(keptRx!.keepUntil! >= istDay(clock)).toBe(true)
    // The e-prescription as signed, its PDF kept; its consultation detached and blanked.
    const [erx] = await db.select().from(ePrescriptions).where(eq(ePrescriptions.consultationId, consult.id))
    expect(erx).toMatchObject({ patientName: NAME })
    expect(await storage.get(erx!.storageKey)).not.toBeNull()
    const [keptConsult] = await db.select().from(consultations).where(eq(consultations.id, consult.id))
    expect(keptConsult).toMatchObject({ userId: 0, patientId: null, patientName: '', symptoms: '' })
    // Files of deleted rows are gone.
    for (const key of files) expect(await storage.get(key)).toBeNull()
    expect(await storage.get(archivePart)).toBeNull()
    for (const table of ['health_record_shares', 'health_record_abha', 'data_exports', 'grievances']) {
      const n = rows<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${c.userId}`),
      )[0]!.n
      expect(n, table).toBe(0)
    }
    // The audit log says so, with counts only.
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.erased'), eq(auditLog.targetUserId, c.userId)))
    expect(audit!.detail).toMatchObject({ kept: { invoices: invoiced.length } })

    // Signing in again with the same phone starts a new account: nothing kept points at it.
    const again = await browserClient(f).start()
    expect((await again.auth(P.createToken, { number: c.phone })).status).toBe(200)
    const verified = await again.auth(P.verifyToken, { number: c.phone, verification_token: await codeFor(c.phone) })
    expect(verified.body.data.user_flags).toEqual({ user_type: 'new', is_email_required: true })
  })
})
