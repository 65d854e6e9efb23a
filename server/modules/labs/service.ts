import { and, asc, eq, ilike, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { labTests, labs, siteContent } from '../../db/schema.ts'
import { cached } from '../../lib/cache.ts'

/** A lab test or package as the labs pages show it (prices in paise). */
export interface LabTestCard {
  id: number
  name: string
  slug: string
  kind: 'test' | 'package'
  category: string
  sampleType: string
  fasting: boolean
  parameters: number
  includes: string[]
  mrpPaise: number
  pricePaise: number
  description: string
}

/** The labs home: packages first ('Popular packages'), then tests grouped by category. */
export interface LabsHome {
  query: string
  packages: LabTestCard[]
  testsByCategory: { category: string; tests: LabTestCard[] }[]
  total: number
}

/** spec 1 §3 / §4.1: the visual announcement's data (maxShowCount only ever comes from here). */
export interface AnnouncementData {
  signature: string
  title: string
  text: string
  maxShowCount: number
  frequencyHours: number
  url?: string
  cta?: string
}

export const MAX_QUERY_LENGTH = 100
const CACHE_MS = 60_000

// ILIKE treats % and _ as wildcards and \ as the escape: a query is matched as typed.
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function createLabsService(db: Db) {
  const loadAnnouncement = cached(CACHE_MS, () => readAnnouncement(db))
  const loadCategories = cached(CACHE_MS, async () =>
    (await db.selectDistinct({ category: labTests.category }).from(labTests).orderBy(asc(labTests.category))).map(
      (r) => r.category,
    ),
  )

  async function list(filter: { q?: string; kind?: 'test' | 'package'; category?: string } = {}): Promise<LabTestCard[]> {
    const q = (filter.q ?? '').trim().slice(0, MAX_QUERY_LENGTH)
    const where: SQL[] = []
    if (q) where.push(ilike(labTests.name, likePattern(q)))
    if (filter.kind) where.push(eq(labTests.kind, filter.kind))
    if (filter.category) where.push(eq(labTests.category, filter.category))
    const rows = await db
      .select()
      .from(labTests)
      .where(where.length ? and(...where) : undefined)
      .orderBy(asc(labTests.category), asc(labTests.pricePaise), asc(labTests.name))
    return rows.map((r) => ({ ...r, kind: r.kind === 'package' ? 'package' : 'test' }))
  }

  return {
    /** Every test and package, optionally filtered by name (case-insensitive contains), kind or category. */
    list,

    /** Search by name: case-insensitive contains, cheapest first within a category. */
    search: (q: string) => list({ q }),

    /** The test categories, alphabetical. */
    categories: loadCategories,

    /** The labs home of spec 2 §2: packages first, then tests by category; `q` filters both. */
    async home(q = ''): Promise<LabsHome> {
      const all = await list({ q })
      const packages = all.filter((t) => t.kind === 'package')
      const byCategory = new Map<string, LabTestCard[]>()
      for (const t of all) {
        if (t.kind !== 'test') continue
        const group = byCategory.get(t.category)
        if (group) group.push(t)
        else byCategory.set(t.category, [t])
      }
      return {
        query: q.trim().slice(0, MAX_QUERY_LENGTH),
        packages,
        testsByCategory: [...byCategory].map(([category, tests]) => ({ category, tests })),
        total: all.length,
      }
    },

    /** The partner labs with the cities they serve. */
    labs: () => db.select().from(labs).orderBy(asc(labs.name)),

    /** The visual announcement, from the site_content row 'announcement'; null when none is configured. */
    announcement: loadAnnouncement,
  }
}
export type LabsService = ReturnType<typeof createLabsService>

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
