import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { callFromPage, signUpInPopup, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// Issue 27 §3 and §7 (decision 085): a member claims a partner's code on the offer's page and a second claim shows the
// same code; notify me on an offer not yet open; /dweb-login shows the error component; /unauthorizeduser explains,
// signs in through the popup and returns to the page, and refuses an outside URL. At 360 px, with axe. The sample
// offers of the seed (server/modules/partner-offers/samples.ts), found by their names. Its own people: block 97209.

const BLOCK = '97209'
const LIVE = '20% off a yearly gym membership'
const SOON = 'One month of guided meditation, free'
const ENDED = '15% off healthy snack boxes'

const offers = (page: Page) => page.getByRole('list', { name: 'Offers' })
const card = (page: Page, heading: string) =>
  offers(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading }) })

describe('partner offers (issue 27 §3)', () => {
  test('the list in the offer card shapes; a member claims a code, and a second claim shows the same code', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/partner-offers')
    await page.getByRole('heading', { level: 1, name: 'Partner offers' }).waitFor()
    expect(
      await card(page, LIVE)
        .getByText(/^Valid till \d{1,2} \w{3} \d{4}$/)
        .count(),
    ).toBe(1)
    expect(
      await card(page, SOON)
        .getByText(/^Opens on \d{1,2} \w{3} \d{4}$/)
        .count(),
    ).toBe(1)
    expect(await card(page, ENDED).getByText('Expired', { exact: true }).count()).toBe(1)
    expect(await card(page, ENDED).getByText('Offer ended').count()).toBe(1)
    expect(await offers(page).getByRole('heading', { name: 'More offers are on the way' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await signUpThroughApi(page, base, BLOCK)
    await card(page, LIVE).getByRole('link', { name: 'Get code' }).click()
    await page.waitForURL(/\/offer-detail\/\d+\/\d+$/)
    await page.getByRole('heading', { level: 1, name: LIVE }).waitFor()
    const sample =
      'This is a sample offer shown for demonstration: the partner is not real and its codes are not honoured anywhere.'
    expect(await page.getByText(sample, { exact: true }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Terms' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Get code' }).click()
    await page.getByRole('status').filter({ hasText: 'Here is your code. It is yours alone.' }).waitFor()
    const code = page.getByTestId('offer-code')
    await expect.poll(() => code.count()).toBe(1)
    const first = (await code.innerText()).trim()
    expect(first).toMatch(/^FITLIFE20-S\d{4}$/)
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // A second claim (another key, as a second tap after a reload would send) answers the same code.
    const offerId = new URL(page.url()).pathname.split('/').at(-1)
    const again = await callFromPage(
      page,
      'POST',
      `/pwa-api/api/v4/partner-offers/${offerId}/claim`,
      {},
      {
        'idempotency-key': `e2e-offers-${Date.now()}`,
      },
    )
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ code: first, first_claim: false })
    await page.reload()
    expect((await page.getByTestId('offer-code').innerText()).trim()).toBe(first)

    // The list now says the code is the person's.
    await navigate(page, '/partner-offers')
    expect(await card(page, LIVE).getByRole('link', { name: 'View your code' }).count()).toBe(1)
  })

  test('notify me on an offer not yet open', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/partner-offers')
    await signUpThroughApi(page, base, BLOCK)
    await card(page, SOON).getByRole('link', { name: 'Notify me' }).click()
    await page.getByRole('heading', { level: 1, name: SOON }).waitFor()
    await page.getByRole('button', { name: 'Notify me' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: /^Reminder set: we will send you an SMS when this offer opens on \d{1,2} \w{3} \d{4}\.$/ })
      .waitFor()
    await expectNoAxeViolations(page)
    await navigate(page, '/partner-offers')
    expect(await card(page, SOON).getByText('Reminder set').count()).toBe(1)
  })
})

describe('the small routes (issue 27 §7)', () => {
  test('/dweb-login shows the error component', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/dweb-login')
    await page.getByRole('heading', { level: 1, name: '500 Internal Server Error!' }).waitFor()
    expect(await page.getByText('We are working towards creating something better. Please try again later.').count()).toBe(1)
    expect(await page.getByRole('main').getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('/unauthorizeduser refuses an outside URL', async ({ open }) => {
    const { page } = await open({ width: 360 })
    for (const hostile of ['https://evil.example/', '//evil.example/partner-offers', '/\\evil.example']) {
      await navigate(page, `/unauthorizeduser/?redirect=${encodeURIComponent(hostile)}`)
      await page.getByRole('heading', { level: 1, name: 'Please log in to continue' }).waitFor()
      expect(await page.getByRole('alert').filter({ hasText: 'points outside MedWise' }).count()).toBe(1)
      const href = (await page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href')) ?? ''
      expect(new URL(href, base).searchParams.get('followup')).toBe('/')
      expect(href).not.toContain('evil')
    }
    await expectNoAxeViolations(page)
  })

  test('/unauthorizeduser explains, signs in through the popup and returns to the page', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, `/unauthorizeduser/?redirect=${encodeURIComponent('/partner-offers')}`)
    await page.getByRole('heading', { level: 1, name: 'Please log in to continue' }).waitFor()
    expect(await page.getByText('points outside MedWise', { exact: false }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()

    // A new number signs up through the popup (code by SMS, then the e-mail a new phone account adds and proves).
    // Ends in 7: signUpThroughApi's numbers of this block end in 0 to 3 (one per sign-up of this file).
    const number = `${BLOCK}${String(Date.now()).slice(-4)}7`
    await signUpInPopup(page, base, number, `o${number.slice(-6)}@example.com`)

    // Signed in, the browser returns to the page it was sent from.
    await page.waitForURL(`${base}/partner-offers`, { timeout: 15_000 })
    await page.getByRole('heading', { level: 1, name: 'Partner offers' }).waitFor()
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).count(), { timeout: 15_000 })
      .toBe(0)
  })
})
