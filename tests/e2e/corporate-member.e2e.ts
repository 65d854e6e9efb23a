import { describe, expect } from 'vitest'
import { signInByEmailThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForHydration } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// issue 25 §2–3, §7 (decision 065): Ravi Menon (Acme's roster, signed in by his e-mail only: his phone belongs to the
// journey file) is linked at sign-in and sent to /corporate/acme by the server, with the company logo in the header;
// he sees his balances and benefits, adds a family member on the member list, opens the wallet history and the partner
// widget page (not configured in tests). A plain customer of this file's block (97102) stays where they are and gets
// the 404 page on Acme's and Globex's dashboards. axe and no sideways scrolling at 360 px on every page. Balances and
// lists are shared with other files (the journey pays from Ravi's wallet): only their shape and our own rows are
// asserted.

const RAVI = 'ravi.menon@example.com'
/** A name of letters only, new on every run (the name rules take no digits' meaning, and the list is shared). */
const unique = () => `Anu ${Array.from(String(Date.now() % 1_000_000), (d) => String.fromCharCode(97 + Number(d))).join('')}`

describe('a corporate member', () => {
  test('is linked at sign-in, redirected to the dashboard, adds a family member and reads the wallet history', async ({
    open,
  }) => {
    const { page, context } = await open({ width: 360 })
    await navigate(page, '/')
    await signInByEmailThroughApi(page, base, RAVI)
    // The reload of the home page is answered with the dashboard by the server.
    await page.waitForURL(`${base}/corporate/acme`)
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Acme Technologies benefits')
    const cookie = (await context.cookies()).find((c) => c.name === 'corporateDetails')
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
      redirect_url: '/corporate/acme',
      logo_url: '/corporate-logos/acme.svg',
    })
    await expect.poll(() => page.getByRole('banner').getByRole('img', { name: 'Your company' }).count()).toBe(1)
    for (const benefit of ['pharmacy', 'labs', 'consultation']) {
      expect(await page.getByTestId(`corporate-balance-${benefit}`).innerText()).toMatch(/^₹[\d,]+(\.\d\d)?$/)
    }
    expect(await page.getByTestId('corporate-member-check').first().innerText()).toMatch(/Ravi Menon[\s\S]*(Not booked|Booked)/)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // Any page outside the exceptions brings him back; the cart does not.
    await page.goto(`${base}/labs`)
    expect(new URL(page.url()).pathname).toBe('/corporate/acme')
    await page.goto(`${base}/cart`)
    expect(new URL(page.url()).pathname).toBe('/cart')

    await navigate(page, '/corporate/member-list')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Family members')
    await expectNoAxeViolations(page)
    const name = unique()
    await page.getByLabel('Full name').fill(name)
    await page.getByLabel('Relation').selectOption('child')
    await page.getByLabel('Gender').selectOption('female')
    await page.getByLabel('Date of birth').fill('2018-06-15')
    await page.getByRole('button', { name: 'Add member' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'is now covered' }).count()).toBe(1)
    await expect.poll(() => page.getByTestId('corporate-member').filter({ hasText: name }).count()).toBe(1)
    expect(await page.getByTestId('corporate-member').filter({ hasText: name }).innerText()).toMatch(/Child[\s\S]*Not booked/)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await navigate(page, '/corporate/wallet/transaction-history')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Wallet transactions')
    await expect.poll(() => page.getByText('Added by your company · Medicines').count()).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await navigate(page, '/corporate/widget/ekincare')
    expect(await page.getByRole('status').filter({ hasText: 'not configured' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('a plain customer is not redirected and gets the 404 page on corporate paths', async ({ open }) => {
    const opened = await open({ width: 360 })
    const { page, context } = opened
    opened.allow(/status of 404/)
    await navigate(page, '/')
    await signUpThroughApi(page, base, '97102')
    expect(new URL(page.url()).pathname).toBe('/')
    expect((await context.cookies()).some((c) => c.name === 'corporateDetails')).toBe(false)
    for (const path of [
      '/corporate/acme',
      '/corporate/globex',
      '/corporate/member-list',
      '/corporate/wallet/transaction-history',
    ]) {
      const res = await page.goto(`${base}${path}`)
      expect(res?.status(), path).toBe(404)
    }
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })
})
