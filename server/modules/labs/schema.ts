import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
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

// The labs module's tables (one migration journal for the whole database: server/db/migrations).

/** A partner diagnostic lab (issue 11 §1): who it is, where it collects samples, how people rate it. */
export const labs = pgTable('labs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  /** The cities it collects samples at home in. */
  cities: jsonb('cities').$type<string[]>().notNull(),
  /** Accreditations shown on its page and the comparison: 'NABL', 'CAP'. */
  accreditations: jsonb('accreditations').$type<string[]>().notNull().default([]),
  /** The average rating in tenths of a star (44 = 4.4), and how many ratings it is from. */
  ratingTenths: integer('rating_tenths').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  about: text('about').notNull().default(''),
  /** Whether it sends a phlebotomist home; a lab without it is walk-in only. */
  homeCollection: boolean('home_collection').notNull().default(true),
})

export const labTests = pgTable('lab_tests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  kind: text('kind').notNull(), // 'test' | 'package'
  sampleType: text('sample_type').notNull(),
  fasting: boolean('fasting').notNull(),
  parameters: integer('parameters').notNull(),
  includes: jsonb('includes').$type<string[]>().notNull(),
  /** The reference price (the labs home's card); what a lab charges is its lab_offers row. */
  mrpPaise: integer('mrp_paise').$type<Paise>().notNull(),
  pricePaise: integer('price_paise').$type<Paise>().notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  /** How to prepare (fasting, medicines, timing), in the product's voice. */
  preparation: text('preparation').notNull().default(''),
})

/**
 * What a lab charges for a test it offers, and how soon its report comes (issue 11 §1). A test a lab does not offer
 * has no row: a cart at that lab cannot hold it (the add-test dialog offers the lab that does them all).
 */
export const labOffers = pgTable(
  'lab_offers',
  {
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
    mrpPaise: integer('mrp_paise').$type<Paise>().notNull(),
    pricePaise: integer('price_paise').$type<Paise>().notNull(),
    /** Hours from sample collection to the report. */
    turnaroundHours: integer('turnaround_hours').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.labId, t.testId] }),
    index('lab_offers_test_idx').on(t.testId),
    check('lab_offers_price', sql`${t.pricePaise} > 0 and ${t.pricePaise} <= ${t.mrpPaise}`),
    check('lab_offers_turnaround', sql`${t.turnaroundHours} > 0`),
  ],
)

/** A lab's walk-in collection centre: address and opening hours (local time, 'HH:MM'). */
export const labCentres = pgTable(
  'lab_centres',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
    /** The days it is open, as people read them: 'Mon–Sat', 'All days'. */
    days: text('days').notNull(),
  },
  (t) => [index('lab_centres_lab_city_idx').on(t.labId, t.city)],
)

/**
 * A home-collection slot (issue 11 §4): one lab, one city, 30 minutes from `starts_at`, with a capacity of
 * collections. `taken` counts the patients booked into it; the check makes it impossible to take the last place
 * twice (a booking increments with `taken + n <= capacity` in its WHERE, and the check is the backstop). Rows are
 * made when a day is first asked for, with the lab's default capacity.
 */
export const labSlots = pgTable(
  'lab_slots',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('lab_slots_lab_city_start_idx').on(t.labId, t.city, t.startsAt),
    check('lab_slots_taken', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
)

/**
 * A lab booking (issue 11 §5; decision 035): the lab side of an order whose cart type is labs or cp_labs (order source
 * DIAGNOSTICS). The order row carries the money, the address, the payment and the refunds; this row carries the lab,
 * the slot and the places it took there (one per distinct patient), and the booking's own status
 * (labs/booking-states.ts), which moves with the order's in the same transaction.
 */
export const labBookings = pgTable(
  'lab_bookings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id),
    /** The lab's name at booking. */
    labName: text('lab_name').notNull(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => labSlots.id),
    /** The collection city in the lab's spelling (the slot's). */
    city: text('city').notNull(),
    /** Places taken in the slot: one per distinct patient (decision 034); given back when the booking ends unpaid or cancelled. */
    places: integer('places').notNull(),
    /** labs/booking-states.ts: pending_payment | booked | sample_collected | processing | report_ready | cancelled */
    status: text('status').notNull(),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lab_bookings_slot_idx').on(t.slotId),
    check('lab_bookings_places', sql`${t.places} between 1 and 6`),
    check('lab_bookings_reschedules', sql`${t.rescheduleCount} >= 0`),
  ],
)

/** A test of a booking for one patient, with what it cost and who it was for as they were at booking. */
export const labBookingItems = pgTable(
  'lab_booking_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => labBookings.orderId, { onDelete: 'cascade' }),
    testId: integer('test_id').notNull(),
    testName: text('test_name').notNull(),
    /** The account's patient; null once the patient is removed from the account (the snapshot stays). */
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    patientAge: integer('patient_age'),
    patientGender: text('patient_gender'),
    mrpPaise: integer('mrp_paise').$type<Paise>().notNull(),
    pricePaise: integer('price_paise').$type<Paise>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('lab_booking_items_order_idx').on(t.orderId),
    check('lab_booking_items_price', sql`${t.pricePaise} >= 0 and ${t.pricePaise} <= ${t.mrpPaise}`),
  ],
)
