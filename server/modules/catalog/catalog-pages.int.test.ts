import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/client.ts'
import { createCatalogService, type CatalogService } from './service.ts'
import { PAGE_SIZE } from './pages.ts'
import { PRODUCT_TTL_MS } from './catalog-pages.ts'
import { openTestDatabase } from '../../../tests/setup/test-db.ts'

let database: Database
let catalog: CatalogService
beforeAll(async () => {
  database = await openTestDatabase()
  catalog = createCatalogService(database.db)
})
afterAll(() => database?.close())

const DOLO_650 = '/drugs/dolo-650-tablet-'

describe('search page (spec 1 §2.4, §4.2)', () => {
  test("'dolo 65' finds Dolo 650 with its pack, MRP and price", async () => {
    const r = await catalog.searchPage('dolo 65', 1)
    expect(r.responseType).toBe('RESULTS')
    const dolo = r.items.find((i) => i.type === 'product' && i.name === 'Dolo 650 Tablet')
    expect(dolo).toMatchObject({ type: 'product', pack: 'strip of 15 tablets', mrpPaise: 3394, pricePaise: 2953 })
    expect(dolo!.url.startsWith(DOLO_650)).toBe(true)
  })

  test('a salt query gives the generic entry and more than one page of products', async () => {
    const r = await catalog.searchPage('paracetamol', 1)
    expect(r.responseType).toBe('RESULTS')
    expect(r.items.some((i) => i.type === 'generic' && i.name === 'Paracetamol')).toBe(true)
    expect(r.total).toBeGreaterThan(PAGE_SIZE)
    expect(r.items).toHaveLength(PAGE_SIZE)
    const second = await catalog.searchPage('paracetamol', 2)
    expect(second.page).toBe(2)
    const firstIds = new Set(r.items.map((i) => `${i.type}:${i.id}`))
    expect(second.items.some((i) => firstIds.has(`${i.type}:${i.id}`))).toBe(false)
  })

  test("a misspelling answers SUGGESTIONS with 'did you mean' and corrected hits", async () => {
    const r = await catalog.searchPage('paracetmol', 1)
    expect(r.responseType).toBe('SUGGESTIONS')
    expect(r.didYouMean).toMatch(/paracetamol/i)
    expect(r.items.length).toBeGreaterThan(0)
  })

  test('nonsense answers NORESULTS; a page past the end is clamped', async () => {
    expect((await catalog.searchPage('qqqzzz', 1)).responseType).toBe('NORESULTS')
    const r = await catalog.searchPage('dolo', 999)
    expect(r.page).toBe(r.pageCount)
  })

  test('diseases are searchable', async () => {
    const r = await catalog.searchPage('hypertension', 1)
    expect(r.items.some((i) => i.type === 'disease' && i.url === '/all-diseases?disease=hypertension')).toBe(true)
  })
})

describe('product pages and substitutes', () => {
  test('Dolo 650: salts link to the generic page; substitutes are cheaper, cheapest first, same salt key', async () => {
    const search = await catalog.searchPage('dolo 650', 1)
    const hit = search.items.find((i) => i.type === 'product' && i.name === 'Dolo 650 Tablet')!
    const p = (await catalog.product(hit.id))!
    expect(p.salts).toEqual([
      {
        id: expect.any(Number),
        name: 'Paracetamol',
        strength: '650mg',
        url: expect.stringMatching(/^\/generics\/paracetamol-\d+$/),
      },
    ])
    const subs = await catalog.substitutes(p)
    expect(subs.length).toBeGreaterThan(0)
    const prices = subs.map((s) => s.pricePaise)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const s of subs) {
      expect(s.pricePaise).toBeLessThan(p.pricePaise)
      expect(s.savingPaise).toBe(p.pricePaise - s.pricePaise)
      expect((await catalog.product(s.id))!.saltKey).toBe(p.saltKey)
    }
  })

  test('the cheapest product of its salt key has no substitutes', async () => {
    const search = await catalog.searchPage('paracip 650', 1)
    const hit = search.items.find((i) => i.type === 'product' && i.name === 'Paracip 650 Tablet')!
    const p = (await catalog.product(hit.id))!
    const subs = await catalog.substitutes(p)
    expect(subs.every((s) => s.pricePaise < p.pricePaise)).toBe(true)
  })

  test('an OTC product has its category breadcrumb, root first; unknown ids are null', async () => {
    const [otc] = await catalog.popularProducts('otc', 1)
    const p = (await catalog.product(otc!.id))!
    expect(p.kind).toBe('otc')
    expect(p.breadcrumb.length).toBe(3)
    expect(p.breadcrumb[0]!.url).toMatch(/^\/categories\//)
    expect(await catalog.product(1)).toBeNull()
  })

  test('a product page read again within a minute asks the database nothing; a catalog change or the minute does', async () => {
    const queries: string[] = []
    let t = Date.parse('2026-11-25T10:00:00Z')
    const counted = await openTestDatabase({ onQuery: (q) => queries.push(q) })
    try {
      const own = createCatalogService(counted.db, () => new Date(t))
      const [drug] = await own.popularProducts('drug', 1)
      const first = (await own.product(drug!.id))!
      const subs = await own.substitutes(first)
      queries.length = 0
      expect(await own.product(drug!.id)).toEqual(first)
      expect(await own.substitutes(first)).toEqual(subs)
      expect(queries).toEqual([])
      own.invalidate()
      expect(await own.product(drug!.id)).toEqual(first)
      expect(queries.length).toBeGreaterThan(0)
      queries.length = 0
      t += PRODUCT_TTL_MS
      await own.substitutes(first)
      expect(queries.length).toBeGreaterThan(0)
    } finally {
      await counted.close()
    }
  })
})

describe('generic page', () => {
  test('brands of a salt: single-salt first, cheapest first within each group', async () => {
    const search = await catalog.searchPage('paracetamol', 1)
    const salt = search.items.find((i) => i.type === 'generic' && i.name === 'Paracetamol')!
    const g = (await catalog.generic(salt.id, 1))!
    expect(g.salt).toMatchObject({ name: 'Paracetamol', therapeuticClass: 'Analgesic and antipyretic' })
    const all = [...g.brands.items]
    for (let page = 2; page <= g.brands.pageCount; page++) all.push(...(await catalog.generic(salt.id, page))!.brands.items)
    expect(all).toHaveLength(g.brands.total)
    const single = all.map((b) => !b.composition!.includes(' + '))
    const firstCombo = single.indexOf(false)
    if (firstCombo >= 0) expect(single.slice(firstCombo).every((s) => !s)).toBe(true)
    const singles = all.filter((b) => !b.composition!.includes(' + ')).map((b) => b.pricePaise)
    expect(singles).toEqual([...singles].sort((a, b) => a - b))
    expect(await catalog.generic(999_999, 1)).toBeNull()
  })
})

describe('listings (spec 1 §4.7)', () => {
  test('diseases: at least 100, A–Z, each with salts', async () => {
    const list = await catalog.diseases()
    expect(list.length).toBeGreaterThanOrEqual(100)
    const names = list.map((d) => d.name.toLowerCase())
    expect(names).toEqual([...names].sort())
    expect(list.every((d) => d.salts.length > 0)).toBe(true)
    const d = (await catalog.disease('hypertension'))!
    expect(d.medicines.length).toBeGreaterThan(0)
    expect(await catalog.disease('no-such-disease')).toBeNull()
  })

  test('all medicines: pages add up to the total, a letter filters', async () => {
    const first = await catalog.allMedicines(null, 1)
    expect(first.total).toBeGreaterThan(500)
    expect(first.items).toHaveLength(PAGE_SIZE)
    expect(first.pageCount).toBe(Math.ceil(first.total / PAGE_SIZE))
    const last = await catalog.allMedicines(null, first.pageCount)
    expect(last.items.length).toBe(first.total - (first.pageCount - 1) * PAGE_SIZE)
    const d = await catalog.allMedicines('D', 1)
    expect(d.total).toBeGreaterThan(0)
    expect(d.items.every((p) => p.name.toUpperCase().startsWith('D'))).toBe(true)
    expect(await catalog.medicineLetters()).toContain('D')
  })

  test('therapeutic classes group every salt', async () => {
    const classes = await catalog.therapeuticClasses()
    expect(classes.reduce((n, c) => n + c.salts.length, 0)).toBeGreaterThanOrEqual(270)
    expect(classes.find((c) => c.name === 'Proton pump inhibitor')!.salts.map((s) => s.name)).toContain('Pantoprazole')
  })

  test('a category page counts the products of its subtree and paginates', async () => {
    const [root] = await catalog.categoryNodes()
    const page = (await catalog.categoryPage(root!.slug, 1))!
    expect(page.breadcrumb).toEqual([{ name: root!.name, url: root!.url }])
    expect(page.children.length).toBe(root!.children.length)
    let sum = 0
    for (const child of root!.children) sum += (await catalog.categoryPage(child.slug, 1))!.products.total
    expect(page.products.total).toBe(sum)
    expect(page.products.pageCount).toBe(Math.max(1, Math.ceil(sum / PAGE_SIZE)))
    expect(await catalog.categoryPage('no-such-category', 1)).toBeNull()
  })
})
