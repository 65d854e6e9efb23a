import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// The partner offers module's tables (issue 27 §3; decision 085): partners, their offers (a discount code or a free
// service), each offer's pool of codes, and who claimed which. A code is claimed once, by one person; a person claims
// one code of an offer, and is shown the same one again. Codes are not secrets, but they are never logged.

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  about: text('about').notNull(),
  logoUrl: text('logo_url').notNull(),
  website: text('website'),
  /** Seeded sample partners say so. */
  sample: boolean('sample').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

export const partnerOffers = pgTable(
  'partner_offers',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** core/partner-offers/rules.ts OFFER_KINDS: discount_code | free_service */
    kind: text('kind').notNull(),
    /** core/partner-offers/rules.ts OFFER_ELIGIBILITY: everyone | members | corporate */
    eligibility: text('eligibility').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The terms, a paragraph each. */
    terms: jsonb('terms').$type<string[]>().notNull(),
    howToUse: text('how_to_use').notNull(),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('partner_offers_partner_idx').on(t.partnerId),
    check('partner_offers_kind', sql`${t.kind} in ('discount_code', 'free_service')`),
    check('partner_offers_eligibility', sql`${t.eligibility} in ('everyone', 'members', 'corporate')`),
    check('partner_offers_window', sql`${t.startsAt} < ${t.endsAt}`),
  ],
)

/** An offer's pool: each code is given to one person at most (claimed_at set once, in the claim's transaction). */
export const partnerOfferCodes = pgTable(
  'partner_offer_codes',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => partnerOffers.id),
    code: text('code').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_offer_codes_code_idx').on(t.offerId, t.code),
    // The claim's one query: the first free code of the offer.
    index('partner_offer_codes_free_idx')
      .on(t.offerId, t.id)
      .where(sql`${t.claimedAt} is null`),
  ],
)

/** Who holds which code: one claim per person and offer, one claim per code. */
export const partnerOfferClaims = pgTable(
  'partner_offer_claims',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => partnerOffers.id),
    userId: integer('user_id').notNull(),
    codeId: integer('code_id')
      .notNull()
      .references(() => partnerOfferCodes.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('partner_offer_claims_person_idx').on(t.offerId, t.userId),
    uniqueIndex('partner_offer_claims_code_idx').on(t.codeId),
    index('partner_offer_claims_user_idx').on(t.userId),
  ],
)
