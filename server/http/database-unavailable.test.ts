import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { AppError } from '../lib/app-error.ts'
import { CIRCUIT_OPEN } from '../db/unavailable.ts'
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable, handleError } from './errors.ts'
import { unavailablePage } from './unavailable-page.ts'
import type { AppEnv } from './types.ts'

// Issue 30 §2 (decision 089): what the one error mapper answers when the database server is away.

const withCode = (code: string, message = 'x', extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra })
const drizzleWrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause })

function appThrowing(err: unknown) {
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.get('/x', () => {
    throw err
  })
  return app
}

describe('the database away, as the API answers it', () => {
  test.each<[string, unknown, number]>([
    ['refused', withCode('ECONNREFUSED'), 1],
    ['the server shutting down (57P01), wrapped by Drizzle', drizzleWrapped(withCode('57P01')), 1],
    ['cannot connect now (57P03)', withCode('57P03', 'the database system is starting up'), 1],
    ['the connection cut', new Error('Connection terminated unexpectedly'), 1],
    ['the pool out of time', new Error('timeout exceeded when trying to connect'), 1],
    ['the circuit open, with its time', withCode(CIRCUIT_OPEN, 'down', { retryAfterSeconds: 2 }), 2],
  ])('%s: 503 database_unavailable with Retry-After', async (_name, err, seconds) => {
    const res = await appThrowing(err).request('/x')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe(String(seconds))
    expect(await res.json()).toEqual({
      is_success: false,
      code: 'database_unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      error: { message: DATABASE_UNAVAILABLE_MESSAGE },
      data: { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] },
      retry_after: seconds,
    })
  })

  test('any other database error stays a 500 without its cause; an AppError is answered as it is', async () => {
    const broken = await appThrowing(drizzleWrapped(withCode('42P01', 'relation "x" does not exist'))).request('/x')
    expect(broken.status).toBe(500)
    expect(broken.headers.get('retry-after')).toBeNull()
    const refused = await appThrowing(AppError.unavailable('The SMS could not be sent')).request('/x')
    expect(refused.status).toBe(503)
    expect(((await refused.json()) as { code: string }).code).toBe('unavailable')
    expect(databaseUnavailable(AppError.unavailable('x', withCode('ECONNREFUSED')))).toBeUndefined()
  })

  test('the short page of a document while the database is away', async () => {
    const res = unavailablePage({ message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds: 2, url: 'https://x.in/a?b=<c>' })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('2')
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await res.text()
    expect(html).toContain(`<h1>${DATABASE_UNAVAILABLE_MESSAGE}</h1>`)
    expect(html).toContain('<html lang="en-IN">')
    expect(html).toContain('<a href="/a?b=%3Cc%3E">Try again</a>')
  })
})
