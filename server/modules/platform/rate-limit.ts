import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.ts'

export interface RateDecision {
  allowed: boolean
  remaining: number
  retryAfterSeconds: number
  /** When the window this hit counted in ends: what `refund` needs to give the hit back in the same window only. */
  windowEndsAt: Date
}

/**
 * Fixed-window counters in PostgreSQL, so every instance shares them (architecture: stateless instances).
 * One atomic upsert per hit: a window that has expired starts again at 1.
 */
export function createRateLimiter(db: Db, now: () => Date = () => new Date()) {
  return {
    async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
      const at = now()
      const expires = new Date(at.getTime() + windowSeconds * 1000)
      const rows = await queryRows<{ points: number; expires_at: string | Date }>(
        db,
        sql`
        insert into rate_limits (key, points, expires_at) values (${key}, 1, ${expires.toISOString()})
        on conflict (key) do update set
          points = case when rate_limits.expires_at <= ${at.toISOString()} then 1 else rate_limits.points + 1 end,
          expires_at = case when rate_limits.expires_at <= ${at.toISOString()} then excluded.expires_at else rate_limits.expires_at end
        returning points, expires_at`,
      )
      const row = rows[0]!
      const points = Number(row.points)
      const windowEndsAt = new Date(row.expires_at)
      const retry = Math.max(0, Math.ceil((windowEndsAt.getTime() - at.getTime()) / 1000))
      return { allowed: points <= limit, remaining: Math.max(0, limit - points), retryAfterSeconds: retry, windowEndsAt }
    },

    /**
     * Gives back one hit counted by `hit` (decision 090: an OTP the provider could not send does not count against the
     * person). One atomic update, and only in the window that hit counted in (a window that has ended and started again
     * since is left alone), never below zero: true when a hit was given back.
     */
    async refund(key: string, decision: Pick<RateDecision, 'windowEndsAt'>): Promise<boolean> {
      const rows = await queryRows<{ points: number }>(
        db,
        sql`
        update rate_limits set points = points - 1
        where key = ${key} and expires_at = ${decision.windowEndsAt.toISOString()} and points > 0
        returning points`,
      )
      return rows.length > 0
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
