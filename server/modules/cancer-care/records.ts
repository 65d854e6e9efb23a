import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  SECOND_OPINION_STATE_LABELS,
  secondOpinionTransition,
  type SecondOpinionEvent,
  type SecondOpinionState,
} from '../../../core/cancer-care/states.ts'
import { CANCER_STAGES, type CancerStage, type ReportKind, requestReference } from '../../../core/cancer-care/vocabulary.ts'
import { toRupees } from '../../../core/money.ts'
import type { SecondOpinion } from '../../../contracts/cancer-care.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Logger } from '../../lib/logger.ts'
import { doctors } from '../consultations/index.ts'
import type { Notifier } from '../notify/index.ts'
import type { FileStorage } from '../storage/index.ts'
import { secondOpinionFiles, secondOpinionRequests } from './schema.ts'

// What the patient's side (service.ts) and the coordinator's (desk.ts) share: a request's rows as the wire carries
// them, the account's or any request by id (404 alike), a move through the state machine, the written opinion's file,
// and the SMS after a commit.

export type RequestRow = typeof secondOpinionRequests.$inferSelect
type FileRow = typeof secondOpinionFiles.$inferSelect

/** The oncologists a request may be assigned to (the consultations module's oncology doctors). */
export interface Oncologist {
  id: number
  name: string
  qualifications: string
}

/** Where the request's files are kept in the storage. */
export const STORAGE_PREFIX = 'second-opinions'
export const requestNotFound = () => AppError.notFound('We could not find that request', 'request_not_found')
const opinionUrl = (id: number) => `/pwa-api/api/v1/cancer-care/second-opinions/${id}/opinion`

export function createRecords(db: Db, deps: { storage: FileStorage; notifier: Notifier; logger: Logger }) {
  const { storage } = deps
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
    if (!row) throw requestNotFound()
    return row
  }

  async function rowFor(q: Db, id: number, lock: boolean): Promise<RequestRow> {
    const select = q.select().from(secondOpinionRequests).where(eq(secondOpinionRequests.id, id))
    const [row] = lock ? await select.for('update') : await select
    if (!row) throw requestNotFound()
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

  return { toWire, ownRow, rowFor, mustMove, tell, opinionOf }
}
export type Records = ReturnType<typeof createRecords>
