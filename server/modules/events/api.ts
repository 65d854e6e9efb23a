import { Hono } from 'hono'
import { ORDER_STATUS_EVENT, RESYNC_EVENT } from '../../../core/orders/live-updates.ts'
import { OrderStatusEventSchema } from '../../../contracts/events.ts'
import type { AppEnv } from '../../http/types.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireUser, effectiveUserId } from '../auth/index.ts'
import { sseResponse, type SseTimers } from './sse.ts'
import { userTopic } from './topics.ts'

// GET /pwa-api/server-side-event/subscribe (spec 1 §7, spec 2 §7; the stream's frames: contracts/events.ts): the
// signed-in account's events as server-sent events, fed by the bus (LISTEN/NOTIFY, so a change made through any
// instance reaches a page open on any other).

/** A stream ends after this long; the browser reconnects at once (retry) and the session is checked again. */
export const STREAM_MAX_MS = 30 * 60_000
export const HEARTBEAT_MS = 25_000

export const SIGN_IN_FOR_UPDATES = new AppError({
  code: 'sign_in_required',
  status: 401,
  message: 'Please sign in to get live updates on your orders.',
})

export interface EventsApiOptions {
  /** Aborted on SIGTERM: every open stream ends at once, so shutdown does not wait for them (main.ts). */
  shutdown?: AbortSignal
  maxStreamMs?: number
  heartbeatMs?: number
  /** Tests: fake heartbeat timers. */
  timers?: SseTimers
}

export function eventsApi(opts: EventsApiOptions = {}) {
  const api = new Hono<AppEnv>()

  api.get('/server-side-event/subscribe', (c) => {
    // The topic comes from the session (the customer acted for in a super-login), never from the query string.
    const session = requireUser(c.var.session, SIGN_IN_FOR_UPDATES)
    const bus = c.var.services.events
    if (!bus) {
      throw new AppError({ code: 'events_unavailable', status: 503, message: 'Live updates are not available right now.' })
    }
    const topic = userTopic(effectiveUserId(session))
    const log = c.var.log
    const ends = [c.req.raw.signal, AbortSignal.timeout(opts.maxStreamMs ?? STREAM_MAX_MS)]
    if (opts.shutdown) ends.push(opts.shutdown)
    const res = sseResponse({
      signal: AbortSignal.any(ends),
      heartbeatMs: opts.heartbeatMs ?? HEARTBEAT_MS,
      timers: opts.timers,
      subscribe: (send) =>
        bus.subscribe(
          topic,
          (payload) => {
            const event = OrderStatusEventSchema.safeParse(payload)
            if (!event.success) return log.warn('an event on an account topic is not an order status', { topic })
            send({ event: ORDER_STATUS_EVENT, data: JSON.stringify(event.data) })
          },
          { onResync: () => send({ event: RESYNC_EVENT, data: '{}' }) },
        ),
      onError: (err) => log.warn('event stream failed', { topic, err: String(err) }),
    })
    // The connection closes when the stream ends (its time limit, shutdown): an idle keep-alive connection left behind
    // would hold a stopping server until its keep-alive timeout.
    res.headers.set('connection', 'close')
    return res
  })

  return api
}
