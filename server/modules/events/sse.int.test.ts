// The stream end to end as the app will serve it: Hono on @hono/node-server (loopback, port 0) with the app's gzip
// middleware in front, the bus on PGlite, a fetch reading the body as a browser would. Proves that the events reach
// the client unbuffered and uncompressed, and that a client going away unsubscribes on the server.
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { PGlite } from '@electric-sql/pglite'
import { serve } from '@hono/node-server'
import { drizzle } from 'drizzle-orm/pglite'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Db } from '../../db/client.ts'
import { createLogger } from '../../lib/logger.ts'
import { createEventBus, type EventBus } from './bus.ts'
import { sseResponse } from './sse.ts'
import { topicStream } from './topic-stream.ts'
import { within } from '../../../tests/helpers/within.ts'

const WAIT_MS = 10_000
let pglite: PGlite
let db: Db
let bus: EventBus
let server: Server
let base: string
const ended: (() => void)[] = []

beforeAll(async () => {
  pglite = new PGlite()
  db = drizzle({ client: pglite }) as unknown as Db
  bus = await createEventBus({ kind: 'pglite', pglite, log: createLogger('silent') })
  const app = new Hono()
  app.use('*', compress({ encoding: 'gzip', threshold: 0 }))
  app.get('/pwa-api/server-side-event/subscribe', (c) => {
    const stream = topicStream(bus, [`order:${c.req.query('order')}`])
    return sseResponse({
      signal: c.req.raw.signal,
      subscribe: (send) => {
        const stop = stream(send)
        return () => {
          stop()
          ended.shift()?.()
        }
      },
    })
  })
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve()) as Server
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await bus?.close()
  await pglite?.close()
})

/** Reads the body until `text` has come (bounded); returns all read so far. */
function bodyReader(res: Response) {
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let seen = ''
  return {
    async until(text: string) {
      while (!seen.includes(text)) {
        const { done, value } = await within(reader.read(), WAIT_MS, `the stream to carry ${JSON.stringify(text)}`)
        if (done) throw new Error(`the stream ended before ${JSON.stringify(text)}; got ${JSON.stringify(seen)}`)
        seen += decoder.decode(value, { stream: true })
      }
      return seen
    },
  }
}

test('an order event reaches the open stream at once, and a client that leaves is unsubscribed', async () => {
  const client = new AbortController()
  const res = await fetch(`${base}/pwa-api/server-side-event/subscribe?order=77`, {
    signal: client.signal,
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  expect(res.headers.get('cache-control')).toBe('no-cache, no-transform')
  expect(res.headers.get('x-accel-buffering')).toBe('no')
  expect(res.headers.get('content-encoding')).toBeNull()
  const body = bodyReader(res)
  expect(await body.until('\n\n')).toBe('retry: 5000\n\n')

  const gone = new Promise<void>((resolve) => ended.push(resolve))
  await db.transaction(async (tx) => {
    await bus.publish(tx, 'order:78', { status: 'packed' })
    await bus.publish(tx, 'order:77', { status: 'packed' })
  })
  expect(await body.until('packed"}}\n\n')).toBe('retry: 5000\n\ndata: {"topic":"order:77","payload":{"status":"packed"}}\n\n')

  client.abort()
  await within(gone, WAIT_MS, 'the server to unsubscribe the stream of a client that left')
})
