import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, holdRequests, navigate, test } from './fixtures.ts'

// Issue 11 §2: the labs catalog pages in Chromium at 360 px: the test page (both of its paths), the inventory search
// with its filters (with and without JavaScript), a lab's page, the categories; each server-rendered with its meta
// tags and structured data, axe clean, and no sideways scrolling. Figures come from the pages, not from the seed.

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** The JSON-LD blocks of a server-rendered page. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

const RUPEES = /₹[\d,]+\.\d\d/

/** The number in the inventory's results heading ('143 tests, page 1 of 6'). */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /^\d+ tests?\b/ }).textContent()
  return Number(/^(\d+)/.exec(text ?? '')![1])
}

describe('the test page (spec 2 §2, §9)', () => {
  test('from a labs home card: what it is, how to prepare, the labs in the city with price and turnaround, Q&A', async ({
    open,
  }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/labs')
    await page.getByRole('link', { name: 'view test details of Full Body Checkup Essential' }).click()
    await page.waitForURL(/\/labs\/test\/full-body-checkup-essential-\d+$/)
    await h1(page, 'Full Body Checkup Essential').waitFor()
    // spec 2 §9: the header's secondary label.
    expect(await page.getByText('Test details', { exact: true }).count()).toBe(1)
    expect(await page.getByRole('heading', { level: 2, name: 'Preparation and fasting' }).count()).toBe(1)
    expect(await page.getByRole('heading', { level: 2, name: 'Tests included (7)' }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Do I need to fast before this package?' }).count()).toBe(1)
    const labs = page
      .getByRole('list', { name: /^Labs offering Full Body Checkup Essential in New Delhi/ })
      .locator(':scope > li')
    expect(await labs.count()).toBeGreaterThan(1)
    const first = (await labs.first().textContent())!
    expect(first).toMatch(RUPEES)
    expect(first).toMatch(/report in \d+ (hours|days)/)
    expect(first).toContain('NABL')
    // Cheapest first: the first lab's price is the best price shown above.
    const best = (await page.getByRole('region', { name: 'Best price in New Delhi' }).textContent())!
    expect(best).toContain(first.match(RUPEES)![0])
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // A test the package includes, priced in the same city; the packages that hold it say 'view test details'.
    await page
      .getByRole('region', { name: 'Tests included (7)' })
      .getByRole('link', { name: 'Complete Blood Count (CBC)' })
      .click()
    await page.waitForURL(/\/labs\/test\/complete-blood-count-cbc-\d+\/new-delhi\/price$/)
    await h1(page, 'Complete Blood Count (CBC)').waitFor()
    expect(await page.getByRole('heading', { name: 'Do I need to fast before this test?' }).count()).toBe(1)
    const packages = page.getByRole('region', { name: 'Packages that include it' })
    expect(await packages.getByRole('link', { name: 'view test details of Full Body Checkup Essential' }).count()).toBe(1)
    await expectNoAxeViolations(page)

    // The same page priced in another city: its own path, the labs there.
    await page.getByRole('link', { name: 'Price in Mumbai' }).click()
    await page.waitForURL(/\/labs\/test\/complete-blood-count-cbc-\d+\/mumbai\/price$/)
    await page.getByRole('heading', { level: 2, name: 'Labs offering it in Mumbai' }).waitFor()
    await expectNoHorizontalOverflow(page)
  })

  test('server-rendered with meta tags and a MedicalTest; a bare id or a stale slug is sent to the one URL', async () => {
    const search = await (await fetch(`${base}/labs/new-delhi/search?q=lipid+profile&sort=name`)).text()
    const path = /href="(\/labs\/test\/lipid-profile-(\d+))\/new-delhi\/price"/.exec(search)!
    const [, canonicalPath, id] = path
    const res = await fetch(`${base}${canonicalPath}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<title>Lipid Profile test: price in New Delhi, preparation \| MedWise Labs<\/title>/)
    expect(html).toMatch(/<meta name="description" content="Book the Lipid Profile in New Delhi from ₹[\d,.]+ at \d+ labs/)
    expect(html).toContain(`<link rel="canonical" href="${base}${canonicalPath}"/>`)
    const test = jsonLd(html).find((d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('MedicalTest'))!
    expect(test).toMatchObject({ name: 'Lipid Profile', offers: { '@type': 'AggregateOffer', priceCurrency: 'INR' } })
    expect(jsonLd(html).some((d) => d['@type'] === 'FAQPage')).toBe(true)
    for (const other of [`/labs/test/${id}`, `/labs/test/lipid-${id}`, `/labs/test/${id}/New%20Delhi/price`]) {
      const moved = await fetch(`${base}${other}`, { redirect: 'manual' })
      expect(moved.status, other).toBe(301)
      expect(new URL(moved.headers.get('location')!, base).pathname, other).toBe(
        other.endsWith('/price') ? `${canonicalPath}/new-delhi/price` : canonicalPath,
      )
    }
    for (const missing of ['/labs/test/999999', '/labs/test/lipid-profile', `/labs/test/${id}/atlantis/price`]) {
      expect((await fetch(`${base}${missing}`)).status, missing).toBe(404)
    }
  })
})

describe('the inventory search (labs/{city}/search)', () => {
  test('filters narrow the results: lab, price, report time; every card passes them; axe clean at 360 px', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/labs/new-delhi/search')
    await h1(page, 'Lab tests in New Delhi').waitFor()
    const all = await resultCount(page)
    expect(all).toBeGreaterThan(24)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByLabel('Lab', { exact: true }).selectOption({ label: 'Thyrocare' })
    await page.getByLabel('Price up to').selectOption('500')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/lab=thyrocare/)
    await h1(page, 'Lab tests in New Delhi').waitFor()
    await expect.poll(() => resultCount(page)).toBeLessThan(all)
    const cards = page.getByRole('list', { name: /^\d+ tests?/ }).locator(':scope > li')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const text of await cards.allTextContents()) {
      expect(text).toContain('At Thyrocare')
      const price = Number(text.match(RUPEES)![0].replace(/[₹,]/g, ''))
      expect(price).toBeLessThanOrEqual(500)
    }
    expect(page.url()).toContain('max_price=500')
    // The sort dropdown beside the heading applies at once with JavaScript.
    await page.getByLabel('Sort by').selectOption('turnaround')
    await page.waitForURL(/sort=turnaround/)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('without JavaScript: a GET form; fasting and report time filters; nothing matching says so', async ({ open }) => {
    const { page } = await open({ width: 360, javaScript: false })
    await page.goto(`${base}/labs/mumbai/search`)
    const all = await resultCount(page)
    await page.getByLabel('Fasting').selectOption('yes')
    await page.getByLabel('Report within').selectOption('12')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/fasting=yes/)
    const narrowed = await resultCount(page)
    expect(narrowed).toBeLessThan(all)
    for (const text of await page
      .getByRole('list', { name: /^\d+ tests?/ })
      .locator(':scope > li')
      .allTextContents()) {
      expect(text).toContain('Fasting required')
      expect(text).toMatch(/report in (\d|1[0-2]) hours/)
    }
    await page.goto(`${base}/labs/mumbai/search?q=zzzz-nothing`)
    expect(await page.getByText('No lab tests in Mumbai match these filters.').count()).toBe(1)
    expect((await fetch(`${base}/labs/atlantis/search`)).status).toBe(404)
  })
})

describe('the lab details page (diagnostic-centers/{labName})', () => {
  test('accreditations, rating, walk-in centres with address and hours, what it offers at its prices', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/labs/new-delhi/search')
    await page.getByRole('link', { name: 'Dr Lal PathLabs', exact: true }).click()
    await page.waitForURL(/\/labs\/new-delhi\/diagnostic-centers\/dr-lal-pathlabs$/)
    await h1(page, 'Dr Lal PathLabs, New Delhi').waitFor()
    const accreditations = page
      .getByRole('region', { name: 'About Dr Lal PathLabs' })
      .getByRole('list', { name: 'Accreditations' })
    expect(await accreditations.locator('li').allTextContents()).toEqual(['NABL', 'CAP'])
    const centres = page.getByRole('region', { name: 'Walk-in centres in New Delhi' })
    expect(await centres.locator('address').count()).toBeGreaterThan(0)
    expect(await centres.locator('address').first().textContent()).toMatch(/New Delhi, \d{6}$/)
    expect(await centres.getByText(/^Open (Mon–Sat|All days), \d\d:\d\d to \d\d:\d\d$/).count()).toBeGreaterThan(0)
    const offered = page.getByRole('region', { name: /^Tests and packages/ })
    expect(await offered.getByText(RUPEES).count()).toBeGreaterThan(0)
    expect(await offered.getByRole('link', { name: /^view test details of / }).count()).toBe(24)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    const html = await (await fetch(`${base}/labs/new-delhi/diagnostic-centers/dr-lal-pathlabs`)).text()
    expect(html).toMatch(/<title>Dr Lal PathLabs in New Delhi: tests, prices, centres \| MedWise Labs<\/title>/)
    const lab = jsonLd(html).find((d) => d['@type'] === 'DiagnosticLab')!
    expect(lab).toMatchObject({
      name: 'Dr Lal PathLabs',
      address: { '@type': 'PostalAddress', addressLocality: 'New Delhi', addressCountry: 'IN' },
      aggregateRating: { ratingValue: '4.6' },
    })
    expect((lab.department as unknown[]).length).toBeGreaterThan(0)
    expect((await fetch(`${base}/labs/new-delhi/diagnostic-centers/no-such-lab`)).status).toBe(404)
  })
})

describe('the categories (/labs/tests, /labs/category/{package})', () => {
  test('every category with its counts, and a category’s tests and packages', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/labs/tests')
    await h1(page, 'Lab test categories').waitFor()
    expect(await page.getByText(/^\d+ tests?( · \d+ packages?)?$|^\d+ packages?$/).count()).toBeGreaterThan(10)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await page.getByRole('link', { name: 'Blood', exact: true }).click()
    await page.waitForURL(/\/labs\/category\/blood$/)
    await h1(page, 'Blood tests and packages').waitFor()
    expect(await page.getByRole('link', { name: 'view test details of Complete Blood Count (CBC)' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    expect((await fetch(`${base}/labs/category/no-such-category`)).status).toBe(404)
  })
})

test('while a labs page loads, its loading layout stands in (spec 2 §2)', async ({ open }) => {
  const { page } = await open({ width: 360 })
  await navigate(page, '/labs/tests')
  await h1(page, 'Lab test categories').waitFor()
  // To a lab's page from the categories' link to the city's search, then to a test page: each skeleton while held.
  const search = await holdRequests(page, /\/labs\/new-delhi\/search\.data/)
  await page.getByRole('link', { name: /^Compare lab prices in / }).click()
  await page.getByTestId('labs-inventory-skeleton').waitFor()
  expect(await page.getByTestId('labs-inventory-skeleton').locator('[data-part]').count()).toBe(5)
  search.release()
  await h1(page, /^Lab tests in /).waitFor()
  const lab = await holdRequests(page, /\/diagnostic-centers\/[a-z-]+\.data/)
  await page
    .getByRole('region', { name: /^Labs in / })
    .getByRole('link')
    .first()
    .click()
  await page.getByTestId('lab-details-skeleton').waitFor()
  lab.release()
  await page.getByRole('heading', { level: 2, name: /^Walk-in centres in / }).waitFor()
  const detail = await holdRequests(page, /\/labs\/test\/[^/]+\/[^/]+\/price\.data/)
  await page
    .getByRole('link', { name: /^view test details of / })
    .first()
    .click()
  await page.getByTestId('test-detail-skeleton').waitFor()
  expect(await page.getByTestId('test-detail-skeleton').locator('[data-line]').count()).toBe(8)
  detail.release()
  await page.getByText('Test details', { exact: true }).waitFor()
})

test('no input gives a 5xx on the labs pages', async () => {
  const hostile = ['%', '%2e%2e', 'a'.repeat(3000), '<script>', "'or'1'='1", '😀', '-1', '0', '1e309', '__proto__']
  const paths = hostile.flatMap((h) => {
    const e = encodeURIComponent(h)
    return [
      `/labs/test/${e}`,
      `/labs/test/x-${e}/${e}/price`,
      `/labs/${e}/search`,
      `/labs/new-delhi/search?q=${e}&lab=${e}&max_price=${e}&tat=${e}&fasting=${e}&home=${e}&sort=${e}&page=${e}`,
      `/labs/${e}/diagnostic-centers/${e}`,
      `/labs/category/${e}?page=${e}`,
    ]
  })
  for (const path of paths) {
    const res = await fetch(`${base}${path}`, { redirect: 'manual' })
    expect(res.status, path).toBeLessThan(500)
    await res.body?.cancel()
  }
})
