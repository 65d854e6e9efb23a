// issue 30 §1 and §4 (decision 088): the app served as main.ts serves it (startNodeServer), on a database of the file's
// own. Load shedding with a tiny limit: page requests held open by a gate the test controls (no sleeps), a burst of
// browsing answered 503 with Retry-After at once while orders, payments and the webhooks, /healthz and static files
// still get through, and the held requests finish. Slow and large requests over raw sockets: 408, 431, 413.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CSRF_EXEMPT, createApp, type PageHandler } from '../../server/app.ts'
import { classifyRequest, createLoadShedder, type LoadShedder } from '../../server/http/load-shed.ts'
import { startNodeServer } from '../../server/http/node-server.ts'
import { createLogger } from '../../server/lib/logger.ts'
import { createOutboxNotifier } from '../../server/modules/notify/notifier.ts'
import { createServices } from '../../server/services.ts'
import { openTestDatabase, type TestDatabase } from '../setup/test-db.ts'
import { testEventBus } from './app-fixture.ts'

/** A gate: page requests wait on it until the test opens it; `entered` counts the requests waiting. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const waiters: Array<() => void> = []
  let entered = 0
  return {
    opened,
    open,
    enter() {
      entered++
      for (const w of waiters.splice(0)) w()
    },
    /** Resolves once `n` requests wait at the gate. */
    async waitFor(n: number) {
      while (entered < n) await new Promise<void>((resolve) => waiters.push(resolve))
    },
  }
}

let database: TestDatabase
let bus: Awaited<ReturnType<typeof testEventBus>>
let server: Server
let base: string
let port: number
let shedder: LoadShedder
let services: ReturnType<typeof createServices>
let held = gate()
const clientDir = mkdtempSync(join(tmpdir(), 'load-shed-client-'))

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)')
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  database = await openTestDatabase()
  bus = await testEventBus(database)
  const logger = createLogger('silent')
  services = createServices(database.db, { APP_ENV: 'test' }, logger, {
    notifier: createOutboxNotifier(database.db, () => {}),
    events: bus,
  })
  // Pages under /held wait at the gate; every other page answers at once.
  const pages: PageHandler = async (request) => {
    const path = new URL(request.url).pathname
    if (path.startsWith('/held') || path === '/cart/payment') {
      held.enter()
      await held.opened
    }
    return new Response('<!doctype html><title>page</title><p>a page', { headers: { 'content-type': 'text/html' } })
  }
  // Two requests in flight for browsing, one more for priority work; the loop's lag is not this test's.
  shedder = createLoadShedder({
    maxInFlight: 2,
    priorityHeadroom: 1,
    maxLagMs: 1000,
    loopLag: () => 0,
    retryAfterSeconds: 2,
    logger,
    testArming: true,
  })
  const app = createApp({
    services,
    logger,
    pages,
    clientDir,
    production: false,
    loadShedder: shedder,
    maxJsonBodyBytes: 64 * 1024,
  })
  const started = startNodeServer({
    fetch: app.fetch,
    hostname: '127.0.0.1',
    port: 0,
    limits: { headersTimeoutMs: 300, requestTimeoutMs: 2000, keepAliveTimeoutMs: 1000, maxHeaderBytes: 8192, checkEveryMs: 50 },
  })
  server = started.server
  port = await started.listening
  base = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  held.open()
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await bus?.close()
  await database?.close()
})

describe('load shedding', () => {
  test('every caller on the CSRF allow-list (the gateway and the couriers) is priority work', () => {
    for (const e of CSRF_EXEMPT) expect(classifyRequest(e.method, e.path, undefined)).toBe('priority')
  })

  test('at the limit, browsing is shed at once; priority work, /healthz and static files get through; held requests finish', async () => {
    held = gate()
    const first = fetch(`${base}/held/1`)
    const second = fetch(`${base}/held/2`)
    await held.waitFor(2)
    expect(shedder.counts().inFlight).toBe(2)

    // A page: the static busy page, Retry-After in seconds, nothing rendered.
    const page = await fetch(`${base}/search/all?name=dolo`)
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('2')
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain('We are very busy right now')
    expect(html).toContain('href="/search/all?name=dolo"')

    // An API call: the error body of contracts/http.ts.
    const api = await fetch(`${base}/pwa-api/api/v4/footer-data`)
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('2')
    expect(await api.json()).toMatchObject({
      is_success: false,
      code: 'overloaded',
      message: 'We are very busy right now. Please try again in a moment.',
      error: { message: 'We are very busy right now. Please try again in a moment.' },
      retry_after: 2,
    })

    // Never shed: the health check and static files.
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    expect((await fetch(`${base}/assets/entry-abc123.js`)).status).toBe(200)
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200)

    // Priority work reaches the app (its own answers: no session, no signature), not the shedder.
    const order = await fetch(`${base}/pwa-api/api/v4/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k-load-shed-1' },
      body: '{}',
    })
    expect(order.status).not.toBe(503)
    expect(((await order.json()) as { code: string }).code).not.toBe('overloaded')
    const webhook = await fetch(`${base}/pwa-api/courier/webhook`, { method: 'POST', body: '{}' })
    expect(webhook.status).not.toBe(503)
    await webhook.body?.cancel()
    const callback = await fetch(`${base}/order-payment/callback`, { redirect: 'manual' })
    expect(callback.status).not.toBe(503)
    await callback.body?.cancel()

    expect(shedder.counts().shed.browse).toBeGreaterThanOrEqual(2)
    expect(shedder.counts().shed.priority).toBe(0)

    // The held requests were never cut off: they finish once their work does.
    held.open()
    const answers = await Promise.all([first, second])
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    expect(await Promise.all(answers.map((r) => r.text()))).toEqual([
      expect.stringContaining('a page'),
      expect.stringContaining('a page'),
    ])
    expect(shedder.counts().inFlight).toBe(0)
    expect((await fetch(`${base}/search/all?name=dolo`)).status).toBe(200)
  })

  test('priority work takes the headroom above the limit, and is shed once that is taken too', async () => {
    held = gate()
    const holds = [fetch(`${base}/held/a`), fetch(`${base}/held/b`)]
    await held.waitFor(2)
    // The payment step's post (a page action, with its CSRF token) takes the one place of the headroom and waits too.
    const visitorId = 'ab'.repeat(16)
    const payment = fetch(`${base}/cart/payment`, {
      method: 'POST',
      headers: {
        cookie: `VISITOR-ID=${visitorId}`,
        'x-csrf-token': await services.sessions.csrfToken({ visitorId }),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'intent=place',
    })
    await held.waitFor(3)
    expect(shedder.counts().inFlight).toBe(3)
    const order = await fetch(`${base}/pwa-api/api/v4/orders`, { method: 'POST', body: '{}' })
    expect(order.status).toBe(503)
    expect(((await order.json()) as { code: string }).code).toBe('overloaded')
    expect(shedder.counts().shed.priority).toBe(1)
    held.open()
    const answers = await Promise.all([...holds, payment])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    await Promise.all(answers.map((r) => r.text()))
    expect(shedder.counts().inFlight).toBe(0)
  })

  test("a test's armed cookie sheds only its own requests (development only)", async () => {
    const arm = await fetch(`${base}/__dev/overload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'load-shed-int', count: 1, path_prefix: '/pwa-api/' }),
    })
    expect(arm.status).toBe(204)
    const cookie = { cookie: 'shed-test=load-shed-int' }
    // Another path, or no cookie: not shed.
    expect((await fetch(`${base}/`, { headers: cookie })).status).toBe(200)
    expect((await fetch(`${base}/pwa-api/api/v4/footer-data`)).status).toBe(200)
    const shed = await fetch(`${base}/pwa-api/api/v4/footer-data`, { headers: cookie })
    expect(shed.status).toBe(503)
    expect(shed.headers.get('retry-after')).toBe('1')
    await shed.body?.cancel()
    expect((await fetch(`${base}/pwa-api/api/v4/footer-data`, { headers: cookie })).status).toBe(200)
    expect(await (await fetch(`${base}/__dev/overload?token=load-shed-int`)).json()).toMatchObject({ count: 0, shed: 1 })
  })
})

/** Opens a raw connection, writes `chunks` (a function may trickle more), and resolves with all the server sent. */
function rawExchange(write: (socket: ReturnType<typeof connect>) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.on('data', (d) => (text += d.toString('latin1')))
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNRESET' || err.code === 'EPIPE' ? resolve(text) : reject(err),
    )
    socket.on('close', () => resolve(text))
    socket.on('connect', () => write(socket))
  })
}

describe('slow and large requests', () => {
  test('headers trickled past the headers time-out: 408 and the connection closed', async () => {
    let timer: ReturnType<typeof setInterval> | undefined
    const answer = await rawExchange((socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n')
      // One header line every 100 ms, never the blank line that ends them (slow-loris).
      let n = 0
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(`X-Slow-${n++}: a\r\n`)
      }, 100)
      socket.on('close', () => clearInterval(timer))
    })
    clearInterval(timer)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  test('headers over the size limit: 431', async () => {
    const answer = await rawExchange((socket) =>
      socket.write(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(10_000)}\r\n\r\n`),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
  })

  test('an API body over the JSON limit: 413 with the error body, before it is read', async () => {
    const answer = await rawExchange((socket) => {
      socket.write(
        'POST /pwa-api/api/v4/orders HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${2 * 1024 * 1024}\r\nConnection: close\r\n\r\n{"a":"`,
      )
    })
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>
    expect(body).toMatchObject({ is_success: false, code: 'too_large', message: 'The request is too large: at most 64 KB' })
  })

  test('a chunked API body that grows past the limit: 413', async () => {
    // With the visitor's CSRF token, so that the body is read (a write without one is refused before it is).
    const visitorId = 'cd'.repeat(16)
    const res = await fetch(`${base}/pwa-api/api/v4/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `VISITOR-ID=${visitorId}`,
        'x-csrf-token': await services.sessions.csrfToken({ visitorId }),
      },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(((await res.json()) as { code: string }).code).toBe('too_large')
  })

  test("a multipart upload keeps its route's larger limit", async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(200 * 1024)], { type: 'application/pdf' }), 'report.pdf')
    const res = await fetch(`${base}/pwa-api/api/v1/health-records/patients/1`, { method: 'POST', body: form })
    // Refused for what it is (no session), not for its size.
    expect(res.status).not.toBe(413)
    await res.body?.cancel()
  })

  test('a normal request on the same server still works', async () => {
    const answer = await rawExchange((socket) =>
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toContain('{"status":"ok"}')
  })
})
