import type { CategoryLink } from '~/lib/category-menu'
import { CategoryDrawer } from './category-menu-drawer'
import { DesktopCategoryMenu } from './category-menu-desktop'

/**
 * spec 1 §2.6: the desktop menu of parent categories, and the same tree in a drawer on small screens. The root loader
 * passes the parents only (what the closed menu shows, server-rendered as links); their children load when a menu
 * opens (category-tree.ts).
 */
export function CategoryMenu({ parents }: { parents: CategoryLink[] }) {
  if (parents.length === 0) return null
  return (
    <>
      <DesktopCategoryMenu parents={parents} />
      <CategoryDrawer />
    </>
  )
}
