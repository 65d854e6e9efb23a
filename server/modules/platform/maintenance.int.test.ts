import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { authFlows, otpCodes, rateLimits, sessions } from '../../db/schema.ts'
import { OTP_KEEP_SECONDS } from '../auth/purge.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'

// Expired rows go; live ones stay (fake clock).
let f: ApiFixture
let clock = new Date('2026-11-22T10:00:00Z')
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
})
afterAll(() => f?.close())

test('purge removes expired sessions, flows, rate-limit windows and day-old codes, and nothing live', async () => {
  const db = f.database.db
  const live = await f.services.sessions.create(1)
  await db.insert(sessions).values({ idHash: 'old', userId: 1, expiresAt: new Date(clock.getTime() - 1000) })
  await db.insert(authFlows).values([
    { idHash: 'old-flow', createdAt: clock, expiresAt: new Date(clock.getTime() - 1) },
    { idHash: 'live-flow', createdAt: clock, expiresAt: new Date(clock.getTime() + 60_000) },
  ])
  await db.insert(rateLimits).values([
    { key: 'purge:old', points: 1, expiresAt: new Date(clock.getTime() - 1) },
    { key: 'purge:live', points: 1, expiresAt: new Date(clock.getTime() + 60_000) },
  ])
  const code = { identifier: 'phone:purge', purpose: 'login', channel: 'sms', codeHash: 'x', createdAt: clock }
  await db.insert(otpCodes).values([
    { ...code, expiresAt: new Date(clock.getTime() - (OTP_KEEP_SECONDS + 1) * 1000) },
    { ...code, expiresAt: new Date(clock.getTime() - 1000) }, // expired, but kept for a day
  ])
  const removed = await f.services.maintenance.purge()
  expect(removed).toMatchObject({ sessions: 1, authFlows: 1, otpCodes: 1 })
  expect(removed.rateLimits).toBeGreaterThanOrEqual(1)
  expect(await f.services.sessions.lookup(live.token)).not.toBeNull()
  const keys = (await db.select().from(rateLimits)).map((r) => r.key)
  expect(keys).toContain('purge:live')
  expect(keys).not.toContain('purge:old')
  expect((await db.select().from(authFlows)).map((r) => r.idHash)).toContain('live-flow')
  // A second run finds nothing more.
  expect(await f.services.maintenance.purge()).toMatchObject({ sessions: 0, authFlows: 0, otpCodes: 0, rateLimits: 0 })
  clock = new Date(clock.getTime() + 1)
})

test('refreshStatistics gathers the planner’s statistics anew (the embedded database has no autovacuum)', async () => {
  const db = f.database.db
  await db
    .insert(rateLimits)
    .values(
      Array.from({ length: 500 }, (_, i) => ({ key: `stats:${i}`, points: 1, expiresAt: new Date(clock.getTime() + 60_000) })),
    )
  const estimate = async () =>
    Number(
      (
        (await db.execute(sql`select reltuples from pg_class where relname = 'rate_limits'`)) as unknown as {
          rows: Array<{ reltuples: number }>
        }
      ).rows[0]!.reltuples,
    )
  await f.services.maintenance.refreshStatistics()
  expect(await estimate()).toBeGreaterThanOrEqual(500)
})
