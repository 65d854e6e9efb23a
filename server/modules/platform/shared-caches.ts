import type { Logger } from '../../lib/logger.ts'
import type { EventBus, SqlExecutor } from '../events/index.ts'

// What is the same for every visitor (cities, the footer, the category tree, popular items) is kept in memory for a
// short time (server/lib/cache.ts). A writer that changes it says so here, in its transaction: when the transaction
// commits, every instance drops its copy (the event bus: PostgreSQL LISTEN/NOTIFY), and the next read is fresh. An
// instance whose listener reconnected may have missed an announcement: it drops everything (onResync). Without a bus
// (tests, scripts) only this instance's copies are dropped; the time to live bounds the rest.

/** The caches that writers may announce a change to, by what they hold. */
export const SHARED_CACHES = ['footer', 'announcement', 'cities', 'catalog', 'labs', 'content-pages'] as const
export type SharedCache = (typeof SHARED_CACHES)[number]

/** The event topic of cache announcements (envelope.ts: kind:id). */
export const CACHE_TOPIC = 'cache:shared'

export interface SharedCaches {
  /** Registers how this instance drops a cache's copies (called once per cache at start). */
  register(name: SharedCache, invalidate: () => void): void
  /** After a change to what `name` holds: every instance drops it once `tx` commits (this one at once, too). */
  changed(tx: SqlExecutor, name: SharedCache): Promise<void>
  /** Stops listening (the process's end). */
  close(): void
}

const isSharedCache = (value: unknown): value is SharedCache => SHARED_CACHES.includes(value as SharedCache)

export function createSharedCaches(bus: EventBus | null, log?: Pick<Logger, 'info'>): SharedCaches {
  const local = new Map<SharedCache, Array<() => void>>()
  const drop = (name: SharedCache) => {
    for (const invalidate of local.get(name) ?? []) invalidate()
  }
  const unsubscribe = bus?.subscribe(
    CACHE_TOPIC,
    (payload) => {
      if (isSharedCache(payload.name)) drop(payload.name)
    },
    {
      onResync: () => {
        log?.info('shared caches dropped after the event listener reconnected', {})
        for (const name of local.keys()) drop(name)
      },
    },
  )
  return {
    register(name, invalidate) {
      local.set(name, [...(local.get(name) ?? []), invalidate])
    },
    async changed(tx, name) {
      if (bus) await bus.publish(tx, CACHE_TOPIC, { name })
      // At once here as well: a read of this instance right after the commit must not wait for the notification. (A read
      // before the commit may fill the cache with the old value again; the notification after the commit drops it.)
      drop(name)
    },
    close() {
      unsubscribe?.()
    },
  }
}
