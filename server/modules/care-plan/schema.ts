import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'
import type { PlanTerms } from '../../../core/care-plan/plans.ts'

// The care-plan module's tables (issue 23; one migration journal for the whole database: server/db/migrations).

/** A plan on sale: its name, length, price and terms (core/care-plan/plans.ts). Reference data, seeded everywhere. */
export const carePlans = pgTable(
  'care_plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    durationMonths: integer('duration_months').notNull(),
    pricePaise: integer('price_paise').$type<Paise>().notNull(),
    mrpPaise: integer('mrp_paise').$type<Paise>().notNull(),
    terms: jsonb('terms').$type<PlanTerms>().notNull(),
    /** Seeded sample plans say so on every page that sells them. */
    sample: boolean('sample').notNull().default(false),
    onSale: boolean('on_sale').notNull().default(true),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('care_plans_code_idx').on(t.code),
    check('care_plans_money', sql`${t.pricePaise} > 0 and ${t.mrpPaise} >= ${t.pricePaise} and ${t.durationMonths} > 0`),
  ],
)

/**
 * A term of membership: bought with an order (the order that paid for it), moved only through the state machine
 * (core/care-plan/membership.ts). Its plan's terms are copied at purchase, as an order copies its prices.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    planId: integer('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    terms: jsonb('terms').$type<PlanTerms>().notNull(),
    /** pending_payment | active | cancelled | void */
    state: text('state').notNull(),
    feePaise: integer('fee_paise').$type<Paise>().notNull(),
    /** The order that sells it (its fee is a part of that order's total). */
    orderId: integer('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * Bought with a cash-on-delivery order: its benefits apply to that order, and to later ones once the cash is
     * collected (spec 2 §3 `cod_locked_state`, the `cod_benefit` widget).
     */
    codLocked: boolean('cod_locked').notNull().default(false),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundPaise: integer('refund_paise').$type<Paise>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId, t.endsAt),
    uniqueIndex('memberships_order_idx').on(t.orderId),
    // One purchase awaiting payment at a time: buying twice in a race gives one membership.
    uniqueIndex('memberships_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.state} = 'pending_payment'`),
    check('memberships_term', sql`${t.endsAt} > ${t.startsAt} and ${t.feePaise} > 0`),
  ],
)

/**
 * What a benefit saved, line by line with its order (core/care-plan/plans.ts SAVING_KINDS): the savings page's total
 * and detailed_savings are sums of these rows. A row of an order cancelled before it was fulfilled is voided, not
 * deleted, so the record of what happened stays.
 */
export const carePlanSavings = pgTable(
  'care_plan_savings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    /** The order line a line's saving belongs to (null for the order's delivery fee or cash back). */
    orderLineId: integer('order_line_id'),
    /** What the line was called, copied: the breakdown reads without joining the order. */
    label: text('label').notNull(),
    benefit: text('benefit').notNull(),
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('care_plan_savings_user_idx').on(t.userId, t.at),
    index('care_plan_savings_membership_idx').on(t.membershipId, t.at),
    index('care_plan_savings_order_idx').on(t.orderId),
    check('care_plan_savings_amount', sql`${t.amountPaise} > 0`),
  ],
)

/**
 * A sale members enter early (issue 23: the savings page's early_sale card and its remind-me, `GET /api/v4/set_reminder`):
 * members shop from `members_from`, everyone from `starts_at`.
 */
export const memberSales = pgTable(
  'member_sales',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    membersFrom: timestamp('members_from', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_sales_members_from_idx').on(t.membersFrom),
    check('member_sales_times', sql`${t.membersFrom} <= ${t.startsAt} and ${t.startsAt} < ${t.endsAt}`),
  ],
)
