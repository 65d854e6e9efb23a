export interface BackoffOptions {
  /** The delay before the first retry, in ms. */
  baseMs: number
  /** The longest delay, in ms. */
  maxMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 250, maxMs: 30_000 }

/**
 * The wait before reconnect attempt `attempt` (0 for the first): exponential up to maxMs, then 'equal jitter' (half
 * fixed, half random) so that the instances a database restart cut off at the same moment do not all come back in the
 * same millisecond, while none retries sooner than half its step. `random` returns a number in [0, 1).
 */
export function reconnectDelay(attempt: number, opts: BackoffOptions, random: () => number): number {
  const step = Math.min(opts.maxMs, opts.baseMs * 2 ** Math.max(0, attempt))
  return Math.round(step / 2 + (step / 2) * random())
}
