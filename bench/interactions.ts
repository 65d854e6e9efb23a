import type { Page } from 'playwright-core'
import { launchBrowser } from '../tests/e2e/chromium.ts'
import { percentile } from './load.ts'

// Issue 28 §6: interaction latency as a phone feels it. Headless Chromium at 360 × 740 with the CPU slowed 4×
// (DevTools' throttling), each interaction timed by the browser's Event Timing API: the longest event of the
// interaction, from the input to the next paint (what INP counts). Goal: ≤ 100 ms each.

export interface InteractionResult {
  name: string
  samples: number[]
  p50: number
  max: number
}

interface Interaction {
  name: string
  path: string
  /** Waits until the page is ready for it (hydrated), then does it. */
  act: (page: Page) => Promise<void>
  /** What shows when it has happened. */
  done: (page: Page) => Promise<unknown>
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'add to cart (product page)',
    path: 'PRODUCT',
    act: (page) =>
      page
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click(),
    done: (page) => page.getByRole('link', { name: /^Cart, [1-9]/ }).waitFor(),
  },
  {
    name: 'open the city picker',
    path: '/',
    act: (page) => page.getByRole('button', { name: /^Delivering to/ }).click(),
    done: (page) => page.getByRole('dialog', { name: 'Select your city' }).waitFor(),
  },
  {
    name: 'open sign-in',
    path: '/',
    act: (page) => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click(),
    done: (page) => page.getByRole('dialog', { name: 'Login' }).waitFor(),
  },
  {
    name: 'open the menu',
    path: '/',
    act: (page) => page.getByRole('button', { name: 'Menu', exact: true }).click(),
    done: (page) => page.getByRole('dialog', { name: 'Menu' }).waitFor(),
  },
]

/**
 * Starts recording the page's interactions (Event Timing entries of 16 ms or more: the browser keeps only those of
 * 104 ms or more for a late observer, so it must watch before the interaction).
 */
async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longestInteraction: number }
    w.__longestInteraction = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
        if (e.interactionId) w.__longestInteraction = Math.max(w.__longestInteraction, e.duration)
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
  })
}

/** The longest interaction since watchInteractions (ms; 0 when none took 16 ms), once its entry has been delivered. */
async function longestInteraction(page: Page): Promise<number> {
  await page.waitForTimeout(300)
  return page.evaluate(() => (window as unknown as { __longestInteraction: number }).__longestInteraction)
}

export async function runInteractionBench(baseUrl: string, product: string, rounds = 5): Promise<InteractionResult[]> {
  const browser = await launchBrowser()
  const out: InteractionResult[] = []
  try {
    for (const interaction of INTERACTIONS) {
      const samples: number[] = []
      for (let i = 0; i < rounds; i++) {
        // A new visitor each round: an empty cart, nothing cached.
        const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(`${baseUrl}${interaction.path === 'PRODUCT' ? product : interaction.path}`)
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
        // Idle first: what is measured is the interaction, not the page still loading around it.
        await page.waitForLoadState('networkidle')
        await watchInteractions(page)
        await interaction.act(page)
        await interaction.done(page)
        samples.push(await longestInteraction(page))
        await context.close()
      }
      const sorted = [...samples].sort((a, b) => a - b)
      out.push({ name: interaction.name, samples, p50: percentile(sorted, 50), max: sorted.at(-1)! })
    }
  } finally {
    await browser.close()
  }
  return out
}
