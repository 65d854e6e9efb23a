// The bus on PGlite (in memory) and, when TEST_DATABASE_URL is set, on that PostgreSQL server. Every wait is on a
// promise a handler resolves, bounded by a timeout; an event that must NOT arrive is checked after a marker event
// published later has arrived (NOTIFY delivers in commit order on the one listener connection).
import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../db/client.ts'
import { createLogger } from '../../lib/logger.ts'
import { createEventBus, type EventBus, type EventBusOptions } from './bus.ts'
import type { EventPayload } from './envelope.ts'
import { within } from '../../../tests/helpers/within.ts'

const PG_URL = process.env.TEST_DATABASE_URL
const WAIT_MS = 10_000

/** Records what a topic receives; `next()` resolves with the next event to arrive. */
function record(bus: EventBus, topic: string, opts: { onResync?: () => void } = {}) {
  const events: EventPayload[] = []
  let waiting: ((p: EventPayload) => void) | undefined
  const unsubscribe = bus.subscribe(
    topic,
    (payload) => {
      events.push(payload)
      waiting?.(payload)
      waiting = undefined
    },
    opts,
  )
  return {
    events,
    unsubscribe,
    next: () => within(new Promise<EventPayload>((resolve) => (waiting = resolve)), WAIT_MS, `an event on ${topic}`),
  }
}

const topic = (kind: string) => `${kind}:${randomUUID()}`

interface Harness {
  db: Db
  /** A bus as another instance would open it; `write` receives its log lines. */
  makeBus(name: string, write?: (line: string) => void): Promise<EventBus>
  close(): Promise<void>
}

function busSuite(kind: 'pglite' | 'postgres', open: () => Promise<Harness>) {
  describe(`event bus on ${kind}`, () => {
    let h: Harness
    let bus: EventBus
    const extra: EventBus[] = []
    beforeAll(async () => {
      h = await open()
      bus = await h.makeBus(`a-${randomUUID().slice(0, 8)}`)
    })
    afterEach(async () => {
      for (const b of extra.splice(0)) await b.close()
    })
    afterAll(async () => {
      await bus?.close()
      await h?.close()
    })

    /** Publishes a marker on a topic of its own and waits for it: every event committed before it has arrived. */
    async function flush(...buses: EventBus[]) {
      const targets = buses.length ? buses : [bus]
      const t = topic('marker')
      const recs = targets.map((b) => record(b, t))
      const arrived = Promise.all(recs.map((r) => r.next()))
      await bus.publish(h.db, t, { marker: true })
      await arrived
      for (const r of recs) r.unsubscribe()
    }

    test('an event published in a committed transaction reaches the subscribers of its topic only, after commit', async () => {
      const order = topic('order')
      const other = topic('order')
      const mine = record(bus, order)
      const mineToo = record(bus, order)
      const theirs = record(bus, other)
      const arrived = Promise.all([mine.next(), mineToo.next()])
      await h.db.transaction(async (tx) => {
        await bus.publish(tx, order, { id: 1, status: 'packed' })
        // PostgreSQL: another transaction commits and its event arrives, ours has not. PGlite: one connection, and a
        // notification comes with the result of the statement that sent it, so it would be here already.
        if (kind === 'postgres') await flush()
        expect(mine.events).toEqual([])
      })
      expect(await arrived).toEqual([
        { id: 1, status: 'packed' },
        { id: 1, status: 'packed' },
      ])
      await flush()
      expect(mine.events).toEqual([{ id: 1, status: 'packed' }])
      expect(theirs.events).toEqual([])
      for (const r of [mine, mineToo, theirs]) r.unsubscribe()
    })

    test('an event published in a rolled-back transaction is never sent', async () => {
      const order = topic('order')
      const rec = record(bus, order)
      await expect(
        h.db.transaction(async (tx) => {
          await bus.publish(tx, order, { status: 'cancelled' })
          throw new Error('the order could not be saved')
        }),
      ).rejects.toThrow('the order could not be saved')
      await flush()
      expect(rec.events).toEqual([])
      rec.unsubscribe()
    })

    test('events of one transaction arrive in the order published', async () => {
      const order = topic('order')
      const rec = record(bus, order)
      await h.db.transaction(async (tx) => {
        for (const status of ['placed', 'confirmed', 'packed']) await bus.publish(tx, order, { status })
      })
      await flush()
      expect(rec.events).toEqual([{ status: 'placed' }, { status: 'confirmed' }, { status: 'packed' }])
      rec.unsubscribe()
    })

    test('unsubscribe stops delivery to that handler only', async () => {
      const order = topic('order')
      const gone = record(bus, order)
      const stays = record(bus, order)
      gone.unsubscribe()
      gone.unsubscribe() // twice is harmless
      const arrived = stays.next()
      await bus.publish(h.db, order, { status: 'shipped' })
      expect(await arrived).toEqual({ status: 'shipped' })
      await flush()
      expect(gone.events).toEqual([])
      stays.unsubscribe()
    })

    test('a handler that throws does not stop the others', async () => {
      const order = topic('order')
      const stopBroken = bus.subscribe(order, () => {
        throw new Error('handler bug')
      })
      const rec = record(bus, order)
      const arrived = rec.next()
      await bus.publish(h.db, order, { status: 'packed' })
      expect(await arrived).toEqual({ status: 'packed' })
      stopBroken()
      rec.unsubscribe()
    })

    test('a message of 7,500 bytes is delivered; one over throws and sends nothing', async () => {
      const order = topic('order')
      const rec = record(bus, order)
      // {"topic":"order:<36>","payload":{"note":"…"}} is 76 bytes around the note.
      const arrived = rec.next()
      await bus.publish(h.db, order, { note: 'x'.repeat(7424) })
      expect(((await arrived).note as string).length).toBe(7424)
      await expect(bus.publish(h.db, order, { note: 'x'.repeat(7425) })).rejects.toThrow(
        /^An event on order:[0-9a-f-]{36} is 7501 bytes; the limit is 7500: send ids, not records$/,
      )
      await expect(
        h.db.transaction(async (tx) => {
          await bus.publish(tx, order, { status: 'packed' })
          await bus.publish(tx, order, { note: 'x'.repeat(8000) })
        }),
      ).rejects.toThrow(RangeError)
      await flush()
      expect(rec.events).toHaveLength(1)
      rec.unsubscribe()
    })

    if (kind === 'postgres') {
      test('two instances on one server both receive an event', async () => {
        const other = await h.makeBus(`b-${randomUUID().slice(0, 8)}`)
        extra.push(other)
        const order = topic('order')
        const here = record(bus, order)
        const there = record(other, order)
        const arrived = Promise.all([here.next(), there.next()])
        await h.db.transaction((tx) => bus.publish(tx, order, { status: 'delivered' }))
        expect(await arrived).toEqual([{ status: 'delivered' }, { status: 'delivered' }])
        await flush(bus, other)
        expect(there.events).toEqual([{ status: 'delivered' }])
      })

      test('a listener whose backend is terminated reconnects, calls onResync, and receives again', async () => {
        const lines: string[] = []
        const name = `kill-${randomUUID().slice(0, 8)}`
        const other = await h.makeBus(name, (line) => lines.push(line))
        extra.push(other)
        const order = topic('order')
        let resynced!: () => void
        const resync = new Promise<void>((resolve) => (resynced = resolve))
        const rec = record(other, order, { onResync: () => resynced() })
        const admin = new pg.Client({ connectionString: PG_URL })
        await admin.connect()
        try {
          const before = await listenerPids(admin, `events-test-${name}`)
          expect(before).toHaveLength(1)
          const killed = await admin.query('select pg_terminate_backend($1) as ok', [before[0]])
          expect(killed.rows).toEqual([{ ok: true }])
          await within(resync, WAIT_MS, 'onResync after the listener was terminated')
          const after = await listenerPids(admin, `events-test-${name}`)
          expect(after).toHaveLength(1)
          expect(after[0]).not.toBe(before[0])
        } finally {
          await admin.end()
        }
        const arrived = rec.next()
        await bus.publish(h.db, order, { status: 'packed' })
        expect(await arrived).toEqual({ status: 'packed' })
        const msgs = lines.map((l) => JSON.parse(l).msg)
        expect(msgs).toContain('event listener connection lost; reconnecting')
        expect(msgs).toContain('event listener reconnected')
      })
    }
  })
}

async function listenerPids(admin: pg.Client, applicationName: string): Promise<number[]> {
  const r = await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName])
  return r.rows.map((row) => row.pid)
}

busSuite('pglite', async () => {
  const pglite = new PGlite()
  const log = createLogger('silent')
  return {
    db: drizzlePglite({ client: pglite }) as unknown as Db,
    makeBus: () => createEventBus({ kind: 'pglite', pglite, log }),
    close: () => pglite.close(),
  }
})

if (PG_URL) {
  busSuite('postgres', async () => {
    const pool = new pg.Pool({ connectionString: PG_URL, max: 4 })
    return {
      db: drizzlePg({ client: pool }) as unknown as Db,
      makeBus: (name: string, write?: (line: string) => void) =>
        createEventBus({
          kind: 'postgres',
          connectionString: PG_URL,
          applicationName: `events-test-${name}`,
          backoff: { baseMs: 20, maxMs: 500 },
          log: write ? createLogger('info', {}, write) : createLogger('silent'),
        } satisfies EventBusOptions),
      close: () => pool.end(),
    }
  })
}
