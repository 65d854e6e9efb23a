import { type BackoffOptions, reconnectDelay } from '../events/index.ts'

/**
 * The wait between a failed attempt and the next: 1 minute, doubling to at most an hour, with equal jitter (events'
 * back-off) so that the jobs one provider outage failed together do not all come back in the same second.
 */
export const JOB_BACKOFF: BackoffOptions = { baseMs: 60_000, maxMs: 60 * 60_000 }
/** Eight attempts span about two hours of back-off: a provider's outage of that long, a reminder still goes. */
export const JOB_MAX_ATTEMPTS = 8

export type AfterFailure = { status: 'failed' } | { status: 'waiting'; runAt: Date }

/**
 * What follows a failed attempt: `attempts` counts the attempts made so far, this one included. The last allowed one
 * ends the job failed; before it, the job waits out its back-off (`random` in [0, 1): the jitter).
 */
export function afterFailure(
  attempts: number,
  at: Date,
  opts: { maxAttempts: number; backoff?: BackoffOptions; random: () => number },
): AfterFailure {
  if (attempts >= opts.maxAttempts) return { status: 'failed' }
  const delay = reconnectDelay(attempts - 1, opts.backoff ?? JOB_BACKOFF, opts.random)
  return { status: 'waiting', runAt: new Date(at.getTime() + delay) }
}
