export interface BackoffOptions {
  /** The delay before the first retry, in ms. */
  baseMs: number
  /** The longest delay, in ms. */
  maxMs: number
}

/**
 * At most 4 s between attempts (issue 30 §2, decision 089): once the server is back the listener, and with it the
 * caches' invalidation and the pages' live events, returns within the 5 s of the recovery goal. An attempt is one
 * connection per instance: cheap for the server even from many instances.
 */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 250, maxMs: 4000 }

/**
 * The wait before reconnect attempt `attempt` (0 for the first): exponential up to maxMs, then 'equal jitter' (half
 * fixed, half random) so that the instances a database restart cut off at the same moment do not all come back in the
 * same millisecond, while none retries sooner than half its step. `random` returns a number in [0, 1).
 */
export function reconnectDelay(attempt: number, opts: BackoffOptions, random: () => number): number {
  const step = Math.min(opts.maxMs, opts.baseMs * 2 ** Math.max(0, attempt))
  return Math.round(step / 2 + (step / 2) * random())
}
