import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { expectNoAxeViolations } from './browser.ts'
import { baseURL as base, holdRequests, navigate, test } from './fixtures.ts'

// Issue 12 'Less work per page': the root loader sends the category menu's parents only (server-rendered links); the
// children (levels 2 and 3) come from GET /pwa-api/api/v4/udp_tree the first time a menu opens, once per page session,
// through the states of spec 1 §4.6 (pending, fetched, error). The opened menu itself: menu-footer-labs.e2e.ts.

type Node = { slug: string; name: string; children: Node[] }
const TREE_PATH = '/pwa-api/api/v4/udp_tree'
const TREE_GLOB = `**${TREE_PATH}`

async function udpTree(): Promise<Node[]> {
  return ((await (await fetch(`${base}${TREE_PATH}`)).json()) as { data: { udp_tree: Node[] } }).data.udp_tree
}
/** Levels 2 and 3: what the pages no longer carry. */
const belowParents = (tree: Node[]) => tree.flatMap((p) => p.children.flatMap((c) => [c, ...c.children]))

/** The page's calls for the tree, as they are made. */
function treeCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === TREE_PATH) calls.push(r.url())
  })
  return calls
}

const categoriesNav = (page: Page) => page.getByRole('navigation', { name: 'Categories' })
const parentButton = (page: Page, name: string) => categoriesNav(page).getByRole('button', { name, exact: true })
/** The panel a parent button controls. */
async function panelOf(page: Page, parent: ReturnType<typeof parentButton>) {
  await expect.poll(() => parent.getAttribute('aria-expanded')).toBe('true')
  const id = (await parent.getAttribute('aria-controls'))!
  return page.locator(`[id="${id}"]`)
}
/** The first level-3 link of a parent's panel. */
const firstLeaf = (parent: Node) => parent.children.find((c) => c.children.length)!.children[0]!

describe('what every page carries (Issue 12)', () => {
  test('the SSR HTML has the parents as links to their pages and nothing below them; the root data stays under 10 KB', async () => {
    const tree = await udpTree()
    const below = belowParents(tree)
    expect(below.length).toBeGreaterThan(50)
    for (const path of ['/', '/cart']) {
      const html = await (await fetch(`${base}${path}`)).text()
      const nav = /<nav aria-label="Categories"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
      for (const parent of tree) expect(nav, path).toContain(`href="/categories/${parent.slug}"`)
      // Neither in the markup nor in the inline hydration data (slugs are unique words, names may not be).
      expect(
        below.filter((n) => html.includes(n.slug)).map((n) => n.slug),
        path,
      ).toEqual([])
    }
    // The root's data as a client navigation fetches it (root revalidates on every path change).
    const root = await (await fetch(`${base}/cart.data?_routes=root`)).text()
    expect(root).toContain(tree[0]!.slug)
    expect(below.filter((n) => root.includes(n.slug)).map((n) => n.slug)).toEqual([])
    expect(root.length).toBeLessThan(10_000)
  })

  test('without JavaScript the parents are plain links, and the small-screen menu links to /categories', async ({ open }) => {
    const tree = await udpTree()
    const desktop = await open({ javaScript: false, width: 1280 })
    await desktop.page.goto(`${base}/`)
    await categoriesNav(desktop.page).getByRole('link', { name: tree[1]!.name, exact: true }).click()
    await desktop.page.waitForURL(`${base}/categories/${tree[1]!.slug}`)
    expect(await desktop.page.getByRole('heading', { level: 1 }).innerText()).toBe(tree[1]!.name)

    const phone = await open({ javaScript: false, width: 360 })
    await phone.page.goto(`${base}/`)
    await phone.page.getByRole('link', { name: 'Menu', exact: true }).click()
    await phone.page.getByRole('link', { name: 'ALL CATEGORIES', exact: true }).click()
    await phone.page.waitForURL(`${base}/categories`)
    expect(await phone.page.getByRole('heading', { level: 1 }).innerText()).toBe('Health product categories')
  })
})

describe('the children load when a menu first opens (spec 1 §4.6)', () => {
  test('desktop: no call until a menu is used, then one call for every panel, opening and client navigation', async ({
    open,
  }) => {
    const tree = await udpTree()
    const [first, last] = [tree[0]!, tree.at(-1)!]
    const { page, problems } = await open({ width: 1280 })
    const calls = treeCalls(page)
    await navigate(page, '/')
    expect(calls).toEqual([])

    const firstButton = parentButton(page, first.name)
    await firstButton.hover()
    const leaf = firstLeaf(first)
    const panel = await panelOf(page, firstButton)
    expect(await panel.getByRole('link', { name: leaf.name, exact: true }).first().getAttribute('href')).toBe(
      `/categories/${leaf.slug}`,
    )
    expect(await panel.getAttribute('aria-busy')).toBe('false')

    // Away first: the open panel covers the bar's second row.
    await page.mouse.move(1275, 5)
    await expect.poll(() => firstButton.getAttribute('aria-expanded')).toBe('false')
    const lastButton = parentButton(page, last.name)
    await lastButton.hover()
    const lastPanel = await panelOf(page, lastButton)
    await lastPanel
      .getByRole('link', { name: firstLeaf(last).name, exact: true })
      .first()
      .waitFor()

    // A client navigation (root revalidates) keeps the tree: the next opening shows it without asking again.
    await page.mouse.move(1275, 5)
    await firstButton.click()
    await (await panelOf(page, firstButton)).getByRole('link', { name: leaf.name, exact: true }).first().click()
    await page.waitForURL(`${base}/categories/${leaf.slug}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(leaf.name)
    await lastButton.hover()
    await (
      await panelOf(page, lastButton)
    )
      .getByRole('link', { name: firstLeaf(last).name, exact: true })
      .first()
      .waitFor()
    expect(calls).toHaveLength(1)
    expect(problems).toEqual([])
  })

  test('desktop: pending shows a loading line in a busy panel with the fixed links, then the children (axe in both)', async ({
    open,
  }) => {
    const tree = await udpTree()
    const { page, problems } = await open({ width: 1280 })
    const held = await holdRequests(page, TREE_GLOB)
    await navigate(page, '/')
    const button = parentButton(page, tree[0]!.name)
    await button.hover()
    const panel = await panelOf(page, button)
    expect(await panel.getAttribute('aria-busy')).toBe('true')
    expect(await panel.getByRole('status').innerText()).toBe('Loading categories…')
    expect(await panel.getByRole('link', { name: 'All Diseases' }).getAttribute('href')).toBe('/all-diseases')
    expect(await panel.getByRole('link', { name: tree[0]!.children[0]!.name, exact: true }).count()).toBe(0)
    await expectNoAxeViolations(page)

    held.release()
    const leaf = firstLeaf(tree[0]!)
    await panel.getByRole('link', { name: leaf.name, exact: true }).first().waitFor()
    expect(await panel.getAttribute('aria-busy')).toBe('false')
    expect(await panel.getByRole('status').count()).toBe(0)
    await expectNoAxeViolations(page)
    expect(problems).toEqual([])
  })

  test('desktop: an error says so with a retry, which fetches again and shows the children', async ({ open }) => {
    const tree = await udpTree()
    const { page, problems, allow } = await open({ width: 1280 })
    // The refused call, logged by the browser and by the API client (spec 1 §8): expected here.
    const refused = /503|Service Unavailable|ApiError/
    allow(refused)
    let fail = true
    await page.route(TREE_GLOB, (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) })
        : route.continue(),
    )
    const calls = treeCalls(page)
    await navigate(page, '/')
    const button = parentButton(page, tree[0]!.name)
    await button.click()
    const panel = await panelOf(page, button)
    await expect.poll(() => panel.getByRole('alert').innerText()).toBe('Could not load the categories.')
    expect(await panel.getAttribute('aria-busy')).toBe('false')
    await expectNoAxeViolations(page)

    fail = false
    await panel.getByRole('button', { name: 'Try again' }).click()
    const leaf = firstLeaf(tree[0]!)
    await panel.getByRole('link', { name: leaf.name, exact: true }).first().waitFor()
    // The panel opened by a click stayed open through the retry.
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    expect(await panel.getByRole('alert').count()).toBe(0)
    expect(calls).toHaveLength(2)
    expect(problems.filter((p) => !refused.test(p))).toEqual([])
  })

  test('360 px drawer: a loading line until the tree arrives, then the tree; reopening asks nothing more', async ({ open }) => {
    const tree = await udpTree()
    const { page, problems } = await open({ width: 360 })
    const calls = treeCalls(page)
    const held = await holdRequests(page, TREE_GLOB)
    await navigate(page, '/')
    expect(calls).toEqual([])
    // Below 768 px the tree is in the menu drawer (issue 28 §1).
    const opener = page.getByRole('button', { name: 'Menu', exact: true })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect.poll(() => dialog.getByRole('status').innerText()).toBe('Loading categories…')
    expect(await dialog.locator('[aria-busy="true"]').count()).toBe(1)
    expect(await dialog.getByRole('link', { name: 'All Diseases' }).getAttribute('href')).toBe('/all-diseases')
    await expectNoAxeViolations(page)

    held.release()
    const toggle = dialog.getByRole('button', { name: tree[0]!.name, exact: true })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await dialog.locator('[aria-busy="true"]').count()).toBe(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await opener.click()
    expect(await dialog.getByRole('button', { name: tree.at(-1)!.name, exact: true }).getAttribute('aria-expanded')).toBe('false')
    expect(calls).toHaveLength(1)
    expect(problems).toEqual([])
  })
})
