import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// Selling a consultation (issue 24 §3; decision 057): the files a patient uploads on the booking page before they book.
// Kept privately through the storage interface; the booking (its line's record) moves the ones it names, of the same
// account, to consultation_attachments. An upload never booked is only its owner's and is never served.

export const consultationUploads = pgTable(
  'consultation_uploads',
  {
    id: serial('id').primaryKey(),
    /** The account that uploaded it: only that account's booking may attach it. */
    userId: integer('user_id').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** The consultation it was attached to; null until booked. */
    consultationId: integer('consultation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('consultation_uploads_user_idx').on(t.userId, t.createdAt)],
)
