import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { signUpInPopup, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, waitForHydration } from './browser.ts'
import { addedToCart, baseURL as base, cartLink, navigate, test } from './fixtures.ts'

// Issue 9 'Done when', end to end as a customer goes: a guest on a phone finds an OTC product and a prescription-only
// medicine through the search box, fills the cart from their pages, opens it from the header, presses Proceed, signs
// up in the popup that opens (the guest cart follows the new account), uploads a prescription, adds an address,
// chooses the delivery, reads the summary, pays cash on delivery, sees 'Order placed', finds the order in 'My Orders'
// and cancels it; axe and no sideways scrolling at 360 px on every page. Then the same path without JavaScript.

/** This file's numbers: the popup sign-up's and signUpThroughApi's (no other file uses 98811 or 98812). */
const POPUP_BLOCK = '98811'
const API_BLOCK = '98812'
let fresh = Number(String(Date.now()).slice(-5))
const newNumber = () => `${POPUP_BLOCK}${String(fresh++ % 100_000).padStart(5, '0')}`

/** A health product (sold without a prescription) and a Schedule H medicine, both stocked for New Delhi in the seed. */
const OTC = 'Dettol Antiseptic Liquid'
const RX = 'Brufen 400 Tablet'

const WIDTH = 360
const ADDRESS = {
  recipient_name: 'Meera Krishnan',
  phone: '9812765430',
  address: 'Flat 21, Sunrise Apartments, Janpath',
  pincode: '110001',
  address_name: 'Home',
}

let dir: string
let photo: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'medwise-journey-e2e-'))
  photo = join(dir, 'prescription-photo.jpg')
  writeFileSync(
    photo,
    await sharp({ create: { width: 600, height: 800, channels: 3, background: '#fbfaf4' } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  )
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const searchBox = (page: Page) => page.locator('#search-box')
const popup = (page: Page) => page.getByRole('dialog').last()
/** A cart line by its own name (the link that opens it), not by a substitute it mentions (as cart-page.e2e.ts). */
const lineOf = (page: Page, name: string) =>
  page.locator(`li[data-sku-id]:has(> div:first-child > a:text-is(${JSON.stringify(name)}))`)

/**
 * The page at `path` shows its heading; then, with JavaScript, it is hydrated and (unless another suite checks that
 * page) passes axe; in any case nothing is wider than the 360 px screen.
 */
async function arrived(
  page: Page,
  path: string | RegExp,
  heading: string | RegExp,
  check: 'axe' | 'hydrated' | 'plain' = 'axe',
): Promise<void> {
  await page.waitForURL(typeof path === 'string' ? `${base}${path}` : path)
  await h1(page, heading).waitFor()
  if (check !== 'plain') await waitForHydration(page)
  if (check === 'axe') await expectNoAxeViolations(page)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `sideways scrolling on ${page.url()}`,
  ).toBeLessThanOrEqual(WIDTH)
}

/** Fills the address form of spec 1 §5 as a person does. */
async function fillAddress(form: Locator): Promise<void> {
  await form.getByLabel('Recipient name').fill(ADDRESS.recipient_name)
  await form.getByLabel('Phone number').fill(ADDRESS.phone)
  await form.getByLabel('House number, building and street').fill(ADDRESS.address)
  await form.getByLabel('Pincode').fill(ADDRESS.pincode)
  await form.getByRole('radio', { name: 'Home' }).check()
  await form.getByLabel('Address name').fill(ADDRESS.address_name)
}

describe('the journey of issue 9', () => {
  test('a guest buys an OTC and an Rx medicine, signing in at checkout', async ({ open }) => {
    const { page } = await open({ width: WIDTH })
    await navigate(page, '/')
    // axe on the home, search and product pages is the catalog suites' (catalog.e2e.ts, home.e2e.ts): here the
    // pages of checkout.
    await arrived(page, '/', /^Buy medicines/, 'hydrated')
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')

    // The OTC product from the search box's suggestions (the option for it, not for its Family Pack).
    await searchBox(page).pressSequentially('dettol antiseptic', { delay: 20 })
    await page.getByRole('option', { name: new RegExp(`^${OTC}(?! Family)`) }).click()
    await arrived(page, /\/otc\/dettol-antiseptic-liquid-otc\d+$/, new RegExp(`^${OTC}`), 'hydrated')
    expect(await h1(page, new RegExp(OTC)).getByText('Rx').count()).toBe(0)
    await page.getByRole('button', { name: `Add to cart, ${OTC}` }).click()
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `Added ${OTC} to your cart` })
          .count(),
      )
      .toBe(1)
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')

    // The prescription-only medicine from the search results page.
    await searchBox(page).fill('brufen 400')
    await searchBox(page).press('Enter')
    await arrived(page, /\/search\/all\?name=brufen(\+|%20)400$/, /^Search results for “brufen 400”$/, 'hydrated')
    await page.getByRole('link', { name: RX, exact: true }).first().click()
    await arrived(page, /\/drugs\/brufen-400-tablet-\d+$/, new RegExp(`^${RX}`), 'hydrated')
    // The Rx badge beside the name (its hidden text says why).
    expect(await h1(page, new RegExp(RX)).innerText()).toMatch(/Rx/)
    expect(await h1(page, new RegExp(RX)).textContent()).toContain('(prescription required)')
    await page.getByRole('button', { name: `Add to cart, ${RX}` }).click()
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items')
    await addedToCart(page, RX)

    // The cart from the header's link: both lines, the medicine marked Rx.
    await cartLink(page).click()
    await arrived(page, '/cart', 'Cart')
    expect(await lineOf(page, OTC).count()).toBe(1)
    expect(await lineOf(page, RX).count()).toBe(1)
    expect(await lineOf(page, RX).textContent()).toContain('Rx')
    expect(await lineOf(page, OTC).textContent()).not.toContain('Rx')

    // Proceed: the sign-in popup opens over the cart. A new number signs up through it (code by SMS, then the e-mail
    // a new phone account must add and prove).
    await page.getByRole('link', { name: /^Proceed/ }).click()
    const entry = popup(page).getByLabel('Enter Your mobile number or email')
    await expect.poll(() => entry.isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    const number = newNumber()
    await signUpInPopup(page, base, number, `j${number.slice(-6)}@example.com`)
    await expect.poll(() => page.getByRole('dialog', { name: 'Sign up Successful' }).isVisible()).toBe(true)

    // Signed in, the page goes on to the first checkout step (Proceed's followup, decision 028): the guest's two
    // lines came along.
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).count(), { timeout: 15_000 })
      .toBe(0)

    // The prescription step: a photo for a named patient.
    await arrived(page, '/cart/prescription', 'Upload prescription')
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items')
    expect(await page.getByText(RX).count()).toBeGreaterThan(0)
    const upload = page.getByRole('region', { name: 'Upload a prescription' })
    await upload.getByLabel('Photos or PDF of the prescription').setInputFiles([photo])
    await upload.getByLabel('Patient name').fill('Meera Krishnan')
    await upload.getByRole('button', { name: 'Upload prescription' }).click()
    const saved = page
      .getByRole('group', { name: 'Saved prescriptions' })
      .getByRole('checkbox', { name: /^Meera Krishnan ?, uploaded/ })
    await expect.poll(() => saved.count()).toBe(1)
    expect(await saved.isChecked()).toBe(true)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Continue' }).click()

    // A new address through 'Add new address'.
    await arrived(page, '/cart/address-page', 'Select delivery address')
    await page.getByRole('link', { name: 'Add new address' }).click()
    const form = page.getByRole('region', { name: 'Add new address' })
    await expect.poll(() => form.count()).toBe(1)
    await fillAddress(form)
    await expect.poll(() => form.getByLabel('City').inputValue()).toBe('New Delhi')
    await form.getByRole('button', { name: 'Save address' }).click()
    await expect.poll(() => form.count()).toBe(0)
    expect(await page.getByRole('radio', { name: /^Home/ }).isChecked()).toBe(true)
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)
    await page.getByRole('button', { name: 'Continue' }).click()

    // Delivery, summary, payment by cash on delivery.
    await arrived(page, '/cart/select-shipment', 'Delivery')
    expect(await page.getByText(/^Delivery between \w{3}, \d+ \w{3} and \w{3}, \d+ \w{3}$/).count()).toBeGreaterThan(0)
    await page.getByRole('link', { name: 'Continue' }).click()
    await arrived(page, '/cart/summary-page', 'Order summary')
    expect(await page.getByText(OTC).count()).toBeGreaterThan(0)
    expect(await page.getByText(RX).count()).toBeGreaterThan(0)
    expect(await page.getByText(ADDRESS.address, { exact: false }).count()).toBeGreaterThan(0)
    const payable = (await page.getByTestId('payable').textContent())!
    await page.getByRole('link', { name: 'Proceed to pay' }).click()
    await arrived(page, '/cart/payment', 'Payment')
    await page.getByRole('radio', { name: /^Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()

    await page.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
    const order = new URL(page.url()).searchParams.get('order')!
    await arrived(page, /\/cart\/checkout\/success/, 'Order placed')
    expect(await page.getByText(order).count()).toBeGreaterThan(0)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')

    // 'My Orders' from the profile menu, the order, and 'Cancel order'.
    await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).click()
    await page.getByRole('link', { name: 'My Orders' }).click()
    await arrived(page, '/order/history', 'My orders')
    const entryInHistory = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${order}` }) })
    expect(await entryInHistory.textContent()).toContain(payable)
    await entryInHistory.getByRole('link', { name: `Order ${order}` }).click()
    await arrived(page, `/order/${order}`, `Order ${order}`)
    // An order with a prescription-only medicine waits for the pharmacist; it can still be cancelled.
    expect(await page.getByRole('status').filter({ hasText: 'Prescription being checked' }).count()).toBe(1)
    await page.getByLabel('Reason').selectOption('Ordered by mistake')
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Cancelled' }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0)
  })

  test('the whole path works without JavaScript', async ({ open }) => {
    const { page } = await open({ javaScript: false, width: WIDTH })
    await page.goto(`${base}/`)
    await signUpThroughApi(page, base, API_BLOCK)

    // The search box is a plain form; the product page's Add is one too and comes back to the page.
    await searchBox(page).fill('dettol antiseptic')
    await searchBox(page).press('Enter')
    await arrived(page, /\/search\/all\?name=dettol(\+|%20)antiseptic$/, /^Search results for “dettol antiseptic”$/, 'plain')
    await page.getByRole('link', { name: OTC, exact: true }).first().click()
    await arrived(page, /\/otc\/dettol-antiseptic-liquid-otc\d+$/, new RegExp(`^${OTC}`), 'plain')
    const productUrl = page.url()
    await page.getByRole('button', { name: `Add to cart, ${OTC}` }).click()
    await page.waitForURL(productUrl)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')

    await cartLink(page).click()
    await arrived(page, '/cart', 'Cart', 'plain')
    expect(await lineOf(page, OTC).count()).toBe(1)
    await page.getByRole('link', { name: /^Proceed/ }).click()

    await arrived(page, '/cart/address-page', 'Select delivery address', 'plain')
    await page.getByRole('link', { name: 'Add new address' }).click()
    await arrived(page, '/cart/address-page?form=new', 'Select delivery address', 'plain')
    await fillAddress(page.getByRole('region', { name: 'Add new address' }))
    await page.getByRole('button', { name: 'Save address' }).click()
    await arrived(page, '/cart/address-page', 'Select delivery address', 'plain')
    expect(await page.getByRole('radio', { name: /^Home/ }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Continue' }).click()

    await arrived(page, '/cart/select-shipment', 'Delivery', 'plain')
    await page.getByRole('link', { name: 'Continue' }).click()
    await arrived(page, '/cart/summary-page', 'Order summary', 'plain')
    expect(await page.getByText(ADDRESS.address, { exact: false }).count()).toBeGreaterThan(0)
    await page.getByRole('link', { name: 'Proceed to pay' }).click()
    await arrived(page, '/cart/payment', 'Payment', 'plain')
    await page.getByRole('radio', { name: /^Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()

    await page.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
    const order = new URL(page.url()).searchParams.get('order')!
    await arrived(page, /\/cart\/checkout\/success/, 'Order placed', 'plain')
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')

    // (Without JavaScript the header's profile menu does not open: the order's page leads to the history.)
    await page.getByRole('link', { name: 'View order' }).click()
    await arrived(page, `/order/${order}`, `Order ${order}`, 'plain')
    await page.getByRole('link', { name: 'All my orders' }).click()
    await arrived(page, '/order/history', 'My orders', 'plain')
    expect(await page.getByRole('link', { name: `Order ${order}` }).count()).toBe(1)
  })
})
