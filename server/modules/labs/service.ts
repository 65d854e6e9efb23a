import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import { withoutControls } from '../../../core/fields/free-text.ts'
import type { Db } from '../../db/client.ts'
import type { Paise } from '../../../core/money.ts'
import { labTests, labs } from './schema.ts'
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

/**
 * The labs home (issue 12 §1: its HTML does not grow with the catalog). Browsing: the first packages and the first
 * tests of each category, each with how many there are in all and a link to see them. A search, a category or all
 * packages: one page of results at a time.
 */
export type LabsHome =
  | {
      view: 'browse'
      packages: LabTestCard[]
      packageCount: number
      testsByCategory: { category: string; tests: LabTestCard[]; count: number }[]
    }
  | {
      view: 'list'
      /** What is listed: the search words, a category, or all packages. */
      query: string
      category: string | null
      kind: 'package' | null
      results: LabTestCard[]
      total: number
      page: number
      pages: number
    }

/** How many packages, and tests of each category, the labs home shows before 'View all'. */
export const HOME_PACKAGES = 8
export const HOME_TESTS_PER_CATEGORY = 4
/** Results per page of a search, a category or all packages. */
export const LABS_PAGE_SIZE = 24
/**
 * Results per page of a city's inventory search (labs/{city}/search): each card carries its best lab's offer, and
 * at 24 the page's HTML (16 KB compressed) took a second round trip on a phone; at 12 it arrives in the first (TCP's
 * first window is about 14 KB), as peers' lists of 10–20 do (issue 12).
 */
export const INVENTORY_PAGE_SIZE = 12

export const MAX_QUERY_LENGTH = 100
const CACHE_MS = 60_000

// ILIKE treats % and _ as wildcards and \ as the escape: a query is matched as typed.
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Packages before tests, then cheapest first (a search's results and the list of packages). */
const byKindThenPrice = (a: LabTestCard, b: LabTestCard) =>
  (a.kind === b.kind ? 0 : a.kind === 'package' ? -1 : 1) || a.pricePaise - b.pricePaise || a.name.localeCompare(b.name)

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
    const q = withoutControls(filter.q ?? '').slice(0, MAX_QUERY_LENGTH)
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

    /**
     * The labs home of spec 2 §2. Without a filter: packages first, then tests by category, each cut to its first few
     * (cheapest first) with the count of all. With `q` (name contains), `category` or `kind: 'package'`: a page of
     * results. A page past the last answers the last.
     */
    async home(filter: { q?: string; category?: string; kind?: 'package'; page?: number } = {}): Promise<LabsHome> {
      const q = (filter.q ?? '')
        .replace(/\p{Cc}/gu, ' ')
        .trim()
        .slice(0, MAX_QUERY_LENGTH)
      const category = filter.category?.trim().slice(0, MAX_QUERY_LENGTH) || null
      if (q || category || filter.kind) {
        // A category lists its tests (its 'View all' link on the home says so); packages are listed on their own.
        const kind = filter.kind ?? (category && !q ? 'test' : undefined)
        const all = await list({ q, category: category ?? undefined, kind })
        const results = q || filter.kind ? [...all].sort(byKindThenPrice) : all
        const pages = Math.max(1, Math.ceil(results.length / LABS_PAGE_SIZE))
        const page = Math.min(pages, Math.max(1, Math.floor(filter.page ?? 1) || 1))
        return {
          view: 'list',
          query: q,
          category,
          kind: filter.kind ?? null,
          results: results.slice((page - 1) * LABS_PAGE_SIZE, page * LABS_PAGE_SIZE),
          total: results.length,
          page,
          pages,
        }
      }
      // One statement: each row ranked within its group (packages, or the tests of a category) and counted with it.
      const rows = await db
        .select({
          card: labTests,
          rank: sql<number>`row_number() over (partition by ${labTests.kind}, case when ${labTests.kind} = 'package' then '' else ${labTests.category} end order by ${labTests.pricePaise}, ${labTests.name})`.mapWith(
            Number,
          ),
          count:
            sql<number>`count(*) over (partition by ${labTests.kind}, case when ${labTests.kind} = 'package' then '' else ${labTests.category} end)`.mapWith(
              Number,
            ),
        })
        .from(labTests)
        .orderBy(asc(labTests.category), asc(labTests.pricePaise), asc(labTests.name))
      const packages: LabTestCard[] = []
      let packageCount = 0
      const byCategory = new Map<string, { category: string; tests: LabTestCard[]; count: number }>()
      for (const { card, rank, count } of rows) {
        const t: LabTestCard = { ...card, kind: card.kind === 'package' ? 'package' : 'test' }
        if (t.kind === 'package') {
          packageCount = count
          if (rank <= HOME_PACKAGES) packages.push(t)
          continue
        }
        let group = byCategory.get(t.category)
        if (!group) byCategory.set(t.category, (group = { category: t.category, tests: [], count }))
        if (rank <= HOME_TESTS_PER_CATEGORY) group.tests.push(t)
      }
      packages.sort((a, b) => a.pricePaise - b.pricePaise || a.name.localeCompare(b.name))
      return { view: 'browse', packages, packageCount, testsByCategory: [...byCategory.values()] }
    },

    /** The partner labs with the cities they serve. */
    labs: () => db.select().from(labs).orderBy(asc(labs.name)),
  }
}
export type LabsService = ReturnType<typeof createLabsService>
