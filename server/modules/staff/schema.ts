import { integer, pgTable, text } from 'drizzle-orm/pg-core'

// The staff module's tables (issue 10 §2; one migration journal for the whole database: server/db/migrations). Roles
// live on users.roles (spec 1 §6); what a pharmacist must show is here. Every staff action is an audit_log row.

/** A registered pharmacist (ROLE_PHARMACIST): the name and registration a register line and an invoice cite. */
export const pharmacists = pgTable('pharmacists', {
  userId: integer('user_id').primaryKey(),
  name: text('name').notNull(),
  /** The State Pharmacy Council registration number. */
  registrationNumber: text('registration_number').notNull(),
  council: text('council').notNull(),
})
