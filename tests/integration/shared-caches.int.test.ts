import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '../../server/db/client.ts'
import { cities } from '../../server/db/schema.ts'
import { createLogger } from '../../server/lib/logger.ts'
import type { EventBus } from '../../server/modules/events/bus.ts'
import { CITIES_TTL_MS } from '../../server/modules/places/service.ts'
import { createOutboxNotifier } from '../../server/modules/notify/notifier.ts'
import { createServices, type Services } from '../../server/services.ts'
import { openTestDatabase } from '../setup/test-db.ts'
import { testEventBus } from './app-fixture.ts'

// Issue 12 §1: what is the same for every visitor is kept in memory with a short time to live, and dropped in every
// instance when a writer announces a change (server/modules/platform/shared-caches.ts over LISTEN/NOTIFY). Two
// instances on one database, each with its own event bus, as behind the proxy.

let clock = new Date('2026-11-24T10:00:00Z')
let database: Database
const buses: EventBus[] = []
let a: Services
let b: Services
beforeAll(async () => {
  database = await openTestDatabase()
  const make = async () => {
    const events = await testEventBus(database)
    buses.push(events)
    return createServices(database.db, { APP_ENV: 'test' }, createLogger('silent'), {
      now: () => clock,
      events,
      notifier: createOutboxNotifier(database.db, () => {}),
    })
  }
  a = await make()
  b = await make()
})
afterAll(async () => {
  for (const bus of buses) await bus.close()
  await database?.close()
})

const serviceable = async (s: Services, name: string) =>
  (await s.places.listCities()).all_cities.data.find((c) => c.name === name)?.serviceable

/** Polls until `check` holds: a notification crosses to the other instance after the commit, not during it. */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`${what}: not within 2 s`)
}

test('an announced change reaches both instances at once; an unannounced one waits for the time to live', async () => {
  const [city] = await database.db.select().from(cities).where(eq(cities.serviceable, true)).limit(1)
  expect(await serviceable(a, city!.name)).toBe(true)
  expect(await serviceable(b, city!.name)).toBe(true)

  // A change nobody announces: both keep what they hold until the time to live passes.
  await database.db.update(cities).set({ serviceable: false }).where(eq(cities.id, city!.id))
  expect(await serviceable(a, city!.name)).toBe(true)
  clock = new Date(clock.getTime() + CITIES_TTL_MS)
  expect(await serviceable(a, city!.name)).toBe(false)
  expect(await serviceable(b, city!.name)).toBe(false)

  // Announced in the writer's transaction: both instances drop their copies when it commits.
  await database.db.transaction(async (tx) => {
    await tx.update(cities).set({ serviceable: true }).where(eq(cities.id, city!.id))
    await a.caches.changed(tx, 'cities')
  })
  expect(await serviceable(a, city!.name)).toBe(true)
  await eventually(async () => (await serviceable(b, city!.name)) === true, 'instance B sees the change')
})

test('a rolled-back change announces nothing to the other instance', async () => {
  const before = (await b.footer.get()).stats_data
  await expect(
    database.db.transaction(async (tx) => {
      await a.caches.changed(tx, 'footer')
      throw new Error('the writer failed')
    }),
  ).rejects.toThrow('the writer failed')
  // B's copy is the same object: not dropped and read again.
  const kept = b.footer.get()
  await new Promise((r) => setTimeout(r, 100))
  expect(b.footer.get()).toBe(kept)
  expect((await kept).stats_data).toEqual(before)
})
