import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { consultations, doctors } from './schema.ts'

// The e-prescription of a consultation (issue 24 §5, §6; decision 059): what the Telemedicine Practice Guidelines 2020
// require a prescription to carry, written once by the consultation's doctor and signed at once (the PDF, kept
// privately through the storage interface, with its SHA-256 and the signing time). Everything printed is copied here
// when signed: a profile that changes later does not change a signed prescription.

export const ePrescriptions = pgTable(
  'e_prescriptions',
  {
    id: serial('id').primaryKey(),
    /** One prescription a consultation. */
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'restrict' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    // The doctor as printed.
    doctorName: text('doctor_name').notNull(),
    qualifications: text('qualifications').notNull(),
    registrationNumber: text('registration_number').notNull(),
    council: text('council').notNull(),
    doctorAddress: text('doctor_address').notNull(),
    /** The doctor's contact as printed (+91 and ten digits, or an e-mail). */
    doctorContact: text('doctor_contact').notNull(),
    // The patient as printed (the consultation's copy).
    patientName: text('patient_name').notNull(),
    patientAge: integer('patient_age'),
    patientGender: text('patient_gender'),
    /** India's date of the prescription (YYYY-MM-DD). */
    prescribedOn: date('prescribed_on', { mode: 'string' }).notNull(),
    /** chat | audio | video, and first | follow_up: what the rules were checked against. */
    mode: text('mode').notNull(),
    visit: text('visit').notNull(),
    complaints: text('complaints').notNull().default(''),
    diagnosis: text('diagnosis').notNull(),
    /** A provisional diagnosis (the guidelines allow one). */
    provisional: boolean('provisional').notNull().default(false),
    advice: text('advice').notNull().default(''),
    /** Come back after this many days (null: as needed), and what to watch for. */
    followUpDays: integer('follow_up_days'),
    followUpNote: text('follow_up_note').notNull().default(''),
    /** The signature's stand-in: SHA-256 (hex) of the PDF's bytes, and when the doctor signed. */
    sha256: text('sha256').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** The signed PDF in the private file storage. */
    storageKey: text('storage_key').notNull(),
    pdfBytes: integer('pdf_bytes').notNull(),
    /** Kept at least until then (PRESCRIPTION_RETENTION_YEARS after signing). */
    keepUntil: date('keep_until', { mode: 'string' }).notNull(),
    /** The pharmacy's copy (prescriptions module): approved as issued, what the pharmacist's gate and registers cite. */
    prescriptionId: integer('prescription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('e_prescriptions_consultation_idx').on(t.consultationId),
    index('e_prescriptions_doctor_idx').on(t.doctorId, t.signedAt),
    check(
      'e_prescriptions_words',
      sql`${t.mode} in ('chat', 'audio', 'video') and ${t.visit} in ('first', 'follow_up')
        and (${t.followUpDays} is null or ${t.followUpDays} between 1 and 365)`,
    ),
  ],
)

/** A medicine of an e-prescription: a catalog product (the rules read its schedule), printed in capitals. */
export const ePrescriptionMedicines = pgTable(
  'e_prescription_medicines',
  {
    id: serial('id').primaryKey(),
    ePrescriptionId: integer('e_prescription_id')
      .notNull()
      .references(() => ePrescriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    skuId: integer('sku_id').notNull(),
    /** The name in capitals, and its strength ('650 mg'). */
    name: text('name').notNull(),
    strength: text('strength').notNull(),
    /** '1 tablet', 'twice a day', '5 days', 'after food'. */
    dose: text('dose').notNull(),
    frequency: text('frequency').notNull(),
    duration: text('duration').notNull(),
    instructions: text('instructions').notNull().default(''),
    /** Packs to dispense: the most 'Order medicines' puts in the cart and the pharmacy's copy allows. */
    quantity: integer('quantity').notNull(),
    /** The guidelines' list it was checked as (O, A, B). */
    tpgList: text('tpg_list').notNull(),
  },
  (t) => [
    index('e_prescription_medicines_rx_idx').on(t.ePrescriptionId, t.position),
    check('e_prescription_medicines_quantity', sql`${t.quantity} between 1 and 20 and ${t.tpgList} in ('O', 'A', 'B')`),
  ],
)

/** A lab test the doctor advised (labs catalog): 'Book tests' fills the labs cart with them. */
export const ePrescriptionTests = pgTable(
  'e_prescription_tests',
  {
    id: serial('id').primaryKey(),
    ePrescriptionId: integer('e_prescription_id')
      .notNull()
      .references(() => ePrescriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    labTestId: integer('lab_test_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('e_prescription_tests_rx_idx').on(t.ePrescriptionId, t.position)],
)
