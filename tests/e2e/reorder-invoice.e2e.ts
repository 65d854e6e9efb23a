import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForHydration } from './browser.ts'
import { addedToCart, baseURL as base, cartLink, csrfOf, holdRequests, navigate, postSkus, test } from './fixtures.ts'

// Issue 9 §8: /reorder (previously ordered items: today's price and stock in the visitor's city, 'Add' per item and
// 'Add all to cart', with and without JavaScript) and the order page's 'Download invoice' (the GST invoice as a PDF,
// to its owner only); with axe at 360 px.

interface Hit {
  id: number
  name: string
  url: string
}
// Crocin Advance's id is a multiple of 31: the seeded stock has none of it in the Mumbai centre, which alone serves
// Ahmedabad; Crocin 650 is stocked everywhere.
let crocin650: Hit
let crocinAdvance: Hit
beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: Hit[] }).search_results
  crocin650 = hits.find((h) => h.name === 'Crocin 650 Tablet')!
  crocinAdvance = hits.find((h) => h.name === 'Crocin Advance Tablet')!
  expect(crocinAdvance.id % 31).toBe(0)
})

const ADDRESS = {
  recipient_name: 'Kavya Nair',
  phone: '9812345678',
  address: 'Flat 12, Lotus Towers, Barakhamba Road',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

let keys = 0

/** A new customer in New Delhi who has ordered both Crocins, cash on delivery, through the API: the order number. */
async function customerWithAnOrder(page: Page): Promise<string> {
  await navigate(page, '/')
  await signUpThroughApi(page, base, '98771')
  await postSkus(page, [
    { sku_id: crocin650.id, quantity: 2 },
    { sku_id: crocinAdvance.id, quantity: 1 },
  ])
  expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
  const details = await page.request.get(`${base}/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true`)
  const payable = ((await details.json()) as { data: { payable_amount: number } }).data.payable_amount
  const placed = await page.request.post(`${base}/pwa-api/api/v4/orders`, {
    headers: { 'x-csrf-token': await csrfOf(page), 'idempotency-key': `e2e-reorder-${Date.now()}-${++keys}` },
    data: { cart_type: 'pharmacy', payment: 'cod', expected_total: Math.round(payable * 100) },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { data } = (await placed.json()) as { data: { number: string; status: string } }
  expect(data.status).toBe('confirmed')
  await page.reload()
  return data.number
}

const itemNamed = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Previously ordered items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) })

async function withCity(context: BrowserContext, city: string) {
  await context.addCookies([{ name: 'city', value: encodeURIComponent(city), url: base }])
}

describe('/reorder', () => {
  test("lists what was ordered with today's price; 'Add all to cart' fills the cart; the invoice downloads", async ({ open }) => {
    const { page } = await open({ width: 360 })
    const number = await customerWithAnOrder(page)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')

    // The profile menu's 'Reorder', with the page's loading layout while it loads.
    await waitForHydration(page)
    await page.getByRole('button', { name: /^Hi\b/ }).click()
    const held = await holdRequests(page, /\/reorder\.data/)
    await page.getByRole('link', { name: 'Reorder' }).click()
    const skeleton = page.getByTestId('reorder-skeleton')
    await expect.poll(() => skeleton.count()).toBe(1)
    held.release()
    await page.getByRole('heading', { level: 1, name: 'Previously ordered items' }).waitFor()
    expect(await skeleton.count()).toBe(0)

    const names = await page
      .getByRole('list', { name: 'Previously ordered items' })
      .getByRole('heading', { level: 2 })
      .allTextContents()
    expect(names.toSorted()).toEqual(['Crocin 650 Tablet', 'Crocin Advance Tablet'])
    const item = itemNamed(page, 'Crocin 650 Tablet')
    expect(await item.getByText(/^Ordered once · last on \d{1,2} \w{3} \d{4}, quantity 2$/).count()).toBe(1)
    expect(await item.getByText('₹29.92', { exact: true }).count()).toBe(1)
    expect(await page.getByText('Today’s prices and stock for delivery in New Delhi.').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('button', { name: 'Add all to cart' }).click()
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items')
    expect(await page.getByRole('status').filter({ hasText: 'Added 2 items to your cart' }).count()).toBeGreaterThan(0)
    // One more of one item, by its own button.
    await item.getByRole('button', { name: 'Add to cart, Crocin 650 Tablet' }).click()
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 3 items')
    await addedToCart(page, 'Crocin 650 Tablet')

    // In a city whose centre has none of Crocin Advance, it is said so and left out of 'Add all'.
    await withCity(page.context(), 'Ahmedabad')
    await navigate(page, '/reorder')
    expect(await itemNamed(page, 'Crocin Advance Tablet').getByText('Out of stock in Ahmedabad').count()).toBe(1)
    expect(await itemNamed(page, 'Crocin Advance Tablet').getByRole('button').count()).toBe(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await withCity(page.context(), 'New Delhi')

    // The order's page links its invoice: a PDF, inline, to this account only.
    await navigate(page, `/order/${number}`)
    const link = page.getByRole('link', { name: 'Download invoice' })
    expect(await link.getAttribute('href')).toBe(`/order/${number}/invoice.pdf`)
    expect(await page.getByText(/^\(tax invoice MW\/\d{2}-\d{2}\/\d{7}, PDF\)$/).count()).toBe(1)
    await expectNoAxeViolations(page)
    const pdf = await page.request.get(`${base}/order/${number}/invoice.pdf`)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect(pdf.headers()['content-disposition']).toBe(`inline; filename="MedWise-invoice-${number}.pdf"`)
    expect(pdf.headers()['cache-control']).toBe('private, no-store')
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // A guest gets a 404 that says why, and /reorder sends them to sign in.
    const { page: guest } = await open()
    const refused = await guest.request.get(`${base}/order/${number}/invoice.pdf`)
    expect(refused.status()).toBe(404)
    expect(await refused.text()).toBe(`Please sign in to download the invoice of order ${number}.`)
    await guest.goto(`${base}/reorder`)
    expect(new URL(guest.url()).pathname + new URL(guest.url()).search).toBe('/cart?login=true')
  })
})

describe('without JavaScript', () => {
  test("in a city that cannot get an item it says so, and 'Add all to cart' adds the rest as a plain form", async ({ open }) => {
    const { page, context } = await open()
    await customerWithAnOrder(page)
    const { page: plain, context: plainContext } = await open({ javaScript: false, width: 360 })
    await plainContext.addCookies(await context.cookies())
    await withCity(plainContext, 'Ahmedabad')
    await plain.goto(`${base}/reorder`)
    expect(await plain.getByText('Today’s prices and stock for delivery in Ahmedabad.').count()).toBe(1)
    expect(await itemNamed(plain, 'Crocin Advance Tablet').getByText('Out of stock in Ahmedabad').count()).toBe(1)
    expect(await itemNamed(plain, 'Crocin Advance Tablet').getByRole('button').count()).toBe(0)
    expect(await plain.getByText('Adds the 1 item in stock').count()).toBe(1)

    await plain.getByRole('button', { name: 'Add all to cart' }).click()
    await plain.waitForURL(`${base}/reorder`)
    expect(await plain.getByText('Added 1 item to your cart').count()).toBe(1)
    expect(await cartLink(plain).getAttribute('aria-label')).toBe('Cart, 1 item')
  })
})
