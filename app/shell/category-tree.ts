import { useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { api } from '~/lib/api'
import { createTreeLoader, TREE_IDLE, type TreeFetch } from '~/lib/category-tree-loader'

/**
 * spec 1 §4.6, §7.1: the children of the menu's parents, GET /pwa-api/api/v4/udp_tree, fetched once per page session
 * (this module lives as long as the tab) the first time a menu opens or is about to, shared by the desktop menu and
 * the drawer.
 */
const treeLoader = createTreeLoader(() => api().get('/api/v4/udp_tree'))

/** Starts the fetch of the children (a no-op once under way or done; after an error it asks again). */
export function loadCategoryTree(): void {
  void treeLoader.load()
}

/** The state of that fetch; 'idle' on the server and until a menu asks. */
export function useCategoryTree(): TreeFetch {
  return useSyncExternalStore(treeLoader.subscribe, treeLoader.getSnapshot, () => TREE_IDLE)
}

/**
 * False on the server and while hydrating (the menu's parents are links then), true from the commit that hydrates: set
 * in a layout effect, so the buttons replace the links before the browser paints or runs anything else (nobody sees or
 * clicks a link that is about to turn into a button, and a test that waits for hydration finds the buttons).
 */
export function useMenuEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false)
  useLayoutEffect(() => setEnhanced(true), [])
  return enhanced
}
