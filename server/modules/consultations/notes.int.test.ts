import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seedConsultation } from '../../../tests/integration/consultation-fixture.ts'
import { MAX_NOTE_CHARS } from '../../../contracts/consultation-notes.ts'
import { auditLog, consultationNotes, users } from '../../db/schema.ts'

// Issue 24 §5: the doctor's private notes of a consultation (decision 064). Only the consultation's doctor reads and
// writes them; the patient's account, another doctor and another account get the 404 of a consultation that does not
// exist, a guest 401; bad input a 400 with its message. The note survives the consultation's completion.

const START = new Date('2026-12-01T05:30:00Z')
let clock = new Date(START)
const now = () => new Date(clock)

let a: ApiFixture
beforeAll(async () => {
  a = await createApiFixture({ now })
})
afterAll(async () => {
  await a?.close()
})

let phone = 9877200000
interface Who {
  userId: number
  headers: Record<string, string>
}
async function signedIn(userId: number): Promise<Who> {
  const session = await a.services.sessions.create(userId)
  const csrf = await a.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return { userId, headers: { cookie: `sid=${session.token}`, 'x-csrf-token': csrf } }
}
async function account(): Promise<Who> {
  const [u] = await a.database.db
    .insert(users)
    .values({ name: 'Ravi Menon', phone: String(++phone), phoneVerified: true })
    .returning()
  return signedIn(u!.id)
}

const notes = (id: number | string) => `/pwa-api/api/v1/consultations/${id}/notes`
async function call(who: Who | null, method: string, path: string, body?: unknown) {
  const res = await a.app.request(path, {
    method,
    headers: { ...(who?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as any }
}

async function consultation(doctor = 0) {
  const patient = await account()
  const seeded = await seedConsultation(a.database.db, { userId: patient.userId, startsAt: START, doctor, state: 'in_progress' })
  return { id: seeded.id, patient, doctor: await signedIn(seeded.doctorUserId) }
}

describe('the doctor’s notes', () => {
  it('are empty at first, saved whole, read back and edited by the consultation’s doctor; each save audited', async () => {
    const c = await consultation()
    const first = await call(c.doctor, 'GET', notes(c.id))
    expect(first).toMatchObject({
      status: 200,
      body: { is_success: true, data: { consultation_id: c.id, text: '', updated_at: null } },
    })

    const saved = await call(c.doctor, 'PUT', notes(c.id), { text: '  Fever 3 days.\r\nThroat congested.\u0000 ' })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toEqual({
      consultation_id: c.id,
      text: 'Fever 3 days.\nThroat congested.',
      updated_at: START.toISOString(),
    })
    expect((await call(c.doctor, 'GET', notes(c.id))).body.data.text).toBe('Fever 3 days.\nThroat congested.')

    clock = new Date(START.getTime() + 5 * 60_000)
    const edited = await call(c.doctor, 'PUT', notes(c.id), { text: 'Fever 3 days. Advised CBC.' })
    expect(edited.body.data).toMatchObject({ text: 'Fever 3 days. Advised CBC.', updated_at: clock.toISOString() })
    const rows = await a.database.db.select().from(consultationNotes).where(eq(consultationNotes.consultationId, c.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ doctorUserId: c.doctor.userId, createdAt: START, updatedAt: clock })

    const audits = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'consultation.notes'), eq(auditLog.actorUserId, c.doctor.userId)))
    expect(audits.map((r) => r.detail)).toEqual([
      { subject: { consultationId: c.id }, before: null, after: { chars: 31 } },
      { subject: { consultationId: c.id }, before: { chars: 31 }, after: { chars: 26 } },
    ])
    expect(audits.every((r) => r.targetUserId === c.patient.userId)).toBe(true)
    // The audit keeps who and how much, never the clinical text.
    expect(JSON.stringify(audits)).not.toContain('Fever')
    clock = new Date(START)
  })

  it('answer 404 to the patient, another doctor and another account; 401 to a guest; nothing of theirs is kept', async () => {
    const c = await consultation(1)
    await call(c.doctor, 'PUT', notes(c.id), { text: 'Private: query thyroid' })
    const stranger = await account()
    const otherDoctor = await signedIn(
      (await seedConsultation(a.database.db, { userId: stranger.userId, startsAt: START, doctor: 2 })).doctorUserId,
    )
    for (const who of [c.patient, otherDoctor, stranger]) {
      const read = await call(who, 'GET', notes(c.id))
      const write = await call(who, 'PUT', notes(c.id), { text: 'Mine now' })
      expect([read.status, write.status]).toEqual([404, 404])
      expect(read.body.message).toBe('We could not find that consultation')
      expect(JSON.stringify(read.body)).not.toContain('thyroid')
    }
    expect((await call(null, 'GET', notes(c.id))).status).toBe(401)
    // A guest's write has no session's CSRF token: refused before it is read (403), as every write of the house.
    expect((await call(null, 'PUT', notes(c.id), { text: 'x' })).status).toBe(403)
    expect((await call(c.doctor, 'GET', notes(c.id))).body.data.text).toBe('Private: query thyroid')
    // A consultation that does not exist answers the same.
    expect((await call(c.doctor, 'GET', notes(2_000_000_000))).status).toBe(404)
  })

  it('refuse bad input with a 400 that says what is wrong', async () => {
    const c = await consultation(3)
    const long = await call(c.doctor, 'PUT', notes(c.id), { text: 'x'.repeat(MAX_NOTE_CHARS + 1) })
    expect(long.status).toBe(400)
    expect(long.body.message).toBe(`The notes can be at most ${MAX_NOTE_CHARS} characters`)
    const notText = await call(c.doctor, 'PUT', notes(c.id), { text: 42 })
    expect(notText).toMatchObject({ status: 400, body: { message: 'The notes must be text' } })
    expect((await call(c.doctor, 'PUT', notes(c.id), {})).body.message).toBe('The notes must be text')
    expect((await call(c.doctor, 'GET', notes('x'))).body.message).toMatch(/consultation must be a whole number/)
    expect((await call(c.doctor, 'PUT', notes(c.id), '{not json')).status).toBe(400)
    // Exactly the limit is kept; empty clears.
    expect((await call(c.doctor, 'PUT', notes(c.id), { text: 'y'.repeat(MAX_NOTE_CHARS) })).status).toBe(200)
    expect((await call(c.doctor, 'PUT', notes(c.id), { text: '   ' })).body.data.text).toBe('')
  })

  it('survive the consultation’s completion and can still be edited after it', async () => {
    const c = await consultation(4)
    await call(c.doctor, 'PUT', notes(c.id), { text: 'Seen on video. Rash on forearm.' })
    await a.services.consultationRoom.complete(c.doctor.userId, c.id)
    expect((await call(c.doctor, 'GET', notes(c.id))).body.data.text).toBe('Seen on video. Rash on forearm.')
    const later = await call(c.doctor, 'PUT', notes(c.id), { text: 'Seen on video. Rash on forearm. Reviewed photos.' })
    expect(later.status).toBe(200)
    expect((await call(c.patient, 'GET', notes(c.id))).status).toBe(404)
  })
})
