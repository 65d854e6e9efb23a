import { describe, expect } from 'vitest'
import { signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'
import { crawl, type CrawlResult } from './link-crawl.ts'

// Issue 12 §4 'No dead ends': every link the shell shows leads to a page that exists. The crawl reads the server's
// HTML over HTTP (no browser: about a thousand pages in seconds), from the home page two links deep, each page once;
// it fails listing every link that answers 404 or 5xx with the pages it was found on. Then the written pages the
// issue adds, in Chromium at 360 px: axe, no sideways scroll, readable without JavaScript.

/** This file's numbers for signUpThroughApi (no other file uses 98851). */
const BLOCK = '98851'

function deadLinks(result: CrawlResult): string[] {
  return result.broken.map(
    (b) => `${b.status} ${b.url} (on ${b.foundOn.slice(0, 5).join(', ')}${b.foundOn.length > 5 ? ', …' : ''})`,
  )
}

const WRITTEN_PAGES = [
  { path: '/tnc', h1: 'Terms and Conditions' },
  { path: '/PrivacyPolicy', h1: 'Privacy Policy' },
  { path: '/return-policy', h1: 'Return and Refund Policy' },
  { path: '/editorial-policy', h1: 'Editorial Policy' },
  { path: '/about', h1: 'About MedWise' },
  { path: '/contactus', h1: 'Contact Us' },
  { path: '/help', h1: 'Help and frequently asked questions' },
  { path: '/offers', h1: 'Offers' },
  { path: '/ayurveda', h1: 'Ayurveda' },
  { path: '/online-doctor-consultation', h1: 'Consult a doctor online' },
  { path: '/cancer-care/home', h1: 'Cancer care' },
  { path: '/partnerships', h1: 'Partner with MedWise' },
  { path: '/subscription-plan/subscriptions', h1: 'MedWise Care Plan' },
]

describe('link checker (issue 12 §4)', () => {
  test('a guest: every same-origin link two levels deep from the home page answers', async () => {
    const started = Date.now()
    const result = await crawl({ origin: base, depth: 2 })
    console.log(`link checker: ${result.visited.size} pages in ${Date.now() - started} ms`)
    expect(deadLinks(result)).toEqual([])
    // The crawl reached what the shell links to (a crawl that found nothing would pass the line above).
    for (const { path } of WRITTEN_PAGES) expect(result.visited.get(path)?.status, path).toBe(200)
    expect(result.visited.size).toBeGreaterThan(300)
  }, 120_000)

  test('the labs catalog (issue 11 §2): every link two levels deep from a city’s inventory search answers', async () => {
    // Its test, lab and price pages sit deeper than the crawl from the home page goes.
    const result = await crawl({ origin: base, start: '/labs/new-delhi/search', depth: 2 })
    expect(deadLinks(result)).toEqual([])
    const reached = (pattern: RegExp) => [...result.visited].filter(([p, v]) => pattern.test(p) && v.status === 200).length
    expect(reached(/^\/labs\/test\/[^/]+-\d+\/new-delhi\/price$/)).toBeGreaterThan(20)
    expect(reached(/^\/labs\/new-delhi\/diagnostic-centers\/[a-z-]+$/)).toBeGreaterThan(4)
    expect(reached(/^\/labs\/category\/[a-z-]+$/)).toBeGreaterThan(4)
    expect(result.visited.get('/labs/tests')?.status).toBe(200)
  }, 120_000)

  test('signed in: the profile menu’s links and every other link of the home page answer', async ({ open }) => {
    const { page } = await open()
    await navigate(page, '/')
    await signUpThroughApi(page, base, BLOCK)
    const cookie = (await page.context().cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ')
    const result = await crawl({ origin: base, depth: 1, headers: { cookie } })
    expect(deadLinks(result)).toEqual([])
    for (const path of ['/profile', '/order/history', '/health-record', '/dashboard/manage-payment', '/dashboard/cash']) {
      expect(result.visited.get(path)?.status, path).toBe(200)
    }
  })
})

describe('the written pages (issue 12 §4)', () => {
  test('each has a title, a meta description and one h1, headings in order, indexable, and none says “coming soon”', async () => {
    for (const { path, h1 } of WRITTEN_PAGES) {
      const res = await fetch(`${base}${path}`)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      expect(html, path).toMatch(/<title>[^<]+ \| MedWise<\/title>/)
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/)
      const levels = [...main.matchAll(/<h([1-6])\b[^>]*>/g)].map((m) => Number(m[1]))
      expect(
        levels.filter((l) => l === 1),
        path,
      ).toHaveLength(1)
      expect(levels[0], path).toBe(1)
      // No level skipped on the way down (h2 → h4).
      levels.forEach((l, i) => i > 0 && expect(l - levels[i - 1]!, `${path} h${levels[i - 1]} → h${l}`).toBeLessThanOrEqual(1))
      expect(main, path).toContain(`>${h1}</h1>`)
      // The written pages are meant to be found; since issue 27 no area of the shell is a 'coming soon' placeholder.
      expect(/<meta name="robots" content="noindex"\/?>/.test(html), path).toBe(false)
      expect(main.toLowerCase(), path).not.toContain('coming soon')
    }
  })

  test('at 360 px: no sideways scroll and no axe violations', async ({ open }) => {
    const { page } = await open({ width: 360, height: 740 })
    for (const { path, h1 } of WRITTEN_PAGES) {
      await navigate(page, path)
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor()
      await expectNoHorizontalOverflow(page)
      await expectNoAxeViolations(page)
    }
  }, 180_000)

  test('without JavaScript: the text is there and the questions open', async ({ open }) => {
    const { page } = await open({ width: 360, javaScript: false })
    await page.goto(`${base}/help`)
    const question = page.getByText('Which medicines need a prescription?')
    const answer = page.getByText(/Medicines in Schedules H, H1 and G/)
    expect(await answer.isVisible()).toBe(false)
    await question.click()
    expect(await answer.isVisible()).toBe(true)
    await page.goto(`${base}/contactus`)
    const officer = page.getByRole('region', { name: 'Grievance officer' })
    await expect.poll(() => officer.textContent()).toMatch(/Ananya Rao \(sample name\)/)
    expect(await officer.textContent()).toMatch(/within 48 hours/)
    expect(await officer.textContent()).toMatch(/within one month/)
    expect(await officer.textContent()).toMatch(/These are sample details/)
    await page.goto(`${base}/tnc`)
    expect(await page.getByRole('link', { name: 'Return and Refund Policy' }).first().getAttribute('href')).toBe('/return-policy')
  })

  test('offers: the coupons running now, not the ended or future ones', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/offers')
    const codes = page.getByRole('list', { name: 'Coupon codes' }).getByRole('heading', { level: 2 })
    expect(await codes.allTextContents()).toEqual(['FLAT100', 'SAVE10', 'WELCOME25'])
    const welcome = page.getByRole('listitem').filter({ hasText: 'WELCOME25' })
    expect(await welcome.textContent()).toMatch(/Valid till 31 December 2030 · on your first order only/)
  })

  test('the AYURVEDA tab leads to the Ayurveda products and shows as current', async ({ open }) => {
    const { page } = await open({ width: 1280 })
    await navigate(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AYURVEDA' }).click()
    await page.getByRole('heading', { level: 1, name: 'Ayurveda' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/ayurveda')
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AYURVEDA' }).getAttribute('aria-current'),
    ).toBe('page')
    expect(await page.getByText(/^\d+ products/).textContent()).toMatch(/^[1-9]\d* products/)
    // The category's own groups, and its breadcrumb under the category tree.
    expect(
      await page.getByRole('list', { name: 'Inside Ayurveda' }).getByRole('link', { name: 'Immunity Care' }).getAttribute('href'),
    ).toBe('/categories/ayurveda-immunity-care')
  })
})
