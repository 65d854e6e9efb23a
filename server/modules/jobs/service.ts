import { and, asc, eq, inArray, like, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { jobs, type JobStatus } from './schema.ts'

// Durable jobs (decision 053): written inside the caller's transaction, so a job exists if and only if the change that
// asked for it committed (a membership bought, a consultation booked).

export interface JobRequest {
  /** Which handler runs it. */
  kind: string
  /**
   * Names the occurrence: the same key enqueued twice is one job. Name what makes it one ('…:membership:12:2026-12-31:7d',
   * not '…:membership:12:7d' when a membership can be renewed): the purge frees a key 30 days after its job ended.
   */
  key: string
  runAt: Date
  /** JSON only (no Dates: ISO strings). */
  payload?: Record<string, unknown>
}

/** Done and cancelled jobs are kept this long after they ended (failed ones stay until someone looks). */
export const JOBS_KEEP_DAYS = 30

export interface JobView {
  id: number
  kind: string
  key: string
  status: JobStatus
  runAt: Date
  attempts: number
  lastError: string | null
  doneAt: Date | null
}

export function createJobsService(db: Db, now: Clock) {
  return {
    /** Adds a job in the caller's transaction; false when a job with this key exists already (it is left as it is). */
    async enqueue(tx: Db, job: JobRequest): Promise<boolean> {
      const added = await tx
        .insert(jobs)
        .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, runAt: job.runAt, createdAt: now() })
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id })
      return added.length > 0
    },

    /**
     * Cancels the job of this key unless it has ended (a membership cancelled before its reminder): true when it was
     * waiting. A job a runner is running at this moment cannot be stopped: its handler finishes, but its result is not
     * kept (the runner's done is refused, so a handler writing through `markDone` rolls back).
     */
    async cancel(tx: Db, key: string): Promise<boolean> {
      const cancelled = await tx
        .update(jobs)
        .set({ status: 'cancelled', lockedUntil: null, doneAt: now() })
        .where(and(eq(jobs.key, key), eq(jobs.status, 'waiting')))
        .returning({ id: jobs.id })
      return cancelled.length > 0
    },

    /** The jobs whose keys start with one of `prefixes` (a person's reminders, for the back office), by when they run. */
    async withPrefixes(prefixes: readonly string[], limit = 50): Promise<JobView[]> {
      if (!prefixes.length) return []
      return db
        .select({
          id: jobs.id,
          kind: jobs.kind,
          key: jobs.key,
          status: jobs.status,
          runAt: jobs.runAt,
          attempts: jobs.attempts,
          lastError: jobs.lastError,
          doneAt: jobs.doneAt,
        })
        .from(jobs)
        .where(or(...prefixes.map((p) => like(jobs.key, `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(limit)
    },

    /** The job of this key, whatever its state; null when there is none (never enqueued, or purged). */
    async find(key: string, q: Db = db): Promise<JobView | null> {
      const [row] = await q
        .select({
          id: jobs.id,
          kind: jobs.kind,
          key: jobs.key,
          status: jobs.status,
          runAt: jobs.runAt,
          attempts: jobs.attempts,
          lastError: jobs.lastError,
          doneAt: jobs.doneAt,
        })
        .from(jobs)
        .where(eq(jobs.key, key))
      return row ?? null
    },
  }
}
export type JobsService = ReturnType<typeof createJobsService>

/** The maintenance purge's part (platform/maintenance.ts): done and cancelled jobs ended 30 days ago or more. */
export async function purgeFinishedJobs(db: Db, at: Date): Promise<Record<string, number>> {
  const before = new Date(at.getTime() - JOBS_KEEP_DAYS * 24 * 60 * 60 * 1000)
  const removed = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'cancelled']), lt(jobs.doneAt, before)))
    .returning({ id: jobs.id })
  return { jobs: removed.length }
}
