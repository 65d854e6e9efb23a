// The event bus: events published in a transaction reach the subscribers of their topic in every instance, through
// PostgreSQL LISTEN/NOTIFY (architecture 'Scale-out path': server-sent events fan out across instances this way).
//
// Guarantees, from PostgreSQL's NOTIFY (docs, SQL Commands › NOTIFY), the same on PGlite (bus.int.test.ts):
// - an event is sent only if the publishing transaction commits, once it has; a rolled-back one sends nothing;
// - events of one transaction arrive in the order published, transactions in commit order;
// - the same topic and payload published twice in one transaction arrive once (NOTIFY folds duplicates);
// - at most once: an event sent while an instance's listener is disconnected is lost for that instance. After a
//   reconnect every subscription gets `onResync`, and a subscriber re-reads the state it shows (the SSE stream sends
//   a `resync` event, topic-stream.ts). Events say what changed; the database stays the truth.
import type { PGliteInterface } from '@electric-sql/pglite'
import { sql, type SQL } from 'drizzle-orm'
import type { Logger } from '../../lib/logger.ts'
import type { BackoffOptions } from './backoff.ts'
import { decodeEvent, encodeEvent, EVENTS_CHANNEL, isTopic, type EventPayload } from './envelope.ts'
import { startPgListener } from './pg-listener.ts'

/** A Drizzle database or transaction (`db` or `tx` in `db.transaction(async (tx) => …)`). */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<unknown>
}

export type EventHandler = (payload: EventPayload, topic: string) => void
export type Unsubscribe = () => void

export interface SubscribeOptions {
  /** Called after the bus lost and regained its connection: events may have been missed, read the state again. */
  onResync?: () => void
}

export interface EventBus {
  /**
   * Sends an event on `topic` when the transaction of `tx` commits (or at once for a `db` outside one). Throws for a
   * malformed topic or a payload over MAX_EVENT_BYTES (envelope.ts); the caller's transaction then fails with it.
   */
  publish(tx: SqlExecutor, topic: string, payload: EventPayload): Promise<void>
  subscribe(topic: string, handler: EventHandler, opts?: SubscribeOptions): Unsubscribe
  close(): Promise<void>
}

export type EventBusOptions = (
  | { kind: 'pglite'; pglite: PGliteInterface }
  | {
      kind: 'postgres'
      connectionString: string
      /** pg_stat_activity's application_name of the listener connection (default 'medwise-events'). */
      applicationName?: string
      backoff?: BackoffOptions
      /** Liveness check of the listener connection, ms (default 30 000; 0: none). */
      pingMs?: number
    }
) & { log: Logger }

interface Subscription {
  handler: EventHandler
  onResync: (() => void) | undefined
}

/** Starts listening (one connection per process) and resolves once the bus receives events. */
export async function createEventBus(opts: EventBusOptions): Promise<EventBus> {
  const log = opts.log
  const byTopic = new Map<string, Set<Subscription>>()

  // Handlers run apart from one another: one that throws is logged and does not stop the others.
  function safely(what: string, topic: string, fn: () => void) {
    try {
      fn()
    } catch (err) {
      log.error(`event ${what} failed`, { topic, err })
    }
  }

  function deliver(text: string) {
    const event = decodeEvent(text)
    if (!event) return log.warn('ignored a notification that is not an event', { bytes: text.length })
    const subs = byTopic.get(event.topic)
    if (!subs) return
    // A copy: a handler may unsubscribe (itself or another) while we iterate.
    for (const s of [...subs]) safely('handler', event.topic, () => s.handler(event.payload, event.topic))
  }

  function resync() {
    for (const [topic, subs] of byTopic) {
      for (const s of [...subs]) if (s.onResync) safely('resync', topic, s.onResync)
    }
  }

  let stop: () => Promise<void>
  if (opts.kind === 'pglite') {
    // One process, one database: PGlite delivers its own notifications to its listeners, after commit.
    const unlisten = await opts.pglite.listen(EVENTS_CHANNEL, deliver)
    stop = () => unlisten()
  } else {
    const listener = await startPgListener({
      connectionString: opts.connectionString,
      channel: EVENTS_CHANNEL,
      onNotification: deliver,
      onReconnect: resync,
      log,
      applicationName: opts.applicationName,
      backoff: opts.backoff,
      pingMs: opts.pingMs,
    })
    stop = () => listener.close()
  }

  let closed = false
  return {
    async publish(tx, topic, payload) {
      const text = encodeEvent(topic, payload)
      // pg_notify() rather than NOTIFY: the payload goes as a bound parameter, never spliced into SQL.
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${text})`)
    },
    subscribe(topic, handler, subOpts = {}) {
      if (!isTopic(topic)) throw new TypeError(`Event topic ${JSON.stringify(topic)} is not of the form kind:id`)
      const sub: Subscription = { handler, onResync: subOpts.onResync }
      let subs = byTopic.get(topic)
      if (!subs) byTopic.set(topic, (subs = new Set()))
      subs.add(sub)
      return () => {
        const current = byTopic.get(topic)
        if (!current?.delete(sub)) return
        if (current.size === 0) byTopic.delete(topic)
      }
    },
    async close() {
      if (closed) return
      closed = true
      byTopic.clear()
      await stop()
    },
  }
}
