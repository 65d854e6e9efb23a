import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'
import { doctors } from '../consultations/schema.ts'
import { patients } from '../patients/schema.ts'

// The cancer-care module's tables (issue 24 §8; one migration journal for the whole database: server/db/migrations).
// A second-opinion request of an account for one of its patients, its reports (private files in the storage), the
// care coordinator's notes, and the oncologist's written opinion (a private PDF). State moves only through
// core/cancer-care/states.ts.

export const secondOpinionRequests = pgTable(
  'second_opinion_requests',
  {
    id: serial('id').primaryKey(),
    /** The account that asked: the only one that reads it (another account gets 404). */
    userId: integer('user_id').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The patient as they were when asked (a later edit of the patient does not change the request). */
    patientName: text('patient_name').notNull(),
    patientAge: integer('patient_age'),
    patientGender: text('patient_gender'),
    diagnosis: text('diagnosis').notNull(),
    /** core/cancer-care/vocabulary.ts CANCER_STAGES. */
    stage: text('stage').notNull(),
    treatment: text('treatment').notNull().default(''),
    /** Ten digits (spec 1 §5); messages go to +91 and this. */
    contactPhone: text('contact_phone').notNull(),
    /** core/cancer-care/states.ts SECOND_OPINION_STATES. */
    state: text('state').notNull().default('received'),
    /** Free at launch (decision 060): kept so a price later is a change of data, not of shape. */
    pricePaise: integer('price_paise')
      .$type<Paise>()
      .notNull()
      .default(sql`0`),
    /** The oncologist (a doctor of the oncology specialty) the coordinator assigned. */
    doctorId: integer('doctor_id').references(() => doctors.id),
    opinionKey: text('opinion_key'),
    opinionBytes: integer('opinion_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    opinionAt: timestamp('opinion_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('second_opinion_requests_user_idx').on(t.userId, t.createdAt),
    index('second_opinion_requests_queue_idx').on(t.createdAt, t.id),
    check('second_opinion_requests_state', sql`${t.state} in ('received', 'assigned', 'opinion_ready', 'closed')`),
    check('second_opinion_requests_ready', sql`${t.state} <> 'opinion_ready' or ${t.opinionKey} is not null`),
  ],
)

/** A report the patient sent: a re-encoded photo or a checked PDF, private in the file storage. */
export const secondOpinionFiles = pgTable(
  'second_opinion_files',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => secondOpinionRequests.id),
    /** 'pathology' | 'imaging' (core/cancer-care/vocabulary.ts REPORT_KINDS). */
    kind: text('kind').notNull(),
    /** The file's name on the patient's device, tidied (displayName): shown only. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('second_opinion_files_request_idx').on(t.requestId, t.position),
    check('second_opinion_files_kind', sql`${t.kind} in ('pathology', 'imaging')`),
  ],
)

/** The coordinator's notes on a request (staff only), oldest first. */
export const secondOpinionNotes = pgTable(
  'second_opinion_notes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => secondOpinionRequests.id),
    authorId: integer('author_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('second_opinion_notes_request_idx').on(t.requestId, t.id)],
)
