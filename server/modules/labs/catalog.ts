import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Paise } from '../../../core/money.ts'
import { matchCity, slugOf, type InventoryFilters } from '../../../core/labs/catalog.ts'
import { splitNameId } from '../../../core/url/path-match.ts'
import { labCentres, labOffers, labTests, labs } from './schema.ts'
import { cached } from '../../lib/cache.ts'
import { systemClock, type Clock } from '../../lib/clock.ts'
import { testFaq, type FaqEntry } from './faq.ts'
import { INVENTORY_PAGE_SIZE, LABS_PAGE_SIZE, likePattern, type LabTestCard } from './service.ts'

// The labs catalog's pages (issue 11 §2): a test with what each lab in a city charges for it, a lab with its walk-in
// centres and what it offers, the inventory search of a city, and the categories. Every list is a page at a time, so
// no page's HTML grows with the catalog.

/** A lab as the comparison and its page show it. */
export interface LabSummary {
  id: number
  name: string
  slug: string
  accreditations: string[]
  ratingTenths: number
  ratingCount: number
  homeCollection: boolean
}

/** What one lab charges for a test in a city, and how soon its report comes. */
export interface LabOfferView {
  lab: LabSummary
  mrpPaise: Paise
  pricePaise: Paise
  turnaroundHours: number
}

export interface LabTestDetail extends LabTestCard {
  preparation: string
}

/** A test named in a package, linked when the catalog holds it. */
export interface IncludedTest {
  name: string
  id: number | null
  slug: string
}

export interface LabTestPage {
  test: LabTestDetail
  city: string
  /** The labs collecting in the city that offer it, cheapest first (then fastest, then by name). */
  offers: LabOfferView[]
  /** A package's tests, in the package's order. */
  included: IncludedTest[]
  /** Packages that hold this test (the cheapest few), and how many there are. */
  inPackages: LabTestCard[]
  faq: FaqEntry[]
  /** Every city some lab offering it collects in (to price it elsewhere). */
  cities: string[]
}

export interface LabCentreView {
  id: number
  name: string
  address: string
  pincode: string
  city: string
  opensAt: string
  closesAt: string
  days: string
}

/** A test or package a lab offers, at its price. */
export interface LabOfferedTest {
  test: LabTestCard
  mrpPaise: Paise
  pricePaise: Paise
  turnaroundHours: number
}

export interface LabPage {
  lab: LabSummary & { about: string; cities: string[] }
  city: string
  /** Whether the lab collects in this city (its centres and prices there); else the page lists its cities. */
  servesCity: boolean
  centres: LabCentreView[]
  /** A page of what it offers: packages first, then tests, each cheapest first. */
  offered: LabOfferedTest[]
  packageCount: number
  testCount: number
  page: number
  pages: number
}

export interface InventoryResult {
  test: LabTestCard
  /** The cheapest offer that passes the filters (then the fastest), and how many labs' offers pass. */
  best: { lab: { name: string; slug: string }; mrpPaise: Paise; pricePaise: Paise; turnaroundHours: number }
  labCount: number
}

export interface InventoryPage {
  city: string
  /** The filters as applied: a lab that does not collect in the city is dropped. */
  filters: InventoryFilters
  /** The labs collecting in the city (the lab filter's choices and the lab listing). */
  labs: LabSummary[]
  results: InventoryResult[]
  total: number
  page: number
  pages: number
  /** The cheapest packages in the city (the 'popular tests' of the spec's layout). */
  popular: LabTestCard[]
}

export interface LabCategory {
  name: string
  slug: string
  tests: number
  packages: number
}

export interface LabCategoryPage {
  category: LabCategory
  results: LabTestCard[]
  total: number
  page: number
  pages: number
  /** How many results come before this page's first. */
  offset: number
}

/** How many packages a test page, a lab's page and the inventory show beside their main list. */
export const SIDE_PACKAGES = 4
const CACHE_MS = 60_000

const summaryColumns = {
  id: labs.id,
  name: labs.name,
  slug: labs.slug,
  accreditations: labs.accreditations,
  ratingTenths: labs.ratingTenths,
  ratingCount: labs.ratingCount,
  homeCollection: labs.homeCollection,
}

const cardColumns = {
  id: labTests.id,
  name: labTests.name,
  slug: labTests.slug,
  kind: labTests.kind,
  category: labTests.category,
  sampleType: labTests.sampleType,
  fasting: labTests.fasting,
  parameters: labTests.parameters,
  includes: labTests.includes,
  mrpPaise: labTests.mrpPaise,
  pricePaise: labTests.pricePaise,
  description: labTests.description,
}

const asCard = <T extends { kind: string }>(r: T): T & { kind: 'test' | 'package' } => ({
  ...r,
  kind: r.kind === 'package' ? 'package' : 'test',
})

/** The labs collecting in a city (its name as the catalog spells it). */
const servesCity = (city: string) => sql`${labs.cities} @> ${JSON.stringify([city])}::jsonb`

/** Pages of `size`: the page asked for, within 1..last (a page past the end answers the last). */
export function pageWindow(total: number, asked: number, size = LABS_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(total / size))
  const page = Math.min(pages, Math.max(1, Math.floor(asked) || 1))
  return { page, pages, offset: (page - 1) * size, size }
}

export function createLabCatalog(db: Db, now: Clock = systemClock) {
  const loadCities = cached(
    CACHE_MS,
    async () => {
      const rows = await db.select({ cities: labs.cities }).from(labs)
      return [...new Set(rows.flatMap((r) => r.cities))].sort((a, b) => a.localeCompare(b))
    },
    now,
  )

  const loadCategories = cached(
    CACHE_MS,
    async (): Promise<LabCategory[]> => {
      const rows = await db
        .select({
          name: labTests.category,
          tests: sql<number>`count(*) filter (where ${labTests.kind} = 'test')`.mapWith(Number),
          packages: sql<number>`count(*) filter (where ${labTests.kind} = 'package')`.mapWith(Number),
        })
        .from(labTests)
        .groupBy(labTests.category)
        .orderBy(asc(labTests.category))
      return rows.map((r) => ({ ...r, slug: slugOf(r.name) }))
    },
    now,
  )

  async function offersIn(testId: number, city: string): Promise<LabOfferView[]> {
    const rows = await db
      .select({
        lab: summaryColumns,
        mrpPaise: labOffers.mrpPaise,
        pricePaise: labOffers.pricePaise,
        turnaroundHours: labOffers.turnaroundHours,
      })
      .from(labOffers)
      .innerJoin(labs, eq(labs.id, labOffers.labId))
      .where(and(eq(labOffers.testId, testId), servesCity(city)))
      .orderBy(asc(labOffers.pricePaise), asc(labOffers.turnaroundHours), asc(labs.name))
    return rows
  }

  return {
    /** Drops this instance's cached cities and categories. */
    invalidate() {
      loadCities.invalidate()
      loadCategories.invalidate()
    },

    /** Every city some lab collects in, alphabetical. */
    cities: loadCities,

    /** The city a path parameter names ('new-delhi', 'New Delhi'), or null when no lab collects there. */
    async city(param: string | undefined): Promise<string | null> {
      return matchCity(param, await loadCities())
    },

    /** The categories with how many tests and packages each holds, alphabetical. */
    categories: loadCategories,

    /** A category by its slug: its packages then tests, cheapest first, a page at a time; null for none. */
    async category(slug: string, askedPage = 1): Promise<LabCategoryPage | null> {
      const category = (await loadCategories()).find((c) => c.slug === slugOf(slug))
      if (!category) return null
      const total = category.tests + category.packages
      const { page, pages, offset, size } = pageWindow(total, askedPage)
      const rows = await db
        .select(cardColumns)
        .from(labTests)
        .where(eq(labTests.category, category.name))
        .orderBy(desc(sql`${labTests.kind} = 'package'`), asc(labTests.pricePaise), asc(labTests.name))
        .limit(size)
        .offset(offset)
      return { category, results: rows.map(asCard), total, page, pages, offset }
    },

    /** A test's page in a city; null for an unknown test. */
    async test(id: number, city: string): Promise<LabTestPage | null> {
      const [row] = await db
        .select({ ...cardColumns, preparation: labTests.preparation })
        .from(labTests)
        .where(eq(labTests.id, id))
      if (!row) return null
      const test = asCard(row)
      const [offers, cityRows, included, inPackages] = await Promise.all([
        offersIn(id, city),
        db
          .select({ cities: labs.cities })
          .from(labOffers)
          .innerJoin(labs, eq(labs.id, labOffers.labId))
          .where(eq(labOffers.testId, id)),
        test.includes.length
          ? db
              .select({ id: labTests.id, name: labTests.name, slug: labTests.slug })
              .from(labTests)
              .where(inArray(labTests.name, test.includes))
          : Promise.resolve([]),
        test.kind !== 'test'
          ? Promise.resolve([] as LabTestCard[])
          : db
              .select(cardColumns)
              .from(labTests)
              .where(and(eq(labTests.kind, 'package'), sql`${labTests.includes} @> ${JSON.stringify([test.name])}::jsonb`))
              .orderBy(asc(labTests.pricePaise), asc(labTests.name))
              .limit(SIDE_PACKAGES)
              .then((rows) => rows.map(asCard)),
      ])
      const byName = new Map(included.map((t) => [t.name, t]))
      const hours = offers.map((o) => o.turnaroundHours)
      const turnaround = offers.length
        ? { city, fastestHours: Math.min(...hours), slowestHours: Math.max(...hours), labs: offers.length }
        : null
      return {
        test,
        city,
        offers,
        included: test.includes.map((name) => byName.get(name) ?? { name, id: null, slug: slugOf(name) }),
        inPackages,
        faq: testFaq(test, turnaround),
        cities: [...new Set(cityRows.flatMap((r) => r.cities))].sort((a, b) => a.localeCompare(b)),
      }
    },

    /** A lab's page in a city by its slug (or name and id); null for an unknown lab. */
    async lab(labName: string, city: string, askedPage = 1): Promise<LabPage | null> {
      // Its slug ('dr-lal-pathlabs'), or the spec's name-and-id form ('dr-lal-pathlabs-1', '1': spec 2 §2).
      const { id } = splitNameId(labName)
      const [lab] = await db
        .select({ ...summaryColumns, about: labs.about, cities: labs.cities })
        .from(labs)
        .where(
          id !== null && Number.isSafeInteger(id) && id <= 2_147_483_647
            ? or(eq(labs.slug, slugOf(labName)), eq(labs.id, id))
            : eq(labs.slug, slugOf(labName)),
        )
        .orderBy(desc(eq(labs.slug, slugOf(labName))))
        .limit(1)
      if (!lab) return null
      const serves = lab.cities.includes(city)
      const [counts] = await db
        .select({
          tests: sql<number>`count(*) filter (where ${labTests.kind} = 'test')`.mapWith(Number),
          packages: sql<number>`count(*) filter (where ${labTests.kind} = 'package')`.mapWith(Number),
        })
        .from(labOffers)
        .innerJoin(labTests, eq(labTests.id, labOffers.testId))
        .where(eq(labOffers.labId, lab.id))
      const testCount = counts?.tests ?? 0
      const packageCount = counts?.packages ?? 0
      const { page, pages, offset, size } = pageWindow(testCount + packageCount, askedPage)
      const [centres, offered] = await Promise.all([
        serves
          ? db
              .select({
                id: labCentres.id,
                name: labCentres.name,
                address: labCentres.address,
                pincode: labCentres.pincode,
                city: labCentres.city,
                opensAt: labCentres.opensAt,
                closesAt: labCentres.closesAt,
                days: labCentres.days,
              })
              .from(labCentres)
              .where(and(eq(labCentres.labId, lab.id), eq(labCentres.city, city)))
              .orderBy(asc(labCentres.name), asc(labCentres.id))
          : Promise.resolve([]),
        db
          .select({
            test: cardColumns,
            mrpPaise: labOffers.mrpPaise,
            pricePaise: labOffers.pricePaise,
            turnaroundHours: labOffers.turnaroundHours,
          })
          .from(labOffers)
          .innerJoin(labTests, eq(labTests.id, labOffers.testId))
          .where(eq(labOffers.labId, lab.id))
          .orderBy(desc(sql`${labTests.kind} = 'package'`), asc(labOffers.pricePaise), asc(labTests.name))
          .limit(size)
          .offset(offset),
      ])
      return {
        lab,
        city,
        servesCity: serves,
        centres,
        offered: offered.map((o) => ({ ...o, test: asCard(o.test) })),
        packageCount,
        testCount,
        page,
        pages,
      }
    },

    /**
     * The inventory search of a city (labs/{city}/search): each test some lab in the city offers within the filters,
     * with the cheapest such offer and how many labs' offers pass; sorted by that price, turnaround or name; a page at
     * a time. A lab filter naming no lab of the city is dropped.
     */
    async inventory(city: string, asked: InventoryFilters, askedPage = 1): Promise<InventoryPage> {
      const cityLabs = await db.select(summaryColumns).from(labs).where(servesCity(city)).orderBy(asc(labs.name))
      const lab = asked.lab ? cityLabs.find((l) => l.slug === asked.lab) : undefined
      const filters: InventoryFilters = { ...asked, lab: lab ? lab.slug : null }
      const where: SQL[] = [servesCity(city)]
      if (lab) where.push(eq(labOffers.labId, lab.id))
      if (filters.q) where.push(ilike(labTests.name, likePattern(filters.q)))
      if (filters.maxPriceRupees !== null) where.push(lte(labOffers.pricePaise, (filters.maxPriceRupees * 100) as Paise))
      if (filters.turnaroundHours !== null) where.push(lte(labOffers.turnaroundHours, filters.turnaroundHours))
      if (filters.fasting !== null) where.push(eq(labTests.fasting, filters.fasting))
      if (filters.homeCollection) where.push(eq(labs.homeCollection, true))
      const ranked = db.$with('ranked').as(
        db
          .select({
            testId: sql<number>`${labOffers.testId}`.as('test_id'),
            labName: sql<string>`${labs.name}`.as('lab_name'),
            labSlug: sql<string>`${labs.slug}`.as('lab_slug'),
            offerMrp: sql<Paise>`${labOffers.mrpPaise}`.as('offer_mrp'),
            offerPrice: sql<Paise>`${labOffers.pricePaise}`.as('offer_price'),
            offerHours: sql<number>`${labOffers.turnaroundHours}`.as('offer_hours'),
            rank: sql<number>`row_number() over (partition by ${labOffers.testId} order by ${labOffers.pricePaise}, ${labOffers.turnaroundHours}, ${labs.name})`.as(
              'rank',
            ),
            labCount: sql<number>`count(*) over (partition by ${labOffers.testId})`.as('lab_count'),
          })
          .from(labOffers)
          .innerJoin(labs, eq(labs.id, labOffers.labId))
          .innerJoin(labTests, eq(labTests.id, labOffers.testId))
          .where(and(...where)),
      )
      const order =
        filters.sort === 'name'
          ? [asc(labTests.name)]
          : filters.sort === 'turnaround'
            ? [asc(ranked.offerHours), asc(ranked.offerPrice), asc(labTests.name)]
            : [asc(ranked.offerPrice), asc(labTests.name)]
      const page = async (p: number) => {
        const { offset, size } = pageWindow(Number.MAX_SAFE_INTEGER, p, INVENTORY_PAGE_SIZE)
        return db
          .with(ranked)
          .select({
            test: cardColumns,
            labName: ranked.labName,
            labSlug: ranked.labSlug,
            mrpPaise: ranked.offerMrp,
            pricePaise: ranked.offerPrice,
            turnaroundHours: ranked.offerHours,
            labCount: sql<number>`${ranked.labCount}`.mapWith(Number),
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(ranked)
          .innerJoin(labTests, eq(labTests.id, ranked.testId))
          .where(eq(ranked.rank, 1))
          .orderBy(...order, asc(labTests.id))
          .limit(size)
          .offset(offset)
      }
      let rows = await page(askedPage)
      let total = rows[0]?.total ?? 0
      let window = pageWindow(total, askedPage, INVENTORY_PAGE_SIZE)
      if (rows.length === 0 && askedPage > 1) {
        // Past the end: count, then answer the last page.
        const first = await page(1)
        total = first[0]?.total ?? 0
        window = pageWindow(total, askedPage, INVENTORY_PAGE_SIZE)
        rows = window.page === 1 ? first : await page(window.page)
      }
      const popular = await db
        .selectDistinct({ ...cardColumns })
        .from(labTests)
        .innerJoin(labOffers, eq(labOffers.testId, labTests.id))
        .innerJoin(labs, eq(labs.id, labOffers.labId))
        .where(and(eq(labTests.kind, 'package'), servesCity(city)))
        .orderBy(asc(labTests.pricePaise), asc(labTests.name), asc(labTests.id))
        .limit(SIDE_PACKAGES)
      return {
        city,
        filters,
        labs: cityLabs,
        results: rows.map((r) => ({
          test: asCard(r.test),
          best: {
            lab: { name: r.labName, slug: r.labSlug },
            mrpPaise: r.mrpPaise,
            pricePaise: r.pricePaise,
            turnaroundHours: Number(r.turnaroundHours),
          },
          labCount: r.labCount,
        })),
        total,
        page: window.page,
        pages: window.pages,
        popular: popular.map(asCard),
      }
    },
  }
}
export type LabCatalog = ReturnType<typeof createLabCatalog>
