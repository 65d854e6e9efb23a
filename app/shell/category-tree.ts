import { useSyncExternalStore } from 'react'
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
