import { randomUUID as systemUUID } from 'node:crypto'
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import {
  joinEvent,
  MAX_TRANSCRIPT,
  ROOM_MESSAGE_EVENT,
  ROOM_PRESENCE_EVENT,
  ROOM_RESYNC_EVENT,
  ROOM_SIGNAL_EVENT,
  ROOM_STATE_EVENT,
  roomApiPath,
  type RoomSide,
  roomVerdict,
} from '../../../core/consultations/room.ts'
import {
  CONSULTATION_MODES,
  CONSULTATION_STATE_LABELS,
  consultationTransition,
  type ConsultationMode,
  type ConsultationState,
} from '../../../core/consultations/states.ts'
import { dayBounds, istParts } from '../../../core/time/ist.ts'
import type { IceServer, Room, RoomMessage, RoomSignal, RoomStateEvent } from '../../../contracts/consultation-room.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { consultationTopic, type EventBus, type SseSend, type SseUnsubscribe } from '../events/index.ts'
import { displayName, type FileStorage, newStorageKey, sanitiseUpload } from '../storage/index.ts'
import { type ConsultationAccess, consultationFor, type ConsultationRow } from './access.ts'
import { consultationMessages, consultationSignals } from './room-schema.ts'
import { consultationAttachments, consultations, doctors, doctorSlots, doctorSpecialties } from './schema.ts'

// The consultation room (issue 24 §4) and the doctor's desk (§5's list, join and complete). Every call starts with
// consultationFor: the booking account (the patient's side) and the consultation's doctor see it, anyone else gets the
// same 404 as for a consultation that does not exist. The chat and the signalling are rows of this module
// (room-schema.ts); the bus (LISTEN/NOTIFY, every instance) carries their ids on the consultation's topic, and each
// open stream reads the row and sends it to its side: messages to both, a signal to the side that did not send it.

type MessageRow = typeof consultationMessages.$inferSelect

/** What travels on the bus (ids and states only: events/envelope.ts). */
type RoomBusEvent =
  | { kind: 'message'; id: number }
  | { kind: 'signal'; id: number; side: RoomSide }
  | ({ kind: 'state' } & RoomStateEvent)
  | { kind: 'presence'; side: RoomSide }

export interface RoomDeps {
  now: Clock
  storage: FileStorage
  /** The process's bus; without one nothing reaches the other side live (the transcript still does on reload). */
  events: EventBus | null
  /** STUN/TURN servers for the browsers (ICE_SERVERS); none on loopback. */
  iceServers?: readonly IceServer[]
  randomUUID?: () => string
}

export interface DeskConsultation {
  id: number
  startsAt: Date
  state: ConsultationState
  stateLabel: string
  mode: ConsultationMode
  patientName: string
  patientAge: number | null
  patientGender: string | null
  symptoms: string
  attachments: Array<{ id: number; name: string; contentType: string }>
  /** The room is open to the doctor now (from 15 minutes before the start). */
  canJoin: boolean
  canComplete: boolean
}

const MINUTE = 60_000
const notFound = () => AppError.notFound('We could not find that consultation', 'consultation_not_found')

export function createConsultationRoom(db: Db, deps: RoomDeps) {
  const uuid = deps.randomUUID ?? systemUUID
  const iceServers = [...(deps.iceServers ?? [])]

  async function access(userId: number, id: number): Promise<ConsultationAccess> {
    const found = await consultationFor(db, id, userId)
    if (!found) throw notFound()
    return found
  }

  async function doctorOf(c: ConsultationRow) {
    const [d] = await db
      .select({ name: doctors.name, qualifications: doctors.qualifications })
      .from(doctors)
      .where(eq(doctors.id, c.doctorId))
    return d!
  }

  function wire(row: MessageRow, names: Record<RoomSide, string>): RoomMessage {
    const side = row.side as RoomSide
    return {
      id: row.id,
      side,
      author: names[side],
      text: row.text,
      file:
        row.storageKey === null
          ? null
          : {
              name: row.fileName!,
              content_type: row.contentType as 'application/pdf' | 'image/jpeg' | 'image/png',
              bytes: row.bytes!,
              url: `${roomApiPath(row.consultationId)}/files/${row.id}`,
            },
      at: row.createdAt.toISOString(),
    }
  }

  async function namesOf(c: ConsultationRow): Promise<Record<RoomSide, string>> {
    return { patient: c.patientName, doctor: (await doctorOf(c)).name }
  }

  async function transcript(c: ConsultationRow, after?: number): Promise<RoomMessage[]> {
    const rows = await db
      .select()
      .from(consultationMessages)
      .where(
        and(eq(consultationMessages.consultationId, c.id), after === undefined ? undefined : gt(consultationMessages.id, after)),
      )
      .orderBy(asc(consultationMessages.id))
      .limit(MAX_TRANSCRIPT)
    const names = await namesOf(c)
    return rows.map((r) => wire(r, names))
  }

  async function view(found: ConsultationAccess): Promise<Room> {
    const c = found.consultation
    const verdict = roomVerdict(
      { state: c.state as ConsultationState, startsAt: c.startsAt, completedAt: c.completedAt },
      deps.now(),
    )
    const doctor = await doctorOf(c)
    const otherJoined = found.side === 'patient' ? c.doctorJoinedAt !== null : c.patientJoinedAt !== null
    return {
      id: c.id,
      side: found.side,
      state: c.state as ConsultationState,
      state_label: CONSULTATION_STATE_LABELS[c.state as ConsultationState],
      mode: CONSULTATION_MODES.includes(c.mode as ConsultationMode) ? (c.mode as ConsultationMode) : 'chat',
      starts_at: c.startsAt.toISOString(),
      patient: { name: c.patientName, age: c.patientAge, gender: c.patientGender },
      doctor,
      calls: verdict.open && verdict.calls,
      chat: verdict.open && verdict.chat,
      follow_up_until: verdict.open ? (verdict.followUpUntil?.toISOString() ?? null) : null,
      notice: verdict.message,
      other_joined: otherJoined,
      ice_servers: iceServers,
      messages: verdict.open || verdict.reason === 'too_early' ? await transcript(c) : [],
    }
  }

  /** A refusal when the room is not open (a 409 the page shows), else nothing. */
  function mustBeOpen(c: ConsultationRow, what: 'enter' | 'chat' | 'call') {
    const verdict = roomVerdict(
      { state: c.state as ConsultationState, startsAt: c.startsAt, completedAt: c.completedAt },
      deps.now(),
    )
    if (!verdict.open)
      throw AppError.conflict(verdict.message, undefined, verdict.reason === 'too_early' ? 'room_not_open_yet' : 'room_closed')
    if (what === 'chat' && !verdict.chat) throw AppError.conflict(verdict.message ?? 'The chat is closed.', 'text', 'chat_closed')
    if (what === 'call' && !verdict.calls) {
      throw AppError.conflict('Calls end when the consultation is completed: please use the chat.', undefined, 'calls_closed')
    }
  }

  async function publish(tx: Parameters<EventBus['publish']>[0], id: number, event: RoomBusEvent) {
    await deps.events?.publish(tx, consultationTopic(id), event)
  }

  return {
    /** The room as `userId` sees it (read only: entering is `enter`). 404 unless theirs. */
    async room(userId: number, id: number): Promise<Room> {
      return view(await access(userId, id))
    },

    /**
     * Enters the room: the first time each side comes, its joined time is set and the state moves by the state machine
     * (patient_joins, doctor_joins); the other side's page hears of it. Entering again changes nothing.
     */
    async enter(userId: number, id: number): Promise<Room> {
      const found = await access(userId, id)
      mustBeOpen(found.consultation, 'enter')
      const moved = await db.transaction(async (tx) => {
        const [c] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update')
        const row = c!
        const event = joinEvent(found.side, row.state as ConsultationState)
        const already = found.side === 'doctor' ? row.doctorJoinedAt !== null : row.patientJoinedAt !== null
        if (event === null || already) return null
        const t = consultationTransition(row.state as ConsultationState, event)
        if (!t.ok) throw AppError.conflict(t.message, undefined, 'room_closed')
        const at = deps.now()
        await tx
          .update(consultations)
          .set({
            state: t.to,
            updatedAt: at,
            ...(found.side === 'doctor' ? { doctorJoinedAt: at } : { patientJoinedAt: at }),
          })
          .where(eq(consultations.id, id))
        await publish(tx, id, {
          kind: 'state',
          state: t.to,
          state_label: CONSULTATION_STATE_LABELS[t.to],
          by: found.side,
          what: 'joined',
        })
        return t.to
      })
      const now = moved === null ? found : await access(userId, id)
      return view(now)
    },

    async messages(userId: number, id: number, after?: number): Promise<RoomMessage[]> {
      const found = await access(userId, id)
      return transcript(found.consultation, after)
    },

    /** A chat message from `userId`'s side, kept with the consultation and sent to both sides' streams. */
    async send(userId: number, id: number, text: string): Promise<RoomMessage> {
      const found = await access(userId, id)
      mustBeOpen(found.consultation, 'chat')
      const row = await db.transaction(async (tx) => {
        const [m] = await tx
          .insert(consultationMessages)
          .values({ consultationId: id, side: found.side, authorUserId: userId, text, createdAt: deps.now() })
          .returning()
        await publish(tx, id, { kind: 'message', id: m!.id })
        return m!
      })
      return wire(row, await namesOf(found.consultation))
    },

    /** A file sent in the chat: PDF, JPEG or PNG by its bytes, ≤ 10 MB, images re-encoded; kept privately. */
    async attach(userId: number, id: number, file: { name: string; bytes: Uint8Array }): Promise<RoomMessage> {
      const found = await access(userId, id)
      mustBeOpen(found.consultation, 'chat')
      const clean = await sanitiseUpload(file)
      const at = deps.now()
      const key = newStorageKey('consultations', clean.extension, at, uuid)
      await deps.storage.put(key, clean.bytes, clean.contentType)
      try {
        const row = await db.transaction(async (tx) => {
          const [m] = await tx
            .insert(consultationMessages)
            .values({
              consultationId: id,
              side: found.side,
              authorUserId: userId,
              storageKey: key,
              fileName: displayName(file.name),
              contentType: clean.contentType,
              bytes: clean.bytes.length,
              createdAt: at,
            })
            .returning()
          await publish(tx, id, { kind: 'message', id: m!.id })
          return m!
        })
        return wire(row, await namesOf(found.consultation))
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined)
        throw err
      }
    },

    /** A file sent in the room, for its two sides only. */
    async file(userId: number, id: number, messageId: number) {
      await access(userId, id)
      const [row] = await db
        .select()
        .from(consultationMessages)
        .where(and(eq(consultationMessages.id, messageId), eq(consultationMessages.consultationId, id)))
      if (!row || row.storageKey === null) throw AppError.notFound('We could not find that file', 'file_not_found')
      const stored = await deps.storage.get(row.storageKey)
      if (!stored) throw AppError.notFound('We could not find that file', 'file_not_found')
      return { bytes: stored.bytes, contentType: row.contentType!, name: row.fileName! }
    },

    /** Relays a WebRTC signal to the other side's streams (on any instance). Calls only while the room takes them. */
    async signal(userId: number, id: number, signal: RoomSignal): Promise<void> {
      const found = await access(userId, id)
      // A hang-up is always passed on (the other side closes its call), even once the consultation is completed.
      if (signal.kind !== 'hangup') mustBeOpen(found.consultation, 'call')
      await db.transaction(async (tx) => {
        const [s] = await tx
          .insert(consultationSignals)
          .values({ consultationId: id, side: found.side, body: signal, createdAt: deps.now() })
          .returning({ id: consultationSignals.id })
        await publish(tx, id, { kind: 'signal', id: s!.id, side: found.side })
      })
    },

    /**
     * The room's stream for `userId` (its side decided here): what `sseResponse({ subscribe })` takes. 404 before any
     * stream opens for anyone but the two sides. Each event is read and sent in the order it arrived.
     */
    async stream(userId: number, id: number): Promise<(send: SseSend) => SseUnsubscribe> {
      const found = await access(userId, id)
      const bus = deps.events
      if (!bus)
        throw AppError.unavailable('Live updates are not available right now.', undefined, undefined, 'events_unavailable')
      const names = await namesOf(found.consultation)
      // The other side hears that this side is listening now (it sends again an offer this side may have missed). Sent
      // before the answer starts, so it arrives before anything this side does next; this stream subscribes at once.
      await bus.publish(db, consultationTopic(id), { kind: 'presence', side: found.side })
      return (send) => {
        let chain: Promise<void> = Promise.resolve()
        const handle = async (event: RoomBusEvent) => {
          if (event.kind === 'presence') {
            if (event.side !== found.side) send({ event: ROOM_PRESENCE_EVENT, data: JSON.stringify({ side: event.side }) })
            return
          }
          if (event.kind === 'state') {
            const { kind: _kind, ...data } = event
            return send({ event: ROOM_STATE_EVENT, data: JSON.stringify(data) })
          }
          if (event.kind === 'message') {
            const [row] = await db
              .select()
              .from(consultationMessages)
              .where(and(eq(consultationMessages.id, event.id), eq(consultationMessages.consultationId, id)))
            if (row) send({ event: ROOM_MESSAGE_EVENT, id: String(row.id), data: JSON.stringify(wire(row, names)) })
            return
          }
          if (event.side === found.side) return
          const [row] = await db
            .select({ body: consultationSignals.body })
            .from(consultationSignals)
            .where(and(eq(consultationSignals.id, event.id), eq(consultationSignals.consultationId, id)))
          if (row) send({ event: ROOM_SIGNAL_EVENT, data: JSON.stringify(row.body) })
        }
        return bus.subscribe(
          consultationTopic(id),
          (payload) => {
            chain = chain.then(() => handle(payload as RoomBusEvent)).catch(() => undefined)
          },
          { onResync: () => send({ event: ROOM_RESYNC_EVENT, data: '{}' }) },
        )
      }
    },

    /** The doctor completes the consultation (in progress → completed): calls end, the follow-up chat begins. */
    async complete(userId: number, id: number): Promise<void> {
      const found = await access(userId, id)
      if (found.side !== 'doctor') {
        throw new AppError({ code: 'doctor_only', status: 403, message: 'Only the doctor can complete the consultation.' })
      }
      await db.transaction(async (tx) => {
        const [c] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update')
        const t = consultationTransition(c!.state as ConsultationState, 'complete')
        if (!t.ok) throw AppError.conflict(t.message, undefined, 'cannot_complete')
        const at = deps.now()
        await tx.update(consultations).set({ state: t.to, completedAt: at, updatedAt: at }).where(eq(consultations.id, id))
        await publish(tx, id, {
          kind: 'state',
          state: t.to,
          state_label: CONSULTATION_STATE_LABELS[t.to],
          by: 'doctor',
          what: 'completed',
        })
      })
    },

    /**
     * The doctor's desk: their consultations of today (India's day) and every one waiting or in progress, earliest
     * first; null when `userId` has no doctor's profile.
     */
    async desk(userId: number): Promise<DeskConsultation[] | null> {
      const [doctor] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId))
      if (!doctor) return null
      const now = deps.now()
      const { from, to } = dayBounds(istParts(now).date)
      const rows = await db
        .select()
        .from(consultations)
        .where(
          and(
            eq(consultations.doctorId, doctor.id),
            or(
              inArray(consultations.state, ['waiting', 'in_progress']),
              and(
                inArray(consultations.state, ['booked', 'completed', 'no_show']),
                sql`${consultations.startsAt} >= ${from} and ${consultations.startsAt} < ${to}`,
              ),
            ),
          ),
        )
        .orderBy(asc(consultations.startsAt), asc(consultations.id))
      const files = rows.length
        ? await db
            .select()
            .from(consultationAttachments)
            .where(
              inArray(
                consultationAttachments.consultationId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(consultationAttachments.id))
        : []
      return rows.map((r) => {
        const state = r.state as ConsultationState
        const verdict = roomVerdict({ state, startsAt: r.startsAt, completedAt: r.completedAt }, now)
        return {
          id: r.id,
          startsAt: r.startsAt,
          state,
          stateLabel: CONSULTATION_STATE_LABELS[state],
          mode: r.mode as ConsultationMode,
          patientName: r.patientName,
          patientAge: r.patientAge,
          patientGender: r.patientGender,
          symptoms: r.symptoms,
          attachments: files
            .filter((f) => f.consultationId === r.id)
            .map((f) => ({ id: f.id, name: f.fileName, contentType: f.contentType })),
          canJoin: verdict.open && state !== 'completed',
          canComplete: consultationTransition(state, 'complete').ok,
        }
      })
    },

    /**
     * Development only (/__dev/consultations, never in production): a booked consultation starting this minute with a
     * sample doctor (by name) for a patient of `userId`, without a sale; its slot's place is taken as a sale would.
     */
    async seedForDevelopment(input: {
      userId: number
      patient: { id: number; name: string; age: number | null; gender: string | null }
      doctorName: string
      mode: ConsultationMode
    }): Promise<number> {
      const [doctor] = await db
        .select()
        .from(doctors)
        .where(and(eq(doctors.name, input.doctorName), eq(doctors.sample, true)))
      const [link] = doctor
        ? await db.select().from(doctorSpecialties).where(eq(doctorSpecialties.doctorId, doctor.id)).limit(1)
        : []
      if (!doctor || !link) throw AppError.notFound('No such sample doctor')
      const at = deps.now()
      const startsAt = new Date(Math.floor(at.getTime() / MINUTE) * MINUTE)
      return db.transaction(async (tx) => {
        // Two seeded at the same minute share its slot row: each adds a place (no sale competes in development).
        const [slot] = await tx
          .insert(doctorSlots)
          .values({ doctorId: doctor.id, startsAt, minutes: 15, capacity: 1, taken: 1 })
          .onConflictDoUpdate({
            target: [doctorSlots.doctorId, doctorSlots.startsAt],
            set: { capacity: sql`${doctorSlots.capacity} + 1`, taken: sql`${doctorSlots.taken} + 1` },
          })
          .returning()
        const [row] = await tx
          .insert(consultations)
          .values({
            userId: input.userId,
            patientId: input.patient.id,
            patientName: input.patient.name,
            patientAge: input.patient.age,
            patientGender: input.patient.gender,
            doctorId: doctor.id,
            specialtyId: link.specialtyId,
            slotId: slot!.id,
            startsAt,
            minutes: 15,
            mode: input.mode,
            kind: 'now',
            symptoms: 'Fever and a sore throat for two days',
            consent: 'implied',
            consentAt: at,
            feePaise: doctor.feePaise,
            pricePaise: doctor.feePaise,
            state: 'booked',
            updatedAt: at,
          })
          .returning({ id: consultations.id })
        return row!.id
      })
    },

    /** A file the patient attached at booking, for the consultation's doctor (the desk). */
    async attachment(userId: number, id: number, attachmentId: number) {
      const found = await access(userId, id)
      if (found.side !== 'doctor') throw notFound()
      const [row] = await db
        .select()
        .from(consultationAttachments)
        .where(and(eq(consultationAttachments.id, attachmentId), eq(consultationAttachments.consultationId, id)))
      const stored = row ? await deps.storage.get(row.storageKey) : null
      if (!row || !stored) throw AppError.notFound('We could not find that file', 'file_not_found')
      return { bytes: stored.bytes, contentType: row.contentType, name: row.fileName }
    },
  }
}

export type ConsultationRoom = ReturnType<typeof createConsultationRoom>
