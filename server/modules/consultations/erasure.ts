import { and, eq, gte, inArray, lt, notInArray } from 'drizzle-orm'
import { ERASED_USER_ID, noteKept, type AccountEraser } from '../../lib/erasure.ts'
import { indiaDay } from '../prescriptions/index.ts'
import { consultationNotes } from './notes-schema.ts'
import { ePrescriptions } from './prescription-schema.ts'
import { consultationMessages, consultationSignals } from './room-schema.ts'
import { consultationUploads } from './sale-schema.ts'
import { consultationAttachments, consultations } from './schema.ts'

// Erasure (decision 081): a consultation not yet over (unpaid, booked, waiting, in progress) blocks the erasure. An
// e-prescription is a prescription (Telemedicine Practice Guidelines 2020; kept until its keep_until, as printed and
// signed, naming its patient), so it and its consultation row stay, the row detached (user id 0) and blanked: no
// patient name, symptoms or consent-giver. The chat, files, signals, the doctor's notes and every other consultation go.

const OPEN = ['pending_payment', 'booked', 'waiting', 'in_progress']

export const consultationsEraser: AccountEraser = {
  module: 'consultations',
  erases: [
    'consultations',
    'consultation_messages',
    'consultation_signals',
    'consultation_attachments',
    'consultation_notes',
    'consultation_uploads',
    'e_prescriptions',
    'e_prescription_medicines',
    'e_prescription_tests',
  ],
  keeps: ['e_prescriptions', 'e_prescription_medicines', 'e_prescription_tests'],
  async blockers(db, { userId }) {
    const open = await db
      .select({ id: consultations.id, state: consultations.state })
      .from(consultations)
      .where(and(eq(consultations.userId, userId), inArray(consultations.state, OPEN)))
    return open.map((c) => `Consultation ${c.id} is still ${c.state.replaceAll('_', ' ')}.`)
  },
  async erase(tx, { userId, now }, notes) {
    const mine = tx.select({ id: consultations.id }).from(consultations).where(eq(consultations.userId, userId))
    const messages = await tx
      .delete(consultationMessages)
      .where(inArray(consultationMessages.consultationId, mine))
      .returning({ key: consultationMessages.storageKey })
    const attachments = await tx
      .delete(consultationAttachments)
      .where(inArray(consultationAttachments.consultationId, mine))
      .returning({ key: consultationAttachments.storageKey })
    const uploads = await tx
      .delete(consultationUploads)
      .where(eq(consultationUploads.userId, userId))
      .returning({ key: consultationUploads.storageKey })
    await tx.delete(consultationSignals).where(inArray(consultationSignals.consultationId, mine))
    await tx.delete(consultationNotes).where(inArray(consultationNotes.consultationId, mine))
    const today = indiaDay(now)
    const expired = await tx
      .delete(ePrescriptions)
      .where(and(inArray(ePrescriptions.consultationId, mine), lt(ePrescriptions.keepUntil, today)))
      .returning({ key: ePrescriptions.storageKey })
    notes.files.push(...[...messages, ...attachments, ...uploads, ...expired].flatMap((r) => (r.key ? [r.key] : [])))
    const prescribed = tx
      .select({ id: ePrescriptions.consultationId })
      .from(ePrescriptions)
      .where(gte(ePrescriptions.keepUntil, today))
    await tx.delete(consultations).where(and(eq(consultations.userId, userId), notInArray(consultations.id, prescribed)))
    const kept = await tx
      .update(consultations)
      .set({ userId: ERASED_USER_ID, patientId: null, patientName: '', patientAge: null, symptoms: '', consentBy: null })
      .where(eq(consultations.userId, userId))
      .returning({ id: consultations.id })
    noteKept(notes, 'e-prescriptions', kept.length)
  },
}
