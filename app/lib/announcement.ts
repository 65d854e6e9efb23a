// spec 1 §3 / §4.1: the visual announcement popup and its cookie (v_announcement_data), which
// holds per signature an object with count, frequencyHours and timeStamp (ms since the epoch).

import { parseJsonCookie } from '../../core/cookies.ts'

export const ANNOUNCEMENT_COOKIE = 'v_announcement_data'
const HOUR_MS = 60 * 60 * 1000

export type AnnouncementRecord = { count: number; frequencyHours: number; timeStamp: number }
export type AnnouncementLimits = { maxShowCount: number; frequencyHours: number }
export type AnnouncementMap = Record<string, AnnouncementRecord>

// spec 1 §4.1: whole hours passed since the last showing (a clock set back gives a negative
// number, which never satisfies the frequency).
export function wholeHoursSince(timeStamp: number, now: number): number {
  return Math.floor((now - timeStamp) / HOUR_MS)
}

// spec 1 §4.1: no record → show; otherwise count below maxShowCount AND at least frequencyHours
// whole hours since the last showing. The limits come from the announcement data (maxShowCount
// is only ever in the data), so the data's frequencyHours wins over the copy in the cookie.
export function shouldShowAnnouncement(
  record: AnnouncementRecord | undefined,
  limits: AnnouncementLimits,
  now: number = Date.now(),
): boolean {
  if (!record) return true
  return record.count < limits.maxShowCount && wholeHoursSince(record.timeStamp, now) >= limits.frequencyHours
}

// spec 1 §4.1: each showing increments the count and updates the timestamp. frequencyHours is
// stored as given, else kept from the old record, else 0.
export function recordShowing(
  record: AnnouncementRecord | undefined,
  now: number = Date.now(),
  frequencyHours?: number,
): AnnouncementRecord {
  return {
    count: (record?.count ?? 0) + 1,
    frequencyHours: frequencyHours ?? record?.frequencyHours ?? 0,
    timeStamp: now,
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

function toRecord(value: unknown): AnnouncementRecord | null {
  if (value === null || typeof value !== 'object') return null
  const { count, frequencyHours, timeStamp } = value as Record<string, unknown>
  if (!isFiniteNumber(count) || !isFiniteNumber(timeStamp)) return null
  return { count, frequencyHours: isFiniteNumber(frequencyHours) ? frequencyHours : 0, timeStamp }
}

// Cookie value → map keyed by signature. Raw or URL-encoded JSON; garbage gives {}, malformed
// entries are dropped (an entry without count/timeStamp is as good as no record: it shows).
export function parseAnnouncementCookie(value: string | null | undefined): AnnouncementMap {
  if (!value) return {}
  const parsed = parseJsonCookie(value)
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
  const entries: [string, AnnouncementRecord][] = []
  for (const [signature, raw] of Object.entries(parsed)) {
    const record = toRecord(raw)
    if (record) entries.push([signature, record])
  }
  // fromEntries defines own properties, so a '__proto__' signature cannot touch the prototype.
  return Object.fromEntries(entries)
}

// Map → cookie value (plain JSON; URL-encoding is the cookie writer's job).
export function serializeAnnouncementCookie(map: AnnouncementMap): string {
  return JSON.stringify(map)
}
