// spec 1 §2.6 / §4.7: the category tree (udp_tree, spec 1 §3 'Category tree node') turned into the
// groups a menu panel shows: the level-2 children of a level-1 parent, each with its level-3 links,
// after the fixed 'Health Resource Center' group.
import { HEALTH_RESOURCE_CENTER, layoutCategoryColumns, type MenuLink } from './category-columns.ts'

export interface CategoryNode {
  slug: string
  name: string
  level: number
  children: CategoryNode[]
}

/** A parent of the closed menu: all the root loader sends of the tree (its children load when a menu opens). */
export type CategoryLink = Pick<CategoryNode, 'slug' | 'name'>

/** The level-1 parents of a tree, without their children. */
export function parentLinks(tree: readonly CategoryNode[]): CategoryLink[] {
  return tree.map(({ slug, name }) => ({ slug, name }))
}

/** A panel group: its own link (none for the fixed group) and its links laid out in columns. */
export interface PanelGroup {
  key: string
  name: string
  url: string | null
  columns: MenuLink[][]
}

export const categoryUrl = (slug: string) => `/categories/${encodeURIComponent(slug)}`

/** spec 1 §4.7: the Health Resource Center group first, then one group per level-2 child. */
export function panelGroups(parent: Pick<CategoryNode, 'children'>): PanelGroup[] {
  const groups: PanelGroup[] = parent.children.map((child) => ({
    key: child.slug,
    name: child.name,
    url: categoryUrl(child.slug),
    columns: layoutCategoryColumns(child.children.map((leaf) => ({ name: leaf.name, url: categoryUrl(leaf.slug) }))),
  }))
  return [
    {
      key: 'health-resource-center',
      name: HEALTH_RESOURCE_CENTER.name,
      url: null,
      columns: layoutCategoryColumns(HEALTH_RESOURCE_CENTER.children),
    },
    ...groups,
  ]
}

/** The udp_tree answer (spec 1 §7.1: reads data.udp_tree); anything else is an empty tree. */
export function treeFromAnswer(answer: unknown): CategoryNode[] {
  const tree = (answer as { data?: { udp_tree?: unknown } } | null)?.data?.udp_tree
  return Array.isArray(tree) ? (tree as CategoryNode[]) : []
}
