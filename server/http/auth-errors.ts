import type { Context } from 'hono'
import { z } from 'zod'
import type { AuthErrorBody, WarningDialog } from '../../app/auth/wire.ts'
import { HttpError } from './errors.ts'
import { parseJsonBody } from './validate.ts'

// The errors of the auth calls (spec 1 §7.2, §8). Every failed auth call answers a 4xx whose body is an AuthErrorBody
// (app/auth/wire.ts): the popup shows `message` in the field, and the create-token calls prefer data.errors[0].
// These helpers build that body as an HttpError, so a handler just throws and app.onError answers it:
//
//   throw authError(400, 'Please enter a valid email address', 'email')
//   throw authError(429, 'Too many requests. Please try again later.', undefined, { retryAfterSeconds: 60 })
//   const body = await parseAuthJsonBody(c, Schema, { recaptcha_response_field: 'captcha' })

export type AuthErrorEntry = AuthErrorBody['data']['errors'][number]

export interface AuthErrorExtra {
  /** The data.errors list; defaults to the one entry { message, field }. */
  errors?: AuthErrorEntry[]
  /** For a 429: sent as retry_after and, by app.onError, as the Retry-After header. */
  retryAfterSeconds?: number
  /** The phone entry's dialog (spec 1 §8 'Phone conflict'). */
  warning?: WarningDialog
}

/**
 * An HttpError whose body is an AuthErrorBody:
 * { is_success: false, message, error: { message }, data: { errors: [{ message, field }] }, warning?, retry_after? }.
 * `field` names the input the message belongs to (e.g. 'email', 'number', 'otp', 'query', 'captcha'); leave it out for
 * errors of the whole form.
 */
export function authError(status: number, message: string, field?: string, extra: AuthErrorExtra = {}): HttpError {
  const body: Omit<AuthErrorBody, 'message'> = {
    is_success: false,
    error: { message },
    data: { errors: extra.errors ?? [field === undefined ? { message } : { message, field }] },
  }
  if (extra.warning) body.warning = extra.warning
  if (extra.retryAfterSeconds !== undefined) body.retry_after = extra.retryAfterSeconds
  return new HttpError(status, message, body)
}

/** True when the error already carries an AuthErrorBody. */
export function isAuthError(err: unknown): boolean {
  return err instanceof HttpError && err.body.is_success === false
}

/**
 * Any error as an auth error: an HttpError keeps its status, message and retry_after (e.g. parseJsonBody's 415, 413
 * and broken-JSON 400); anything else is returned unchanged (a 5xx for app.onError to log).
 */
export function toAuthError(err: unknown): unknown {
  if (!(err instanceof HttpError) || isAuthError(err)) return err
  const retry = err.body.retry_after
  return authError(err.status, err.message, undefined, typeof retry === 'number' ? { retryAfterSeconds: retry } : {})
}

/**
 * A Zod failure as a 400 auth error: the first issue is the message; every issue is in data.errors, its field the
 * top-level key of its path, renamed through `fieldNames` (wire name → the UI's field name).
 */
export function authErrorFromZod(error: z.ZodError, fieldNames: Record<string, string> = {}): HttpError {
  const errors = error.issues.map((issue) => {
    const key = issue.path.length ? String(issue.path[0]) : undefined
    const field = key === undefined ? undefined : (fieldNames[key] ?? key)
    return field === undefined ? { message: issue.message } : { message: issue.message, field }
  })
  const first = errors[0] ?? { message: 'Invalid input' }
  return authError(400, first.message, first.field, { errors: errors.length ? errors : [first] })
}

/**
 * Reads a JSON body (415 for another content type, 413 when too large, 400 for broken JSON) and validates it; every
 * failure is an auth error (see authErrorFromZod for `fieldNames`).
 */
export async function parseAuthJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  fieldNames: Record<string, string> = {},
): Promise<z.infer<S>> {
  let json: unknown
  try {
    json = await parseJsonBody(c, z.unknown())
  } catch (err) {
    throw toAuthError(err)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw authErrorFromZod(parsed.error, fieldNames)
  return parsed.data
}
