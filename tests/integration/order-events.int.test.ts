import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../server/app.ts'
import { sseFrames } from '../helpers/sse-frames.ts'
import type { AppEnv } from '../../server/http/types.ts'
import { createLogger } from '../../server/lib/logger.ts'
import { eventsApi } from '../../server/modules/events/api.ts'
import type { EventBus } from '../../server/modules/events/bus.ts'
import { within } from '../helpers/within.ts'
import { createOutboxNotifier } from '../../server/modules/notify/notifier.ts'
import { createServices } from '../../server/services.ts'
import { ServerEventSchemas } from '../../contracts/events.ts'
import { createApiFixture, testEventBus, type ApiFixture } from './app-fixture.ts'
import { seededCatalog, shop } from './shop.ts'

// Issue 9 §8: order status changes reach an open page through GET /pwa-api/server-side-event/subscribe. Two app
// instances on one database, as behind a load balancer, each with its own event bus (on PGlite both listen on the one
// embedded database; on PostgreSQL each has its own LISTEN connection): a change made through A reaches a stream
// opened on B. An event that must not arrive is checked by the order of arrival (NOTIFY delivers in commit order).

const WAIT_MS = 10_000
const SUBSCRIBE = '/pwa-api/server-side-event/subscribe'

/** Counts the subscriptions the app holds on a bus and keeps their onResync, to play a reconnect. */
function watched(bus: EventBus) {
  const live = new Map<object, { topic: string; onResync?: () => void }>()
  const wrapped: EventBus = {
    publish: (tx, topic, payload) => bus.publish(tx, topic, payload),
    subscribe(topic, handler, opts = {}) {
      const key = {}
      live.set(key, { topic, onResync: opts.onResync })
      const stop = bus.subscribe(topic, handler, opts)
      return () => {
        live.delete(key)
        stop()
      }
    },
    close: () => bus.close(),
  }
  return {
    bus: wrapped,
    count: (topic: string) => [...live.values()].filter((s) => s.topic === topic).length,
    reconnect: () => [...live.values()].forEach((s) => s.onResync?.()),
  }
}

let a: ApiFixture
let b: { app: ReturnType<typeof createApp>; watch: ReturnType<typeof watched> }
let closeB: () => Promise<void>
beforeAll(async () => {
  a = await createApiFixture()
  const logger = createLogger('silent')
  const watch = watched(await testEventBus(a.database))
  const services = createServices(a.database.db, { APP_ENV: 'test' }, logger, {
    notifier: createOutboxNotifier(a.database.db, () => {}),
    events: watch.bus,
  })
  b = { app: createApp({ services, logger, production: false }), watch }
  closeB = () => watch.bus.close()
})
afterAll(async () => {
  await closeB?.()
  await a?.close()
})

// A customer with a default address in New Delhi and a session; its orders are of one plain OTC product.
const shopper = shop(() => a, { prefix: '70100', name: 'Events Tester' })
async function customer() {
  const c = await shopper.customer()
  const session = await a.services.sessions.create(c.userId)
  return { ...c, cookie: `sid=${session.token}` }
}
type Customer = Awaited<ReturnType<typeof customer>>
const catalog = seededCatalog(() => a.database.db)
beforeAll(() => catalog.load())

/** A cash-on-delivery order placed through instance A; answers its number. */
const placeOrder = async (c: Customer): Promise<string> => (await shopper.order(c, [[catalog.otc(0), 1]])).number

/** Moves an order through instance A's development route. */
const moveThroughA = (number: string, event: string) =>
  a.json(`/__dev/orders/${number}/move`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event }),
  })

const frames = (res: Response) => sseFrames(res, WAIT_MS)

/** The frame of an order_status event, checked against its contract. */
function orderStatusFrame(order: string, status: string, label: string): string {
  const data = { order, status, label }
  expect(ServerEventSchemas.order_status.parse(data)).toEqual(data)
  return `event: order_status\ndata: ${JSON.stringify(data)}\n\n`
}

async function subscribe(
  app: { request: typeof b.app.request },
  c: Customer,
  init: { signal?: AbortSignal; query?: string } = {},
) {
  const res = await app.request(`${SUBSCRIBE}${init.query ?? ''}`, {
    headers: { cookie: c.cookie, 'accept-encoding': 'gzip, deflate, br' },
    signal: init.signal,
  })
  return { res, stream: frames(res) }
}

describe('an order status change made through one instance', () => {
  test('reaches the account’s stream opened on the other, in order, and nothing of another account', async () => {
    const me = await customer()
    const someoneElse = await customer()
    const theirs = await placeOrder(someoneElse)
    const client = new AbortController()
    // The query string names someone else's topic: it is ignored, the topic comes from the session.
    const { res, stream } = await subscribe(b.app, me, { signal: client.signal, query: `?topic=user:${someoneElse.userId}` })
    expect(res.status).toBe(200)
    expect(await stream.next()).toBe('retry: 5000\n\n')
    expect(b.watch.count(`user:${me.userId}`)).toBe(1)
    expect(b.watch.count(`user:${someoneElse.userId}`)).toBe(0)

    // Placing the order publishes inside its transaction.
    const mine = await placeOrder(me)
    expect(await stream.next()).toBe(orderStatusFrame(mine, 'confirmed', 'Confirmed'))

    // Another account's move, then a refused move of mine (its transaction rolls back: nothing is sent), then mine.
    expect((await moveThroughA(theirs, 'pack')).status).toBe(200)
    const refused = await moveThroughA(mine, 'deliver')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('An order that is confirmed cannot be delivered')
    const packed = await moveThroughA(mine, 'pack')
    expect(packed).toMatchObject({ status: 200, body: { number: mine, status: 'packed' } })
    expect(await stream.next()).toBe(orderStatusFrame(mine, 'packed', 'Packed'))

    // And the next move as well.
    expect((await moveThroughA(mine, 'ship')).status).toBe(200)
    expect(await stream.next()).toBe(orderStatusFrame(mine, 'shipped', 'Shipped'))
    client.abort()
  })

  test('a page whose stream is open on A gets the change made through B too', async () => {
    const me = await customer()
    const client = new AbortController()
    const { stream } = await subscribe(a.app, me, { signal: client.signal })
    expect(await stream.next()).toBe('retry: 5000\n\n')
    // The order is placed with the stream open, and its frame read before the move: on PostgreSQL the placing's
    // notification reaches A when it reaches it, and a stream opened after the placing could still get it first.
    const number = await placeOrder(me)
    expect(await stream.next()).toBe(orderStatusFrame(number, 'confirmed', 'Confirmed'))
    const res = await b.app.request(`/__dev/orders/${number}/move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'cancel' }),
    })
    expect(res.status).toBe(200)
    expect(await stream.next()).toBe(orderStatusFrame(number, 'cancelled', 'Cancelled'))
    client.abort()
  })
})

describe('the stream', () => {
  test('a guest gets a 401 with a message, and nothing is subscribed', async () => {
    const res = await b.app.request(SUBSCRIBE)
    expect(res.status).toBe(401)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({
      is_success: false,
      code: 'sign_in_required',
      message: 'Please sign in to get live updates on your orders.',
    })
    const stale = await b.app.request(SUBSCRIBE, { headers: { cookie: 'sid=not-a-session' } })
    expect(stale.status).toBe(401)
  })

  test('is an uncompressed, uncached event stream even when the client accepts gzip', async () => {
    const me = await customer()
    const client = new AbortController()
    const { res, stream } = await subscribe(b.app, me, { signal: client.signal })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform')
    expect(res.headers.get('x-accel-buffering')).toBe('no')
    expect(res.headers.get('connection')).toBe('close')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('x-request-id')).toEqual(expect.any(String))
    expect(await stream.next()).toBe('retry: 5000\n\n')
    client.abort()
  })

  test('a client that goes away is unsubscribed (aborted request or cancelled body)', async () => {
    const me = await customer()
    const topic = `user:${me.userId}`
    const client = new AbortController()
    const first = await subscribe(b.app, me, { signal: client.signal })
    const second = await subscribe(b.app, me)
    await first.stream.next()
    await second.stream.next()
    expect(b.watch.count(topic)).toBe(2)
    client.abort()
    await expect.poll(() => b.watch.count(topic), { timeout: WAIT_MS }).toBe(1)
    await second.stream.reader.cancel()
    await expect.poll(() => b.watch.count(topic), { timeout: WAIT_MS }).toBe(0)
  })

  test('after the bus reconnects the stream says resync', async () => {
    const me = await customer()
    const client = new AbortController()
    const { stream } = await subscribe(b.app, me, { signal: client.signal })
    await stream.next()
    b.watch.reconnect()
    expect(await stream.next()).toBe('event: resync\ndata: {}\n\n')
    expect(ServerEventSchemas.resync.parse({})).toEqual({})
    client.abort()
  })
})

describe('the endpoint’s timers and shutdown', () => {
  /** The endpoint alone, as app.ts mounts it, with the request context the app's middleware gives it. */
  function endpoint(c: Customer, opts: Parameters<typeof eventsApi>[0]) {
    const app = new Hono<AppEnv>()
    app.use('*', async (ctx, next) => {
      ctx.set('services', a.services)
      ctx.set('log', createLogger('silent'))
      ctx.set('session', { user: { id: c.userId }, actingAs: null } as unknown as AppEnv['Variables']['session'])
      await next()
    })
    app.route('/pwa-api', eventsApi(opts))
    return app
  }

  test('heartbeats: a ping comment after the quiet period, counted from the last frame', async () => {
    const me = await customer()
    const pending = new Map<number, () => void>()
    let ids = 0
    const timers = {
      setTimeout: (fn: () => void) => (pending.set(++ids, fn), ids),
      clearTimeout: (id: unknown) => void pending.delete(id as number),
    }
    const client = new AbortController()
    const { stream } = await subscribe(endpoint(me, { timers }), me, { signal: client.signal })
    expect(await stream.next()).toBe('retry: 5000\n\n')
    expect(pending.size).toBe(1)
    const [id, fire] = [...pending][0]!
    pending.delete(id)
    fire()
    expect(await stream.next()).toBe(': ping\n\n')
    client.abort()
    await expect.poll(() => pending.size).toBe(0)
  })

  test('a stream ends at its time limit (the browser reconnects and the session is checked again)', async () => {
    const me = await customer()
    const { stream } = await subscribe(endpoint(me, { maxStreamMs: 50 }), me)
    expect(await stream.next()).toBe('retry: 5000\n\n')
    await stream.ended()
  })

  test('on shutdown open streams end and the server closes without waiting for them', async () => {
    const me = await customer()
    const shutdown = new AbortController()
    const logger = createLogger('silent')
    const app = createApp({ services: a.services, logger, production: false, shutdown: shutdown.signal })
    let server!: Server
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve()) as Server
    })
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const res = await fetch(`${base}${SUBSCRIBE}`, { headers: { cookie: me.cookie } })
      expect(res.status).toBe(200)
      const stream = frames(res)
      expect(await stream.next()).toBe('retry: 5000\n\n')
      // As main.ts on SIGTERM: streams end, then the server closes (its keep-alive timeout is 5 s: not waited for).
      const started = performance.now()
      shutdown.abort()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      await stream.ended()
      await within(closed, 2000, 'the server to close')
      expect(performance.now() - started).toBeLessThan(2000)
    } finally {
      server.closeAllConnections()
    }
  })
})

describe('the development route', () => {
  test('validates its input and names unknown orders; production has no such route', async () => {
    const bad = await moveThroughA('MW10000001', 'teleport')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('event must be one of: paid, rx_approved, rx_rejected, pack, ship')
    const unknown = await moveThroughA('MW99999999', 'pack')
    expect(unknown).toMatchObject({ status: 404, body: { code: 'unknown_order', message: 'No order MW99999999' } })
    const form = await a.request('/__dev/orders/MW10000001/move', { method: 'POST', body: 'event=pack' })
    expect(form.status).toBe(415)
    const production = createApp({ services: a.services, logger: createLogger('silent'), production: true })
    const res = await production.request('/__dev/orders/MW10000001/move', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'pack' }),
    })
    expect(res.status).toBe(404)
  })
})
