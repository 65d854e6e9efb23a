import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { POLL_MS, expectNoAxeViolations } from './browser.ts'
import { baseURL as base, holdRequests, navigate, test } from './fixtures.ts'

const text = (page: Page) => page.locator('main').innerText()
// The page's own content never needs sideways scrolling (the shell's header is checked by its own suite).
const noOverflow = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!
    return Math.max(main.scrollWidth - main.clientWidth, main.getBoundingClientRect().right - window.innerWidth)
  })

/** axe after a client navigation: the shell's page transition must have finished (colours blend while fading). */
async function axeWhenSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
    timeout: 10_000,
    polling: POLL_MS,
  })
  await expectNoAxeViolations(page)
}

/** The URL of a product found by the search page (the ids are the seed's). */
async function productUrl(term: string, name: string) {
  const html = await (await fetch(`${base}/search/all?name=${encodeURIComponent(term)}`)).text()
  const m = new RegExp(`href="(/(?:drugs|otc)/[^"]+)"[^>]*>${name}<`).exec(html)
  expect(m, `${name} in the results for ${term}`).not.toBeNull()
  return m![1]!
}

describe('search to product (spec 1 §2.4, §2.10)', () => {
  for (const width of [1280, 360]) {
    test(`'dolo 65' from the header search box, then Dolo 650's page, at ${width} px`, async ({ open }) => {
      const { page, problems } = await open({ width })
      await navigate(page, '/')
      await page.locator('#search-box').fill('dolo 65')
      await page.locator('#search-box').press('Enter')
      await page.waitForURL(/\/search\/all\?name=dolo(\+|%20)65/)
      const result = page.getByRole('link', { name: 'Dolo 650 Tablet', exact: true })
      await expect.poll(() => result.count()).toBeGreaterThan(0)
      expect(await text(page)).toMatch(/strip of 15 tablets/)
      await axeWhenSettled(page)
      await result.first().click()
      await page.waitForURL(/\/drugs\/dolo-650-tablet-\d+$/)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Dolo 650 Tablet')
      const body = await text(page)
      expect(body).toContain('MRP')
      expect(body).toContain('₹')
      expect(body).toContain('Micro Labs Ltd')
      expect(body).toMatch(/Paracetamol \(650mg\)/)
      expect(body).toContain('OTC (no prescription needed)')
      const subs = page.locator('section[aria-labelledby="substitutes"] li')
      expect(await subs.count()).toBeGreaterThan(0)
      expect(await subs.first().innerText()).toMatch(/save ₹/)
      expect(await page.getByRole('link', { name: 'Paracetamol' }).getAttribute('href')).toMatch(/^\/generics\/paracetamol-\d+$/)
      await axeWhenSettled(page)
      expect(await noOverflow(page)).toBeLessThanOrEqual(0)
      expect(problems, problems.join('\n')).toEqual([])
    })
  }

  test('a Schedule H medicine shows the Rx badge and the prescription note', async ({ open }) => {
    const url = await productUrl('pan 40', 'Pan 40 Tablet')
    const { page, problems } = await open()
    await navigate(page, `${url}`)
    const body = await text(page)
    expect(body).toContain('Rx')
    expect(body).toContain('Prescription required')
    expect(body).toContain('Schedule H')
    await axeWhenSettled(page)
    expect(problems, problems.join('\n')).toEqual([])
  })

  test("'paracetmol' offers 'Did you mean'; 'qqqzzz' says 'No results found'; a blank term asks for one", async ({ open }) => {
    const { page, problems } = await open({ width: 360 })
    await navigate(page, '/search/all?name=paracetmol')
    expect(await text(page)).toMatch(/Did you mean\s+paracetamol\?/i)
    expect(await page.locator('main ul li').count()).toBeGreaterThan(1)
    await axeWhenSettled(page)
    await navigate(page, '/search/all?name=qqqzzz')
    expect(await text(page)).toContain('No results found')
    await axeWhenSettled(page)
    await navigate(page, '/search/all?name=%20%20')
    expect(await page.getByLabel(/Type a medicine/).count()).toBe(1)
    await axeWhenSettled(page)
    expect(problems, problems.join('\n')).toEqual([])
  })
})

describe('with JavaScript off', () => {
  test('the search page and a product page render fully on the server', async ({ open }) => {
    const { page } = await open({ javaScript: false, width: 360 })
    await page.goto(`${base}/`)
    await page.locator('#search-box').fill('dolo 650')
    await page.locator('#search-box').press('Enter')
    await page.waitForURL(/\/search\/all\?name=dolo/)
    await page.getByRole('link', { name: 'Dolo 650 Tablet', exact: true }).first().click()
    await page.waitForURL(/\/drugs\/dolo-650-tablet-\d+$/)
    const body = await text(page)
    expect(body).toContain('Dolo 650 Tablet')
    expect(body).toContain('MRP')
    expect(body).toContain('Cheaper substitutes')
    await page.goto(`${base}/drugs-all-medicines?page=2`)
    expect(await page.locator('[aria-current="page"]', { hasText: '2' }).count()).toBe(1)
  })
})

describe('product URLs', () => {
  test('a bad, unknown or wrong-kind id answers 404; a wrong slug redirects to the canonical URL', async () => {
    for (const path of ['/drugs/dolo-650-tablet-abc', '/drugs/dolo-999', '/otc/anything-otc100001', '/generics/paracetamol-x']) {
      expect((await fetch(`${base}${path}`, { redirect: 'manual' })).status, path).toBe(404)
    }
    const url = await productUrl('dolo 650', 'Dolo 650 Tablet')
    const id = /-(\d+)$/.exec(url)![1]
    const res = await fetch(`${base}/drugs/wrong-slug-${id}`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(url)
  })

  test('product JSON-LD parses, carries the nonce and has offers.price in INR; meta tags are set', async () => {
    const url = await productUrl('dolo 650', 'Dolo 650 Tablet')
    const res = await fetch(`${base}${url}`)
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1]
    const html = await res.text()
    const m = /<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html)
    expect(m).not.toBeNull()
    expect(m![1]).toBe(nonce)
    const ld = JSON.parse(m![2]!)
    expect(ld).toMatchObject({ '@type': 'Drug', name: 'Dolo 650 Tablet', offers: { priceCurrency: 'INR', price: '29.53' } })
    expect(html).toMatch(/<title>Dolo 650 Tablet[^<]*<\/title>/)
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/drugs\/dolo-650-tablet-\d+"/)
    expect(html).toMatch(/<meta property="og:title" content="Dolo 650 Tablet/)
  })
})

describe('listings (spec 1 §4.7)', () => {
  const pages: Array<[string, RegExp]> = [
    ['/all-diseases', /Acidity/],
    ['/all-diseases?letter=D', /Diarrhoea/],
    ['/all-diseases?disease=hypertension', /Telmisartan/],
    ['/drugs-all-medicines', /All medicines/],
    ['/drugs-all-medicines?letter=D&page=2', /page 2 of/],
    ['/drugs-therapeutic-classes', /Proton pump inhibitor/],
    ['/drugs-therapeutic-classes?class=proton-pump-inhibitor', /Pantoprazole/],
    ['/categories', /Health product categories/],
  ]
  // The generic and category pages of the seed, found through the pages that link to them.
  beforeAll(async () => {
    const generic = /href="(\/generics\/paracetamol-\d+)"/.exec(
      await (await fetch(`${base}/search/all?name=paracetamol`)).text(),
    )![1]!
    const category = /href="(\/categories\/[^"]+)"/.exec(await (await fetch(`${base}/categories`)).text())![1]!
    pages.push([generic, /Brands of Paracetamol/], [category, /products/])
  })
  for (const width of [1280, 360]) {
    for (let i = 0; i < 10; i++) {
      test(`listing ${i + 1} of 10 renders real data and passes axe at ${width} px`, async ({ open }) => {
        const [path, expected] = pages[i]!
        const { page, problems } = await open({ width })
        await navigate(page, `${path}`)
        expect(await text(page), path).toMatch(expected)
        await axeWhenSettled(page)
        expect(await noOverflow(page), path).toBeLessThanOrEqual(0)
        expect(problems, problems.join('\n')).toEqual([])
      })
    }
  }

  test('pagination is real links with aria-current, and a pending page shows the listing skeleton', async ({ open }) => {
    const { page, problems } = await open()
    await navigate(page, '/drugs-all-medicines')
    const nav = page.getByRole('navigation', { name: 'Pagination' })
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('1')
    // Hold the next page's data so the loading layout can be seen (spec 2 §2 'Loading layouts').
    const { release } = await holdRequests(page, '**/drugs-all-medicines.data**')
    await nav.getByRole('link', { name: 'Next page' }).click()
    await expect.poll(() => page.getByTestId('listing-skeleton').count()).toBe(1)
    expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(1)
    release()
    await page.waitForURL(/page=2/)
    await expect.poll(() => nav.locator('[aria-current="page"]').innerText()).toBe('2')
    expect(await page.getByTestId('listing-skeleton').count()).toBe(0)
    expect(problems, problems.join('\n')).toEqual([])
  })
})
