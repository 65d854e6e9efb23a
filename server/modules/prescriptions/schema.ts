import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'

// The prescriptions module's tables (one migration journal for the whole database: server/db/migrations). Files live
// in the file storage (server/modules/storage), never in a public folder: a file is served only to its owner (and to
// the pharmacist, issue 10).

/** A prescription an account uploaded: one or more pages (files), for a named patient. */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    patientName: text('patient_name').notNull(),
    /** uploaded | approved | rejected (the pharmacist's check, issue 10). */
    status: text('status').notNull().default('uploaded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescriptions_user_idx').on(t.userId, t.createdAt)],
)

/** One page of a prescription: a re-encoded image or a checked PDF in the file storage. */
export const prescriptionFiles = pgTable(
  'prescription_files',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The name the customer's file had (shown back to them only). */
    originalName: text('original_name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescription_files_prescription_idx').on(t.prescriptionId)],
)

/** The prescriptions attached to an order (or, before placement, to an account's cart of a type). */
export const orderPrescriptions = pgTable(
  'order_prescriptions',
  {
    orderId: integer('order_id').notNull(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.prescriptionId] })],
)

/** The prescriptions chosen at the prescription step for an account's cart, until the order takes them. */
export const cartPrescriptions = pgTable(
  'cart_prescriptions',
  {
    cartId: integer('cart_id').notNull(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.prescriptionId] })],
)
