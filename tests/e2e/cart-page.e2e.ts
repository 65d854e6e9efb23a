import { beforeAll, describe, expect } from 'vitest'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, cartLink, holdRequests, navigate, postSkus, test } from './fixtures.ts'

// Issue 9 'The cart page' (/cart): the full cart through the widget registry, the stepper, remove, the same-salt
// substitute, the coupon box, the bill with the free-delivery line, the loading layout (spec 2 §2), and the same
// without JavaScript.

interface Hit {
  id: number
  name: string
  url: string
}
async function search(q: string): Promise<Hit[]> {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=${encodeURIComponent(q)}&types=allopathy,sku&per_page=12`)
  return ((await res.json()) as { search_results: Hit[] }).search_results.filter((r) => r.url.startsWith('/drugs/'))
}
let calpol: Hit
beforeAll(async () => {
  calpol = (await search('calpol 650')).find((h) => h.name === 'Calpol 650 Tablet')!
})

/** A line by its own name (the link that opens it), not by a substitute it mentions. */
const lineOf = (page: import('playwright-core').Page, name: string) =>
  page.locator(`li[data-sku-id]:has(> div:first-child > a:text-is(${JSON.stringify(name)}))`)

describe('the cart page', () => {
  test('lines, stepper, substitute, remove and the bill, at 360 px with axe', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    await postSkus(page, [{ sku_id: calpol.id, quantity: 2 }])
    await navigate(page, '/cart')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cart')
    const line = lineOf(page, 'Calpol 650 Tablet')
    expect(await line.getByText('Quantity of Calpol 650 Tablet:').locator('..').textContent()).toBe(
      'Quantity of Calpol 650 Tablet: 2',
    )
    const payable = page.getByTestId('payable')
    const before = await payable.textContent()
    expect(await page.getByText(/^Add items worth ₹[\d,.]+ more for free delivery$/).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // + raises the quantity and the bill; the header follows.
    await line.getByRole('button', { name: 'Increase quantity of Calpol 650 Tablet' }).click()
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 3 items')
    await expect.poll(() => payable.textContent()).not.toBe(before)

    // The same salts for less: one action puts the substitute in the line's place at the same quantity.
    const offer = line.getByText(/^Save ₹[\d,.]+$/)
    expect(await offer.count()).toBe(1)
    const substitute = (await line.locator('p:has-text("Save") a').textContent())!
    await line.getByRole('button', { name: /^Replace Calpol 650 Tablet with / }).click()
    const swapped = lineOf(page, substitute)
    await expect.poll(() => swapped.count()).toBe(1)
    expect(await lineOf(page, 'Calpol 650 Tablet').count()).toBe(0)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 3 items')

    // Remove empties the cart.
    await swapped.getByRole('button', { name: `Remove ${substitute}` }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Your cart is empty' }).count()).toBe(1)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')
    await expectNoAxeViolations(page)
  })

  test('a guest is asked to log in for coupons, and Proceed opens the sign-in', async ({ open }) => {
    const { page } = await open()
    await navigate(page, '/')
    await postSkus(page, [{ sku_id: calpol.id, quantity: 1 }])
    await navigate(page, '/cart')
    const coupon = page.getByRole('region', { name: 'Apply coupon' })
    expect(await coupon.textContent()).toContain('Log in to apply a coupon.')
    // Signed in, the popup goes on to the first checkout step (decision 028).
    expect(await page.getByRole('link', { name: /^Proceed/ }).getAttribute('href')).toBe(
      '/cart?login=true&followup=%2Fcart%2Fprescription',
    )
  })

  test('the loading layout stands in while /cart loads (spec 2 §2)', async ({ open }) => {
    const { page } = await open()
    await navigate(page, '/')
    await postSkus(page, [{ sku_id: calpol.id, quantity: 1 }])
    await navigate(page, '/')
    const held = await holdRequests(page, /\/cart\.data/)
    await cartLink(page).click()
    const skeleton = page.getByTestId('cart-skeleton')
    await expect.poll(() => skeleton.count()).toBe(1)
    expect(await skeleton.locator('[data-part]').evaluateAll((els) => els.map((e) => e.getAttribute('data-part')))).toEqual([
      'item-list',
      'product-carousel',
      'footnotes',
      'care-plan-upsell',
      'coupon-box',
      'lab-test-upsell',
      'bill-summary',
      'loyalty-points',
      'collapsed-address',
      'button',
    ])
    held.release()
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Cart' }).count()).toBe(1)
    expect(await skeleton.count()).toBe(0)
  })
})

describe('without JavaScript', () => {
  test('the stepper and remove are plain forms that come back to the cart', async ({ open }) => {
    const { page } = await open({ javaScript: false, width: 360 })
    await page.goto(`${base}/`)
    await page.goto(`${base}${calpol.url}`)
    await page.locator(`button[data-sku-id="${calpol.id}"]`).click()
    await page.waitForURL(`${base}${calpol.url}`)
    await page.goto(`${base}/cart`)
    const line = lineOf(page, 'Calpol 650 Tablet')
    await line.getByRole('button', { name: 'Increase quantity of Calpol 650 Tablet' }).click()
    await page.waitForURL(`${base}/cart`)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items')
    expect(await page.getByRole('status').filter({ hasText: 'Quantity of Calpol 650 Tablet is now 2' }).count()).toBe(1)
    await lineOf(page, 'Calpol 650 Tablet').getByRole('button', { name: 'Remove Calpol 650 Tablet' }).click()
    await page.waitForURL(`${base}/cart`)
    expect(await page.getByRole('heading', { name: 'Your cart is empty' }).count()).toBe(1)
  })
})
