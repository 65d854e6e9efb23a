import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// The content module's tables (one migration journal for the whole database: server/db/migrations).

/** Editable site content (footer, banners) stored in its wire form. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
