import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { action as roomAction, loader as roomLoader } from '../../app/routes/consultation-room.tsx'
import { loader as attachmentLoader } from '../../app/routes/staff-consultation-attachment.ts'
import { action as deskAction, loader as deskLoader } from '../../app/routes/staff-consultations.tsx'
import { consultationAttachments, consultations, users } from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { userOwner, visitorOwner } from '../../server/modules/cart/owner.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { seedConsultation } from './consultation-fixture.ts'
import { formPost, pageContext } from './shop.ts'

// Issue 24 §4–5, the pages' loaders and actions: the room's page for the booking account and the consultation's doctor
// only (404 for another account, another doctor and a staff member acting for the customer; a guest signs in), and the
// doctor's desk for ROLE_DOCTOR only (404 for other staff), listing the doctor's own consultations, completing one, and
// serving the patient's attachment to that doctor alone.

const NOW = new Date('2026-12-02T04:30:00Z') // 10:00 in India
let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture({ now: () => NOW })
})
afterAll(() => f?.close())

let phone = 9877300000
async function account(roles: string[] = []) {
  const [u] = await f.database.db
    .insert(users)
    .values({ name: 'Asha Verma', phone: String(++phone), phoneVerified: true, roles })
    .returning()
  return u!
}
const sessionOf = (u: { id: number; name: string | null; roles: string[] }, actingAs: ActiveSession['actingAs'] = null) =>
  ({
    idHash: `room-pages-${u.id}`,
    user: { id: u.id, name: u.name, email: null, phone: null, roles: u.roles, isDoctor: false, isMerchant: false },
    actingAs,
    expiresAt: new Date('2099-01-01'),
  }) satisfies ActiveSession
const doctorSession = async (userId: number) => {
  const [u] = await f.database.db.select().from(users).where(eq(users.id, userId))
  return sessionOf(u!)
}

/** A loader's or action's answer, or the status of the response it threw (404 page, redirect). */
async function run<T>(work: () => Promise<T>): Promise<T | { status: number; location?: string | null }> {
  try {
    const answer = await work()
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('location') }
    return answer
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
    const init = (thrown as { init?: { status?: number } }).init
    if (init?.status) return { status: init.status }
    throw thrown
  }
}
const ctx = (session: ActiveSession | null) =>
  pageContext(f, session ? userOwner(session.actingAs?.id ?? session.user.id) : visitorOwner('0'.repeat(32)), session)
const roomPage = (id: number, session: ActiveSession | null) =>
  run(() =>
    roomLoader({
      request: new Request(`http://localhost/online-doctor-consultation/room/${id}`),
      params: { id: String(id) },
      context: ctx(session),
    } as never),
  )

describe('the room’s page', () => {
  test('opens for the patient and the doctor, each on their side; 404 for anyone else; a guest signs in', async () => {
    const patient = await account()
    const seeded = await seedConsultation(f.database.db, { userId: patient.id, startsAt: NOW, doctor: 0 })
    const doctor = await doctorSession(seeded.doctorUserId)
    expect(await roomPage(seeded.id, sessionOf(patient))).toMatchObject({ room: { id: seeded.id, side: 'patient', calls: true } })
    expect(await roomPage(seeded.id, doctor)).toMatchObject({ room: { side: 'doctor' } })

    const stranger = await account()
    const otherDoctor = await doctorSession(
      (await seedConsultation(f.database.db, { userId: stranger.id, startsAt: NOW, doctor: 1 })).doctorUserId,
    )
    const admin = await account(['ROLE_ADMIN'])
    const actingForPatient = sessionOf(admin, sessionOf(patient).user)
    for (const who of [sessionOf(stranger), otherDoctor, actingForPatient]) {
      expect(await roomPage(seeded.id, who)).toEqual({ status: 404 })
    }
    expect(await roomPage(999_999, sessionOf(patient))).toEqual({ status: 404 })
    expect(
      await run(() =>
        roomLoader({ request: new Request('http://localhost/x'), params: { id: 'x' }, context: ctx(null) } as never),
      ),
    ).toEqual({
      status: 404,
    })
    expect(await roomPage(seeded.id, null)).toMatchObject({ status: 302, location: '/cart?login=true' })
    // Reading the page moved nothing: entering is the page's POST once hydrated.
    const [row] = await f.database.db.select().from(consultations).where(eq(consultations.id, seeded.id))
    expect(row).toMatchObject({ state: 'booked', patientJoinedAt: null, doctorJoinedAt: null })
  })

  test('the doctor completes from the room; the patient cannot', async () => {
    const patient = await account()
    const seeded = await seedConsultation(f.database.db, { userId: patient.id, startsAt: NOW, doctor: 2, state: 'waiting' })
    await f.services.consultationRoom.enter(seeded.doctorUserId, seeded.id)
    const post = (session: ActiveSession) =>
      run(() =>
        roomAction({
          request: formPost(`http://localhost/online-doctor-consultation/room/${seeded.id}`, { intent: 'complete' }),
          params: { id: String(seeded.id) },
          context: ctx(session),
        } as never),
      )
    const refused = (await post(sessionOf(patient))) as { data: { message: string }; init: { status: number } }
    expect(refused.data.message).toBe('Only the doctor can complete the consultation.')
    expect(await post(await doctorSession(seeded.doctorUserId))).toMatchObject({ status: 303 })
    const [row] = await f.database.db.select().from(consultations).where(eq(consultations.id, seeded.id))
    expect(row).toMatchObject({ state: 'completed', completedAt: NOW })
  })
})

describe('the doctor’s desk', () => {
  const desk = (session: ActiveSession | null) =>
    run(() =>
      deskLoader({ request: new Request('http://localhost/staff/consultations'), params: {}, context: ctx(session) } as never),
    )

  test('is the doctor’s own list; 404 for other staff, customers and guests', async () => {
    const patient = await account()
    const mine = await seedConsultation(f.database.db, {
      userId: patient.id,
      startsAt: new Date(NOW.getTime() + 30 * 60_000),
      doctor: 3,
      patientName: 'Ravi Kumar',
      patientAge: 61,
    })
    await seedConsultation(f.database.db, { userId: patient.id, startsAt: new Date(NOW.getTime() + 30 * 60_000), doctor: 4 })
    const [file] = await f.database.db
      .insert(consultationAttachments)
      .values({
        consultationId: mine.id,
        storageKey: 'consultations/2026/12/x.pdf',
        fileName: 'cbc.pdf',
        contentType: 'application/pdf',
        bytes: 10,
      })
      .returning()
    const doctor = await doctorSession(mine.doctorUserId)
    const answer = (await desk(doctor)) as Awaited<ReturnType<typeof deskLoader>>
    expect(answer.consultations.map((c) => [c.id, c.patientName, c.patientAge, c.mode, c.stateLabel, c.canJoin])).toEqual([
      [mine.id, 'Ravi Kumar', 61, 'video', 'Booked', false],
    ])
    expect(answer.consultations[0]!.attachments).toEqual([{ id: file!.id, name: 'cbc.pdf', contentType: 'application/pdf' }])
    for (const roles of [['ROLE_PHARMACIST'], ['ROLE_ADMIN'], ['ROLE_LAB_OPS'], []]) {
      expect(await desk(sessionOf(await account(roles)))).toEqual({ status: 404 })
    }
    expect(await desk(null)).toEqual({ status: 404 })
    // The attachment: its doctor's (missing from storage here: 404), and for another doctor not there either.
    const other = await doctorSession(
      (await seedConsultation(f.database.db, { userId: patient.id, startsAt: NOW, doctor: 5 })).doctorUserId,
    )
    for (const who of [other, sessionOf(patient)]) {
      expect(
        await run(() =>
          attachmentLoader({ params: { id: String(mine.id), attachmentId: String(file!.id) }, context: ctx(who) } as never),
        ),
      ).toEqual({ status: 404 })
    }
  })

  test('completes a consultation in progress, and refuses one that is not', async () => {
    const patient = await account()
    const seeded = await seedConsultation(f.database.db, { userId: patient.id, startsAt: NOW, doctor: 6 })
    const doctor = await doctorSession(seeded.doctorUserId)
    const complete = () =>
      run(() =>
        deskAction({
          request: formPost('http://localhost/staff/consultations', { intent: 'complete', id: seeded.id }),
          params: {},
          context: ctx(doctor),
        } as never),
      )
    const refused = (await complete()) as { data: { message: string } }
    expect(refused.data.message).toBe('A consultation that is booked cannot be completed.')
    await f.services.consultationRoom.enter(seeded.doctorUserId, seeded.id)
    expect(await complete()).toMatchObject({ status: 303, location: '/staff/consultations?done=complete' })
    const listed = (await desk(doctor)) as Awaited<ReturnType<typeof deskLoader>>
    expect(listed.consultations.find((c) => c.id === seeded.id)).toMatchObject({ state: 'completed', canComplete: false })
  })
})
