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
