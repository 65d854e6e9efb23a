import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'

// The orders module's tables (one migration journal for the whole database: server/db/migrations). An order copies
// prices, taxes and the address at placement and never reads the live catalog again; its status changes only through
// the state machine (orders/state-machine.ts), each change an order_events row.

/** The address an order ships to, as it was at placement. */
export interface AddressSnapshot {
  recipientName: string
  phone: string
  address: string
  landmark: string | null
  pincode: string
  city: string
  state: string
  country: string
  addressType: string
  addressName: string
  latitude: number | null
  longitude: number | null
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What people quote: 'MW' and 8 digits. */
    number: text('number').notNull(),
    userId: integer('user_id').notNull(),
    /** spec 2 §3 cart types: pharmacy | pharmacy_buy_now | done_in_one. */
    cartType: text('cart_type').notNull(),
    /** spec 2 §3 order source: PHARMACY. */
    source: text('source').notNull(),
    /** The state machine's state (orders/state-machine.ts). */
    status: text('status').notNull(),
    /** cod | wallet | online | wallet_online */
    paymentMethod: text('payment_method').notNull(),
    mrpTotalPaise: integer('mrp_total_paise').$type<Paise>().notNull(),
    itemTotalPaise: integer('item_total_paise').$type<Paise>().notNull(),
    couponCode: text('coupon_code'),
    couponDiscountPaise: integer('coupon_discount_paise').$type<Paise>().notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').$type<Paise>().notNull(),
    /** The care plan's extra discount on the lines (issue 23; each line's part is a care_plan_savings row). */
    memberDiscountPaise: integer('member_discount_paise')
      .$type<Paise>()
      .notNull()
      .default(sql`0`),
    /** The fee of a care plan bought with the order (its membership names the order). */
    carePlanFeePaise: integer('care_plan_fee_paise')
      .$type<Paise>()
      .notNull()
      .default(sql`0`),
    /** Item total − coupon − member discount + delivery + care plan fee: what the order costs. */
    totalPaise: integer('total_paise').$type<Paise>().notNull(),
    /** Paid from MedWise Cash; the rest is online or on delivery. */
    walletPaise: integer('wallet_paise')
      .$type<Paise>()
      .notNull()
      .default(sql`0`),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    /** The delivery city the stock was judged for. */
    city: text('city').notNull(),
    rxRequired: boolean('rx_required').notNull(),
    /** Unpaid online orders hold their stock until then (15 minutes). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    invoiceNumber: text('invoice_number'),
    cancelReason: text('cancel_reason'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_invoice_number_idx').on(t.invoiceNumber),
    index('orders_user_idx').on(t.userId, t.placedAt),
    // The order desk (decision 051): newest or oldest first, in all or in one state, and the cities orders went to.
    index('orders_placed_idx').on(t.placedAt, t.id),
    index('orders_status_placed_idx').on(t.status, t.placedAt, t.id),
    index('orders_city_idx').on(t.city),
    index('orders_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check('orders_money', sql`${t.totalPaise} >= 0 and ${t.walletPaise} >= 0 and ${t.walletPaise} <= ${t.totalPaise}`),
  ],
)

/** A line of an order, priced and taxed at placement. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id'),
    skuId: integer('sku_id').notNull(),
    name: text('name').notNull(),
    pack: text('pack').notNull(),
    manufacturer: text('manufacturer').notNull(),
    schedule: text('schedule').notNull(),
    rxRequired: boolean('rx_required').notNull(),
    hsn: text('hsn').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    quantity: integer('quantity').notNull(),
    mrpPaise: integer('mrp_paise').$type<Paise>().notNull(),
    pricePaise: integer('price_paise').$type<Paise>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_quantity', sql`${t.quantity} between 1 and 20`)],
)

/** The part of an order one fulfilment centre sends. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    centreId: integer('centre_id').notNull(),
    /** The delivery estimate at placement, in days. */
    etaDaysMin: integer('eta_days_min').notNull(),
    etaDaysMax: integer('eta_days_max').notNull(),
    trackingNumber: text('tracking_number'),
    courier: text('courier'),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    packedBy: integer('packed_by'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId), index('order_shipments_tracking_idx').on(t.trackingNumber)],
)

/** A return (issue 10 §4): within the window, of lines that may come back, with the refund it caused. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** [{ orderLineId, quantity }] */
    lines: jsonb('lines').$type<{ orderLineId: number; quantity: number }[]>().notNull(),
    reason: text('reason').notNull(),
    refundPaise: integer('refund_paise').$type<Paise>().notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId)],
)

/** The timeline and audit of an order: every status change, who made it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** customer | system | gateway | courier | staff:{id} */
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
)

/** GST wants invoice numbers in one unbroken series per financial year: the last number given, by year. */
export const invoiceSequences = pgTable('invoice_sequences', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
})
