import type { Context } from 'hono'
import { API_DEFAULT_ERROR } from '../../core/constants.ts'
import type { ErrorBody } from '../../contracts/http.ts'
import { AppError } from '../lib/app-error.ts'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import type { AppEnv } from './types.ts'

// The one place an error becomes an answer (Medusa habit: errors translated once, at the edge). An AppError is
// answered with its status and the one error body of contracts/http.ts; anything else is a defect: logged with the
// request id, answered 500 with spec 1 §8's default text and nothing of its cause.

export function errorBody(error: AppError): ErrorBody {
  return {
    ...error.details,
    is_success: false,
    code: error.code,
    message: error.message,
    error: { message: error.message },
    data: { errors: error.errors },
    ...(error.retryAfterSeconds === undefined ? {} : { retry_after: error.retryAfterSeconds }),
  }
}

const INTERNAL = new AppError({ code: 'internal', status: 500, message: API_DEFAULT_ERROR })

/** SQLSTATEs PostgreSQL gives text it cannot hold: a NUL (22021) or a \u0000 escape in jsonb (22P05). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

/** The SQLSTATE of a database error, through the wrappers (Drizzle's DrizzleQueryError keeps it in `cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

const UNSTORABLE = new AppError({
  code: 'invalid_input',
  status: 400,
  message: 'The text holds a character that cannot be stored (a NUL or a broken character)',
})

/** The text of a 503 while the database server is away (API and pages). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.'

/**
 * Issue 30 §2 (decision 089): an error that says the database server is away (a restart, a network cut; see
 * db/unavailable.ts) as the AppError it is to the caller: 503 `database_unavailable`, retry after a second or two.
 * Anything else: undefined.
 */
export function databaseUnavailable(err: unknown): AppError | undefined {
  if (AppError.is(err) || !isDatabaseUnavailable(err)) return undefined
  let retry = 1
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const r = (e as { retryAfterSeconds?: unknown }).retryAfterSeconds
    if (typeof r === 'number' && r > 0) retry = Math.ceil(r)
  }
  return new AppError({
    code: 'database_unavailable',
    status: 503,
    message: DATABASE_UNAVAILABLE_MESSAGE,
    retryAfterSeconds: retry,
    cause: err,
  })
}

/** app.onError: the answer to whatever a handler threw. */
export function handleError(thrown: Error, c: Context<AppEnv>): Response {
  const unavailable = databaseUnavailable(thrown)
  if (unavailable) c.var.log?.warn('database unavailable', { path: c.req.path, err: String(thrown) })
  const err = unavailable ?? thrown
  if (!AppError.is(err)) {
    // A NUL that reached the database is the client's bad input, not our failure: 400, and a warning so the boundary
    // check that missed it gets written (every input schema should refuse it first; this is the net under them).
    if (UNSTORABLE_TEXT.has(sqlState(err) ?? '')) {
      c.var.log?.warn('unstorable text reached the database', { path: c.req.path })
      return c.json(errorBody(UNSTORABLE), 400)
    }
    c.var.log?.error('unhandled error', { err })
    return c.json(errorBody(INTERNAL), 500)
  }
  if (err.status >= 500 && !unavailable)
    c.var.log?.error('request failed', { code: err.code, message: err.message, err: String(err.cause) })
  if (err.retryAfterSeconds !== undefined) c.header('retry-after', String(err.retryAfterSeconds))
  return c.json(errorBody(err), err.status as 400)
}
