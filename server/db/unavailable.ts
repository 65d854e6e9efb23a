// Which errors mean 'the database server is not there' (issue 30 §2, decision 089): the caller cannot fix them and
// may try again shortly, so they are answered 503 with Retry-After, never 500. Everything else a query throws is
// either the caller's (a constraint, bad input) or ours (a defect).

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
])

/**
 * SQLSTATEs of a server going away: class 08 (connection exception), 57P01 admin_shutdown (pg_ctl stop -m fast, a
 * terminated backend), 57P02 crash_shutdown, 57P03 cannot_connect_now ('the database system is starting up / shutting
 * down'), 53300 too_many_connections (the server's slots are full during a reconnect storm).
 */
const SERVER_GONE = (state: string) => state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state)

/** What node-postgres and its pool say, in words, when the connection is gone or could not be had in time. */
const MESSAGES = [
  /^Connection terminated/, // '… unexpectedly', '… due to connection timeout'
  /^timeout exceeded when trying to connect/, // the pool's wait for a connection
  /^Query read timeout/, // our client-side query time-out (client.ts)
  /is not queryable/, // 'Client has encountered a connection error and is not queryable'
  /^the database system is (starting up|shutting down|in recovery mode)/,
]

/** The code the pool gives the error it throws while the circuit is open (client.ts). */
export const CIRCUIT_OPEN = 'EDBCIRCUITOPEN'

/** Whether an error (or one it wraps, as Drizzle's DrizzleQueryError does) means the database server is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (
      typeof code === 'string' &&
      (code === CIRCUIT_OPEN || SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && SERVER_GONE(code)))
    ) {
      return true
    }
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true
    // AggregateError (a host name with several addresses, each refused)
    const errors = (e as { errors?: unknown }).errors
    if (Array.isArray(errors) && errors.length > 0 && errors.every((x) => isDatabaseUnavailable(x))) return true
  }
  return false
}

/**
 * Whether a failure says the server itself is away (it counts toward opening the circuit): unavailable, but not the
 * pool's own wait for a free connection, which only says this instance is busy.
 */
export function isServerAway(err: unknown): boolean {
  if (!isDatabaseUnavailable(err)) return false
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { message, code } = e as { message?: unknown; code?: unknown }
    if (code === CIRCUIT_OPEN) return false
    if (typeof message === 'string' && /^timeout exceeded when trying to connect/.test(message)) return false
  }
  return true
}
