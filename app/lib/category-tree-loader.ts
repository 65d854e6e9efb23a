// spec 1 §4.6: the category tree fetch, with the states pending, fetched and error. The root loader sends only the
// parents (the closed menu); the children (levels 2 and 3) are fetched the first time a menu opens, once per page
// session: one loader per browser tab, shared by the desktop menu and the drawer. A failure may be retried.
import { treeFromAnswer, type CategoryNode } from './category-menu.ts'

export type TreeFetch =
  { status: 'idle' } | { status: 'pending' } | { status: 'fetched'; tree: CategoryNode[] } | { status: 'error' }

export const TREE_IDLE: TreeFetch = Object.freeze({ status: 'idle' })

/** spec 1 §4.6: while the children are on their way (or not asked for yet), the container is busy. */
export const treeBusy = (tree: TreeFetch) => tree.status === 'pending' || tree.status === 'idle'

export const TREE_LOADING_TEXT = 'Loading categories…'

export interface TreeLoader {
  /** Starts the fetch unless it is under way or done; never rejects (a failure becomes the 'error' state). */
  load(): Promise<void>
  getSnapshot(): TreeFetch
  subscribe(listener: () => void): () => void
}

/** A loader over `fetchAnswer` (the udp_tree call, which answers { data: { udp_tree } }). */
export function createTreeLoader(fetchAnswer: () => Promise<unknown>): TreeLoader {
  let state: TreeFetch = TREE_IDLE
  let request: Promise<void> | null = null
  const listeners = new Set<() => void>()
  const set = (next: TreeFetch) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    load() {
      if (!request) {
        set({ status: 'pending' })
        request = Promise.resolve()
          .then(fetchAnswer)
          .then(
            (answer) => set({ status: 'fetched', tree: treeFromAnswer(answer) }),
            () => {
              // The next opening (or the retry button) asks again.
              request = null
              set({ status: 'error' })
            },
          )
      }
      return request
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The level-2 children of the parent `slug` in a fetched tree (none when the tree no longer has that parent). */
export function childrenOf(state: TreeFetch, slug: string): CategoryNode[] {
  if (state.status !== 'fetched') return []
  return state.tree.find((node) => node.slug === slug)?.children ?? []
}
