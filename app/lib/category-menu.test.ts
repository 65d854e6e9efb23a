import { describe, expect, test } from 'vitest'
import { categoryUrl, panelGroups, parentLinks, treeFromAnswer, type CategoryNode } from './category-menu'

const leaf = (slug: string): CategoryNode => ({ slug, name: slug.toUpperCase(), level: 3, children: [] })
const parent: CategoryNode = {
  slug: 'personal-care',
  name: 'Personal Care',
  level: 1,
  children: [
    { slug: 'skin', name: 'Skin', level: 2, children: [leaf('creams'), leaf('sunscreen')] },
    { slug: 'hair', name: 'Hair', level: 2, children: Array.from({ length: 24 }, (_, i) => leaf(`h${i}`)) },
  ],
}

describe('panelGroups (spec 1 §4.7)', () => {
  test('Health Resource Center first with its three links, then the level-2 groups', () => {
    const groups = panelGroups(parent)
    expect(groups.map((g) => g.name)).toEqual(['Health Resource Center', 'Skin', 'Hair'])
    expect(groups[0]!.url).toBeNull()
    expect(groups[0]!.columns.flat().map((l) => l.url)).toEqual([
      '/all-diseases',
      '/drugs-all-medicines',
      '/drugs-therapeutic-classes',
    ])
  })

  test('level-3 links go to /categories/{slug}, laid out in columns', () => {
    const [, skin, hair] = panelGroups(parent)
    expect(skin!.url).toBe('/categories/skin')
    expect(skin!.columns).toEqual([
      [
        { name: 'CREAMS', url: '/categories/creams' },
        { name: 'SUNSCREEN', url: '/categories/sunscreen' },
      ],
    ])
    expect(hair!.columns.length).toBeGreaterThanOrEqual(2)
    expect(hair!.columns.flat()).toHaveLength(24)
  })

  test('a parent without children still has the fixed group', () => {
    expect(panelGroups({ ...parent, children: [] }).map((g) => g.key)).toEqual(['health-resource-center'])
  })

  test.each([
    ['a slug', 'baby-care', '/categories/baby-care'],
    ['an odd slug', 'a b/c', '/categories/a%20b%2Fc'],
  ])('categoryUrl of %s', (_n, slug, url) => {
    expect(categoryUrl(slug)).toBe(url)
  })
})

describe('treeFromAnswer (spec 1 §7.1: data.udp_tree)', () => {
  test.each([
    [{ data: { udp_tree: [parent] } }, 1],
    [{ data: {} }, 0],
    [null, 0],
    ['text', 0],
    [{ data: { udp_tree: 'x' } }, 0],
  ])('%j → %i nodes', (answer, n) => {
    expect(treeFromAnswer(answer)).toHaveLength(n)
  })
})

describe('parentLinks (what the root loader sends: the closed menu)', () => {
  test('the parents in order, name and slug only, none of their children', () => {
    const other: CategoryNode = { slug: 'fitness', name: 'Fitness', level: 1, children: [] }
    expect(parentLinks([parent, other])).toEqual([
      { slug: 'personal-care', name: 'Personal Care' },
      { slug: 'fitness', name: 'Fitness' },
    ])
    expect(JSON.stringify(parentLinks([parent]))).not.toContain('CREAMS')
  })
})
