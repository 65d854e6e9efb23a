import { dayInIndia } from '../content/dates.ts'
import { timeLabel } from '../time/ist.ts'

// 'Download my data' (issue 26 §6; decision 080): the words and the rules of a person's copy of their data. Pure: the
// server module (server/modules/data-rights/export-*.ts) applies them with its clock, the page shows their words.

/** The page where the account asks for and downloads its data (linked from /profile and /PrivacyPolicy). */
export const DATA_EXPORT_PATH = '/data-rights/download'

/** How long a finished archive is offered for. */
export const EXPORT_OFFER_DAYS = 7
/** After an archive was ready, the next request is taken this long after it (one a day: each archive is a full copy). */
export const EXPORT_COOLDOWN_HOURS = 24
/** An archive still 'preparing' this long after it was asked for is taken as failed (its job ended failed). */
export const EXPORT_STALE_HOURS = 6

const HOUR_MS = 3_600_000

/**
 * What the database keeps: 'preparing' until the job finishes, then 'ready'; 'expired' once the sweep removed it;
 * 'failed' when a new request found it preparing past EXPORT_STALE_HOURS.
 */
export const EXPORT_STORED_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const
export type ExportStoredStatus = (typeof EXPORT_STORED_STATUSES)[number]
/** What the person is shown: a ready archive past its date is 'expired' before the sweep runs; a stale one 'failed'. */
export const EXPORT_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]

export interface ExportFacts {
  status: ExportStoredStatus
  requestedAt: Date
  expiresAt: Date | null
}

/** The status as of `now`. */
export function exportStatus(e: ExportFacts, now: Date): ExportStatus {
  if (e.status === 'preparing') {
    return now.getTime() - e.requestedAt.getTime() >= EXPORT_STALE_HOURS * HOUR_MS ? 'failed' : 'preparing'
  }
  if (e.status === 'failed') return 'failed'
  if (e.status === 'ready' && e.expiresAt && now.getTime() < e.expiresAt.getTime()) return 'ready'
  return 'expired'
}

/** When a finished archive stops being offered. */
export function exportExpiresAt(readyAt: Date): Date {
  return new Date(readyAt.getTime() + EXPORT_OFFER_DAYS * 24 * HOUR_MS)
}

/**
 * When the account may ask for a new archive, given its last finished one (null: now). A pending one is answered
 * instead of a new one (one at a time), so this speaks only of the finished ones.
 */
export function nextRequestAt(lastReadyAt: Date | null, now: Date): Date | null {
  if (!lastReadyAt) return null
  const next = new Date(lastReadyAt.getTime() + EXPORT_COOLDOWN_HOURS * HOUR_MS)
  return next.getTime() > now.getTime() ? next : null
}

/** '30 November 2026, 3:05 PM' in India. */
export function whenInIndia(at: Date): string {
  return `${dayInIndia(at.toISOString())}, ${timeLabel(at)}`
}

export const EXPORT_TEXTS = {
  title: 'Download your data',
  intro:
    'A copy of everything your account holds: your profile, family members, addresses, orders with their invoices, prescriptions, lab bookings and reports, health records, MedWise Cash and Care Plan history, consents, sign-ins, reviews and saved payment methods (masked). We put it in a ZIP file of JSON files and your uploaded files.',
  ask: 'Prepare my data',
  preparing: 'We are preparing your file. This takes a few minutes; we will send you a message when it is ready.',
  ready: (expiresAt: Date) => `Your file is ready. You can download it until ${whenInIndia(expiresAt)}.`,
  expired: 'Your last file has expired and was deleted. You can ask for a new one.',
  failed: 'We could not prepare your file. Please ask again.',
  download: 'Download my data (ZIP)',
  cooldown: (next: Date) => `You can ask for a new file once a day. You can ask again from ${whenInIndia(next)}.`,
  notified: (expiresAt: Date) =>
    `Your MedWise data is ready to download until ${whenInIndia(expiresAt)}. Open Profile > Your data to download it.`,
  notFound: 'We could not find that download.',
  expiredDownload: 'This download has expired. Ask for a new one from your profile.',
  signIn: 'Please sign in to download your data.',
  asked: 'We have started preparing your data.',
} as const

/** The archive's file name, as the browser saves it: 'medwise-data-2026-11-30.zip' (the day it was ready, in India). */
export function archiveFileName(readyAt: Date): string {
  const day = new Date(readyAt.getTime() + 330 * 60_000).toISOString().slice(0, 10)
  return `medwise-data-${day}.zip`
}

/**
 * A name inside the archive made from a person's file name: no folders, no control characters, nothing that could
 * climb out of the folder it is unpacked in; at most 100 characters; never empty.
 */
export function safeEntryName(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .split('')
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && !'"*:<>?|'.includes(ch))
    .join('')
    .replace(/^\.+/, '')
    .trim()
  const cut = base.length > 100 ? base.slice(base.length - 100) : base
  return cut || fallback
}

/** '820 KB', '12.4 MB': an archive's size as the page says it. */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
