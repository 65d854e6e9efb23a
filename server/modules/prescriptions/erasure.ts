import { and, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm'
import { ERASED_USER_ID, noteKept, type AccountEraser } from '../../lib/erasure.ts'
import { indiaDay } from './rules.ts'
import { cartPrescriptions, orderPrescriptions, prescriptionFiles, prescriptions } from './schema.ts'

// Erasure (decision 081): a prescription a pharmacist dispensed against is kept until its keep_until (Drugs and
// Cosmetics Rules 65: the Schedule H/H1/X record), detached from the account (user id 0), with its pages and the
// patient's and prescriber's names as written on it. Every other prescription goes, its files after the commit.

export const prescriptionsEraser: AccountEraser = {
  module: 'prescriptions',
  erases: ['prescriptions', 'prescription_files', 'prescription_medicines', 'order_prescriptions', 'cart_prescriptions'],
  keeps: ['prescriptions', 'prescription_files', 'prescription_medicines'],
  async erase(tx, { userId, now }, notes) {
    const today = indiaDay(now)
    const gone = await tx
      .select({ id: prescriptions.id })
      .from(prescriptions)
      .where(and(eq(prescriptions.userId, userId), or(isNull(prescriptions.keepUntil), lt(prescriptions.keepUntil, today))))
    const ids = gone.map((p) => p.id)
    if (ids.length > 0) {
      const files = await tx
        .select({ key: prescriptionFiles.storageKey })
        .from(prescriptionFiles)
        .where(inArray(prescriptionFiles.prescriptionId, ids))
      notes.files.push(...files.map((f) => f.key))
      await tx.delete(orderPrescriptions).where(inArray(orderPrescriptions.prescriptionId, ids))
      await tx.delete(cartPrescriptions).where(inArray(cartPrescriptions.prescriptionId, ids))
      await tx.delete(prescriptions).where(inArray(prescriptions.id, ids))
    }
    const kept = await tx
      .update(prescriptions)
      .set({ userId: ERASED_USER_ID })
      .where(and(eq(prescriptions.userId, userId), gte(prescriptions.keepUntil, today)))
      .returning({ id: prescriptions.id })
    noteKept(notes, 'prescriptions', kept.length)
  },
}
