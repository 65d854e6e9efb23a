import { eq, inArray, max } from 'drizzle-orm'
import type { AddMedicine, RecordPrescription } from '../../../contracts/pharmacist.ts'
import type { Db } from '../../db/client.ts'
import {
  addPrescribedMedicine,
  prescriptionMedicines,
  prescriptions,
  recordTranscription,
  removePrescribedMedicine,
} from '../prescriptions/index.ts'
import type { rxReviews } from './schema.ts'
import { auditStaffAction } from '../staff/index.ts'
import { products, type CatalogService, notSoldOnlineLabel } from '../catalog/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { lockAndClaim } from './claims.ts'
import { prescriptionIdsOf } from './queue.ts'

// Claiming an item and recording what its prescriptions say (issue 10 §3): the prescriber, the patient and the date,
// and the medicines named, matched to catalog SKUs (the catalog search is the pharmacist's). Each step claims the
// item, and a prescription once verified can no longer be changed.

export function createTranscription(db: Db, deps: { now: Clock; catalog: Pick<CatalogService, 'autocomplete'> }) {
  const { now } = deps

  // ---- Claiming and recording ----

  /** Takes the item (409 naming who has it while another pharmacist's claim is live). */
  async function claim(reviewId: number, staffId: number) {
    await db.transaction(async (tx) => {
      const before = await lockAndClaim(tx, reviewId, staffId, now())
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.claim',
        subject: { rxReviewId: reviewId },
        before: { claimedBy: before.claimedBy },
        after: { claimedBy: staffId },
      })
    })
  }

  /** The claimed item's prescription, locked: 404 when it is not one of the item's; 409 once verified. */
  async function editablePrescription(tx: Db, review: typeof rxReviews.$inferSelect, prescriptionId: number) {
    const ids = await prescriptionIdsOf(tx, review)
    if (!ids.includes(prescriptionId))
      throw AppError.notFound('That prescription is not part of this item', 'unknown_prescription')
    const [p] = await tx.select().from(prescriptions).where(eq(prescriptions.id, prescriptionId)).for('update')
    if (p!.status === 'approved') {
      throw AppError.conflict(
        `Prescription #${p!.id} was verified already; what it says can no longer be changed`,
        'prescription_id',
        'prescription_verified',
      )
    }
    return p!
  }

  /** What the pharmacist reads off the paper: prescriber, patient, date (claims the item). */
  async function record(reviewId: number, staffId: number, input: RecordPrescription) {
    await db.transaction(async (tx) => {
      const at = now()
      const review = await lockAndClaim(tx, reviewId, staffId, at)
      const p = await editablePrescription(tx, review, input.prescription_id)
      if (input.prescribed_on > new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)) {
        throw AppError.invalid('The date on the prescription cannot be in the future', 'prescribed_on', 'future_date')
      }
      const after = {
        prescriberName: input.prescriber_name,
        prescriberRegNo: input.prescriber_reg_no,
        prescriberAddress: input.prescriber_address,
        patientName: input.patient_name,
        patientAge: input.patient_age,
        prescribedOn: input.prescribed_on,
      }
      await recordTranscription(tx, p.id, after)
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.record',
        targetUserId: p.userId,
        subject: { rxReviewId: reviewId, prescriptionId: p.id },
        before: {
          prescriberName: p.prescriberName,
          prescriberRegNo: p.prescriberRegNo,
          prescriberAddress: p.prescriberAddress,
          patientName: p.patientName,
          patientAge: p.patientAge,
          prescribedOn: p.prescribedOn,
        },
        after,
      })
    })
  }

  /** A medicine the prescription names, matched to a catalog SKU (its salt key kept for equivalent brands). */
  async function addMedicine(reviewId: number, staffId: number, input: AddMedicine) {
    await db.transaction(async (tx) => {
      const review = await lockAndClaim(tx, reviewId, staffId, now())
      const p = await editablePrescription(tx, review, input.prescription_id)
      let sku: { id: number; name: string; pack: string; saltKey: string | null } | undefined
      if (input.sku_id !== undefined) {
        ;[sku] = await tx
          .select({ id: products.id, name: products.name, pack: products.pack, saltKey: products.saltKey })
          .from(products)
          .where(eq(products.id, input.sku_id))
        if (!sku) throw AppError.notFound('No such product in the catalog', 'unknown_sku')
      }
      const [{ last } = { last: 0 }] = await tx
        .select({ last: max(prescriptionMedicines.position) })
        .from(prescriptionMedicines)
        .where(eq(prescriptionMedicines.prescriptionId, p.id))
      const row = {
        prescriptionId: p.id,
        skuId: sku?.id ?? null,
        saltKey: sku?.saltKey ?? null,
        name: sku ? `${sku.name} (${sku.pack})` : input.name!,
        quantity: input.quantity,
        position: (last ?? 0) + 1,
      }
      const addedId = await addPrescribedMedicine(tx, row)
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.medicine.add',
        targetUserId: p.userId,
        subject: { rxReviewId: reviewId, prescriptionId: p.id, medicineId: addedId },
        after: row,
      })
    })
  }

  async function removeMedicine(reviewId: number, staffId: number, medicineId: number) {
    await db.transaction(async (tx) => {
      const review = await lockAndClaim(tx, reviewId, staffId, now())
      const [m] = await tx.select().from(prescriptionMedicines).where(eq(prescriptionMedicines.id, medicineId))
      if (!m) throw AppError.notFound('No such medicine on the prescription', 'unknown_medicine')
      const p = await editablePrescription(tx, review, m.prescriptionId)
      await removePrescribedMedicine(tx, medicineId)
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.medicine.remove',
        targetUserId: p.userId,
        subject: { rxReviewId: reviewId, prescriptionId: p.id, medicineId },
        before: m,
      })
    })
  }

  /** The catalog's medicines and products for a query (the search index), with what the pharmacist matches on. */
  async function searchCatalog(q: string) {
    const answer = await deps.catalog.autocomplete(q, ['allopathy', 'sku'], 10)
    const hits = [...answer.search_results, ...answer.search_suggestions.results].filter((h) => h.type !== 'generic')
    const ids = [...new Set(hits.map((h) => h.id))]
    if (!ids.length) return []
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        pack: products.pack,
        composition: products.composition,
        schedule: products.schedule,
        ndps: products.ndps,
        rxRequired: products.rxRequired,
        manufacturer: products.manufacturer,
      })
      .from(products)
      .where(inArray(products.id, ids))
    return ids.flatMap((id) => {
      const p = rows.find((r) => r.id === id)
      return p ? [{ ...p, notSoldOnline: notSoldOnlineLabel(p) }] : []
    })
  }

  return { claim, record, addMedicine, removeMedicine, searchCatalog }
}
