import { describe, expect, test } from 'vitest'
import type { CategoryNode } from './category-menu'
import { childrenOf, createTreeLoader, type TreeFetch } from './category-tree-loader'

const leaf = (slug: string): CategoryNode => ({ slug, name: slug, level: 3, children: [] })
const tree: CategoryNode[] = [
  {
    slug: 'baby-care',
    name: 'Baby Care',
    level: 1,
    children: [{ slug: 'diapers', name: 'Diapers', level: 2, children: [leaf('pants')] }],
  },
  { slug: 'fitness', name: 'Fitness', level: 1, children: [] },
]

/** A fetch the test answers when it likes, counting the calls. */
function controlledFetch() {
  const calls: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }> = []
  const fetchAnswer = () => new Promise<unknown>((resolve, reject) => calls.push({ resolve, reject }))
  return { calls, fetchAnswer }
}

describe('the category tree fetch (spec 1 §4.6: pending, fetched, error)', () => {
  test('idle until asked; pending while on its way; fetched with data.udp_tree', async () => {
    const { calls, fetchAnswer } = controlledFetch()
    const loader = createTreeLoader(fetchAnswer)
    const seen: TreeFetch['status'][] = []
    loader.subscribe(() => seen.push(loader.getSnapshot().status))
    expect(loader.getSnapshot()).toEqual({ status: 'idle' })
    const done = loader.load()
    expect(loader.getSnapshot()).toEqual({ status: 'pending' })
    await Promise.resolve()
    calls[0]!.resolve({ data: { udp_tree: tree } })
    await done
    expect(loader.getSnapshot()).toEqual({ status: 'fetched', tree })
    expect(seen).toEqual(['pending', 'fetched'])
  })

  test('asked many times (desktop menu, drawer, prefetch): one call', async () => {
    const { calls, fetchAnswer } = controlledFetch()
    const loader = createTreeLoader(fetchAnswer)
    const first = loader.load()
    expect(loader.load()).toBe(first)
    await Promise.resolve()
    calls[0]!.resolve({ data: { udp_tree: tree } })
    await first
    await loader.load()
    expect(calls).toHaveLength(1)
  })

  test('a failure is the error state (the promise does not reject); asking again retries', async () => {
    const { calls, fetchAnswer } = controlledFetch()
    const loader = createTreeLoader(fetchAnswer)
    const failed = loader.load()
    await Promise.resolve()
    calls[0]!.reject(new Error('500'))
    await expect(failed).resolves.toBeUndefined()
    expect(loader.getSnapshot()).toEqual({ status: 'error' })
    const retried = loader.load()
    expect(loader.getSnapshot()).toEqual({ status: 'pending' })
    await Promise.resolve()
    expect(calls).toHaveLength(2)
    calls[1]!.resolve({ data: { udp_tree: tree } })
    await retried
    expect(loader.getSnapshot()).toEqual({ status: 'fetched', tree })
  })

  test('a fetch that throws at once is an error too', async () => {
    const loader = createTreeLoader(() => {
      throw new Error('offline')
    })
    await loader.load()
    expect(loader.getSnapshot()).toEqual({ status: 'error' })
  })

  test('an unsubscribed listener hears nothing more', async () => {
    const loader = createTreeLoader(async () => ({ data: { udp_tree: tree } }))
    let heard = 0
    const unsubscribe = loader.subscribe(() => heard++)
    unsubscribe()
    await loader.load()
    expect(heard).toBe(0)
  })
})

describe('childrenOf', () => {
  test.each<[string, TreeFetch, string, string[]]>([
    ['fetched, a known parent', { status: 'fetched', tree }, 'baby-care', ['diapers']],
    ['fetched, a parent without children', { status: 'fetched', tree }, 'fitness', []],
    ['fetched, a parent the tree no longer has', { status: 'fetched', tree }, 'gone', []],
    ['pending', { status: 'pending' }, 'baby-care', []],
    ['error', { status: 'error' }, 'baby-care', []],
  ])('%s', (_name, state, slug, children) => {
    expect(childrenOf(state, slug).map((c) => c.slug)).toEqual(children)
  })
})
