// The consultation room's rules (issue 24 §4, §6): when the two sides may enter, chat and call, what entering does to
// the consultation's state, and the words of the fall back from video to audio to chat. Pure: the room's service
// (server/modules/consultations/room.ts) and its page read them.
import { type ConsultationEvent, type ConsultationMode, type ConsultationState, FOLLOW_UP_DAYS, ROOM_OPEN } from './states.ts'

/** Who is in the room: the account that booked (the patient's side) or the consultation's doctor. */
export type RoomSide = 'patient' | 'doctor'

/** The room opens this long before the consultation starts (Practo and Apollo 24|7 open theirs a few minutes early). */
export const ROOM_OPENS_MINUTES_BEFORE = 15
/** The longest chat message, in characters (a message is sent whole on the bus only by its id). */
export const MAX_MESSAGE_CHARS = 2000
/** The messages a transcript answer holds at most (a 15-minute consultation and its follow-up are far fewer). */
export const MAX_TRANSCRIPT = 500

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export interface RoomFacts {
  state: ConsultationState
  startsAt: Date
  completedAt: Date | null
}

export type RoomVerdict =
  | { open: false; reason: 'closed' | 'too_early'; message: string; opensAt: Date | null }
  | {
      open: true
      /** Audio and video calls (until completed). */
      calls: boolean
      chat: boolean
      /** After completion: the end of the free follow-up chat. */
      followUpUntil: Date | null
      message: string | null
    }

/**
 * Whether and how the room is open for a consultation at `now`: open in ROOM_OPEN states from
 * ROOM_OPENS_MINUTES_BEFORE the start; calls until it is completed; chat until then and for FOLLOW_UP_DAYS after
 * completion (the transcript stays readable after that, the chat is closed).
 */
export function roomVerdict(c: RoomFacts, now: Date): RoomVerdict {
  if (!ROOM_OPEN.has(c.state)) {
    return { open: false, reason: 'closed', message: 'This consultation has no room: it is not booked.', opensAt: null }
  }
  if (c.state === 'completed') {
    const until = c.completedAt === null ? null : new Date(c.completedAt.getTime() + FOLLOW_UP_DAYS * DAY)
    const chat = until !== null && now.getTime() < until.getTime()
    return {
      open: true,
      calls: false,
      chat,
      followUpUntil: until,
      message: chat
        ? `The consultation is completed. You can chat with each other free for ${FOLLOW_UP_DAYS} days after it.`
        : `The consultation is completed and its ${FOLLOW_UP_DAYS}-day follow-up chat has ended.`,
    }
  }
  const opensAt = new Date(c.startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * MINUTE)
  if (now.getTime() < opensAt.getTime()) {
    return {
      open: false,
      reason: 'too_early',
      message: `The room opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before the consultation starts.`,
      opensAt,
    }
  }
  return { open: true, calls: true, chat: true, followUpUntil: null, message: null }
}

/** The state machine's event of a side entering the room; null when entering moves nothing (after completion). */
export function joinEvent(side: RoomSide, state: ConsultationState): ConsultationEvent | null {
  if (state === 'completed') return null
  return side === 'doctor' ? 'doctor_joins' : 'patient_joins'
}

/** What the call can still do on this device; each failure steps down once: video → audio → chat. */
export type CallMode = ConsultationMode

export type CallFailure = 'camera' | 'microphone' | 'network'

/**
 * The mode after a failure, and what the page says: a camera that fails leaves audio, a microphone that fails (or a
 * network that cannot carry the call) leaves the chat. Calls are never recorded, whatever the mode.
 */
export function fallBack(mode: CallMode, failure: CallFailure): { mode: CallMode; message: string } {
  if (failure === 'camera' && mode !== 'chat') {
    return { mode: 'audio', message: 'Your camera is not available: continuing with audio.' }
  }
  if (failure === 'network') {
    return { mode: 'chat', message: 'The call could not connect on this network: continuing with chat.' }
  }
  return { mode: 'chat', message: 'Your microphone is not available: continuing with chat.' }
}

/** The named events of the room's stream (contracts/consultation-room.ts RoomStreamEventSchemas: their data). */
export const ROOM_MESSAGE_EVENT = 'message'
export const ROOM_SIGNAL_EVENT = 'signal'
export const ROOM_STATE_EVENT = 'state'
export const ROOM_RESYNC_EVENT = 'resync'
/** The other side's stream (re)opened: an offer it may have missed is sent again. */
export const ROOM_PRESENCE_EVENT = 'presence'

/** Where the room's calls live under /pwa-api (the page and the API share them). */
export const roomApiPath = (id: number) => `/pwa-api/api/v1/consultations/${id}/room`
/** The room's page. */
export const roomPagePath = (id: number) => `/online-doctor-consultation/room/${id}`
