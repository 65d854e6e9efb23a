import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForHydration } from './browser.ts'
import { brandColour } from '../../core/catalog/pack-art.ts'
import { baseURL as base, navigate, postSkus, test } from './fixtures.ts'
import { fillCarts, findProduct, guestPageKinds, SIGNED_IN_PAGE_KINDS } from './page-kinds.ts'
import { slowHeaderProxy } from './slow-header-proxy.ts'

// Issue 28 §1, a phone-first shell: on a 360 × 740 phone the header (logo, city, account, cart; then the search
// field) is at most 120 px tall on every page kind, and each page's first heading is on the first screen; what the
// header no longer shows (the tabs, Offers, Help, the quick-order banner, the categories) is in the menu drawer.

/** This file's numbers for signUpThroughApi (no other file uses 98871). */
const BLOCK = '98871'
const PHONE = { width: 360, height: 740 }
const HEADER_MAX = 120

/** The header's height and where the page's first heading (or, failing one, its first block) starts and ends. */
async function firstScreen(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    const main = document.querySelector('main')!
    const first =
      [...main.querySelectorAll('h1, h2')].find((h) => h.getBoundingClientRect().height > 0) ??
      [...main.querySelectorAll('*')].find((e) => e.getBoundingClientRect().height > 0)
    const box = first!.getBoundingClientRect()
    return { header: header.height, firstTop: box.top, firstBottom: box.bottom, first: first!.textContent!.slice(0, 60) }
  })
}

async function expectPhoneFirst(page: Page, path: string) {
  await navigate(page, path)
  const m = await firstScreen(page)
  expect(m.header, `${path}: header height`).toBeLessThanOrEqual(HEADER_MAX)
  expect(m.firstTop, `${path}: '${m.first}' starts below the header`).toBeGreaterThanOrEqual(m.header)
  expect(m.firstBottom, `${path}: '${m.first}' is on the first screen`).toBeLessThanOrEqual(PHONE.height)
  await expectNoHorizontalOverflow(page)
  return m
}

/** The page's layout shifts so far (the browser's own layout-shift entries): their sum, and what moved. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string }>((resolve) => {
        const done = (entries: PerformanceEntry[]) => {
          const shifts = entries as unknown as { value: number; sources: { node?: Node | null }[] }[]
          const moved = shifts.flatMap((e) =>
            e.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML : (s.node?.textContent ?? '?')).slice(0, 80)),
          )
          resolve({ total: shifts.reduce((n, e) => n + e.value, 0), moved: moved.join(' | ') })
        }
        new PerformanceObserver((list) => done(list.getEntries())).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => done([]), 500)
      }),
  )
const expectNoShift = async (page: Page, what: string) => {
  const { total, moved } = await layoutShift(page)
  expect(total, `${what} moved: ${moved}`).toBe(0)
}

describe('at 360 × 740 the header is one row and the search field (issue 28 §1)', () => {
  test('a guest: every page kind keeps its header within 120 px and its first heading on the first screen', async ({ open }) => {
    const { product, generic } = await findProduct()
    const { page } = await open(PHONE)
    const figures: string[] = []
    // The shell's order-with-prescription link too (a guest lands on its sign-in step).
    for (const path of [...guestPageKinds({ product, generic }), '/order-with-prescription']) {
      const m = await expectPhoneFirst(page, path)
      figures.push(`${path} ${Math.round(m.header)}/${Math.round(m.firstTop)}`)
    }
    console.log(`phone-first (header/first heading, px): ${figures.join(', ')}`)
  })

  test('signed in with a pharmacy and a labs cart: the cart, checkout, orders and bookings pages', async ({ open }) => {
    const { sku } = await findProduct()
    const { page } = await open(PHONE)
    await navigate(page, '/')
    await signUpThroughApi(page, base, BLOCK)
    await fillCarts(page, [sku])
    for (const path of SIGNED_IN_PAGE_KINDS) {
      await expectPhoneFirst(page, path)
    }
    // The signed-in header's account is the profile button (its sign; the greeting is its name), still in the one row.
    const banner = page.getByRole('banner')
    const top = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!.y
    const logo = await top(banner.getByRole('link', { name: 'MedWise home' }))
    for (const control of [
      banner.getByRole('button', { name: /^(Hi, |My Account)/ }),
      banner.getByRole('button', { name: /^Delivering to/ }),
      banner.getByRole('link', { name: /^Cart, \d+ items?$/ }),
    ]) {
      expect(Math.abs((await top(control)) - logo)).toBeLessThan(24)
    }
  })

  test('the menu drawer holds the tabs, Offers, Help, Signup, the quick-order banner and the categories; keyboard and axe', async ({
    open,
  }) => {
    const { page } = await open(PHONE)
    await navigate(page, '/')
    const banner = page.getByRole('banner')
    // On the first screen: the logo, the city, Login, the cart and the search field; the tabs are not.
    for (const name of ['MedWise home', 'Login', 'Search'])
      expect(await banner.getByRole(name === 'Search' ? 'button' : 'link', { name, exact: true }).isVisible()).toBe(true)
    expect(await banner.getByRole('button', { name: /^Delivering to/ }).isVisible()).toBe(true)
    expect(await banner.getByRole('link', { name: /^Cart, \d+ items?$/ }).isVisible()).toBe(true)
    expect(await banner.getByRole('link', { name: 'LAB TESTS' }).count()).toBe(0)

    const opener = banner.getByRole('button', { name: 'Menu', exact: true })
    await opener.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.waitFor()
    const tabs = drawer.getByRole('navigation', { name: 'Main' })
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual([
      'MEDICINES',
      'LAB TESTS',
      'CONSULT DOCTORS',
      'CANCER CARE',
      'AYURVEDA',
      'PARTNERSHIPS',
      expect.stringMatching(/^CARE PLAN/),
    ])
    expect(await tabs.getByRole('link', { name: 'MEDICINES' }).getAttribute('aria-current')).toBe('page')
    for (const name of ['Offers', 'Help', 'Quick order'])
      expect(await drawer.getByRole('link', { name, exact: true }).isVisible()).toBe(true)
    expect(await drawer.getByRole('button', { name: 'Signup', exact: true }).isVisible()).toBe(true)
    // The tree's code and children load as the drawer opens.
    await drawer.getByRole('heading', { name: 'Categories' }).waitFor()
    await expectNoAxeViolations(page)

    // Focus stays in the drawer; Escape closes it and gives focus back to the opener.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu')

    // A tab closes the drawer and goes to its page; Signup opens the sign-in popup in its sign-up mode.
    await opener.click()
    await drawer.getByRole('link', { name: 'LAB TESTS' }).click()
    await page.waitForURL(`${base}/labs`)
    await expect.poll(() => drawer.count()).toBe(0)
    await opener.click()
    expect(await drawer.getByRole('link', { name: 'Book Test From Prescription' }).getAttribute('href')).toBe(
      '/labs/order-with-prescription',
    )
    await drawer.getByRole('button', { name: 'Signup', exact: true }).click()
    await page.getByRole('dialog', { name: 'Sign Up' }).waitFor()
  })

  test('without JavaScript the menu opener shows the tabs as a row that scrolls sideways, with every category', async ({
    open,
  }) => {
    const { page } = await open({ ...PHONE, javaScript: false })
    await page.goto(`${base}/`)
    const tabs = page.getByRole('navigation', { name: 'Main' })
    expect(await tabs.isVisible()).toBe(false)
    await page.getByRole('link', { name: 'Menu', exact: true }).click()
    expect(await tabs.isVisible()).toBe(true)
    await tabs.getByRole('link', { name: 'ALL CATEGORIES' }).click()
    await page.waitForURL(`${base}/categories`)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Health product categories')
  })

  test('from 768 px the full header: tabs, Offers, Help, Login | Signup, the category bar and the quick-order banner', async ({
    open,
  }) => {
    const { page } = await open({ width: 1024, height: 768 })
    await navigate(page, '/')
    const banner = page.getByRole('banner')
    expect(await banner.getByRole('button', { name: 'Menu' }).count()).toBe(0)
    expect(await banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'LAB TESTS' }).isVisible()).toBe(true)
    for (const name of ['Offers', 'Help', 'Login', 'Signup', 'Quick order']) {
      expect(await banner.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true)
    }
    expect(await banner.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(true)
  })
  test('a page whose header arrives in pieces paints it once: nothing in it moves as the rest comes (a slow connection)', async ({
    open,
  }) => {
    const { product } = await findProduct()
    const proxy = await slowHeaderProxy(base)
    try {
      const { page } = await open(PHONE)
      for (const path of ['/', product]) {
        await page.goto(`${proxy.url}${path}`)
        await waitForHydration(page)
        await expectNoShift(page, path)
      }
    } finally {
      await proxy.close()
    }
  })
})

describe('a picture for every product (issue 28 §2)', () => {
  /** Every drawn pack on the page: its text alternative, shape, size as drawn and colour. */
  const packs = (page: Page) =>
    page.locator('[role="img"][data-pack]').evaluateAll((els) =>
      els.map((e) => {
        const box = e.getBoundingClientRect()
        return {
          label: e.getAttribute('aria-label'),
          shape: e.getAttribute('data-pack'),
          width: String(box.width),
          height: String(box.height),
          colour: getComputedStyle(e).getPropertyValue('--pack-colour').trim(),
        }
      }),
    )
  test('cards, the product page and cart lines draw the pack with its name, the same for one product, without a shift', async ({
    open,
  }) => {
    const { sku, product } = await findProduct()
    const { page } = await open(PHONE)
    await navigate(page, '/')
    const cards = await packs(page)
    expect(cards.length).toBeGreaterThan(4)
    for (const c of cards) {
      expect(c.label).toMatch(/, .+ \(drawing of the pack\)$/)
      expect([c.width, c.height]).toEqual(['72', '72'])
    }
    const dolo = cards.find((c) => c.label!.startsWith('Dolo 650 Tablet,'))!
    expect(dolo).toEqual({
      label: 'Dolo 650 Tablet, strip of 15 tablets (drawing of the pack)',
      shape: 'strip',
      width: '72',
      height: '72',
      colour: brandColour('Dolo 650 Tablet'),
    })
    await expectNoShift(page, '/')
    await expectNoAxeViolations(page)

    // The product's own drawing (its substitutes' cards have theirs).
    await navigate(page, product)
    expect((await packs(page)).filter((p) => p.width === '160')).toEqual([{ ...dolo, width: '160', height: '160' }])
    await expectNoShift(page, product)

    await signUpThroughApi(page, base, BLOCK)
    await postSkus(page, [{ sku_id: sku, quantity: 1 }])
    await navigate(page, '/cart')
    expect((await packs(page)).filter((p) => p.width === '56')).toEqual([{ ...dolo, width: '56', height: '56' }])
    await expectNoAxeViolations(page)
  })
})
