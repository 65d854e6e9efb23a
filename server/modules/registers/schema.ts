import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// The legal registers (issue 10 §5; one migration journal for the whole database: server/db/migrations). Append-only:
// the migration adds triggers that refuse UPDATE and DELETE, so a mistake is corrected by a new line, as on paper.

/**
 * Rule 65 (Drugs and Cosmetics Rules, 1945): every dispensing of a prescription medicine, with the cash memo's serial
 * number, the prescriber, the patient, the medicine, its batch and expiry, and the pharmacist who verified it.
 */
export const rxRegister = pgTable(
  'rx_register',
  {
    /** The register's own serial number. */
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    dispensedOn: date('dispensed_on').notNull(),
    orderId: integer('order_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    /** The cash memo's (invoice's) serial number, or the order number until the invoice is issued. */
    memoNumber: text('memo_number').notNull(),
    prescriptionId: integer('prescription_id').notNull(),
    prescriberName: text('prescriber_name').notNull(),
    prescriberAddress: text('prescriber_address').notNull(),
    patientName: text('patient_name').notNull(),
    patientAddress: text('patient_address').notNull(),
    skuId: integer('sku_id').notNull(),
    medicine: text('medicine').notNull(),
    schedule: text('schedule').notNull(),
    quantity: integer('quantity').notNull(),
    batchNo: text('batch_no').notNull(),
    expiresOn: date('expires_on').notNull(),
    pharmacistId: integer('pharmacist_id').notNull(),
    pharmacistName: text('pharmacist_name').notNull(),
    pharmacistRegNo: text('pharmacist_reg_no').notNull(),
    /** Why a line was added after the first: 'batch changed at packing', 'returned' (with a negative quantity). */
    note: text('note'),
  },
  // By day with the serial: an export finds its range's first and last lines and counts them from the index alone.
  (t) => [index('rx_register_dispensed_idx').on(t.dispensedOn, t.id), index('rx_register_order_idx').on(t.orderId)],
)

/** The separate Schedule H1 register (Rule 65(3)(9)): prescriber, patient, medicine and quantity, kept three years. */
export const h1Register = pgTable(
  'h1_register',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    dispensedOn: date('dispensed_on').notNull(),
    rxRegisterId: integer('rx_register_id').notNull(),
    orderId: integer('order_id').notNull(),
    prescriberName: text('prescriber_name').notNull(),
    prescriberAddress: text('prescriber_address').notNull(),
    patientName: text('patient_name').notNull(),
    patientAddress: text('patient_address').notNull(),
    medicine: text('medicine').notNull(),
    quantity: integer('quantity').notNull(),
    keepUntil: date('keep_until').notNull(),
  },
  (t) => [index('h1_register_dispensed_idx').on(t.dispensedOn, t.id)],
)
