import { randomBytes } from 'node:crypto'
import { parseCookieHeader } from '../../core/cookies.ts'
import { isVisitorId } from '../../core/visitor.ts'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/client.ts'
import { createLogger } from '../../server/lib/logger.ts'
import { createServices } from '../../server/services.ts'
import { createOutboxNotifier, type Notifier } from '../../server/modules/notify/notifier.ts'
import type { EventBus } from '../../server/modules/events/bus.ts'
import { openEventBus } from '../../server/modules/events/open.ts'
import type { FileStorage } from '../../server/modules/storage/index.ts'
import { openTestDatabase } from '../setup/test-db.ts'

/** The event bus of an app instance on a test database: PGlite itself, or a listener connection to the server. */
export function testEventBus(database: Database): Promise<EventBus> {
  // On a server, the URL the pool was opened with (test-db.ts makes a database per file).
  const url = (database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client?.options
    ?.connectionString
  return openEventBus(database, { url, log: createLogger('silent') })
}

/** The API as the server runs it, on a seeded database of the test file's own, without pages. */
export async function createApiFixture(
  opts: {
    production?: boolean
    now?: () => Date
    onQuery?: (sql: string) => void
    notifier?: Notifier
    /** The file storage (tests that look at the files themselves); a temporary folder otherwise. */
    storage?: FileStorage
    /** Sees the bus as the app uses it (tests that count subscriptions). */
    wrapEvents?: (bus: EventBus) => EventBus
    /** More configuration (Razorpay's keys pointed at tests/fakes/razorpay-fake.ts, …). */
    config?: Omit<Parameters<typeof createServices>[1], 'APP_ENV'>
  } = {},
) {
  const database: Database = await openTestDatabase({ onQuery: opts.onQuery })
  const logger = createLogger('silent')
  const bus = await testEventBus(database)
  const events = opts.wrapEvents ? opts.wrapEvents(bus) : bus
  // Production mode needs real providers; tests keep every message in the outbox table instead.
  const services = createServices(database.db, { ...opts.config, APP_ENV: opts.production ? 'production' : 'test' }, logger, {
    now: opts.now,
    notifier: opts.notifier ?? createOutboxNotifier(database.db, () => {}),
    events,
    storage: opts.storage,
  })
  const app = createApp({ services, logger, production: opts.production ?? false })
  // Like the app's API client, every write carries the CSRF token of its visitor (tests/integration/csrf.int.test.ts
  // proves what happens without one). A write without a VISITOR-ID cookie gets the fixture's own visitor, as a
  // browser that has seen a page would. A test that sets x-csrf-token itself (even empty) is left alone.
  const fixtureVisitor = randomBytes(16).toString('hex')
  const request = async (path: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = new Headers(init.headers)
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('x-csrf-token')) {
      const cookies = parseCookieHeader(headers.get('cookie'))
      let visitorId = cookies['VISITOR-ID']
      if (!isVisitorId(visitorId)) {
        visitorId = fixtureVisitor
        headers.set('cookie', [headers.get('cookie'), `VISITOR-ID=${visitorId}`].filter(Boolean).join('; '))
      }
      headers.set('x-csrf-token', await services.sessions.csrfToken({ visitorId }))
    }
    return app.request(path, { ...init, headers })
  }
  const json = async (path: string, init?: RequestInit) => {
    const res = await request(path, init)
    return { status: res.status, body: (await res.json()) as any, headers: res.headers }
  }
  const postJson = (path: string, body: unknown) =>
    json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const close = async () => {
    await bus.close()
    await database.close()
  }
  return { database, services, app, request, json, postJson, fixtureVisitor, close }
}
export type ApiFixture = Awaited<ReturnType<typeof createApiFixture>>
