import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { REJECT_TEXTS, type RejectReason } from '../../../core/pharmacist/options.ts'
import { MAX_TITLE_CHARS } from '../../../core/records/vocabulary.ts'
import type { Db } from '../../db/client.ts'
import type { Logger } from '../../lib/logger.ts'
import { consultations, ePrescriptions } from '../consultations/index.ts'
import { bookingPatients, labBookingItems, labBookings, labReports, labResultRows } from '../labs/index.ts'
import { orders } from '../orders/index.ts'
import { patients } from '../patients/index.ts'
import { orderPrescriptions, prescriptionFiles, prescriptions } from '../prescriptions/index.ts'
import { healthRecordAbha, healthRecordShares, healthRecords } from './schema.ts'
import { indiaDate, type RecordsService } from './service.ts'

// Filing (issue 26 §1; decision 073): where the product's own health documents become records. One composer a source,
// each reading its source's rows through the source module's face and handing the composed record to the records
// service (which writes only its own tables), idempotent by source and reference; the hooks (server/services.ts)
// call them inside the source's transaction, and `backfill` files what existed before, as often as it is run:
// - a lab booking's reports, with their structured results (DiagnosticReport), when the booking's reports are ready;
// - the prescriptions uploaded for an order, with the pharmacist's decision (Prescription), on each move of the order
//   (the decision moves it); its invoice (HealthDocumentRecord) on the moves after the one that issued its number
//   (confirmed), and with a lab booking's reports;
// - a consultation's e-prescription (OPConsultation), when the doctor signs it. The doctor's notes are private to the
//   doctor (decision 064) and are not filed.

const clip = (s: string, n = MAX_TITLE_CHARS) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`)
const sameName = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ')

/** The member a document is filed under: its own patient when the account's, else the one of its name, else 'self'. */
async function memberFor(tx: Db, userId: number, who: { patientId?: number | null; name: string }): Promise<number | null> {
  const rows = await tx
    .select({ id: patients.id, name: patients.name, relation: patients.relation })
    .from(patients)
    .where(eq(patients.userId, userId))
    .orderBy(asc(patients.createdAt), asc(patients.id))
  if (who.patientId && rows.some((p) => p.id === who.patientId)) return who.patientId
  return rows.find((p) => sameName(p.name, who.name))?.id ?? rows.find((p) => p.relation === 'self')?.id ?? null
}

export function createRecordsFiling(db: Db, deps: { records: Pick<RecordsService, 'fileRecord'>; logger?: Logger }) {
  const { records } = deps

  /** A lab booking's reports, one record a patient, with the results entered for it. */
  async function labBooking(tx: Db, orderId: number): Promise<number> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
    const [booking] = await tx.select().from(labBookings).where(eq(labBookings.orderId, orderId))
    if (!order || !booking) return 0
    const reports = await tx.select().from(labReports).where(eq(labReports.orderId, orderId))
    if (!reports.length) return 0
    const items = await tx.select().from(labBookingItems).where(eq(labBookingItems.orderId, orderId))
    const rows = items.length
      ? await tx
          .select()
          .from(labResultRows)
          .where(
            inArray(
              labResultRows.itemId,
              items.map((i) => i.id),
            ),
          )
          .orderBy(asc(labResultRows.itemId), asc(labResultRows.position))
      : []
    let filed = 0
    for (const report of reports) {
      const patient = bookingPatients(items).find((p) => p.key === report.patientKey)
      if (!patient) continue
      const patientId = await memberFor(tx, order.userId, {
        patientId: patient.items.find((i) => i.patientId !== null)?.patientId ?? null,
        name: patient.name,
      })
      if (patientId === null) continue
      const itemIds = new Set(patient.items.map((i) => i.id))
      const results = rows.filter((r) => itemIds.has(r.itemId))
      const flagged = results.filter((r) => r.flag !== null).length
      await records.fileRecord(tx, {
        userId: order.userId,
        patientId,
        kind: 'DiagnosticReport',
        title: clip(patient.items.map((i) => i.testName).join(', ')),
        date: indiaDate(report.createdAt),
        provider: booking.labName,
        tags: ['lab test'],
        source: 'lab_report',
        sourceRef: `${orderId}:${report.patientKey}`,
        summary: results.length
          ? `${results.length} ${results.length === 1 ? 'result' : 'results'}, ${flagged} outside the reference range · booking ${order.number}`
          : `The lab’s report · booking ${order.number}`,
        link: `/pwa-api/labs/bookings/${order.number}/reports/${report.patientKey}`,
        observations: results.map((r) => ({
          name: r.name,
          value: r.value,
          unit: r.unit,
          low: r.refLow,
          high: r.refHigh,
          rangeText: r.refText,
          flag: r.flag,
        })),
      })
      filed += 1
    }
    // The booking's order (its invoice once lab bills exist; issued when the order was confirmed).
    return filed + (await fileOrder(tx, orderId))
  }

  /** An order's uploaded prescriptions (with the pharmacist's decision) and its invoice. */
  async function fileOrder(tx: Db, orderId: number): Promise<number> {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId))
    if (!o) return 0
    let filed = 0
    const attached = await tx
      .select({ p: prescriptions })
      .from(orderPrescriptions)
      .innerJoin(prescriptions, eq(prescriptions.id, orderPrescriptions.prescriptionId))
      // An e-prescription's pharmacy copy is filed with its consultation.
      .where(and(eq(orderPrescriptions.orderId, orderId), isNull(prescriptions.consultationId)))
    for (const { p } of attached) {
      const patientId = await memberFor(tx, p.userId, { name: p.patientName })
      if (patientId === null) continue
      const [firstFile] = await tx
        .select({ id: prescriptionFiles.id })
        .from(prescriptionFiles)
        .where(eq(prescriptionFiles.prescriptionId, p.id))
        .orderBy(asc(prescriptionFiles.position))
        .limit(1)
      const decision =
        p.status === 'approved'
          ? 'Checked and approved by our pharmacist'
          : p.status === 'rejected'
            ? `Not accepted by our pharmacist: ${REJECT_TEXTS[p.rejectReason as RejectReason] ?? REJECT_TEXTS.other}`
            : 'Waiting for our pharmacist’s check'
      await records.fileRecord(tx, {
        userId: p.userId,
        patientId,
        kind: 'Prescription',
        title: clip(p.prescriberName ? `Prescription by ${p.prescriberName}` : `Prescription for ${p.patientName}`),
        date: p.prescribedOn ?? indiaDate(p.createdAt),
        provider: p.prescriberName ?? '',
        source: 'order_prescription',
        sourceRef: String(p.id),
        summary: `${decision} · order ${o.number}`,
        link: firstFile ? `/pwa-api/api/v4/prescriptions/${p.id}/files/${firstFile.id}` : null,
      })
      filed += 1
    }
    // A lab booking's order has no invoice to download yet (orders/invoices.ts LAB_BILL_NOT_AVAILABLE): nothing filed.
    if (o.invoiceNumber && o.cartType !== 'labs') {
      const patientId = await memberFor(tx, o.userId, { name: '' })
      if (patientId !== null) {
        await records.fileRecord(tx, {
          userId: o.userId,
          patientId,
          kind: 'HealthDocumentRecord',
          title: `Invoice ${o.invoiceNumber}`,
          date: indiaDate(o.placedAt),
          provider: 'MedWise',
          tags: ['invoice'],
          source: 'invoice',
          sourceRef: String(o.id),
          summary: `Tax invoice of order ${o.number}`,
          link: `/order/${o.number}/invoice.pdf`,
        })
        filed += 1
      }
    }
    return filed
  }

  /** A consultation's signed e-prescription: the consultation's record. */
  async function consultation(tx: Db, consultationId: number): Promise<number> {
    const [row] = await tx
      .select({ c: consultations, rx: ePrescriptions })
      .from(ePrescriptions)
      .innerJoin(consultations, eq(consultations.id, ePrescriptions.consultationId))
      .where(eq(ePrescriptions.consultationId, consultationId))
    if (!row) return 0
    const { c, rx } = row
    const patientId = await memberFor(tx, c.userId, { patientId: c.patientId, name: c.patientName })
    if (patientId === null) return 0
    await records.fileRecord(tx, {
      userId: c.userId,
      patientId,
      kind: 'OPConsultation',
      title: clip(`Consultation with ${rx.doctorName}`),
      date: rx.prescribedOn,
      provider: rx.doctorName,
      tags: ['consultation'],
      source: 'e_prescription',
      sourceRef: String(consultationId),
      summary: clip(`Diagnosis: ${rx.diagnosis}${rx.provisional ? ' (provisional)' : ''}`, 200),
      // The e-prescription's PDF, served to the consultation's patient (consultations/prescribing.ts prescriptionPdfPath).
      link: `/pwa-api/api/v1/consultations/${consultationId}/prescription/pdf`,
    })
    return 1
  }

  /** Each id filed in its own transaction; one that fails is logged and left for the next run. */
  async function each(ids: number[], work: (tx: Db, id: number) => Promise<number>, what: string): Promise<number> {
    let filed = 0
    for (const id of ids) {
      try {
        filed += await db.transaction((tx) => work(tx, id))
      } catch (error) {
        deps.logger?.warn('record not filed', { what, id, err: String(error) })
      }
    }
    return filed
  }

  return {
    labBooking,
    order: fileOrder,
    consultation,

    /**
     * Files everything that existed before the records store (or was missed): every lab booking with a report, every
     * order with a prescription or an invoice, every signed e-prescription, that has no record yet. Idempotent: run it
     * as often as wanted.
     */
    async backfill(): Promise<{ labReports: number; orders: number; consultations: number }> {
      // Only what is not filed yet (an anti-join on source and reference): a run over a filed database is cheap.
      const missing = (source: string, ref: SQL) =>
        sql`not exists (select 1 from ${healthRecords} h where h.source = ${source} and h.source_ref = ${ref})`
      const labOrders = await db
        .selectDistinct({ id: labReports.orderId })
        .from(labReports)
        .where(missing('lab_report', sql`${labReports.orderId}::text || ':' || ${labReports.patientKey}`))
      const rxOrders = await db
        .selectDistinct({ id: orderPrescriptions.orderId })
        .from(orderPrescriptions)
        .where(missing('order_prescription', sql`${orderPrescriptions.prescriptionId}::text`))
      const invoiced = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(isNotNull(orders.invoiceNumber), missing('invoice', sql`${orders.id}::text`)))
      const rx = await db
        .select({ id: ePrescriptions.consultationId })
        .from(ePrescriptions)
        .where(missing('e_prescription', sql`${ePrescriptions.consultationId}::text`))
      const orderIds = [...new Set([...rxOrders, ...invoiced].map((r) => r.id))].sort((a, b) => a - b)
      return {
        labReports: await each(
          labOrders.map((r) => r.id),
          labBooking,
          'lab report',
        ),
        orders: await each(orderIds, fileOrder, 'order'),
        consultations: await each(
          rx.map((r) => r.id),
          consultation,
          'e-prescription',
        ),
      }
    },
  }
}
export type RecordsFiling = ReturnType<typeof createRecordsFiling>

/** An account absorbed in a merge (auth's AccountMergeHook): its records become the survivor's, with its patients. */
export async function mergeRecords(tx: Db, absorbedId: number, survivorId: number): Promise<void> {
  await tx.update(healthRecords).set({ userId: survivorId }).where(eq(healthRecords.userId, absorbedId))
  await tx.update(healthRecordShares).set({ userId: survivorId }).where(eq(healthRecordShares.userId, absorbedId))
  await tx.update(healthRecordAbha).set({ userId: survivorId }).where(eq(healthRecordAbha.userId, absorbedId))
}
