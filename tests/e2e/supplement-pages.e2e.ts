import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForHydration } from './browser.ts'
import { baseURL as base, cartLink, csrfOf, holdRequests, navigate, test } from './fixtures.ts'

// Issue 9 §9 and §10: the supplement page (/insights-supplement, spec 1 §2.8 / spec 2 §2: 'Adding Supplements to your
// cart...', POST carts/skus with the cart add payload of spec 2 §3, then /cart or /404), and the plan-purchase success
// page (/insights-supplement/bos-package-success) as the order-placed widget: nothing of it but the banner until
// 1,500 ms (spec 2 §9), on a fake clock.

interface Hit {
  id: number
  name: string
  url: string
}
async function find(q: string, name: string): Promise<Hit> {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=${encodeURIComponent(q)}&types=allopathy,sku&per_page=12`)
  const hit = ((await res.json()) as { search_results: Hit[] }).search_results.find((r) => r.name === name)
  if (!hit) throw new Error(`no ${name} in the catalog`)
  return hit
}
let supradyn: Hit
let shelcal: Hit
beforeAll(async () => {
  supradyn = await find('supradyn', 'Supradyn Daily Multivitamin Tablet')
  shelcal = await find('shelcal 500', 'Shelcal 500 Tablet')
})

const ADDING = 'Adding Supplements to your cart...'
const CART_ADD = /\/pwa-api\/api\/v4\/carts\/skus$/
const NOT_FOUND_HEADING = 'Oops, something went wrong !!!'

/** The page's cart add, recorded as sent and held until released (to see the page while it is on its way). */
async function holdCartAdd(page: Page) {
  const sent: { raw: string | null; csrf: string | undefined }[] = []
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route(CART_ADD, async (route) => {
    sent.push({ raw: route.request().postData(), csrf: route.request().headers()['x-csrf-token'] })
    await held
    await route.continue()
  })
  return { sent, release }
}

/** Every cart add the page sends, whatever becomes of it. */
function countCartAdds(page: Page): { count: number } {
  const seen = { count: 0 }
  page.on('request', (r) => {
    if (CART_ADD.test(r.url())) seen.count++
  })
  return seen
}

/** What this browser's pharmacy cart holds, read through the API (the error page has no header). */
async function cartQuantity(page: Page): Promise<number> {
  const res = await page.request.get(`${base}/pwa-api/api/v4/carts/details?types=pharmacy&response_type=brief`)
  return ((await res.json()) as { data: { total_quantity: number } }).data.total_quantity
}

const mainLink = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true })

describe('/insights-supplement', () => {
  test('says what it does, sends the cart add payload exactly, then shows the cart with the header count (360 px, axe)', async ({
    open,
  }) => {
    const { page } = await open({ width: 360 })
    const add = await holdCartAdd(page)
    // 'two' is not a number: spec 2 §5 makes it 1.
    await page.goto(`${base}/insights-supplement?sku_ids=${supradyn.id},${shelcal.id}&quantities=2,two`)
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ADDING)
    await expect.poll(() => add.sent.length).toBe(1)
    // spec 2 §3, member for member and in this order; with the page's CSRF token (the one API client).
    expect(add.sent[0]!.raw).toBe(
      JSON.stringify({
        skus: [
          { sku_id: supradyn.id, quantity: 2 },
          { sku_id: shelcal.id, quantity: 1 },
        ],
        types: 'pharmacy',
        page_source: 'health_rec',
        response_type: 'brief',
        is_recommendation_required: true,
      }),
    )
    expect(add.sent[0]!.csrf).toBe(await csrfOf(page))
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    add.release()
    await page.waitForURL(`${base}/cart`)
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 3 items')
    await expect.poll(() => mainLink(page, supradyn.name).count()).toBe(1)
    expect(await mainLink(page, shelcal.name).count()).toBe(1)
    expect(add.sent).toHaveLength(1)
    // The page replaced itself: Back does not come back to add them again.
    expect(await page.evaluate(() => window.history.length)).toBe(2)
  })

  test('an unknown SKU goes to /404 and leaves the cart as it was', async ({ open }) => {
    const { page, allow } = await open()
    allow(/404|Not Found/) // the refused call, logged by the browser and the API client; the page itself answers 404
    const adds = countCartAdds(page)
    await navigate(page, `/insights-supplement?sku_ids=${supradyn.id},2147480000&quantities=1,1`)
    await page.waitForURL(`${base}/404`)
    await expect.poll(() => page.getByRole('heading', { name: NOT_FOUND_HEADING }).count()).toBe(1)
    expect(adds.count).toBe(1)
    expect(await cartQuantity(page)).toBe(0)
  })

  test('a quantity the cart refuses (21) goes to /404', async ({ open }) => {
    const { page, allow } = await open()
    allow(/400|404|Bad Request|Not Found/)
    // Not navigate(): the page hydrates and leaves for /404 as soon as the cart refuses, and the error page has no
    // hydration mark, so waiting for the mark raced the refusal (it lost whenever the answer came within one poll).
    await page.goto(`${base}/insights-supplement?sku_ids=${supradyn.id}&quantities=21`)
    await page.waitForURL(`${base}/404`)
    await expect.poll(() => page.getByRole('heading', { name: NOT_FOUND_HEADING }).count()).toBe(1)
  })

  test('a server error goes to /404', async ({ open }) => {
    const { page, allow } = await open()
    allow(/500|404|carts\/skus|Not Found|Internal Server Error/)
    await page.route(CART_ADD, (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto(`${base}/insights-supplement?sku_ids=${supradyn.id}&quantities=1`)
    await page.waitForURL(`${base}/404`)
    await expect.poll(() => page.getByRole('heading', { name: NOT_FOUND_HEADING }).count()).toBe(1)
  })

  test.for([
    ['lists of different lengths', `?sku_ids=1,2&quantities=1`],
    ['no quantities', `?sku_ids=1`],
    ['no sku_ids', `?quantities=1`],
    ['no parameters', ``],
    ['a sku_id that is not a number', `?sku_ids=abc&quantities=1`],
  ])('%s: /404 at once, without a cart call', async ([, query], { open }) => {
    const { page, allow } = await open()
    allow(/404|Not Found/)
    const adds = countCartAdds(page)
    const res = await page.goto(`${base}/insights-supplement${query}`)
    expect(page.url()).toBe(`${base}/404`)
    expect(res!.status()).toBe(404)
    expect(await page.getByRole('heading', { name: NOT_FOUND_HEADING }).count()).toBe(1)
    expect(adds.count).toBe(0)
  })

  test('without JavaScript the visit adds nothing; the button does, then the cart', async ({ open }) => {
    const { page } = await open({ javaScript: false, width: 360 })
    await page.goto(`${base}/insights-supplement?sku_ids=${supradyn.id},${shelcal.id}&quantities=1,3`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ADDING)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.waitForURL(`${base}/cart`)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 4 items')
    expect(await mainLink(page, supradyn.name).count()).toBe(1)
    expect(await mainLink(page, shelcal.name).count()).toBe(1)
  })

  test('without JavaScript an unknown SKU goes to /404', async ({ open }) => {
    const { page, allow } = await open({ javaScript: false })
    allow(/404|Not Found/) // the page itself answers 404
    await page.goto(`${base}/insights-supplement?sku_ids=2147480000&quantities=1`)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.waitForURL(`${base}/404`)
    expect(await page.getByRole('heading', { name: NOT_FOUND_HEADING }).count()).toBe(1)
    expect(await cartQuantity(page)).toBe(0)
  })
})

const BOS = '/insights-supplement/bos-package-success'

/** The widget's revealed parts: the header, the sub-header and the two calls to action. */
function revealedParts(page: Page) {
  const widget = page.getByTestId('order-placed')
  return {
    widget,
    header: page.getByRole('heading', { level: 1, name: 'BOS plan purchased', exact: true }),
    // Inside the live region (a <noscript> copy is text, not elements, while JavaScript runs).
    subHeader: widget.locator('[aria-live] p'),
    home: mainLink(page, 'Go to home'),
    labs: mainLink(page, 'Book lab tests'),
  }
}

describe('/insights-supplement/bos-package-success', () => {
  test.for([360, 1280])(
    'at %i px: the banner only until 1,500 ms, then the header, sub-header and calls to action (axe)',
    async (width, { open }) => {
      const { page } = await open({ width })
      // The page's clock is the test's and stopped from before the page loads: the widget's 1,500 ms are stepped.
      const start = Date.now()
      await page.clock.install({ time: start })
      await page.clock.pauseAt(start + 1000)
      await navigate(page, BOS)
      const { widget, header, subHeader, home, labs } = revealedParts(page)
      expect(await widget.locator('img').count()).toBe(1)

      await page.clock.runFor(1499)
      expect(await widget.getAttribute('data-revealed')).toBe('false')
      expect(await header.count()).toBe(0)
      expect(await subHeader.count()).toBe(0)
      expect(await home.count()).toBe(0)
      expect(await labs.count()).toBe(0)

      await page.clock.runFor(1)
      await expect.poll(() => header.count()).toBe(1)
      expect(await widget.getAttribute('data-revealed')).toBe('true')
      expect(await subHeader.textContent()).toBe('Your payment has been successfully completed.')
      expect(await home.getAttribute('href')).toBe('/')
      expect(await labs.getAttribute('href')).toBe('/labs')
      for (const part of [header, subHeader, home, labs]) expect(await part.isVisible()).toBe(true)
      // Keyboard: the calls to action are reachable, the primary first.
      await home.focus()
      await page.keyboard.press('Tab')
      expect(await labs.evaluate((el) => el === document.activeElement)).toBe(true)

      await page.clock.resume() // axe waits on timers
      await expectNoAxeViolations(page)
      await expectNoHorizontalOverflow(page)
    },
  )

  test('the banner animates, except with prefers-reduced-motion, where the reveal still waits 1,500 ms', async ({ open }) => {
    const { page } = await open()
    const animationOf = () =>
      page
        .getByTestId('order-placed')
        .locator('img')
        .evaluate((el) => getComputedStyle(el).animationName)
    await navigate(page, BOS)
    expect(await animationOf()).not.toBe('none')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    const start = Date.now()
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 1000)
    await navigate(page, BOS)
    expect(await animationOf()).toBe('none')
    const { header } = revealedParts(page)
    await page.clock.runFor(1499)
    expect(await header.count()).toBe(0)
    await page.clock.runFor(1)
    await expect.poll(() => header.count()).toBe(1)
  })

  // Needs the root's PageOrSkeleton to show OrderSuccessSkeleton for ORDER_SUCCESS_PATHS (app/root.tsx is not this
  // task's file; the change is asked of the lead). Unskip with it.
  test('the order success loading layout stands in while the page loads (spec 2 §2)', async ({ open }) => {
    const { page } = await open()
    await navigate(page, '/')
    const held = await holdRequests(page, /bos-package-success\.data/)
    // No page links here yet (partner flows open it): a client navigation as a link would make it.
    await page.evaluate((to) => {
      void (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(to)
    }, BOS)
    const skeleton = page.getByTestId('order-success-skeleton')
    await expect.poll(() => skeleton.count()).toBe(1)
    expect(await skeleton.locator('[data-part]').evaluateAll((els) => els.map((e) => e.getAttribute('data-part')))).toEqual([
      'banner',
      'header',
      'sub-header',
      'primary-button',
      'secondary-button',
    ])
    held.release()
    await expect.poll(() => page.getByTestId('order-placed').count()).toBe(1)
    expect(await skeleton.count()).toBe(0)
  })

  test('without JavaScript everything shows at once', async ({ open }) => {
    const { page } = await open({ javaScript: false, width: 360 })
    await page.goto(`${base}${BOS}`)
    const { header, home, labs } = revealedParts(page)
    expect(await header.count()).toBe(1)
    expect(await page.getByText('Your payment has been successfully completed.', { exact: true }).count()).toBe(1)
    expect(await home.getAttribute('href')).toBe('/')
    expect(await labs.getAttribute('href')).toBe('/labs')
    await expectNoHorizontalOverflow(page)
  })
})
