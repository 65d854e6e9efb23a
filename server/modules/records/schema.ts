import { sql } from 'drizzle-orm'
import { check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { patients } from '../patients/index.ts'

// The records module's tables (issue 26 §1; decision 073): one table every kind of health record is a row in, and the
// structured observations of a lab report. A row filed from another part of the product (a lab report, a prescription
// uploaded for an order, an e-prescription, an invoice) names its source and the source's reference, unique together,
// so filing twice (the hook and the backfill, a retried move) files once; a person's upload is source 'upload' with the
// upload's idempotency key as its reference. Files: an upload's own, private, through the storage interface
// (`storage_key`); a filed record points at its source's own download (`link`), which checks the owner again.

export const healthRecords = pgTable(
  'health_records',
  {
    id: serial('id').primaryKey(),
    /** The owning account: only it sees the row (another account's record is a 404). */
    userId: integer('user_id').notNull(),
    /** The family member it belongs to (server/modules/patients); the record goes with the member. */
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** core/records/vocabulary.ts RECORD_KINDS (ABDM's health information types). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The day of the record (the report's, the prescription's), India's date. */
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    /** The doctor or lab. */
    provider: text('provider').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** core/records/vocabulary.ts RECORD_SOURCES. */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    summary: text('summary').notNull().default(''),
    /** A filed record's document: its source's own download path (null: none). */
    link: text('link'),
    /** An upload's file in the private storage, its type by its bytes, its size. */
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('health_records_source_idx').on(t.source, t.sourceRef),
    // The timeline's keyset: a member's records newest first.
    index('health_records_timeline_idx').on(t.patientId, t.recordDate, t.id),
    index('health_records_user_idx').on(t.userId),
    check(
      'health_records_words',
      sql`${t.kind} in ('OPConsultation', 'Prescription', 'DiagnosticReport', 'DischargeSummary', 'ImmunizationRecord', 'HealthDocumentRecord', 'WellnessRecord')
        and ${t.source} in ('lab_report', 'order_prescription', 'e_prescription', 'invoice', 'vaccination', 'upload')
        and (${t.storageKey} is null or ${t.source} = 'upload')`,
    ),
  ],
)

/** A measured lab parameter of a record (a DiagnosticReport's results): what trends are drawn from. */
export const healthRecordObservations = pgTable(
  'health_record_observations',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => healthRecords.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The parameter as the lab named it; `code`: the key trends group by (core/records/trends.ts parameterKey). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    unit: text('unit').notNull().default(''),
    refLow: doublePrecision('ref_low'),
    refHigh: doublePrecision('ref_high'),
    refText: text('ref_text'),
    flag: text('flag'),
  },
  (t) => [uniqueIndex('health_record_observations_position_idx').on(t.recordId, t.position)],
)

// Sharing (issue 26 §3; decisions 074, 079): a link to one record or to a member's whole record as filed when the
// link was made. Only the token's SHA-256 is kept (the link is shown once); a retried create (the same idempotency
// key of the same account) answers the same share. Each view of the link is a row of its log: when, the network
// (IPv4 /24, IPv6 /48) and a coarse browser label, never the address or the user agent. Both go with the member.
export const healthRecordShares = pgTable(
  'health_record_shares',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** core/records/share.ts SHARE_SCOPES: 'record' (record_id) or 'patient' (the whole record as it stood). */
    scope: text('scope').notNull(),
    /** A one-record share goes with its record. */
    recordId: integer('record_id').references(() => healthRecords.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    idempotencyKey: text('idempotency_key'),
    hours: integer('hours').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('health_record_shares_token_idx').on(t.tokenHash),
    uniqueIndex('health_record_shares_key_idx').on(t.userId, t.idempotencyKey),
    index('health_record_shares_patient_idx').on(t.patientId, t.createdAt),
    check(
      'health_record_shares_scope',
      sql`(${t.scope} = 'record' and ${t.recordId} is not null) or (${t.scope} = 'patient' and ${t.recordId} is null)`,
    ),
  ],
)

export const healthRecordShareViews = pgTable(
  'health_record_share_views',
  {
    id: serial('id').primaryKey(),
    shareId: integer('share_id')
      .notNull()
      .references(() => healthRecordShares.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The viewer's network: 203.0.113.0/24, 2001:db8::/48, or null. */
    network: text('network'),
    /** 'Chrome on Android' … (core/records/share.ts describeUserAgent). */
    device: text('device').notNull(),
  },
  (t) => [index('health_record_share_views_share_idx').on(t.shareId, t.at)],
)

// A member's ABHA number (the 14 digits) and ABHA address (`name@abdm`), kept after format checks only (decision 074:
// core/records/abha.ts); the FHIR export names the member by them. One row a member, going with the member.
export const healthRecordAbha = pgTable('health_record_abha', {
  patientId: integer('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  abhaNumber: text('abha_number'),
  abhaAddress: text('abha_address'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
