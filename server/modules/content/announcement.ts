import { eq } from 'drizzle-orm'
import type { AnnouncementData } from '../../../contracts/content.ts'
import type { Db } from '../../db/client.ts'
import { siteContent } from './schema.ts'
import { cached } from '../../lib/cache.ts'
import { systemClock, type Clock } from '../../lib/clock.ts'

const CACHE_MS = 60_000

/** spec 1 §4.1: the site-wide visual announcement, shown by its frequency rule on any page. */
export function createAnnouncementService(db: Db, now: Clock = systemClock) {
  /** From the site_content row 'announcement'; null when none is configured. */
  return { get: cached(CACHE_MS, () => readAnnouncement(db), now) }
}
export type AnnouncementService = ReturnType<typeof createAnnouncementService>

async function readAnnouncement(db: Db): Promise<AnnouncementData | null> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, 'announcement'))
  return parseAnnouncement(row?.value)
}

/** Content is edited by hand: anything without a signature, title and sane limits is ignored. */
export function parseAnnouncement(value: unknown): AnnouncementData | null {
  if (value === null || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const str = (x: unknown) => (typeof x === 'string' && x.trim() ? x : undefined)
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : undefined)
  const signature = str(v.signature)
  const title = str(v.title)
  const maxShowCount = num(v.maxShowCount)
  const frequencyHours = num(v.frequencyHours)
  if (!signature || !title || maxShowCount === undefined || frequencyHours === undefined) return null
  const url = str(v.url)
  const cta = str(v.cta)
  return {
    signature,
    title,
    text: str(v.text) ?? '',
    maxShowCount,
    frequencyHours,
    ...(url && url.startsWith('/') ? { url } : {}),
    ...(cta ? { cta } : {}),
  }
}
