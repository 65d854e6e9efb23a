import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise } from '../../../core/money.ts'
import { istInstant } from '../../../core/time/ist.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { browserClient, type BrowserClient } from '../../../tests/integration/browser-client.ts'
import { createLogger } from '../../lib/logger.ts'
import type { Db } from '../../db/client.ts'
import {
  carePlanSavings,
  consultations,
  doctorHours,
  doctors,
  doctorSlots,
  doctorSpecialties,
  insurerActivations,
  insurerBenefitUses,
  insurerMembers,
  jobs,
  memberships,
  orders,
  outboxMessages,
  patients,
  refunds,
  specialties,
  users,
} from '../../db/schema.ts'
import { createJobRunner } from '../jobs/index.ts'
import type { TestGateway } from '../payments/gateway.ts'
import type { BookConsultationInput } from './sale.ts'
import { phonePhoto, prescriptionPdf } from '../../../tests/helpers/prescriptions-fixture.ts'

// Issue 24 §3, §7 (decision 057): a consultation sold as a line of sale through the checkout pipeline: the doctor's fee,
// a care-plan member's free consultation (₹0, a saving recorded, given back on cancel), MedWise Cash, an online payment
// settled (booked) or expired (cancelled, the slot's place given back), the slot race (two buyers, one wins, the other a
// 409 naming the next free slot), consent; then cancel (refunded until 15 minutes before), reschedule (at most 3), the
// rating, and the no-show job run by two runners (each due job acted on once), 'another doctor now' and the automatic
// refund. PGlite, or PostgreSQL with TEST_DATABASE_URL.

// Monday 30 November 2026, 09:00 in India: the test doctors consult 10:00–13:00 every day.
const MON = '2026-11-30'
const TUE = '2026-12-01'
let clock = istInstant(MON, 9 * 60)
let f: ApiFixture
let db: Db
const at = (date: string, h: number, m = 0) => istInstant(date, h * 60 + m)
const BASE = '/pwa-api/api/v1/consultations'
const FEE = 500_00
let specialtyCode: string
let doctorA: number
let doctorB: number

let serial = 0
async function doctor(name: string, specialtyId: number): Promise<number> {
  const phone = `74571${String(++serial).padStart(5, '0')}`
  const [u] = await db
    .insert(users)
    .values({ name, phone, phoneVerified: true, roles: ['ROLE_DOCTOR'] })
    .returning()
  const [row] = await db
    .insert(doctors)
    .values({
      userId: u!.id,
      name,
      qualifications: 'MBBS',
      registrationNumber: `SALE-${serial}`,
      council: 'Test Council',
      languages: ['english'],
      experienceYears: 10,
      feePaise: paise(FEE),
      initials: name.slice(4, 6).toUpperCase(),
      ratingTenths: 40,
      ratings: 4,
    })
    .returning()
  await db.insert(doctorSpecialties).values({ specialtyId, doctorId: row!.id })
  await db
    .insert(doctorHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: row!.id, weekday, fromMinute: 600, toMinute: 780 })))
  return row!.id
}

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  specialtyCode = 'sale-test'
  const [s] = await db.insert(specialties).values({ code: specialtyCode, name: 'Sale test', position: 99 }).returning()
  doctorA = await doctor('Dr. Anil Kumar', s!.id)
  doctorB = await doctor('Dr. Bina Rao', s!.id)
  f.services.consultations.invalidate()
})
afterAll(() => f?.close())

interface Customer {
  userId: number
  selfId: number
  motherId: number
  childId: number
  browser: BrowserClient
}

let customers = 0
async function customer(): Promise<Customer> {
  const phone = `74572${String(++customers).padStart(5, '0')}`
  const [u] = await db.insert(users).values({ name: 'Asha Verma', phone, phoneVerified: true }).returning()
  const rows = await db
    .insert(patients)
    .values([
      { userId: u!.id, name: 'Asha Verma', age: 34, gender: 'female', relation: 'self' },
      { userId: u!.id, name: 'Kamla Verma', age: 62, gender: 'female', relation: 'parent' },
      { userId: u!.id, name: 'Ravi Verma', age: 9, gender: 'male', relation: 'child' },
    ])
    .returning({ id: patients.id })
  const session = await f.services.sessions.create(u!.id)
  const browser = browserClient(f)
  browser.jar.set('sid', session.token)
  browser.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return { userId: u!.id, selfId: rows[0]!.id, motherId: rows[1]!.id, childId: rows[2]!.id, browser }
}

let keys = 0
const newKey = () => `consult-sale-${++keys}-abcdef`

const input = (c: Customer, more: Partial<BookConsultationInput> = {}): BookConsultationInput => ({
  cartType: 'consultation',
  payment: 'online',
  useWallet: false,
  expectedTotal: paise(FEE),
  doctorId: doctorA,
  startsAt: at(TUE, 10),
  specialty: null,
  now: false,
  patientId: c.selfId,
  mode: 'video',
  symptoms: 'Fever for three days',
  attachmentIds: [],
  consent: false,
  consentBy: null,
  ...more,
})

async function book(b: BrowserClient, body: Record<string, unknown>, key = newKey()) {
  const res = await b.call('POST', `${BASE}/bookings`, body, { 'idempotency-key': key })
  return res as { status: number; headers: Headers; body: { data: any; code?: string; message?: string; next_free_slot?: any } }
}

const gateway = () => f.services.payments.gateway() as TestGateway
const rowOf = async (id: number) => (await db.select().from(consultations).where(eq(consultations.id, id)))[0]!
const slotTaken = async (doctorId: number, startsAt: Date) =>
  (
    await db
      .select({ taken: doctorSlots.taken })
      .from(doctorSlots)
      .where(and(eq(doctorSlots.doctorId, doctorId), eq(doctorSlots.startsAt, startsAt)))
  )[0]?.taken ?? 0
const credit = (userId: number, amount: number) =>
  db.transaction((tx) =>
    f.services.wallet.credit(tx, userId, paise(amount), { kind: 'recharge', reference: `test:${userId}`, note: 'Test money' }),
  )

describe('the line of sale', () => {
  test('online: pending until paid, the slot taken; the payment books it; GET and my consultations show it', async () => {
    const c = await customer()
    const res = await book(c.browser, {
      doctor_id: doctorA,
      starts_at: at(TUE, 10).toISOString(),
      patient_id: c.motherId,
      mode: 'video',
      symptoms: 'Knee pain',
      consent: true,
      payment: 'online',
      expected_total: FEE,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const placed = res.body.data
    expect(placed).toMatchObject({
      status: 'pending_payment',
      consultation_state: 'pending_payment',
      total: 500,
      online_part: 500,
      free_with_plan: false,
      next_url: `/order-payment/?order=${placed.number}`,
    })
    expect(await slotTaken(doctorA, at(TUE, 10))).toBe(1)
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order_id))
    expect(order).toMatchObject({ cartType: 'consultation', source: 'CONSULTATION', status: 'pending_payment', totalPaise: FEE })
    expect(await rowOf(placed.consultation_id)).toMatchObject({
      state: 'pending_payment',
      consent: 'explicit',
      consentBy: 'Asha Verma',
      patientName: 'Kamla Verma',
      mode: 'video',
      feePaise: FEE,
      pricePaise: FEE,
    })

    const attempt = await f.services.payments.start(c.userId, placed.number)
    await f.services.payments.confirm(await gateway().succeed(attempt.providerOrderId))
    expect((await rowOf(placed.consultation_id)).state).toBe('booked')
    expect((await db.select().from(orders).where(eq(orders.id, placed.order_id)))[0]!.status).toBe('confirmed')
    // Its no-show check is waiting, 10 minutes after the start.
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `consultation.no_show:${placed.consultation_id}:${at(TUE, 10).toISOString()}`))
    expect(job).toMatchObject({ status: 'waiting', runAt: at(TUE, 10, 10) })

    const one = await c.browser.get(`${BASE}/mine/${placed.consultation_id}`)
    expect(one.status).toBe(200)
    expect((one.body as any).data).toMatchObject({
      state: 'booked',
      state_label: 'Booked',
      order_number: placed.number,
      doctor: { id: doctorA, name: 'Dr. Anil Kumar', specialty: 'Sale test' },
      patient: { name: 'Kamla Verma', age: 62 },
      mode_label: 'Video call',
      time_label: 'Tue 1 Dec, 10:00 AM',
      can_cancel: true,
      can_reschedule: true,
      room_url: `/online-doctor-consultation/room/${placed.consultation_id}`,
      prescription_url: null,
    })
    const list = await c.browser.get(`${BASE}/mine`)
    expect((list.body as any).data.upcoming.map((x: { id: number }) => x.id)).toEqual([placed.consultation_id])
    // Another account: 404.
    const other = await customer()
    expect((await other.browser.get(`${BASE}/mine/${placed.consultation_id}`)).status).toBe(404)
  })

  test('the slot race: two buyers of one slot, one wins; the other is a 409 naming the next free slot', async () => {
    const [c1, c2] = [await customer(), await customer()]
    const body = (c: Customer) => ({
      doctor_id: doctorA,
      starts_at: at(TUE, 11).toISOString(),
      patient_id: c.selfId,
      mode: 'chat',
      payment: 'online',
      expected_total: FEE,
    })
    const [a, b] = await Promise.all([book(c1.browser, body(c1)), book(c2.browser, body(c2))])
    const statuses = [a.status, b.status].sort()
    expect(statuses).toEqual([201, 409])
    const lost = a.status === 409 ? a : b
    expect(lost.body.code).toBe('slot_taken')
    expect(lost.body.next_free_slot).toMatchObject({ starts_at: expect.any(String) })
    expect(lost.body.message).toBe(
      `That slot was just booked by someone else. The next free one is ${lost.body.next_free_slot.label}.`,
    )
    expect(await slotTaken(doctorA, at(TUE, 11))).toBe(1)
    const loser = a.status === 409 ? c1 : c2
    expect(await db.select().from(orders).where(eq(orders.userId, loser.userId))).toEqual([])
  })

  test('MedWise Cash pays it all: booked at once; a 15-minute hold of an unpaid one expires and frees the slot', async () => {
    const c = await customer()
    await credit(c.userId, FEE + 100_00)
    const paid = await f.services.consultSale.book(c.userId, input(c, { payment: 'wallet', startsAt: at(TUE, 12) }), newKey())
    expect(paid.body).toMatchObject({ status: 'confirmed', consultation_state: 'booked', wallet_part: 500, online_part: 0 })
    expect(paid.body.next_url).toBe(`/online-doctor-consultation/book/success?order=${paid.body.number}`)
    expect(await f.services.wallet.balance(c.userId)).toBe(100_00)

    const unpaid = await f.services.consultSale.book(c.userId, input(c, { startsAt: at(TUE, 12, 15) }), newKey())
    expect(await slotTaken(doctorA, at(TUE, 12, 15))).toBe(1)
    const start = clock
    try {
      clock = new Date(start.getTime() + 15 * 60_000)
      expect(await f.services.orders.expireHolds()).toBeGreaterThanOrEqual(1)
    } finally {
      clock = start
    }
    expect((await rowOf(unpaid.body.consultation_id)).state).toBe('cancelled')
    expect(await slotTaken(doctorA, at(TUE, 12, 15))).toBe(0)
  })

  test('a care-plan member’s free consultations: ₹0 and a saving while they last, the fee after; cancel gives one back', async () => {
    const c = await customer()
    const [plan] = await f.services.carePlan.plans()
    await db.insert(memberships).values({
      userId: c.userId,
      planId: plan!.id,
      planName: plan!.name,
      terms: { ...plan!.terms, freeConsultations: 1 },
      state: 'active',
      feePaise: plan!.pricePaise,
      orderId: 910_000 + c.userId,
      orderNumber: 'MW99999998',
      startsAt: new Date(clock.getTime() - 86_400_000),
      endsAt: new Date(clock.getTime() + 60 * 86_400_000),
      createdAt: clock,
      updatedAt: clock,
    })
    const free = await f.services.consultSale.book(
      c.userId,
      input(c, { expectedTotal: paise(0), payment: 'wallet', doctorId: doctorB, startsAt: at(TUE, 10) }),
      newKey(),
    )
    expect(free.body).toMatchObject({ total: 0, free_with_plan: true, consultation_state: 'booked' })
    expect(await rowOf(free.body.consultation_id)).toMatchObject({ pricePaise: 0, feePaise: FEE, freeWithPlan: true })
    expect(await db.select().from(carePlanSavings).where(eq(carePlanSavings.userId, c.userId))).toMatchObject([
      { benefit: 'free_consultation', amountPaise: FEE, voidedAt: null },
    ])
    // The savings page shows the usage (the term's free consultations and the sheet's rows).
    const page = JSON.stringify(await f.services.carePlanSavings.page(c.userId))
    expect(page).toContain('0 of 1 left')
    expect(page).toContain('1 of 1 used')
    expect(page).toContain('Consultation with Dr. Bina Rao')
    // The one free consultation is used: the next is priced at the fee (a total of ₹0 shown is refused).
    const second = f.services.consultSale.book(
      c.userId,
      input(c, { expectedTotal: paise(0), payment: 'wallet', doctorId: doctorB, startsAt: at(TUE, 10, 30) }),
      newKey(),
    )
    await expect(second).rejects.toMatchObject({ status: 409 })
    // Cancelled (free, before the cut-off): the free consultation is given back, its saving voided.
    await f.services.consultSale.cancel(c.userId, free.body.consultation_id, 'Feeling better')
    expect((await rowOf(free.body.consultation_id)).state).toBe('cancelled')
    expect((await db.select().from(carePlanSavings).where(eq(carePlanSavings.userId, c.userId)))[0]!.voidedAt).not.toBeNull()
    const again = await f.services.consultSale.book(
      c.userId,
      input(c, { expectedTotal: paise(0), payment: 'wallet', doctorId: doctorB, startsAt: at(TUE, 10, 30) }),
      newKey(),
    )
    expect(again.body).toMatchObject({ total: 0, free_with_plan: true })
  })

  test('an insurer’s policyholder: the free consultation at ₹0, used once, given back on cancel (decision 087)', async () => {
    const c = await customer()
    const [m] = await db
      .insert(insurerMembers)
      .values({
        policyNumber: `TC${String(c.userId).padStart(10, '0')}`,
        birthDate: '1980-01-01',
        source: 'upload',
        updatedAt: clock,
      })
      .returning()
    await db
      .insert(insurerActivations)
      .values({ userId: c.userId, memberId: m!.id, policyNumber: m!.policyNumber, activatedAt: clock })
    expect(await f.services.consultSale.quote(c.userId, doctorB)).toMatchObject({ free: true, freeLeft: 1, freeAllowed: 1 })
    const free = await f.services.consultSale.book(
      c.userId,
      input(c, { expectedTotal: paise(0), payment: 'wallet', doctorId: doctorB, startsAt: at(TUE, 11) }),
      newKey(),
    )
    expect(free.body).toMatchObject({ total: 0, consultation_state: 'booked' })
    const uses = () => db.select().from(insurerBenefitUses).where(eq(insurerBenefitUses.userId, c.userId))
    expect(await uses()).toMatchObject([{ kind: 'consultation', amountPaise: FEE, state: 'used' }])
    const second = f.services.consultSale.book(
      c.userId,
      input(c, { expectedTotal: paise(0), payment: 'wallet', doctorId: doctorB, startsAt: at(TUE, 11, 30) }),
      newKey(),
    )
    await expect(second).rejects.toMatchObject({ status: 409 })
    await f.services.consultSale.cancel(c.userId, free.body.consultation_id, 'Feeling better')
    expect(await uses()).toMatchObject([{ state: 'released' }])
    expect(await f.services.consultSale.quote(c.userId, doctorB)).toMatchObject({ free: true, freeLeft: 1 })
  })

  test('consent: a family member needs the tick, a minor an adult’s name (recorded); a bad body is a 400 with a message', async () => {
    const c = await customer()
    const base = {
      doctor_id: doctorB,
      starts_at: at(TUE, 11).toISOString(),
      mode: 'audio',
      payment: 'online',
      expected_total: FEE,
    }
    const noTick = await book(c.browser, { ...base, patient_id: c.motherId })
    expect(noTick.status).toBe(400)
    expect(noTick.body.message).toBe('Please confirm that the patient consents to this teleconsultation')
    const noAdult = await book(c.browser, { ...base, patient_id: c.childId, consent: true })
    expect(noAdult.status).toBe(400)
    expect(noAdult.body.message).toMatch(/under 18/)
    const minor = await book(c.browser, { ...base, patient_id: c.childId, consent: true, consent_by: 'Asha Verma (mother)' })
    expect(minor.status, JSON.stringify(minor.body)).toBe(201)
    expect(await rowOf(minor.body.data.consultation_id)).toMatchObject({ consent: 'explicit', consentBy: 'Asha Verma (mother)' })
    const bad = await book(c.browser, { ...base, patient_id: c.selfId, mode: 'telepathy' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Please choose chat, audio or video')
    const theirs = await customer()
    const notMine = await book(c.browser, { ...base, starts_at: at(TUE, 11, 15).toISOString(), patient_id: theirs.selfId })
    expect(notMine.status).toBe(404)
  })
})

describe('attachments', () => {
  async function upload(c: Customer, files: Array<{ name: string; bytes: Uint8Array; type: string }>) {
    const form = new FormData()
    for (const file of files) form.append('attachments', new File([file.bytes as BlobPart], file.name, { type: file.type }))
    const res = await f.app.request(`${BASE}/attachments`, {
      method: 'POST',
      headers: { cookie: [...c.browser.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': c.browser.csrf! },
      body: form,
    })
    return { status: res.status, body: (await res.json()) as any }
  }

  test('PDF and photos checked by content, kept privately, booked with the consultation; served to its patient and doctor only', async () => {
    const c = await customer()
    const up = await upload(c, [
      { name: 'report.pdf', bytes: await prescriptionPdf('CBC: haemoglobin 11.2'), type: 'application/pdf' },
      { name: 'rash.jpg', bytes: await phonePhoto('jpeg'), type: 'image/jpeg' },
    ])
    expect(up.status, JSON.stringify(up.body)).toBe(201)
    const ids = up.body.data.attachments.map((a: { id: number }) => a.id)
    expect(up.body.data.attachments.map((a: any) => [a.file_name, a.content_type])).toEqual([
      ['report.pdf', 'application/pdf'],
      ['rash.jpg', 'image/jpeg'],
    ])
    const fake = await upload(c, [{ name: 'notes.pdf', bytes: new TextEncoder().encode('just text'), type: 'application/pdf' }])
    expect(fake.status).toBe(400)
    expect(fake.body.message).toBe('notes.pdf is not a JPEG, PNG or PDF file')

    // Another account cannot book with these files.
    const other = await customer()
    const stolen = await book(other.browser, {
      doctor_id: doctorA,
      starts_at: at(TUE, 12, 30).toISOString(),
      patient_id: other.selfId,
      mode: 'chat',
      attachment_ids: ids,
      payment: 'online',
      expected_total: FEE,
    })
    expect(stolen.status).toBe(404)

    const placed = await book(c.browser, {
      doctor_id: doctorA,
      starts_at: at(TUE, 12, 30).toISOString(),
      patient_id: c.selfId,
      mode: 'chat',
      attachment_ids: ids,
      payment: 'online',
      expected_total: FEE,
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const id = placed.body.data.consultation_id
    const view = (await c.browser.get(`${BASE}/mine/${id}`)).body.data
    expect(view.attachments.map((a: { file_name: string }) => a.file_name)).toEqual(['report.pdf', 'rash.jpg'])
    const url = `${BASE}/mine/${id}/attachments/${view.attachments[0].id}`
    const mine = await f.app.request(url, { headers: { cookie: `sid=${c.browser.jar.get('sid')}` } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect(mine.headers.get('content-security-policy')).toBe('sandbox')
    // The doctor of the consultation may open it; anyone else gets a 404.
    const [doc] = await db.select({ userId: doctors.userId }).from(doctors).where(eq(doctors.id, doctorA))
    const doctorSession = await f.services.sessions.create(doc!.userId)
    expect((await f.app.request(url, { headers: { cookie: `sid=${doctorSession.token}` } })).status).toBe(200)
    expect((await other.browser.get(url)).status).toBe(404)
  })
})

describe('cancel, reschedule and rating', () => {
  test('cancel 15 minutes or more before: refunded in full, the slot given back; later: not refunded', async () => {
    const c = await customer()
    await credit(c.userId, 2 * FEE)
    const early = await f.services.consultSale.book(
      c.userId,
      input(c, { payment: 'wallet', doctorId: doctorB, startsAt: at(MON, 10) }),
      newKey(),
    )
    const late = await f.services.consultSale.book(
      c.userId,
      input(c, { payment: 'wallet', doctorId: doctorB, startsAt: at(MON, 10, 15) }),
      newKey(),
    )
    expect(await f.services.wallet.balance(c.userId)).toBe(0)
    const start = clock
    try {
      // 09:45: exactly 15 minutes before 10:00.
      clock = at(MON, 9, 45)
      const cancelled = await c.browser.call('POST', `${BASE}/mine/${early.body.consultation_id}/cancel`, { reason: 'Busy' })
      expect(cancelled.status).toBe(200)
      expect((cancelled.body as any).data).toMatchObject({ state: 'cancelled', can_cancel: false })
      expect(await f.services.wallet.balance(c.userId)).toBe(FEE)
      expect(await slotTaken(doctorB, at(MON, 10))).toBe(0)
      // 10:01: 14 minutes before 10:15: cancelled, not refunded; the order itself cannot be cancelled for a refund.
      clock = at(MON, 10, 1)
      const view = await f.services.consultSale.get(c.userId, late.body.consultation_id)
      expect(view.cancel_note).toMatch(/not refunded/)
      await expect(f.services.orders.cancel(c.userId, late.body.number, 'Refund please')).rejects.toMatchObject({ status: 409 })
      await f.services.consultSale.cancel(c.userId, late.body.consultation_id, '')
      expect((await rowOf(late.body.consultation_id)).state).toBe('cancelled')
      expect(await f.services.wallet.balance(c.userId)).toBe(FEE)
      expect(await slotTaken(doctorB, at(MON, 10, 15))).toBe(0)
    } finally {
      clock = start
    }
  })

  test('cancel of an online payment refunds to its source', async () => {
    const c = await customer()
    const placed = await f.services.consultSale.book(c.userId, input(c, { doctorId: doctorB, startsAt: at(TUE, 12) }), newKey())
    const attempt = await f.services.payments.start(c.userId, placed.body.number)
    await f.services.payments.confirm(await gateway().succeed(attempt.providerOrderId))
    await f.services.consultSale.cancel(c.userId, placed.body.consultation_id, 'Changed my mind')
    expect(await db.select().from(refunds).where(eq(refunds.orderId, placed.body.order_id))).toMatchObject([
      { amountPaise: FEE, destination: 'source' },
    ])
  })

  test('reschedule: another free slot of the same doctor, at most 3 times, until 15 minutes before; a taken slot is a 409', async () => {
    const c = await customer()
    await credit(c.userId, FEE)
    const placed = await f.services.consultSale.book(
      c.userId,
      input(c, { payment: 'wallet', doctorId: doctorB, startsAt: at(TUE, 12, 15) }),
      newKey(),
    )
    const id = placed.body.consultation_id
    const to = async (h: number, m: number) =>
      c.browser.call('POST', `${BASE}/mine/${id}/reschedule`, { starts_at: at(TUE, h, m).toISOString() })
    // 12:00 is someone else's (the MedWise Cash test's? no: doctor B's 12:00 was booked and paid online above).
    await db
      .update(doctorSlots)
      .set({ taken: 1 })
      .where(and(eq(doctorSlots.doctorId, doctorB), eq(doctorSlots.startsAt, at(TUE, 12, 30))))
    const taken = await to(12, 30)
    expect(taken.status).toBe(409)
    expect((taken.body as any).code).toBe('slot_taken')
    for (const [h, m] of [
      [12, 45],
      [11, 30],
      [11, 45],
    ] as const) {
      const moved = await to(h, m)
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    }
    const row = await rowOf(id)
    expect(row).toMatchObject({ state: 'booked', rescheduleCount: 3, startsAt: at(TUE, 11, 45) })
    expect(await slotTaken(doctorB, at(TUE, 12, 15))).toBe(0)
    expect(await slotTaken(doctorB, at(TUE, 11, 45))).toBe(1)
    const fourth = await to(12, 45)
    expect(fourth.status).toBe(409)
    expect((fourth.body as any).message).toBe('A consultation can be rescheduled at most 3 times.')
    // Only the last start's no-show check waits.
    const waiting = (await db.select().from(jobs).where(eq(jobs.status, 'waiting'))).filter((j) =>
      j.key.startsWith(`consultation.no_show:${id}:`),
    )
    expect(waiting.map((j) => j.key)).toEqual([`consultation.no_show:${id}:${at(TUE, 11, 45).toISOString()}`])
  })

  test('rating once after completion keeps the doctor’s average', async () => {
    const c = await customer()
    await credit(c.userId, FEE)
    const placed = await f.services.consultSale.book(
      c.userId,
      input(c, { payment: 'wallet', doctorId: doctorB, startsAt: at(TUE, 12, 45) }),
      newKey(),
    )
    const id = placed.body.consultation_id
    const rate = (stars: unknown) => c.browser.call('POST', `${BASE}/mine/${id}/rating`, { stars })
    expect((await rate(5)).status).toBe(409)
    await db.update(consultations).set({ state: 'completed', completedAt: clock }).where(eq(consultations.id, id))
    expect((await rate(6)).status).toBe(400)
    const rated = await rate(5)
    expect(rated.status).toBe(200)
    expect((rated.body as any).data).toMatchObject({ rating: 5, can_rate: false })
    // 4.0 from 4 ratings, then a 5: 4.2.
    expect((await db.select().from(doctors).where(eq(doctors.id, doctorB)))[0]).toMatchObject({ ratingTenths: 42, ratings: 5 })
    expect((await rate(4)).status).toBe(409)
  })
})

describe('the no-show job (once across instances)', () => {
  const runner = () =>
    createJobRunner(db, { now: () => clock, logger: createLogger('silent'), handlers: f.services.consultSale.handlers })

  test('10 minutes after the start without the doctor: no_show and told, by one of two runners; 15 minutes later refunded', async () => {
    const c = await customer()
    await credit(c.userId, 2 * FEE)
    const joined = await f.services.consultSale.book(
      c.userId,
      input(c, { payment: 'wallet', doctorId: doctorA, startsAt: at(MON, 10) }),
      newKey(),
    )
    const missed = await f.services.consultSale.book(
      c.userId,
      input(c, { payment: 'wallet', doctorId: doctorB, startsAt: at(MON, 10, 30) }),
      newKey(),
    )
    await db
      .update(consultations)
      .set({ doctorJoinedAt: at(MON, 10, 2), state: 'in_progress' })
      .where(eq(consultations.id, joined.body.consultation_id))
    const start = clock
    try {
      clock = at(MON, 10, 40)
      const [r1, r2] = [runner(), runner()]
      const ran = await Promise.all([r1.runDue(), r2.runDue(), r1.runDue(), r2.runDue()])
      expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2)
      expect((await rowOf(joined.body.consultation_id)).state).toBe('in_progress')
      expect((await rowOf(missed.body.consultation_id)).state).toBe('no_show')
      const messages = (await db.select().from(outboxMessages)).filter((m) => m.text.includes('has not joined your consultation'))
      expect(messages).toHaveLength(1)
      const view = await f.services.consultSale.get(c.userId, missed.body.consultation_id)
      expect(view).toMatchObject({
        state: 'no_show',
        state_label: 'Doctor did not join',
        no_show: { auto_refund_at: at(MON, 10, 55).toISOString() },
      })

      clock = at(MON, 10, 54)
      await Promise.all([r1.runDue(), r2.runDue()])
      expect((await rowOf(missed.body.consultation_id)).state).toBe('no_show')
      clock = at(MON, 10, 55)
      await Promise.all([r1.runDue(), r2.runDue(), r1.runDue()])
      expect((await rowOf(missed.body.consultation_id)).state).toBe('refunded')
      expect(await f.services.wallet.balance(c.userId)).toBe(FEE)
      const mid = missed.body.consultation_id
      const done = (await db.select().from(jobs))
        .filter((j) => j.key.endsWith(`:${mid}:${at(MON, 10, 30).toISOString()}`))
        .sort((a, b) => a.id - b.id)
      expect(done.map((j) => [j.kind, j.status, j.attempts])).toEqual([
        ['consultation.no_show', 'done', 1],
        ['consultation.auto_refund', 'done', 1],
      ])
    } finally {
      clock = start
    }
  })

  test('‘Another doctor now’: a free doctor of the specialty, their slot taken, waiting; the automatic refund is off', async () => {
    const c = await customer()
    await credit(c.userId, FEE)
    const missed = await f.services.consultSale.book(
      c.userId,
      input(c, { payment: 'wallet', doctorId: doctorA, startsAt: at(MON, 11) }),
      newKey(),
    )
    const id = missed.body.consultation_id
    const start = clock
    try {
      clock = at(MON, 11, 10)
      await runner().runDue()
      expect((await rowOf(id)).state).toBe('no_show')
      const res = await c.browser.call('POST', `${BASE}/mine/${id}/reassign`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const row = await rowOf(id)
      expect(row).toMatchObject({ state: 'waiting', doctorId: doctorB, kind: 'now' })
      expect(await slotTaken(doctorB, row.startsAt)).toBe(1)
      const refund = (await db.select().from(jobs)).find(
        (j) => j.key === `consultation.auto_refund:${id}:${at(MON, 11).toISOString()}`,
      )
      expect(refund?.status).toBe('cancelled')
      expect((await c.browser.call('POST', `${BASE}/mine/${id}/refund`)).status).toBe(409)
    } finally {
      clock = start
    }
  })

  test('‘Full refund’ after a no-show: refunded the way it was paid, the automatic refund off', async () => {
    const c = await customer()
    await credit(c.userId, FEE)
    const missed = await f.services.consultSale.book(
      c.userId,
      input(c, { payment: 'wallet', doctorId: doctorA, startsAt: at(MON, 11, 30) }),
      newKey(),
    )
    const id = missed.body.consultation_id
    const start = clock
    try {
      clock = at(MON, 11, 40)
      await runner().runDue()
      expect((await rowOf(id)).state).toBe('no_show')
      const res = await c.browser.call('POST', `${BASE}/mine/${id}/refund`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect((res.body as any).data).toMatchObject({ state: 'refunded', state_label: 'Refunded', no_show: null })
      expect(await f.services.wallet.balance(c.userId)).toBe(FEE)
      const auto = (await db.select().from(jobs)).find(
        (j) => j.key === `consultation.auto_refund:${id}:${at(MON, 11, 30).toISOString()}`,
      )
      expect(auto?.status).toBe('cancelled')
    } finally {
      clock = start
    }
  })
})

describe('consult now', () => {
  test('a specialty without a doctor chosen: the consult-now rule picks the doctor and the current slot', async () => {
    const c = await customer()
    const start = clock
    try {
      clock = at(MON, 12, 2)
      const placed = await f.services.consultSale.book(
        c.userId,
        input(c, { doctorId: null, startsAt: null, specialty: specialtyCode, now: true }),
        newKey(),
      )
      const row = await rowOf(placed.body.consultation_id)
      expect(row.kind).toBe('now')
      expect([doctorA, doctorB]).toContain(row.doctorId)
      expect(row.startsAt.getTime()).toBeGreaterThanOrEqual(at(MON, 12).getTime())
      expect(row.startsAt.getTime()).toBeLessThanOrEqual(at(MON, 12, 30).getTime())
    } finally {
      clock = start
    }
  })
})
