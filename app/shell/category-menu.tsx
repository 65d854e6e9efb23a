export interface CategoryNode {
  slug: string
  name: string
  level: number
  children: CategoryNode[]
}

/** The category menu of spec 1 §2.6 (desktop) and its drawer on small screens; lands with the shell work. */
export function CategoryMenu({ tree }: { tree: CategoryNode[] }) {
  return tree.length ? null : null
}
