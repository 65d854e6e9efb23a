import { createHmac } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { postFromPage, signInByEmailThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, postSkus, test } from './fixtures.ts'
import { E2E_COURIER_WEBHOOK_SECRET } from './server-process.ts'

// Issue 10 §4: the order desk in Chromium. A customer's OTC order is packed (with its batch shown), shipped and
// delivered by the seeded admin through /staff/orders at 360 px; a second order is delivered by the courier's signed
// webhook (signed here with the e2e server's secret); the customer's order page shows Delivered both times.

// The seeded admin by e-mail: super-login.e2e.ts signs in its phone, and a second code to one identifier within 30 s
// meets the OTP cooldown (each e2e file signs staff in with an identifier no other file uses).
const ADMIN = 'admin@example.com'
const ADDRESS = {
  recipient_name: 'Kabir Sethi',
  phone: '9812345680',
  address: 'House 9, Lodhi Estate',
  pincode: '110003',
  address_type: 'home',
  address_name: 'Home',
}

/** The courier's signature of a body: hex HMAC-SHA256 (server/modules/order-desk/courier.ts). */
const courierSignature = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex')

let otc: number
beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=calpol&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: { id: number; name: string }[] }).search_results
  otc = hits.find((h) => h.name === 'Calpol 650 Tablet')!.id
})

/** A cash-on-delivery order of one OTC medicine by the signed-in customer, placed through the API; its number. */
async function placeOrder(page: Page): Promise<string> {
  await postSkus(page, [{ sku_id: otc, quantity: 1 }])
  const details = await page.request.get(`${base}/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true`)
  const widgets = ((await details.json()) as { data: { widgets: { type: string; payable_amount?: number }[] } }).data.widgets
  const payable = widgets.find((w) => w.type === 'bill_summary')!.payable_amount!
  const placed = await page.request.post(`${base}/pwa-api/api/v4/orders`, {
    headers: {
      'x-csrf-token': await csrfOf(page),
      'idempotency-key': `e2e-desk-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    },
    data: { cart_type: 'pharmacy', payment: 'cod', expected_total: Math.round(payable * 100) },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  return ((await placed.json()) as { data: { number: string } }).data.number
}

/** The customer's order page: its status as the page says it. */
async function customerSees(page: Page, number: string): Promise<string | null> {
  await navigate(page, `/order/${number}`)
  await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
  return page.getByRole('main').getByRole('status').textContent()
}

/** The desk's page of an order, opened from the list's search, checked with axe at the width it was opened at. */
async function openAtDesk(admin: Page, number: string) {
  await navigate(admin, `/staff/orders?q=${number}`)
  await admin.getByRole('heading', { level: 1, name: 'Order desk' }).waitFor()
  await expectNoAxeViolations(admin)
  await expectNoHorizontalOverflow(admin)
  await admin.getByRole('link', { name: number }).click()
  await admin.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
}

/** Submits one of the desk's forms and waits for the page that follows to say it was done. */
async function submit(admin: Page, button: string, done: string) {
  await admin.getByRole('button', { name: button }).click()
  await admin.getByText(done, { exact: true }).waitFor()
}

describe('the order desk', () => {
  let customer: Page
  let admin: Page
  let adminCookies: Awaited<ReturnType<BrowserContext['cookies']>> = []

  test('packs with a batch, ships and delivers a customer’s order; the customer sees Delivered', async ({ open }) => {
    ;({ page: customer } = await open())
    await navigate(customer, '/')
    await signUpThroughApi(customer, base, '98951')
    expect(await postFromPage(customer, 'api/v4/addresses', ADDRESS)).toBe(201)
    const number = await placeOrder(customer)

    ;({ page: admin } = await open({ width: 360 }))
    await navigate(admin, '/')
    await signInByEmailThroughApi(admin, base, ADMIN)
    adminCookies = await admin.context().cookies()
    await openAtDesk(admin, number)
    expect(await admin.getByRole('main').getByRole('status').textContent()).toBe('Confirmed')
    const batch = admin
      .getByRole('region', { name: 'Items and batches' })
      .getByText(/^Batch \S+, expires \d{4}-\d{2}-\d{2}, 1 unit$/)
    expect(await batch.count()).toBe(1)
    await expectNoAxeViolations(admin)
    await expectNoHorizontalOverflow(admin)

    await submit(admin, 'Mark packed', 'Order packed.')
    expect(await admin.getByRole('main').getByRole('status').textContent()).toBe('Packed')
    await admin.getByLabel('Courier').selectOption('Blue Dart')
    await admin.getByLabel('Tracking number').fill(`BD${Date.now()}`)
    await submit(admin, 'Mark shipped', 'Order shipped.')
    const shipments = admin.getByRole('region', { name: 'Shipments' })
    expect(await shipments.getByText(/Blue Dart, tracking number BD\d+/).count()).toBe(1)
    await submit(admin, 'Mark delivered', 'Order delivered.')
    expect(await admin.getByRole('main').getByRole('status').textContent()).toBe('Delivered')
    // Delivered within the window: the return form is offered now, and the page is still clean at 360 px.
    expect(await admin.getByRole('button', { name: 'Take back and refund' }).count()).toBe(1)
    await expectNoAxeViolations(admin)
    await expectNoHorizontalOverflow(admin)

    expect(await customerSees(customer, number)).toBe('Delivered')
  })

  test('the courier’s signed webhook delivers a shipped order; a replay or a forgery changes nothing', async ({ open }) => {
    ;({ page: customer } = await open())
    await navigate(customer, '/')
    await signUpThroughApi(customer, base, '98952')
    expect(await postFromPage(customer, 'api/v4/addresses', ADDRESS)).toBe(201)
    const number = await placeOrder(customer)
    // The admin's session of the first test (a second sign-in of one number so soon would meet the OTP cooldown).
    const opened = await open({ width: 360 })
    admin = opened.page
    if (adminCookies.length) await opened.context.addCookies(adminCookies)
    else {
      await navigate(admin, '/')
      await signInByEmailThroughApi(admin, base, ADMIN)
    }
    await openAtDesk(admin, number)
    await submit(admin, 'Mark packed', 'Order packed.')
    const tracking = `DL${Date.now()}`
    await admin.getByLabel('Courier').selectOption('Delhivery')
    await admin.getByLabel('Tracking number').fill(tracking)
    await submit(admin, 'Mark shipped', 'Order shipped.')
    expect(await customerSees(customer, number)).toBe('Shipped')

    const body = JSON.stringify({
      event_id: `evt-${tracking}`,
      tracking_number: tracking,
      status: 'delivered',
      courier: 'Delhivery',
    })
    const send = (signature: string) =>
      fetch(`${base}/pwa-api/courier/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-courier-signature': signature },
        body,
      })
    const forged = await send(courierSignature(body, 'not-the-server-secret-0123456789abcdef'))
    expect(forged.status).toBe(400)
    expect(await customerSees(customer, number)).toBe('Shipped')
    const applied = await send(courierSignature(body, E2E_COURIER_WEBHOOK_SECRET))
    expect(await applied.json()).toEqual({ status: 'applied' })
    const replay = await send(courierSignature(body, E2E_COURIER_WEBHOOK_SECRET))
    expect(await replay.json()).toEqual({ status: 'duplicate' })
    expect(await customerSees(customer, number)).toBe('Delivered')
    const timeline = customer.getByRole('region', { name: 'Timeline' }).getByRole('listitem')
    expect(await timeline.count()).toBe(4)

    await navigate(admin, `/staff/orders/${number}`)
    await admin.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
    expect(await admin.getByText(`Delivered (Delhivery, tracking number ${tracking})`).count()).toBe(1)
  })
})
