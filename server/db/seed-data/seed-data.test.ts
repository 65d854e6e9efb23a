import { describe, test, expect } from 'vitest'
import { generateSkus } from './generate-skus.ts'
import { categoryTree, healthProducts } from './health-products.ts'
import { labs, labTests } from './labs.ts'
import { salts } from './salts.ts'
import type { CategorySeed, DrugSchedule, MedicineSeed } from './types.ts'

const duplicates = (names: readonly string[]): string[] => names.filter((name, i) => names.indexOf(name) !== i)
const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6

function expectValidPrices(items: ReadonlyArray<{ name: string; mrp: number; price: number }>): void {
  const bad = items.filter((item) => !(item.price > 0 && item.price <= item.mrp && hasAtMostTwoDecimals(item.mrp) && hasAtMostTwoDecimals(item.price)))
  expect(bad.map((item) => `${item.name}: ${item.price} / ${item.mrp}`)).toEqual([])
}

/** Every root-to-leaf path of the tree, e.g. ['Baby Care', 'Diapers', 'Diaper Pants']. */
function leafPaths(nodes: readonly CategorySeed[], prefix: string[] = []): string[][] {
  return nodes.flatMap((node) => (node.children && node.children.length > 0 ? leafPaths(node.children, [...prefix, node.name]) : [[...prefix, node.name]]))
}

describe('salts', () => {
  test('has at least 160 salts with unique names', () => {
    expect(salts.length).toBeGreaterThanOrEqual(160)
    expect(duplicates(salts.map((salt) => salt.name))).toEqual([])
  })
})

describe('health-products category tree', () => {
  test('is exactly three levels deep on every branch', () => {
    const paths = leafPaths(categoryTree)
    expect(paths.filter((path) => path.length !== 3)).toEqual([])
  })

  test('has at least 10 level-1 categories, one of them with 12 or more children', () => {
    expect(categoryTree.length).toBeGreaterThanOrEqual(10)
    expect(categoryTree.filter((l1) => (l1.children?.length ?? 0) >= 12)).toHaveLength(1)
  })

  test('has 3+ level-2 children per level-1 node and 2–6 level-3 children per level-2 node', () => {
    for (const l1 of categoryTree) {
      expect(l1.children?.length ?? 0, l1.name).toBeGreaterThanOrEqual(3)
      for (const l2 of l1.children ?? []) {
        const count = l2.children?.length ?? 0
        expect(count >= 2 && count <= 6, `${l1.name} › ${l2.name} has ${count} children`).toBe(true)
      }
    }
  })

  test('names are unique among siblings', () => {
    const check = (nodes: readonly CategorySeed[]): void => {
      expect(duplicates(nodes.map((node) => node.name))).toEqual([])
      for (const node of nodes) check(node.children ?? [])
    }
    check(categoryTree)
  })
})

describe('health products', () => {
  const leafKeys = new Set(leafPaths(categoryTree).map((path) => path.join(' › ')))

  test('has at least 260 products with unique names', () => {
    expect(healthProducts.length).toBeGreaterThanOrEqual(260)
    expect(duplicates(healthProducts.map((product) => product.name))).toEqual([])
  })

  test("every product's category path exists in the tree", () => {
    const missing = healthProducts.filter((product) => !leafKeys.has(product.category.join(' › ')))
    expect(missing.map((product) => `${product.name}: ${product.category.join(' › ')}`)).toEqual([])
  })

  test('every level-3 category has at least one product', () => {
    const used = new Set(healthProducts.map((product) => product.category.join(' › ')))
    expect([...leafKeys].filter((key) => !used.has(key))).toEqual([])
  })

  test('0 < price ≤ mrp, with at most two decimals', () => {
    expectValidPrices(healthProducts)
  })

  test('brand, manufacturer and pack are filled in', () => {
    expect(healthProducts.filter((p) => !p.brand.trim() || !p.manufacturer.trim() || !p.pack.trim()).map((p) => p.name)).toEqual([])
  })
})

describe('labs and lab tests', () => {
  test('has at least 6 labs with unique names and at least one city each', () => {
    expect(labs.length).toBeGreaterThanOrEqual(6)
    expect(duplicates(labs.map((lab) => lab.name))).toEqual([])
    expect(labs.filter((lab) => lab.cities.length === 0 || duplicates(lab.cities).length > 0).map((lab) => lab.name)).toEqual([])
  })

  test('has at least 120 tests and packages with unique names', () => {
    expect(labTests.length).toBeGreaterThanOrEqual(120)
    expect(duplicates(labTests.map((test) => test.name))).toEqual([])
  })

  test("every package's includes names existing single tests", () => {
    const singles = new Set(labTests.filter((test) => test.kind === 'test').map((test) => test.name))
    const packages = labTests.filter((test) => test.kind === 'package')
    expect(packages.length).toBeGreaterThan(0)
    for (const pkg of packages) {
      expect(pkg.includes?.length ?? 0, pkg.name).toBeGreaterThan(1)
      expect((pkg.includes ?? []).filter((name) => !singles.has(name)), pkg.name).toEqual([])
      expect(duplicates(pkg.includes ?? []), pkg.name).toEqual([])
    }
    expect(labTests.filter((test) => test.kind === 'test' && test.includes !== undefined).map((test) => test.name)).toEqual([])
  })

  test('packages that include a fasting test require fasting', () => {
    const fasting = new Set(labTests.filter((test) => test.kind === 'test' && test.fasting).map((test) => test.name))
    const wrong = labTests.filter((test) => test.kind === 'package' && (test.includes ?? []).some((name) => fasting.has(name)) && !test.fasting)
    expect(wrong.map((test) => test.name)).toEqual([])
  })

  test('0 < price ≤ mrp and at least one parameter', () => {
    expectValidPrices(labTests)
    expect(labTests.filter((test) => !(test.parameters >= 1) || !Number.isInteger(test.parameters)).map((test) => test.name)).toEqual([])
  })
})

describe('generateSkus', () => {
  const names = (count: number, seed?: number): string[] => Array.from(generateSkus(count, seed), (sku) => sku.name)
  const sample: MedicineSeed[] = Array.from(generateSkus(20_000))

  test('is deterministic for a seed and differs between seeds', () => {
    const first = names(200, 42)
    expect(names(200, 42)).toEqual(first)
    expect(names(200)).toEqual(first)
    expect(names(200, 7)).not.toEqual(first)
  })

  test('yields exactly `count` SKUs', () => {
    expect(names(0)).toHaveLength(0)
    expect(names(1)).toHaveLength(1)
    expect(names(1234)).toHaveLength(1234)
    expect(sample).toHaveLength(20_000)
  })

  test('names are unique over 20,000 SKUs and start with the brand', () => {
    expect(new Set(sample.map((sku) => sku.name)).size).toBe(sample.length)
    expect(sample.filter((sku) => !sku.name.startsWith(sku.brand)).map((sku) => sku.name)).toEqual([])
  })

  test('avoids reserved names', () => {
    const reserved = new Set(names(500))
    const again = names(500, 42)
    const avoided = Array.from(generateSkus(500, 42, reserved), (sku) => sku.name)
    expect(again.every((name) => reserved.has(name))).toBe(true)
    expect(avoided.filter((name) => reserved.has(name))).toEqual([])
  })

  test('uses only salts from salts.ts, with a strength for each', () => {
    const known = new Set(salts.map((salt) => salt.name))
    const unknown = sample.flatMap((sku) => sku.salts.filter(([name, strength]) => !known.has(name) || strength === '').map(([name]) => `${sku.name}: ${name}`))
    expect(unknown).toEqual([])
  })

  test('10–20% of SKUs are two-salt combinations and none has more than two salts', () => {
    const combos = sample.filter((sku) => sku.salts.length === 2).length / sample.length
    expect(combos).toBeGreaterThanOrEqual(0.1)
    expect(combos).toBeLessThanOrEqual(0.2)
    expect(sample.filter((sku) => sku.salts.length < 1 || sku.salts.length > 2)).toEqual([])
  })

  test('the schedule is the strictest of the salts (X > H1 > H > G > OTC)', () => {
    const rank: Record<DrugSchedule, number> = { OTC: 0, G: 1, H: 2, H1: 3, X: 4 }
    const scheduleOf = new Map(salts.map((salt) => [salt.name, salt.schedule]))
    const wrong = sample.filter((sku) => {
      const expected = sku.salts.map(([name]) => scheduleOf.get(name) ?? 'OTC').reduce((a, b) => (rank[b] > rank[a] ? b : a), 'OTC' as DrugSchedule)
      return sku.schedule !== expected
    })
    expect(wrong.map((sku) => sku.name)).toEqual([])
  })

  test('prices are valid and fields are filled in with known forms', () => {
    expectValidPrices(sample)
    const forms = new Set(['tablet', 'capsule', 'syrup', 'suspension', 'injection', 'cream', 'gel', 'ointment', 'drops', 'inhaler', 'sachet', 'powder', 'solution', 'spray', 'soft gelatin capsule'])
    expect(sample.filter((sku) => !forms.has(sku.form) || !sku.pack || !sku.manufacturer || !sku.brand).map((sku) => sku.name)).toEqual([])
  })
})
