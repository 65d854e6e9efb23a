import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'

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

/**
 * Requests a client may retry (placing an order, paying, booking, refunds): the first answer is kept with the hash
 * of its request, so the same key and payload get the same answer and another payload gets a 422 (platform/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** The cart owner's key ('user:12' or 'visitor:…'): keys of different owners never meet. */
    owner: text('owner').notNull(),
    /** What the key was used for ('order.place'): one key is not valid for another operation. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is running. */
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
)

/**
 * Who did what to which account, and what staff did (issue 10 §2): merges, locks, super-logins, every staff action.
 * Append-only by habit: rows are written by appendAudit (platform/audit.ts) inside the action's own transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id'),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_target_idx').on(t.targetUserId)],
)
