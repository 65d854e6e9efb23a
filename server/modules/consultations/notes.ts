import { eq, sql } from 'drizzle-orm'
import type { ConsultationNotes } from '../../../contracts/consultation-notes.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { auditStaffAction } from '../staff/index.ts'
import { consultationFor } from './access.ts'
import { consultationNotes } from './notes-schema.ts'

// The doctor's private notes of a consultation (issue 24 §5; decision 064). Only the consultation's doctor reads or
// writes them: for everyone else, the patient's account included, the consultation does not exist (404, as every
// read of a consultation: access.ts). One current note per consultation, saved whole and edited in any state (before
// the consultation, during it and after it is completed); each save is audited as a staff action, without its text.

export interface NotesDeps {
  now: Clock
}

export type ConsultationNotesService = ReturnType<typeof createConsultationNotes>

const NOT_FOUND = () => AppError.notFound('We could not find that consultation', 'consultation_not_found')

export function createConsultationNotes(db: Db, deps: NotesDeps) {
  /** The consultation when `userId` is its doctor; a 404 for anyone else. */
  async function asDoctor(userId: number, id: number) {
    const found = await consultationFor(db, id, userId)
    if (found === null || found.side !== 'doctor') throw NOT_FOUND()
    return found.consultation
  }

  const view = (id: number, row: { text: string; updatedAt: Date } | undefined): ConsultationNotes => ({
    consultation_id: id,
    text: row?.text ?? '',
    updated_at: row ? row.updatedAt.toISOString() : null,
  })

  return {
    /** The consultation's note, as its doctor reads it (empty before the first save). */
    async read(userId: number, id: number): Promise<ConsultationNotes> {
      await asDoctor(userId, id)
      const [row] = await db.select().from(consultationNotes).where(eq(consultationNotes.consultationId, id)).limit(1)
      return view(id, row)
    },

    /** Replaces the consultation's note (`text` already checked: contracts/consultation-notes.ts). */
    async write(userId: number, id: number, text: string): Promise<ConsultationNotes> {
      const consultation = await asDoctor(userId, id)
      return db.transaction(async (tx) => {
        const at = deps.now()
        const [before] = await tx
          .select({ text: consultationNotes.text })
          .from(consultationNotes)
          .where(eq(consultationNotes.consultationId, id))
          .for('update')
        const [row] = await tx
          .insert(consultationNotes)
          .values({ consultationId: id, doctorUserId: userId, text, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: consultationNotes.consultationId,
            set: { text: sql`excluded.text`, doctorUserId: userId, updatedAt: at },
          })
          .returning()
        // Who saved and how much, never what: the note is the doctor's and the patient's, not the audit reader's.
        await auditStaffAction(tx, deps.now, {
          actorUserId: userId,
          action: 'consultation.notes',
          targetUserId: consultation.userId,
          subject: { consultationId: id },
          before: before ? { chars: before.text.length } : null,
          after: { chars: text.length },
        })
        return view(id, row)
      })
    },
  }
}
