import { asc, eq, inArray, or } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { safeEntryName } from '../../../core/data-rights/export-rules.ts'
import type { Db } from '../../db/client.ts'
import { otpCodes, sessions, users } from '../auth/index.ts'
import { carePlanSavings, memberships } from '../care-plan/index.ts'
import { addresses } from '../addresses/index.ts'
import { labBookingItems, labBookings, labReports, labResultRows } from '../labs/index.ts'
import { orderEvents, orderLines, orderReturns, orders, orderShipments } from '../orders/index.ts'
import { patients } from '../patients/index.ts'
import { orderPrescriptions, prescriptionFiles, prescriptionMedicines, prescriptions } from '../prescriptions/index.ts'
import { consentEvents } from '../profile/index.ts'
import { healthRecordObservations, healthRecords } from '../records/index.ts'
import { reviews } from '../reviews/index.ts'
import type { FileStorage } from '../storage/index.ts'

// What a person's copy of their data holds (issue 26 §6; decision 080), entry by entry: a JSON file per part and the
// files themselves, produced one at a time (a generator) so that the archive is written as it is read, each stored file
// fetched through the storage interface when its turn comes and let go after (each part's files come before its JSON,
// which names them, so that a file is read once). Like the records filing, it reads the
// owners' tables through their faces, read-only, and uses their services where a service says it better (the profile,
// the wallet's ledger, saved payment methods as the provider masks them, the tax invoices). Secrets are left out: no
// session token or OTP hash, no storage key, no payment token beyond what the saved-methods list shows.

export interface ExportEntry {
  name: string
  bytes: Uint8Array
  /** JSON and text deflate well; PDFs, JPEGs and PNGs are compressed already. */
  compress: boolean
}

export interface ExportSources {
  db: Db
  storage: FileStorage
  profile: { get(userId: number): Promise<unknown> }
  wallet: { entries(userId: number, limit?: number): Promise<unknown[]> }
  savedMethods: { list(userId: number): Promise<unknown[]> }
  invoices: { invoiceOf(userId: number, number: string): Promise<unknown> }
}

/** The JSON files every archive has, in order (README.txt first). */
export const EXPORT_JSON_FILES = [
  'profile.json',
  'family-members.json',
  'addresses.json',
  'orders.json',
  'prescriptions.json',
  'lab-bookings.json',
  'health-records.json',
  'wallet.json',
  'care-plan.json',
  'consents.json',
  'sign-in-history.json',
  'reviews.json',
  'saved-payment-methods.json',
] as const

const README = `Your MedWise data

This archive holds what your MedWise account holds about you, as of the time it was prepared:

profile.json                 your name, e-mail, mobile number, gender, date of birth, preferences and consents
family-members.json          the family members you added
addresses.json               your address book
orders.json                  your orders with their lines, shipments, status history and tax invoices
                             (each invoice's PDF is on the order's page)
prescriptions.json           the prescriptions you uploaded and what the pharmacist read from them
lab-bookings.json            your lab bookings, their tests, reports and results
health-records.json          your health records, with their measured values
wallet.json                  your MedWise Cash and rewards ledger
care-plan.json               your Care Plan memberships and what they saved you
consents.json                every consent you gave or withdrew, with its date
sign-in-history.json         your sign-ins (sessions) and one-time-password requests
reviews.json                 your ratings and reviews
saved-payment-methods.json   the payment methods saved with our payment provider (masked: we never hold card numbers)
files/                       your uploaded prescriptions and records, and lab reports

Amounts ending in _paise are in paise (100 paise = 1 rupee). Times are in UTC (ISO 8601).
`

const SECRET_KEYS = new Set(['codeHash', 'idHash', 'storageKey', 'storagePrefix'])

/** A database row as the archive says it: snake_case keys, dates as ISO strings, secrets left out. */
export function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (SECRET_KEYS.has(k)) continue
      out[k.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)] = plain(v)
    }
    return out
  }
  return value
}

const json = (name: string, value: unknown): ExportEntry => ({
  name,
  bytes: new TextEncoder().encode(`${JSON.stringify(plain(value), null, 2)}\n`),
  compress: true,
})

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' }
const extensionOf = (contentType: string | null | undefined) => EXTENSIONS[contentType ?? ''] ?? 'bin'

/** A stored file's entry name: `files/<folder>/<id>-<safe name>` with the extension its type says. */
function fileName(folder: string, id: string | number, name: string, contentType: string | null | undefined) {
  const ext = extensionOf(contentType)
  const safe = safeEntryName(name, `file.${ext}`)
  return `files/${folder}/${id}-${/\.[a-z0-9]{1,8}$/i.test(safe) ? safe : `${safe}.${ext}`}`
}

/** `col in (ids)`, false for none. */
const within = (col: AnyPgColumn, ids: number[]) => inArray(col, ids.length ? ids : [-1])

const byKey = <T, K>(rows: T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>()
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r])
  return map
}

/**
 * The entries of `userId`'s archive, one at a time. A stored file that is missing (deleted under us) is named in its
 * JSON with `"file": null`; a storage that does not answer throws, and the job tries again later.
 */
export async function* exportEntries(src: ExportSources, userId: number): AsyncGenerator<ExportEntry> {
  const { db, storage } = src
  yield { name: 'README.txt', bytes: new TextEncoder().encode(README), compress: true }

  // The profile: the account's own row beside the profile as the page shows it.
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      phoneVerified: users.phoneVerified,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  yield json('profile.json', { account, profile: await src.profile.get(userId) })

  yield json('family-members.json', await db.select().from(patients).where(eq(patients.userId, userId)).orderBy(asc(patients.id)))
  yield json('addresses.json', await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)))

  // Orders with their lines, shipments, returns, events and tax invoices.
  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.placedAt), asc(orders.id))
  const orderIds = orderRows.map((o) => o.id)
  const inOrders = (col: AnyPgColumn) => within(col, orderIds)
  const [lines, shipments, returns, events] = await Promise.all([
    db.select().from(orderLines).where(inOrders(orderLines.orderId)).orderBy(asc(orderLines.position), asc(orderLines.id)),
    db.select().from(orderShipments).where(inOrders(orderShipments.orderId)).orderBy(asc(orderShipments.id)),
    db.select().from(orderReturns).where(inOrders(orderReturns.orderId)).orderBy(asc(orderReturns.id)),
    db.select().from(orderEvents).where(inOrders(orderEvents.orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ])
  const linesOf = byKey(lines, (l) => l.orderId)
  const shipmentsOf = byKey(shipments, (s) => s.orderId)
  const returnsOf = byKey(returns, (r) => r.orderId)
  const eventsOf = byKey(events, (e) => e.orderId)
  // The tax invoices as JSON (all an invoice says: seller, buyer, lines, HSN, GST); their PDFs are on each order's page
  // (rendering 200 PDFs would take most of the export's time). An invoice that cannot be built is left out with a note.
  const invoiceOf = new Map<number, unknown>()
  // A lab booking's order has an invoice number but no bill to build yet (orders/invoices.ts LAB_BILL_NOT_AVAILABLE).
  const invoiceable = (o: (typeof orderRows)[number]) => o.invoiceNumber !== null && o.cartType !== 'labs'
  for (const o of orderRows) {
    if (!invoiceable(o)) continue
    try {
      invoiceOf.set(o.id, await src.invoices.invoiceOf(userId, o.number))
    } catch {
      // left out, with the note below
    }
  }
  yield json(
    'orders.json',
    orderRows.map((o) => ({
      ...o,
      lines: linesOf.get(o.id) ?? [],
      shipments: shipmentsOf.get(o.id) ?? [],
      returns: returnsOf.get(o.id) ?? [],
      events: eventsOf.get(o.id) ?? [],
      invoice: invoiceOf.get(o.id) ?? null,
      ...(invoiceable(o) && !invoiceOf.has(o.id)
        ? { invoice_note: 'This tax invoice could not be included here; download it from the order’s page.' }
        : {}),
    })),
  )

  // Prescriptions, what was read from them, the orders they were attached to, and their files.
  const rxRows = await db.select().from(prescriptions).where(eq(prescriptions.userId, userId)).orderBy(asc(prescriptions.id))
  const rxIds = rxRows.map((r) => r.id)
  const inRx = (col: AnyPgColumn) => within(col, rxIds)
  const [rxFiles, medicines, attached] = await Promise.all([
    db.select().from(prescriptionFiles).where(inRx(prescriptionFiles.prescriptionId)).orderBy(asc(prescriptionFiles.position)),
    db.select().from(prescriptionMedicines).where(inRx(prescriptionMedicines.prescriptionId)),
    db.select().from(orderPrescriptions).where(inRx(orderPrescriptions.prescriptionId)),
  ])
  const rxFileName = (f: (typeof rxFiles)[number]) =>
    fileName('prescriptions', `${f.prescriptionId}-${f.position}`, f.originalName, f.contentType)
  const rxFilesOf = byKey(rxFiles, (f) => f.prescriptionId)
  const medicinesOf = byKey(medicines, (m) => m.prescriptionId)
  const attachedOf = byKey(attached, (a) => a.prescriptionId)
  const present = new Set<string>()
  for (const f of rxFiles) {
    const stored = await storage.get(f.storageKey)
    if (!stored) continue
    present.add(f.storageKey)
    yield { name: rxFileName(f), bytes: stored.bytes, compress: false }
  }
  yield json(
    'prescriptions.json',
    rxRows.map((r) => ({
      ...r,
      medicines: medicinesOf.get(r.id) ?? [],
      order_ids: (attachedOf.get(r.id) ?? []).map((a) => a.orderId),
      files: (rxFilesOf.get(r.id) ?? []).map((f) => ({ ...f, file: present.has(f.storageKey) ? rxFileName(f) : null })),
    })),
  )

  // Lab bookings (orders of the account), their tests, reports and results, and the reports' files.
  const bookingRows = await db.select().from(labBookings).where(inOrders(labBookings.orderId)).orderBy(asc(labBookings.orderId))
  const bookingIds = bookingRows.map((b) => b.orderId)
  const inBookings = (col: AnyPgColumn) => within(col, bookingIds)
  const [items, reports] = await Promise.all([
    db.select().from(labBookingItems).where(inBookings(labBookingItems.orderId)).orderBy(asc(labBookingItems.id)),
    db.select().from(labReports).where(inBookings(labReports.orderId)).orderBy(asc(labReports.id)),
  ])
  const itemIds = items.map((i) => i.id)
  const results = itemIds.length
    ? await db.select().from(labResultRows).where(inArray(labResultRows.itemId, itemIds)).orderBy(asc(labResultRows.id))
    : []
  const resultsOf = byKey(results, (r) => r.itemId)
  const itemsOf = byKey(items, (i) => i.orderId)
  const reportsOf = byKey(reports, (r) => r.orderId)
  const numberOf = new Map(orderRows.map((o) => [o.id, o.number]))
  const reportName = (r: (typeof reports)[number]) =>
    fileName('lab-reports', r.id, `${numberOf.get(r.orderId) ?? r.orderId}-${r.patientName}.pdf`, 'application/pdf')
  for (const r of reports) {
    const stored = await storage.get(r.storageKey)
    if (!stored) continue
    present.add(r.storageKey)
    yield { name: reportName(r), bytes: stored.bytes, compress: false }
  }
  yield json(
    'lab-bookings.json',
    bookingRows.map((b) => ({
      ...b,
      order_number: numberOf.get(b.orderId) ?? null,
      items: (itemsOf.get(b.orderId) ?? []).map((i) => ({ ...i, results: resultsOf.get(i.id) ?? [] })),
      reports: (reportsOf.get(b.orderId) ?? []).map((r) => ({ ...r, file: present.has(r.storageKey) ? reportName(r) : null })),
    })),
  )

  // Health records with their measured values, and the files the person uploaded.
  const recordRows = await db.select().from(healthRecords).where(eq(healthRecords.userId, userId)).orderBy(asc(healthRecords.id))
  const recordIds = recordRows.map((r) => r.id)
  const observations = recordIds.length
    ? await db.select().from(healthRecordObservations).where(inArray(healthRecordObservations.recordId, recordIds))
    : []
  const observationsOf = byKey(observations, (o) => o.recordId)
  const recordName = (r: (typeof recordRows)[number]) => fileName('health-records', r.id, r.title, r.contentType)
  for (const r of recordRows) {
    const stored = r.storageKey ? await storage.get(r.storageKey) : null
    if (!r.storageKey || !stored) continue
    present.add(r.storageKey)
    yield { name: recordName(r), bytes: stored.bytes, compress: false }
  }
  yield json(
    'health-records.json',
    recordRows.map((r) => ({
      ...r,
      observations: observationsOf.get(r.id) ?? [],
      file: r.storageKey && present.has(r.storageKey) ? recordName(r) : null,
    })),
  )

  yield json('wallet.json', await src.wallet.entries(userId, 1_000_000))
  const [terms, savings] = await Promise.all([
    db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(asc(memberships.id)),
    db.select().from(carePlanSavings).where(eq(carePlanSavings.userId, userId)).orderBy(asc(carePlanSavings.id)),
  ])
  yield json('care-plan.json', { memberships: terms, savings })
  yield json(
    'consents.json',
    await db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, userId))
      .orderBy(asc(consentEvents.at), asc(consentEvents.id)),
  )

  // Sign-ins: the sessions (never their token) and the one-time passwords sent to the account's phone or e-mail.
  const identifiers = [account?.phone ? `+91${account.phone}` : null, account?.email ?? null].filter((x): x is string => !!x)
  const [sessionRows, otpRows] = await Promise.all([
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, actingAsUserId: sessions.actingAsUserId })
      .from(sessions)
      .where(or(eq(sessions.userId, userId), eq(sessions.actingAsUserId, userId)))
      .orderBy(asc(sessions.createdAt)),
    identifiers.length
      ? db
          .select({
            identifier: otpCodes.identifier,
            purpose: otpCodes.purpose,
            channel: otpCodes.channel,
            createdAt: otpCodes.createdAt,
            consumedAt: otpCodes.consumedAt,
            attempts: otpCodes.attempts,
          })
          .from(otpCodes)
          .where(inArray(otpCodes.identifier, identifiers))
          .orderBy(asc(otpCodes.createdAt))
      : [],
  ])
  yield json('sign-in-history.json', {
    last_sign_in_at: account?.lastLoginAt ?? null,
    sessions: sessionRows.map((s) => ({
      started_at: s.createdAt,
      expires_at: s.expiresAt,
      by_staff_on_your_behalf: s.actingAsUserId === userId,
    })),
    one_time_passwords: otpRows,
  })
  yield json('reviews.json', await db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.id)))
  yield json('saved-payment-methods.json', await src.savedMethods.list(userId))
}
