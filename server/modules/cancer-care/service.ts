import { randomUUID as systemUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import {
  SECOND_OPINION_STATE_LABELS,
  secondOpinionTransition,
  type SecondOpinionEvent,
  type SecondOpinionState,
} from '../../../core/cancer-care/states.ts'
import {
  CANCER_CARE_TEXTS,
  CANCER_STAGES,
  type CancerStage,
  type ReportKind,
  requestReference,
  SECOND_OPINION_HOURS,
  SECOND_OPINION_PRICE,
} from '../../../core/cancer-care/vocabulary.ts'
import { toRupees } from '../../../core/money.ts'
import type { SecondOpinion } from '../../../contracts/cancer-care.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { users } from '../auth/index.ts'
import { doctors } from '../consultations/index.ts'
import type { Notifier } from '../notify/index.ts'
import { auditStaffAction } from '../staff/index.ts'
import {
  checkUploads,
  displayName,
  type FileStorage,
  inspectPdf,
  MAX_UPLOAD_BYTES,
  newStorageKey,
  sanitiseUpload,
  sniffType,
  type UploadFile,
} from '../storage/index.ts'
import { secondOpinionFiles, secondOpinionNotes, secondOpinionRequests } from './schema.ts'

// The second opinion (issue 24 §8). A signed-in account asks for one of its patients with the diagnosis, the stage,
// the treatment so far, a contact phone and the reports (pathology required, imaging optional: JPEG, PNG or PDF by
// their bytes, 10 MB each, five of each kind, kept privately in the file storage: the storage module's rules). The
// request lands in the care coordinator's queue (ROLE_CCARE; the pages check), who assigns an oncologist of the
// oncology specialty (the consultations module's face), keeps notes and uploads the written opinion (a PDF), which
// makes it opinion_ready and tells the patient by SMS after the commit. Every move goes through
// core/cancer-care/states.ts with its audit row in one transaction. Another account's request is a 404, like one that
// does not exist.

type RequestRow = typeof secondOpinionRequests.$inferSelect
type FileRow = typeof secondOpinionFiles.$inferSelect

/** The oncologists a request may be assigned to (the consultations module's oncology doctors). */
export interface Oncologist {
  id: number
  name: string
  qualifications: string
}

/** The patient of the account, as the request keeps them (404 when not the account's). */
export interface RequestPatient {
  id: number
  name: string
  age: number | null
  gender: string | null
}

export interface CancerCareDeps {
  now: Clock
  storage: FileStorage
  notifier: Notifier
  logger: Logger
  /** One of the account's patients, or a 404 AppError (the patients module). */
  patientOf: (userId: number, patientId: number) => Promise<RequestPatient>
  /** The active doctors of the oncology specialty (the consultations module). */
  oncologists: () => Promise<Oncologist[]>
  randomUUID?: () => string
}

export interface SecondOpinionInput {
  patientId: number
  diagnosis: string
  stage: CancerStage
  treatment: string
  contactPhone: string
  pathology: UploadFile[]
  imaging: UploadFile[]
}

const STORAGE_PREFIX = 'second-opinions'
const notFound = () => AppError.notFound('We could not find that request', 'request_not_found')
const opinionUrl = (id: number) => `/pwa-api/api/v1/cancer-care/second-opinions/${id}/opinion`

/** The upload rules' messages speak of prescriptions: ours are reports, under the form's own field. */
function asReportError(error: unknown, kind: ReportKind): unknown {
  if (!AppError.is(error)) return error
  const words = (m: string) => m.replace(/of the prescription/g, 'of the report')
  return new AppError({
    code: error.code,
    status: error.status,
    message: words(error.message),
    field: kind,
    errors: error.errors.map((e) => ({ message: words(e.message), field: kind })),
  })
}

export function createCancerCare(db: Db, deps: CancerCareDeps) {
  const { now, storage } = deps
  const uuid = deps.randomUUID ?? systemUUID

  // ---- reading ----

  const filesOf = async (q: Db, ids: number[]): Promise<FileRow[]> =>
    ids.length
      ? q
          .select()
          .from(secondOpinionFiles)
          .where(inArray(secondOpinionFiles.requestId, ids))
          .orderBy(asc(secondOpinionFiles.requestId), asc(secondOpinionFiles.position))
      : []

  async function oncologistsOf(q: Db, ids: Array<number | null>): Promise<Map<number, Oncologist>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
    if (!wanted.length) return new Map()
    const rows = await q
      .select({ id: doctors.id, name: doctors.name, qualifications: doctors.qualifications })
      .from(doctors)
      .where(inArray(doctors.id, wanted))
    return new Map(rows.map((r) => [r.id, r]))
  }

  /** Rows with their files and oncologists, as the wire carries them (in the rows' order). */
  async function toWire(q: Db, rows: RequestRow[]): Promise<SecondOpinion[]> {
    const files = await filesOf(
      q,
      rows.map((r) => r.id),
    )
    const oncologists = await oncologistsOf(
      q,
      rows.map((r) => r.doctorId),
    )
    return rows.map((r) => {
      const state = r.state as SecondOpinionState
      const oncologist = r.doctorId === null ? undefined : oncologists.get(r.doctorId)
      return {
        id: r.id,
        reference: requestReference(r.id),
        state,
        state_label: SECOND_OPINION_STATE_LABELS[state],
        patient: { id: r.patientId, name: r.patientName, age: r.patientAge, gender: r.patientGender },
        diagnosis: r.diagnosis,
        stage: r.stage as CancerStage,
        stage_label: CANCER_STAGES[r.stage as CancerStage],
        treatment: r.treatment,
        contact_phone: r.contactPhone,
        price: toRupees(r.pricePaise),
        oncologist: oncologist ? { name: oncologist.name, qualifications: oncologist.qualifications } : null,
        files: files
          .filter((f) => f.requestId === r.id)
          .map((f) => ({
            id: f.id,
            kind: f.kind as ReportKind,
            name: f.name,
            content_type: f.contentType,
            bytes: f.bytes,
          })),
        created_at: r.createdAt.toISOString(),
        opinion_url: state === 'opinion_ready' || (state === 'closed' && r.opinionKey) ? opinionUrl(r.id) : null,
        opinion_at: r.opinionAt?.toISOString() ?? null,
      }
    })
  }

  async function ownRow(q: Db, userId: number, id: number): Promise<RequestRow> {
    const [row] = await q
      .select()
      .from(secondOpinionRequests)
      .where(and(eq(secondOpinionRequests.id, id), eq(secondOpinionRequests.userId, userId)))
    if (!row) throw notFound()
    return row
  }

  async function rowFor(q: Db, id: number, lock: boolean): Promise<RequestRow> {
    const select = q.select().from(secondOpinionRequests).where(eq(secondOpinionRequests.id, id))
    const [row] = lock ? await select.for('update') : await select
    if (!row) throw notFound()
    return row
  }

  function mustMove(state: string, event: SecondOpinionEvent): SecondOpinionState {
    const step = secondOpinionTransition(state as SecondOpinionState, event)
    if (!step.ok) throw AppError.conflict(step.message, undefined, 'request_state')
    return step.to
  }

  /** After the commit: an SMS to the request's contact phone; a failure is logged, never undoes the work. */
  async function tell(phone: string, text: string) {
    try {
      await deps.notifier.send({ channel: 'sms', to: `+91${phone}`, text })
    } catch (error) {
      deps.logger.warn('second opinion message not sent', { err: String(error) })
    }
  }

  // ---- the patient's side ----

  /** Checks and keeps one kind's reports in the storage (keys pushed to `written` as they are put). */
  async function keepReports(kind: ReportKind, files: UploadFile[], at: Date, written: string[]) {
    const kept: Array<{ kind: ReportKind; name: string; contentType: string; key: string; bytes: number }> = []
    try {
      checkUploads(files)
      for (const file of files) {
        const clean = await sanitiseUpload(file)
        const key = newStorageKey(STORAGE_PREFIX, clean.extension, at, uuid)
        await storage.put(key, clean.bytes, clean.contentType)
        written.push(key)
        kept.push({ kind, name: displayName(file.name), contentType: clean.contentType, key, bytes: clean.bytes.length })
      }
    } catch (error) {
      throw asReportError(error, kind)
    }
    return kept
  }

  /** A new request in the coordinator's queue; its files are removed again when it cannot be saved. */
  async function create(userId: number, input: SecondOpinionInput): Promise<SecondOpinion> {
    if (input.pathology.length === 0) throw AppError.invalid(CANCER_CARE_TEXTS.noPathology, 'pathology', 'pathology_required')
    const patient = await deps.patientOf(userId, input.patientId)
    const at = now()
    const written: string[] = []
    try {
      const kept = [
        ...(await keepReports('pathology', input.pathology, at, written)),
        ...(await keepReports('imaging', input.imaging, at, written)),
      ]
      const wire = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(secondOpinionRequests)
          .values({
            userId,
            patientId: patient.id,
            patientName: patient.name,
            patientAge: patient.age,
            patientGender: patient.gender,
            diagnosis: input.diagnosis,
            stage: input.stage,
            treatment: input.treatment,
            contactPhone: input.contactPhone,
            state: 'received',
            pricePaise: SECOND_OPINION_PRICE,
            createdAt: at,
            updatedAt: at,
          })
          .returning()
        await tx.insert(secondOpinionFiles).values(
          kept.map((f, position) => ({
            requestId: row!.id,
            kind: f.kind,
            name: f.name,
            contentType: f.contentType,
            storageKey: f.key,
            bytes: f.bytes,
            position,
          })),
        )
        return (await toWire(tx, [row!]))[0]!
      })
      await tell(
        input.contactPhone,
        `MedWise: we have your second-opinion request ${wire.reference} for ${patient.name}. A care coordinator will call you; the written opinion usually follows within ${SECOND_OPINION_HOURS} hours.`,
      )
      return wire
    } catch (error) {
      await Promise.all(written.map((k) => storage.delete(k).catch(() => undefined)))
      throw error
    }
  }

  /** The account's requests, newest first. */
  async function mine(userId: number): Promise<SecondOpinion[]> {
    const rows = await db
      .select()
      .from(secondOpinionRequests)
      .where(eq(secondOpinionRequests.userId, userId))
      .orderBy(desc(secondOpinionRequests.createdAt), desc(secondOpinionRequests.id))
    return toWire(db, rows)
  }

  /** One of the account's requests (another account's: 404). */
  async function one(userId: number, id: number): Promise<SecondOpinion> {
    return (await toWire(db, [await ownRow(db, userId, id)]))[0]!
  }

  async function opinionOf(row: RequestRow) {
    const missing = () => AppError.notFound('The written opinion is not ready yet', 'opinion_not_ready')
    if (!row.opinionKey) throw missing()
    const file = await storage.get(row.opinionKey)
    if (!file) {
      deps.logger.error('second opinion file missing', { requestId: row.id })
      throw missing()
    }
    return { bytes: file.bytes, filename: `second-opinion-${requestReference(row.id)}.pdf` }
  }

  /** The written opinion of one of the account's requests (another account's, or none yet: 404). */
  async function opinion(userId: number, id: number) {
    return opinionOf(await ownRow(db, userId, id))
  }

  // ---- the coordinator's side ----

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

  return { create, mine, one, opinion, queue, staffView, staffFile, staffOpinion, assign, note, deliver, close }
}
export type CancerCare = ReturnType<typeof createCancerCare>
