import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// The cart module's tables (one migration journal for the whole database: server/db/migrations).

/** A cart per visitor (guest, keyed by the VISITOR-ID cookie) or user, per cart type (spec 2 §3 'Cart types'). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id'),
    userId: integer('user_id'),
    type: text('type').notNull(), // pharmacy | labs | done_in_one | pharmacy_buy_now | cp_labs
    city: text('city'),
    labId: integer('lab_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_visitor_type_idx').on(t.visitorId, t.type), index('carts_user_idx').on(t.userId)],
)

/** A line of a cart: a product (pharmacy) or a lab test (labs), with its quantity or patient count. */
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
  (t) => [primaryKey({ columns: [t.cartId, t.skuId] })],
)
