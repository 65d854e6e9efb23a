import type { Page } from 'playwright-core'
import { expect } from 'vitest'

// Signing in from e2e tests as a developer would: codes come from GET /__dev/outbox (development only), calls go
// from the page with its <meta name="csrf-token"> as the app's API client sends them.

export type OutboxMessage = { channel: string; to: string; otp: string | null; at: string; text: string }

export async function outbox(base: string): Promise<OutboxMessage[]> {
  return ((await (await fetch(`${base}/__dev/outbox`)).json()) as { messages: OutboxMessage[] }).messages
}

/** A moment just before now, to find only the codes sent after it. */
export const justNow = () => new Date(Date.now() - 1000).toISOString()

/** The newest code sent to `to` after `since` (waits for it to arrive). */
export async function codeFor(base: string, to: string, since: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const m = (await outbox(base)).find((x) => x.to === to && x.at > since && x.otp)
    if (m) return m.otp!
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no code for ${to}`)
}

/**
 * Moves the codes sent to `to` (a number or an e-mail) back by `seconds`, as if sent that much earlier (POST
 * /__dev/otp/age, development only): the server's own 30 s resend rule then decides, without a real wait (decision 077).
 * Only this identifier's codes move, so files running beside this one are not touched.
 */
export async function ageCodes(base: string, to: string, seconds: number): Promise<void> {
  const res = await fetch(`${base}/__dev/otp/age`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, seconds }),
  })
  expect(res.status).toBe(200)
  expect(((await res.json()) as { moved: number }).moved, `codes sent to ${to}`).toBeGreaterThan(0)
}

/** POSTs to /pwa-api from the page with its CSRF token; answers the status. */
export function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''
      const res = await fetch(`/pwa-api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(body),
      })
      return res.status
    },
    { path, body },
  )
}

/** A JSON call from the page with its CSRF token, as the app's API client makes it; answers the status and body. */
export function callFromPage(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, any> }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json()) as Record<string, any> }
    },
    { method, path, body, headers },
  )
}

/**
 * After a sign-in through the API: `reload: false` when the test's next step opens another page anyway (the cookies are
 * the browser's already; reloading the page it was on first only costs a page load). A page that stays, or whose CSRF
 * token a later write uses, reloads: the token is the session's from the sign-in on.
 */
export interface AfterSignIn {
  reload?: boolean
}

/** Signs the page's browser in with a seeded number (no popup), then reloads so the shell shows it. */
export async function signInThroughApi(page: Page, base: string, number: string, opts: AfterSignIn = {}): Promise<void> {
  const since = justNow()
  expect(await postFromPage(page, 'auth/create_token', { number })).toBe(200)
  expect(await postFromPage(page, 'auth/verify_token', { number, verification_token: await codeFor(base, number, since) })).toBe(
    200,
  )
  if (opts.reload !== false) await page.reload()
}

/**
 * Signs the page in by e-mail (an account that signs straight in), then reloads it signed in. The e2e files share one
 * server: a seeded identifier (a phone, or an e-mail) is signed in by one file only, since a second code to it within
 * 30 s meets the OTP cooldown (the phone and the e-mail of one account are two identifiers).
 */
export async function signInByEmailThroughApi(page: Page, base: string, email: string, opts: AfterSignIn = {}): Promise<void> {
  const since = justNow()
  expect(await postFromPage(page, 'auth/create_token_email', { email })).toBe(200)
  expect(
    await postFromPage(page, 'auth/verify_token_email', { email, verification_token: await codeFor(base, email, since) }),
  ).toBe(200)
  if (opts.reload !== false) await page.reload()
}

let fresh = Number(String(Date.now()).slice(-4)) * 10

/** POSTs to /pwa-api with the page's cookies and CSRF token, without running page script (works with JavaScript off). */
async function postAsPage(page: Page, path: string, body: unknown): Promise<number> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? ''
  const res = await page.request.post(`${new URL(page.url()).origin}/pwa-api/${path}`, {
    headers: { 'x-csrf-token': csrf, 'content-type': 'application/json' },
    data: body,
  })
  return res.status()
}

/**
 * A new account (a new number and e-mail, both proved through the API), then the page reloaded signed in. Each file
 * passes its own 5-digit `block` (e.g. '98761') so that numbers never meet another file's cooldowns; the number's
 * last digits come from the clock, so reruns against one server do not meet either. The page must be on the app.
 */
export async function signUpThroughApi(
  page: Page,
  base: string,
  block: string,
  opts: AfterSignIn = {},
): Promise<{ number: string; email: string }> {
  const number = `${block}${String(fresh++ % 100_000).padStart(5, '0')}`
  // Short: the header greets a new account by its e-mail.
  const email = `u${number.slice(-6)}@example.com`
  let since = justNow()
  expect(await postAsPage(page, 'auth/create_token', { number })).toBe(200)
  expect(await postAsPage(page, 'auth/verify_token', { number, verification_token: await codeFor(base, number, since) })).toBe(
    200,
  )
  since = justNow()
  expect(await postAsPage(page, 'auth/phone/complete', { number, email })).toBe(200)
  const emailCode = await codeFor(base, email, since)
  expect(await postAsPage(page, 'auth/email/verify_phone_token', { number, email, verification_token: emailCode })).toBe(200)
  if (opts.reload !== false) await page.reload()
  return { number, email }
}

/**
 * A new number signs up through the open sign-in popup as a person would: the code by SMS, then the e-mail a new phone
 * account must add and prove with its own code. Ends with the last Continue clicked; the caller checks what follows.
 */
export async function signUpInPopup(page: Page, base: string, number: string, email: string): Promise<void> {
  const popup = () => page.getByRole('dialog').last()
  const entry = popup().getByLabel('Enter Your mobile number or email')
  await expect.poll(() => entry.isVisible()).toBe(true)
  let since = justNow()
  await entry.fill(number)
  await popup().getByRole('button', { name: 'Send OTP' }).click()
  const otp = popup().getByLabel('One Time Password')
  await expect.poll(() => otp.isVisible()).toBe(true)
  await otp.fill(await codeFor(base, number, since))
  await popup().getByRole('button', { name: 'Done' }).click()
  const emailField = popup().getByLabel('Email address')
  await expect.poll(() => emailField.isVisible()).toBe(true)
  since = justNow()
  await emailField.fill(email)
  await popup().getByRole('button', { name: 'Continue' }).click()
  await expect.poll(() => popup().getByText(email).isVisible()).toBe(true)
  await popup()
    .getByLabel('One Time Password')
    .fill(await codeFor(base, email, since))
  await popup().getByRole('button', { name: 'Continue' }).click()
}
