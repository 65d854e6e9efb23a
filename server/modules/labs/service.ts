import { and, asc, eq, ilike, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Paise } from '../../../app/lib/money.ts'
import { labTests, labs } from '../../db/schema.ts'
import { cached } from '../../lib/cache.ts'
import { systemClock, type Clock } from '../../lib/clock.ts'

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
  mrpPaise: Paise
  pricePaise: Paise
  description: string
}

/** The labs home: packages first ('Popular packages'), then tests grouped by category. */
export interface LabsHome {
  query: string
  packages: LabTestCard[]
  testsByCategory: { category: string; tests: LabTestCard[] }[]
  total: number
}

export const MAX_QUERY_LENGTH = 100
const CACHE_MS = 60_000

// ILIKE treats % and _ as wildcards and \ as the escape: a query is matched as typed.
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function createLabsService(db: Db, now: Clock = systemClock) {
  const loadCategories = cached(
    CACHE_MS,
    async () =>
      (await db.selectDistinct({ category: labTests.category }).from(labTests).orderBy(asc(labTests.category))).map(
        (r) => r.category,
      ),
    now,
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
    /** Drops this instance's copy of the categories (an announced change). */
    invalidate: () => loadCategories.invalidate(),

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

    /**
     * The lab that serves a city: the first (by id) that collects there, else the first lab. Every lab runs every
     * test for now; per-lab test lists and prices come with lab bookings.
     */
    async labFor(city: string | null): Promise<{ id: number; name: string } | null> {
      const all = await db.select({ id: labs.id, name: labs.name, cities: labs.cities }).from(labs).orderBy(asc(labs.id))
      const wanted = city?.trim().toLowerCase()
      const lab = all.find((l) => wanted && l.cities.some((c) => c.toLowerCase() === wanted)) ?? all[0]
      return lab ? { id: lab.id, name: lab.name } : null
    },
  }
}
export type LabsService = ReturnType<typeof createLabsService>
