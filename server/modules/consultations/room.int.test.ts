import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiFixture, testEventBus, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seedConsultation } from '../../../tests/integration/consultation-fixture.ts'
import { DOCX, prescriptionPdf } from '../../../tests/helpers/prescriptions-fixture.ts'
import { sseFrames } from '../../../tests/helpers/sse-frames.ts'
import { RoomStreamEventSchemas } from '../../../contracts/consultation-room.ts'
import { createApp } from '../../app.ts'
import { consultations, users } from '../../db/schema.ts'
import { createLogger } from '../../lib/logger.ts'
import { createServices } from '../../services.ts'
import type { EventBus } from '../events/index.ts'
import { createOutboxNotifier } from '../notify/index.ts'

// Issue 24 §4–5: the room and the doctor's desk. Two app instances on one database, each with its own event bus (on
// PGlite both listen on the one embedded database; on PostgreSQL each has its own LISTEN connection): what one side
// posts through A reaches the other side's stream opened on B. A fake clock: the room opens 15 minutes before the start,
// the follow-up chat ends 7 days after completion.

const WAIT_MS = 10_000
const START = new Date('2026-12-01T05:30:00Z')
let clock = new Date(START)
const now = () => new Date(clock)

let a: ApiFixture
let b: { app: ReturnType<typeof createApp>; bus: EventBus }
beforeAll(async () => {
  a = await createApiFixture({ now })
  const logger = createLogger('silent')
  const bus = await testEventBus(a.database)
  const services = createServices(a.database.db, { APP_ENV: 'test' }, logger, {
    now,
    notifier: createOutboxNotifier(a.database.db, () => {}),
    events: bus,
  })
  b = { app: createApp({ services, logger, production: false }), bus }
})
afterAll(async () => {
  await b?.bus.close()
  await a?.close()
})

let phone = 9877100000
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
    .values({ name: 'Asha Verma', phone: String(++phone), phoneVerified: true })
    .returning()
  return signedIn(u!.id)
}

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> }
const room = (id: number) => `/pwa-api/api/v1/consultations/${id}/room`
async function call(app: App, who: Who, method: string, path: string, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: { ...who.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json: any = text
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: res.status, body: json, headers: res.headers }
}
async function sendFile(app: App, who: Who, id: number, name: string, bytes: Uint8Array, type: string) {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  const res = await app.request(`${room(id)}/files`, { method: 'POST', headers: who.headers, body: form })
  return { status: res.status, body: (await res.json()) as any }
}

/** A room's stream; `event()` waits for the next event, past the other side's `presence` ones unless asked for. */
function frames(res: Response) {
  const read = sseFrames(res, WAIT_MS)
  return {
    async event(opts: { presence?: boolean } = {}): Promise<{ name: string; data: any }> {
      for (;;) {
        const e = await read.event()
        if (e.name === 'presence' && !opts.presence) continue
        RoomStreamEventSchemas[e.name as keyof typeof RoomStreamEventSchemas].parse(e.data)
        return e
      }
    },
    close: read.close,
  }
}
async function openStream(app: App, who: Who, id: number) {
  const abort = new AbortController()
  const res = await app.request(`${room(id)}/stream`, { headers: who.headers, signal: abort.signal })
  expect(res.status).toBe(200)
  const stream = frames(res)
  return {
    ...stream,
    close: async () => {
      abort.abort()
      await stream.close()
    },
  }
}

async function consultation(opts: { startsAt?: Date; doctor?: number; state?: 'booked' | 'waiting' | 'cancelled' } = {}) {
  const patient = await account()
  const seeded = await seedConsultation(a.database.db, {
    userId: patient.userId,
    startsAt: opts.startsAt ?? START,
    doctor: opts.doctor ?? 0,
    state: opts.state,
  })
  const doctor = await signedIn(seeded.doctorUserId)
  return { id: seeded.id, patient, doctor }
}
const rowOf = async (id: number) => (await a.database.db.select().from(consultations).where(eq(consultations.id, id)))[0]!

describe('who may use a room', () => {
  it('answers 404 to another account and another doctor on every call, file and stream; 401 to a guest', async () => {
    clock = new Date(START)
    const c = await consultation({ startsAt: new Date(START.getTime() + 60 * 60_000), doctor: 2 })
    clock = new Date(START.getTime() + 55 * 60_000)
    const sent = await sendFile(a.app, c.patient, c.id, 'report.pdf', await prescriptionPdf(), 'application/pdf')
    expect(sent.status).toBe(201)
    const stranger = await account()
    const otherDoctor = await signedIn(
      (await seedConsultation(a.database.db, { userId: stranger.userId, startsAt: START, doctor: 3 })).doctorUserId,
    )
    for (const who of [stranger, otherDoctor]) {
      const answers = [
        await call(a.app, who, 'POST', `${room(c.id)}/enter`),
        await call(a.app, who, 'GET', `${room(c.id)}/messages`),
        await call(a.app, who, 'POST', `${room(c.id)}/messages`, { text: 'Hello' }),
        await sendFile(a.app, who, c.id, 'report.pdf', await prescriptionPdf(), 'application/pdf'),
        await call(a.app, who, 'GET', `${room(c.id)}/files/${sent.body.data.id}`),
        await call(a.app, who, 'POST', `${room(c.id)}/signals`, { kind: 'hangup' }),
        await call(a.app, who, 'GET', `${room(c.id)}/stream`),
      ]
      expect(answers.map((x) => x.status)).toEqual([404, 404, 404, 404, 404, 404, 404])
      expect(answers[0]!.body.message).toBe('We could not find that consultation')
    }
    const guest = await a.app.request(`${room(c.id)}/messages`)
    expect(guest.status).toBe(401)
    // Nothing of theirs reached the consultation.
    expect((await call(a.app, c.doctor, 'GET', `${room(c.id)}/messages`)).body.data.messages).toHaveLength(1)
    expect((await rowOf(c.id)).state).toBe('booked')
  })
})

describe('entering the room', () => {
  it('moves the state once per side and sets each joined time once', async () => {
    clock = new Date(START)
    const c = await consultation()
    clock = new Date(START.getTime() - 10 * 60_000)
    const first = await call(a.app, c.patient, 'POST', `${room(c.id)}/enter`)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ side: 'patient', state: 'waiting', calls: true, chat: true, other_joined: false })
    const patientJoinedAt = (await rowOf(c.id)).patientJoinedAt
    expect(patientJoinedAt).toEqual(clock)
    clock = new Date(START.getTime() - 5 * 60_000)
    expect((await call(a.app, c.patient, 'POST', `${room(c.id)}/enter`)).body.data.state).toBe('waiting')
    expect((await rowOf(c.id)).patientJoinedAt).toEqual(patientJoinedAt)
    const doctor = await call(b.app, c.doctor, 'POST', `${room(c.id)}/enter`)
    expect(doctor.body.data).toMatchObject({ side: 'doctor', state: 'in_progress', other_joined: true })
    const row = await rowOf(c.id)
    expect(row.doctorJoinedAt).toEqual(clock)
    clock = new Date(START.getTime() + 60_000)
    await call(a.app, c.doctor, 'POST', `${room(c.id)}/enter`)
    expect((await rowOf(c.id)).doctorJoinedAt).toEqual(row.doctorJoinedAt)
  })

  it('lets a doctor who comes first take a booked consultation straight to in progress', async () => {
    clock = new Date(START)
    const c = await consultation({ startsAt: new Date(START.getTime() + 15 * 60_000), doctor: 1 })
    const entered = await call(a.app, c.doctor, 'POST', `${room(c.id)}/enter`)
    expect(entered.body.data.state).toBe('in_progress')
    expect((await rowOf(c.id)).patientJoinedAt).toBeNull()
  })

  it('refuses too early and a cancelled consultation with a message (409)', async () => {
    clock = new Date(START)
    const later = await consultation({ startsAt: new Date(START.getTime() + 2 * 60 * 60_000), doctor: 4 })
    const early = await call(a.app, later.patient, 'POST', `${room(later.id)}/enter`)
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('The room opens 15 minutes before the consultation starts.')
    const cancelled = await consultation({ doctor: 5, state: 'cancelled' })
    const closed = await call(a.app, cancelled.patient, 'POST', `${room(cancelled.id)}/messages`, { text: 'Hello?' })
    expect(closed.status).toBe(409)
    expect((await rowOf(later.id)).state).toBe('booked')
  })
})

describe('chat and signalling across two instances', () => {
  it('a message posted through A reaches both sides’ streams on B; a signal only the other side’s', async () => {
    clock = new Date(START)
    const c = await consultation({ doctor: 6 })
    const patientStream = await openStream(b.app, c.patient, c.id)
    const doctorStream = await openStream(b.app, c.doctor, c.id)
    try {
      // The patient's stream hears that the doctor's opened (to send again an offer the doctor may have missed).
      expect(await patientStream.event({ presence: true })).toEqual({ name: 'presence', data: { side: 'doctor' } })
      const entered = await call(a.app, c.patient, 'POST', `${room(c.id)}/enter`)
      expect(entered.status).toBe(200)
      expect(await doctorStream.event()).toEqual({
        name: 'state',
        data: { state: 'waiting', state_label: 'Waiting for the doctor', by: 'patient', what: 'joined' },
      })
      expect((await patientStream.event()).name).toBe('state')

      const started = performance.now()
      const posted = await call(a.app, c.patient, 'POST', `${room(c.id)}/messages`, { text: 'I have had a fever since Sunday' })
      expect(posted.status).toBe(201)
      const atDoctor = await doctorStream.event()
      const ms = performance.now() - started
      expect(atDoctor).toEqual({ name: 'message', data: posted.body.data })
      expect(atDoctor.data).toMatchObject({ side: 'patient', author: 'Asha Verma', text: 'I have had a fever since Sunday' })
      expect(await patientStream.event()).toEqual({ name: 'message', data: posted.body.data })
      console.info(`room message across two instances: ${ms.toFixed(1)} ms`)

      // The patient's offer reaches the doctor only; the doctor's answer reaches the patient only.
      const offer = { kind: 'description', description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } }
      expect((await call(a.app, c.patient, 'POST', `${room(c.id)}/signals`, offer)).status).toBe(200)
      const answer = { kind: 'description', description: { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' } }
      expect((await call(a.app, c.doctor, 'POST', `${room(c.id)}/signals`, answer)).status).toBe(200)
      const candidate = {
        kind: 'candidate',
        candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
      }
      expect((await call(a.app, c.patient, 'POST', `${room(c.id)}/signals`, candidate)).status).toBe(200)
      expect(await doctorStream.event()).toEqual({ name: 'signal', data: offer })
      expect(await doctorStream.event()).toEqual({ name: 'signal', data: candidate })
      // The patient's stream: the doctor's answer first, so neither its own offer nor its candidate came back.
      expect(await patientStream.event()).toEqual({ name: 'signal', data: answer })
      await call(a.app, c.doctor, 'POST', `${room(c.id)}/signals`, { kind: 'hangup' })
      expect(await patientStream.event()).toEqual({ name: 'signal', data: { kind: 'hangup' } })

      // The transcript survives a reload.
      const transcript = await call(b.app, c.doctor, 'GET', `${room(c.id)}/messages`)
      expect(transcript.body.data.messages).toEqual([posted.body.data])
      expect(
        (await call(b.app, c.doctor, 'GET', `${room(c.id)}/messages?after=${posted.body.data.id}`)).body.data.messages,
      ).toEqual([])
    } finally {
      await patientStream.close()
      await doctorStream.close()
    }
  })

  it('refuses a malformed or oversized signal and message with a 400 and a message', async () => {
    clock = new Date(START)
    const c = await consultation({ doctor: 7 })
    const cases: unknown[] = [
      { kind: 'offer', sdp: 'x' },
      { kind: 'description', description: { type: 'pranswer', sdp: 'v=0' } },
      { kind: 'description', description: { type: 'offer', sdp: 'x'.repeat(16_001) } },
      { kind: 'candidate', candidate: { candidate: 'x'.repeat(1001) } },
      { kind: 'hangup', extra: true },
    ]
    for (const body of cases) {
      const res = await call(a.app, c.patient, 'POST', `${room(c.id)}/signals`, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.body.message).toEqual(expect.any(String))
    }
    expect((await call(a.app, c.patient, 'POST', `${room(c.id)}/messages`, { text: '   ' })).body.message).toBe(
      'Please write a message',
    )
    expect((await call(a.app, c.patient, 'POST', `${room(c.id)}/messages`, { text: 'x'.repeat(2001) })).status).toBe(400)
  })

  it('keeps files private to the two sides, checked by their content', async () => {
    clock = new Date(START)
    const c = await consultation({ doctor: 8 })
    const pdf = await prescriptionPdf('Haemoglobin 11.2 g/dL')
    const sent = await sendFile(a.app, c.patient, c.id, 'blood report.pdf', pdf, 'application/pdf')
    expect(sent.status).toBe(201)
    expect(sent.body.data.file).toMatchObject({ name: 'blood report.pdf', content_type: 'application/pdf', bytes: pdf.length })
    for (const who of [c.patient, c.doctor]) {
      const res = await a.app.request(sent.body.data.file.url, { headers: who.headers })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf)
    }
    const docx = await sendFile(a.app, c.doctor, c.id, 'notes.pdf', DOCX, 'application/pdf')
    expect(docx.status).toBe(400)
    expect(docx.body.message).toBe('notes.pdf is not a JPEG, PNG or PDF file')
  })
})

describe('completion and the follow-up chat', () => {
  it('the doctor completes; calls end, the chat stays open for 7 days; the patient cannot complete', async () => {
    clock = new Date(START)
    const c = await consultation({ doctor: 9 })
    await call(a.app, c.patient, 'POST', `${room(c.id)}/enter`)
    await call(a.app, c.doctor, 'POST', `${room(c.id)}/enter`)
    await expect(a.services.consultationRoom.complete(c.patient.userId, c.id)).rejects.toMatchObject({ status: 403 })
    clock = new Date(START.getTime() + 12 * 60_000)
    await a.services.consultationRoom.complete(c.doctor.userId, c.id)
    const row = await rowOf(c.id)
    expect(row).toMatchObject({ state: 'completed', completedAt: clock })
    const offer = { kind: 'description', description: { type: 'offer', sdp: 'v=0' } }
    expect((await call(a.app, c.patient, 'POST', `${room(c.id)}/signals`, offer)).status).toBe(409)
    const view = await call(a.app, c.patient, 'POST', `${room(c.id)}/enter`)
    expect(view.body.data).toMatchObject({ state: 'completed', calls: false, chat: true })
    expect((await call(a.app, c.patient, 'POST', `${room(c.id)}/messages`, { text: 'The fever is gone' })).status).toBe(201)
    clock = new Date(START.getTime() + 12 * 60_000 + 7 * 24 * 60 * 60_000)
    const late = await call(a.app, c.patient, 'POST', `${room(c.id)}/messages`, { text: 'It came back' })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('The consultation is completed and its 7-day follow-up chat has ended.')
    // The transcript stays.
    expect((await call(a.app, c.patient, 'GET', `${room(c.id)}/messages`)).body.data.messages.map((m: any) => m.text)).toEqual([
      'The fever is gone',
    ])
  })
})

describe('the doctor’s desk', () => {
  it('lists the doctor’s consultations of today and those waiting, and no one else’s', async () => {
    clock = new Date('2026-12-05T04:00:00Z') // 09:30 in India
    const doctorIndex = 10
    const today = await consultation({ startsAt: new Date('2026-12-05T06:00:00Z'), doctor: doctorIndex })
    const c2 = await seedConsultation(a.database.db, {
      userId: today.patient.userId,
      startsAt: new Date('2026-12-04T12:00:00Z'),
      doctor: doctorIndex,
      state: 'waiting',
      patientName: 'Ravi Kumar',
      patientAge: 61,
    })
    await seedConsultation(a.database.db, {
      userId: today.patient.userId,
      startsAt: new Date('2026-12-06T06:00:00Z'),
      doctor: doctorIndex,
    })
    await seedConsultation(a.database.db, {
      userId: today.patient.userId,
      startsAt: new Date('2026-12-05T06:15:00Z'),
      doctor: 11,
    })
    const desk = await a.services.consultationRoom.desk(today.doctor.userId)
    expect(desk!.map((d) => [d.id, d.state, d.patientName, d.canJoin])).toEqual([
      [c2.id, 'waiting', 'Ravi Kumar', true],
      [today.id, 'booked', 'Asha Verma', false],
    ])
    expect(await a.services.consultationRoom.desk(today.patient.userId)).toBeNull()
  })
})
