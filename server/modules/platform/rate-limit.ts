import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.ts'

export interface RateDecision {
  allowed: boolean
  remaining: number
  retryAfterSeconds: number
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
      const retry = Math.max(0, Math.ceil((new Date(row.expires_at).getTime() - at.getTime()) / 1000))
      return { allowed: points <= limit, remaining: Math.max(0, limit - points), retryAfterSeconds: retry }
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
