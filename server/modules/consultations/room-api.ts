import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  RoomFileParamsSchema,
  RoomMessageBodySchema,
  RoomMessagesQuerySchema,
  RoomParamsSchema,
  RoomSignalSchema,
} from '../../../contracts/consultation-room.ts'
import type { Envelope } from '../../../contracts/http.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireUser } from '../auth/index.ts'
import { sseResponse } from '../events/index.ts'
import { MAX_UPLOAD_BYTES } from '../storage/index.ts'

// The consultation room's calls (issue 24 §4; contracts/consultation-room.ts): the booking account and the
// consultation's doctor only, each from their own session. Anyone else gets 404 (service: consultationFor); a guest 401.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const BASE = '/api/v1/consultations/:id/room'

/** A stream ends after this long (the browser reconnects at once and the session is checked again). */
export const ROOM_STREAM_MAX_MS = 30 * 60_000
const HEARTBEAT_MS = 25_000
/** One file of 10 MB and the multipart framing. */
const FILE_BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024

const SIGN_IN = new AppError({ code: 'login_required', status: 401, message: 'Please sign in to open your consultation.' })

/**
 * The signed-in account. A staff member acting for a customer (super-login) is neither side of a consultation: the
 * room is the patient's and the doctor's alone (Telemedicine Practice Guidelines 2020: privacy), so it is not there.
 */
function userOf(c: Context<AppEnv>): number {
  const session = requireUser(c.var.session, SIGN_IN)
  if (session.actingAs) throw AppError.notFound('We could not find that consultation', 'consultation_not_found')
  return session.user.id
}

export function consultationRoomApi(opts: { shutdown?: AbortSignal; maxStreamMs?: number } = {}) {
  const api = new Hono<AppEnv>()

  api.post(`${BASE}/enter`, async (c) => {
    const userId = userOf(c)
    const { id } = parseParams(c, RoomParamsSchema)
    return c.json(ok(await c.var.services.consultationRoom.enter(userId, id)))
  })

  api.get(`${BASE}/messages`, async (c) => {
    const userId = userOf(c)
    const { id } = parseParams(c, RoomParamsSchema)
    const { after } = parseQuery(c, RoomMessagesQuerySchema)
    return c.json(ok({ messages: await c.var.services.consultationRoom.messages(userId, id, after) }))
  })

  api.post(`${BASE}/messages`, async (c) => {
    const userId = userOf(c)
    const { id } = parseParams(c, RoomParamsSchema)
    const { text } = await parseBody(c, RoomMessageBodySchema)
    return c.json(ok(await c.var.services.consultationRoom.send(userId, id, text)), 201)
  })

  api.post(
    `${BASE}/files`,
    bodyLimit({
      maxSize: FILE_BODY_LIMIT,
      onError: () => {
        throw new AppError({ code: 'file_too_large', status: 413, message: 'A file can be at most 10 MB', field: 'file' })
      },
    }),
    async (c) => {
      const userId = userOf(c)
      const { id } = parseParams(c, RoomParamsSchema)
      const type = c.req.header('content-type') ?? ''
      if (!/^multipart\/form-data\b/i.test(type.trim())) {
        throw new AppError({ code: 'unsupported_media_type', status: 415, message: 'Content-Type must be multipart/form-data' })
      }
      let form: FormData
      try {
        form = await c.req.formData()
      } catch {
        throw AppError.invalid('The file could not be read. Please try again.', 'file', 'unreadable_upload')
      }
      const file = form.get('file')
      if (!(file instanceof File) || file.size === 0) throw AppError.invalid('Please choose a PDF, JPEG or PNG file', 'file')
      const message = await c.var.services.consultationRoom.attach(userId, id, {
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })
      return c.json(ok(message), 201)
    },
  )

  api.get(`${BASE}/files/:message`, async (c) => {
    const userId = userOf(c)
    const { id, message } = parseParams(c, RoomFileParamsSchema)
    const file = await c.var.services.consultationRoom.file(userId, id, message)
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
      // A medical document of two people: kept by their browsers only, briefly, and never sniffed as another type.
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="${file.name.replace(/[^\w.\- ]/g, '_')}"`,
    }
    if (file.contentType === 'application/pdf') headers['content-security-policy'] = 'sandbox'
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers)
  })

  api.post(`${BASE}/signals`, async (c) => {
    const userId = userOf(c)
    const { id } = parseParams(c, RoomParamsSchema)
    const signal = await parseBody(c, RoomSignalSchema)
    await c.var.services.consultationRoom.signal(userId, id, signal)
    return c.json(ok({ sent: true as const }))
  })

  api.get(`${BASE}/stream`, async (c) => {
    const userId = userOf(c)
    const { id } = parseParams(c, RoomParamsSchema)
    const subscribe = await c.var.services.consultationRoom.stream(userId, id)
    const log = c.var.log
    const ends = [c.req.raw.signal, AbortSignal.timeout(opts.maxStreamMs ?? ROOM_STREAM_MAX_MS)]
    if (opts.shutdown) ends.push(opts.shutdown)
    const res = sseResponse({
      signal: AbortSignal.any(ends),
      heartbeatMs: HEARTBEAT_MS,
      retryMs: 1000,
      subscribe,
      onError: (err) => log.warn('room stream failed', { consultation: id, err: String(err) }),
    })
    res.headers.set('connection', 'close')
    return res
  })

  return api
}
