import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import type { CategoryNode } from '~/lib/category-menu'
import type { TreeFetch } from '~/lib/category-tree-loader'
import { CategoryMenu } from './category-menu'
import { MenuDrawer } from './menu-drawer'
import { CategoryPanelContent, TREE_ERROR_TEXT, TREE_LOADING_TEXT, TREE_RETRY_TEXT } from './category-menu-panel'

const parents = [
  { slug: 'baby-care', name: 'Baby Care' },
  { slug: 'fitness', name: 'Fitness' },
]
const tree: CategoryNode[] = [
  {
    slug: 'baby-care',
    name: 'Baby Care',
    level: 1,
    children: [
      {
        slug: 'diapers',
        name: 'Diapers',
        level: 2,
        children: [{ slug: 'diaper-pants', name: 'Diaper Pants', level: 3, children: [] }],
      },
    ],
  },
  { slug: 'fitness', name: 'Fitness', level: 1, children: [] },
]

describe('the closed menu as the server renders it (spec 1 §2.6, Issue 12)', () => {
  const html = renderToStaticMarkup(<CategoryMenu parents={parents} />)

  test('the parents are plain links to their category pages, in a navigation named Categories', () => {
    expect(html).toMatch(/<nav aria-label="Categories"/)
    expect(html).toMatch(/<a class="button [^"]*" href="\/categories\/baby-care">Baby Care<\/a>/)
    expect(html).toMatch(/<a class="button [^"]*" href="\/categories\/fitness">Fitness<\/a>/)
  })

  test('without JavaScript the small-screen menu opener is a link to the header’s tabs (issue 28 §1)', () => {
    const drawer = renderToStaticMarkup(
      <MemoryRouter>
        <MenuDrawer nav={null} offers help quickOrder={{ labs: false }} categories signup={null} />
      </MemoryRouter>,
    )
    expect(drawer).toBe(
      '<a class="menu-button narrow-only" href="#site-menu" aria-label="Menu"><svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24"><path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"></path></svg></a>',
    )
  })

  test('nothing waits for JavaScript: no buttons, no panel, no children', () => {
    expect(html).not.toContain('<button')
    expect(html).not.toContain('data-panel')
    expect(html).not.toContain('Diapers')
  })

  test('no parents, no menu', () => {
    expect(renderToStaticMarkup(<CategoryMenu parents={[]} />)).toBe('')
  })
})

/** A link to `href` reading `text` (React Router adds its own attributes after href). */
const link = (href: string, text: string) => new RegExp(`<a href="${href}"[^>]*>${text}</a>`)

describe('an open panel in each state of the tree fetch (spec 1 §4.6, §4.7)', () => {
  const render = (state: TreeFetch) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <CategoryPanelContent parent={parents[0]!} tree={state} onRetry={() => undefined} />
      </MemoryRouter>,
    )

  test.each<TreeFetch>([{ status: 'idle' }, { status: 'pending' }])(
    '$status: the Health Resource Center and View all at once, a loading line where the children will be',
    (state) => {
      const html = render(state)
      expect(html).toContain('Health Resource Center')
      expect(html).toMatch(link('/all-diseases', 'All Diseases'))
      expect(html).toMatch(link('/categories/baby-care', 'View all in Baby Care'))
      expect(html).toContain(`role="status">${TREE_LOADING_TEXT}</p>`)
      expect(html).not.toContain('Diapers')
      expect(html).not.toContain(TREE_RETRY_TEXT)
    },
  )

  test('error: the message and a retry button, no children', () => {
    const html = render({ status: 'error' })
    expect(html).toContain(`role="alert">${TREE_ERROR_TEXT}</p>`)
    expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${TREE_RETRY_TEXT}</button>`))
    expect(html).not.toContain(TREE_LOADING_TEXT)
    expect(html).toContain('View all in Baby Care')
  })

  test('fetched: the level-2 group with its level-3 links, and no status line', () => {
    const html = render({ status: 'fetched', tree })
    expect(html).toMatch(link('/categories/diapers', 'Diapers'))
    expect(html).toMatch(link('/categories/diaper-pants', 'Diaper Pants'))
    expect(html.indexOf('Health Resource Center')).toBeLessThan(html.indexOf('Diapers'))
    expect(html).not.toContain(TREE_LOADING_TEXT)
    expect(html).not.toContain(TREE_ERROR_TEXT)
  })
})
