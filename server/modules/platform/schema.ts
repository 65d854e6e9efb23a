import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// The platform module's tables (one migration journal for the whole database: server/db/migrations).

/** Fixed-window counters shared by every instance (rate limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Secrets the app makes for itself when none is configured (development only), e.g. the OTP hashing key. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})
