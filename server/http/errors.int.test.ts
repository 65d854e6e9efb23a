import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openTestDatabase } from '../../tests/setup/test-db.ts'
import type { Database } from '../db/client.ts'
import { AppError } from '../lib/app-error.ts'
import { createLogger, type Logger } from '../lib/logger.ts'
import { handleError, sqlState } from './errors.ts'
import type { AppEnv } from './types.ts'

// The error handler's net under the input schemas: text PostgreSQL cannot hold (a NUL) that reached the database is
// answered 400 with a message and logged as a warning, never 500; any other database error stays a 500 without its cause.

let database: Database
let app: Hono<AppEnv>
const logged: Array<{ level: string; msg: string }> = []

beforeAll(async () => {
  database = await openTestDatabase()
  const db = database.db
  const silent = createLogger('silent')
  const logger: Logger = {
    ...silent,
    warn: (msg) => void logged.push({ level: 'warn', msg }),
    error: (msg) => void logged.push({ level: 'error', msg }),
  }
  app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('log', logger)
    await next()
  })
  app.onError(handleError)
  app.get('/text', async (c) => c.json(await db.execute(sql`select ${c.req.query('v') ?? ''}::text as v`)))
  app.get('/jsonb', async (c) => c.json(await db.execute(sql`select ${c.req.query('v') ?? ''}::jsonb as v`)))
  app.get('/broken', async (c) => c.json(await db.execute(sql`select * from no_such_table`)))
  app.get('/refused', () => {
    throw AppError.invalid('Nope')
  })
})
afterAll(() => database?.close())

test('a NUL in text or a \\u0000 escape in jsonb answers 400 with a message and a warning', async () => {
  for (const url of ['/text?v=a%00b', `/jsonb?v=${encodeURIComponent('{"a":"\\u0000"}')}`]) {
    logged.length = 0
    const res = await app.request(url)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('invalid_input')
    expect(body.message).toMatch(/cannot be stored/)
    expect(logged).toEqual([{ level: 'warn', msg: 'unstorable text reached the database' }])
  }
})

test('other database errors stay 500 with the default text; an AppError keeps its status', async () => {
  logged.length = 0
  const res = await app.request('/broken')
  expect(res.status).toBe(500)
  expect(JSON.stringify(await res.json())).not.toMatch(/no_such_table/)
  expect(logged).toEqual([{ level: 'error', msg: 'unhandled error' }])
  expect((await app.request('/refused')).status).toBe(400)
  expect((await app.request('/text?v=fine')).status).toBe(200)
})

test('sqlState reads the code through wrappers, and nothing else', () => {
  expect(sqlState(new Error('x', { cause: { code: '22021' } }))).toBe('22021')
  expect(sqlState({ code: '42P01' })).toBe('42P01')
  expect(sqlState(new Error('x', { cause: { code: 'ECONNRESET' } }))).toBeUndefined()
  expect(sqlState(null)).toBeUndefined()
})
