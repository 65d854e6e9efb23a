import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { paise } from '../../core/money.ts'
import { action as bookingAction, loader as bookingLoader } from '../../app/routes/staff-lab-booking.tsx'
import { action as dayAction, loader as dayLoader } from '../../app/routes/staff-labs.tsx'
import { loader as reportLoader } from '../../app/routes/staff-lab-report.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { browserClient } from './browser-client.ts'
import { pdfText } from './pdf-text.ts'
import { formPost, pageContext, shop } from './shop.ts'
import type { Db } from '../../server/db/client.ts'
import {
  auditLog,
  carts,
  labBookingItems,
  labBookings,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labReports,
  labResultRows,
  labs,
  labTests,
  outboxMessages,
  patients,
  users,
} from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { labsBillFor } from '../../server/modules/cart/labs-rules.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { userTopic } from '../../server/modules/events/topics.ts'
import { renderLabReportPdf } from '../../server/modules/labs/report-pdf.ts'
import { istInstant } from '../../server/modules/labs/slot-rules.ts'

// Issue 11 §6: the labs desk. Its pages answer 404 to anyone but admins and the labs' operations staff (a customer,
// a pharmacist, a guest), loaders and actions alike, so nothing moves. Staff see the day's collections by slot and
// area, mark a booking collected (audited, collected_at set, the customer's open pages told), enter each test's
// results (flagged against the range); a patient's report PDF is made once every test of theirs has results, and the
// lab's own PDF can stand for a patient's; once every patient has a report the booking is report_ready, the
// customer gets an SMS and a live event. The customer downloads each report (attachment, a PDF); another account and
// a guest get 404, and so does a report not made yet. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

// Wednesday 25 November 2026, 08:10 in India; the collection is tomorrow at 07:00 (and the desk works then).
const BOOKING_TIME = new Date('2026-11-25T08:10:00+05:30')
let clock = BOOKING_TIME
const TOMORROW = '2026-11-26'
let f: ApiFixture
let db: Db
let lab: { id: number; name: string; city: string }
let tests: Array<{ id: number; name: string; price: number; mrp: number }>
let labOps: ActiveSession

const people = shop(() => f, { prefix: '74366', name: 'Desk Tester' })

function staffSession(id: number, roles: string[]): ActiveSession {
  return {
    idHash: `lab-desk-${id}-${roles.join('-')}`,
    user: { id, name: `Staff ${id}`, email: null, phone: null, roles, isDoctor: false, isMerchant: false },
    actingAs: null,
    expiresAt: new Date('2099-01-01'),
  }
}

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  const found = (await db.select().from(labs).orderBy(labs.id)).find((l) => l.cities.includes('New Delhi'))!
  lab = { id: found.id, name: found.name, city: 'New Delhi' }
  tests = await db
    .select({ id: labTests.id, name: labTests.name, price: labOffers.pricePaise, mrp: labOffers.mrpPaise })
    .from(labOffers)
    .innerJoin(labTests, eq(labTests.id, labOffers.testId))
    .where(and(eq(labOffers.labId, lab.id), eq(labTests.fasting, false)))
    .orderBy(labTests.id)
    .limit(2)
  // The seeded labs' operations account (development seeds only).
  const [ops] = await db.select().from(users).where(eq(users.phone, '9810000011'))
  expect(ops!.roles).toEqual(['ROLE_LAB_OPS'])
  labOps = staffSession(ops!.id, ops!.roles)
})
afterAll(() => f?.close())
// Each test books at the booking time (one moves the clock to the collection).
beforeEach(() => {
  clock = BOOKING_TIME
})

/**
 * A customer in New Delhi with a booking paid from MedWise Cash: the lab's two tests for each of two patients
 * (Asha, 34, and Ravi, 61) at tomorrow's slot `minute`, placed through the API as the labs checkout does.
 */
async function bookedBooking(minute = 7 * 60) {
  const c = await people.customer()
  const two = await db
    .insert(patients)
    .values([
      { userId: c.userId, name: 'Asha Verma', age: 34, gender: 'female', relation: 'self' },
      { userId: c.userId, name: 'Ravi Verma', age: 61, gender: 'male', relation: 'parent' },
    ])
    .returning({ id: patients.id })
  const slot = (await f.services.labSlots.dayRows(db, lab.id, lab.city, TOMORROW)).find(
    (r) => r.startsAt.getTime() === istInstant(TOMORROW, minute).getTime(),
  )!
  const [cart] = await db
    .insert(carts)
    .values({ userId: c.userId, type: 'labs', labId: lab.id, city: lab.city, labSlotId: slot.id })
    .returning({ id: carts.id })
  await db
    .insert(labCartItems)
    .values(tests.map((t, i) => ({ cartId: cart!.id, testId: t.id, labId: lab.id, addedAt: new Date(clock.getTime() + i) })))
  await db
    .insert(labCartItemPatients)
    .values(tests.flatMap((t) => two.map((p) => ({ cartId: cart!.id, testId: t.id, patientId: p.id }))))
  const total = labsBillFor(tests.map((t) => ({ mrp: paise(t.mrp), price: paise(t.price), patients: 2 }))).payable
  await db.transaction((tx) =>
    f.services.wallet.credit(tx, c.userId, paise(total), {
      kind: 'recharge',
      reference: `desk-test:${c.userId}`,
      note: 'Test money',
    }),
  )
  const session = await f.services.sessions.create(c.userId)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  const res = await browser.call(
    'POST',
    '/pwa-api/labs/bookings',
    { payment: 'wallet', expected_total: total },
    {
      'idempotency-key': `lab-desk-${c.userId}-key`,
    },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const placed = (res.body as { data: { number: string; order_id: number; booking_status: string } }).data
  expect(placed.booking_status).toBe('booked')
  const items = await db
    .select()
    .from(labBookingItems)
    .where(eq(labBookingItems.orderId, placed.order_id))
    .orderBy(labBookingItems.position)
  return { ...c, ...placed, browser, items, slot }
}

/** Runs a loader or action as the router would; a redirect or a thrown 404 comes back as { status, location }. */
async function run<T>(fn: (args: never) => Promise<T>, who: ActiveSession | null, request: Request, params = {}) {
  const args = { request, params, context: pageContext(f, visitorOwner('0'.repeat(32)), who) } as never
  try {
    const answer = await fn(args)
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('location') }
    return answer
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
    const init = (thrown as { init?: { status?: number } }).init
    if (init?.status) return { status: init.status }
    throw thrown
  }
}
/** What an action answered with data(): its status and body. */
const refusalOf = (answer: unknown) => {
  const d = answer as { data: { message: string; target?: string | null }; init: { status: number } }
  return { status: d.init.status, message: d.data.message, target: d.data.target }
}

const bookingUrl = (number: string) => `http://localhost/staff/labs/${number}`
const statusOf = async (orderId: number) => (await db.select().from(labBookings).where(eq(labBookings.orderId, orderId)))[0]!
const auditOf = (orderId: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'lab.collect'))
    .then((rows) => rows.filter((r) => (r.detail as { subject: { orderId: number } }).subject.orderId === orderId))

/** The results form of a booked test: rows of [name, value, unit, low, high, range]. */
function resultsForm(number: string, itemId: number, rows: string[][]) {
  const fields: Record<string, string> = { _csrf: 't', intent: 'results', item_id: String(itemId) }
  rows.forEach(([name, value, unit, low, high, range], i) =>
    Object.assign(fields, {
      [`name_${i}`]: name ?? '',
      [`value_${i}`]: value ?? '',
      [`unit_${i}`]: unit ?? '',
      [`low_${i}`]: low ?? '',
      [`high_${i}`]: high ?? '',
      [`range_${i}`]: range ?? '',
    }),
  )
  // A spare row left blank, as the page sends it.
  Object.assign(fields, { name_9: '', value_9: ' ', unit_9: '' })
  return formPost(bookingUrl(number), fields)
}

function uploadForm(number: string, patientKey: string, bytes: Uint8Array, name = 'lab-report.pdf') {
  const form = new FormData()
  form.set('_csrf', 't')
  form.set('intent', 'upload')
  form.set('patient_key', patientKey)
  form.set('report', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }))
  return new Request(bookingUrl(number), { method: 'POST', body: form })
}

describe('anyone but the labs desk gets 404', () => {
  test('a customer (the booking’s own), a pharmacist and a guest: the day, the booking and every action', async () => {
    const b = await bookedBooking(6 * 60 + 30)
    const params = { number: b.number }
    for (const who of [b.session, staffSession(b.userId, ['ROLE_PHARMACIST']), null]) {
      expect(await run(dayLoader, who, new Request('http://localhost/staff/labs'))).toEqual({ status: 404 })
      expect(await run(bookingLoader, who, new Request(bookingUrl(b.number)), params)).toEqual({ status: 404 })
      const collect = formPost('http://localhost/staff/labs', { _csrf: 't', intent: 'collect', number: b.number })
      expect(await run(dayAction, who, collect)).toEqual({ status: 404 })
      expect(await run(bookingAction, who, formPost(bookingUrl(b.number), { _csrf: 't', intent: 'collect' }), params)).toEqual({
        status: 404,
      })
      expect(await run(bookingAction, who, resultsForm(b.number, b.items[0]!.id, [['Hb', '13', 'g/dL']]), params)).toEqual({
        status: 404,
      })
    }
    expect((await statusOf(b.order_id)).status).toBe('booked')
    expect(await db.select().from(labResultRows).where(eq(labResultRows.itemId, b.items[0]!.id))).toEqual([])
    // An unknown booking is the 404 page for staff too.
    expect(await run(bookingLoader, labOps, new Request(bookingUrl('MW99999999')), { number: 'MW99999999' })).toEqual({
      status: 404,
    })
  })
})

describe('the desk', () => {
  test('the day groups by slot and area; collect, results, reports, report_ready; the customer downloads', async () => {
    const b = await bookedBooking(7 * 60)
    const events: unknown[] = []
    const unsubscribe = f.services.events!.subscribe(userTopic(b.userId), (payload) => void events.push(payload))
    try {
      // The day of the collection lists it under its slot and the address's area, with its patients and tests.
      const day = (await run(dayLoader, labOps, new Request(`http://localhost/staff/labs?date=${TOMORROW}`))) as Awaited<
        ReturnType<typeof dayLoader>
      >
      expect(day.date).toBe(TOMORROW)
      const slot = day.slots.find((s) => s.startsAt === b.slot.startsAt.toISOString())!
      expect(slot.label).toBe('7:00 AM – 7:30 AM')
      const area = slot.areas.find((a) => a.collections.some((c) => c.number === b.number))!
      expect(area.label).toMatch(/^\d{6} · New Delhi$/)
      const listed = area.collections.find((c) => c.number === b.number)!
      expect(listed).toMatchObject({ status: 'booked', statusLabel: 'Booked', canCollect: true, canProcess: false })
      expect(listed.patients.map((p) => [p.key, p.name, p.tests])).toEqual([
        ['1', 'Asha Verma', tests.map((t) => t.name)],
        ['2', 'Ravi Verma', tests.map((t) => t.name)],
      ])
      // Today (the 25th) has no collections of this booking.
      const today = (await run(dayLoader, labOps, new Request('http://localhost/staff/labs'))) as typeof day
      expect(today.date).toBe('2026-11-25')
      expect(today.slots.flatMap((s) => s.areas.flatMap((a) => a.collections.map((c) => c.number)))).not.toContain(b.number)

      // Results before the sample is collected are refused.
      const early = await run(bookingAction, labOps, resultsForm(b.number, b.items[0]!.id, [['Hb', '13']]), { number: b.number })
      expect(refusalOf(early)).toMatchObject({ status: 409, target: `item-${b.items[0]!.id}` })

      // Mark collected from the day list: booked → sample_collected at the desk's time, audited.
      clock = new Date('2026-11-26T07:12:00+05:30')
      const collected = await run(
        dayAction,
        labOps,
        formPost('http://localhost/staff/labs', { _csrf: 't', intent: 'collect', number: b.number, date: TOMORROW }),
      )
      expect(collected).toEqual({ status: 303, location: `/staff/labs?date=${TOMORROW}&done=collect` })
      expect(await statusOf(b.order_id)).toMatchObject({ status: 'sample_collected', collectedAt: clock })
      const [audit] = await auditOf(b.order_id)
      expect(audit).toMatchObject({ actorUserId: labOps.user.id, targetUserId: b.userId })
      expect(audit!.detail).toMatchObject({ before: { status: 'booked' }, after: { status: 'sample_collected' } })
      // The state machine refuses a second collection, with its message.
      const again = await run(bookingAction, labOps, formPost(bookingUrl(b.number), { _csrf: 't', intent: 'collect' }), {
        number: b.number,
      })
      expect(refusalOf(again)).toMatchObject({
        status: 409,
        message: 'A booking that is sample collected cannot be marked collected',
      })

      // The booking page: patients, each test with its starting rows.
      const page = (await run(bookingLoader, labOps, new Request(bookingUrl(b.number)), { number: b.number })) as Awaited<
        ReturnType<typeof bookingLoader>
      >
      expect(page).toMatchObject({ status: 'sample_collected', takesResults: true, canCollect: false, canProcess: true })
      expect(page.patients.map((p) => [p.key, p.name, p.tests.length, p.report])).toEqual([
        ['1', 'Asha Verma', 2, null],
        ['2', 'Ravi Verma', 2, null],
      ])

      // A bad row comes back to its form; nothing is kept.
      const [asha1, ravi1, asha2, ravi2] = [b.items[0]!, b.items[1]!, b.items[2]!, b.items[3]!]
      expect([asha1, asha2].map((i) => i.patientName)).toEqual(['Asha Verma', 'Asha Verma'])
      expect([ravi1, ravi2].map((i) => i.patientName)).toEqual(['Ravi Verma', 'Ravi Verma'])
      const bad = await run(bookingAction, labOps, resultsForm(b.number, asha1.id, [['Haemoglobin', '', 'g/dL', '12', '16']]), {
        number: b.number,
      })
      expect(refusalOf(bad)).toMatchObject({ status: 400, message: 'Each row needs a value', target: `item-${asha1.id}` })
      const reversed = await run(bookingAction, labOps, resultsForm(b.number, asha1.id, [['Hb', '13', '', '16', '12']]), {
        number: b.number,
      })
      expect(refusalOf(reversed).message).toBe('The reference low must not be above the high')

      // Asha's first test: one value above its range. No report yet: her second test has no results.
      const first = await run(
        bookingAction,
        labOps,
        resultsForm(b.number, asha1.id, [
          ['Haemoglobin', '17.2', 'g/dL', '12', '16'],
          ['Glucose', '92', 'mg/dL', '', '', '70 - 100'],
        ]),
        { number: b.number },
      )
      expect(first).toEqual({ status: 303, location: `/staff/labs/${b.number}?done=results` })
      const rows = await db.select().from(labResultRows).where(eq(labResultRows.itemId, asha1.id)).orderBy(labResultRows.position)
      expect(rows.map((r) => [r.name, r.value, r.unit, r.refLow, r.refHigh, r.refText, r.flag])).toEqual([
        ['Haemoglobin', '17.2', 'g/dL', 12, 16, null, 'high'],
        ['Glucose', '92', 'mg/dL', null, null, '70 - 100', null],
      ])
      expect(await db.select().from(labReports).where(eq(labReports.orderId, b.order_id))).toEqual([])

      // Her second test completes her results: her report is made and kept; Ravi has none yet.
      await run(bookingAction, labOps, resultsForm(b.number, asha2.id, [['HDL cholesterol', '32', 'mg/dL', '', '', '> 40']]), {
        number: b.number,
      })
      const reports = await db.select().from(labReports).where(eq(labReports.orderId, b.order_id))
      expect(reports.map((r) => [r.patientKey, r.patientName, r.source])).toEqual([['1', 'Asha Verma', 'entered']])
      expect((await statusOf(b.order_id)).status).toBe('sample_collected')
      const resultsAudit = await db.select().from(auditLog).where(eq(auditLog.action, 'lab.results')).orderBy(desc(auditLog.id))
      expect(resultsAudit[0]!.detail).toMatchObject({
        subject: { number: b.number, itemId: asha2.id, patient: '1' },
        after: { rows: 1, flagged: 1, report: true, status: 'sample_collected' },
      })

      // The customer downloads Asha's report: a PDF to save, with her results and the flags.
      const got = await f.request(`/pwa-api/labs/bookings/${b.number}/reports/1`, {
        headers: { cookie: `sid=${sessionToken(b)}` },
      })
      expect(got.status).toBe(200)
      expect(got.headers.get('content-type')).toBe('application/pdf')
      expect(got.headers.get('content-disposition')).toBe(`attachment; filename="lab-report-${b.number}-Asha-Verma.pdf"`)
      expect(got.headers.get('cache-control')).toBe('private, no-store')
      const pdf = new Uint8Array(await got.arrayBuffer())
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      const text = pdfText(pdf)
      for (const expected of [': Asha Verma', ': 34 years / Female', `: ${b.number}`, `: ${lab.name}`, ': 26-11-2026 07:12']) {
        expect(text).toContain(expected)
      }
      expect(text.split('\n')).toEqual(expect.arrayContaining(['17.2 *', 'High', '32 *', 'Low', '92', '70 - 100', '> 40']))
      expect(text).toContain(asha1.testName)
      expect(text).not.toContain('Ravi')
      // Ravi's report is not made yet: 404, as for a key no patient has.
      for (const key of ['2', '6']) {
        const none = await f.request(`/pwa-api/labs/bookings/${b.number}/reports/${key}`, {
          headers: { cookie: `sid=${sessionToken(b)}` },
        })
        expect(none.status).toBe(404)
      }

      // The desk opens the same report (each read audited); Ravi's, a key no patient has, or a bad one: 404.
      const reportUrl = (key: string) => new Request(`${bookingUrl(b.number)}/reports/${key}`)
      const staffGot = (await reportLoader({
        request: reportUrl('1'),
        params: { number: b.number, patientKey: '1' },
        context: pageContext(f, visitorOwner('0'.repeat(32)), labOps),
      } as never)) as Response
      expect(staffGot.status).toBe(200)
      expect(staffGot.headers.get('content-type')).toBe('application/pdf')
      expect(staffGot.headers.get('cache-control')).toBe('private, no-store')
      expect(staffGot.headers.get('content-security-policy')).toBe('sandbox')
      expect(new Uint8Array(await staffGot.arrayBuffer())).toEqual(pdf)
      const reads = await db.select().from(auditLog).where(eq(auditLog.action, 'lab.report_read'))
      expect(reads.filter((r) => (r.detail as { subject: { number: string } }).subject.number === b.number)).toEqual([
        expect.objectContaining({
          actorUserId: labOps.user.id,
          targetUserId: b.userId,
          detail: { subject: { orderId: b.order_id, number: b.number, patient: '1' }, before: null, after: null },
        }),
      ])
      for (const key of ['2', '6', '7', 'x']) {
        expect(await run(reportLoader, labOps, reportUrl(key), { number: b.number, patientKey: key })).toEqual({ status: 404 })
      }
      // Anyone but the desk: 404, the booking's own customer included.
      for (const who of [b.session, staffSession(b.userId, ['ROLE_PHARMACIST']), null]) {
        expect(await run(reportLoader, who, reportUrl('1'), { number: b.number, patientKey: '1' })).toEqual({ status: 404 })
      }

      const list = await b.browser.get(`/pwa-api/labs/bookings/${b.number}/reports`)
      expect((list.body as { data: { reports: unknown[] } }).data.reports).toEqual([
        {
          patient_key: '1',
          patient_name: 'Asha Verma',
          source: 'entered',
          created_at: clock.toISOString(),
          url: `/pwa-api/labs/bookings/${b.number}/reports/1`,
        },
      ])

      // Processing, then the lab's own PDF for Ravi: refused when it is no PDF; then every patient has a report.
      expect(
        await run(bookingAction, labOps, formPost(bookingUrl(b.number), { _csrf: 't', intent: 'process' }), { number: b.number }),
      ).toEqual({
        status: 303,
        location: `/staff/labs/${b.number}?done=process`,
      })
      expect((await statusOf(b.order_id)).status).toBe('processing')
      const notPdf = await run(bookingAction, labOps, uploadForm(b.number, '2', new TextEncoder().encode('hello')), {
        number: b.number,
      })
      expect(refusalOf(notPdf)).toMatchObject({
        status: 400,
        message: 'The lab’s report must be a PDF file',
        target: 'patient-2',
      })
      const labPdf = await renderLabReportPdf({
        bookingNumber: b.number,
        labName: lab.name,
        patient: { name: 'Ravi Verma', age: 61, gender: 'male' },
        collectedAt: clock,
        reportedAt: clock,
        tests: [{ name: 'As the lab printed it', rows: [] }],
      })
      const uploaded = await run(bookingAction, labOps, uploadForm(b.number, '2', labPdf), { number: b.number })
      expect(uploaded).toEqual({ status: 303, location: `/staff/labs/${b.number}?done=upload` })
      expect((await statusOf(b.order_id)).status).toBe('report_ready')
      const ravi = await f.request(`/pwa-api/labs/bookings/${b.number}/reports/2`, {
        headers: { cookie: `sid=${sessionToken(b)}` },
      })
      expect(ravi.status).toBe(200)
      expect(Buffer.from(await ravi.arrayBuffer()).equals(Buffer.from(labPdf))).toBe(true)

      // Told by SMS, and the open pages by the live events of each move.
      const sms = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, `+91${b.phone}`))
      expect(sms.map((m) => m.text)).toEqual(
        expect.arrayContaining([
          `MedWise: the samples of lab booking ${b.number} are collected. We will tell you when the reports are ready.`,
          `MedWise: the reports of lab booking ${b.number} are ready. Download them from My bookings on MedWise.`,
        ]),
      )
      await expect
        .poll(() => events)
        .toEqual(
          expect.arrayContaining([
            { order: b.number, status: 'sample_collected', label: 'Sample collected' },
            { order: b.number, status: 'processing', label: 'Processing' },
            { order: b.number, status: 'report_ready', label: 'Report ready' },
          ]),
        )

      // Final: results and uploads are refused now.
      const late = await run(bookingAction, labOps, resultsForm(b.number, ravi1.id, [['Hb', '13']]), { number: b.number })
      expect(refusalOf(late)).toMatchObject({
        status: 409,
        message: 'The reports of this booking are ready; results cannot change now',
      })
    } finally {
      unsubscribe()
    }
  })

  test('another account and a guest get 404 for a report that exists; staff of ROLE_ADMIN use the desk too', async () => {
    const b = await bookedBooking(8 * 60)
    const [admin] = await db.select().from(users).where(eq(users.phone, '9810000008'))
    const adminSession = staffSession(admin!.id, admin!.roles)
    await f.services.labDesk.collect(admin!.id, b.number)
    for (const item of b.items) {
      await f.services.labDesk.saveResults(admin!.id, b.number, item.id, [{ name: 'Value', value: '1', unit: '' }])
    }
    expect((await statusOf(b.order_id)).status).toBe('report_ready')
    const page = (await run(bookingLoader, adminSession, new Request(bookingUrl(b.number)), { number: b.number })) as Awaited<
      ReturnType<typeof bookingLoader>
    >
    expect(page.patients.map((p) => p.report?.source)).toEqual(['entered', 'entered'])

    const path = `/pwa-api/labs/bookings/${b.number}/reports/1`
    expect((await f.request(path, { headers: { cookie: `sid=${sessionToken(b)}` } })).status).toBe(200)
    const other = await people.customer()
    const otherSession = await f.services.sessions.create(other.userId)
    const theirs = await f.request(path, { headers: { cookie: `sid=${otherSession.token}` } })
    expect(theirs.status).toBe(404)
    expect(((await theirs.json()) as { code: string }).code).toBe('unknown_booking')
    expect(
      (await f.request(`/pwa-api/labs/bookings/${b.number}/reports`, { headers: { cookie: `sid=${otherSession.token}` } }))
        .status,
    ).toBe(404)
    const guest = await f.request(path)
    expect(guest.status).toBe(404)
    expect((await f.request(`/pwa-api/labs/bookings/${b.number}/reports`)).status).toBe(401)
  })
})

/** The session of the booking's account, for raw requests. */
const sessionToken = (b: { browser: { jar: Map<string, string> } }) => b.browser.jar.get('sid')!
