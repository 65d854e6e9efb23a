import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// The vaccination module's tables (issue 27 §6; decision 086).

/**
 * The nurses' home-visit slots of a city: the labs' half-hour slots (labs/slot-rules.ts) with this city's nurse
 * capacity, made on first ask and taken with the shared slot engine (server/lib/slot-places.ts), like lab_slots.
 */
export const vaccinationSlots = pgTable(
  'vaccination_slots',
  {
    id: serial('id').primaryKey(),
    city: text('city').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('vaccination_slots_city_start_idx').on(t.city, t.startsAt),
    check('vaccination_slots_taken', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
)

/**
 * A home vaccination: one dose of one vaccine for one of the account's family members, sold as an order (cart type
 * 'vaccination', source VACCINATION) through the checkout pipeline; this row is the visit, the dose and, once given,
 * what the nurse recorded (batch, expiry, the cold-chain reading in tenths of a degree, the time given and the end of
 * the observation) and the certificate.
 */
export const vaccinationBookings = pgTable(
  'vaccination_bookings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id').notNull(),
    patientId: integer('patient_id'),
    patientName: text('patient_name').notNull(),
    patientGender: text('patient_gender'),
    dateOfBirth: date('date_of_birth'),
    vaccineCode: text('vaccine_code').notNull(),
    vaccineName: text('vaccine_name').notNull(),
    dose: integer('dose').notNull(),
    doseOf: integer('dose_of'),
    /** Earlier doses the person said were given elsewhere, 'YYYY-MM-DD'. */
    earlierDoses: text('earlier_doses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pricePaise: integer('price_paise').notNull(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => vaccinationSlots.id),
    city: text('city').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** pending_payment | booked | given | completed | cancelled */
    status: text('status').notNull(),
    batchNumber: text('batch_number'),
    expiry: date('expiry'),
    coldChainTenths: integer('cold_chain_tenths'),
    givenAt: timestamp('given_at', { withTimezone: true }),
    givenBy: integer('given_by'),
    observedAt: timestamp('observed_at', { withTimezone: true }),
    certificateNumber: text('certificate_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vaccination_bookings_order_idx').on(t.orderId),
    uniqueIndex('vaccination_bookings_certificate_idx').on(t.certificateNumber),
    index('vaccination_bookings_user_idx').on(t.userId),
    index('vaccination_bookings_patient_idx').on(t.patientId, t.vaccineCode),
    index('vaccination_bookings_starts_idx').on(t.startsAt),
    check('vaccination_bookings_status', sql`${t.status} in ('pending_payment', 'booked', 'given', 'completed', 'cancelled')`),
  ],
)
