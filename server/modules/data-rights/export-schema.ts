import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// 'Download my data' (issue 26 §6; decision 080): one row per archive an account asked for. The archive itself is in
// the private file storage, in parts (`<storage_prefix>/part-000.zip`, …) of at most a few megabytes each, written as
// the ZIP is produced and read back one after another by the download: never the whole archive in memory.

export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** core/data-rights/export-rules.ts EXPORT_STORED_STATUSES. */
    status: text('status').notNull(),
    /** The request's Idempotency-Key: the same key again answers this archive. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Where the parts are (set when ready; null again once swept). */
    storagePrefix: text('storage_prefix'),
    parts: integer('parts').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    entries: integer('entries'),
    sweptAt: timestamp('swept_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_exports_key_idx').on(t.userId, t.idempotencyKey),
    // One archive in preparation per account at a time.
    uniqueIndex('data_exports_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'preparing'`),
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    check('data_exports_status', sql`${t.status} in ('preparing', 'ready', 'expired', 'failed')`),
  ],
)
