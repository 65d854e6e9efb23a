import * as room from '../../../contracts/consultation-room.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of the consultation room's calls (room-api.ts). For anyone but the booking account and the
// consultation's doctor every one answers 404, as for a consultation that does not exist.
const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const

export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/consultations/:id/room/enter',
    tag: 'consultation-room',
    summary: 'Enter the room: the first time each side comes the consultation moves (waiting, in progress)',
    access: 'customer',
    params: room.RoomParamsSchema,
    responses: ok(
      'The room: the consultation, what is open (calls, chat), ICE servers and the transcript.',
      room.RoomAnswerSchema,
    ),
    // 404: not the account's consultation; 409: the room is not open (too early, cancelled).
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/v1/consultations/:id/room/messages',
    tag: 'consultation-room',
    summary: 'The transcript, oldest first (?after=<message id>: only newer ones)',
    access: 'customer',
    params: room.RoomParamsSchema,
    query: room.RoomMessagesQuerySchema,
    responses: ok('The messages.', room.RoomMessagesAnswerSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/v1/consultations/:id/room/messages',
    tag: 'consultation-room',
    summary: 'Send a chat message (kept with the consultation; both sides’ streams get it)',
    access: 'customer',
    params: room.RoomParamsSchema,
    body: { json: room.RoomMessageBodySchema },
    responses: { 201: { description: 'The message as kept.', content: { json: room.RoomMessageAnswerSchema } } },
    // 409: the chat is closed (the follow-up days are over, the consultation was cancelled).
    errors: [404, 409],
  },
  {
    method: 'POST',
    path: '/api/v1/consultations/:id/room/files',
    tag: 'consultation-room',
    summary: 'Send a file in the chat: a PDF, JPEG or PNG (by its content) of at most 10 MB, kept privately',
    access: 'customer',
    params: room.RoomParamsSchema,
    body: { multipart: room.RoomFileFormSchema, files: { file: FILE_TYPES } },
    responses: { 201: { description: 'The message that carries the file.', content: { json: room.RoomMessageAnswerSchema } } },
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/v1/consultations/:id/room/files/:message',
    tag: 'consultation-room',
    summary: 'A file sent in the room, for its two sides only',
    access: 'customer',
    params: room.RoomFileParamsSchema,
    responses: {
      200: {
        description: 'The file (a PDF opens in a sandbox).',
        content: { binary: FILE_TYPES },
        headers: { 'Cache-Control': 'private, max-age=300', 'Content-Disposition': 'attachment, with the file’s name' },
      },
    },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/v1/consultations/:id/room/signals',
    tag: 'consultation-room',
    summary: 'WebRTC signalling to the other side: an offer or answer, an ICE candidate, or a hang-up',
    access: 'customer',
    params: room.RoomParamsSchema,
    body: { json: room.RoomSignalSchema },
    responses: ok('Passed on to the other side’s open streams, on every instance.', room.RoomSignalAnswerSchema),
    // 409: calls have ended (completed) or the room is not open.
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/v1/consultations/:id/room/stream',
    tag: 'consultation-room',
    summary: 'The room as server-sent events: messages (both sides), the other side’s signals, state changes',
    access: 'customer',
    params: room.RoomParamsSchema,
    responses: {
      200: {
        description: 'An open text/event-stream; it ends after 30 minutes and the browser reconnects.',
        content: { events: room.RoomStreamEventSchemas },
      },
    },
    errors: [404, 503],
  },
]
