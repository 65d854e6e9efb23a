import { useEffect, useState } from 'react'
import { api } from '~/lib/api'
import { treeFromAnswer, type CategoryNode } from '~/lib/category-menu'
import { CategoryDrawer } from './category-menu-drawer'
import { DesktopCategoryMenu } from './category-menu-desktop'

export type { CategoryNode }

// spec 1 §4.6: the category tree fetch has the states pending, fetched and error.
export type TreeState =
  | { status: 'pending'; tree: CategoryNode[] }
  | { status: 'fetched'; tree: CategoryNode[] }
  | { status: 'error'; tree: CategoryNode[] }

/**
 * The tree from the root loader when it has one; otherwise fetched in the browser from
 * GET /pwa-api/api/v4/udp_tree (spec 1 §7.1).
 */
export function useCategoryTree(initial: CategoryNode[]): TreeState {
  const [state, setState] = useState<TreeState>(() =>
    initial.length ? { status: 'fetched', tree: initial } : { status: 'pending', tree: [] },
  )
  const needsFetch = initial.length === 0
  useEffect(() => {
    if (!needsFetch) return
    const controller = new AbortController()
    api()
      .get('/api/v4/udp_tree', undefined, { signal: controller.signal })
      .then((answer) => setState({ status: 'fetched', tree: treeFromAnswer(answer) }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', tree: [] })
      })
    return () => controller.abort()
  }, [needsFetch])
  return initial.length ? { status: 'fetched', tree: initial } : state
}

/** spec 1 §2.6: the desktop menu of parent categories, and the same tree in a drawer on small screens. */
export function CategoryMenu({ tree }: { tree: CategoryNode[] }) {
  const state = useCategoryTree(tree)
  if (state.tree.length === 0) return null
  return (
    <>
      <DesktopCategoryMenu tree={state.tree} />
      <CategoryDrawer tree={state.tree} />
    </>
  )
}
