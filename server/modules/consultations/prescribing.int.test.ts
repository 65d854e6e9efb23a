import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import { seedConsultation } from '../../../tests/integration/consultation-fixture.ts'
import { plain, seededCatalog, shop, type Product } from '../../../tests/integration/shop.ts'
import { pdfText } from '../../../tests/integration/pdf-text.ts'
import type { Db } from '../../db/client.ts'
import {
  cartItems,
  cartPrescriptions,
  carts,
  consultations,
  ePrescriptions,
  labCartItems,
  labTests,
  orders,
  prescriptionMedicines,
  prescriptions,
  products,
  rxRegister,
  rxReviews,
  users,
} from '../../db/schema.ts'

// Issue 24 §5–6: the e-prescription. Only the consultation's doctor writes it (another doctor and the patient: 404),
// once (409); the guidelines' lists refuse a forbidden medicine with the rule's name, by mode and visit; the signed PDF
// is kept and downloadable by the two sides only; 'Order medicines' fills the pharmacy cart and the order passes the
// checkout without an upload, quantities capped, and the pharmacist approves it without transcribing, the registers
// citing it; 'Book tests' fills the labs cart. PGlite here, PostgreSQL in CI.

const clock = new Date('2026-11-30T06:00:00Z')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  await catalog.load()
})
afterAll(() => f?.close())

const people = shop(() => f, { prefix: '75910', name: 'Rx Patient' })
const catalog = seededCatalog(() => db)
const BASE = (id: number) => `/pwa-api/api/v1/consultations/${id}/prescription`

/** A browser signed in as this account. */
async function signedIn(userId: number): Promise<BrowserClient> {
  const session = await f.services.sessions.create(userId)
  const b = browserClient(f)
  b.jar.set('sid', session.token)
  b.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return b
}

const pick = (where: (p: Product) => boolean) => catalog.all().find((p) => plain(p) && where(p))!
const otc = () => pick((p) => !p.rxRequired)
const listA = (i = 0) => catalog.all().filter((p) => plain(p) && p.rxRequired && p.schedule === 'H')[i]!
const listB = () => pick((p) => p.rxRequired && p.schedule === 'H1')

const medicine = (p: Pick<Product, 'id'>, quantity = 2) => ({
  sku_id: p.id,
  strength: '500 mg',
  dose: '1 tablet',
  frequency: 'Twice a day',
  duration: '5 days',
  instructions: 'After food',
  quantity,
})
const form = (medicines: ReturnType<typeof medicine>[], tests: number[] = []) => ({
  doctor_address: 'MedWise Teleclinic, 12 Janpath Road, New Delhi 110001',
  doctor_contact: '+91 98100 00021',
  complaints: 'Fever and sore throat for 2 days',
  diagnosis: 'Acute pharyngitis',
  provisional: true,
  advice: 'Warm saline gargles. Plenty of fluids.',
  follow_up_days: 5,
  follow_up_note: 'Sooner if the fever stays above 102°F',
  medicines,
  tests,
})

let serial = 0
/** A consultation with a new patient account, started (the doctor is in the room). */
async function started(opts: { mode?: 'chat' | 'audio' | 'video'; doctor?: number; state?: 'in_progress' | 'booked' } = {}) {
  const patient = await people.customer()
  const c = await seedConsultation(db, {
    userId: patient.userId,
    startsAt: new Date(clock.getTime() - 10 * 60_000 + ++serial * 1000),
    mode: opts.mode ?? 'video',
    state: opts.state ?? 'in_progress',
    doctor: opts.doctor ?? 0,
  })
  return { patient, c, doctor: await signedIn(c.doctorUserId), booker: await signedIn(patient.userId) }
}

describe('who writes it', () => {
  test('only the consultation’s doctor, once; the booker and another doctor get 404, a stranger too', async () => {
    const { c, doctor, booker } = await started()
    const other = await signedIn(
      (await seedConsultation(db, { userId: c.userId, startsAt: new Date('2026-12-02T05:00:00Z'), doctor: 1 })).doctorUserId,
    )
    const stranger = await signedIn((await people.customer()).userId)

    for (const who of [booker, other, stranger]) {
      const res = await who.post(BASE(c.id), form([medicine(otc())]))
      expect(res.status).toBe(404)
    }
    const guest = await browserClient(f).start()
    expect((await guest.post(BASE(c.id), form([medicine(otc())]))).status).toBe(401)

    const first = await doctor.post(BASE(c.id), form([medicine(otc())]))
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({
      consultation_id: c.id,
      visit: 'first',
      mode: 'video',
      diagnosis: 'Acute pharyngitis',
      provisional: true,
      medicines: [{ sku_id: otc().id, name: otc().name.toUpperCase().replace(/\s+/g, ' ').trim(), list: 'O', quantity: 2 }],
    })
    const again = await doctor.post(BASE(c.id), form([medicine(otc())]))
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('already_prescribed')
    const rows = await db.select().from(ePrescriptions).where(eq(ePrescriptions.consultationId, c.id))
    expect(rows).toHaveLength(1)
  })

  test('not before the consultation has started', async () => {
    const { c, doctor } = await started({ state: 'booked' })
    const res = await doctor.post(BASE(c.id), form([medicine(otc())]))
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('consultation_not_started')
  })

  test('a bad form is a 400 with a message, never a 500', async () => {
    const { c, doctor } = await started()
    const res = await doctor.post(BASE(c.id), { ...form([medicine(otc())]), diagnosis: '   ', doctor_contact: '12' })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toMatch(/diagnosis/i)
    const unknown = await doctor.post(BASE(c.id), form([{ ...medicine(otc()), sku_id: 2_000_000_000 }]))
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe('unknown_medicine')
  })
})

describe('the guidelines’ lists, enforced', () => {
  test.each([
    ['chat', 'A', 'tpg_list_a_video_or_follow_up', 'List A medicines may be prescribed in a first consultation only by video'],
    ['audio', 'A', 'tpg_list_a_video_or_follow_up', 'List A medicines may be prescribed in a first consultation only by video'],
    ['video', 'B', 'tpg_list_b_follow_up_only', 'List B medicines may be prescribed only in a follow-up consultation'],
    ['video', 'X', 'tpg_prohibited', 'Schedule X and NDPS medicines may never be prescribed'],
  ] as const)('a first %s consultation refuses List %s, naming the rule', async (mode, list, code, message) => {
    const { c, doctor } = await started({ mode })
    const forbidden =
      list === 'A'
        ? listA()
        : list === 'B'
          ? listB()
          : (await db.select().from(products).where(eq(products.schedule, 'X')).limit(1))[0]!
    const res = await doctor.post(BASE(c.id), form([medicine(otc()), medicine(forbidden)]))
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    expect(res.body.message).toContain(message)
    expect(res.body.message).toContain(forbidden.name.toUpperCase().split(' ')[0])
    expect(await db.select().from(ePrescriptions).where(eq(ePrescriptions.consultationId, c.id))).toEqual([])
  })

  test('a follow-up with the same doctor within 6 months may add List B; the search says what is allowed', async () => {
    const { c, doctor } = await started({ mode: 'audio' })
    const before = await people.customer()
    const earlier = await seedConsultation(db, {
      userId: before.userId,
      startsAt: new Date('2026-10-01T05:00:00Z'),
      state: 'completed',
    })
    // The same patient, with the same doctor, completed two months ago.
    const [mine] = await db.select().from(consultations).where(eq(consultations.id, c.id))
    await db
      .update(consultations)
      .set({ patientId: mine!.patientId, completedAt: new Date('2026-10-01T05:20:00Z') })
      .where(eq(consultations.id, earlier.id))

    const search = await doctor.get(`${BASE(c.id)}/medicines?q=${encodeURIComponent(listB().name.slice(0, 6))}`)
    expect(search.status).toBe(200)
    expect(search.body.data.medicines.find((m: { sku_id: number }) => m.sku_id === listB().id)).toMatchObject({
      list: 'List B',
      allowed: true,
      refusal: null,
    })
    const res = await doctor.post(BASE(c.id), form([medicine(listA()), medicine(listB())]))
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ visit: 'follow_up', medicines: [{ list: 'A' }, { list: 'B' }] })
  })

  test('the search refuses in a first chat what the rules refuse, with the rule', async () => {
    const { c, doctor } = await started({ mode: 'chat' })
    const search = await doctor.get(`${BASE(c.id)}/medicines?q=${encodeURIComponent(listA().name.slice(0, 6))}`)
    const hit = search.body.data.medicines.find((m: { sku_id: number }) => m.sku_id === listA().id)
    expect(hit).toMatchObject({ list: 'List A', allowed: false })
    expect(hit.refusal).toContain('List A medicines')
    const { booker } = await started()
    expect((await booker.get(`${BASE(c.id)}/medicines?q=para`)).status).toBe(404)
    expect((await doctor.get(`${BASE(c.id)}/medicines?q=p`)).status).toBe(400)
  })
})

describe('the signed PDF', () => {
  test('kept privately, signed with its content’s SHA-256, downloadable by the two sides only', async () => {
    const { c, doctor, booker } = await started()
    const written = await doctor.post(BASE(c.id), form([medicine(otc(), 1)]))
    expect(written.status).toBe(201)
    const [row] = await db.select().from(ePrescriptions).where(eq(ePrescriptions.consultationId, c.id))
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.keepUntil).toBe('2029-11-30')
    expect(row!.storageKey).toMatch(/^e-prescriptions\/2026\/11\/[0-9a-f-]{36}\.pdf$/)
    const downloads: string[] = []

    for (const who of [booker, doctor]) {
      const res = await f.app.request(`${BASE(c.id)}/pdf`, { headers: { cookie: `sid=${who.jar.get('sid')}` } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
      expect(bytes.byteLength).toBe(row!.pdfBytes)
      downloads.push(createHash('sha256').update(bytes).digest('hex'))
    }
    expect(downloads[0]).toBe(downloads[1])
    const stranger = await signedIn((await people.customer()).userId)
    const other = await signedIn(
      (await seedConsultation(db, { userId: c.userId, startsAt: new Date('2026-12-03T05:00:00Z'), doctor: 2 })).doctorUserId,
    )
    for (const cookie of [`sid=${stranger.jar.get('sid')}`, `sid=${other.jar.get('sid')}`, '']) {
      const res = await f.app.request(`${BASE(c.id)}/pdf`, { headers: { cookie } })
      expect(res.status).toBe(404)
    }
    expect((await stranger.get(BASE(c.id))).status).toBe(404)
    expect((await booker.get(BASE(c.id))).body.data.sha256).toBe(row!.sha256)
  })

  test('filed in the patient’s health records as an OPConsultation once signed, once, with its PDF (issue 26 §1)', async () => {
    const { c, doctor, booker } = await started()
    const timeline = async () => {
      const res = await booker.get(`/pwa-api/api/v1/health-records/patients/${c.patientId}`)
      expect(res.status).toBe(200)
      return res.body.data.records as Array<{ kind: string; title: string; provider: string }>
    }
    expect((await timeline()).filter((r) => r.kind === 'OPConsultation')).toHaveLength(0)
    expect((await doctor.post(BASE(c.id), form([medicine(otc(), 1)]))).status).toBe(201)
    const [rx] = await db.select().from(ePrescriptions).where(eq(ePrescriptions.consultationId, c.id))
    const filed = (await timeline()).filter((r) => r.kind === 'OPConsultation')
    expect(filed).toEqual([
      expect.objectContaining({
        title: `Consultation with ${rx!.doctorName}`,
        provider: rx!.doctorName,
        file_url: `${BASE(c.id)}/pdf`,
        file_type: 'application/pdf',
        source: 'e_prescription',
        summary: 'Diagnosis: Acute pharyngitis (provisional)',
        editable: false,
      }),
    ])
    // The backfill finds it filed and files nothing twice.
    await f.services.recordsFiling.backfill()
    expect((await timeline()).filter((r) => r.kind === 'OPConsultation')).toHaveLength(1)
    // Another account sees no such member.
    const stranger = await signedIn((await people.customer()).userId)
    expect((await stranger.get(`/pwa-api/api/v1/health-records/patients/${c.patientId}`)).status).toBe(404)
  })

  test('my consultations links the prescription once it is signed, not before', async () => {
    const { c, doctor, booker } = await started()
    const mine = async () => {
      const res = await booker.get('/pwa-api/api/v1/consultations/mine')
      expect(res.status).toBe(200)
      const all = [...res.body.data.upcoming, ...res.body.data.past] as Array<{ id: number; prescription_url: string | null }>
      return all.find((x) => x.id === c.id)!
    }
    expect((await mine()).prescription_url).toBeNull()
    expect((await doctor.post(BASE(c.id), form([medicine(otc(), 1)]))).status).toBe(201)
    expect((await mine()).prescription_url).toBe(`/online-doctor-consultation/prescription/${c.id}`)
  })

  test('prints what the guidelines ask for', async () => {
    const { c, doctor } = await started()
    await doctor.post(BASE(c.id), form([medicine(otc(), 1)]))
    const [row] = await db.select().from(ePrescriptions).where(eq(ePrescriptions.consultationId, c.id))
    const res = await f.app.request(`${BASE(c.id)}/pdf`, { headers: { cookie: `sid=${doctor.jar.get('sid')}` } })
    const text = pdfText(new Uint8Array(await res.arrayBuffer()))
    for (const words of [
      row!.doctorName,
      row!.registrationNumber,
      'MedWise Teleclinic',
      'Asha Verma',
      '34 years',
      'Provisional diagnosis',
      'Acute pharyngitis',
      otc().name.toUpperCase().split(' ')[0]!,
      'Twice a day',
      'Follow-up',
      row!.sha256,
    ]) {
      expect(text).toContain(words)
    }
  })
})

describe('from prescription to order', () => {
  test('Order medicines fills the cart; the checkout needs no upload, refuses more than prescribed; the pharmacist approves it as written', async () => {
    const { c, doctor, booker, patient } = await started()
    const a = listA()
    const written = await doctor.post(BASE(c.id), form([medicine(a, 3), medicine(otc(), 1)]))
    expect(written.status).toBe(201)
    // Only the booking account orders from it.
    expect((await doctor.post(`${BASE(c.id)}/order-medicines`, {})).status).toBe(404)
    const ordered = await booker.post(`${BASE(c.id)}/order-medicines`, {})
    expect(ordered.status).toBe(200)
    const [cart] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, patient.userId), eq(carts.type, 'pharmacy')))
    const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))
    expect(new Map(lines.map((l) => [l.skuId, l.quantity]))).toEqual(
      new Map([
        [a.id, 3],
        [otc().id, 1],
      ]),
    )
    const attached = await db.select().from(cartPrescriptions).where(eq(cartPrescriptions.cartId, cart!.id))
    expect(attached.map((p) => p.prescriptionId)).toEqual([ordered.body.data.prescription_id])
    const [copy] = await db.select().from(prescriptions).where(eq(prescriptions.id, ordered.body.data.prescription_id))
    expect(copy).toMatchObject({ status: 'approved', consultationId: c.id, userId: patient.userId })
    expect(await db.select().from(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, copy!.id))).toHaveLength(
      2,
    )

    // Raised above the prescription: the cart refuses, and so does the checkout (whatever wrote the cart).
    await expect(f.services.cart.setQuantity(patient.owner, a.id, 4)).rejects.toMatchObject({ code: 'above_prescription' })
    await f.services.cart.setQuantity(patient.owner, a.id, 1)
    await db
      .update(cartItems)
      .set({ quantity: 4 })
      .where(and(eq(cartItems.cartId, cart!.id), eq(cartItems.skuId, a.id)))
    await db.update(carts).set({ addressId: patient.addressId }).where(eq(carts.id, cart!.id))
    const reading = await f.services.cartDetails.read(patient.owner, {
      city: patient.city,
      checkStock: true,
      cartType: 'pharmacy',
    })
    const raised = { total: reading.bill.payable }
    await expect(
      f.services.orders.place(
        patient.userId,
        { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: raised.total },
        '75910-raised-key-0001',
      ),
    ).rejects.toMatchObject({ code: 'above_prescription', status: 409 })
    // Another prescription-only medicine ridden on it: refused too.
    const extra = listA(5)
    const added = await people.fill(patient, [
      [a, 3],
      [extra, 1],
    ])
    await expect(
      f.services.orders.place(
        patient.userId,
        { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: added.total },
        '75910-extra-key-0001',
      ),
    ).rejects.toMatchObject({ code: 'not_on_prescription', status: 409 })
    await f.services.cart.removeSku(patient.owner, extra.id)

    // Lowered: placed without any upload.
    const lowered = await people.fill(patient, [[a, 2]])
    const placed = await f.services.orders.place(
      patient.userId,
      { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: lowered.total },
      '75910-lowered-key-0001',
    )
    const orderId = placed.body.orderId
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
    expect(order!.status).toBe('awaiting_rx_check')

    // The pharmacist's gate: approved as written, nothing to transcribe; the register cites the e-prescription.
    const [pooja] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000010'))
    const [review] = await db.select().from(rxReviews).where(eq(rxReviews.orderId, orderId))
    const approved = await f.services.pharmacist.approve(review!.id, pooja!.id, { remove: [] })
    expect(approved).toMatchObject({ status: 'confirmed', decision: 'approved' })
    const register = await db.select().from(rxRegister).where(eq(rxRegister.orderId, orderId))
    expect(register.length).toBeGreaterThan(0)
    const [rx] = await db.select().from(ePrescriptions).where(eq(ePrescriptions.consultationId, c.id))
    for (const line of register) {
      expect(line).toMatchObject({ prescriptionId: copy!.id, skuId: a.id })
      expect(line.prescriberName).toContain(rx!.doctorName)
      expect(line.prescriberName).toContain(rx!.registrationNumber)
      expect(line.prescriberAddress).toBe('MedWise Teleclinic, 12 Janpath Road, New Delhi 110001')
    }
  })

  test('Book tests fills the labs cart with the advised tests; nothing advised is a 409', async () => {
    const tests = await db.select({ id: labTests.id }).from(labTests).limit(2)
    const { c, doctor, booker, patient } = await started()
    expect(
      (
        await doctor.post(
          BASE(c.id),
          form(
            [],
            tests.map((t) => t.id),
          ),
        )
      ).status,
    ).toBe(201)
    expect((await doctor.post(`${BASE(c.id)}/book-tests`, {})).status).toBe(404)
    const booked = await booker.post(`${BASE(c.id)}/book-tests`, {})
    expect(booked.status).toBe(200)
    const [cart] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, patient.userId), eq(carts.type, 'labs')))
    const held = await db.select({ id: labCartItems.testId }).from(labCartItems).where(eq(labCartItems.cartId, cart!.id))
    expect(held.map((h) => h.id).sort()).toEqual(tests.map((t) => t.id).sort())
    expect((await booker.post(`${BASE(c.id)}/order-medicines`, {})).body.code).toBe('no_medicines')

    const none = await started()
    await none.doctor.post(BASE(none.c.id), form([medicine(otc())]))
    const res = await none.booker.post(`${BASE(none.c.id)}/book-tests`, {})
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('no_tests')
  })
})
