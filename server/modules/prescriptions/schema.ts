import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'

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
    // What the pharmacist read off the paper (issue 10 §3; Rule 65 and the H1 register cite them).
    prescriberName: text('prescriber_name'),
    prescriberRegNo: text('prescriber_reg_no'),
    prescriberAddress: text('prescriber_address'),
    patientAge: integer('patient_age'),
    /** The date written on the prescription: it is valid for PRESCRIPTION_VALID_MONTHS from then. */
    prescribedOn: date('prescribed_on'),
    verifiedBy: integer('verified_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** illegible | expired | not_prescribed | prescriber_missing | other */
    rejectReason: text('reject_reason'),
    rejectNote: text('reject_note'),
    /** Kept at least until then, even when the account is erased: the longest register citing it (issue 10 §5). */
    keepUntil: date('keep_until'),
    /**
     * Issued by our doctor in this consultation (issue 24 §6): the e-prescription's pharmacy copy, approved as issued
     * (no upload, no transcription), its file the signed PDF. Null for an uploaded prescription.
     */
    consultationId: integer('consultation_id'),
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

/** The medicines a prescription names, as the pharmacist recorded them: what an approval may dispense, and how many. */
export const prescriptionMedicines = pgTable(
  'prescription_medicines',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    /** The SKU it was matched to in the catalog (null: written as a name the catalog does not hold). */
    skuId: integer('sku_id'),
    /** The salt key of the SKU: an equivalent brand (same salts and strengths) is the same medicine. */
    saltKey: text('salt_key'),
    name: text('name').notNull(),
    /** Units prescribed over the prescription's course: the most an order built from it may hold. */
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('prescription_medicines_prescription_idx').on(t.prescriptionId)],
)
