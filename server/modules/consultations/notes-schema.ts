import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { consultations } from './schema.ts'

// The doctor's private notes of a consultation (issue 24 §5; decision 064): one current note per consultation,
// written and edited by the consultation's doctor during and after it, never shown to the patient. Each save is an
// audit row (who, when, how long; not the text): the note's history of edits is attested without copying it.

export const consultationNotes = pgTable(
  'consultation_notes',
  {
    consultationId: integer('consultation_id')
      .primaryKey()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    /** The doctor's staff account that last saved it (the consultation's doctor). */
    doctorUserId: integer('doctor_user_id').notNull(),
    /** The note; empty when the doctor cleared it (contracts/consultation-notes.ts MAX_NOTE_CHARS). */
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('consultation_notes_text_length', sql`char_length(${t.text}) <= 4000`)],
)
