import { and, asc, eq, inArray } from 'drizzle-orm'
import { CANCER_CARE_TEXTS, requestReference } from '../../../core/cancer-care/vocabulary.ts'
import type { SecondOpinion } from '../../../contracts/cancer-care.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { users } from '../auth/index.ts'
import { auditStaffAction } from '../staff/index.ts'
import { displayName, inspectPdf, MAX_UPLOAD_BYTES, newStorageKey, sniffType, type UploadFile } from '../storage/index.ts'
import { type RequestRow, type Records, STORAGE_PREFIX } from './records.ts'
import { secondOpinionFiles, secondOpinionNotes, secondOpinionRequests } from './schema.ts'
import type { CancerCareDeps } from './service.ts'

// The care coordinator's side of the second opinion (issue 24 §8; the pages check ROLE_CCARE): the queue oldest first,
// a request with its notes and the oncologists it may go to, the reports and the opinion opened (audited), and the
// moves through core/cancer-care/states.ts, each in one transaction with its audit row: assign an oncologist, a note,
// the written opinion (a PDF: the patient is told after the commit), close.

export function createDesk(db: Db, deps: CancerCareDeps & { uuid: () => string }, records: Records) {
  const { now, storage, uuid } = deps
  const { toWire, rowFor, mustMove, tell, opinionOf } = records

  /** The queue, oldest first: the open requests (received, assigned), or every request. */
  async function queue(show: 'open' | 'all' = 'open'): Promise<SecondOpinion[]> {
    const rows = await db
      .select()
      .from(secondOpinionRequests)
      .where(show === 'open' ? inArray(secondOpinionRequests.state, ['received', 'assigned']) : undefined)
      .orderBy(asc(secondOpinionRequests.createdAt), asc(secondOpinionRequests.id))
      .limit(500)
    return toWire(db, rows)
  }

  /** A request with its notes (authors by name) and the oncologists it may go to. */
  async function staffView(id: number) {
    const row = await rowFor(db, id, false)
    const [wire] = await toWire(db, [row])
    const notes = await db
      .select({ id: secondOpinionNotes.id, text: secondOpinionNotes.text, at: secondOpinionNotes.createdAt, author: users.name })
      .from(secondOpinionNotes)
      .leftJoin(users, eq(users.id, secondOpinionNotes.authorId))
      .where(eq(secondOpinionNotes.requestId, id))
      .orderBy(asc(secondOpinionNotes.id))
    return {
      request: wire!,
      doctorId: row.doctorId,
      notes: notes.map((n) => ({ id: n.id, text: n.text, at: n.at.toISOString(), author: n.author ?? 'Staff' })),
      oncologists: await deps.oncologists(),
    }
  }

  /** A report the patient sent, opened by the coordinator: audited (a medical record is never read unseen). */
  async function staffFile(staffId: number, id: number, fileId: number) {
    const row = await rowFor(db, id, false)
    const [file] = await db
      .select()
      .from(secondOpinionFiles)
      .where(and(eq(secondOpinionFiles.id, fileId), eq(secondOpinionFiles.requestId, id)))
    if (!file) throw AppError.notFound('We could not find that report', 'file_not_found')
    const stored = await storage.get(file.storageKey)
    if (!stored) throw AppError.notFound('We could not find that report', 'file_not_found')
    await auditStaffAction(db, now, {
      actorUserId: staffId,
      action: 'second_opinion.file_read',
      targetUserId: row.userId,
      subject: { requestId: id, fileId },
    })
    return {
      bytes: stored.bytes,
      contentType: stored.contentType,
      filename: `${file.kind}-${file.position + 1}.${file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg'}`,
    }
  }

  /** The written opinion opened by the coordinator (audited like the reports). */
  async function staffOpinion(staffId: number, id: number) {
    const row = await rowFor(db, id, false)
    const file = await opinionOf(row)
    await auditStaffAction(db, now, {
      actorUserId: staffId,
      action: 'second_opinion.opinion_read',
      targetUserId: row.userId,
      subject: { requestId: id },
    })
    return file
  }

  /** Gives the request to an oncologist of the oncology specialty (again: to another one). */
  async function assign(staffId: number, id: number, doctorId: number) {
    const oncologist = (await deps.oncologists()).find((d) => d.id === doctorId)
    if (!oncologist) throw AppError.invalid('Please choose an oncologist from the list', 'doctor_id', 'not_an_oncologist')
    await db.transaction(async (tx) => {
      const row = await rowFor(tx, id, true)
      const to = mustMove(row.state, 'assign')
      const at = now()
      await tx
        .update(secondOpinionRequests)
        .set({ state: to, doctorId, assignedAt: at, updatedAt: at })
        .where(eq(secondOpinionRequests.id, id))
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'second_opinion.assign',
        targetUserId: row.userId,
        subject: { requestId: id },
        before: { state: row.state, doctorId: row.doctorId },
        after: { state: to, doctorId },
      })
    })
    return oncologist
  }

  /** A note of the coordinator's (a call made, a report asked for). */
  async function note(staffId: number, id: number, text: string) {
    await db.transaction(async (tx) => {
      await rowFor(tx, id, true)
      await tx.insert(secondOpinionNotes).values({ requestId: id, authorId: staffId, text, createdAt: now() })
    })
  }

  /**
   * The oncologist's written opinion (a PDF by its bytes, at most 10 MB, without scripts or encryption): the request
   * is opinion_ready, and the patient is told after the commit.
   */
  async function deliver(staffId: number, id: number, file: UploadFile) {
    const problem =
      file.bytes.length === 0
        ? `${displayName(file.name)} is empty`
        : file.bytes.length > MAX_UPLOAD_BYTES
          ? `${displayName(file.name)} is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`
          : sniffType(file.bytes) !== 'application/pdf'
            ? CANCER_CARE_TEXTS.opinionPdf
            : inspectPdf(file.bytes).ok
              ? null
              : 'This PDF could not be accepted (damaged, password-protected or with scripts). Please save the opinion again as a plain PDF'
    if (problem) throw AppError.invalid(problem, 'opinion', 'bad_opinion_file')
    const at = now()
    const key = newStorageKey(STORAGE_PREFIX, 'pdf', at, uuid)
    let row: RequestRow
    await storage.put(key, file.bytes, 'application/pdf')
    try {
      row = await db.transaction(async (tx) => {
        const before = await rowFor(tx, id, true)
        const to = mustMove(before.state, 'deliver')
        await tx
          .update(secondOpinionRequests)
          .set({ state: to, opinionKey: key, opinionBytes: file.bytes.length, opinionAt: at, updatedAt: at })
          .where(eq(secondOpinionRequests.id, id))
        await auditStaffAction(tx, now, {
          actorUserId: staffId,
          action: 'second_opinion.deliver',
          targetUserId: before.userId,
          subject: { requestId: id },
          before: { state: before.state },
          after: { state: to, bytes: file.bytes.length },
        })
        return before
      })
    } catch (error) {
      await storage.delete(key).catch(() => undefined)
      throw error
    }
    await tell(
      row.contactPhone,
      `MedWise: the oncologist's written opinion on request ${requestReference(id)} for ${row.patientName} is ready. Download it from My requests in Cancer care on MedWise.`,
    )
  }

  /** Ends a request (withdrawn, records that cannot be used, or done with). */
  async function close(staffId: number, id: number) {
    await db.transaction(async (tx) => {
      const row = await rowFor(tx, id, true)
      const to = mustMove(row.state, 'close')
      const at = now()
      await tx
        .update(secondOpinionRequests)
        .set({ state: to, closedAt: at, updatedAt: at })
        .where(eq(secondOpinionRequests.id, id))
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'second_opinion.close',
        targetUserId: row.userId,
        subject: { requestId: id },
        before: { state: row.state },
        after: { state: to },
      })
    })
  }

  return { queue, staffView, staffFile, staffOpinion, assign, note, deliver, close }
}
