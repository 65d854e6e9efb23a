import { and, asc, eq, inArray, isNull, like, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { BackoffOptions } from '../events/index.ts'
import { afterFailure, JOB_MAX_ATTEMPTS } from './retry.ts'
import { jobs } from './schema.ts'

// The runner of durable jobs (decision 053): claim with a lease, run outside any transaction, mark done under the same
// lease. Every instance runs one; a job is taken by one of them at a time.
//
// What 'once' means here. A claim is a short transaction of its own: `select … for update skip locked` picks due jobs
// no other runner is claiming at that moment, and the same transaction sets their lease and counts the attempt; then it
// commits. The handler runs after, outside any transaction (a provider's call never holds a row lock, a pooled
// connection, or the embedded database's single connection). Done is written only where the lease is still this
// runner's (same attempts, still waiting). So:
// - two instances never run a job at the same time while its lease holds; a restart loses nothing (the job stays
//   waiting and is claimed again once the lease runs out);
// - database writes a handler makes through `ctx.markDone(tx)` commit with the job's done, exactly once;
// - an external effect (an SMS through the notifier) is at least once: a crash, or the database lost, between the
//   provider's acceptance and the commit of done leaves the job waiting, and it is sent again after the lease. That
//   window is the time of one UPDATE after the provider answers. A handler running past its lease can also be
//   claimed by another runner and run twice: the lease (2 minutes) is far above the providers' 10 s timeouts.

export interface JobContext {
  job: { id: number; kind: string; key: string; runAt: Date; /** 1 for the first. */ attempt: number }
  now: Clock
  /**
   * Marks the job done inside the handler's own transaction, so that what the handler writes with `tx` commits with
   * it, once. Throws JobLeaseLostError (rolling the transaction back) when the job is no longer this runner's: cancelled,
   * or claimed by another runner after this one's lease ran out. A handler that does not call it is marked done when it
   * returns.
   */
  markDone(tx: Db): Promise<void>
}
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>
/** The handler of each kind ('care_plan.renewal_reminder'): assembled in services.ts from the modules that own them. */
export type JobHandlers = Readonly<Record<string, JobHandler>>

export class JobLeaseLostError extends Error {
  constructor(key: string) {
    super(`job ${key} is no longer this runner's (cancelled, or claimed again after the lease ran out)`)
  }
}

export const JOB_LEASE_SECONDS = 120
/**
 * A kind no handler of this instance knows is left for an hour past its time (another instance of a newer version may
 * know it, during a rolling deploy), then ended failed: a typo or a removed handler does not wait forever.
 */
export const UNKNOWN_KIND_GRACE_SECONDS = 60 * 60

export interface JobRunnerOptions {
  now: Clock
  logger: Logger
  handlers: JobHandlers
  /** Jobs claimed by one round; their handlers run side by side, each within its own lease. */
  batch?: number
  leaseSeconds?: number
  maxAttempts?: number
  backoff?: BackoffOptions
  /** The back-off's jitter, in [0, 1) (tests: fixed). */
  random?: () => number
  unknownKindGraceSeconds?: number
  /** Claims only jobs whose key starts with one of these (the development route's runs: one consultation's jobs). */
  keyPrefixes?: readonly string[]
}

interface Claimed {
  id: number
  kind: string
  key: string
  payload: Record<string, unknown>
  runAt: Date
  attempts: number
}

const MAX_ERROR_LENGTH = 2000

export function createJobRunner(db: Db, opts: JobRunnerOptions) {
  const { now, logger, handlers } = opts
  const batch = opts.batch ?? 10
  const leaseMs = (opts.leaseSeconds ?? JOB_LEASE_SECONDS) * 1000
  const maxAttempts = opts.maxAttempts ?? JOB_MAX_ATTEMPTS
  const random = opts.random ?? Math.random
  const graceMs = (opts.unknownKindGraceSeconds ?? UNKNOWN_KIND_GRACE_SECONDS) * 1000
  const kinds = Object.keys(handlers)
  const handlerOf = (kind: string) => (Object.hasOwn(handlers, kind) ? handlers[kind] : undefined)

  const prefixes = opts.keyPrefixes?.length
    ? or(...opts.keyPrefixes.map((p) => like(jobs.key, `${p.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)))
    : undefined
  const free = (at: Date) => and(eq(jobs.status, 'waiting'), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at)))

  /**
   * Due jobs no one holds, leased to this runner with their attempt counted, in one short transaction. Two statements,
   * not `update … where id in (select … limit n for update skip locked)`: the planner may make that a nested-loop semi
   * join that runs the subquery again for each row it updates, each run finding the next due jobs, and claim them all
   * (it did: 50 at a batch of 4).
   */
  async function claim(at: Date): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            free(at),
            lte(jobs.runAt, at),
            or(inArray(jobs.kind, kinds), lte(jobs.runAt, new Date(at.getTime() - graceMs))),
            prefixes,
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(batch)
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      return tx
        .update(jobs)
        .set({ lockedUntil: new Date(at.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
        .where(
          inArray(
            jobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning({
          id: jobs.id,
          kind: jobs.kind,
          key: jobs.key,
          payload: jobs.payload,
          runAt: jobs.runAt,
          attempts: jobs.attempts,
        })
    })
  }

  /** The job's row, changed only if this claim still holds it (the fence): true when it did. */
  async function settle(q: Db, job: Claimed, change: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
    const changed = await q
      .update(jobs)
      .set({ ...change, lockedUntil: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'waiting')))
      .returning({ id: jobs.id })
    return changed.length > 0
  }

  const fail = (job: Claimed, error: string) => settle(db, job, { status: 'failed', lastError: error, doneAt: now() })

  async function run(job: Claimed): Promise<void> {
    const handler = handlerOf(job.kind)
    if (!handler) {
      const error = `no handler for job kind '${job.kind}' (still unclaimed ${graceMs / 1000} s after it was due)`
      logger.error('job failed', { key: job.key, kind: job.kind, error })
      await fail(job, error)
      return
    }
    if (job.attempts > maxAttempts) {
      const error = `its last attempt never finished: the process running it stopped, or it ran past its lease`
      logger.error('job failed', { key: job.key, kind: job.kind, attempts: job.attempts - 1, error })
      await fail(job, error)
      return
    }
    let marked = false
    const ctx: JobContext = {
      job: { id: job.id, kind: job.kind, key: job.key, runAt: job.runAt, attempt: job.attempts },
      now,
      async markDone(tx) {
        if (!(await settle(tx, job, { status: 'done', doneAt: now() }))) throw new JobLeaseLostError(job.key)
        marked = true
      },
    }
    try {
      await handler(job.payload, ctx)
    } catch (e) {
      const error = (e instanceof Error ? e.message : String(e)).slice(0, MAX_ERROR_LENGTH)
      const next = afterFailure(job.attempts, now(), { maxAttempts, backoff: opts.backoff, random })
      const kept =
        next.status === 'failed' ? await fail(job, error) : await settle(db, job, { runAt: next.runAt, lastError: error })
      if (!kept) logger.warn('job failed after losing its lease', { key: job.key, kind: job.kind, error })
      else if (next.status === 'failed')
        logger.error('job failed', { key: job.key, kind: job.kind, attempts: job.attempts, error })
      else logger.warn('job will be retried', { key: job.key, kind: job.kind, attempt: job.attempts, runAt: next.runAt, error })
      return
    }
    if (marked) return
    if (!(await settle(db, job, { status: 'done', doneAt: now() }))) {
      // Cancelled while it ran, or claimed again after the lease ran out: its effect may have happened twice.
      logger.warn('job finished after losing its lease', { key: job.key, kind: job.kind, attempt: job.attempts })
    }
  }

  return {
    /**
     * Claims up to `batch` due jobs and runs them; resolves with how many it took (0: nothing due). A database error in
     * a job's own bookkeeping is logged and leaves the job to be claimed again after its lease.
     */
    async runDue(): Promise<number> {
      const claimed = await claim(now())
      await Promise.all(
        claimed.map((job) =>
          run(job).catch((err: unknown) => logger.warn('job bookkeeping failed', { key: job.key, err: String(err) })),
        ),
      )
      return claimed.length
    },

    /**
     * Claims and runs, now, the due jobs whose keys start with `keyPrefixes` (a message queued by a request, tried at
     * once: notify/queue.ts); the same claim, lease and back-off as a round, so a job another runner holds is skipped.
     */
    runNow(keyPrefixes: readonly string[]): Promise<number> {
      return createJobRunner(db, { ...opts, keyPrefixes }).runDue()
    },

    /**
     * Development only (POST /__dev/jobs/run): runs rounds as of `at` (the handlers' `ctx.now()` and every time the
     * runner writes) until nothing more is due then, optionally only the jobs whose keys start with `keyPrefixes`;
     * resolves with how many it took. A job that fails is retried after a back-off from `at`, so it is not due again.
     */
    async runDueAt(at: Date, only: { keyPrefixes?: readonly string[] } = {}): Promise<number> {
      const runner = createJobRunner(db, { ...opts, now: () => at, keyPrefixes: only.keyPrefixes })
      let total = 0
      for (let round = 0; round < 100; round++) {
        const took = await runner.runDue()
        if (took === 0) break
        total += took
      }
      return total
    },
  }
}
export type JobRunner = ReturnType<typeof createJobRunner>
