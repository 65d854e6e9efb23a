import { randomBytes } from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import { describe, expect } from 'vitest'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// issue 30 §1 (decision 088): what a person sees of an overloaded instance, and the API client's one retry. The e2e
// server is shared with another file, so this file never overloads it: it arms the shedder (POST /__dev/overload, not
// in production) for the next requests carrying its own cookie, and only this file's browser context carries it.
// Phone block 97213–97216.

const SHED_COOKIE = 'shed-test'
const BUSY = 'We are very busy right now. Please try again in a moment.'

/** Arms shedding of this context's next `count` requests (on paths starting with `pathPrefix`). */
async function armShedding(context: BrowserContext, count: number, pathPrefix?: string): Promise<string> {
  const token = `overload-${randomBytes(6).toString('hex')}`
  const res = await fetch(`${base}/__dev/overload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, count, ...(pathPrefix ? { path_prefix: pathPrefix } : {}) }),
  })
  expect(res.status).toBe(204)
  await context.addCookies([{ name: SHED_COOKIE, value: token, url: base }])
  return token
}

const armed = async (token: string) =>
  (await (await fetch(`${base}/__dev/overload?token=${token}`)).json()) as { count: number; shed: number }

describe('an overloaded instance', () => {
  test('a shed page says the site is busy, passes axe at 360 px, and its link tries again', async ({ open }) => {
    const { page, context, allow } = await open({ width: 360 })
    // The browser reports the 503 of the document itself.
    allow(/status of 503/)
    const token = await armShedding(context, 1, '/labs')
    const answer = await page.goto(`${base}/labs`)
    expect(answer?.status()).toBe(503)
    expect(answer?.headers()['retry-after']).toBe('1')
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'We are very busy right now' }).count()).toBe(1)
    expect(await page.getByText(/please try again in a second/).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    expect(await armed(token)).toMatchObject({ count: 0, shed: 1 })
    // The one armed refusal is spent: 'Try again' brings the page.
    await page.getByRole('link', { name: 'Try again' }).click()
    await page.waitForURL(`${base}/labs`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).not.toBe('We are very busy right now')
  })

  test('the API client retries a shed search once after Retry-After, and the suggestions come', async ({ open }) => {
    const { page, context, allow } = await open({ width: 360 })
    // The browser's own line for the shed answer; the client itself logs nothing for a call that its retry saved.
    allow(/status of 503/)
    await navigate(page, '/')
    const statuses: number[] = []
    page.on('response', (r) => {
      if (r.url().includes('/pwa-api/api/v4/search/autocomplete')) statuses.push(r.status())
    })
    const token = await armShedding(context, 1, '/pwa-api/api/v4/search/autocomplete')
    await page.locator('#search-box').fill('dolo')
    await expect.poll(() => page.getByRole('option', { name: /Dolo 650/ }).count()).toBeGreaterThan(0)
    expect(statuses).toEqual([503, 200])
    expect(await armed(token)).toMatchObject({ count: 0, shed: 1 })
  })

  test("a shed write without an idempotency key is not repeated: the form shows the server's message", async ({ open }) => {
    const { page, context, allow } = await open({ width: 360 })
    // The client logs the refusal (a 5xx) as an error, as it should; the message is what this test reads.
    allow(/status of 503|app-install-link failed \(503\)/)
    await navigate(page, '/')
    const posts: number[] = []
    page.on('response', (r) => {
      if (r.url().includes('/pwa-api/webservices/app-install-link')) posts.push(r.status())
    })
    const token = await armShedding(context, 1, '/pwa-api/webservices/app-install-link')
    const form = page.locator('form', { has: page.locator('input[name="number"][type="tel"]') }).last()
    await form.locator('input[name="number"]').fill('9721300001')
    await form.getByRole('button').click()
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(BUSY)
    expect(posts).toEqual([503])
    expect(await armed(token)).toMatchObject({ count: 0, shed: 1 })
  })
})
