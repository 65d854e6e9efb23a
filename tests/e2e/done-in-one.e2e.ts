import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { postFromPage, signInByEmailThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, holdRequests, navigate, test } from './fixtures.ts'

// Issue 10 §1, the order with a prescription alone: a new customer presses the sub-header's 'Quick order', uploads a
// prescription, chooses the address and submits from the preview (360 px, axe on every step); the seeded pharmacist
// builds the cart on /staff/prescriptions/…; the customer's processing page says the cart is ready, the cart lets a
// quantity go down but not above the prescription, and cash on delivery places the order. Also: another account's
// request is a 404; the labs twin queues a request and says a lab executive will call.

// The seeded pharmacist by e-mail: pharmacist.e2e.ts signs in its phone (one identifier per file: the OTP cooldown).
const PHARMACIST = 'pharmacist@example.com'
const PRESCRIBED = 3

const ADDRESS = {
  recipient_name: 'Meena Pillai',
  phone: '9812345670',
  address: 'Flat 7, Lotus Towers, Barakhamba Road',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

interface Hit {
  id: number
  name: string
  url: string
}
let medicine: Hit
let dir: string
let photo: string

beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: Hit[] }).search_results.filter((r) => r.url.startsWith('/drugs/'))
  medicine = hits.find((h) => h.name === 'Crocin 650 Tablet')!
  expect(medicine).toBeDefined()
  dir = mkdtempSync(join(tmpdir(), 'medwise-dio-e2e-'))
  photo = join(dir, 'prescription.jpg')
  writeFileSync(
    photo,
    await sharp({ create: { width: 600, height: 800, channels: 3, background: '#fdfcf7' } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  )
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const uploadRegion = (page: Page) => page.getByRole('region', { name: 'Upload a prescription' })

/** A new customer with a saved address in New Delhi, signed in on the home page. */
async function customer(page: Page) {
  await navigate(page, '/')
  await signUpThroughApi(page, base, '98742')
  expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
}

/** The quick-order banner's button: in the sub-header from 768 px, in the menu drawer on a phone (issue 28 §1). */
async function pressQuickOrder(page: Page, name: 'Quick order' | 'Book Test From Prescription') {
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('link', { name }).click()
}

/** From 'Quick order' to the submitted request; answers the request's id (from the processing page's URL). */
async function submitRequest(page: Page, opts: { checks: boolean }): Promise<number> {
  await pressQuickOrder(page, 'Quick order')
  await page.waitForURL(`${base}/done-in-one/prescription-order`)
  await h1(page, 'Order with prescription').waitFor()
  expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(0)
  if (opts.checks) {
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  }
  await uploadRegion(page).getByLabel('Photos or PDF of the prescription').setInputFiles([photo])
  await uploadRegion(page).getByLabel('Patient name').fill('Meena Pillai')
  await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).click()
  const carousel = page.getByRole('region', { name: 'Attached prescriptions: pages' })
  await expect.poll(() => carousel.getByRole('listitem').count()).toBe(1)
  if (opts.checks) {
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  }

  await page.getByRole('link', { name: 'Continue' }).click()
  await page.waitForURL(`${base}/done-in-one/cart/address-page`)
  await h1(page, 'Select delivery address').waitFor()
  if (opts.checks) {
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  }
  // While the preview loads, its loading layout stands in (spec 2 §2 'Order preview').
  const held = opts.checks ? await holdRequests(page, /\/done-in-one\/rx-order-preview\.data/) : null
  await page.getByRole('button', { name: 'Continue' }).click()
  if (held) {
    await page.getByTestId('dio-preview-skeleton').waitFor()
    expect(
      await page
        .getByTestId('dio-preview-skeleton')
        .locator('[data-part]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-part'))),
    ).toEqual(['address-selection', 'descriptive-selection', 'permission-toggle', 'image-carousel', 'button', 'footnote'])
    held.release()
  }
  await page.waitForURL(`${base}/done-in-one/rx-order-preview`)
  await h1(page, 'Order preview').waitFor()
  expect(await page.getByText('Flat 7, Lotus Towers, Barakhamba Road').count()).toBe(1)
  expect(await page.getByRole('radio', { name: /^Order everything on the prescription/ }).isChecked()).toBe(true)
  expect(await page.getByRole('switch', { name: 'Allow an equivalent brand' }).isChecked()).toBe(false)
  if (opts.checks) {
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    // The carousel's region takes the keyboard's focus (it scrolls with the arrow keys).
    const track = page.getByRole('region', { name: 'Prescription pages: pages' })
    await track.focus()
    expect(await track.evaluate((el) => el === document.activeElement)).toBe(true)
  }
  await page.getByRole('switch', { name: 'Allow an equivalent brand' }).check()
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.waitForURL(/\/done-in-one\/rx-order-processing\?request=\d+$/)
  await h1(page, 'Prescription order').waitFor()
  return Number(new URL(page.url()).searchParams.get('request'))
}

/** The seeded pharmacist turns the request into a cart on the back office's page. */
async function pharmacistBuildsCart(staff: Page, requestId: number) {
  await navigate(staff, '/')
  await signInByEmailThroughApi(staff, base, PHARMACIST)
  await navigate(staff, '/staff/prescriptions')
  await staff.getByRole('link', { name: `Request ${requestId}`, exact: true }).click()
  await staff.getByRole('button', { name: 'Start checking' }).click()
  const record = staff.getByRole('form', { name: /^What prescription #\d+ says$/ })
  await record.waitFor()
  await record.getByLabel('Prescriber’s name').fill('Dr. Kavita Rao')
  await record.getByLabel('Prescriber’s registration number').fill('DMC/2011/22145')
  await record.getByLabel('Prescriber’s address').fill('Clinic 4, Connaught Place, New Delhi')
  await record.getByLabel('Patient’s age (years)').fill('42')
  await record.getByLabel('Date on the prescription').fill(new Date().toISOString().slice(0, 10))
  await record.getByRole('button', { name: 'Save what it says' }).click()
  await expect.poll(() => staff.getByText(/^Dated \d{4}-\d{2}-\d{2}: valid until/).count()).toBe(1)

  const search = staff.getByRole('search', { name: 'Search the catalog' })
  await search.getByRole('searchbox', { name: 'Search the catalog' }).fill(medicine.name)
  await search.getByRole('button', { name: 'Search', exact: true }).click()
  const add = staff.getByRole('form', { name: `Add ${medicine.name}` })
  await add.waitFor()
  await add.getByLabel('Units prescribed').fill(String(PRESCRIBED))
  await add.getByRole('button', { name: 'Add' }).click()
  await expect.poll(() => staff.getByText(/\(1 medicine\)/).count()).toBe(1)
  await staff.getByRole('form', { name: 'Build the cart' }).getByRole('button', { name: 'Build the cart' }).click()
  await staff.waitForURL(/\/staff\/prescriptions(\?|$)/)
}

describe('order with a prescription alone', () => {
  test('Quick order, upload, address, preview (360 px, axe); the pharmacist builds the cart; lower, pay cash, placed', async ({
    open,
  }) => {
    const { page } = await open({ width: 360 })
    await customer(page)
    const requestId = await submitRequest(page, { checks: true })
    const progress = page.getByRole('region', { name: 'Order progress' })
    expect(await progress.getByText('Pharmacist checking your prescription').count()).toBe(1)
    expect(await page.getByText('1 prescription order in progress').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    // A second submit (the back button, the form again) makes no second request.
    await page.goBack()
    await page.waitForURL(`${base}/done-in-one/rx-order-preview`)
    await h1(page, /Order preview|Order with prescription/).waitFor()
    await navigate(page, `/done-in-one/rx-order-processing?request=${requestId}`)
    expect(await page.getByText('1 prescription order in progress').count()).toBe(1)

    const { page: staff } = await open()
    await pharmacistBuildsCart(staff, requestId)

    // The open processing page follows the request live (server-sent events), and is right on reload.
    await expect
      .poll(() => progress.getByText('Review the cart and pay to place your order.').count(), { timeout: 10_000 })
      .toBe(1)
    await page.reload()
    expect(await page.getByRole('region', { name: 'Order progress' }).getByText('Cart ready').count()).toBe(1)
    await page.getByRole('link', { name: 'Review your cart' }).click()
    await page.waitForURL(`${base}/done-in-one/cart`)
    await h1(page, 'Your prescription cart').waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    const line = page.locator(`li[data-sku-id="${medicine.id}"]`)
    const shown = line.locator('[aria-live="polite"]')
    expect(await shown.textContent()).toMatch(new RegExp(`: ${PRESCRIBED}$`))
    // At the prescription's count: no higher.
    const increase = line.getByRole('button', { name: `Increase quantity of ${medicine.name}` })
    expect(await increase.isDisabled()).toBe(true)
    await line.getByRole('button', { name: `Decrease quantity of ${medicine.name}` }).click()
    await expect.poll(() => shown.textContent()).toMatch(new RegExp(`: ${PRESCRIBED - 1}$`))
    await expect.poll(() => increase.isDisabled()).toBe(false)
    // Raising it above the prescription through the cart action itself is refused by the cart service.
    const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? ''
    const refused = await page.request.post(`${base}/cart`, {
      form: { _csrf: csrf, intent: 'set-quantity', sku_id: medicine.id, quantity: PRESCRIBED + 1, cart_type: 'done_in_one' },
    })
    expect(refused.status()).toBe(400)
    await page.reload()
    expect(await shown.textContent()).toMatch(new RegExp(`: ${PRESCRIBED - 1}$`))

    await page.getByRole('link', { name: /^Proceed/ }).click()
    await page.waitForURL(`${base}/done-in-one/cart/select-shipment`)
    await h1(page, 'Delivery').waitFor()
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/done-in-one/cart/summary-page`)
    await h1(page, 'Order summary').waitFor()
    await page.getByRole('link', { name: 'Proceed to pay' }).click()
    await page.waitForURL(`${base}/done-in-one/cart/payment`)
    await h1(page, 'Payment').waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await page.getByRole('radio', { name: /^Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/done-in-one\/cart\/checkout\/success\?order=MW\d{8}$/)
    const number = new URL(page.url()).searchParams.get('order')!
    await expect.poll(() => page.getByRole('heading', { name: 'Order placed' }).count(), { timeout: 5000 }).toBe(1)

    await navigate(page, `/done-in-one/rx-order-processing?request=${requestId}`)
    expect(await page.getByText('No prescription orders in progress').count()).toBe(1)
    // The pharmacist verified the prescription when building the cart: the order is approved on that check.
    await page.getByRole('link', { name: `View order ${number}` }).click()
    await h1(page, `Order ${number}`).waitFor()
    expect(await page.getByText('Confirmed', { exact: true }).count()).toBeGreaterThan(0)

    // Another account never sees this request.
    const { page: other } = await open()
    await navigate(other, '/')
    await signUpThroughApi(other, base, '98742')
    const res = await other.request.get(`${base}/done-in-one/rx-order-processing?request=${requestId}`)
    expect(res.status()).toBe(404)
  })

  test('without JavaScript: attach, address and preview are plain forms; sending Submit again makes no second request', async ({
    open,
  }) => {
    const { page: setup } = await open()
    await customer(setup)
    const cookies = await setup.context().cookies()
    const { page, context } = await open({ javaScript: false, width: 360 })
    await context.addCookies(cookies)
    await page.goto(`${base}/order-with-prescription`)
    await page.waitForURL(`${base}/done-in-one/prescription-order`)
    await uploadRegion(page).getByLabel('Photos or PDF of the prescription').setInputFiles([photo])
    await uploadRegion(page).getByLabel('Patient name').fill('Meena Pillai')
    await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).click()
    await page.waitForURL(`${base}/done-in-one/prescription-order`)
    expect(await page.getByRole('region', { name: 'Attached prescriptions: pages' }).getByRole('listitem').count()).toBe(1)
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/done-in-one/cart/address-page`)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/done-in-one/rx-order-preview`)
    const form = await page.locator('form[method="post"]').filter({ has: page.getByRole('button', { name: 'Submit' }) })
    const fields = Object.fromEntries(
      await form
        .locator('input[type="hidden"]')
        .evaluateAll((els) => els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value])),
    ) as Record<string, string>
    await page.getByRole('radio', { name: /^Call me to confirm the medicines/ }).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL(/\/done-in-one\/rx-order-processing\?request=\d+$/)
    const first = page.url()
    expect(await page.getByText('1 prescription order in progress').count()).toBe(1)
    // The same form sent again answers the same request.
    const again = await page.request.post(`${base}/done-in-one/rx-order-preview`, {
      form: { ...fields, mode: 'all' },
      maxRedirects: 0,
    })
    expect(again.status()).toBe(303)
    expect(`${base}${again.headers()['location']}`).toBe(first)
    await page.reload()
    expect(await page.getByText('1 prescription order in progress').count()).toBe(1)
  })

  test('a guest pressing Quick order is asked to sign in over the first step', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    await pressQuickOrder(page, 'Quick order')
    await page.waitForURL(/\/done-in-one\/prescription-order\?login=true/)
    await h1(page, 'Order with prescription').waitFor()
  })

  test('the labs twin queues a request and says a lab executive will call', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await customer(page)
    await navigate(page, '/labs')
    await pressQuickOrder(page, 'Book Test From Prescription')
    await page.waitForURL(`${base}/labs/order-with-prescription`)
    await h1(page, 'Book Test From Prescription').waitFor()
    await uploadRegion(page).getByLabel('Photos or PDF of the prescription').setInputFiles([photo])
    await uploadRegion(page).getByLabel('Patient name').fill('Meena Pillai')
    await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).click()
    await page.getByRole('button', { name: 'Submit' }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL(/\/done-in-one\/rx-order-processing\?request=\d+$/)
    await h1(page, 'Lab test request').waitFor()
    expect(await page.getByText('A lab executive will call you to book the tests on your prescription.').count()).toBe(1)
    await expectNoAxeViolations(page)
  })
})
