import type { CategoryLink } from '~/lib/category-menu'
import { DesktopCategoryMenu } from './category-menu-desktop'

/**
 * spec 1 §2.6: the desktop menu of parent categories (from 768 px; below it the same tree is in the menu drawer,
 * menu-drawer.tsx). The root loader passes the parents only (what the closed menu shows, server-rendered as links);
 * their children load when a menu opens (category-tree.ts).
 */
export function CategoryMenu({ parents }: { parents: CategoryLink[] }) {
  if (parents.length === 0) return null
  return <DesktopCategoryMenu parents={parents} />
}
