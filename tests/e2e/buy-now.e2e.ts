import { beforeAll, describe, expect } from 'vitest'
import { postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { addedToCart, baseURL as base, cartLink, navigate, test } from './fixtures.ts'

// Issue 9 §10: 'Buy now' on a product page fills the buy-now cart (pharmacy_buy_now) with that one product and checks
// it out under /pharmacy-buy-now/… (spec 1 §2.10 prefix rule) while the main cart keeps its lines and the header
// counts the main cart; with axe on every step at 360 px, and the button as a plain form without JavaScript.

interface Hit {
  id: number
  name: string
  url: string
}
async function find(q: string, name: string): Promise<Hit> {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=${encodeURIComponent(q)}&types=allopathy,sku&per_page=12`)
  const hit = ((await res.json()) as { search_results: Hit[] }).search_results.find((h) => h.name === name)
  if (!hit) throw new Error(`${name} is not in the catalog`)
  return hit
}

// Two OTC medicines in stock in New Delhi (checkout.e2e.ts and cart-page.e2e.ts buy them too), an Rx one (schedule H)
// and a schedule X one.
let crocin: Hit
let calpol: Hit
let rx: Hit
let scheduleX: Hit
beforeAll(async () => {
  crocin = await find('crocin', 'Crocin 650 Tablet')
  calpol = await find('calpol', 'Calpol 650 Tablet')
  rx = await find('azithral', 'Azithral 500 Tablet')
  scheduleX = await find('addwize', 'Addwize 10 Tablet')
})

const ADDRESS = {
  recipient_name: 'Farhan Qureshi',
  phone: '9812340000',
  address: 'House 7, Hailey Road, Barakhamba',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

const path = (url: string) => new URL(url).pathname

describe('Buy now', () => {
  test('goes through /pharmacy-buy-now/… to an order while the main cart keeps its line', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    await signUpThroughApi(page, base, '98791')
    expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)

    // The main cart: Crocin, through its product page's 'Add to cart'.
    await navigate(page, crocin.url)
    await page.getByRole('button', { name: `Add to cart, ${crocin.name}` }).click()
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await addedToCart(page, crocin.name)

    // 'Buy now' on another product.
    await navigate(page, calpol.url)
    const buyNow = page.getByRole('button', { name: `Buy now ${calpol.name}` })
    expect(await buyNow.count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await buyNow.click()
    await page.waitForURL(`${base}/pharmacy-buy-now/cart`)
    await page.getByRole('heading', { level: 1, name: 'Buy now' }).waitFor()
    expect(await page.locator('li[data-sku-id]').evaluateAll((lis) => lis.map((l) => l.getAttribute('data-sku-id')))).toEqual([
      String(calpol.id),
    ])
    expect(await page.getByRole('main').getByRole('link', { name: calpol.name }).count()).toBe(1)
    expect(await page.getByRole('main').getByRole('link', { name: crocin.name }).count()).toBe(0)
    // The header counts the main cart.
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // The stepper on this page changes the buy-now cart (its bill), never the header's count.
    const payable = page.getByTestId('payable')
    const before = await payable.textContent()
    await page.getByRole('button', { name: `Increase quantity of ${calpol.name}` }).click()
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await expect.poll(() => payable.textContent()).not.toBe(before)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')

    await page.getByRole('link', { name: /^Proceed/ }).click()
    await page.waitForURL(`${base}/pharmacy-buy-now/cart/address-page`)
    await page.getByRole('heading', { level: 1, name: 'Select delivery address' }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    // Add new address keeps the prefix (a form on this page).
    expect(await page.getByRole('link', { name: 'Add new address' }).getAttribute('href')).toBe(
      '/pharmacy-buy-now/cart/address-page?form=new',
    )
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/pharmacy-buy-now/cart/select-shipment`)
    await page.getByRole('heading', { level: 1, name: 'Delivery' }).waitFor()
    expect(await page.getByRole('link', { name: 'Change address' }).getAttribute('href')).toBe(
      '/pharmacy-buy-now/cart/address-page',
    )
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/pharmacy-buy-now/cart/summary-page`)
    await page.getByRole('heading', { level: 1, name: 'Order summary' }).waitFor()
    expect(await page.getByText(`${calpol.name} × 2`).count()).toBe(1)
    expect(await page.getByRole('main').getByText(crocin.name).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Edit cart' }).getAttribute('href')).toBe('/pharmacy-buy-now/cart')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('link', { name: 'Proceed to pay' }).click()
    await page.waitForURL(`${base}/pharmacy-buy-now/cart/payment`)
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await page.getByRole('radio', { name: /^Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/pharmacy-buy-now\/cart\/checkout\/success\?order=MW\d{8}$/)
    await expect.poll(() => page.getByRole('heading', { name: 'Order placed' }).count(), { timeout: 5000 }).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    const number = new URL(page.url()).searchParams.get('order')!

    // The main cart still holds Crocin; the buy-now cart is empty.
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await navigate(page, '/cart')
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor()
    expect(await page.locator('li[data-sku-id]').evaluateAll((lis) => lis.map((l) => l.getAttribute('data-sku-id')))).toEqual([
      String(crocin.id),
    ])
    await navigate(page, '/pharmacy-buy-now/cart')
    await page.getByRole('heading', { level: 1, name: 'Nothing to buy now' }).waitFor()
    await expectNoAxeViolations(page)

    // The order is the buy-now product alone.
    await navigate(page, `/order/${number}`)
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
    expect(await page.getByRole('main').getByText(calpol.name).count()).toBeGreaterThan(0)
    expect(await page.getByRole('main').getByText(crocin.name).count()).toBe(0)
  })

  test('a prescription medicine goes through /pharmacy-buy-now/cart/prescription', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    await signUpThroughApi(page, base, '98791')
    await navigate(page, rx.url)
    await page.getByRole('button', { name: `Buy now ${rx.name}` }).click()
    await page.waitForURL(`${base}/pharmacy-buy-now/cart`)
    await page.getByRole('link', { name: /^Proceed/ }).click()
    await page.waitForURL(`${base}/pharmacy-buy-now/cart/prescription`)
    await page.getByRole('heading', { level: 1, name: 'Upload prescription' }).waitFor()
    expect(await page.getByText(rx.name).count()).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')
  })

  test('a guest signs in over the buy-now cart', async ({ open }) => {
    const { page } = await open()
    await navigate(page, calpol.url)
    await page.getByRole('button', { name: `Buy now ${calpol.name}` }).click()
    await page.waitForURL(`${base}/pharmacy-buy-now/cart`)
    expect(await page.getByRole('link', { name: /^Proceed/ }).getAttribute('href')).toBe(
      '/pharmacy-buy-now/cart?login=true&followup=%2Fpharmacy-buy-now%2Fcart%2Fprescription',
    )
    for (const step of ['/pharmacy-buy-now/cart/select-shipment', '/pharmacy-buy-now/cart/payment']) {
      await page.goto(`${base}${step}`)
      expect(path(page.url()) + new URL(page.url()).search).toBe('/pharmacy-buy-now/cart?login=true')
    }
  })

  test('schedule X is refused beside the button, and nothing is bought', async ({ open }) => {
    const { page, allow } = await open()
    allow(/status of 400/)
    await navigate(page, scheduleX.url)
    await page.getByRole('button', { name: `Buy now ${scheduleX.name}` }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Schedule X' })
    await alert.waitFor()
    expect(await alert.textContent()).toBe(
      `${scheduleX.name} is a Schedule X medicine and cannot be sold online. Please buy it at a pharmacy with your prescription.`,
    )
    expect(path(page.url())).toBe(scheduleX.url)
  })
})

describe('without JavaScript', () => {
  test("'Buy now' posts the form and lands on the buy-now cart", async ({ open }) => {
    const { page } = await open({ javaScript: false, width: 360 })
    await page.goto(`${base}${crocin.url}`)
    await page.getByRole('button', { name: `Buy now ${crocin.name}` }).click()
    await page.waitForURL(`${base}/pharmacy-buy-now/cart`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Buy now')
    expect(await page.locator('li[data-sku-id]').evaluateAll((lis) => lis.map((l) => l.getAttribute('data-sku-id')))).toEqual([
      String(crocin.id),
    ])
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')

    // A refusal comes back to the product page in the snack bar.
    await page.goto(`${base}${scheduleX.url}`)
    await page.getByRole('button', { name: `Buy now ${scheduleX.name}` }).click()
    await page.waitForURL(`${base}${scheduleX.url}`)
    expect(await page.getByRole('status').filter({ hasText: 'is a Schedule X medicine' }).count()).toBe(1)
  })
})
