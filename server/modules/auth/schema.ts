import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// The auth module's tables (one migration journal for the whole database: server/db/migrations).

/**
 * One-time passwords (OWASP ASVS 5.0 §6.5–6.6): only a keyed hash is stored; bound to an identifier (+91 phone
 * or lower-cased e-mail) and a purpose; expire; single use; a few tries.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    purpose: text('purpose').notNull(), // login | conflict | merge | change:{user id}
    channel: text('channel').notNull(), // sms | call | email
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_identifier_idx').on(t.identifier, t.purpose, t.createdAt)],
)

/**
 * Accounts (issue 4). An e-mail on an account is always one its owner proved by OTP (or one the old system had
 * proved, for migrated accounts). A phone is a login identifier only once verified: older, migrated accounts may
 * carry an unverified phone, and several of them the same one (the conflict list of spec 1 §2.9).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    email: text('email'), // lower-cased
    phone: text('phone'), // 10 digits, without +91
    phoneVerified: boolean('phone_verified').notNull().default(false),
    migrated: boolean('migrated').notNull().default(false),
    isDoctor: boolean('is_doctor').notNull().default(false),
    isMerchant: boolean('is_merchant').notNull().default(false),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    failedOtpCount: integer('failed_otp_count').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    mergedInto: integer('merged_into'),
    /** Seeded for development (README's demo and staff accounts); production refuses to start while one exists. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_verified_phone_idx')
      .on(t.phone)
      .where(sql`${t.phoneVerified}`),
    index('users_phone_idx').on(t.phone),
  ],
)

/** Signed-in sessions: only the SHA-256 of the 128-bit cookie value is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    /** Super-login (spec 1 §6): the customer a staff member acts as. */
    actingAsUserId: integer('acting_as_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * One sign-in attempt across the popup's screens: which identifiers this browser has proved by OTP so far and
 * which one a code is pending for. Keyed by the SHA-256 of an HttpOnly cookie; short-lived.
 */
export const authFlows = pgTable('auth_flows', {
  idHash: text('id_hash').primaryKey(),
  isDoctor: boolean('is_doctor').notNull().default(false),
  merchant: boolean('merchant').notNull().default(false),
  verifiedPhone: text('verified_phone'),
  verifiedEmail: text('verified_email'),
  pendingPhone: text('pending_phone'),
  pendingEmail: text('pending_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * Single sign-on codes (spec 1 §4.4, auth/auto_login): a partner app or webview hands a one-time code to the web app,
 * bound by PKCE (RFC 7636, S256) to the verifier only the requester holds. Only the SHA-256 of the code is stored;
 * 60 seconds, single use.
 */
export const ssoCodes = pgTable('sso_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})
