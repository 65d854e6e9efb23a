import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Paise } from '../../../core/money.ts'
import type {
  Benefit,
  CorporateWalletEntryKind,
  Coverage,
  DependantRelation,
  HealthCheckFor,
} from '../../../core/corporate/vocabulary.ts'

// The corporate module's tables (issue 25; one migration journal for the whole database: server/db/migrations).

/** An employer whose employees we serve: spec 2 §2 `/corporate/{corporate_name}` is its slug. */
export const corporates = pgTable(
  'corporates',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    /** Seeded for development; production refuses to start while one exists (as demo accounts). */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('corporates_slug_idx').on(t.slug)],
)

/** The corporate's HR admins: accounts that run its console (`/corporate/{slug}/admin`) and nothing of another's. */
export const corporateAdmins = pgTable(
  'corporate_admins',
  {
    corporateId: integer('corporate_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.userId] }), index('corporate_admins_user_idx').on(t.userId)],
)

/**
 * A corporate's benefit policy for one year: the OPD wallet per employee split into its sub-wallets, family cover, and
 * the annual health check (a lab package of the catalog, by its test id) and who may take it.
 */
export const corporatePolicies = pgTable(
  'corporate_policies',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id').notNull(),
    year: integer('year').notNull(),
    pharmacyPaise: integer('pharmacy_paise').$type<Paise>().notNull(),
    labsPaise: integer('labs_paise').$type<Paise>().notNull(),
    consultationPaise: integer('consultation_paise').$type<Paise>().notNull(),
    familyCover: boolean('family_cover').notNull(),
    /** The lab package of the annual health check (labs' test id), or null: none this year. */
    healthCheckTestId: integer('health_check_test_id'),
    healthCheckFor: text('health_check_for').$type<HealthCheckFor>().notNull().default('employee'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('corporate_policies_year_idx').on(t.corporateId, t.year),
    check('corporate_policies_amounts', sql`${t.pharmacyPaise} >= 0 and ${t.labsPaise} >= 0 and ${t.consultationPaise} >= 0`),
    check('corporate_policies_for', sql`${t.healthCheckFor} in ('employee', 'employee_and_family')`),
  ],
)

/**
 * The roster: one row per employee of a corporate, as HR uploads it. An account is linked to a row (userId) when its
 * verified phone or proven e-mail is the row's: a claim by the person signing in, never a merge of accounts. Cover runs
 * from coverFrom to coverUntil (inclusive; null: open), so an employee who leaves keeps their history.
 */
export const corporateEmployees = pgTable(
  'corporate_employees',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id').notNull(),
    /** The employer's own id for the employee (unique within the corporate). */
    employeeCode: text('employee_code').notNull(),
    name: text('name').notNull(),
    gender: text('gender'), // male | female | other
    birthDate: date('birth_date'),
    /** Lower-cased. */
    workEmail: text('work_email'),
    /** 10 digits, without +91. */
    phone: text('phone'),
    coverage: text('coverage').$type<Coverage>().notNull(),
    coverFrom: date('cover_from').notNull(),
    coverUntil: date('cover_until'),
    userId: integer('user_id'),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('corporate_employees_code_idx').on(t.corporateId, t.employeeCode),
    index('corporate_employees_phone_idx').on(t.phone),
    index('corporate_employees_email_idx').on(t.workEmail),
    // One account is one employee of one corporate at a time.
    uniqueIndex('corporate_employees_user_idx').on(t.userId),
    check('corporate_employees_coverage', sql`${t.coverage} in ('self', 'self_and_family')`),
    check('corporate_employees_cover', sql`${t.coverUntil} is null or ${t.coverUntil} >= ${t.coverFrom}`),
  ],
)

/**
 * An employee's covered dependants (policy with family cover, employee with self_and_family). Once the employee's
 * account is linked, each dependant is also one of that account's patients (patients module), for bookings.
 */
export const corporateDependants = pgTable(
  'corporate_dependants',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id').notNull(),
    name: text('name').notNull(),
    relation: text('relation').$type<DependantRelation>().notNull(),
    gender: text('gender'),
    birthDate: date('birth_date'),
    patientId: integer('patient_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('corporate_dependants_employee_idx').on(t.employeeId),
    check('corporate_dependants_relation', sql`${t.relation} in ('spouse', 'child', 'parent', 'parent_in_law')`),
  ],
)

/**
 * The OPD wallet's balance per employee and sub-wallet. Kept beside the ledger so a debit is one conditional update
 * (`balance >= amount`): two orders placed at once can never both spend the same rupees, and the check constraint
 * holds the floor even against a bug.
 */
export const corporateWallets = pgTable(
  'corporate_wallets',
  {
    employeeId: integer('employee_id').notNull(),
    benefit: text('benefit').$type<Benefit>().notNull(),
    balancePaise: integer('balance_paise').$type<Paise>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.benefit] }),
    check('corporate_wallets_floor', sql`${t.balancePaise} >= 0`),
    check('corporate_wallets_benefit', sql`${t.benefit} in ('pharmacy', 'labs', 'consultation')`),
  ],
)

/**
 * Every movement of a sub-wallet: credits positive, debits negative, written in the same statement sequence as the
 * balance. (employee, kind, reference, benefit) is unique so a retried top-up, payment or refund is written once.
 */
export const corporateWalletEntries = pgTable(
  'corporate_wallet_entries',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    benefit: text('benefit').$type<Benefit>().notNull(),
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    kind: text('kind').$type<CorporateWalletEntryKind>().notNull(),
    /** What caused it: 'topup:12', 'order:34', 'order:34:return'. */
    reference: text('reference').notNull(),
    orderId: integer('order_id'),
    /** The balance of this sub-wallet after the entry (the history shows it without summing). */
    balanceAfterPaise: integer('balance_after_paise').$type<Paise>().notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('corporate_wallet_entries_history_idx').on(t.employeeId, t.id),
    index('corporate_wallet_entries_corporate_idx').on(t.corporateId, t.createdAt),
    uniqueIndex('corporate_wallet_entries_reference_idx').on(t.employeeId, t.kind, t.reference, t.benefit),
    check('corporate_wallet_entries_amount', sql`${t.amountPaise} <> 0`),
    check('corporate_wallet_entries_kind', sql`${t.kind} in ('top_up', 'payment', 'refund', 'withdrawal')`),
  ],
)

/**
 * Self-serve links (issue 25 §6): HR sends an employee without an account a single-use link; the token is stored
 * hashed, expires within 6 hours, and a reschedule link carries its reason. `uuid` is the link's public id (the
 * selfServeUUID cookie and header of spec 2 §3, §7).
 */
export const corporateSelfServeLinks = pgTable(
  'corporate_self_serve_links',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    corporateId: integer('corporate_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** booking | reschedule */
    purpose: text('purpose').notNull(),
    rescheduleReason: text('reschedule_reason'),
    /** The booking a reschedule link moves. */
    orderId: integer('order_id'),
    createdBy: integer('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('corporate_self_serve_links_uuid_idx').on(t.uuid),
    uniqueIndex('corporate_self_serve_links_token_idx').on(t.tokenHash),
    index('corporate_self_serve_links_employee_idx').on(t.employeeId),
    check('corporate_self_serve_links_purpose', sql`${t.purpose} in ('booking', 'reschedule')`),
  ],
)

/**
 * The annual health check (issue 25 §5–6): one row per covered person and policy year once booked, whether through
 * `/corporate/labs` or a self-serve link. The booking itself is a lab order (labs module); this row is what HR's
 * completion figures and the dashboard's per-member status read, without reading anyone's results (decision 065).
 */
export const corporateHealthChecks = pgTable(
  'corporate_health_checks',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    /** null: the employee themselves. */
    dependantId: integer('dependant_id'),
    year: integer('year').notNull(),
    /** The lab order that books it. */
    orderId: integer('order_id').notNull(),
    /** booked | sample_collected | report_ready | cancelled (follows the lab booking). */
    status: text('status').notNull(),
    /** 'corporate_labs' (the employee in the app) or 'self_serve' (a link from HR). */
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One live health check per person and year: a cancelled one may be booked again.
    uniqueIndex('corporate_health_checks_person_idx')
      .on(t.employeeId, sql`coalesce(${t.dependantId}, 0)`, t.year)
      .where(sql`${t.status} <> 'cancelled'`),
    index('corporate_health_checks_corporate_idx').on(t.corporateId, t.year),
    index('corporate_health_checks_order_idx').on(t.orderId),
    check('corporate_health_checks_status', sql`${t.status} in ('booked', 'sample_collected', 'report_ready', 'cancelled')`),
    check('corporate_health_checks_channel', sql`${t.channel} in ('corporate_labs', 'self_serve')`),
  ],
)
