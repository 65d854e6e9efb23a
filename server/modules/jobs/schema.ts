import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// The jobs module's tables (one migration journal for the whole database: server/db/migrations).

/** waiting: to run at run_at (or running, while locked_until is ahead); the other three are ends. */
export type JobStatus = 'waiting' | 'done' | 'failed' | 'cancelled'

/**
 * Work to do later, once, by whichever instance claims it first (decision 053): reminders, the consult no-show refund,
 * exports, expiries. `key` names the occurrence ('care_plan.renewal:membership:12:2026-12-31:7d'): the same key
 * enqueued twice is one job. A runner claims a due job by setting `locked_until` (its lease) and counting the attempt
 * in a short transaction of its own, runs the handler outside any transaction, then marks the job done only if the
 * lease is still its own (the same `attempts`, still waiting).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it ('care_plan.renewal_reminder'). */
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    /** The handler's input, as JSON (no Dates: ISO strings). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status').$type<JobStatus>().notNull().default('waiting'),
    /** Claims so far; a claim counts before the handler runs, so a job that kills its process still runs out. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The lease of the runner that claimed it; null or past: free to claim. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it ended (done, failed or cancelled); the purge removes done and cancelled jobs 30 days after. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    // The claim reads only due waiting jobs, oldest first: the future reminders of every membership are not scanned.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'waiting'`),
    index('jobs_done_at_idx').on(t.doneAt),
    check('jobs_status', sql`${t.status} in ('waiting', 'done', 'failed', 'cancelled')`),
  ],
)
