import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/client.ts'
import {
  createLabsService,
  HOME_PACKAGES,
  HOME_TESTS_PER_CATEGORY,
  LABS_PAGE_SIZE,
  likePattern,
  type LabsService,
} from './service.ts'
import { openTestDatabase } from '../../../tests/setup/test-db.ts'

let database: Database
let labs: LabsService
beforeAll(async () => {
  database = await openTestDatabase()
  labs = createLabsService(database.db)
})
afterAll(() => database?.close())

describe('labs service: list', () => {
  test('every seeded test and package, with prices and parameters', async () => {
    const all = await labs.list()
    expect(all.length).toBeGreaterThan(100)
    expect(all.some((t) => t.kind === 'package')).toBe(true)
    expect(all.some((t) => t.kind === 'test')).toBe(true)
    for (const t of all) {
      expect(t.pricePaise).toBeGreaterThan(0)
      expect(t.pricePaise).toBeLessThanOrEqual(t.mrpPaise)
      expect(t.parameters).toBeGreaterThan(0)
      expect(t.sampleType).not.toBe('')
    }
  })

  test("every package's includes name tests that exist in the catalog", async () => {
    const all = await labs.list()
    const names = new Set(all.filter((t) => t.kind === 'test').map((t) => t.name))
    const packages = all.filter((t) => t.kind === 'package')
    expect(packages.length).toBeGreaterThan(10)
    for (const p of packages) {
      expect(p.includes.length, p.name).toBeGreaterThan(0)
      for (const name of p.includes) expect(names.has(name), `${p.name} includes ${name}`).toBe(true)
    }
  })

  test('filters by kind and category; categories are distinct and sorted', async () => {
    const packages = await labs.list({ kind: 'package' })
    expect(packages.every((t) => t.kind === 'package')).toBe(true)
    const categories = await labs.categories()
    expect(categories).toEqual([...new Set(categories)].sort())
    expect(categories).toContain('Blood')
    const blood = await labs.list({ category: 'Blood' })
    expect(blood.length).toBeGreaterThan(0)
    expect(blood.every((t) => t.category === 'Blood')).toBe(true)
  })
})

describe('labs service: search', () => {
  test.each([
    ['cbc', 'Complete Blood Count (CBC)'],
    ['THYROID', 'Thyroid Care Package'],
    ['  haemoglobin ', 'Haemoglobin (Hb)'],
  ])('%j finds %s (case-insensitive contains, trimmed)', async (q, name) => {
    const found = await labs.search(q)
    expect(found.map((t) => t.name)).toContain(name)
    for (const t of found) expect(t.name.toLowerCase()).toContain(q.trim().toLowerCase())
  })

  test('wildcards are matched as typed, and nothing matches nonsense', async () => {
    expect(await labs.search('%')).toEqual([])
    expect(await labs.search('_')).toEqual([])
    expect(await labs.search('zzzz-no-such-test')).toEqual([])
    expect(likePattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%')
  })

  test('home: the first packages, then the first tests of each category, each with the count of all', async () => {
    const home = await labs.home()
    if (home.view !== 'browse') throw new Error('expected the browsing view')
    const all = await labs.list()
    const packages = all.filter((t) => t.kind === 'package')
    expect(home.packageCount).toBe(packages.length)
    expect(home.packages).toHaveLength(Math.min(HOME_PACKAGES, packages.length))
    expect(home.packages.map((p) => p.pricePaise)).toEqual([...home.packages.map((p) => p.pricePaise)].sort((x, y) => x - y))
    const categories = [...new Set(all.filter((t) => t.kind === 'test').map((t) => t.category))].sort()
    expect(home.testsByCategory.map((g) => g.category)).toEqual(categories)
    for (const g of home.testsByCategory) {
      const inCategory = all.filter((t) => t.kind === 'test' && t.category === g.category)
      expect(g.count).toBe(inCategory.length)
      // The cheapest few, as the full list orders them.
      expect(g.tests.map((t) => t.id)).toEqual(inCategory.slice(0, HOME_TESTS_PER_CATEGORY).map((t) => t.id))
    }
    // Bounded: however large the catalog grows, the home shows at most this many cards.
    const shown = home.packages.length + home.testsByCategory.reduce((n, g) => n + g.tests.length, 0)
    expect(shown).toBeLessThanOrEqual(HOME_PACKAGES + categories.length * HOME_TESTS_PER_CATEGORY)
    expect(shown).toBeLessThan(all.length)
  })

  test('a search, a category and all packages are lists in pages; a page past the end answers the last', async () => {
    const thyroid = await labs.home({ q: '  thyroid ' })
    if (thyroid.view !== 'list') throw new Error('expected a list')
    expect(thyroid.query).toBe('thyroid')
    expect(thyroid.results[0]!.kind).toBe('package') // packages first
    expect(thyroid.results.map((p) => p.name)).toContain('Thyroid Care Package')

    const all = await labs.list()
    const biggest = Object.entries(
      Object.groupBy(
        all.filter((t) => t.kind === 'test'),
        (t) => t.category,
      ),
    ).sort((x, y) => y[1]!.length - x[1]!.length)[0]!
    const first = await labs.home({ category: biggest[0] })
    if (first.view !== 'list') throw new Error('expected a list')
    expect(first.total).toBe(biggest[1]!.length)
    expect(first.pages).toBe(Math.max(1, Math.ceil(first.total / LABS_PAGE_SIZE)))
    expect(first.results.length).toBe(Math.min(LABS_PAGE_SIZE, first.total))
    const last = await labs.home({ category: biggest[0], page: 999 })
    if (last.view !== 'list') throw new Error('expected a list')
    expect(last.page).toBe(first.pages)
    const pages = await Promise.all(
      Array.from({ length: first.pages }, (_, i) => labs.home({ category: biggest[0], page: i + 1 })),
    )
    const ids = pages.flatMap((p) => (p.view === 'list' ? p.results.map((t) => t.id) : []))
    expect(ids).toEqual(biggest[1]!.map((t) => t.id)) // every test once, in order

    const packages = await labs.home({ kind: 'package' })
    if (packages.view !== 'list') throw new Error('expected a list')
    expect(packages.total).toBe(all.filter((t) => t.kind === 'package').length)
    expect(packages.results.every((t) => t.kind === 'package')).toBe(true)
    expect(await labs.home({ q: 'zzzz-no-such-test' })).toMatchObject({ view: 'list', total: 0, results: [], page: 1, pages: 1 })
  })
})
