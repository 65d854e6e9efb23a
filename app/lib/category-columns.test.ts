import { describe, test, expect } from 'vitest'
import {
  HEALTH_RESOURCE_CENTER,
  chunk,
  layoutCategoryColumns,
  mergeShortTrailingColumn,
  withHealthResourceCenter,
} from './category-columns.ts'

const range = (n: number) => Array.from({ length: n }, (_, i) => i)
const sizes = (n: number) => layoutCategoryColumns(range(n)).map((column) => column.length)

describe('layoutCategoryColumns (spec 1 §4.7)', () => {
  test.each([
    [0, [0]],
    [1, [1]],
    [9, [9]],
    [10, [5, 5]],
    [11, [6, 5]],
    [12, [6, 6]],
    [13, [10, 3]],
    [20, [10, 10]],
    [21, [10, 11]],
    [22, [10, 12]],
    [23, [10, 10, 3]],
    [30, [10, 10, 10]],
    [50, [10, 10, 10, 10, 10]],
    [52, [10, 10, 10, 10, 12]],
    [53, [11, 11, 11, 11, 9]],
    [60, [12, 12, 12, 12, 12]],
    [90, [18, 18, 18, 18, 18]],
    [92, [18, 18, 18, 18, 20]],
    [93, [19, 19, 19, 19, 17]],
    [150, [30, 30, 30, 30, 30]],
  ])('%d children → columns %j', (n, expected) => {
    expect(sizes(n)).toEqual(expected)
  })

  test('10 to 199 children: always 2–5 columns, none under 3 items, order kept', () => {
    for (let n = 10; n < 200; n++) {
      const columns = layoutCategoryColumns(range(n))
      expect(columns.length, `n=${n}`).toBeGreaterThanOrEqual(2)
      expect(columns.length, `n=${n}`).toBeLessThanOrEqual(5)
      expect(Math.min(...columns.map((c) => c.length)), `n=${n}`).toBeGreaterThanOrEqual(3)
      expect(columns.flat(), `n=${n}`).toEqual(range(n))
    }
  })

  test('keeps the items themselves', () => {
    expect(layoutCategoryColumns(['a', 'b'])).toEqual([['a', 'b']])
  })
})

describe('chunk / mergeShortTrailingColumn', () => {
  test.each([
    [[1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
    [[], 3, []],
  ])('chunk %j by %d → %j', (items, size, expected) => {
    expect(chunk(items, size)).toEqual(expected)
  })

  test.each([
    [
      [
        [1, 2, 3],
        [4, 5],
      ],
      [[1, 2, 3, 4, 5]],
    ],
    [
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
    ],
    [[[1, 2]], [[1, 2]]],
    [[], []],
  ])('%j → %j', (columns, expected) => {
    expect(mergeShortTrailingColumn(columns)).toEqual(expected)
  })
})

describe('Health Resource Center (spec 1 §4.7)', () => {
  test('exact group', () => {
    expect(HEALTH_RESOURCE_CENTER).toEqual({
      name: 'Health Resource Center',
      children: [
        { name: 'All Diseases', url: '/all-diseases' },
        { name: 'All Medicines', url: '/drugs-all-medicines' },
        { name: 'Medicines by Therapeutic Class', url: '/drugs-therapeutic-classes' },
      ],
    })
  })

  test('is prepended without mutating the tree', () => {
    const tree = [{ name: 'Vitamins', slug: 'vitamins' }]
    expect(withHealthResourceCenter(tree)).toEqual([HEALTH_RESOURCE_CENTER, { name: 'Vitamins', slug: 'vitamins' }])
    expect(tree).toEqual([{ name: 'Vitamins', slug: 'vitamins' }])
  })

  test('is idempotent', () => {
    const once = withHealthResourceCenter([{ name: 'Vitamins' }])
    expect(withHealthResourceCenter(once)).toEqual(once)
  })

  test('empty tree gets just the group', () => {
    expect(withHealthResourceCenter([])).toEqual([HEALTH_RESOURCE_CENTER])
  })
})
