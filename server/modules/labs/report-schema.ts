import { sql } from 'drizzle-orm'
import { check, doublePrecision, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { labBookingItems, labBookings } from './schema.ts'

// The labs desk's results and reports (issue 11 §6; migration labdesk_results). lab_tests holds only a count of
// parameters, so what the lab measured is entered here row by row for each booked test (a test for one patient), and
// each patient's report PDF, made from those rows or uploaded as the lab sent it, is kept in the private file storage.

/** One measured parameter of a booked test: its value as the lab wrote it, its unit and the reference range. */
export const labResultRows = pgTable(
  'lab_result_rows',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => labBookingItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** As written ('13.2', 'Negative'): a number is compared with the range, text with the range's text. */
    value: text('value').notNull(),
    unit: text('unit').notNull().default(''),
    refLow: doublePrecision('ref_low'),
    refHigh: doublePrecision('ref_high'),
    /** A range as text when it is not two numbers ('< 200', 'Negative'). */
    refText: text('ref_text'),
    /** labs/results-rules.ts flagResult, when saved: 'high' | 'low' | 'abnormal', null within the range. */
    flag: text('flag'),
    enteredBy: integer('entered_by').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lab_result_rows_item_position_idx').on(t.itemId, t.position),
    check('lab_result_rows_flag', sql`${t.flag} is null or ${t.flag} in ('high', 'low', 'abnormal')`),
  ],
)

/**
 * A patient's report of a booking: made from the entered rows ('entered') or the lab's own PDF ('uploaded'), kept in
 * the file storage under `storage_key` and served only to the booking's account. `patient_key` is the patient's
 * number in the booking (1–6, in the order of the booking's items: results-rules.ts bookingPatients).
 */
export const labReports = pgTable(
  'lab_reports',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => labBookings.orderId, { onDelete: 'cascade' }),
    patientKey: text('patient_key').notNull(),
    patientName: text('patient_name').notNull(),
    source: text('source').notNull(),
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lab_reports_order_patient_idx').on(t.orderId, t.patientKey),
    check('lab_reports_source', sql`${t.source} in ('entered', 'uploaded')`),
  ],
)
