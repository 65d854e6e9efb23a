import { randomUUID } from 'node:crypto'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import {
  archiveFileName,
  EXPORT_TEXTS,
  exportExpiresAt,
  exportStatus,
  nextRequestAt,
  type ExportStoredStatus,
} from '../../../core/data-rights/export-rules.ts'
import type { DataExport, DataExports } from '../../../contracts/data-export.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Logger } from '../../lib/logger.ts'
import { users } from '../auth/index.ts'
import type { JobContext, JobHandlers, JobRequest } from '../jobs/index.ts'
import type { Notifier } from '../notify/index.ts'
import type { FileStorage } from '../storage/index.ts'
import { exportEntries, type ExportSources } from './export-gather.ts'
import { dataExports } from './export-schema.ts'
import { createZipWriter } from './export-zip.ts'

// 'Download my data' (issue 26 §6; decision 080). An account asks (one archive in preparation at a time: a second ask
// answers the pending one; the same Idempotency-Key answers the same archive; a new one once a day after the last was
// ready); a durable job builds the ZIP as a stream of entries into parts in the private storage, marks it ready for 7
// days in the same transaction as it schedules its removal, and tells the person. Only the owner reads or downloads it
// (another account's: 404). At its end the removal job deletes the parts and marks it expired.

export const EXPORT_BUILD_JOB = 'data_export.build'
export const EXPORT_EXPIRE_JOB = 'data_export.expire'
export const exportBuildKey = (id: number) => `data_export.build:${id}:`
export const exportExpireKey = (id: number) => `data_export.expire:${id}:`

/** The archive is stored in parts of this size (the most the writer holds at once besides one entry). */
export const EXPORT_PART_BYTES = 8 * 1024 * 1024

export interface DataExportDeps {
  now: Clock
  storage: FileStorage
  notifier: Notifier
  logger: Pick<Logger, 'info' | 'warn'>
  jobs: { enqueue(tx: Db, job: JobRequest): Promise<boolean> }
  sources: Omit<ExportSources, 'db' | 'storage'>
  partBytes?: number
}

type Row = typeof dataExports.$inferSelect

const NOT_FOUND = () => AppError.notFound(EXPORT_TEXTS.notFound, 'unknown_export')
export const partKey = (prefix: string, n: number) => `${prefix}/part-${String(n).padStart(4, '0')}.zip`
export const archivePath = (id: number) => `/pwa-api/api/v1/data-exports/${id}/archive`

function toWire(r: Row, now: Date): DataExport {
  const status = exportStatus({ status: r.status as ExportStoredStatus, requestedAt: r.requestedAt, expiresAt: r.expiresAt }, now)
  return {
    id: r.id,
    status,
    requested_at: r.requestedAt.toISOString(),
    ready_at: r.readyAt?.toISOString() ?? null,
    expires_at: r.expiresAt?.toISOString() ?? null,
    size_bytes: status === 'ready' ? r.sizeBytes : null,
    download_path: status === 'ready' ? archivePath(r.id) : null,
    file_name: status === 'ready' && r.readyAt ? archiveFileName(r.readyAt) : null,
  }
}

/** Writes the archive's bytes into parts of `partBytes` in the storage, one part held at a time. */
function partSink(storage: FileStorage, prefix: string, partBytes: number) {
  const buffer = new Uint8Array(partBytes)
  let used = 0
  let parts = 0
  async function flush() {
    if (used === 0) return
    await storage.put(partKey(prefix, parts), buffer.slice(0, used), 'application/zip')
    parts++
    used = 0
  }
  return {
    async write(chunk: Uint8Array) {
      let at = 0
      while (at < chunk.length) {
        const n = Math.min(partBytes - used, chunk.length - at)
        buffer.set(chunk.subarray(at, at + n), used)
        used += n
        at += n
        if (used === partBytes) await flush()
      }
    },
    async close(): Promise<number> {
      await flush()
      return parts
    },
    /** Removes every part written (a build that failed half way leaves nothing behind). */
    async discard() {
      for (let n = 0; n < parts; n++) await storage.delete(partKey(prefix, n))
    },
  }
}

export function createDataExportService(db: Db, deps: DataExportDeps) {
  const { now, storage } = deps
  const partBytes = deps.partBytes ?? EXPORT_PART_BYTES

  async function latest(userId: number, tx: Db = db): Promise<Row | undefined> {
    const [row] = await tx
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
      .limit(1)
    return row
  }

  async function lastReadyAt(userId: number, tx: Db = db): Promise<Date | null> {
    const [row] = await tx
      .select({ readyAt: dataExports.readyAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.readyAt)))
      .orderBy(desc(dataExports.readyAt))
      .limit(1)
    return row?.readyAt ?? null
  }

  async function own(userId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    if (!row) throw NOT_FOUND()
    return row
  }

  async function view(userId: number): Promise<DataExports> {
    const at = now()
    const current = await latest(userId)
    const wire = current ? toWire(current, at) : null
    const next = nextRequestAt(await lastReadyAt(userId), at)
    return {
      current: wire,
      can_request: wire?.status !== 'preparing' && next === null,
      next_request_at: next?.toISOString() ?? null,
    }
  }

  /**
   * Asks for an archive. Answers `created: false` with the archive already asked for with this key, or the one in
   * preparation; refuses (429) within 24 hours of the last ready one.
   */
  async function request(userId: number, key: string): Promise<{ export: DataExport; created: boolean }> {
    const at = now()
    return db.transaction(async (tx) => {
      const [same] = await tx
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.idempotencyKey, key)))
      if (same) return { export: toWire(same, at), created: false }
      const [pending] = await tx
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'preparing')))
        .for('update')
      if (pending) {
        const facts = { status: 'preparing' as const, requestedAt: pending.requestedAt, expiresAt: null }
        if (exportStatus(facts, at) === 'preparing') return { export: toWire(pending, at), created: false }
        // Its job ended failed long ago: taken as failed, and a new one may start.
        await tx.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, pending.id))
      }
      const next = nextRequestAt(await lastReadyAt(userId, tx), at)
      if (next) {
        throw AppError.tooManyRequests(
          EXPORT_TEXTS.cooldown(next),
          Math.ceil((next.getTime() - at.getTime()) / 1000),
          undefined,
          'export_once_a_day',
        )
      }
      const [row] = await tx
        .insert(dataExports)
        .values({ userId, status: 'preparing', idempotencyKey: key, requestedAt: at })
        .onConflictDoNothing()
        .returning()
      if (!row) {
        // Another request of this account won the race (one in preparation at a time): answer it.
        const [other] = await tx
          .select()
          .from(dataExports)
          .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'preparing')))
        if (!other) throw AppError.conflict('Your data is already being prepared. Please reload the page.')
        return { export: toWire(other, at), created: false }
      }
      await deps.jobs.enqueue(tx, {
        kind: EXPORT_BUILD_JOB,
        key: exportBuildKey(row.id),
        runAt: at,
        payload: { exportId: row.id },
      })
      return { export: toWire(row, at), created: true }
    })
  }

  async function get(userId: number, id: number): Promise<DataExport> {
    return toWire(await own(userId, id), now())
  }

  /** The archive as a stream of its parts, for its owner while it is ready. */
  async function archive(userId: number, id: number) {
    const row = await own(userId, id)
    const wire = toWire(row, now())
    if (wire.status === 'preparing') throw AppError.conflict('Your data is still being prepared.', undefined, 'export_preparing')
    if (wire.status !== 'ready' || !row.storagePrefix || row.sizeBytes === null) {
      throw new AppError({ code: 'export_expired', status: 410, message: EXPORT_TEXTS.expiredDownload })
    }
    const prefix = row.storagePrefix
    let n = 0
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (n >= row.parts) return controller.close()
        const part = await storage.get(partKey(prefix, n++))
        if (!part) return controller.error(new Error(`data export ${row.id}: part ${n - 1} is missing`))
        controller.enqueue(part.bytes)
      },
    })
    return { stream, size: row.sizeBytes, fileName: wire.file_name ?? 'medwise-data.zip' }
  }

  async function build(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
    const id = Number(payload.exportId)
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id))
    if (!row || row.status !== 'preparing') return
    const at = ctx.now()
    const day = at.toISOString().slice(0, 7).replace('-', '/')
    const prefix = `data-exports/${day}/${randomUUID()}`
    const sink = partSink(storage, prefix, partBytes)
    try {
      const zip = createZipWriter((chunk) => sink.write(chunk), { modifiedAt: at })
      let entries = 0
      for await (const entry of exportEntries({ ...deps.sources, db, storage }, row.userId)) {
        await zip.add(entry.name, entry.bytes, { compress: entry.compress })
        entries++
      }
      const size = await zip.finish()
      const parts = await sink.close()
      const expiresAt = exportExpiresAt(at)
      await db.transaction(async (tx) => {
        const done = await tx
          .update(dataExports)
          .set({ status: 'ready', readyAt: at, expiresAt, storagePrefix: prefix, parts, sizeBytes: size, entries })
          .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
          .returning({ id: dataExports.id })
        if (done.length === 0) throw new Error(`data export ${id} is no longer preparing`)
        await deps.jobs.enqueue(tx, {
          kind: EXPORT_EXPIRE_JOB,
          key: exportExpireKey(id),
          runAt: expiresAt,
          payload: { exportId: id },
        })
        await ctx.markDone(tx)
      })
      deps.logger.info('data export ready', { exportId: id, bytes: size, parts, entries })
      await tell(row.userId, expiresAt)
    } catch (e) {
      await sink.discard()
      throw e
    }
  }

  /** The person is told through the notifier (an SMS to the verified mobile, else an e-mail). */
  async function tell(userId: number, expiresAt: Date) {
    const [who] = await db
      .select({ phone: users.phone, phoneVerified: users.phoneVerified, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
    const text = EXPORT_TEXTS.notified(expiresAt)
    try {
      if (who?.phone && who.phoneVerified) await deps.notifier.send({ channel: 'sms', to: `+91${who.phone}`, text })
      else if (who?.email) await deps.notifier.send({ channel: 'email', to: who.email, text })
    } catch (e) {
      // The archive is ready either way, and the page says so; a lost message is logged, not retried.
      deps.logger.warn('data export notice not sent', { userId, err: String(e) })
    }
  }

  /** The sweep of one archive at its end: its parts deleted, the row marked expired (kept as the request's record). */
  async function expire(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
    const id = Number(payload.exportId)
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id))
    if (!row || row.status !== 'ready' || (row.expiresAt && row.expiresAt.getTime() > ctx.now().getTime())) return
    if (row.storagePrefix) for (let n = 0; n < row.parts; n++) await storage.delete(partKey(row.storagePrefix, n))
    await db.transaction(async (tx) => {
      await tx
        .update(dataExports)
        .set({ status: 'expired', storagePrefix: null, sweptAt: ctx.now() })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'ready')))
      await ctx.markDone(tx)
    })
  }

  const handlers: JobHandlers = { [EXPORT_BUILD_JOB]: build, [EXPORT_EXPIRE_JOB]: expire }

  return { view, request, get, archive, handlers }
}

export type DataExportService = ReturnType<typeof createDataExportService>
