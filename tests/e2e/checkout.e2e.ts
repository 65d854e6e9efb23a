import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, cartLink, navigate, postSkus, test } from './fixtures.ts'

// Issue 9: from the cart to an order: delivery (shipments and their estimate), the summary, the payment page (cash on
// delivery, the test gateway's success and failure), the success page (the order-placed widget), the order's page,
// history, and cancelling; with axe at 360 px.

interface Hit {
  id: number
  name: string
  url: string
}
let otc: Hit
beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: Hit[] }).search_results.filter((r) => r.url.startsWith('/drugs/'))
  otc = hits.find((h) => h.name === 'Crocin 650 Tablet')!
})

const ADDRESS = {
  recipient_name: 'Kavya Nair',
  phone: '9812345678',
  address: 'Flat 12, Lotus Towers, Barakhamba Road',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

/** A new customer with a cart and a default address in New Delhi, on the delivery step. */
async function readyToCheckOut(page: Page, quantity = 2) {
  await navigate(page, '/')
  await signUpThroughApi(page, base, '98764')
  await postSkus(page, [{ sku_id: otc.id, quantity }])
  expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
}

describe('checkout', () => {
  test('cash on delivery: delivery, summary, payment, order placed, the order page, history and cancel', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await readyToCheckOut(page)
    await navigate(page, '/cart/select-shipment')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Delivery')
    expect(await page.getByText('From MedWise Fulfilment Centre, Okhla').count()).toBe(1)
    expect(await page.getByText(/^Delivery between \w{3}, \d+ \w{3} and \w{3}, \d+ \w{3}$/).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/cart/summary-page`)
    await page.getByRole('heading', { level: 1, name: 'Order summary' }).waitFor()
    const payable = await page.getByTestId('payable').textContent()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Proceed to pay' }).click()
    await page.waitForURL(`${base}/cart/payment`)
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await page.getByRole('radio', { name: /^Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
    const number = new URL(page.url()).searchParams.get('order')!
    await expect.poll(() => page.getByRole('heading', { name: 'Order placed' }).count(), { timeout: 5000 }).toBe(1)
    expect(await page.getByText(number).count()).toBeGreaterThan(0)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'View order' }).click()
    await page.waitForURL(`${base}/order/${number}`)
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
    expect(await page.getByText('Confirmed', { exact: true }).count()).toBeGreaterThan(0)
    expect(await page.getByText(payable!).count()).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    await page.getByLabel('Reason').selectOption('Ordered by mistake')
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await expect.poll(() => page.getByText('Cancelled', { exact: true }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0)

    await navigate(page, '/order/history')
    expect(await page.getByRole('link', { name: `Order ${number}` }).count()).toBe(1)
    await expectNoAxeViolations(page)
  })

  test('online through the test gateway: a failure keeps the cart, a success places the order', async ({ open }) => {
    const { page } = await open()
    await readyToCheckOut(page, 1)
    await navigate(page, '/cart/payment')
    await page.getByRole('radio', { name: /^Pay online/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/order-payment\/\?order=MW\d{8}$/)
    await page.getByRole('heading', { level: 1, name: /^Pay for order/ }).waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
    await page.waitForURL(/\/pay\/test-gateway\?order_id=order_TG/)
    await page.getByRole('heading', { level: 1, name: 'Test payment gateway' }).waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Fail payment' }).click()
    await page.waitForURL(/\/order-payment\/\?order=MW\d{8}&failed=1$/)
    expect(await page.getByRole('alert').filter({ hasText: 'Your payment did not go through' }).textContent()).toContain(
      'Your payment did not go through and nothing was charged.',
    )
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')

    await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
    await page.waitForURL(/\/pay\/test-gateway/)
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await page.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')
  })

  test('a guest is sent to sign in over the cart', async ({ open }) => {
    const { page } = await open()
    for (const path of ['/cart/select-shipment', '/cart/summary-page', '/cart/payment', '/order/history']) {
      await page.goto(`${base}${path}`)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/cart?login=true')
    }
  })
})

describe('without JavaScript', () => {
  test('summary, payment by cash on delivery and the success page work as plain forms', async ({ open }) => {
    const { page, context } = await open()
    await readyToCheckOut(page, 1)
    const { page: plain } = await open({ javaScript: false })
    await plain.context().addCookies(await context.cookies())
    await plain.goto(`${base}/cart/summary-page`)
    await plain.getByRole('link', { name: 'Proceed to pay' }).click()
    await plain.getByRole('radio', { name: /^Cash on delivery/ }).check()
    await plain.getByRole('button', { name: 'Place order' }).click()
    await plain.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
    expect(await plain.getByRole('heading', { name: 'Order placed' }).count()).toBe(1)
  })
})
