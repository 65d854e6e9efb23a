import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { codeFor, justNow, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForHydration } from './browser.ts'
import { baseURL as base, cartLink, postSkus, test } from './fixtures.ts'

// Sign-in without JavaScript (decision 028): a page opened with ?login=true shows the popup as plain forms posted to
// /auth/sign-in; each step comes back as the page with the next step, then the followup, signed in. Codes come from the
// development outbox. Numbers: 98833 for the sign-ups through these forms, 98834 for signUpThroughApi (no other file
// uses either block); the last five digits come from the clock, so reruns against one server do not meet.

const FORM_BLOCK = '98833'
const API_BLOCK = '98834'
let fresh = Number(String(Date.now()).slice(-5))
const newNumber = () => `${FORM_BLOCK}${String(fresh++ % 100_000).padStart(5, '0')}`

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const path = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** An OTC product of the seed (no prescription step), found as the search box would. */
async function anOtcProduct(): Promise<{ id: number; name: string }> {
  const hits = (await (await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=dettol&types=sku&per_page=12`)).json()) as {
    search_results: { id: number; name: string; url: string }[]
  }
  return hits.search_results.find((h) => h.url.startsWith('/otc/'))!
}

describe('without JavaScript', () => {
  test('a guest signs up at the cart’s Proceed: number, code, e-mail, e-mail code; signed in with the cart, on to checkout', async ({
    open,
  }) => {
    const { page } = await open({ javaScript: false, width: 360 })
    await page.goto(`${base}/`)
    const product = await anOtcProduct()
    await postSkus(page, [{ sku_id: product.id, quantity: 2 }])
    await page.goto(`${base}/cart`)
    const proceed = page.getByRole('link', { name: /^Proceed/ })
    expect(await proceed.getAttribute('href')).toBe('/cart?login=true&followup=%2Fcart%2Fprescription')
    await proceed.click()

    // The server renders the popup open over the cart: a labelled dialog with the Login form.
    await page.waitForURL(`${base}/cart?login=true&followup=%2Fcart%2Fprescription`)
    const login = dialog(page, 'Login')
    expect(await login.isVisible()).toBe(true)
    expect(await page.getByRole('heading', { level: 1, name: 'Cart' }).count()).toBe(1)
    await expectNoHorizontalOverflow(page)

    // A bad entry comes back beside the field, as typed.
    await login.getByLabel('Enter Your mobile number or email').fill('12345')
    await login.getByRole('button', { name: 'Send OTP' }).click()
    const entry = dialog(page, 'Login').getByLabel('Enter Your mobile number or email')
    await expect.poll(() => entry.getAttribute('aria-invalid')).toBe('true')
    expect(path(page)).toBe('/cart?login=true&followup=%2Fcart%2Fprescription')
    expect(await entry.inputValue()).toBe('12345')
    expect(await page.locator(`[id="${await entry.getAttribute('aria-describedby')}"]`).innerText()).toBe(
      'Please enter a valid number',
    )

    const number = newNumber()
    let since = justNow()
    await entry.fill(number)
    await dialog(page, 'Login').getByRole('button', { name: 'Send OTP' }).click()
    await page.waitForURL(`${base}/cart?login=true&auth_step=otp&followup=%2Fcart%2Fprescription`)
    const verify = dialog(page, 'Verify OTP')
    expect(await verify.getByText(`+91 ${number}`).count()).toBe(1)
    expect(await verify.getByRole('button', { name: 'Get OTP on SMS' }).count()).toBe(1)
    expect(await verify.getByRole('button', { name: 'Get OTP on Call' }).count()).toBe(1)
    await verify.getByLabel('One Time Password').fill(await codeFor(base, number, since))
    await verify.getByRole('button', { name: 'Done' }).click()

    // A new number must add and prove an e-mail before the account exists.
    await page.waitForURL(/auth_step=email&/)
    const addEmail = dialog(page, 'Add your email id')
    expect(await addEmail.getByText('We are almost ready!', { exact: false }).count()).toBe(1)
    const email = `n${number.slice(-6)}@example.com`
    since = justNow()
    await addEmail.getByLabel('Email address').fill(email)
    await addEmail.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/auth_step=email-otp&/)
    const verifyEmail = dialog(page, 'Verify email id')
    expect(await verifyEmail.getByText(email).count()).toBe(1)
    await verifyEmail.getByLabel('One Time Password').fill(await codeFor(base, email, since))
    await verifyEmail.getByRole('button', { name: 'Continue' }).click()

    // Signed in, on to the next checkout step (no prescription needed: the address), the guest's cart kept.
    await page.waitForURL(`${base}/cart/address-page`)
    await page.getByRole('heading', { level: 1, name: 'Select delivery address' }).waitFor()
    expect(await page.getByRole('status').filter({ hasText: 'Sign up Successful' }).count()).toBe(1)
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).count()).toBe(0)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items')
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('a new e-mail signs up (e-mail, code, number, number code); signed out, the account signs in with its number', async ({
    open,
  }) => {
    const { page } = await open({ javaScript: false })
    const number = newNumber()
    const email = `e${number.slice(-6)}@example.com`
    await page.goto(`${base}/categories`)
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click()
    await page.waitForURL(`${base}/categories?login=true`)
    let since = justNow()
    await dialog(page, 'Login').getByLabel('Enter Your mobile number or email').fill(email)
    await dialog(page, 'Login').getByRole('button', { name: 'Send OTP' }).click()
    await page.waitForURL(`${base}/categories?login=true&auth_step=otp`)
    expect(await dialog(page, 'Verify OTP').getByText(email).count()).toBe(1)
    expect(await dialog(page, 'Verify OTP').getByRole('button', { name: 'Resend OTP' }).count()).toBe(1)
    await dialog(page, 'Verify OTP')
      .getByLabel('One Time Password')
      .fill(await codeFor(base, email, since))
    await dialog(page, 'Verify OTP').getByRole('button', { name: 'Done' }).click()

    // A new account always has a proved number.
    await page.waitForURL(`${base}/categories?login=true&auth_step=phone`)
    since = justNow()
    await dialog(page, 'Add your phone number').getByLabel('Enter your phone number').fill(number)
    await dialog(page, 'Add your phone number').getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/categories?login=true&auth_step=phone-otp`)
    const verifyNumber = dialog(page, 'Verify mobile number')
    expect(await verifyNumber.getByText(`+91 ${number}`).count()).toBe(1)
    await verifyNumber.getByLabel('One Time Password').fill(await codeFor(base, number, since))
    await verifyNumber.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/categories`)
    expect(await page.getByRole('status').filter({ hasText: 'Sign up Successful' }).count()).toBe(1)

    // Logout from the profile menu (a <details> without JavaScript), then the number signs in: an existing account.
    await page
      .getByRole('banner')
      .locator('summary', { hasText: `Hi, ${email}` })
      .click()
    await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click()
    await page.waitForURL(`${base}/`)
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click()
    await page.waitForURL(`${base}/?login=true`)
    since = justNow()
    await dialog(page, 'Login').getByLabel('Enter Your mobile number or email').fill(number)
    await dialog(page, 'Login').getByRole('button', { name: 'Send OTP' }).click()
    await page.waitForURL(`${base}/?login=true&auth_step=otp`)
    // 'Edit' goes back to Login with the number kept; the browser's Back returns to the code.
    await dialog(page, 'Verify OTP').getByRole('link', { name: 'Edit' }).click()
    await page.waitForURL(`${base}/?login=true`)
    expect(await dialog(page, 'Login').getByLabel('Enter Your mobile number or email').inputValue()).toBe(number)
    await page.goBack()
    await page.waitForURL(`${base}/?login=true&auth_step=otp`)
    await dialog(page, 'Verify OTP')
      .getByLabel('One Time Password')
      .fill(await codeFor(base, number, since))
    await dialog(page, 'Verify OTP').getByRole('button', { name: 'Done' }).click()
    await page.waitForURL(`${base}/`)
    expect(await page.getByRole('status').filter({ hasText: 'Login Successful' }).count()).toBe(1)
    expect(await page.getByRole('banner').getByText(`Hi, ${email}`).count()).toBe(1)
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('the server-rendered steps pass axe (a page whose scripts never run)', async ({ open }) => {
    // axe needs scripts of its own: the page's are answered empty instead, so it stays as the server rendered it.
    const { page } = await open({ width: 360 })
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    await page.goto(`${base}/cart?login=true`)
    await dialog(page, 'Login').waitFor()
    await expectNoAxeViolations(page)
    await page.goto(`${base}/?signup=true`)
    await dialog(page, 'Sign Up').waitFor()
    await expectNoAxeViolations(page)
    await dialog(page, 'Sign Up').getByLabel('Enter 10 digit mobile number').fill(newNumber())
    await dialog(page, 'Sign Up').getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/?signup=true&auth_step=otp`)
    await dialog(page, 'Verify OTP').getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => dialog(page, 'Verify OTP').getByLabel('One Time Password').getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  })

  test('Sign Up: a wrong code, a short code and a resend too soon show their messages beside the code', async ({ open }) => {
    const { page } = await open({ javaScript: false })
    await page.goto(`${base}/?signup=true&followup=%2Freorder`)
    const signUp = dialog(page, 'Sign Up')
    expect(await signUp.getByRole('checkbox', { name: 'Are You a HealthCare Expert?' }).count()).toBe(1)
    const number = newNumber()
    await signUp.getByLabel('Enter 10 digit mobile number').fill(number)
    await signUp.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/?signup=true&auth_step=otp&followup=%2Freorder`)

    const field = () => dialog(page, 'Verify OTP').getByLabel('One Time Password')
    const message = async () => page.locator(`[id="${await field().getAttribute('aria-describedby')}"]`).innerText()
    await field().fill('000000')
    await dialog(page, 'Verify OTP').getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => field().getAttribute('aria-invalid')).toBe('true')
    expect(await message()).toBe('Incorrect OTP. Please check and try again.')

    await field().fill('12')
    await dialog(page, 'Verify OTP').getByRole('button', { name: 'Done' }).click()
    await expect.poll(message).toBe('Please enter a 6 digit OTP')

    // The server keeps the 30 s between codes: a resend now is refused there, beside the code.
    await dialog(page, 'Verify OTP').getByRole('button', { name: 'Get OTP on SMS' }).click()
    await expect.poll(message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/)
    expect(path(page)).toBe('/?signup=true&auth_step=otp&followup=%2Freorder')
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).count()).toBe(1)
  })

  test('a step the flow does not allow starts again; the form needs the page’s CSRF token', async ({ open }) => {
    const { page } = await open({ javaScript: false })
    await page.goto(`${base}/cart?login=true&auth_step=email`)
    const login = dialog(page, 'Login')
    expect(await login.getByText('Your verification has expired. Please start again.').count()).toBe(1)
    const res = await page.request.post(`${base}/auth/sign-in`, {
      form: { step: 'entry', mode: 'Login', back: '/cart', login: newNumber(), _csrf: 'forged' },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(403)
  })

  test('the profile menu opens, and My Orders and Logout work', async ({ open }) => {
    const { page } = await open({ javaScript: false, width: 360 })
    await page.goto(`${base}/`)
    const { email } = await signUpThroughApi(page, base, API_BLOCK)
    // On a phone the disclosure shows the account's sign; the greeting is its name (issue 28 §1).
    const menu = page.getByRole('banner').locator('summary', { hasText: `Hi, ${email}` })
    const orders = page.getByRole('banner').getByRole('link', { name: 'My Orders' })
    expect(await orders.isVisible()).toBe(false)
    await menu.click()
    expect(await orders.isVisible()).toBe(true)
    await expectNoHorizontalOverflow(page)
    await orders.click()
    await page.waitForURL(`${base}/order/history`)
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor()

    await menu.click()
    await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click()
    await page.waitForURL(`${base}/`)
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).count()).toBe(1)
  })
})

describe('with JavaScript, a sign-in the forms began', () => {
  test('the page hydrates the server’s form at its step (its code loaded then, not in the first load), and the form goes on', async ({
    open,
  }) => {
    // The first step without JavaScript, as a browser whose scripts had not run yet.
    const plain = await open({ javaScript: false, width: 360 })
    await plain.page.goto(`${base}/categories?login=true`)
    const number = newNumber()
    const since = justNow()
    await dialog(plain.page, 'Login').getByLabel('Enter Your mobile number or email').fill(number)
    await dialog(plain.page, 'Login').getByRole('button', { name: 'Send OTP' }).click()
    await plain.page.waitForURL(`${base}/categories?login=true&auth_step=otp`)

    // The same browser (its cookies: the sign-in flow) with JavaScript on.
    const { page, context } = await open({ width: 360 })
    await context.addCookies(await plain.context.cookies())
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    const answer = await page.goto(`${base}/categories?login=true&auth_step=otp`)
    const html = await answer!.text()
    // Rendered by the server in place (no script needed to reveal it), its module not preloaded with the page.
    expect(html).toContain(`+91 ${number}`)
    expect(html).not.toMatch(/<template id="B:/)
    expect(html).not.toMatch(/modulepreload"[^>]*sign-in-form-dialog/)
    await waitForHydration(page)
    await expect.poll(() => scripts.some((s) => /\/assets\/sign-in-form-dialog-[\w-]+\.js$/.test(s))).toBe(true)

    const verify = dialog(page, 'Verify OTP')
    expect(await verify.getByText(`+91 ${number}`).count()).toBe(1)
    await verify.getByLabel('One Time Password').fill(await codeFor(base, number, since))
    await verify.getByRole('button', { name: 'Done' }).click()
    await page.waitForURL(`${base}/categories?login=true&auth_step=email`)
    await dialog(page, 'Add your email id').waitFor()
    await waitForHydration(page)
    await expectNoAxeViolations(page)
  })
})
