import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/client.ts'
import { createLabsService, likePattern, type LabsService } from './service.ts'
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

  test('home: packages first, then tests grouped by category', async () => {
    const home = await labs.home()
    expect(home.packages.length).toBeGreaterThan(0)
    expect(home.testsByCategory.length).toBeGreaterThan(3)
    const tests = home.testsByCategory.flatMap((g) => g.tests)
    expect(home.total).toBe(home.packages.length + tests.length)
    expect(tests.every((t) => t.kind === 'test')).toBe(true)
    const filtered = await labs.home('thyroid')
    expect(filtered.query).toBe('thyroid')
    expect(filtered.total).toBeLessThan(home.total)
    expect(filtered.packages.map((p) => p.name)).toContain('Thyroid Care Package')
  })
})
