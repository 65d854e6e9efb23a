import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../server/app.ts'
import { jobs } from '../../server/db/schema.ts'
import { createLogger } from '../../server/lib/logger.ts'
import { AUTO_REFUND_JOB, NO_SHOW_JOB } from '../../server/modules/consultations/sale.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'

// POST /__dev/jobs/run (development only): the durable jobs due as of the given time run, as the runner would run them
// then (what the runner writes carries that time), only those whose keys start with key_prefixes when given; bad input
// is a 400 with a message; production has no such route. The consultation no-show's e2e uses it.

let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture({ now: () => new Date('2026-11-29T10:00:00Z') })
})
afterAll(() => f?.close())

/** A no-show check of a consultation that does not exist: its handler finds nothing to do and ends the job done. */
async function enqueue(key: string, runAt: string, kind = NO_SHOW_JOB) {
  await f.database.db.transaction((tx) =>
    f.services.jobs.enqueue(tx, { kind, key, runAt: new Date(runAt), payload: { consultationId: 999_999, startsAt: runAt } }),
  )
}
const statusOf = async (key: string) => (await f.database.db.select().from(jobs).where(eq(jobs.key, key)))[0]!

describe('POST /__dev/jobs/run', () => {
  test('runs what is due at that time, only the named keys, and writes that time', async () => {
    await enqueue(`${NO_SHOW_JOB}:999999:a`, '2026-11-29T12:10:00.000Z')
    await enqueue(`${AUTO_REFUND_JOB}:999999:a`, '2026-11-29T12:25:00.000Z', AUTO_REFUND_JOB)
    await enqueue(`${NO_SHOW_JOB}:888888:b`, '2026-11-29T12:10:00.000Z')
    const prefixes = [`${NO_SHOW_JOB}:999999:`, `${AUTO_REFUND_JOB}:999999:`]

    // Not due yet at 12:09.
    expect(await f.postJson('/__dev/jobs/run', { at: '2026-11-29T12:09:59.000Z', key_prefixes: prefixes })).toMatchObject({
      status: 200,
      body: { ran: 0 },
    })
    // At 12:10: the no-show check of 999999 only (888888's is due too, but not named).
    expect(await f.postJson('/__dev/jobs/run', { at: '2026-11-29T12:10:00.000Z', key_prefixes: prefixes })).toMatchObject({
      status: 200,
      body: { ran: 1 },
    })
    const done = await statusOf(`${NO_SHOW_JOB}:999999:a`)
    expect(done.status).toBe('done')
    expect(done.doneAt?.toISOString()).toBe('2026-11-29T12:10:00.000Z')
    expect((await statusOf(`${NO_SHOW_JOB}:888888:b`)).status).toBe('waiting')
    expect((await statusOf(`${AUTO_REFUND_JOB}:999999:a`)).status).toBe('waiting')
    // Without prefixes: everything due then, with an offset written the Indian way.
    expect(await f.postJson('/__dev/jobs/run', { at: '2026-11-29T18:00:00+05:30' })).toMatchObject({
      status: 200,
      body: { ran: 2 },
    })
    expect((await statusOf(`${NO_SHOW_JOB}:888888:b`)).doneAt?.toISOString()).toBe('2026-11-29T12:30:00.000Z')
    expect((await statusOf(`${AUTO_REFUND_JOB}:999999:a`)).status).toBe('done')
  })

  test('bad input is a 400 with a message; production has no such route', async () => {
    const bad = await f.postJson('/__dev/jobs/run', { at: 'tomorrow' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('at must be an ISO date and time')
    expect((await f.postJson('/__dev/jobs/run', { at: '2026-11-29T12:10:00Z', key_prefixes: [''] })).status).toBe(400)
    expect((await f.postJson('/__dev/jobs/run', {})).status).toBe(400)
    const production = createApp({ services: f.services, logger: createLogger('silent'), production: true })
    const res = await production.request('/__dev/jobs/run', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: '2026-11-29T12:10:00Z' }),
    })
    expect(res.status).toBe(404)
  })
})
