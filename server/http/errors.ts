import type { Context } from 'hono'
import { API_DEFAULT_ERROR } from '../../app/lib/constants.ts'
import type { ErrorBody } from '../../contracts/http.ts'
import { AppError } from '../lib/app-error.ts'
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

/** app.onError: the answer to whatever a handler threw. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (!AppError.is(err)) {
    c.var.log?.error('unhandled error', { err })
    return c.json(errorBody(INTERNAL), 500)
  }
  if (err.status >= 500) c.var.log?.error('request failed', { code: err.code, message: err.message, err: String(err.cause) })
  if (err.retryAfterSeconds !== undefined) c.header('retry-after', String(err.retryAfterSeconds))
  return c.json(errorBody(err), err.status as 400)
}
