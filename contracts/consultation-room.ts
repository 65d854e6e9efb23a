import { z } from 'zod'
import {
  MAX_MESSAGE_CHARS,
  ROOM_MESSAGE_EVENT,
  ROOM_PRESENCE_EVENT,
  ROOM_RESYNC_EVENT,
  ROOM_SIGNAL_EVENT,
  ROOM_STATE_EVENT,
} from '../core/consultations/room.ts'
import { CONSULTATION_MODES, CONSULTATION_STATES } from '../core/consultations/states.ts'
import { formSchema } from './form.ts'
import { envelope } from './http.ts'

// The consultation room (issue 24 §4; paths ours, recorded in decision 058), for the booking account and the
// consultation's doctor only (404 for anyone else, on every call, file and stream):
//   POST /pwa-api/api/v1/consultations/:id/room/enter          enter: the first time each side comes, the state moves
//   GET  /pwa-api/api/v1/consultations/:id/room/messages        the transcript (?after=<id>: the newer ones)
//   POST /pwa-api/api/v1/consultations/:id/room/messages        a chat message {text}
//   POST /pwa-api/api/v1/consultations/:id/room/files           a file (multipart, field `file`: PDF, JPEG or PNG ≤ 10 MB)
//   GET  /pwa-api/api/v1/consultations/:id/room/files/:message  a file sent in the room
//   POST /pwa-api/api/v1/consultations/:id/room/signals         WebRTC signalling to the other side (offer, answer, ICE…)
//   GET  /pwa-api/api/v1/consultations/:id/room/stream          server-sent events: messages, signals, state
// Signalling goes browser → server by POST and server → browser by the stream; the other side's stream only.

const MAX_DB_INT = 2_147_483_647
const idOf = (what: string) =>
  z
    .string({ error: `Please give the ${what}` })
    .regex(/^\d{1,10}$/, `The ${what} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `The ${what} must be a whole number`).max(MAX_DB_INT, `The ${what} must be a whole number`))

export const RoomParamsSchema = z.object({ id: idOf('consultation') })
export const RoomFileParamsSchema = z.object({ id: idOf('consultation'), message: idOf('message') })
export const RoomMessagesQuerySchema = z.object({
  after: z.preprocess((v) => (v === '' ? undefined : v), idOf('message').optional()),
})

/** The chat's form: its message is shown under the field as it is (contracts/form.ts). */
export const RoomMessageBodySchema = formSchema(
  z.object({
    text: z
      .string({ error: 'Please write a message' })
      .trim()
      .min(1, 'Please write a message')
      .max(MAX_MESSAGE_CHARS, `A message can be at most ${MAX_MESSAGE_CHARS} characters`),
  }),
)
export type RoomMessageBody = z.infer<typeof RoomMessageBodySchema>

/** The multipart form of a file sent in the room: its one field is the file (checked by its bytes on the server). */
export const RoomFileFormSchema = z.object({})

// ---- Signalling: what one browser sends the other (RTCSessionDescriptionInit, RTCIceCandidateInit, hang-up) ----

/** An SDP offer or answer is a few kilobytes; 16 KB is far above any a browser makes for one audio and one video. */
export const MAX_SDP_CHARS = 16_000
const MAX_CANDIDATE_CHARS = 1_000

export const RoomSignalSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('description'),
        description: z
          .object({
            type: z.enum(['offer', 'answer'], { error: 'A description is an offer or an answer' }),
            sdp: z.string().min(1).max(MAX_SDP_CHARS, `A description can be at most ${MAX_SDP_CHARS} characters`),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('candidate'),
        candidate: z
          .object({
            candidate: z.string().max(MAX_CANDIDATE_CHARS, `A candidate can be at most ${MAX_CANDIDATE_CHARS} characters`),
            sdpMid: z.string().max(64).nullable().optional(),
            sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
            usernameFragment: z.string().max(256).nullable().optional(),
          })
          .strict(),
      })
      .strict(),
    /** The sender left the call (the other side closes its connection). */
    z.object({ kind: z.literal('hangup') }).strict(),
  ],
  { error: 'A signal is a description, a candidate or a hang-up' },
)
export type RoomSignal = z.infer<typeof RoomSignalSchema>

// ---- Answers ----

export const RoomMessageSchema = z
  .object({
    id: z.number().int(),
    side: z.enum(['patient', 'doctor']),
    /** Who wrote it, as the room shows them ('Dr Meera Iyer (Sample)', the patient's name). */
    author: z.string(),
    text: z.string(),
    file: z
      .object({
        name: z.string(),
        content_type: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
        bytes: z.number().int(),
        /** Where the two sides download it (their session decides; anyone else gets 404). */
        url: z.string(),
      })
      .nullable(),
    /** ISO 8601. */
    at: z.string(),
  })
  .strict()
export type RoomMessage = z.infer<typeof RoomMessageSchema>

export const IceServerSchema = z
  .object({
    urls: z.union([
      z.string().regex(/^(stun|stuns|turn|turns):/, 'An ICE server is a stun: or turn: URL'),
      z.array(z.string().regex(/^(stun|stuns|turn|turns):/)).min(1),
    ]),
    username: z.string().optional(),
    credential: z.string().optional(),
  })
  .strict()
export type IceServer = z.infer<typeof IceServerSchema>
/** ICE_SERVERS (server/config.ts): a JSON array of RTCIceServer; none on loopback. */
export const IceServersSchema = z.array(IceServerSchema).max(10)

export const RoomSchema = z
  .object({
    id: z.number().int(),
    side: z.enum(['patient', 'doctor']),
    state: z.enum(CONSULTATION_STATES),
    state_label: z.string(),
    mode: z.enum(CONSULTATION_MODES),
    starts_at: z.string(),
    patient: z.object({ name: z.string(), age: z.number().int().nullable(), gender: z.string().nullable() }).strict(),
    doctor: z.object({ name: z.string(), qualifications: z.string() }).strict(),
    /** Calls (until completed), chat (until then and for the follow-up days). */
    calls: z.boolean(),
    chat: z.boolean(),
    follow_up_until: z.string().nullable(),
    /** What the room says about itself ('The consultation is completed…'), or null. */
    notice: z.string().nullable(),
    /** Whether the other side has entered the room. */
    other_joined: z.boolean(),
    ice_servers: IceServersSchema,
    messages: z.array(RoomMessageSchema),
  })
  .strict()
export type Room = z.infer<typeof RoomSchema>

export const RoomAnswerSchema = envelope(RoomSchema)
export const RoomMessagesAnswerSchema = envelope(z.object({ messages: z.array(RoomMessageSchema) }).strict())
export const RoomMessageAnswerSchema = envelope(RoomMessageSchema)
export const RoomSignalAnswerSchema = envelope(z.object({ sent: z.literal(true) }).strict())

// ---- The stream's events (text/event-stream; contracts/events.ts for the frames) ----

export const RoomStateEventSchema = z
  .object({
    state: z.enum(CONSULTATION_STATES),
    state_label: z.string(),
    /** The side whose entering or action moved it. */
    by: z.enum(['patient', 'doctor']),
    /** 'joined' when a side entered, 'completed' when the doctor completed the consultation. */
    what: z.enum(['joined', 'completed']),
  })
  .strict()
export type RoomStateEvent = z.infer<typeof RoomStateEventSchema>

export const RoomResyncEventSchema = z.object({}).strict()
/** The other side opened its stream (it may have missed what was sent before). */
export const RoomPresenceEventSchema = z.object({ side: z.enum(['patient', 'doctor']) }).strict()

/** Each named event of the room's stream and the JSON of its data. */
export const RoomStreamEventSchemas = {
  [ROOM_MESSAGE_EVENT]: RoomMessageSchema,
  [ROOM_SIGNAL_EVENT]: RoomSignalSchema,
  [ROOM_STATE_EVENT]: RoomStateEventSchema,
  [ROOM_RESYNC_EVENT]: RoomResyncEventSchema,
  [ROOM_PRESENCE_EVENT]: RoomPresenceEventSchema,
} as const
