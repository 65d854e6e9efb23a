import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/client.ts'
import { labCentres, labOffers, labTests, labs } from '../../db/schema.ts'
import { NO_FILTERS, type InventoryFilters } from '../../../core/labs/catalog.ts'
import { createLabCatalog, type LabCatalog } from './catalog.ts'
import { INVENTORY_PAGE_SIZE, LABS_PAGE_SIZE } from './service.ts'
import { openTestDatabase } from '../../../tests/setup/test-db.ts'

// Issue 11 §2 on the seeded sample catalog: a test's offers in a city, a lab's page, the inventory search with its
// filters and pages, and the categories. Expectations are computed from the tables, not copied from the seed.

let database: Database
let catalog: LabCatalog
beforeAll(async () => {
  database = await openTestDatabase()
  catalog = createLabCatalog(database.db)
})
afterAll(() => database?.close())

const CITY = 'New Delhi'
const filters = (f: Partial<InventoryFilters> = {}): InventoryFilters => ({ ...NO_FILTERS, ...f })

async function testId(name: string): Promise<number> {
  const [row] = await database.db.select({ id: labTests.id }).from(labTests).where(eq(labTests.name, name))
  if (!row) throw new Error(`no ${name}`)
  return row.id
}

describe('cities and categories', () => {
  test('the cities labs collect in; a path names one by slug or name, any case', async () => {
    const cities = await catalog.cities()
    expect(cities).toContain('New Delhi')
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b)))
    expect(await catalog.city('new-delhi')).toBe('New Delhi')
    expect(await catalog.city('NEW DELHI')).toBe('New Delhi')
    expect(await catalog.city('New%20Delhi')).toBe('New Delhi')
    expect(await catalog.city('atlantis')).toBeNull()
  })

  test('categories count their tests and packages; a category lists packages first, then tests, a page at a time', async () => {
    const categories = await catalog.categories()
    const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(labTests)
    expect(categories.reduce((n, c) => n + c.tests + c.packages, 0)).toBe(all!.n)
    const fullBody = categories.find((c) => c.name === 'Full Body')!
    expect(fullBody).toMatchObject({ slug: 'full-body', tests: 0 })
    expect(fullBody.packages).toBeGreaterThan(0)
    const blood = (await catalog.category('blood'))!
    expect(blood.total).toBe(
      categories.find((c) => c.name === 'Blood')!.tests + categories.find((c) => c.name === 'Blood')!.packages,
    )
    expect(blood.results[0]!.kind).toBe('package')
    expect(blood.results.every((t) => t.category === 'Blood')).toBe(true)
    const tests = blood.results.filter((t) => t.kind === 'test').map((t) => t.pricePaise)
    expect(tests).toEqual([...tests].sort((a, b) => a - b))
    expect(await catalog.category('bone-joint')).toMatchObject({ category: { name: 'Bone & Joint' } })
    expect(await catalog.category('no-such-category')).toBeNull()
  })
})

describe('a test in a city', () => {
  test('the labs in the city that offer it, cheapest first, each with its price, MRP, turnaround and accreditations', async () => {
    const id = await testId('Lipid Profile')
    const page = (await catalog.test(id, CITY))!
    expect(page.test).toMatchObject({ id, name: 'Lipid Profile', kind: 'test' })
    expect(page.test.preparation).not.toBe('')
    const expected = await database.db
      .select({ lab: labs.name, price: labOffers.pricePaise, cities: labs.cities })
      .from(labOffers)
      .innerJoin(labs, eq(labs.id, labOffers.labId))
      .where(eq(labOffers.testId, id))
    const inCity = expected.filter((e) => e.cities.includes(CITY))
    expect(page.offers.map((o) => o.lab.name).sort()).toEqual(inCity.map((e) => e.lab).sort())
    expect(page.offers.length).toBeGreaterThan(1)
    const prices = page.offers.map((o) => o.pricePaise)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const o of page.offers) {
      expect(o.pricePaise).toBeLessThanOrEqual(o.mrpPaise)
      expect(o.turnaroundHours).toBeGreaterThan(0)
      expect(o.lab.accreditations).toContain('NABL')
      expect(o.lab.ratingTenths).toBeGreaterThan(0)
    }
    // Packages that hold it; questions and answers from its fields.
    expect(page.inPackages.length).toBeGreaterThan(0)
    for (const p of page.inPackages) expect(p.includes).toContain('Lipid Profile')
    expect(page.faq.map((f) => f.question)).toContain('Do I need to fast before this test?')
    expect(page.faq.find((f) => f.question.startsWith('How soon'))!.answer).toContain('In New Delhi, within')
  })

  test('a city where no lab collects has no offers, and the cities to price it in', async () => {
    const id = await testId('Lipid Profile')
    const page = (await catalog.test(id, 'Atlantis'))!
    expect(page.offers).toEqual([])
    expect(page.cities).toContain('New Delhi')
    expect(page.faq.find((f) => f.question.startsWith('How soon'))!.answer).toContain('no partner lab offers it in your city')
  })

  test('an exclusive test: the one lab that offers it; a package lists its tests, linked', async () => {
    const hla = (await catalog.test(await testId('HLA-B27'), 'Mumbai'))!
    expect(hla.offers.map((o) => o.lab.name)).toEqual(['Metropolis Healthcare'])
    const essential = (await catalog.test(await testId('Full Body Checkup Essential'), CITY))!
    expect(essential.test.kind).toBe('package')
    expect(essential.included.map((t) => t.name)).toEqual(essential.test.includes)
    expect(essential.included.every((t) => t.id !== null)).toBe(true)
    expect(essential.faq.map((f) => f.question)).toContain('Which tests are included in the Full Body Checkup Essential?')
    expect(await catalog.test(999_999, CITY)).toBeNull()
  })
})

describe('a lab', () => {
  test('accreditations, rating, about, its walk-in centres in the city, what it offers at its prices in pages', async () => {
    const page = (await catalog.lab('dr-lal-pathlabs', CITY))!
    expect(page.lab).toMatchObject({ name: 'Dr Lal PathLabs', accreditations: ['NABL', 'CAP'], ratingTenths: 46 })
    expect(page.lab.about).not.toBe('')
    expect(page.servesCity).toBe(true)
    const [lab] = await database.db.select({ id: labs.id }).from(labs).where(eq(labs.slug, 'dr-lal-pathlabs'))
    const centres = await database.db
      .select()
      .from(labCentres)
      .where(and(eq(labCentres.labId, lab!.id), eq(labCentres.city, CITY)))
    expect(page.centres.map((c) => c.name).sort()).toEqual(centres.map((c) => c.name).sort())
    expect(page.centres.length).toBeGreaterThan(0)
    for (const c of page.centres) expect(c).toMatchObject({ city: CITY, opensAt: expect.stringMatching(/^\d\d:\d\d$/) })
    const [offers] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(labOffers)
      .where(eq(labOffers.labId, lab!.id))
    expect(page.testCount + page.packageCount).toBe(offers!.n)
    expect(page.offered).toHaveLength(Math.min(LABS_PAGE_SIZE, offers!.n))
    expect(page.offered[0]!.test.kind).toBe('package')
    // Every offer once across the pages.
    const pages = await Promise.all(Array.from({ length: page.pages }, (_, i) => catalog.lab('dr-lal-pathlabs', CITY, i + 1)))
    const ids = pages.flatMap((p) => p!.offered.map((o) => o.test.id))
    expect(new Set(ids).size).toBe(offers!.n)
    expect((await catalog.lab('dr-lal-pathlabs', CITY, 999))!.page).toBe(page.pages)
  })

  test('a city the lab does not collect in: no centres; an unknown lab: null', async () => {
    const orange = (await catalog.lab('orange-health', 'Chennai'))!
    expect(orange.servesCity).toBe(false)
    expect(orange.centres).toEqual([])
    expect(await catalog.lab('no-such-lab', CITY)).toBeNull()
    // The spec's name-and-id form names the same lab (its page redirects to the slug).
    const [lal] = await database.db.select({ id: labs.id }).from(labs).where(eq(labs.slug, 'dr-lal-pathlabs'))
    expect((await catalog.lab(`dr-lal-pathlabs-${lal!.id}`, CITY))!.lab.slug).toBe('dr-lal-pathlabs')
    expect((await catalog.lab(String(lal!.id), CITY))!.lab.slug).toBe('dr-lal-pathlabs')
    expect(await catalog.lab('99999999999', CITY)).toBeNull()
  })
})

describe('the inventory search of a city', () => {
  test('each test once, with its cheapest offer in the city, cheapest first, in pages that do not grow', async () => {
    const first = await catalog.inventory(CITY, filters())
    expect(first.labs.length).toBeGreaterThan(1)
    expect(first.results).toHaveLength(INVENTORY_PAGE_SIZE)
    expect(first.pages).toBe(Math.ceil(first.total / INVENTORY_PAGE_SIZE))
    const prices = first.results.map((r) => r.best.pricePaise)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const all = await Promise.all(Array.from({ length: first.pages }, (_, i) => catalog.inventory(CITY, filters(), i + 1)))
    const ids = all.flatMap((p) => p.results.map((r) => r.test.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(first.total)
    // The best offer is the cheapest of the city's labs.
    const lipid = all.flatMap((p) => p.results).find((r) => r.test.name === 'Lipid Profile')!
    const page = (await catalog.test(lipid.test.id, CITY))!
    expect(lipid.best.pricePaise).toBe(page.offers[0]!.pricePaise)
    expect(lipid.labCount).toBe(page.offers.length)
    expect((await catalog.inventory(CITY, filters(), 999)).page).toBe(first.pages)
    expect(first.popular.every((p) => p.kind === 'package')).toBe(true)
  })

  test('filters narrow: lab, price, turnaround, fasting, home collection, words; each result passes them', async () => {
    const all = await catalog.inventory(CITY, filters())
    const thyrocare = await catalog.inventory(CITY, filters({ lab: 'thyrocare' }))
    expect(thyrocare.filters.lab).toBe('thyrocare')
    expect(thyrocare.total).toBeLessThan(all.total)
    expect(thyrocare.results.every((r) => r.best.lab.slug === 'thyrocare' && r.labCount === 1)).toBe(true)

    const cheap = await catalog.inventory(CITY, filters({ maxPriceRupees: 500 }))
    expect(cheap.total).toBeLessThan(all.total)
    expect(cheap.results.every((r) => r.best.pricePaise <= 50_000)).toBe(true)

    const fast = await catalog.inventory(CITY, filters({ turnaroundHours: 12, sort: 'turnaround' }))
    expect(fast.total).toBeGreaterThan(0)
    expect(fast.results.every((r) => r.best.turnaroundHours <= 12)).toBe(true)

    const fasting = await catalog.inventory(CITY, filters({ fasting: true }))
    const notFasting = await catalog.inventory(CITY, filters({ fasting: false }))
    expect(fasting.total + notFasting.total).toBe(all.total)
    expect(fasting.results.every((r) => r.test.fasting)).toBe(true)

    await database.db.update(labs).set({ homeCollection: false }).where(eq(labs.slug, 'thyrocare'))
    try {
      const home = await catalog.inventory(CITY, filters({ homeCollection: true, lab: 'thyrocare' }))
      expect(home.total).toBe(0)
    } finally {
      await database.db.update(labs).set({ homeCollection: true }).where(eq(labs.slug, 'thyrocare'))
    }

    const thyroid = await catalog.inventory(CITY, filters({ q: 'thyroid', sort: 'name' }))
    expect(thyroid.total).toBeGreaterThan(0)
    expect(thyroid.results.every((r) => r.test.name.toLowerCase().includes('thyroid'))).toBe(true)
    const names = thyroid.results.map((r) => r.test.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect((await catalog.inventory(CITY, filters({ q: '%' }))).total).toBe(0)
  })

  test('a lab outside the city is no filter; a city without labs lists nothing', async () => {
    const chennai = await catalog.inventory('Chennai', filters({ lab: 'orange-health' }))
    expect(chennai.filters.lab).toBeNull()
    expect(chennai.labs.map((l) => l.slug)).not.toContain('orange-health')
    expect(chennai.total).toBeGreaterThan(0)
    expect(await catalog.inventory('Atlantis', filters())).toMatchObject({ total: 0, results: [], page: 1, pages: 1, labs: [] })
  })
})
