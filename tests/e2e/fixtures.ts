import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect, inject, test as base } from 'vitest'
import { launchBrowser, waitForHydration } from './browser.ts'

// The e2e suite's fixtures (Vitest's test.extend; the Epic Stack's playwright-utils habit): one Chromium per file, and
// `open()` for the pages a test needs. Every context a test opens is closed after it, pass or fail, and the test fails
// when a page logged a console error, a page error or a CSP violation it did not `allow()`.

export const baseURL = inject('baseURL')

export interface OpenOptions {
  /** Viewport width; 1280 unless a test wants a phone (360). */
  width?: number
  height?: number
  /** false: a context without JavaScript (what the server renders, forms that post). */
  javaScript?: boolean
  /** Permissions granted to the context (['camera', 'microphone'] for a call). */
  permissions?: string[]
}

export interface OpenedPage {
  page: Page
  context: BrowserContext
  /** Everything the page logged as an error so far. */
  problems: string[]
  /** Tolerates problems matching `pattern` (e.g. the browser's line for an API refusal the UI shows). */
  allow(pattern: RegExp): void
}

interface Fixtures {
  browser: Browser
  open: (opts?: OpenOptions) => Promise<OpenedPage>
}

export const test = base.extend<Fixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const browser = await launchBrowser()
      await use(browser)
      await browser.close()
    },
    { scope: 'file' },
  ],
  open: async ({ browser }, use) => {
    const opened: Array<OpenedPage & { allowed: RegExp[] }> = []
    await use(async (opts = {}) => {
      const context = await browser.newContext({
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
        javaScriptEnabled: opts.javaScript ?? true,
        ...(opts.permissions ? { permissions: opts.permissions } : {}),
      })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (m) => {
        // The address tells an expected API refusal (a 4xx the UI shows) from a broken resource.
        if (m.type() === 'error') problems.push(`console.error: ${m.text()}${m.location().url ? ` at ${m.location().url}` : ''}`)
      })
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
      const allowed: RegExp[] = []
      const entry = { page, context, problems, allowed, allow: (pattern: RegExp) => void allowed.push(pattern) }
      opened.push(entry)
      return entry
    })
    await Promise.all(opened.map((o) => o.context.close().catch(() => {})))
    const unexpected = opened.flatMap((o) => o.problems.filter((p) => !o.allowed.some((a) => a.test(p))))
    expect(unexpected, 'console errors, page errors or CSP violations').toEqual([])
  },
})

/** Goes to a path of the app and waits until React has hydrated it. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.goto(`${baseURL}${path}`)
  await waitForHydration(page)
}

/**
 * Waits for the cart action's answer to an 'Add to cart' ('Added NAME to your cart'). The header's count changes at
 * once (optimistic), before the server has the line: leaving the page on the count alone can abort the add.
 */
export async function addedToCart(page: Page, name: string): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `Added ${name} to your cart` })
        .count(),
    )
    .toBeGreaterThan(0)
}

/** The header's cart link ('Cart, N items'). */
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart\b/ })

/** The page's CSRF token (<meta name="csrf-token">), as the app's API client sends it. */
export async function csrfOf(page: Page): Promise<string> {
  return (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? ''
}

/** Adds SKUs to this browser's cart through the API (spec 2 §3 cart add payload), as a partner app would. */
export async function postSkus(page: Page, skus: { sku_id: number; quantity: number }[]): Promise<void> {
  const res = await page.request.post(`${baseURL}/pwa-api/api/v4/carts/skus`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { skus, types: 'pharmacy', page_source: 'health_rec', response_type: 'brief', is_recommendation_required: true },
  })
  expect(res.status()).toBe(200)
}

/** A request the test holds until it says so: to see what the page shows while a call is on its way. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void }> {
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return { release }
}
