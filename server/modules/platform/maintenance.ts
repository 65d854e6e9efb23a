import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { authFlows, idempotencyKeys, otpCodes, rateLimits, sessions, ssoCodes } from '../../db/schema.ts'

/** How long spent OTP rows stay after they expire (support questions: 'I never got the code'). */
export const OTP_KEEP_SECONDS = 24 * 60 * 60
export const PURGE_EVERY_MS = 60 * 60 * 1000

/**
 * Removes rows whose time is over: sessions, sign-in flows, SSO codes, rate-limit windows and idempotency keys once
 * expired, OTP rows a day after. Run at start and hourly by every instance; deletes are idempotent, so instances need no coordination.
 */
export function createMaintenance(db: Db, now: () => Date = () => new Date()) {
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
      const otpBefore = new Date(at.getTime() - OTP_KEEP_SECONDS * 1000)
      const count = async (p: Promise<unknown[]>) => (await p).length
      return {
        sessions: await count(db.delete(sessions).where(lt(sessions.expiresAt, at)).returning({ k: sessions.idHash })),
        authFlows: await count(db.delete(authFlows).where(lt(authFlows.expiresAt, at)).returning({ k: authFlows.idHash })),
        ssoCodes: await count(db.delete(ssoCodes).where(lt(ssoCodes.expiresAt, at)).returning({ k: ssoCodes.codeHash })),
        rateLimits: await count(db.delete(rateLimits).where(lt(rateLimits.expiresAt, at)).returning({ k: rateLimits.key })),
        otpCodes: await count(db.delete(otpCodes).where(lt(otpCodes.expiresAt, otpBefore)).returning({ k: otpCodes.id })),
        idempotencyKeys: await count(
          db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, at)).returning({ k: idempotencyKeys.key }),
        ),
      }
    },
  }
}
