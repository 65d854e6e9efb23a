import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { cities } from '../places/schema.ts'

// The inventory module's tables (one migration journal for the whole database: server/db/migrations). Stock lives in
// fulfilment centres, by batch (a batch number and an expiry date per lot, as the Drugs and Cosmetics Rules require
// on every sale); what an unpaid order holds is a reservation that expires.

/** A licensed warehouse-pharmacy that ships orders: its state decides CGST+SGST or IGST on the invoice. */
export const fulfilmentCentres = pgTable('fulfilment_centres', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  gstin: text('gstin').notNull(),
  /** Retail drug licence numbers (forms 20 and 21), printed on invoices. */
  drugLicence: text('drug_licence').notNull(),
  /** The registered pharmacist in charge (issue 10 §5): printed on invoices and in the footer's legal section. */
  pharmacistName: text('pharmacist_name').notNull().default(''),
  pharmacistRegNo: text('pharmacist_reg_no').notNull().default(''),
  active: boolean('active').notNull().default(true),
})

/** The cities a centre delivers to. */
export const centreCities = pgTable(
  'centre_cities',
  {
    centreId: integer('centre_id')
      .notNull()
      .references(() => fulfilmentCentres.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.cityId] }), index('centre_cities_city_idx').on(t.cityId)],
)

/** A lot of one SKU in one centre: what is on the shelf, by batch and expiry. */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: serial('id').primaryKey(),
    centreId: integer('centre_id')
      .notNull()
      .references(() => fulfilmentCentres.id),
    skuId: integer('sku_id').notNull(),
    batchNo: text('batch_no').notNull(),
    expiresOn: date('expires_on').notNull(),
    /** Units on the shelf; reservations are subtracted when availability is read. */
    onHand: integer('on_hand').notNull(),
  },
  (t) => [
    uniqueIndex('stock_batches_lot_idx').on(t.centreId, t.skuId, t.batchNo),
    index('stock_batches_sku_idx').on(t.skuId, t.centreId),
    check('stock_batches_on_hand', sql`${t.onHand} >= 0`),
  ],
)

/**
 * Units of a batch held for an order: 'held' until payment completes (then 'committed', and on_hand goes down) or the
 * hold expires or the order is cancelled ('released').
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => stockBatches.id),
    orderId: integer('order_id').notNull(),
    /** The order line the units are for (its batch and expiry go on the invoice). */
    orderLineId: integer('order_line_id'),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull(), // held | committed | released
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_reservations_batch_idx')
      .on(t.batchId)
      .where(sql`${t.status} = 'held'`),
    index('stock_reservations_order_idx').on(t.orderId),
    check('stock_reservations_quantity', sql`${t.quantity} > 0`),
  ],
)
