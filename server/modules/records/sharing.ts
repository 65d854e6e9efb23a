import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { RecordShareRow, RecordShareViewRow } from '../../../contracts/records-share.ts'
import { checkAbhaAddress, checkAbhaNumber, formatAbhaNumber } from '../../../core/records/abha.ts'
import { buildRecordsBundle, type ExportObservation, type ExportRecord } from '../../../core/records/fhir.ts'
import {
  isShareTokenShape,
  SHARE_MESSAGES,
  SHARE_PATH,
  SHARE_TOKEN_BYTES,
  shareExpiresAt,
  shareRefusal,
  sharedPatientView,
  shareState,
  shareViewEntry,
  type ShareScope,
  type SharedPatientView,
} from '../../../core/records/share.ts'
import { recordFileName } from '../../../core/records/upload-rules.ts'
import { RECORD_KIND_LABELS, type RecordKind } from '../../../core/records/vocabulary.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { patients } from '../patients/index.ts'
import type { FileStorage } from '../storage/index.ts'
import {
  healthRecordAbha,
  healthRecordObservations,
  healthRecordShares,
  healthRecordShareViews,
  healthRecords,
} from './schema.ts'
import { memberNotFound, recordNotFound } from './service.ts'

// Sharing a member's records with a doctor and exporting them (issue 26 §3–4; decisions 074, 079), on the pure rules
// of core/records/share.ts and fhir.ts. A share is the account's own: another account's share, member or record is a
// 404. The link's token is made here, shown once, and kept only as its SHA-256. The viewer (no sign-in) sees the
// member's name, gender and age and the records in scope; each view is logged (network and browser label only),
// except the owner's own. The export reads a member's records a page at a time and writes the bundle entry by entry.

type ShareRow = typeof healthRecordShares.$inferSelect
type RecordRow = typeof healthRecords.$inferSelect

export interface SharingDeps {
  now: Clock
  storage: FileStorage
  logger?: Logger
  /** Rows read a page at a time by the export. */
  exportPageSize?: number
  /** The organisation named as the export's author and custodian. */
  organisation?: string
}

const shareNotFound = () => AppError.notFound('We could not find that share', 'share_not_found')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url')

/** One record as the viewer of a share sees it (no tags, nothing of the account). */
export interface SharedRecord {
  id: number
  kind: RecordKind
  kind_label: string
  title: string
  date: string
  provider: string
  summary: string
  /** The record's own file opened through the share (uploads only), else null. */
  file_url: string | null
  file_type: string | null
  observations: Array<{
    name: string
    value: string
    unit: string
    low: number | null
    high: number | null
    range_text: string | null
    flag: string | null
  }>
}

export type SharedView =
  | { state: 'not_found'; status: 404; message: string }
  | { state: 'expired' | 'revoked'; status: 410; message: string }
  | {
      state: 'active'
      status: 200
      patient: SharedPatientView
      scope: 'record' | 'patient'
      expiresAt: string
      records: SharedRecord[]
    }

/** A share with its view log, as the member's page lists it. */
export interface ShareWithViews extends RecordShareRow {
  view_log: RecordShareViewRow[]
}

export interface AbhaDetails {
  /** XX-XXXX-XXXX-XXXX, or null. */
  abha_number: string | null
  abha_address: string | null
}

/** The viewer's own link of a file: under the share's path, opened with the token only. */
export const sharedFilePath = (token: string, recordId: number) => `${SHARE_PATH}/${token}/files/${recordId}`

/** The most records a share's page lists (newest first). */
export const SHARED_RECORDS_MAX = 500

export function createRecordSharing(db: Db, deps: SharingDeps) {
  const { now, storage } = deps
  const pageSize = deps.exportPageSize ?? 200
  const organisation = deps.organisation ?? 'MedWise'

  async function ownPatient(userId: number, patientId: number) {
    const [row] = await db
      .select()
      .from(patients)
      .where(and(eq(patients.id, patientId), eq(patients.userId, userId)))
    if (!row) throw memberNotFound()
    return row
  }

  async function labelOf(share: ShareRow): Promise<string> {
    if (share.recordId) {
      const [r] = await db.select({ title: healthRecords.title }).from(healthRecords).where(eq(healthRecords.id, share.recordId))
      return r?.title ?? 'A record'
    }
    const [p] = await db.select({ name: patients.name }).from(patients).where(eq(patients.id, share.patientId))
    return `All records of ${p?.name ?? 'this member'}`
  }

  async function viewCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map()
    const rows = await db
      .select({ id: healthRecordShareViews.shareId, n: sql<number>`count(*)::int` })
      .from(healthRecordShareViews)
      .where(inArray(healthRecordShareViews.shareId, ids))
      .groupBy(healthRecordShareViews.shareId)
    return new Map(rows.map((r) => [r.id, Number(r.n)]))
  }

  function toWire(share: ShareRow, label: string, views: number): RecordShareRow {
    return {
      share_id: share.id,
      scope: share.scope as 'record' | 'patient',
      patient_id: share.patientId,
      record_id: share.recordId,
      label,
      created_at: share.createdAt.toISOString(),
      expires_at: share.expiresAt.toISOString(),
      revoked_at: share.revokedAt?.toISOString() ?? null,
      state: shareState(share, now()),
      views,
    }
  }

  async function ownShare(userId: number, shareId: number): Promise<ShareRow> {
    const [row] = await db
      .select()
      .from(healthRecordShares)
      .where(and(eq(healthRecordShares.id, shareId), eq(healthRecordShares.userId, userId)))
    if (!row) throw shareNotFound()
    return row
  }

  /** The share of a token that has the shape of ours, or null. */
  async function shareOfToken(token: string): Promise<ShareRow | null> {
    if (!isShareTokenShape(token)) return null
    const [row] = await db
      .select()
      .from(healthRecordShares)
      .where(eq(healthRecordShares.tokenHash, hashToken(token)))
    return row ?? null
  }

  /** The records a share shows: its one record, or the member's filed up to the link's making (newest first). */
  async function recordsInScope(share: ShareRow): Promise<RecordRow[]> {
    const conds = [eq(healthRecords.patientId, share.patientId), eq(healthRecords.userId, share.userId)]
    if (share.recordId) conds.push(eq(healthRecords.id, share.recordId))
    else conds.push(lte(healthRecords.createdAt, share.createdAt))
    return db
      .select()
      .from(healthRecords)
      .where(and(...conds))
      .orderBy(desc(healthRecords.recordDate), desc(healthRecords.id))
      .limit(SHARED_RECORDS_MAX)
  }

  async function observationsOf(ids: number[]) {
    if (!ids.length) return []
    return db
      .select()
      .from(healthRecordObservations)
      .where(inArray(healthRecordObservations.recordId, ids))
      .orderBy(asc(healthRecordObservations.recordId), asc(healthRecordObservations.position))
  }

  async function abhaOf(patientId: number): Promise<AbhaDetails> {
    const [row] = await db.select().from(healthRecordAbha).where(eq(healthRecordAbha.patientId, patientId))
    return {
      abha_number: row?.abhaNumber ? formatAbhaNumber(row.abhaNumber) : null,
      abha_address: row?.abhaAddress ?? null,
    }
  }

  return {
    /**
     * A new link to one record or the member's whole record, living `hours`. A retry with the same idempotency key
     * answers the same share with a fresh link (only a hash is kept, so the first link cannot be shown again; it stops
     * working: the person was never shown it). Returns the link once.
     */
    async create(
      userId: number,
      input: { scope: ShareScope; hours: number },
      idempotencyKey: string | null,
      origin: string,
    ): Promise<RecordShareRow & { link: string }> {
      await ownPatient(userId, input.scope.patientId)
      if (input.scope.kind === 'record') {
        const [r] = await db
          .select({ id: healthRecords.id })
          .from(healthRecords)
          .where(
            and(
              eq(healthRecords.id, input.scope.recordId),
              eq(healthRecords.userId, userId),
              eq(healthRecords.patientId, input.scope.patientId),
            ),
          )
        if (!r) throw recordNotFound()
      }
      const token = newToken()
      const at = now()
      const recordId = input.scope.kind === 'record' ? input.scope.recordId : null
      let share: ShareRow | undefined
      if (idempotencyKey) {
        const [again] = await db
          .select()
          .from(healthRecordShares)
          .where(and(eq(healthRecordShares.userId, userId), eq(healthRecordShares.idempotencyKey, idempotencyKey)))
        if (again) {
          if (again.patientId !== input.scope.patientId || again.recordId !== recordId || again.hours !== input.hours) {
            throw AppError.invalid('This request was already made with other details', undefined, 'idempotency_mismatch')
          }
          ;[share] = await db
            .update(healthRecordShares)
            .set({ tokenHash: hashToken(token) })
            .where(eq(healthRecordShares.id, again.id))
            .returning()
        }
      }
      if (!share) {
        ;[share] = await db
          .insert(healthRecordShares)
          .values({
            userId,
            patientId: input.scope.patientId,
            scope: input.scope.kind,
            recordId,
            tokenHash: hashToken(token),
            idempotencyKey,
            hours: input.hours,
            createdAt: at,
            expiresAt: shareExpiresAt(at, input.hours),
          })
          .onConflictDoUpdate({
            target: [healthRecordShares.userId, healthRecordShares.idempotencyKey],
            set: { tokenHash: hashToken(token) },
          })
          .returning()
      }
      const row = share!
      const views = (await viewCounts([row.id])).get(row.id) ?? 0
      return { ...toWire(row, await labelOf(row), views), link: `${origin}${SHARE_PATH}/${token}` }
    },

    /** A member's shares, newest first, each with its state and count of views. */
    async list(userId: number, patientId: number): Promise<RecordShareRow[]> {
      return (await this.listWithViews(userId, patientId)).map(({ view_log: _log, ...row }) => row)
    },

    /** A member's shares with their view logs (the member's page). */
    async listWithViews(userId: number, patientId: number): Promise<ShareWithViews[]> {
      const patient = await ownPatient(userId, patientId)
      const shares = await db
        .select({ share: healthRecordShares, title: healthRecords.title })
        .from(healthRecordShares)
        .leftJoin(healthRecords, eq(healthRecords.id, healthRecordShares.recordId))
        .where(and(eq(healthRecordShares.userId, userId), eq(healthRecordShares.patientId, patientId)))
        .orderBy(desc(healthRecordShares.createdAt), desc(healthRecordShares.id))
        .limit(100)
      const ids = shares.map((s) => s.share.id)
      const views = ids.length
        ? await db
            .select()
            .from(healthRecordShareViews)
            .where(inArray(healthRecordShareViews.shareId, ids))
            .orderBy(desc(healthRecordShareViews.at), desc(healthRecordShareViews.id))
        : []
      return shares.map(({ share, title }) => {
        const log = views.filter((v) => v.shareId === share.id)
        const label = share.recordId ? (title ?? 'A record') : `All records of ${patient.name}`
        return {
          ...toWire(share, label, log.length),
          view_log: log.map((v) => ({ at: v.at.toISOString(), network: v.network, device: v.device })),
        }
      })
    },

    /** Withdraws a link now; withdrawing it again answers the same. */
    async revoke(userId: number, shareId: number): Promise<RecordShareRow> {
      const share = await ownShare(userId, shareId)
      let row = share
      if (!share.revokedAt) {
        const [saved] = await db
          .update(healthRecordShares)
          .set({ revokedAt: now() })
          .where(and(eq(healthRecordShares.id, shareId), sql`${healthRecordShares.revokedAt} is null`))
          .returning()
        row = saved ?? (await ownShare(userId, shareId))
      }
      return toWire(row, await labelOf(row), (await viewCounts([row.id])).get(row.id) ?? 0)
    },

    /** A share's view log, newest first. */
    async views(userId: number, shareId: number): Promise<{ share_id: number; views: RecordShareViewRow[] }> {
      await ownShare(userId, shareId)
      const rows = await db
        .select()
        .from(healthRecordShareViews)
        .where(eq(healthRecordShareViews.shareId, shareId))
        .orderBy(desc(healthRecordShareViews.at), desc(healthRecordShareViews.id))
      return { share_id: shareId, views: rows.map((v) => ({ at: v.at.toISOString(), network: v.network, device: v.device })) }
    },

    /**
     * The viewer's page of a link: 404 for a token we did not make, 410 with the reason for a revoked or expired
     * one, else what it shares. The view is logged unless the viewer is the signed-in owner.
     */
    async open(
      token: string,
      viewer: { ip: string | null; userAgent: string | null; userId: number | null },
    ): Promise<SharedView> {
      const share = await shareOfToken(token)
      if (!share) return { state: 'not_found', status: 404, message: SHARE_MESSAGES.notFound }
      const at = now()
      const state = shareState(share, at)
      const refusal = shareRefusal(state)
      if (refusal) return { state: state as 'expired' | 'revoked', status: 410, message: refusal.message }
      const [patient] = await db.select().from(patients).where(eq(patients.id, share.patientId))
      if (!patient) return { state: 'not_found', status: 404, message: SHARE_MESSAGES.notFound }
      if (viewer.userId !== share.userId) {
        const entry = shareViewEntry({ at, ip: viewer.ip, userAgent: viewer.userAgent })
        await db.insert(healthRecordShareViews).values({ shareId: share.id, at, network: entry.network, device: entry.device })
      }
      const rows = await recordsInScope(share)
      const obs = await observationsOf(rows.map((r) => r.id))
      const gender =
        patient.gender === 'male' || patient.gender === 'female' || patient.gender === 'other' ? patient.gender : null
      return {
        state: 'active',
        status: 200,
        patient: sharedPatientView({ name: patient.name, gender, birthDate: patient.birthDate }, at),
        scope: share.scope as 'record' | 'patient',
        expiresAt: share.expiresAt.toISOString(),
        records: rows.map((r) => ({
          id: r.id,
          kind: r.kind as RecordKind,
          kind_label: RECORD_KIND_LABELS[r.kind as RecordKind],
          title: r.title,
          date: r.recordDate,
          provider: r.provider,
          summary: r.summary,
          file_url: r.storageKey ? sharedFilePath(token, r.id) : null,
          file_type: r.storageKey ? r.contentType : null,
          observations: obs
            .filter((o) => o.recordId === r.id)
            .map((o) => ({
              name: o.name,
              value: o.value,
              unit: o.unit,
              low: o.refLow,
              high: o.refHigh,
              range_text: o.refText,
              flag: o.flag,
            })),
        })),
      }
    },

    /** A file of a record in the share's scope, through its token only (404 outside it, 410 once the link ended). */
    async sharedFile(token: string, recordId: number) {
      const share = await shareOfToken(token)
      if (!share) throw AppError.notFound(SHARE_MESSAGES.notFound, 'share_not_found')
      const refusal = shareRefusal(shareState(share, now()))
      if (refusal) throw new AppError({ status: 410, code: refusal.code, message: refusal.message })
      const [row] = (await recordsInScope(share)).filter((r) => r.id === recordId)
      if (!row?.storageKey || !row.contentType)
        throw AppError.notFound('This record has no file of its own', 'record_file_not_found')
      const stored = await storage.get(row.storageKey)
      if (!stored) throw AppError.notFound('This record has no file of its own', 'record_file_not_found')
      const type = row.contentType as 'application/pdf' | 'image/jpeg' | 'image/png'
      return { bytes: stored.bytes, contentType: type, filename: recordFileName(row.title, row.recordDate, type) }
    },

    /** The member's ABHA number (shown XX-XXXX-XXXX-XXXX) and address. */
    async abha(userId: number, patientId: number): Promise<AbhaDetails> {
      await ownPatient(userId, patientId)
      return abhaOf(patientId)
    },

    /** Keeps the member's ABHA number and address after their format checks (blank: none). */
    async saveAbha(
      userId: number,
      patientId: number,
      input: { abha_number: string; abha_address: string },
    ): Promise<AbhaDetails> {
      await ownPatient(userId, patientId)
      let abhaNumber: string | null = null
      let abhaAddress: string | null = null
      if (input.abha_number.trim() !== '') {
        const c = checkAbhaNumber(input.abha_number)
        if (!c.ok) throw AppError.invalid(c.message, 'abha_number', 'bad_abha_number')
        abhaNumber = c.value
      }
      if (input.abha_address.trim() !== '') {
        const c = checkAbhaAddress(input.abha_address)
        if (!c.ok) throw AppError.invalid(c.message, 'abha_address', 'bad_abha_address')
        abhaAddress = c.value
      }
      const values = { userId, abhaNumber, abhaAddress, updatedAt: now() }
      await db
        .insert(healthRecordAbha)
        .values({ patientId, ...values })
        .onConflictDoUpdate({ target: healthRecordAbha.patientId, set: values })
      return abhaOf(patientId)
    },

    /**
     * A member's records as one FHIR R4 document bundle (core/records/fhir.ts), its rows read a page at a time and
     * its JSON written entry by entry. 404 for another account's member (before anything is written).
     */
    async exportBundle(userId: number, patientId: number, origin: string) {
      const patient = await ownPatient(userId, patientId)
      const abha = await db.select().from(healthRecordAbha).where(eq(healthRecordAbha.patientId, patientId))
      const records: ExportRecord[] = []
      let after: { date: string; id: number } | null = null
      for (;;) {
        const conds = [eq(healthRecords.patientId, patientId), eq(healthRecords.userId, userId)]
        if (after) conds.push(sql`(${healthRecords.recordDate}, ${healthRecords.id}) < (${after.date}::date, ${after.id})`)
        const page = await db
          .select()
          .from(healthRecords)
          .where(and(...conds))
          .orderBy(desc(healthRecords.recordDate), desc(healthRecords.id))
          .limit(pageSize)
        const obs = await observationsOf(page.filter((r) => r.kind === 'DiagnosticReport').map((r) => r.id))
        for (const r of page)
          records.push(
            exportRecord(
              r,
              obs.filter((o) => o.recordId === r.id),
              origin,
            ),
          )
        const last = page[page.length - 1]
        if (page.length < pageSize || !last) break
        after = { date: last.recordDate, id: last.id }
      }
      const at = now()
      const gender =
        patient.gender === 'male' || patient.gender === 'female' || patient.gender === 'other' ? patient.gender : null
      const bundle = buildRecordsBundle({
        seed: randomUUID(),
        generatedAt: at,
        organisation: { name: organisation, url: origin },
        patient: {
          name: patient.name,
          gender,
          birthDate: patient.birthDate,
          abhaNumber: abha[0]?.abhaNumber ?? null,
          abhaAddress: abha[0]?.abhaAddress ?? null,
        },
        records,
      })
      const filename = `health-records-${patientId}-${new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)}.fhir.json`
      return { filename, bundle, stream: bundleStream(bundle) }
    },
  }
}
export type RecordSharing = ReturnType<typeof createRecordSharing>

function exportRecord(r: RecordRow, obs: Array<typeof healthRecordObservations.$inferSelect>, origin: string): ExportRecord {
  const kind = r.kind as RecordKind
  const provider = r.provider.trim()
  return {
    id: String(r.id),
    kind,
    date: r.recordDate,
    title: r.title,
    performer: provider ? { kind: kind === 'DiagnosticReport' ? 'lab' : 'doctor', name: provider } : null,
    observations: obs.map((o): ExportObservation => ({
      name: o.name,
      value: /^-?\d+(\.\d+)?$/.test(o.value.trim()) ? Number(o.value.trim()) : o.value,
      unit: o.unit || null,
      range: o.refLow != null || o.refHigh != null || o.refText ? { low: o.refLow, high: o.refHigh, text: o.refText } : null,
      flag: o.flag === 'high' || o.flag === 'low' ? o.flag : null,
    })),
    file: r.storageKey
      ? {
          contentType: r.contentType ?? 'application/octet-stream',
          size: r.sizeBytes,
          url: `${origin}/pwa-api/api/v1/health-records/${r.id}/file`,
          title: r.title,
        }
      : r.link
        ? { contentType: 'application/pdf', url: r.link.startsWith('/') ? `${origin}${r.link}` : r.link, title: r.title }
        : null,
  }
}

/** The bundle's JSON, written a resource at a time (the head, then each entry), as UTF-8. */
export function bundleStream(bundle: { entry?: readonly unknown[] }): ReadableStream<Uint8Array> {
  const { entry = [], ...head } = bundle
  const encoder = new TextEncoder()
  const opening = `${JSON.stringify(head).slice(0, -1)}${Object.keys(head).length ? ',' : ''}"entry":[`
  let i = -1
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i === -1) controller.enqueue(encoder.encode(opening))
      else if (i < entry.length) controller.enqueue(encoder.encode(`${i > 0 ? ',' : ''}${JSON.stringify(entry[i])}`))
      else {
        controller.enqueue(encoder.encode(']}'))
        controller.close()
      }
      i += 1
    },
  })
}
