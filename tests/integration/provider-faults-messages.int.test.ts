import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobs, queuedMessages } from '../../server/db/schema.ts'
import { NOTIFY_MESSAGE_JOB } from '../../server/modules/notify/index.ts'
import { createMsg91Notifier } from '../../server/modules/notify/sms-http.ts'
import { smsDelivered, startMsg91Fake, type Msg91Fake } from '../fakes/msg91-fake.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { seededCatalog, shop } from './shop.ts'

// Issue 30 §3, decision 090: an order's SMS goes through the message outbox. While the SMS provider fails (or hangs past
// our time-out) the order is placed anyway and answers promptly; the message is retried with the jobs' back-off, and
// sent exactly once when the provider is back, however many rounds run after.
const TIMEOUT_MS = 300
let fake: Msg91Fake
let f: ApiFixture
let clock = new Date('2026-11-30T08:00:00Z')
const advance = (s: number) => (clock = new Date(clock.getTime() + s * 1000))

beforeAll(async () => {
  fake = await startMsg91Fake()
  const notifier = createMsg91Notifier({ authKey: fake.authKey, templateId: 't-1', baseUrl: fake.baseUrl, timeoutMs: TIMEOUT_MS })
  f = await createApiFixture({ now: () => clock, notifier })
})
afterAll(async () => {
  await f?.close()
  await fake?.close()
})
const shopper = shop(() => f, { prefix: '70300', name: 'Outbox Tester' })
const catalog = seededCatalog(() => f.database.db)
beforeAll(() => catalog.load())

const sentTo = (phone: string) => smsDelivered(fake).filter((s) => s.mobiles === `91${phone}`)
const messageJobs = () =>
  f.database.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `${NOTIFY_MESSAGE_JOB}:%`))

describe('the message outbox while the SMS provider is down', () => {
  for (const mode of ['fail', 'hang'] as const) {
    test(`provider ${mode}s: the order is placed, its SMS retried with back-off, then sent exactly once`, async () => {
      const c = await shopper.customer()
      fake.mode = mode
      const started = performance.now()
      const placed = await shopper.order(c, [[catalog.otc(0), 1]])
      expect(placed.number).toBeTruthy()
      // The request waited for one try at most (the queue's budget), never for the provider.
      expect(performance.now() - started).toBeLessThan(5000)
      expect(sentTo(c.phone)).toEqual([])
      const queued = await f.database.db
        .select()
        .from(queuedMessages)
        .where(eq(queuedMessages.to, `+91${c.phone}`))
      expect(queued.length).toBeGreaterThan(0)
      const keys = queued.map((q) => `${NOTIFY_MESSAGE_JOB}:${q.id}:sms`)
      const mine = async () => (await messageJobs()).filter((j) => keys.includes(j.key))
      // The try at once failed; the job waits out its back-off (a minute's step with jitter: 30–60 s).
      await expect.poll(async () => (await mine()).every((j) => j.attempts === 1 && j.lastError !== null)).toBe(true)
      for (const j of await mine()) {
        expect(j.status).toBe('waiting')
        expect(j.runAt.getTime() - clock.getTime()).toBeGreaterThanOrEqual(30_000)
        expect(j.runAt.getTime() - clock.getTime()).toBeLessThanOrEqual(60_000)
      }
      expect(await f.services.jobRunner.runDue()).toBe(0)
      // Still down a round later: a second attempt, a longer wait.
      advance(61)
      await f.services.jobRunner.runDue()
      expect((await mine()).every((j) => j.attempts === 2 && j.status === 'waiting')).toBe(true)
      expect(sentTo(c.phone)).toEqual([])
      // Back: the next round sends each message once; later rounds send nothing more.
      fake.mode = 'ok'
      advance(121)
      await f.services.jobRunner.runDue()
      for (let i = 0; i < 3; i++) {
        advance(3600)
        await f.services.jobRunner.runDue()
      }
      const sent = sentTo(c.phone)
      expect(sent).toHaveLength(queued.length)
      expect(new Set(sent.map((s) => s.text)).size).toBe(queued.length)
      expect(sent.map((s) => s.text).join(' ')).toContain(placed.number)
      expect((await mine()).every((j) => j.status === 'done' && j.attempts === 3)).toBe(true)
      expect(
        await f.database.db
          .select()
          .from(queuedMessages)
          .where(eq(queuedMessages.to, `+91${c.phone}`)),
      ).toEqual([])
    })
  }

  test('with the provider up, the message is sent before the order answers (the development outbox sees it at once)', async () => {
    fake.mode = 'ok'
    const c = await shopper.customer()
    const placed = await shopper.order(c, [[catalog.otc(0), 1]])
    expect(sentTo(c.phone).length).toBeGreaterThan(0)
    expect(
      sentTo(c.phone)
        .map((s) => s.text)
        .join(' '),
    ).toContain(placed.number)
  })

  test('a message enqueued in a transaction that rolls back does not exist; one whose account was erased is not sent', async () => {
    fake.mode = 'ok'
    const before = smsDelivered(fake).length
    await expect(
      f.database.db.transaction(async (tx) => {
        await f.services.messages.enqueue({ channel: 'sms', to: '+917030099001', text: 'never' }, { tx })
        throw new Error('the booking was not made')
      }),
    ).rejects.toThrow('not made')
    expect(await f.database.db.select().from(queuedMessages).where(eq(queuedMessages.to, '+917030099001'))).toEqual([])
    // Waiting while the provider is down, then its account erased: the job finds no row and ends without sending.
    fake.mode = 'fail'
    await f.services.messages.enqueue({ channel: 'sms', to: '+917030099002', text: 'about your order' })
    await f.database.db.delete(queuedMessages).where(eq(queuedMessages.to, '+917030099002'))
    fake.mode = 'ok'
    advance(3600)
    await f.services.jobRunner.runDue()
    expect(smsDelivered(fake).length).toBe(before)
    await expect(f.services.messages.enqueue({ channel: 'sms', to: '+917030099003', text: 'x', otp: '123456' })).rejects.toThrow(
      /OTPs are sent at once/,
    )
  })
})
