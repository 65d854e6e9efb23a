import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/client.ts'
import { createLogger } from '../../server/http/logger.ts'
import { createServices } from '../../server/services/index.ts'
import { openTestDatabase } from '../setup/test-db.ts'

/** The API as the server runs it, on a seeded database of the test file's own, without pages. */
export async function createApiFixture(opts: { production?: boolean } = {}) {
  const database: Database = await openTestDatabase()
  const logger = createLogger('silent')
  const services = createServices(database.db, { APP_ENV: opts.production ? 'production' : 'test' }, logger)
  const app = createApp({ services, logger, production: opts.production ?? false })
  const request = (path: string, init?: RequestInit) => app.request(path, init)
  const json = async (path: string, init?: RequestInit) => {
    const res = await request(path, init)
    return { status: res.status, body: (await res.json()) as any, headers: res.headers }
  }
  const postJson = (path: string, body: unknown) =>
    json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { database, services, app, request, json, postJson, close: () => database.close() }
}
export type ApiFixture = Awaited<ReturnType<typeof createApiFixture>>
