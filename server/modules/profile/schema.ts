import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// The profile module's tables (issue 26 §5; one migration journal for the whole database: server/db/migrations). The
// name, e-mail and phone stay on the account (auth's users); the rest of the person's own details are here.

/** What a person says about themself beyond the account: gender and date of birth (both optional). */
export const profileDetails = pgTable('profile_details', {
  userId: integer('user_id').primaryKey(),
  gender: text('gender'), // male | female | other
  birthDate: date('birth_date'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/** How offers may reach a person, each channel opted into on its own (default off; order updates are always sent). */
export const communicationPreferences = pgTable('communication_preferences', {
  userId: integer('user_id').primaryKey(),
  offersSms: boolean('offers_sms').notNull().default(false),
  offersEmail: boolean('offers_email').notNull().default(false),
  offersWhatsapp: boolean('offers_whatsapp').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/**
 * Every consent a person gave or withdrew, with its date (append-only): the terms and privacy policy accepted at
 * sign-in (with their version), and each offer channel opted into or out of.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(), // core/profile/vocabulary.ts CONSENT_KINDS
    action: text('action').notNull(), // given | withdrawn
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The version of the text agreed to (terms, privacy); null for preferences. */
    version: text('version'),
    /** Where it was given: 'sign-in' or 'profile'. */
    source: text('source').notNull(),
  },
  (t) => [index('consent_events_user_idx').on(t.userId, t.at)],
)
