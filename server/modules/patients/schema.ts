import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// The patients module's tables (one migration journal for the whole database: server/db/migrations).

/**
 * The people an account books lab tests and consultations for (self, family): spec 2 §3 patient_ids. Created by
 * the patient step of lab bookings; they move with their account in a merge.
 */
export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    gender: text('gender'), // male | female | other
    birthDate: date('birth_date'),
    /** Age in years as the patient form asks it (issue 11 §4); a birth date, when known, wins. */
    age: integer('age'),
    relation: text('relation'), // self | spouse | child | parent | other
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patients_user_idx').on(t.userId), check('patients_age', sql`${t.age} is null or ${t.age} between 0 and 120`)],
)
