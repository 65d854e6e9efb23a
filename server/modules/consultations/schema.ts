import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'
import { orders } from '../orders/schema.ts'
import { patients } from '../patients/schema.ts'

// The consultations module's tables (issue 24 §1; one migration journal for the whole database: server/db/migrations).
// A doctor is a staff account (users.roles has ROLE_DOCTOR) with a profile here; their time is a weekly pattern and
// exceptions, cut into slots of one patient each by the shared slot engine (server/lib/slot-places.ts, decision 034),
// whose rows are made on first ask. Money in paise.

/** A specialty and its common symptoms (reference data: seeded everywhere, production included). */
export const specialties = pgTable(
  'specialties',
  {
    id: serial('id').primaryKey(),
    /** The wire's and the URL's name: 'general-physician'. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** What a patient would say ('Fever', 'Acne'): the consultation home lists a specialty by them. */
    symptoms: text('symptoms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('specialties_code_idx').on(t.code)],
)

/** A doctor's profile: what the listing, the doctor page and (later) the e-prescription show. */
export const doctors = pgTable(
  'doctors',
  {
    id: serial('id').primaryKey(),
    /** The doctor's staff account (ROLE_DOCTOR). */
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    /** 'MBBS, MD (General Medicine)'. */
    qualifications: text('qualifications').notNull(),
    /** The State Medical Council's or the NMC's registration (Telemedicine Practice Guidelines 2020: shown to patients). */
    registrationNumber: text('registration_number').notNull(),
    council: text('council').notNull(),
    /** Language codes (core/consultations/vocabulary.ts LANGUAGES). */
    languages: text('languages').array().notNull(),
    experienceYears: integer('experience_years').notNull(),
    feePaise: integer('fee_paise').$type<Paise>().notNull(),
    /** The photo's stand-in: two letters on a coloured disc. */
    initials: text('initials').notNull(),
    /** Patients' rating in tenths of a star (46 = 4.6), and how many rated; null until someone has. */
    ratingTenths: integer('rating_tenths'),
    ratings: integer('ratings').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** A seeded sample doctor (development only): pages say so. */
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doctors_user_idx').on(t.userId),
    check(
      'doctors_numbers',
      sql`${t.feePaise} >= 0 and ${t.experienceYears} between 0 and 70 and (${t.ratingTenths} is null or ${t.ratingTenths} between 0 and 50)`,
    ),
  ],
)

/** Which specialties a doctor consults in: the listing reads a specialty's doctors by the primary key. */
export const doctorSpecialties = pgTable(
  'doctor_specialties',
  {
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.specialtyId, t.doctorId] }), index('doctor_specialties_doctor_idx').on(t.doctorId)],
)

/** The weekly pattern: on a day of the week (0 Sunday … 6 Saturday), from and to in minutes of India's day. */
export const doctorHours = pgTable(
  'doctor_hours',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    fromMinute: integer('from_minute').notNull(),
    toMinute: integer('to_minute').notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(15),
  },
  (t) => [
    index('doctor_hours_doctor_idx').on(t.doctorId),
    check(
      'doctor_hours_window',
      sql`${t.weekday} between 0 and 6 and ${t.fromMinute} >= 0 and ${t.toMinute} <= 1440 and ${t.fromMinute} < ${t.toMinute} and ${t.slotMinutes} > 0`,
    ),
  ],
)

/** An exception on a date: 'off' (the day, or the hours given) or 'extra' hours. */
export const doctorExceptions = pgTable(
  'doctor_exceptions',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** off | extra */
    kind: text('kind').notNull(),
    fromMinute: integer('from_minute'),
    toMinute: integer('to_minute'),
    slotMinutes: integer('slot_minutes').notNull().default(15),
  },
  (t) => [
    index('doctor_exceptions_doctor_date_idx').on(t.doctorId, t.date),
    check(
      'doctor_exceptions_kind',
      sql`${t.kind} in ('off', 'extra') and (${t.kind} = 'off' or (${t.fromMinute} is not null and ${t.toMinute} is not null))
        and (${t.fromMinute} is null) = (${t.toMinute} is null)
        and (${t.fromMinute} is null or (${t.fromMinute} >= 0 and ${t.toMinute} <= 1440 and ${t.fromMinute} < ${t.toMinute}))`,
    ),
  ],
)

/**
 * A doctor's slot (one patient): made on first ask (a day's page, a booking), places taken with the shared slot
 * engine's conditional UPDATE. A slot without a row is free.
 */
export const doctorSlots = pgTable(
  'doctor_slots',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Its length when made (the pattern's or the exception's). */
    minutes: integer('minutes').notNull(),
    capacity: integer('capacity').notNull().default(1),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('doctor_slots_doctor_start_idx').on(t.doctorId, t.startsAt),
    check('doctor_slots_taken', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
)

/**
 * A consultation (issue 24 §3–7): sold as a line of sale (its order pays for it; order source CONSULTATION), for one
 * of the account's patients, with one doctor in one slot. Its state moves only through core/consultations/states.ts.
 * What the patient and doctor were at booking is kept (the e-prescription prints it even if a profile changes).
 */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    /** The account that booked (and pays); the patient may be a family member of it. */
    userId: integer('user_id').notNull(),
    /** The order that sold it; null only for a consultation made free of any sale (none today). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    patientAge: integer('patient_age'),
    patientGender: text('patient_gender'),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    /** The slot whose place it holds; its start and length are copied (a reschedule moves all three). */
    slotId: integer('slot_id')
      .notNull()
      .references(() => doctorSlots.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    /** core/consultations/states.ts CONSULTATION_MODES: chat | audio | video. */
    mode: text('mode').notNull(),
    /** 'now' (consult now) or 'scheduled'. */
    kind: text('kind').notNull(),
    symptoms: text('symptoms').notNull().default(''),
    /** core/consultations/states.ts CONSENT_KINDS; explicit names who gave it (the booker, the adult for a minor). */
    consent: text('consent').notNull(),
    consentBy: text('consent_by'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** The doctor's fee at booking, and what the consultation cost after a care-plan free consultation. */
    feePaise: integer('fee_paise').$type<Paise>().notNull(),
    pricePaise: integer('price_paise').$type<Paise>().notNull(),
    /** A care-plan free consultation paid for it. */
    freeWithPlan: boolean('free_with_plan').notNull().default(false),
    /** core/consultations/states.ts CONSULTATION_STATES. */
    state: text('state').notNull(),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    patientJoinedAt: timestamp('patient_joined_at', { withTimezone: true }),
    doctorJoinedAt: timestamp('doctor_joined_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** 1–5 stars after completion, once. */
    rating: integer('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consultations_user_idx').on(t.userId, t.startsAt),
    index('consultations_doctor_idx').on(t.doctorId, t.startsAt),
    uniqueIndex('consultations_order_idx').on(t.orderId),
    index('consultations_slot_idx').on(t.slotId),
    check(
      'consultations_words',
      sql`${t.mode} in ('chat', 'audio', 'video') and ${t.kind} in ('now', 'scheduled') and ${t.consent} in ('implied', 'explicit')
        and ${t.state} in ('pending_payment', 'booked', 'waiting', 'in_progress', 'completed', 'cancelled', 'no_show', 'refunded')`,
    ),
    check(
      'consultations_numbers',
      sql`${t.feePaise} >= 0 and ${t.pricePaise} between 0 and ${t.feePaise} and ${t.rescheduleCount} >= 0
        and (${t.rating} is null or ${t.rating} between 1 and 5) and ${t.minutes} > 0`,
    ),
  ],
)

/** A file the patient attached at booking (a report, a photo): kept privately through the storage interface. */
export const consultationAttachments = pgTable(
  'consultation_attachments',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultation_attachments_consultation_idx').on(t.consultationId)],
)
