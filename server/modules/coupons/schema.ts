import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'

// The coupons module's tables (one migration journal for the whole database: server/db/migrations).

/** A discount code (issue 9: flat or percent, minimum order, maximum discount, validity, per-account use, first order). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper case letters and digits, as people type it. */
    code: text('code').notNull(),
    /** The one line people read ('Flat ₹100 off on orders above ₹999'). */
    description: text('description').notNull(),
    kind: text('kind').notNull(), // flat | percent
    /** flat: paise off; percent: whole percent off. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').$type<Paise>().notNull(),
    /** percent coupons: the most they take off; null = no cap. */
    maxDiscountPaise: integer('max_discount_paise').$type<Paise>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** How many orders of one account may use it. */
    perAccountLimit: integer('per_account_limit').notNull().default(1),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_kind', sql`${t.kind} in ('flat', 'percent')`),
    check('coupons_value', sql`${t.value} > 0 and (${t.kind} = 'flat' or ${t.value} <= 100)`),
  ],
)

/** A coupon used by an order; released (deleted) when the order is cancelled before it ships. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id').notNull(),
    orderId: integer('order_id').notNull(),
    discountPaise: integer('discount_paise').$type<Paise>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_user_idx').on(t.userId, t.couponId),
    uniqueIndex('coupon_redemptions_order_idx').on(t.orderId),
  ],
)
