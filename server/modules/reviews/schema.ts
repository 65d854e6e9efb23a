import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// The reviews module's table (issue 26 §7; decision 076). One review per person per thing (a product or a lab
// test): a second one changes the first, as on 1mg and Amazon. Staff hide an abusive one (audited); it stays, hidden.

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** core/reviews/rules.ts REVIEW_SUBJECTS: product | lab_test */
    subject: text('subject').notNull(),
    /** products.id or lab_tests.id */
    subjectId: integer('subject_id').notNull(),
    rating: integer('rating').notNull(),
    /** Normalised (core/reviews/rules.ts); '' when only rated. */
    text: text('text').notNull().default(''),
    /** visible | hidden */
    status: text('status').notNull().default('visible'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_once_idx').on(t.userId, t.subject, t.subjectId),
    // A product page's one query: the visible reviews of one thing, newest first, keyset-paged.
    index('reviews_visible_idx')
      .on(t.subject, t.subjectId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'visible'`),
    // The staff page: every review, newest first.
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in ('visible', 'hidden')`),
    check('reviews_subject', sql`${t.subject} in ('product', 'lab_test')`),
  ],
)
