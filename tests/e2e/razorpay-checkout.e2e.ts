import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake.ts'
import { postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, waitForHydration } from './browser.ts'
import { csrfOf, test } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'

// Issue 9 §6 / decision 025: 'Pay online' with Razorpay configured, in Chromium, against the local fake of Razorpay
// (which serves Hosted Checkout's page too). The app's own server process with RAZORPAY_* set; the fake answers on
// `localhost`, the app on 127.0.0.1, so Razorpay's return is a cross-site POST as in production (no session cookie
// under SameSite=Lax). Only the answer that hands the payment to Razorpay may post there (its CSP); every other page
// keeps form-action 'self'. A CSP violation anywhere fails the test (tests/e2e/fixtures.ts).

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

let fake: RazorpayFake
let app: ServerProcess
let razorpay: string
beforeAll(async () => {
  fake = await startRazorpayFake()
  razorpay = fake.baseUrl.replace('127.0.0.1', 'localhost')
  app = await startServer({
    port: await freePort(),
    env: {
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_BASE_URL: razorpay,
    },
  })
})
afterAll(async () => {
  await app?.stop()
  await fake?.close()
})

async function go(page: Page, path: string) {
  await page.goto(`${app.url}${path}`)
  await waitForHydration(page)
}

/** A new customer with one medicine in the cart and an address, on the payment page. */
async function readyToPay(page: Page) {
  await go(page, '/')
  const who = await signUpThroughApi(page, app.url, '98801')
  const res = await fetch(`${app.url}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const crocin = ((await res.json()) as { search_results: { id: number; name: string }[] }).search_results.find(
    (h) => h.name === 'Crocin 650 Tablet',
  )!
  const added = await page.request.post(`${app.url}/pwa-api/api/v4/carts/skus`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { skus: [{ sku_id: crocin.id, quantity: 1 }], types: 'pharmacy', page_source: 'health_rec', response_type: 'brief' },
  })
  expect(added.status()).toBe(200)
  expect(
    await postFromPage(page, 'api/v4/addresses', {
      recipient_name: 'Rohan Das',
      phone: '9812345671',
      address: 'Flat 3, Green Park Extension',
      pincode: '110016',
      address_type: 'home',
      address_name: 'Home',
    }),
  ).toBe(201)
  return who
}

const formAction = (csp: string | undefined) => /form-action ([^;]+)/.exec(csp ?? '')?.[1]

describe('Razorpay Hosted Checkout', () => {
  test('a declined payment comes back to the payment page; a paid one places the order', async ({ open }) => {
    const { page } = await open({ width: 360 })
    const who = await readyToPay(page)
    const paymentPage = await page.goto(`${app.url}/cart/payment`)
    expect(formAction(paymentPage!.headers()['content-security-policy'])).toBe("'self'")
    await waitForHydration(page)
    await page.getByRole('radio', { name: /^Pay online/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/order-payment\/\?order=MW\d{8}$/)
    const number = new URL(page.url()).searchParams.get('order')!
    await page.getByRole('heading', { level: 1, name: `Pay for order ${number}` }).waitFor()
    await expectNoAxeViolations(page)

    // 'Pay online': the attempt, then this page again as a whole document whose answer alone may post to Razorpay.
    const handOver = page.waitForResponse((r) => r.url().includes('checkout=order_') && r.request().method() === 'GET')
    await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
    const answer = await handOver
    expect(formAction(answer.headers()['content-security-policy'])).toBe(`'self' ${razorpay}`)
    await page.getByRole('heading', { name: 'Razorpay test checkout' }).waitFor()
    const form = fake.checkoutForms.at(-1)!
    expect(form).toMatchObject({
      key_id: fake.keyId,
      currency: 'INR',
      name: 'MedWise',
      description: `Order ${number}`,
      'prefill[contact]': `+91${who.number}`,
      'prefill[email]': who.email,
      callback_url: `${app.url}/order-payment/callback?attempt=${form.order_id}`,
      cancel_url: `${app.url}/order-payment/?order=${number}`,
    })
    expect(fake.order(form.order_id!)).toMatchObject({ amount: Number(form.amount), receipt: number })

    await page.getByRole('button', { name: 'Decline' }).click()
    await page.waitForURL(`${app.url}/order-payment/?order=${number}&failed=1`)
    expect(await page.getByRole('alert').filter({ hasText: 'Your payment did not go through' }).count()).toBe(1)

    await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
    await page.getByRole('heading', { name: 'Razorpay test checkout' }).waitFor()
    await page.getByRole('button', { name: 'Pay with UPI' }).click()
    await page.waitForURL(`${app.url}/cart/checkout/success?order=${number}`)
    await expect.poll(() => page.getByRole('heading', { name: 'Order placed' }).count(), { timeout: 5000 }).toBe(1)
  })

  test('without JavaScript the hand-over is a button; a recharge comes back with the new balance', async ({ open }) => {
    const { page, context } = await open()
    await go(page, '/')
    await signUpThroughApi(page, app.url, '98801')
    const { page: plain } = await open({ javaScript: false })
    await plain.context().addCookies(await context.cookies())
    await plain.goto(`${app.url}/cart/payment/recharge`)
    await plain.getByRole('radio', { name: '₹500' }).check()
    await plain.getByRole('button', { name: 'Add money' }).click()
    await plain.getByRole('heading', { name: 'Continue to Razorpay' }).waitFor()
    expect(new URL(plain.url()).searchParams.get('checkout')).toMatch(/^order_/)
    await plain.getByRole('button', { name: 'Continue to pay ₹500.00' }).click()
    await plain.getByRole('heading', { name: 'Razorpay test checkout' }).waitFor()
    await plain.getByRole('button', { name: 'Pay with UPI' }).click()
    // The fake's page posts back by script; without JavaScript, Razorpay's button does it.
    await plain.getByRole('button', { name: 'Return to the merchant' }).click()
    await plain.waitForURL(`${app.url}/dashboard/cash`)
    expect(await plain.getByTestId('wallet-balance').textContent()).toBe('₹500.00')
    expect(await plain.getByText('₹500.00 added to your MedWise Cash').count()).toBe(1)
  })
})
