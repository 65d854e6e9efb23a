import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export { CHROMIUM_ARGS, launchBrowser } from './chromium.ts'

export async function expectNoAxeViolations(page: Page) {
  // A page that just arrived by a client navigation fades in (app.css .page-transition, 160 ms): colours are judged
  // once the animations running now have finished, not half-way through the fade.
  // (Callers wait for the new page's content first; two frames let an animation that starts with it begin.)
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    // Only animations that end (a spinner runs for ever: waiting for it would never return).
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)))
  })
  // WCAG 2.0/2.1 A and AA, best practices, and the experimental rules (issue 12: among them
  // label-content-name-mismatch, WCAG 2.5.3, a name that does not contain its visible label).
  // A page without frames is checked by one axe.run in the page (axe's 'legacy' runner): the same rules on the same
  // document as the default runner, which besides opens a blank page in the context to merge its frames' results (about
  // half of each check's time on the loaded CI machine; the results were compared page by page: decision 077). A page
  // with a frame (the partner widget's sandboxed iframe, an opaque origin) keeps the default runner, which reaches into
  // cross-origin frames.
  const framed = page.frames().length > 1
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'])
    .setLegacyMode(!framed)
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' ') + (process.env.AXE_DEBUG ? ` [${n.failureSummary}]` : ''))
        .slice(0, 3)
        .join(', ')})`,
  )
  expect(summary).toEqual([])
}

/**
 * How often an in-page wait checks its condition. Playwright's default polls on requestAnimationFrame, and under
 * parallel load Chromium can starve a page's frames past any timeout with nothing wrong on the page (a CI run timed
 * out in waitForHydration on a page that had hydrated): every waitForFunction polls on a timer instead.
 */
export const POLL_MS = 100

/** Waits until React has hydrated the document (the router's client state exists). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined &&
      document.documentElement.dataset.hydrated === 'true',
    null,
    { timeout: 20_000, polling: POLL_MS },
  )
}

/** Nothing on the page is wider than the screen (mobile-first: 360 px must not scroll sideways). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}
