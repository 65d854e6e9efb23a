// The one error type of the server (Medusa habit: typed errors with codes, translated once at the edge). Services
// throw it; the HTTP layer's one mapper (server/http/errors.ts) turns it into the one error body of
// contracts/http.ts; page loaders and actions read it too. Anything else that escapes is a defect: logged, 500.

export interface ErrorEntry {
  message: string
  /** The input the message belongs to, in the UI's name ('number', 'email', 'otp', 'query', 'skus.0.quantity'). */
  field?: string
}

export interface AppErrorInit {
  /** A stable, machine-readable reason ('invalid_input', 'unknown_sku', 'cooldown', 'csrf', …). */
  code: string
  /** The HTTP status the answer carries (4xx for what the caller can fix, 503 for a provider that failed). */
  status: number
  /** The text the UI shows as it is (spec 1 §8: 'the server's body is passed on'). */
  message: string
  field?: string
  /** Every problem of a rejected input (validation); by default the one message with its field. */
  errors?: ErrorEntry[]
  /** For a 429 and a cooldown: when to try again (the Retry-After header and the body's retry_after). */
  retryAfterSeconds?: number
  /** Members of the error body a screen reads beside the message (the phone entry's `warning` dialog). */
  details?: Record<string, unknown>
  cause?: unknown
}

/**
 * Marks every AppError, whichever copy of this module made it: the page build (build/server) bundles its own copy of
 * server code that route actions import, while services run from the source, so `instanceof` would fail across them.
 */
const BRAND = Symbol.for('medwise.AppError')

export class AppError extends Error {
  override readonly name = 'AppError'
  readonly [BRAND] = true
  readonly code: string
  readonly status: number
  readonly field: string | undefined
  readonly errors: ErrorEntry[]
  readonly retryAfterSeconds: number | undefined
  readonly details: Record<string, unknown> | undefined

  constructor(init: AppErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.code = init.code
    this.status = init.status
    this.field = init.field
    this.errors = init.errors ?? [
      init.field === undefined ? { message: init.message } : { message: init.message, field: init.field },
    ]
    this.retryAfterSeconds = init.retryAfterSeconds
    this.details = init.details
  }

  /** Whether a value is an AppError (from any copy of this module): use instead of instanceof. */
  static is(value: unknown): value is AppError {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true
  }

  /** The same error, its message shown under another input (a service's error re-thrown for a form's field). */
  forField(field: string): AppError {
    return new AppError({
      code: this.code,
      status: this.status,
      message: this.message,
      field,
      retryAfterSeconds: this.retryAfterSeconds,
      details: this.details,
      cause: this.cause,
    })
  }

  static invalid(message: string, field?: string, code = 'invalid_input'): AppError {
    return new AppError({ code, status: 400, message, field })
  }

  static notFound(message: string, code = 'not_found'): AppError {
    return new AppError({ code, status: 404, message })
  }

  static conflict(message: string, field?: string, code = 'conflict'): AppError {
    return new AppError({ code, status: 409, message, field })
  }

  static tooManyRequests(message: string, retryAfterSeconds: number, field?: string, code = 'rate_limited'): AppError {
    return new AppError({ code, status: 429, message, field, retryAfterSeconds })
  }

  /** A provider (SMS, e-mail, payment) that failed: the caller may retry; the cause is logged, never shown. */
  static unavailable(message: string, cause?: unknown, field?: string, code = 'unavailable'): AppError {
    return new AppError({ code, status: 503, message, field, cause })
  }
}
