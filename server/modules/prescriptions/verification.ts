import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { prescriptionMedicines, prescriptions } from './schema.ts'

// What the pharmacist's check writes on prescriptions (issue 10 §3; pharmacist/ composes it with its queue and the
// audit): the transcription (prescriber, patient, date, medicines), the verdict, and how long the register keeps it.

export interface Transcription {
  prescriberName: string
  prescriberRegNo: string
  prescriberAddress: string | null
  patientName: string
  patientAge: number | null
  prescribedOn: string
}

export async function recordTranscription(tx: Db, prescriptionId: number, t: Transcription): Promise<void> {
  await tx.update(prescriptions).set(t).where(eq(prescriptions.id, prescriptionId))
}

export type PrescribedMedicine = typeof prescriptionMedicines.$inferInsert

/** A medicine written on the prescription, last in its list; answers its id. */
export async function addPrescribedMedicine(tx: Db, row: PrescribedMedicine): Promise<number> {
  const [added] = await tx.insert(prescriptionMedicines).values(row).returning({ id: prescriptionMedicines.id })
  return added!.id
}

export async function removePrescribedMedicine(tx: Db, medicineId: number): Promise<void> {
  await tx.delete(prescriptionMedicines).where(eq(prescriptionMedicines.id, medicineId))
}

/** The prescriptions an approval verified: approved, by whom and when (the date and fields were recorded before). */
export async function markVerified(tx: Db, ids: readonly number[], pharmacistId: number, at: Date): Promise<void> {
  if (!ids.length) return
  await tx
    .update(prescriptions)
    .set({ status: 'approved', verifiedBy: pharmacistId, verifiedAt: at, rejectReason: null, rejectNote: null })
    .where(and(inArray(prescriptions.id, [...ids]), ne(prescriptions.status, 'approved')))
}

/** Prescriptions the pharmacist refused as papers (illegible, expired…): rejected, unless verified already. */
export async function markRejected(
  tx: Db,
  ids: readonly number[],
  r: { reason: string; note: string | null; by: number; at: Date },
): Promise<void> {
  if (!ids.length) return
  await tx
    .update(prescriptions)
    .set({ status: 'rejected', rejectReason: r.reason, rejectNote: r.note, verifiedBy: r.by, verifiedAt: r.at })
    .where(and(inArray(prescriptions.id, [...ids]), or(isNull(prescriptions.verifiedBy), eq(prescriptions.status, 'uploaded'))))
}

/** The register keeps a prescription at least until `until` (ISO date): never shortened. */
export async function keepUntil(tx: Db, prescriptionId: number, until: string): Promise<void> {
  await tx
    .update(prescriptions)
    .set({ keepUntil: sql`greatest(coalesce(${prescriptions.keepUntil}, ${until}::date), ${until}::date)` })
    .where(eq(prescriptions.id, prescriptionId))
}
