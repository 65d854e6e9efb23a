import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { prescriptionDeskAction, prescriptionDeskLoader } from '../../app/consultations/prescription-desk.server.ts'
import { prescriptionPageAction, prescriptionPageLoader } from '../../app/consultations/prescription-page.server.ts'
import type { Db } from '../../server/db/client.ts'
import { products, users } from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { visitorOwner } from '../../server/modules/cart/index.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { seedConsultation } from './consultation-fixture.ts'
import { formPost, pageContext, plain, shop } from './shop.ts'

// Issue 24 §5–6 through the pages' own loaders and actions (as server/pages.ts calls them): the doctor's form is the
// consultation's doctor's only (another doctor and the booker: 404), signs from a plain form post and gives a refusal
// back with what was typed; the patient's page is the booking account's only (another: 404; a guest signs in over it)
// and 'Order medicines' goes to the cart.

let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture()
  db = f.database.db
})
afterAll(() => f?.close())

const people = shop(() => f, { prefix: '75920', name: 'Rx Page Patient' })
type Args = { request: Request; params: Record<string, string>; context: ReturnType<typeof pageContext> }

async function call<T>(fn: (args: Args) => Promise<T>, args: Args): Promise<T | { status: number; location?: string }> {
  try {
    return await fn(args)
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') ?? undefined }
    const init = (thrown as { init?: { status?: number } }).init
    if (init?.status) return { status: init.status }
    throw thrown
  }
}

async function doctorSession(userId: number): Promise<ActiveSession> {
  const [u] = await db.select().from(users).where(eq(users.id, userId))
  return {
    idHash: `doctor-${userId}`,
    user: { id: u!.id, name: u!.name, email: null, phone: u!.phone, roles: u!.roles, isDoctor: false, isMerchant: false },
    actingAs: null,
    expiresAt: new Date('2099-01-01'),
  }
}

const desk = (id: number) => `http://localhost/staff/consultations/${id}/prescription`
const page = (id: number) => `http://localhost/online-doctor-consultation/prescription/${id}`

describe('the e-prescription pages', () => {
  test('the doctor’s form: 404 for others, a refusal with what was typed, then signed from a plain form', async () => {
    const patient = await people.customer()
    const c = await seedConsultation(db, { userId: patient.userId, startsAt: new Date(), state: 'in_progress', mode: 'video' })
    const other = await seedConsultation(db, { userId: patient.userId, startsAt: new Date(Date.now() + 3_600_000), doctor: 1 })
    const doctor = await doctorSession(c.doctorUserId)
    const stranger = await doctorSession(other.doctorUserId)
    const as = (s: ActiveSession | null) => pageContext(f, { kind: 'user', userId: s?.user.id ?? 0 }, s)
    const params = { id: String(c.id) }
    const load = (ctx: Args['context'], url = desk(c.id)) =>
      call((a) => prescriptionDeskLoader(a.request, a.context, a.params.id), { request: new Request(url), params, context: ctx })

    expect(await load(as(stranger))).toEqual({ status: 404 })
    expect(await load(pageContext(f, patient.owner, patient.session))).toEqual({ status: 404 })
    expect(await load(as(null))).toEqual({ status: 404 })

    const [h1] = (await db.select().from(products).where(eq(products.schedule, 'H1'))).filter((p) => !p.ndps)
    const [otc] = (await db.select().from(products).where(eq(products.rxRequired, false))).filter(plain)
    const loaded = await load(as(doctor), `${desk(c.id)}?m=${h1!.id}&q=${encodeURIComponent(otc!.name.slice(0, 5))}`)
    expect(loaded).toMatchObject({ writable: true, visit: 'first', chosen: [{ sku_id: h1!.id, allowed: false }] })

    const fields = {
      _csrf: 't',
      rows: 1,
      doctor_address: '12 Janpath Road, New Delhi',
      doctor_contact: '9810000022',
      diagnosis: 'Joint pain',
      sku_id_0: h1!.id,
      strength_0: '200 mg',
      dose_0: '1 tablet',
      frequency_0: 'Once a day',
      duration_0: '5 days',
      quantity_0: 1,
    }
    const act = (body: Record<string, string | number>) =>
      call((a) => prescriptionDeskAction(a.request, a.context, a.params.id), {
        request: formPost(desk(c.id), body),
        params,
        context: as(doctor),
      })
    const refused = (await act(fields)) as {
      data: { code: string; message: string; values: Record<string, string> }
      init: { status: number }
    }
    expect(refused.init.status).toBe(400)
    expect(refused.data.code).toBe('tpg_list_b_follow_up_only')
    expect(refused.data.values).toMatchObject({ diagnosis: 'Joint pain', dose_0: '1 tablet' })

    expect(await act({ ...fields, sku_id_0: otc!.id })).toEqual({
      status: 303,
      location: `/staff/consultations/${c.id}/prescription?signed=1`,
    })
    expect(await load(as(doctor))).toMatchObject({ writable: false, prescription: { diagnosis: 'Joint pain' } })
    // The other doctor cannot post it either.
    const theirs = await call((a) => prescriptionDeskAction(a.request, a.context, a.params.id), {
      request: formPost(desk(c.id), { ...fields, sku_id_0: otc!.id }),
      params,
      context: as(stranger),
    })
    expect(theirs).toEqual({ status: 404 })

    // The patient's page.
    const read = (ctx: Args['context'], url = page(c.id)) =>
      call((a) => prescriptionPageLoader(a.request, a.context, a.params.id), { request: new Request(url), params, context: ctx })
    const mine = pageContext(f, patient.owner, patient.session)
    expect(await read(mine)).toMatchObject({ rx: { diagnosis: 'Joint pain', medicines: [{ sku_id: otc!.id }] } })
    const someone = await people.customer()
    expect(await read(pageContext(f, someone.owner, someone.session))).toEqual({ status: 404 })
    const guest = pageContext(f, visitorOwner('c'.repeat(32)), null)
    expect(await read(guest)).toEqual({ status: 302, location: `/online-doctor-consultation/prescription/${c.id}?login=true` })
    expect(await read(guest, `${page(c.id)}?login=true`)).toEqual({ rx: null })
    const ordered = await call((a) => prescriptionPageAction(a.request, a.context, a.params.id), {
      request: formPost(page(c.id), { _csrf: 't', intent: 'order' }),
      params,
      context: mine,
    })
    expect(ordered).toEqual({ status: 303, location: '/cart' })
  })
  test('the doctor’s notes: a plain form post saves them (the chosen medicines kept), a refusal keeps what was typed', async () => {
    const patient = await people.customer()
    const c = await seedConsultation(db, { userId: patient.userId, startsAt: new Date(), state: 'in_progress', doctor: 2 })
    const other = await seedConsultation(db, { userId: patient.userId, startsAt: new Date(Date.now() + 3_600_000), doctor: 3 })
    const doctor = await doctorSession(c.doctorUserId)
    const stranger = await doctorSession(other.doctorUserId)
    const as = (s: ActiveSession) => pageContext(f, { kind: 'user', userId: s.user.id }, s)
    const params = { id: String(c.id) }
    const load = (ctx: Args['context'], url = desk(c.id)) =>
      call((a) => prescriptionDeskLoader(a.request, a.context, a.params.id), { request: new Request(url), params, context: ctx })
    const act = (ctx: Args['context'], body: Record<string, string | number>) =>
      call((a) => prescriptionDeskAction(a.request, a.context, a.params.id), {
        request: formPost(desk(c.id), body),
        params,
        context: ctx,
      })

    expect(await load(as(doctor))).toMatchObject({ notes: { text: '', updatedAt: null, saved: false } })
    const tooLong = (await act(as(doctor), { _csrf: 't', intent: 'notes', notes: 'x'.repeat(4001) })) as {
      data: { form: string; message: string; notes: string }
      init: { status: number }
    }
    expect(tooLong.init.status).toBe(400)
    expect(tooLong.data).toMatchObject({ form: 'notes', message: 'The notes can be at most 4000 characters' })
    expect(tooLong.data.notes).toHaveLength(4001)

    const body = { _csrf: 't', intent: 'notes', notes: 'Sore throat 2 days.\r\nNo fever.', m: 7 }
    expect(await act(as(doctor), body)).toEqual({
      status: 303,
      location: `/staff/consultations/${c.id}/prescription?m=7&notes=saved#notes`,
    })
    expect(await load(as(doctor), `${desk(c.id)}?notes=saved`)).toMatchObject({
      notes: { text: 'Sore throat 2 days.\nNo fever.', saved: true },
      prescription: null,
    })
    // Another doctor can neither save nor read them; the booking account's page never carries them.
    expect(await act(as(stranger), { ...body, notes: 'Theirs' })).toEqual({ status: 404 })
    expect(await load(as(stranger))).toEqual({ status: 404 })
    const mine = pageContext(f, patient.owner, patient.session)
    const read = await call((a) => prescriptionPageLoader(a.request, a.context, a.params.id), {
      request: new Request(page(c.id)),
      params,
      context: mine,
    })
    expect(JSON.stringify(read)).not.toContain('Sore throat')
    expect((await f.services.consultationNotes.read(c.doctorUserId, c.id)).text).toBe('Sore throat 2 days.\nNo fever.')
  })
})
