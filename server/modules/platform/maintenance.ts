import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { idempotencyKeys, rateLimits } from './schema.ts'

export const PURGE_EVERY_MS = 60 * 60 * 1000

/** A module's purge of its own expired rows: how many of each kind it removed. */
export type Purge = (db: Db, at: Date) => Promise<Record<string, number>>

/**
 * Removes rows whose time is over: rate-limit windows and idempotency keys once expired, and what each module's purge
 * removes of its own (services.ts hands in sign-in's: sessions, flows, SSO codes, spent OTPs). Run at start and hourly
 * by every instance; deletes are idempotent, so instances need no coordination.
 */
export function createMaintenance(db: Db, now: () => Date = () => new Date(), purges: readonly Purge[] = []) {
  return {
    /**
     * The planner's statistics, gathered anew (ANALYZE). The embedded database (PGlite) has no autovacuum: without this
     * the planner keeps judging every table by its size at the seed, and a queue filled since (1,000 waiting
     * prescriptions estimated at 2 rows) is sorted whole instead of read in index order. Run at start and hourly on
     * the embedded database only (about 0.1 s on the default catalog, 1 s on 200,000 SKUs); a PostgreSQL server's
     * autovacuum does this itself.
     */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`analyze`)
    },

    async purge(): Promise<Record<string, number>> {
      const at = now()
      const count = async (p: Promise<unknown[]>) => (await p).length
      const removed: Record<string, number> = {}
      for (const purge of purges) Object.assign(removed, await purge(db, at))
      return {
        ...removed,
        rateLimits: await count(db.delete(rateLimits).where(lt(rateLimits.expiresAt, at)).returning({ k: rateLimits.key })),
        idempotencyKeys: await count(
          db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, at)).returning({ k: idempotencyKeys.key }),
        ),
      }
    },
  }
}
