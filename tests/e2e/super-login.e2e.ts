import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signInThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForHydration } from './browser.ts'
import { baseURL as base, navigate, test, type OpenOptions, type OpenedPage } from './fixtures.ts'

// spec 1 §2.2 / §6: Super Login (/hkpadmin/superlogin) and Super Logout (/hkadmin/logout) in Chromium. Staff sign in
// through the API from the page (the popup itself is tests/e2e/auth.e2e.ts), reading codes from GET /__dev/outbox.
const ADMIN = '9810000008'
const NOT_STAFF = '9810000007' // a merchant account: signed in, no staff role

/** A page of a browser signed in with a seeded number; refusals the pages answer (4xx) are expected in its console. */
async function signedInPage(open: (opts?: OpenOptions) => Promise<OpenedPage>, number: string, width = 1280) {
  const s = await open({ width })
  s.allow(/status of 4\d\d/)
  await navigate(s.page, '/')
  await signInThroughApi(s.page, base, number)
  await waitForHydration(s.page)
  return s
}

const banner = (page: Page) => page.getByRole('banner')
const profileButton = (page: Page, name: string) => banner(page).getByRole('button', { name: `Hi, ${name}` })
async function profileLinks(page: Page, name: string) {
  await profileButton(page, name).click()
  const links = banner(page).getByRole('link')
  const labels = await links.allInnerTexts()
  await page.keyboard.press('Escape')
  return labels
}
const field = (page: Page) => page.getByLabel('Customer mobile number or email')

describe('super login', () => {
  test('an admin acts as a customer, sees the shell as the customer, and Super Logout ends it (360 px); forged forms fail', async ({
    open,
  }) => {
    const { page, problems } = await signedInPage(open, ADMIN, 360)
    await navigate(page, '/')
    expect(await profileLinks(page, 'Admin')).toContain('Super Login')

    await navigate(page, '/hkpadmin/superlogin')
    expect(await page.title()).toBe('Super Login | MedWise')
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Super Login' }).isVisible()).toBe(true)
    expect(await page.locator('form input[type=hidden][name=_csrf]').getAttribute('value')).toBe(
      await page.locator('meta[name=csrf-token]').getAttribute('content'),
    )
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // A form post without the page's token (a cross-site form) is refused.
    const forged = await page.evaluate(async () => {
      const body = new URLSearchParams({ _csrf: 'forged', customer: '9810000001' })
      return (await fetch('/hkpadmin/superlogin', { method: 'POST', body })).status
    })
    expect(forged).toBe(403)

    // A value that is neither a number nor an e-mail: the message, tied to the field.
    await field(page).fill('not a customer')
    await page.getByRole('button', { name: 'Login as customer' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Please enter a valid mobile number or email' })
    await expect.poll(() => alert.isVisible()).toBe(true)
    expect(await field(page).getAttribute('aria-invalid')).toBe('true')
    expect(await field(page).getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'))
    await expectNoAxeViolations(page)

    // A staff account cannot be a target.
    await field(page).fill('9810000009')
    await page.getByRole('button', { name: 'Login as customer' }).click()
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Staff accounts cannot be used' }).isVisible()).toBe(true)

    await field(page).fill('9810000001')
    await page.getByRole('button', { name: 'Login as customer' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await expect.poll(() => profileButton(page, 'Asha Verma').isVisible(), { timeout: 10_000 }).toBe(true)
    const acting = await profileLinks(page, 'Asha Verma')
    expect(acting).toContain('Super Logout')
    expect(acting).not.toContain('Super Login')
    expect(await banner(page).getByRole('link', { name: 'Super Logout', includeHidden: true }).getAttribute('href')).toBe(
      '/hkadmin/logout',
    )

    // Super Logout is a plain GET link: the staff member is themself again.
    await navigate(page, '/hkadmin/logout')
    expect(new URL(page.url()).pathname).toBe('/')
    await expect.poll(() => profileButton(page, 'Admin').isVisible()).toBe(true)
    expect(await profileLinks(page, 'Admin')).toContain('Super Login')
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([])
  })

  test('a signed-in customer gets the 403 page; a guest is sent to sign in', async ({ open }) => {
    const { page } = await signedInPage(open, NOT_STAFF)
    const res = await page.goto(`${base}/hkpadmin/superlogin`)
    expect(res?.status()).toBe(403)
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '403 Access denied' }).isVisible()).toBe(true)
    expect(await page.getByText('Only admin and customer care staff can use Super Login.').isVisible()).toBe(true)
    expect(await page.getByLabel('Customer mobile number or email').count()).toBe(0)
    await expectNoAxeViolations(page)
    const guest = await open()
    await guest.page.goto(`${base}/hkpadmin/superlogin`)
    expect(new URL(guest.page.url()).pathname + new URL(guest.page.url()).search).toBe('/?login=true')
  })
})
