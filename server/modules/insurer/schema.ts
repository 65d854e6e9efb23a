import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'

// The insurer module's tables (issue 27 §4; decision 087): the partner's member list, the activations that tie a
// policy to one account, and what each activation's benefits were used for.

/**
 * The partner's policyholders: uploaded by staff as CSV (source 'upload'), or the sample list seeded in development
 * and tests only (source 'sample', server/db/seed/insurer.ts).
 */
export const insurerMembers = pgTable(
  'insurer_members',
  {
    id: serial('id').primaryKey(),
    /** Normalised (core/insurer/policy.ts). */
    policyNumber: text('policy_number').notNull(),
    name: text('name'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    coverUntil: date('cover_until', { mode: 'string' }),
    source: text('source').notNull(),
    /** The upload that last wrote the row (null: seeded). */
    uploadId: integer('upload_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('insurer_members_policy_idx').on(t.policyNumber)],
)

/** A member list staff uploaded: who, when, how many rows. */
export const insurerUploads = pgTable('insurer_uploads', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull(),
  fileName: text('file_name'),
  rows: integer('rows').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** One policy to one account, one account to one policy. */
export const insurerActivations = pgTable(
  'insurer_activations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    memberId: integer('member_id').notNull(),
    policyNumber: text('policy_number').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('insurer_activations_user_idx').on(t.userId), uniqueIndex('insurer_activations_member_idx').on(t.memberId)],
)

/**
 * A benefit used: the medicines discount of an order, the lab discount of a booking, a free consultation. 'used' while
 * the order stands; 'released' when it is cancelled (what is left grows back).
 */
export const insurerBenefitUses = pgTable(
  'insurer_benefit_uses',
  {
    id: serial('id').primaryKey(),
    activationId: integer('activation_id').notNull(),
    userId: integer('user_id').notNull(),
    /** medicine | lab | consultation */
    kind: text('kind').notNull(),
    orderId: integer('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    /** The calendar year in India the use counts in (the medicines cap). */
    year: integer('year').notNull(),
    /** used | released */
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('insurer_benefit_uses_order_idx').on(t.orderId, t.kind),
    index('insurer_benefit_uses_activation_idx').on(t.activationId, t.kind, t.year),
    check('insurer_benefit_uses_amount', sql`${t.amountPaise} >= 0`),
  ],
)
