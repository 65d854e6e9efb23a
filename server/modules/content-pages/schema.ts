import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// The content pages' store (issue 27 §1, decision 083; one migration journal for the whole database:
// server/db/migrations). A page has one draft and a linear history of published versions; a rollback publishes a copy
// of an earlier version as the next number. The staff columns hold back-office account ids (who), not customers':
// no foreign key, so closing a staff account never rewrites a page's history.

/** What the store keeps of a page: its text and blocks (the slug is the row's; `sample` is false once staff save). */
export type StoredContent = { title: string; description: string; blocks: unknown[] }

/** A page staff have edited: its draft (what the editor shows and the preview renders). */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  draft: jsonb('draft').$type<StoredContent>().notNull(),
  /** The staff account that saved the draft last, and when. */
  draftSavedBy: integer('draft_saved_by').notNull(),
  draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** The published versions of a page, numbered from 1; the highest is what the page shows. Never updated. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug')
      .notNull()
      .references(() => contentPages.slug),
    version: integer('version').notNull(),
    content: jsonb('content').$type<StoredContent>().notNull(),
    /** A rollback: the version this one copies. */
    copiedFrom: integer('copied_from'),
    publishedBy: integer('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('content_page_versions_slug_version_idx').on(t.slug, t.version)],
)
