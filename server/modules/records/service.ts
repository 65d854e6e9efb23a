import { randomUUID as systemUUID } from 'node:crypto'
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { HealthRecord, HealthRecordDetail, Observation, RecordMember, Timeline, Trend } from '../../../contracts/records.ts'
import type { RecordFilters, TimelineCursor } from '../../../core/records/filters.ts'
import { encodeCursor } from '../../../core/records/filters.ts'
import { buildTrends, parameterKey } from '../../../core/records/trends.ts'
import { checkRecordFile, normaliseTags, recordFileName } from '../../../core/records/upload-rules.ts'
import {
  RECORD_KIND_LABELS,
  RECORD_SOURCE_LABELS,
  TIMELINE_PAGE_SIZE,
  type RecordKind,
  type RecordSource,
} from '../../../core/records/vocabulary.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { patients } from '../patients/index.ts'
import { type FileStorage, newStorageKey, sanitiseUpload } from '../storage/index.ts'
import { healthRecordObservations, healthRecords } from './schema.ts'

// The records store (issue 26 §1–2; decision 073). Every kind of health record an account holds for its family members
// is a row of health_records: filed by the product from a lab report, a prescription, an e-prescription or an invoice
// (filing.ts composes those; `file` here writes them, idempotent by source and reference), or uploaded by the person
// (a PDF, JPEG or PNG of at most 10 MB, typed by its bytes, kept privately through the storage interface). Only the
// account sees its rows: another account's member, record or file is a 404, like one that does not exist. Only the
// person's own uploads can be changed or deleted.

export type RecordRow = typeof healthRecords.$inferSelect
type ObservationRow = typeof healthRecordObservations.$inferSelect

/** India's date of an instant. */
export const indiaDate = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)

export const recordNotFound = () => AppError.notFound('We could not find that record', 'record_not_found')
export const memberNotFound = () => AppError.notFound('We could not find that family member', 'patient_not_found')
const filedNotEditable = () =>
  AppError.conflict(
    'This record was filed from your orders, lab bookings or consultations and cannot be changed here. You can change only what you uploaded.',
    undefined,
    'record_not_editable',
  )

/** What a source files: composed by the caller (filing.ts) from the source's own rows. */
export interface FiledRecord {
  userId: number
  patientId: number
  kind: RecordKind
  title: string
  date: string
  provider: string
  tags?: string[]
  source: Exclude<RecordSource, 'upload'>
  sourceRef: string
  summary: string
  link: string | null
  observations?: Array<{
    name: string
    value: string
    unit: string
    low: number | null
    high: number | null
    rangeText: string | null
    flag: string | null
  }>
}

export interface RecordDetails {
  kind: RecordKind
  title: string
  date: string
  provider: string
  tags: string | readonly string[]
}

export interface RecordsDeps {
  now: Clock
  storage: FileStorage
  logger?: Logger
  randomUUID?: () => string
  pageSize?: number
}

const recordUrl = (id: number) => `/pwa-api/api/v1/health-records/${id}/file`

export function recordToWire(row: RecordRow, observations: number): HealthRecord {
  const kind = row.kind as RecordKind
  const source = row.source as RecordSource
  return {
    id: row.id,
    patient_id: row.patientId,
    kind,
    kind_label: RECORD_KIND_LABELS[kind],
    title: row.title,
    date: row.recordDate,
    provider: row.provider,
    tags: row.tags,
    source,
    source_label: RECORD_SOURCE_LABELS[source],
    editable: source === 'upload',
    summary: row.summary,
    file_url: row.storageKey ? recordUrl(row.id) : row.link,
    file_type: row.storageKey ? row.contentType : row.link ? 'application/pdf' : null,
    observations_count: observations,
    created_at: row.createdAt.toISOString(),
  }
}

function observationToWire(o: ObservationRow): Observation {
  const flag = o.flag === 'low' || o.flag === 'high' || o.flag === 'abnormal' ? o.flag : null
  return { name: o.name, value: o.value, unit: o.unit, low: o.refLow, high: o.refHigh, range_text: o.refText, flag }
}

/** The words of a search: each must be in the title, the provider or a tag. */
function searchCondition(q: string): SQL | undefined {
  const words = q.split(' ').filter(Boolean).slice(0, 5)
  const conds = words.map((w) => {
    const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    return or(
      ilike(healthRecords.title, like),
      ilike(healthRecords.provider, like),
      sql`exists (select 1 from unnest(${healthRecords.tags}) t where t ilike ${like})`,
    )!
  })
  return conds.length ? and(...conds) : undefined
}

export function createRecordsService(db: Db, deps: RecordsDeps) {
  const { now, storage } = deps
  const uuid = deps.randomUUID ?? systemUUID
  const pageSize = deps.pageSize ?? TIMELINE_PAGE_SIZE

  async function ownPatient(q: Db, userId: number, patientId: number) {
    const [row] = await q
      .select({ id: patients.id, name: patients.name, relation: patients.relation })
      .from(patients)
      .where(and(eq(patients.id, patientId), eq(patients.userId, userId)))
    if (!row) throw memberNotFound()
    return row
  }

  async function ownRecord(q: Db, userId: number, id: number, lock = false): Promise<RecordRow> {
    const query = q
      .select()
      .from(healthRecords)
      .where(and(eq(healthRecords.id, id), eq(healthRecords.userId, userId)))
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw recordNotFound()
    return row
  }

  async function observationCounts(q: Db, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map()
    const rows = await q
      .select({ id: healthRecordObservations.recordId, n: sql<number>`count(*)::int` })
      .from(healthRecordObservations)
      .where(inArray(healthRecordObservations.recordId, ids))
      .groupBy(healthRecordObservations.recordId)
    return new Map(rows.map((r) => [r.id, Number(r.n)]))
  }

  async function detail(q: Db, row: RecordRow): Promise<HealthRecordDetail> {
    const obs = await q
      .select()
      .from(healthRecordObservations)
      .where(eq(healthRecordObservations.recordId, row.id))
      .orderBy(asc(healthRecordObservations.position))
    return { ...recordToWire(row, obs.length), observations: obs.map(observationToWire) }
  }

  function checkDate(date: string) {
    if (date > indiaDate(now()))
      throw AppError.invalid('Please enter the date of the record (not in the future)', 'date', 'future_date')
  }

  /** A member's trends: every lab parameter measured at least twice (core/records/trends.ts). */
  async function trendsOf(q: Db, userId: number, patientId: number): Promise<Trend[]> {
    const rows = await q
      .select({
        name: healthRecordObservations.name,
        value: healthRecordObservations.value,
        unit: healthRecordObservations.unit,
        low: healthRecordObservations.refLow,
        high: healthRecordObservations.refHigh,
        date: healthRecords.recordDate,
        recordId: healthRecords.id,
      })
      .from(healthRecordObservations)
      .innerJoin(healthRecords, eq(healthRecords.id, healthRecordObservations.recordId))
      .where(and(eq(healthRecords.patientId, patientId), eq(healthRecords.userId, userId)))
    return buildTrends(rows).map((s) => ({
      key: s.key,
      name: s.name,
      unit: s.unit,
      low: s.low,
      high: s.high,
      points: s.points.map((p) => ({ date: p.date, value: p.value, record_id: p.recordId, flag: p.flag })),
    }))
  }

  return {
    /** The account's family members, each with its count of records and its latest (self first, as patients lists). */
    async members(userId: number): Promise<RecordMember[]> {
      const members = await db
        .select({ id: patients.id, name: patients.name, relation: patients.relation })
        .from(patients)
        .where(eq(patients.userId, userId))
        .orderBy(sql`(${patients.relation} = 'self') desc`, asc(patients.createdAt), asc(patients.id))
      if (!members.length) return []
      const ids = members.map((m) => m.id)
      const counts = await db
        .select({ patientId: healthRecords.patientId, n: sql<number>`count(*)::int` })
        .from(healthRecords)
        .where(and(eq(healthRecords.userId, userId), inArray(healthRecords.patientId, ids)))
        .groupBy(healthRecords.patientId)
      const latestRows = await db
        .selectDistinctOn([healthRecords.patientId])
        .from(healthRecords)
        .where(and(eq(healthRecords.userId, userId), inArray(healthRecords.patientId, ids)))
        .orderBy(healthRecords.patientId, desc(healthRecords.recordDate), desc(healthRecords.id))
      const latestIds = latestRows.map((r) => r.id)
      const obs = await observationCounts(db, latestIds)
      return members.map((m) => {
        const row = latestRows.find((r) => r.patientId === m.id)
        return {
          patient_id: m.id,
          name: m.name,
          relation: m.relation,
          count: Number(counts.find((c) => c.patientId === m.id)?.n ?? 0),
          latest: row ? recordToWire(row, obs.get(row.id) ?? 0) : null,
        }
      })
    },

    /** A member's timeline: newest first, a page after `cursor`, filtered; with the member's trends. */
    async timeline(
      userId: number,
      patientId: number,
      filters: RecordFilters,
      cursor: TimelineCursor | null,
      opts: { trends?: boolean } = {},
    ): Promise<Timeline> {
      const patient = await ownPatient(db, userId, patientId)
      const conds: Array<SQL | undefined> = [eq(healthRecords.patientId, patientId), eq(healthRecords.userId, userId)]
      if (filters.kind) conds.push(eq(healthRecords.kind, filters.kind))
      if (filters.from) conds.push(gte(healthRecords.recordDate, filters.from))
      if (filters.to) conds.push(lte(healthRecords.recordDate, filters.to))
      if (filters.q) conds.push(searchCondition(filters.q))
      if (cursor) conds.push(sql`(${healthRecords.recordDate}, ${healthRecords.id}) < (${cursor.date}::date, ${cursor.id})`)
      const rows = await db
        .select()
        .from(healthRecords)
        .where(and(...conds))
        .orderBy(desc(healthRecords.recordDate), desc(healthRecords.id))
        .limit(pageSize + 1)
      const page = rows.slice(0, pageSize)
      const counts = await observationCounts(
        db,
        page.filter((r) => r.kind === 'DiagnosticReport').map((r) => r.id),
      )
      const last = page[page.length - 1]
      return {
        patient: { id: patient.id, name: patient.name, relation: patient.relation },
        records: page.map((r) => recordToWire(r, counts.get(r.id) ?? 0)),
        next_cursor: rows.length > pageSize && last ? encodeCursor({ date: last.recordDate, id: last.id }) : null,
        trends: opts.trends === false ? [] : await trendsOf(db, userId, patientId),
      }
    },

    /** One record with its observations. */
    async get(userId: number, id: number): Promise<HealthRecordDetail> {
      return detail(db, await ownRecord(db, userId, id))
    },

    /**
     * The person files a document for a member: the file checked by its bytes (PDF, JPEG or PNG, at most 10 MB; a
     * PDF without scripts or encryption, an image re-encoded without its metadata), kept privately, then the row. A
     * retry with the same idempotency key answers the record filed the first time.
     */
    async upload(
      userId: number,
      patientId: number,
      input: RecordDetails,
      file: { name: string; bytes: Uint8Array },
      idempotencyKey: string | null,
    ): Promise<HealthRecordDetail> {
      await ownPatient(db, userId, patientId)
      const sourceRef = `${userId}:${idempotencyKey ?? uuid()}`
      const [again] = await db
        .select()
        .from(healthRecords)
        .where(and(eq(healthRecords.source, 'upload'), eq(healthRecords.sourceRef, sourceRef)))
      if (again) return detail(db, again)
      checkDate(input.date)
      const verdict = checkRecordFile(file.bytes)
      if (!verdict.ok) throw AppError.invalid(verdict.message, 'file', verdict.code)
      let kept
      try {
        kept = await sanitiseUpload({ name: 'The file', bytes: file.bytes })
      } catch (e) {
        if (AppError.is(e)) throw AppError.invalid(e.message.replace(/ of the prescription/g, ''), 'file', e.code)
        throw e
      }
      const at = now()
      const key = newStorageKey('health-records', kept.extension, at, uuid)
      await storage.put(key, kept.bytes, kept.contentType)
      try {
        const [row] = await db
          .insert(healthRecords)
          .values({
            userId,
            patientId,
            kind: input.kind,
            title: input.title,
            recordDate: input.date,
            provider: input.provider,
            tags: normaliseTags(input.tags),
            source: 'upload',
            sourceRef,
            summary: '',
            storageKey: key,
            contentType: kept.contentType,
            sizeBytes: kept.bytes.length,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing()
          .returning()
        if (!row) {
          // A retry that raced the first: the first one's record; this file is not needed.
          await storage.delete(key)
          const [first] = await db
            .select()
            .from(healthRecords)
            .where(and(eq(healthRecords.source, 'upload'), eq(healthRecords.sourceRef, sourceRef)))
          return detail(db, first!)
        }
        return detail(db, row)
      } catch (error) {
        await storage.delete(key).catch(() => undefined)
        throw error
      }
    },

    /** Changes what the person said of their own upload (not its file); a filed record is refused. */
    async update(userId: number, id: number, input: RecordDetails): Promise<HealthRecordDetail> {
      checkDate(input.date)
      return db.transaction(async (tx) => {
        const row = await ownRecord(tx, userId, id, true)
        if (row.source !== 'upload') throw filedNotEditable()
        const [saved] = await tx
          .update(healthRecords)
          .set({
            kind: input.kind,
            title: input.title,
            recordDate: input.date,
            provider: input.provider,
            tags: normaliseTags(input.tags),
            updatedAt: now(),
          })
          .where(eq(healthRecords.id, id))
          .returning()
        return detail(tx, saved!)
      })
    },

    /** Deletes the person's own upload and its file (after the row is gone); a filed record is refused. */
    async remove(userId: number, id: number): Promise<{ deleted: true; id: number }> {
      const gone = await db.transaction(async (tx) => {
        const row = await ownRecord(tx, userId, id, true)
        if (row.source !== 'upload') throw filedNotEditable()
        await tx.delete(healthRecords).where(eq(healthRecords.id, id))
        return row
      })
      if (gone.storageKey) {
        await storage
          .delete(gone.storageKey)
          .catch((err: unknown) => deps.logger?.warn('record file not removed', { err: String(err) }))
      }
      return { deleted: true, id }
    },

    /** An upload's file, to its account only (404 for anyone else's, and for a record without a file of its own). */
    async file(userId: number, id: number) {
      const row = await ownRecord(db, userId, id)
      if (!row.storageKey || !row.contentType)
        throw AppError.notFound('This record has no file of its own', 'record_file_not_found')
      const stored = await storage.get(row.storageKey)
      if (!stored) {
        deps.logger?.error('health record file missing', { id })
        throw AppError.notFound('This record has no file of its own', 'record_file_not_found')
      }
      const type = row.contentType as 'application/pdf' | 'image/jpeg' | 'image/png'
      return { bytes: stored.bytes, contentType: type, filename: recordFileName(row.title, row.recordDate, type) }
    },

    /** Files a record in a transaction of its own (the development route's stand-in for a source: dev-api.ts). */
    async fileForDevelopment(r: FiledRecord): Promise<number> {
      return db.transaction((tx) => this.fileRecord(tx, r))
    },

    /**
     * Files a record composed by its source (filing.ts), in the caller's transaction: inserted once by source and
     * reference, and brought up to date when filed again (a report replaced, a prescription decided); its
     * observations replaced with it. Returns the record's id.
     */
    async fileRecord(tx: Db, r: FiledRecord): Promise<number> {
      const at = now()
      const values = {
        userId: r.userId,
        patientId: r.patientId,
        kind: r.kind,
        title: r.title,
        recordDate: r.date,
        provider: r.provider,
        tags: normaliseTags(r.tags ?? []),
        summary: r.summary,
        link: r.link,
        updatedAt: at,
      }
      const [row] = await tx
        .insert(healthRecords)
        .values({ ...values, source: r.source, sourceRef: r.sourceRef, createdAt: at })
        .onConflictDoUpdate({ target: [healthRecords.source, healthRecords.sourceRef], set: values })
        .returning({ id: healthRecords.id })
      const id = row!.id
      if (r.observations) {
        await tx.delete(healthRecordObservations).where(eq(healthRecordObservations.recordId, id))
        if (r.observations.length) {
          await tx.insert(healthRecordObservations).values(
            r.observations.map((o, position) => ({
              recordId: id,
              position,
              code: parameterKey(o.name),
              name: o.name,
              value: o.value,
              unit: o.unit,
              refLow: o.low,
              refHigh: o.high,
              refText: o.rangeText,
              flag: o.flag,
            })),
          )
        }
      }
      return id
    },
  }
}
export type RecordsService = ReturnType<typeof createRecordsService>
