import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { action as reviewAction, loader as reviewLoader } from '../../app/routes/staff-prescription.tsx'
import { loader as fileLoader } from '../../app/routes/staff-prescription-file.ts'
import { loader as queueLoader } from '../../app/routes/staff-prescriptions.tsx'
import { loader as csvLoader } from '../../app/routes/staff-register-csv.ts'
import { loader as registersLoader } from '../../app/routes/staff-registers.tsx'
import type { Db } from '../../server/db/client.ts'
import { auditLog, cartPrescriptions, rxReviews, users } from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { phonePhoto } from '../helpers/prescriptions-fixture.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { hostile } from './hostile.ts'
import { pdfText } from './pdf-text.ts'
import { formPost, pageContext, seededCatalog, shop, type Shopper } from './shop.ts'

// Issue 10 §2, §3, §5 through the pages' own loaders and actions (as server/pages.ts calls them): a customer gets 404
// on every pharmacist page and action; the pharmacist claims, records and approves with plain form posts; the
// prescription's files are served to the pharmacist who has the item only; the register's CSV is a download, audited.

let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture()
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill } = shop(() => f, { prefix: '76420', name: 'Page Tester' })
const catalog = seededCatalog(() => db)
let pharmacist: ActiveSession
beforeAll(async () => {
  await catalog.load()
  const [u] = await db.select().from(users).where(eq(users.phone, '9810000010'))
  pharmacist = {
    idHash: 'pharmacist-page-test',
    user: {
      id: u!.id,
      name: u!.name,
      email: null,
      phone: u!.phone,
      roles: ['ROLE_PHARMACIST'],
      isDoctor: false,
      isMerchant: false,
    },
    actingAs: null,
    expiresAt: new Date('2099-01-01'),
  }
})

type Args = { request: Request; params: Record<string, string>; context: ReturnType<typeof pageContext> }
const as = (session: ActiveSession | null, c?: Shopper) =>
  pageContext(f, c?.owner ?? { kind: 'user', userId: session?.user.id ?? 0 }, session)

/** Calls a loader or action; a thrown data(null, 404) or Response comes back as { status }. */
async function call<T>(fn: (args: never) => Promise<T> | T, args: Args): Promise<T | { status: number }> {
  try {
    const out = await fn(args as never)
    if (out instanceof Response) return out as T
    return out
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status }
    const init = (thrown as { init?: { status?: number } }).init
    if (init?.status) return { status: init.status }
    throw thrown
  }
}

let keys = 0
async function rxOrderWithPhoto(c: Shopper) {
  const upload = await f.services.prescriptions.upload(c.userId, {
    patientName: 'Ravi Kumar',
    files: [{ name: 'rx.jpg', bytes: await phonePhoto() }],
  })
  const { cartId, total } = await fill(c, [[catalog.rx(2), 1]])
  await db.insert(cartPrescriptions).values({ cartId, prescriptionId: upload.id })
  const placed = await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: total },
    `76420-${++keys}-key-0000`,
  )
  const [review] = await db.select().from(rxReviews).where(eq(rxReviews.orderId, placed.body.orderId))
  return { review: review!, prescription: upload, number: placed.body.number }
}

describe('a customer gets 404 on the pharmacist pages and their actions', () => {
  test('queue, review, claim, approve, files, registers and their CSV', async () => {
    const c = await customer()
    const { review, prescription } = await rxOrderWithPhoto(c)
    const ctx = () => as(c.session, c)
    const url = 'http://localhost/staff/prescriptions'
    expect(await call(queueLoader, { request: new Request(url), params: {}, context: ctx() })).toEqual({ status: 404 })
    const params = { reviewId: String(review.id) }
    expect(await call(reviewLoader, { request: new Request(`${url}/${review.id}`), params, context: ctx() })).toEqual({
      status: 404,
    })
    for (const intent of ['claim', 'approve', 'reject', 'record']) {
      const request = formPost(`${url}/${review.id}`, { _csrf: 't', intent, reason: 'illegible' })
      expect(await call(reviewAction, { request, params, context: ctx() })).toEqual({ status: 404 })
    }
    const fileParams = { reviewId: String(review.id), fileId: String(prescription.files[0]!.id) }
    expect(await call(fileLoader, { request: new Request(url), params: fileParams, context: ctx() })).toEqual({ status: 404 })
    expect(
      await call(registersLoader, { request: new Request('http://localhost/staff/registers'), params: {}, context: ctx() }),
    ).toEqual({
      status: 404,
    })
    const csv = new Request('http://localhost/staff/registers/rx.csv?from=2026-01-01&to=2026-12-31')
    expect(await call(csvLoader, { request: csv, params: { file: 'rx.csv' }, context: ctx() })).toEqual({ status: 404 })
    // Nothing moved.
    expect((await db.select().from(rxReviews).where(eq(rxReviews.id, review.id)))[0]).toMatchObject({
      status: 'waiting',
      claimedBy: null,
    })
  })
})

describe('the pharmacist through the pages', () => {
  // issue 29: the customer cancels while the pharmacist has the item open.
  test('an order cancelled while open: the page says it left the queue, and its form goes back to the queue saying why', async () => {
    const c = await customer()
    const { review, number } = await rxOrderWithPhoto(c)
    const ctx = () => as(pharmacist)
    const url = `http://localhost/staff/prescriptions/${review.id}`
    const params = { reviewId: String(review.id) }
    await call(reviewAction, { request: formPost(url, { _csrf: 't', intent: 'claim' }), params, context: ctx() })
    await f.services.orders.cancel(c.userId, number, 'No longer needed')

    const page = (await call(reviewLoader, { request: new Request(url), params, context: ctx() })) as {
      review: { status: string; reason: string | null }
    }
    expect(page.review).toMatchObject({ status: 'closed', reason: 'order cancelled' })
    const rejected = (await call(reviewAction, {
      request: formPost(url, { _csrf: 't', intent: 'reject', reason: 'illegible' }),
      params,
      context: ctx(),
    })) as Response
    expect(rejected.status).toBe(303)
    expect(rejected.headers.get('location')).toBe(`/staff/prescriptions?done=closed&ref=${review.id}`)
    const queue = (await call(queueLoader, {
      request: new Request(`http://localhost${rejected.headers.get('location')}`),
      params: {},
      context: ctx(),
    })) as Awaited<ReturnType<typeof queueLoader>>
    expect(queue.done?.text).toBe('That order was cancelled before its check: it has left the queue.')
    expect(queue.items.some((i) => i.reference === number)).toBe(false)
  })

  test('claims, sees the files, records, approves; the CSV holds the line and the export is audited', async () => {
    const c = await customer()
    const { review, prescription, number } = await rxOrderWithPhoto(c)
    const ctx = () => as(pharmacist)
    const url = `http://localhost/staff/prescriptions/${review.id}`
    const params = { reviewId: String(review.id) }
    const fileParams = { reviewId: String(review.id), fileId: String(prescription.files[0]!.id) }

    const queue = (await call(queueLoader, {
      request: new Request('http://localhost/staff/prescriptions'),
      params: {},
      context: ctx(),
    })) as Awaited<ReturnType<typeof queueLoader>>
    expect(queue.items.some((i) => i.reference === number)).toBe(true)

    // Before the claim the files are not served, even to a pharmacist.
    expect(await call(fileLoader, { request: new Request(url), params: fileParams, context: ctx() })).toEqual({ status: 404 })
    const claimed = (await call(reviewAction, {
      request: formPost(url, { _csrf: 't', intent: 'claim' }),
      params,
      context: ctx(),
    })) as Response
    expect(claimed.status).toBe(303)
    const file = (await call(fileLoader, { request: new Request(url), params: fileParams, context: ctx() })) as Response
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    expect(file.headers.get('cache-control')).toBe('private, no-store')

    // A refusal comes back to the form, as data with the message.
    const early = (await call(reviewAction, {
      request: formPost(url, { _csrf: 't', intent: 'approve' }),
      params,
      context: ctx(),
    })) as {
      data: { intent: string; message: string }
      init: { status: number }
    }
    expect(early.init.status).toBe(409)
    expect(early.data).toMatchObject({ intent: 'approve', message: expect.stringContaining('not named on a valid prescription') })
    const bad = (await call(reviewAction, {
      request: formPost(url, { _csrf: 't', intent: 'record', prescription_id: prescription.id, prescriber_name: 'D' }),
      params,
      context: ctx(),
    })) as { data: { message: string }; init: { status: number } }
    expect(bad.init.status).toBe(400)

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
    const post = (fields: Record<string, string | number>) =>
      call(reviewAction, { request: formPost(url, { _csrf: 't', ...fields }), params, context: ctx() }) as Promise<Response>
    expect(
      (
        await post({
          intent: 'record',
          prescription_id: prescription.id,
          prescriber_name: 'Dr. Sunita Rao',
          prescriber_reg_no: 'MMC/2011/7788',
          prescriber_address: '12 Linking Road, Mumbai 400050',
          patient_name: 'Ravi Kumar',
          patient_age: 41,
          prescribed_on: today,
        })
      ).status,
    ).toBe(303)
    expect(
      (await post({ intent: 'add_medicine', prescription_id: prescription.id, sku_id: catalog.rx(2).id, quantity: 1 })).status,
    ).toBe(303)
    const view = (await call(reviewLoader, { request: new Request(url), params, context: ctx() })) as Awaited<
      ReturnType<typeof reviewLoader>
    >
    expect(view.review.mine).toBe(true)
    expect(view.review.order!.lines[0]!.covered).toBe(true)
    const approved = await post({ intent: 'approve' })
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe(`/staff/prescriptions?done=approved&ref=${review.id}`)

    // The invoice of the approved order names the centre's pharmacist in charge; so does the footer's legal section.
    const invoice = await f.services.invoices.pdf(c.userId, number, { compress: false })
    expect(pdfText(invoice.bytes)).toMatch(/Pharmacist: [A-Z][a-z]+ [A-Z][a-z]+ \(Reg\. No\. SPC\/\d{4}\/\d{5}\)/)
    const footer = await f.services.footer.get()
    expect(footer.pharmacists_in_charge).toContainEqual(
      expect.objectContaining({ name: 'Ritu Malhotra', registration_number: 'SPC/2016/10731' }),
    )

    const csvResponse = (await call(csvLoader, {
      request: new Request(`http://localhost/staff/registers/rx.csv?from=${today}&to=${today}`),
      params: { file: 'rx.csv' },
      context: ctx(),
    })) as Response
    expect(csvResponse.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csvResponse.headers.get('content-disposition')).toBe(
      `attachment; filename="medwise-prescription-register-${today}-to-${today}.csv"`,
    )
    const csv = await csvResponse.text()
    expect(csv.split('\r\n')[0]).toMatch(/^Serial,Date,Memo number,Prescriber/)
    // The address holds a comma: quoted (RFC 4180).
    expect(csv).toContain('Dr. Sunita Rao (Reg. MMC/2011/7788),"12 Linking Road, Mumbai 400050","Ravi Kumar, 41 y"')
    expect(csv).toContain('Pooja Nair,DPC/2019/48213')
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'register.export'), eq(auditLog.actorUserId, pharmacist.user.id)))
    expect(audits.at(-1)!.detail).toMatchObject({ subject: { register: 'rx', from: today, to: today } })
    // A bad range is a 400 with the message, and nothing is exported.
    const badRange = (await call(csvLoader, {
      request: new Request('http://localhost/staff/registers/rx.csv?from=2026-05-01&to=2026-04-01'),
      params: { file: 'rx.csv' },
      context: ctx(),
    })) as Response
    expect(badRange.status).toBe(400)
    expect(await badRange.text()).toBe('From must not be after To')
    expect(
      (await call(csvLoader, {
        request: new Request('http://localhost/x'),
        params: { file: 'x.csv' },
        context: ctx(),
      })) as unknown,
    ).toEqual({
      status: 404,
    })
  })
})

describe('the boundary', () => {
  test('anything posted to the review page or asked of the CSV route is a message or a 404, never a 5xx', async () => {
    const { review, prescription } = await rxOrderWithPhoto(await customer())
    const ctx = () => as(pharmacist)
    const intents = fc.oneof(
      fc.constantFrom('claim', 'record', 'add_medicine', 'remove_medicine', 'approve', 'reject', 'build_cart'),
      hostile,
    )
    const field = fc.oneof(hostile, fc.constant(String(prescription.id)), fc.constant(String(catalog.rx(2).id)))
    await fc.assert(
      fc.asyncProperty(
        intents,
        fc.dictionary(
          fc.constantFrom(
            'prescription_id',
            'sku_id',
            'name',
            'quantity',
            'medicine_id',
            'remove',
            'note',
            'reason',
            'prescribed_on',
            'patient_age',
          ),
          field,
        ),
        fc.oneof(fc.constant(String(review.id)), hostile),
        async (intent, fields, reviewId) => {
          const request = formPost(`http://localhost/staff/prescriptions/x`, { _csrf: 't', intent, ...fields })
          const out = (await call(reviewAction, { request, params: { reviewId }, context: ctx() })) as
            Response | { status: number } | { data: { message: string }; init: { status: number } }
          if (out instanceof Response) expect(out.status).toBe(303)
          else if ('init' in out) {
            expect(out.init.status).toBeGreaterThanOrEqual(400)
            expect(out.init.status).toBeLessThan(500)
            expect(out.data.message.length).toBeGreaterThan(0)
          } else expect(out.status).toBe(404)
        },
      ),
      { numRuns: 60 },
    )
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant('rx.csv'), hostile), hostile, hostile, async (file, from, to) => {
        const request = new Request(
          `http://localhost/staff/registers/x?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        )
        const out = (await call(csvLoader, { request, params: { file }, context: ctx() })) as Response | { status: number }
        expect([200, 400, 404]).toContain(out.status)
      }),
      { numRuns: 40 },
    )
  })
})
