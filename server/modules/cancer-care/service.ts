import { randomUUID as systemUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import {
  CANCER_CARE_TEXTS,
  type CancerStage,
  type ReportKind,
  SECOND_OPINION_HOURS,
  SECOND_OPINION_PRICE,
} from '../../../core/cancer-care/vocabulary.ts'
import type { SecondOpinion } from '../../../contracts/cancer-care.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Notifier } from '../notify/index.ts'
import { checkUploads, displayName, type FileStorage, newStorageKey, sanitiseUpload, type UploadFile } from '../storage/index.ts'
import { createDesk } from './desk.ts'
import { createRecords, type Oncologist, STORAGE_PREFIX } from './records.ts'
import { secondOpinionFiles, secondOpinionRequests } from './schema.ts'

export type { Oncologist }

// The second opinion (issue 24 §8). A signed-in account asks for one of its patients with the diagnosis, the stage,
// the treatment so far, a contact phone and the reports (pathology required, imaging optional: JPEG, PNG or PDF by
// their bytes, 10 MB each, five of each kind, kept privately in the file storage: the storage module's rules). The
// request lands in the care coordinator's queue (ROLE_CCARE; the pages check), who assigns an oncologist of the
// oncology specialty (the consultations module's face), keeps notes and uploads the written opinion (a PDF), which
// makes it opinion_ready and tells the patient by SMS after the commit. Every move goes through
// core/cancer-care/states.ts with its audit row in one transaction. Another account's request is a 404, like one that
// does not exist.

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
  const records = createRecords(db, deps)
  const { toWire, ownRow, tell, opinionOf } = records

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

  /** The written opinion of one of the account's requests (another account's, or none yet: 404). */
  async function opinion(userId: number, id: number) {
    return opinionOf(await ownRow(db, userId, id))
  }

  return { create, mine, one, opinion, ...createDesk(db, { ...deps, uuid }, records) }
}
export type CancerCare = ReturnType<typeof createCancerCare>
