import { sql } from 'drizzle-orm'
import { check, foreignKey, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { patients } from '../patients/schema.ts'

// The cart module's tables (one migration journal for the whole database: server/db/migrations).

/**
 * A cart belongs to one owner (cart/owner.ts): an account, or a visitor before sign-in (the VISITOR-ID cookie), and
 * there is at most one cart per owner and type (spec 2 §3 'Cart types'). Lines carry no prices: every read prices
 * them at the catalog's current price, and an order copies the prices at placement.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id'),
    userId: integer('user_id'),
    type: text('type').notNull(), // pharmacy | labs | done_in_one | pharmacy_buy_now | cp_labs
    city: text('city'),
    labId: integer('lab_id'),
    /** The coupon code applied to a pharmacy cart (checked again at every read and at placement). */
    couponCode: text('coupon_code'),
    /** The address chosen at the address step (an account's cart only); orders copy it at placement. */
    addressId: integer('address_id'),
    /** A labs cart's chosen home-collection slot (lab_slots); taken only when the booking is placed. */
    labSlotId: integer('lab_slot_id'),
    /**
     * The care plan ticked to buy with this cart's order (issue 23: the cart's upsell, the payment page's checkbox,
     * the plans page): priced into the bill, its benefits applied to this very order.
     */
    carePlanId: integer('care_plan_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_visitor_type_idx').on(t.visitorId, t.type),
    uniqueIndex('carts_user_type_idx').on(t.userId, t.type),
    check('carts_one_owner', sql`(${t.visitorId} is null) <> (${t.userId} is null)`),
  ],
)

/** A product line of a pharmacy cart and its quantity (1–20). */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.skuId] }), check('cart_items_quantity', sql`${t.quantity} between 1 and 20`)],
)

/** A lab test line of a labs cart; its patients are lab_cart_item_patients (none chosen yet counts as one). */
export const labCartItems = pgTable(
  'lab_cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    testId: integer('test_id').notNull(),
    /**
     * The lab that does this line (issue 11 §3): the cart's lab, or another when the visitor kept a test the cart's
     * lab does not offer (a partial cart, priced per lab). Null on lines made before labs priced per lab.
     */
    labId: integer('lab_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.testId] })],
)

/** The patients a lab test line is booked for (spec 2 §3 'patient_ids'): the account's own patients. */
export const labCartItemPatients = pgTable(
  'lab_cart_item_patients',
  {
    cartId: integer('cart_id').notNull(),
    testId: integer('test_id').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.testId, t.patientId] }),
    foreignKey({ columns: [t.cartId, t.testId], foreignColumns: [labCartItems.cartId, labCartItems.testId] }).onDelete('cascade'),
  ],
)
