import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts'
import type { Database } from '../../db/client.ts'
import { jobs } from '../../db/schema.ts'
import { createLogger } from '../../lib/logger.ts'
import { createMaintenance } from '../platform/index.ts'
import { createJobRunner, type JobHandlers, type JobRunnerOptions, JOB_LEASE_SECONDS } from './runner.ts'
import { createJobsService, purgeFinishedJobs, type JobRequest } from './service.ts'

// Durable jobs (decision 053): one job per key, run when due by one runner among many, retried with back-off, ended
// failed with the last error; a lost lease keeps nothing the handler wrote through markDone.

let database: TestDatabase
let other: Database
let clock = new Date('2026-11-29T10:00:00Z')
const now = () => clock
const advance = (s: number) => (clock = new Date(clock.getTime() + s * 1000))
const service = () => createJobsService(database.db, now)
let logged: string[] = []
const logger = createLogger('warn', {}, (line) => logged.push(line))
const runner = (handlers: JobHandlers, opts: Partial<JobRunnerOptions> = {}, db = database.db) =>
  createJobRunner(db, { now, logger, handlers, random: () => 0.5, ...opts })
const enqueue = (job: JobRequest) => database.db.transaction((tx) => service().enqueue(tx, job))

beforeAll(async () => {
  database = await openTestDatabase()
  other = await database.openAnother()
})
afterAll(async () => {
  await other?.close()
  await database?.close()
})
beforeEach(async () => {
  await database.db.delete(jobs)
  logged = []
})

describe('enqueue', () => {
  test('the same key enqueued twice is one job, the first as it was', async () => {
    const job = { kind: 'care_plan.renewal', key: 'care_plan.renewal:membership:12:7d', runAt: clock }
    expect(await enqueue({ ...job, payload: { membershipId: 12 } })).toBe(true)
    expect(await enqueue({ ...job, payload: { membershipId: 99 } })).toBe(false)
    const rows = await database.db.select().from(jobs)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'waiting', attempts: 0, payload: { membershipId: 12 } })
  })

  test('a job enqueued in a transaction that rolls back does not exist', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await service().enqueue(tx, { kind: 'k', key: 'rolled-back', runAt: clock })
        throw new Error('the membership was not bought')
      }),
    ).rejects.toThrow('not bought')
    expect(await service().find('rolled-back')).toBeNull()
  })
})

describe('the runner', () => {
  test('a job is not run before its time, then once, with its payload', async () => {
    const seen: unknown[] = []
    const r = runner({ 'test.ping': async (payload, ctx) => void seen.push({ payload, attempt: ctx.job.attempt }) })
    await enqueue({ kind: 'test.ping', key: 'ping:1', runAt: new Date(clock.getTime() + 60_000), payload: { to: 'x' } })
    expect(await r.runDue()).toBe(0)
    advance(59)
    expect(await r.runDue()).toBe(0)
    expect(seen).toEqual([])
    advance(1)
    expect(await r.runDue()).toBe(1)
    expect(await r.runDue()).toBe(0)
    expect(seen).toEqual([{ payload: { to: 'x' }, attempt: 1 }])
    expect(await service().find('ping:1')).toMatchObject({ status: 'done', attempts: 1, doneAt: clock, lastError: null })
  })

  test('two runners on their own connections racing over 50 due jobs run each exactly once', async () => {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 50; i++)
        await service().enqueue(tx, { kind: 'test.race', key: `race:${i}`, runAt: clock, payload: { i } })
    })
    const runs = new Map<string, string[]>()
    const handlers = (name: string): JobHandlers => ({
      'test.race': async (_payload, ctx) => {
        await new Promise((r) => setImmediate(r)) // let the other runner's claim in while this one runs
        runs.set(ctx.job.key, [...(runs.get(ctx.job.key) ?? []), name])
      },
    })
    const one = runner(handlers('one'), { batch: 4 })
    const two = runner(handlers('two'), { batch: 4 }, other.db)
    for (let round = 0; round < 20; round++) {
      const took = await Promise.all([one.runDue(), two.runDue(), one.runDue(), two.runDue()])
      if (took.every((n) => n === 0)) break
    }
    expect(runs.size).toBe(50)
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([])
    const by = [...runs.values()].flat()
    expect(by.filter((n) => n === 'one').length).toBeGreaterThan(0)
    expect(by.filter((n) => n === 'two').length).toBeGreaterThan(0)
    const rows = await database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs)
    expect(rows.filter((r) => r.status !== 'done' || r.attempts !== 1)).toEqual([])
  })

  test('a failing handler is retried after its back-off and ends failed with its last error after maxAttempts', async () => {
    let calls = 0
    const r = runner(
      {
        'test.flaky': async () => {
          calls++
          throw new Error(`provider down (${calls})`)
        },
      },
      { maxAttempts: 3 },
    )
    await enqueue({ kind: 'test.flaky', key: 'flaky:1', runAt: clock })
    expect(await r.runDue()).toBe(1)
    // Attempt 1 failed: 1 minute's step with equal jitter at 0.5 is 45 s.
    expect(await service().find('flaky:1')).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: 'provider down (1)',
      runAt: new Date(clock.getTime() + 45_000),
    })
    advance(44)
    expect(await r.runDue()).toBe(0)
    advance(1)
    expect(await r.runDue()).toBe(1)
    // Attempt 2 failed: a 2-minute step, 90 s.
    advance(89)
    expect(await r.runDue()).toBe(0)
    advance(1)
    expect(await r.runDue()).toBe(1)
    expect(await service().find('flaky:1')).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'provider down (3)',
      doneAt: clock,
    })
    advance(86_400)
    expect(await r.runDue()).toBe(0)
    expect(calls).toBe(3)
    expect(logged.some((l) => l.includes('"msg":"job failed"') && l.includes('flaky:1'))).toBe(true)
  })

  test('a handler that fails once and then succeeds ends done', async () => {
    let calls = 0
    const r = runner({
      'test.once': async () => {
        if (++calls === 1) throw new Error('timeout')
      },
    })
    await enqueue({ kind: 'test.once', key: 'once:1', runAt: clock })
    await r.runDue()
    advance(60)
    expect(await r.runDue()).toBe(1)
    expect(await service().find('once:1')).toMatchObject({ status: 'done', attempts: 2, lastError: 'timeout' })
  })

  test('a cancelled job does not run; a job that ended cannot be cancelled', async () => {
    let calls = 0
    const r = runner({ 'test.remind': async () => void calls++ })
    await enqueue({ kind: 'test.remind', key: 'remind:cancelled', runAt: clock })
    await enqueue({ kind: 'test.remind', key: 'remind:done', runAt: clock })
    expect(await database.db.transaction((tx) => service().cancel(tx, 'remind:cancelled'))).toBe(true)
    expect(await r.runDue()).toBe(1)
    expect(calls).toBe(1)
    expect(await service().find('remind:cancelled')).toMatchObject({ status: 'cancelled', doneAt: clock })
    expect(await database.db.transaction((tx) => service().cancel(tx, 'remind:cancelled'))).toBe(false)
    expect(await database.db.transaction((tx) => service().cancel(tx, 'remind:done'))).toBe(false)
    expect(await database.db.transaction((tx) => service().cancel(tx, 'remind:never'))).toBe(false)
    expect(await service().find('remind:done')).toMatchObject({ status: 'done' })
  })

  test('a kind no handler knows is left for an hour (a newer instance may know it), then ends failed, clearly', async () => {
    const r = runner({ 'test.known': async () => {} })
    const empty = runner({})
    await enqueue({ kind: 'test.unheard_of', key: 'unknown:1', runAt: clock })
    expect(await r.runDue()).toBe(0)
    advance(3599)
    expect(await empty.runDue()).toBe(0)
    advance(1)
    expect(await empty.runDue()).toBe(1)
    expect(await empty.runDue()).toBe(0)
    const job = await service().find('unknown:1')
    expect(job).toMatchObject({ status: 'failed', attempts: 1, doneAt: clock })
    expect(job?.lastError).toMatch(/^no handler for job kind 'test.unheard_of'/)
  })

  test('a job whose runner died is run again once its lease is over; a last attempt that never finished ends failed', async () => {
    const attempts: number[] = []
    const r = runner({ 'test.crash': async (_p, ctx) => void attempts.push(ctx.job.attempt) }, { maxAttempts: 3 })
    await enqueue({ kind: 'test.crash', key: 'crash:1', runAt: clock })
    await enqueue({ kind: 'test.crash', key: 'crash:last', runAt: clock })
    // As a runner leaves them when its process dies mid-handler: claimed, leased, never marked.
    const lease = new Date(clock.getTime() + JOB_LEASE_SECONDS * 1000)
    await database.db.update(jobs).set({ attempts: 1, lockedUntil: lease }).where(eq(jobs.key, 'crash:1'))
    await database.db.update(jobs).set({ attempts: 3, lockedUntil: lease }).where(eq(jobs.key, 'crash:last'))
    expect(await r.runDue()).toBe(0)
    advance(JOB_LEASE_SECONDS)
    expect(await r.runDue()).toBe(2)
    expect(attempts).toEqual([2])
    expect(await service().find('crash:1')).toMatchObject({ status: 'done', attempts: 2 })
    const last = await service().find('crash:last')
    expect(last).toMatchObject({ status: 'failed', attempts: 4 })
    expect(last?.lastError).toMatch(/never finished/)
  })

  test("a runner that lost its lease keeps nothing: markDone refuses and the handler's writes roll back", async () => {
    const ran: number[] = []
    const handlers: JobHandlers = {
      'test.chain': async (_p, ctx) => {
        ran.push(ctx.job.attempt)
        if (ctx.job.attempt === 1) {
          // This runner stalls past its lease; another takes the job and finishes it meanwhile.
          advance(JOB_LEASE_SECONDS + 1)
          expect(await second.runDue()).toBe(1)
        }
        await database.db.transaction(async (tx) => {
          await service().enqueue(tx, { kind: 'test.next', key: `next:${ctx.job.attempt}`, runAt: clock })
          await ctx.markDone(tx)
        })
      },
    }
    const first = runner(handlers)
    const second = runner(handlers, {}, other.db)
    await enqueue({ kind: 'test.chain', key: 'chain:1', runAt: clock })
    expect(await first.runDue()).toBe(1)
    // The handler ran twice (at least once for what leaves the database); what it wrote with markDone, once.
    expect(ran).toEqual([1, 2])
    expect(await service().find('chain:1')).toMatchObject({ status: 'done', attempts: 2 })
    expect(await service().find('next:2')).not.toBeNull()
    expect(await service().find('next:1')).toBeNull()
    expect(logged.some((l) => l.includes('job failed after losing its lease'))).toBe(true)
  })
})

describe('the purge', () => {
  test('removes done and cancelled jobs 30 days after they ended; keeps failed and waiting ones', async () => {
    const r = runner(
      {
        'test.ok': async () => {},
        'test.bad': async () => {
          throw new Error('no')
        },
      },
      { maxAttempts: 1 },
    )
    await enqueue({ kind: 'test.ok', key: 'old:done', runAt: clock })
    await enqueue({ kind: 'test.bad', key: 'old:failed', runAt: clock })
    await enqueue({ kind: 'test.ok', key: 'old:cancelled', runAt: new Date(clock.getTime() + 3_600_000) })
    await enqueue({ kind: 'test.ok', key: 'far:waiting', runAt: new Date(clock.getTime() + 90 * 86_400_000) })
    await database.db.transaction((tx) => service().cancel(tx, 'old:cancelled'))
    expect(await r.runDue()).toBe(2)
    const maintenance = createMaintenance(database.db, now, [purgeFinishedJobs])
    advance(30 * 86_400 - 1)
    expect((await maintenance.purge()).jobs).toBe(0)
    advance(2)
    expect((await maintenance.purge()).jobs).toBe(2)
    const left = await database.db.select({ key: jobs.key }).from(jobs).orderBy(jobs.key)
    expect(left.map((j) => j.key)).toEqual(['far:waiting', 'old:failed'])
  })
})
