import { randomUUID as systemUUID } from 'node:crypto'
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import type { LabResultRowInput } from '../../../contracts/lab-desk.ts'
import type { Db } from '../../db/client.ts'
import { labBookingItems, labBookings, labSlots } from './schema.ts'
import { labReports, labResultRows } from './report-schema.ts'
import { orders, isOrderNumber, type AddressSnapshot } from '../orders/index.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { type EventBus, userTopic } from '../events/index.ts'
import type { Notifier } from '../notify/index.ts'
import { auditStaffAction } from '../staff/index.ts'
import { inspectPdf, type FileStorage, MAX_UPLOAD_BYTES, newStorageKey, sniffType } from '../storage/index.ts'
import { LAB_BOOKING_LABELS, labBookingTransition, type LabBookingEvent, type LabBookingStatus } from './booking-states.ts'
import { renderLabReportPdf, type LabReport } from './report-pdf.ts'
import {
  bookingPatients,
  flagResult,
  groupCollections,
  missingResults,
  templateFor,
  type BookedPatient,
  type ResultFlag,
} from './results-rules.ts'
import { dayBounds, slotLabel } from './slot-rules.ts'

// The labs desk (issue 11 §6): staff of the labs (ROLE_ADMIN, ROLE_LAB_OPS; the pages check) see a day's home
// collections by slot and area, mark a booking's samples collected and sent for processing, enter each booked test's
// results row by row (value, unit, reference range; flagged against the range) or upload the lab's own PDF for a
// patient. Once every test of a patient has results, that patient's report PDF is made (report-pdf.ts) and kept in the
// private file storage; once every patient has a report, the booking is report_ready. Every move goes through the
// booking's state machine (booking-states.ts) in one transaction with its audit row and the live event on the
// customer's topic; the customer is told by SMS after it commits. The customer downloads a report through
// reports-api.ts (their own bookings only).

type Tx = Db
type BookingRow = typeof labBookings.$inferSelect
type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof labBookingItems.$inferSelect
type ResultRow = typeof labResultRows.$inferSelect
type ReportRow = typeof labReports.$inferSelect

/** The statuses of a booking whose collection is planned or done (the day's list shows these). */
const ON_THE_DAY: LabBookingStatus[] = ['booked', 'sample_collected', 'processing', 'report_ready']
/** Results and the lab's PDF are taken once the sample is collected, until the booking's reports are ready. */
const TAKES_RESULTS: ReadonlySet<LabBookingStatus> = new Set(['sample_collected', 'processing'])

const bookingNotFound = (number: string) => AppError.notFound(`No lab booking ${number.slice(0, 20)}`, 'unknown_booking')

export interface LabDeskDeps {
  now: Clock
  storage: FileStorage
  notifier: Notifier
  logger: Logger
  /** The event bus: each move reaches the customer's open pages (order_status events on their topic). */
  events?: EventBus | null
  randomUUID?: () => string
  /** A booking's new status, inside the move's transaction (issue 25: the corporate health check follows it). */
  onStatus?: (tx: Tx, orderId: number, status: LabBookingStatus) => Promise<void>
}

export interface DeskUpload {
  /** The file's name on the staff member's computer: messages only. */
  name: string
  bytes: Uint8Array
}

export function createLabDesk(db: Db, deps: LabDeskDeps) {
  const { now, storage } = deps
  const uuid = deps.randomUUID ?? systemUUID

  async function bookingByNumber(tx: Tx, number: string, lock: boolean): Promise<{ order: OrderRow; booking: BookingRow }> {
    if (!isOrderNumber(number)) throw bookingNotFound(number)
    const [order] = await tx.select().from(orders).where(eq(orders.number, number))
    if (!order) throw bookingNotFound(number)
    const q = tx.select().from(labBookings).where(eq(labBookings.orderId, order.id))
    const [booking] = lock ? await q.for('update') : await q
    if (!booking) throw bookingNotFound(number)
    return { order, booking }
  }

  const itemsOf = (tx: Tx, orderId: number) =>
    tx
      .select()
      .from(labBookingItems)
      .where(eq(labBookingItems.orderId, orderId))
      .orderBy(asc(labBookingItems.position), asc(labBookingItems.id))

  async function rowsOf(tx: Tx, itemIds: number[]): Promise<ResultRow[]> {
    if (!itemIds.length) return []
    return tx
      .select()
      .from(labResultRows)
      .where(inArray(labResultRows.itemId, itemIds))
      .orderBy(asc(labResultRows.itemId), asc(labResultRows.position))
  }

  const reportsOf = (tx: Tx, orderId: number) =>
    tx.select().from(labReports).where(eq(labReports.orderId, orderId)).orderBy(asc(labReports.patientKey))

  /** The live event of a booking's new status on the customer's topic (sent when the transaction commits). */
  async function publish(tx: Tx, userId: number, number: string, status: LabBookingStatus) {
    await deps.events?.publish(tx, userTopic(userId), { order: number, status, label: LAB_BOOKING_LABELS[status] })
  }

  /** After commit: an SMS to the account's phone; a failure is logged, never undoes the move. */
  async function tell(userId: number, text: string) {
    try {
      const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
      if (u?.phone) await deps.notifier.send({ channel: 'sms', to: `+91${u.phone}`, text })
    } catch (error) {
      deps.logger.warn('lab booking message not sent', { userId, err: String(error) })
    }
  }

  function mustMove(status: LabBookingStatus, event: LabBookingEvent): LabBookingStatus {
    const step = labBookingTransition(status, event)
    if (!step.ok) throw AppError.conflict(step.message, undefined, 'booking_state')
    return step.to
  }

  // ---- reading ----

  /** A day's collections (India's date), by slot and then area, with each booking's patients and tests. */
  async function day(date: string) {
    const { from, to } = dayBounds(date)
    const rows = await db
      .select({ order: orders, booking: labBookings, slot: labSlots, customer: { name: users.name, phone: users.phone } })
      .from(labBookings)
      .innerJoin(orders, eq(orders.id, labBookings.orderId))
      .innerJoin(labSlots, eq(labSlots.id, labBookings.slotId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(gte(labSlots.startsAt, from), lt(labSlots.startsAt, to), inArray(labBookings.status, ON_THE_DAY)))
    const items = rows.length
      ? await db
          .select()
          .from(labBookingItems)
          .where(
            inArray(
              labBookingItems.orderId,
              rows.map((r) => r.order.id),
            ),
          )
      : []
    const collections = rows.map(({ order, booking, slot, customer }) => {
      const address = order.address as AddressSnapshot
      const status = booking.status as LabBookingStatus
      return {
        number: order.number,
        slotStartsAt: slot.startsAt,
        pincode: address.pincode,
        city: address.city,
        address: [address.address, address.landmark].filter(Boolean).join(', '),
        contact: `${address.recipientName} · ${address.phone}`,
        customer: customer.name ?? customer.phone ?? '',
        labName: booking.labName,
        status,
        statusLabel: LAB_BOOKING_LABELS[status],
        collectedAt: booking.collectedAt,
        patients: bookingPatients(items.filter((i) => i.orderId === order.id)).map((p) => ({
          key: p.key,
          name: p.name,
          age: p.age,
          gender: p.gender,
          tests: p.items.map((i) => i.testName),
        })),
        canCollect: labBookingTransition(status, 'collect').ok,
        canProcess: labBookingTransition(status, 'process').ok,
      }
    })
    return groupCollections(collections).map((s) => ({ ...s, label: slotLabel(s.startsAt) }))
  }

  /** One booking as the desk's page shows it: patients, each test with its rows (or the form's starting rows), reports. */
  async function get(number: string) {
    const { order, booking } = await bookingByNumber(db, number, false)
    const [items, reports, [slot], [customer]] = await Promise.all([
      itemsOf(db, order.id),
      reportsOf(db, order.id),
      db.select().from(labSlots).where(eq(labSlots.id, booking.slotId)),
      db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, order.userId)),
    ])
    const rows = await rowsOf(
      db,
      items.map((i) => i.id),
    )
    const status = booking.status as LabBookingStatus
    return {
      order,
      booking,
      status,
      statusLabel: LAB_BOOKING_LABELS[status],
      slot: slot!,
      customer: { name: customer?.name ?? null, phone: customer?.phone ?? null },
      takesResults: TAKES_RESULTS.has(status),
      canCollect: labBookingTransition(status, 'collect').ok,
      canProcess: labBookingTransition(status, 'process').ok,
      patients: bookingPatients(items).map((p) => ({
        ...p,
        report: reports.find((r) => r.patientKey === p.key) ?? null,
        tests: p.items.map((i) => {
          const mine = rows.filter((r) => r.itemId === i.id)
          return { item: i, rows: mine, template: mine.length ? [] : templateFor(i.testName) }
        }),
      })),
    }
  }

  // ---- moves ----

  async function move(staffId: number, number: string, event: 'collect' | 'process') {
    const result = await db.transaction(async (tx) => {
      const { order, booking } = await bookingByNumber(tx, number, true)
      const from = booking.status as LabBookingStatus
      const to = mustMove(from, event)
      const at = now()
      await tx
        .update(labBookings)
        .set({ status: to, updatedAt: at, ...(event === 'collect' ? { collectedAt: at } : {}) })
        .where(eq(labBookings.orderId, order.id))
      await deps.onStatus?.(tx, order.id, to)
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: `lab.${event}`,
        targetUserId: order.userId,
        subject: { orderId: order.id, number: order.number },
        before: { status: from },
        after: { status: to, ...(event === 'collect' ? { collectedAt: at.toISOString() } : {}) },
      })
      await publish(tx, order.userId, order.number, to)
      return { userId: order.userId, number: order.number, status: to }
    })
    if (event === 'collect') {
      await tell(
        result.userId,
        `MedWise: the samples of lab booking ${result.number} are collected. We will tell you when the reports are ready.`,
      )
    }
    return result
  }

  const collect = (staffId: number, number: string) => move(staffId, number, 'collect')
  const processing = (staffId: number, number: string) => move(staffId, number, 'process')

  /** The report data of a patient from the booking and the rows (in the items' order). */
  function reportOf(
    order: OrderRow,
    booking: BookingRow,
    patient: BookedPatient<ItemRow>,
    rows: ResultRow[],
    at: Date,
  ): LabReport {
    return {
      bookingNumber: order.number,
      labName: booking.labName,
      patient: { name: patient.name, age: patient.age, gender: patient.gender },
      collectedAt: booking.collectedAt,
      reportedAt: at,
      tests: patient.items.map((i) => ({
        name: i.testName,
        rows: rows
          .filter((r) => r.itemId === i.id)
          .map((r) => ({
            name: r.name,
            value: r.value,
            unit: r.unit,
            range: { low: r.refLow, high: r.refHigh, text: r.refText },
            flag: r.flag as ResultFlag | null,
          })),
      })),
    }
  }

  /**
   * Keeps a patient's report file and its row (replacing an older one, whose file is removed after commit); a file
   * written for a transaction that then fails is removed too.
   */
  async function keepReport(
    tx: Tx,
    staffId: number,
    orderId: number,
    patient: { key: string; name: string },
    source: 'entered' | 'uploaded',
    bytes: Uint8Array,
    at: Date,
    written: string[],
  ): Promise<string | null> {
    const key = newStorageKey('lab-reports', 'pdf', at, uuid)
    await storage.put(key, bytes, 'application/pdf')
    written.push(key)
    const [old] = await tx
      .select()
      .from(labReports)
      .where(and(eq(labReports.orderId, orderId), eq(labReports.patientKey, patient.key)))
    const values = {
      patientName: patient.name,
      source,
      storageKey: key,
      bytes: bytes.length,
      createdBy: staffId,
      createdAt: at,
    }
    if (old) await tx.update(labReports).set(values).where(eq(labReports.id, old.id))
    else await tx.insert(labReports).values({ orderId, patientKey: patient.key, ...values })
    return old?.storageKey ?? null
  }

  /**
   * Inside a results or upload transaction: when every patient has a report, the booking is report_ready (through the
   * state machine: from sample_collected or processing).
   */
  async function reportReadyIfComplete(tx: Tx, order: OrderRow, booking: BookingRow, patients: BookedPatient<ItemRow>[]) {
    const reports = await reportsOf(tx, order.id)
    if (!patients.every((p) => reports.some((r) => r.patientKey === p.key))) return null
    const to = mustMove(booking.status as LabBookingStatus, 'report')
    await tx.update(labBookings).set({ status: to, updatedAt: now() }).where(eq(labBookings.orderId, order.id))
    await deps.onStatus?.(tx, order.id, to)
    await publish(tx, order.userId, order.number, to)
    return to
  }

  /** Runs a results or upload change; files written for a failed one are removed, replaced ones after commit. */
  async function withFiles<T extends { replaced: Array<string | null>; userId: number; number: string; ready: boolean }>(
    work: (tx: Tx, written: string[]) => Promise<T>,
  ): Promise<T> {
    const written: string[] = []
    let result: T
    try {
      result = await db.transaction((t) => work(t, written))
    } catch (error) {
      await Promise.all(written.map((k) => storage.delete(k).catch(() => undefined)))
      throw error
    }
    for (const k of result.replaced) {
      if (k) await storage.delete(k).catch((err: unknown) => deps.logger.warn('old lab report not removed', { err: String(err) }))
    }
    if (result.ready) {
      await tell(
        result.userId,
        `MedWise: the reports of lab booking ${result.number} are ready. Download them from My bookings on MedWise.`,
      )
    }
    return result
  }

  function mustTakeResults(booking: BookingRow) {
    const status = booking.status as LabBookingStatus
    if (!TAKES_RESULTS.has(status)) {
      throw AppError.conflict(
        status === 'report_ready'
          ? 'The reports of this booking are ready; results cannot change now'
          : `Results are entered once the sample is collected (the booking is ${LAB_BOOKING_LABELS[status].toLowerCase()})`,
        undefined,
        'booking_state',
      )
    }
  }

  /**
   * The results of one booked test (replacing what was entered before), each row flagged against its range. When the
   * patient's every test has results, the patient's report is made and kept; when every patient has one, the booking
   * is report_ready.
   */
  async function saveResults(staffId: number, number: string, itemId: number, input: LabResultRowInput[]) {
    return withFiles(async (tx, written) => {
      const { order, booking } = await bookingByNumber(tx, number, true)
      mustTakeResults(booking)
      const items = await itemsOf(tx, order.id)
      const item = items.find((i) => i.id === itemId)
      if (!item) throw AppError.notFound('That test is not part of this booking', 'unknown_item')
      const at = now()
      const before = await rowsOf(tx, [item.id])
      await tx.delete(labResultRows).where(eq(labResultRows.itemId, item.id))
      await tx.insert(labResultRows).values(
        input.map((r, position) => {
          const range = { low: r.low ?? null, high: r.high ?? null, text: r.range ?? null }
          return {
            itemId: item.id,
            position,
            name: r.name,
            value: r.value,
            unit: r.unit,
            refLow: range.low,
            refHigh: range.high,
            refText: range.low === null && range.high === null ? range.text : null,
            flag: flagResult(r.value, range),
            enteredBy: staffId,
            enteredAt: at,
          }
        }),
      )
      const patients = bookingPatients(items)
      const patient = patients.find((p) => p.items.some((i) => i.id === item.id))!
      const rows = await rowsOf(
        tx,
        patient.items.map((i) => i.id),
      )
      const withRows = new Set(rows.map((r) => r.itemId))
      const replaced: Array<string | null> = []
      let report = false
      if (missingResults(patient, withRows).length === 0) {
        const bytes = await renderLabReportPdf(reportOf(order, booking, patient, rows, at))
        replaced.push(await keepReport(tx, staffId, order.id, patient, 'entered', bytes, at, written))
        report = true
      }
      const ready = await reportReadyIfComplete(tx, order, booking, patients)
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'lab.results',
        targetUserId: order.userId,
        subject: { orderId: order.id, number: order.number, itemId: item.id, test: item.testName, patient: patient.key },
        before: { status: booking.status, rows: before.length },
        after: {
          status: ready ?? booking.status,
          rows: input.length,
          flagged: rows.filter((r) => r.itemId === item.id && r.flag !== null).length,
          report,
        },
      })
      return { replaced, userId: order.userId, number: order.number, ready: ready !== null, report, patientKey: patient.key }
    })
  }

  /**
   * The lab's own PDF as a patient's report (a PDF by its bytes, at most 10 MB, without scripts or encryption): it
   * replaces a report made from entered results; when every patient has one, the booking is report_ready.
   */
  async function uploadReport(staffId: number, number: string, patientKey: string, file: DeskUpload) {
    const problem =
      file.bytes.length === 0
        ? 'The file is empty'
        : file.bytes.length > MAX_UPLOAD_BYTES
          ? `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`
          : sniffType(file.bytes) !== 'application/pdf'
            ? 'The lab’s report must be a PDF file'
            : inspectPdf(file.bytes).ok
              ? null
              : 'This PDF could not be accepted (damaged, password-protected or with scripts). Please ask the lab for a plain PDF'
    if (problem) throw AppError.invalid(problem, 'report', 'bad_report_file')
    return withFiles(async (tx, written) => {
      const { order, booking } = await bookingByNumber(tx, number, true)
      mustTakeResults(booking)
      const patients = bookingPatients(await itemsOf(tx, order.id))
      const patient = patients.find((p) => p.key === patientKey)
      if (!patient) throw AppError.notFound('That patient is not part of this booking', 'unknown_patient')
      const at = now()
      const replaced = [await keepReport(tx, staffId, order.id, patient, 'uploaded', file.bytes, at, written)]
      const ready = await reportReadyIfComplete(tx, order, booking, patients)
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'lab.upload',
        targetUserId: order.userId,
        subject: { orderId: order.id, number: order.number, patient: patient.key },
        before: { status: booking.status, replaced: replaced[0] !== null },
        after: { status: ready ?? booking.status, bytes: file.bytes.length },
      })
      return { replaced, userId: order.userId, number: order.number, ready: ready !== null, patientKey: patient.key }
    })
  }

  // ---- the customer's side ----

  async function ownBooking(userId: number, number: string) {
    if (!isOrderNumber(number)) throw bookingNotFound(number)
    const [row] = await db
      .select({ orderId: orders.id })
      .from(orders)
      .innerJoin(labBookings, eq(labBookings.orderId, orders.id))
      .where(and(eq(orders.number, number), eq(orders.userId, userId)))
    if (!row) throw AppError.notFound(`No lab booking ${number.slice(0, 20)} in your account`, 'unknown_booking')
    return row.orderId
  }

  const reportUrl = (number: string, key: string) => `/pwa-api/labs/bookings/${number}/reports/${key}`

  /** The account's reports of one of its bookings (another account's booking: 404). */
  async function reports(userId: number, number: string) {
    const orderId = await ownBooking(userId, number)
    const rows: ReportRow[] = await reportsOf(db, orderId)
    return rows.map((r) => ({
      patient_key: r.patientKey,
      patient_name: r.patientName,
      source: r.source as 'entered' | 'uploaded',
      created_at: r.createdAt.toISOString(),
      url: reportUrl(number, r.patientKey),
    }))
  }

  /** A patient's report PDF of a booking, with the name it is saved as; 404 until it is made. */
  async function fileOf(orderId: number, number: string, patientKey: string) {
    const [row] = await db
      .select()
      .from(labReports)
      .where(and(eq(labReports.orderId, orderId), eq(labReports.patientKey, patientKey)))
    const missing = () => AppError.notFound('This report is not ready yet', 'unknown_report')
    if (!row) throw missing()
    const file = await storage.get(row.storageKey)
    if (!file) {
      deps.logger.error('lab report file missing', { orderId, patientKey })
      throw missing()
    }
    const safeName = row.patientName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'patient'
    return { bytes: file.bytes, filename: `lab-report-${number}-${safeName}.pdf` }
  }

  /** The booking's account downloads a patient's report; another account's booking is 404. */
  async function reportFile(userId: number, number: string, patientKey: string) {
    return fileOf(await ownBooking(userId, number), number, patientKey)
  }

  /**
   * The desk opens a patient's report (to check what the customer got, or to answer a call): any booking's, so each
   * read is audited (lab.report_read) like the desk's moves; a medical record is never read unseen.
   */
  async function staffReportFile(staffId: number, number: string, patientKey: string) {
    const { order } = await bookingByNumber(db, number, false)
    const file = await fileOf(order.id, order.number, patientKey)
    await auditStaffAction(db, now, {
      actorUserId: staffId,
      action: 'lab.report_read',
      targetUserId: order.userId,
      subject: { orderId: order.id, number: order.number, patient: patientKey },
    })
    return file
  }

  return { day, get, collect, process: processing, saveResults, uploadReport, reports, reportFile, staffReportFile }
}
export type LabDesk = ReturnType<typeof createLabDesk>
