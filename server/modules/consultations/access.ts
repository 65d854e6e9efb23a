import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { consultations, doctors } from './schema.ts'

// Who may see a consultation (issue 24 §4, 'Bad input and failure'): the account that booked it (the patient's side)
// and the doctor whose consultation it is; for everyone else it does not exist (every read, file and socket answers
// 404). The one check the booking pages, the room, the desk and the e-prescription share.

export type ConsultationRow = typeof consultations.$inferSelect
export type ConsultationSide = 'patient' | 'doctor'

export interface ConsultationAccess {
  consultation: ConsultationRow
  side: ConsultationSide
}

/**
 * The consultation `id` as `userId` sees it, and from which side; null when it is not theirs (or does not exist).
 * A doctor who also booked a consultation for themselves sees it from the patient's side.
 */
export async function consultationFor(db: Db, id: number, userId: number): Promise<ConsultationAccess | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const [own] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.userId, userId)))
    .limit(1)
  if (own !== undefined) return { consultation: own, side: 'patient' }
  const [theirs] = await db
    .select({ consultation: consultations })
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(and(eq(consultations.id, id), eq(doctors.userId, userId)))
    .limit(1)
  return theirs === undefined ? null : { consultation: theirs.consultation, side: 'doctor' }
}
