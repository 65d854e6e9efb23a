import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { AddressSnapshot } from '../orders/schema.ts'

// The done-in-one module's tables (issue 10 §1; one migration journal for the whole database: server/db/migrations).
// A customer sends prescriptions and an address; a pharmacist turns them into a priced cart of type done_in_one; the
// customer reviews it (quantities may go down, never above what the prescription allows) and pays as for any cart.

/** An order by prescription alone: from 'Quick order' to the order it becomes. */
export const dioRequests = pgTable(
  'dio_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** pharmacy | labs ('Book Test From Prescription' joins the same queue). */
    kind: text('kind').notNull(),
    /** draft | waiting | cart_ready | ordered | rejected | cancelled */
    status: text('status').notNull(),
    addressId: integer('address_id'),
    address: jsonb('address').$type<AddressSnapshot>(),
    /** all: order everything on the prescription | call: call me to confirm the medicines */
    mode: text('mode').notNull().default('all'),
    /** The customer's permission to substitute an equivalent brand. */
    allowSubstitutes: boolean('allow_substitutes').notNull().default(false),
    orderId: integer('order_id'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dio_requests_user_idx').on(t.userId, t.createdAt)],
)

export const dioRequestPrescriptions = pgTable(
  'dio_request_prescriptions',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => dioRequests.id, { onDelete: 'cascade' }),
    prescriptionId: integer('prescription_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.prescriptionId] })],
)

/** The cart the pharmacist built: each SKU and the most the customer may order of it (the prescription's count). */
export const dioRequestLines = pgTable(
  'dio_request_lines',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => dioRequests.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.skuId] })],
)
