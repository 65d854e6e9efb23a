import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { codeFor, justNow, postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForHydration } from './browser.ts'
import { baseURL as base, navigate, postSkus, test } from './fixtures.ts'

// Issue 25's done-when, end to end on one corporate of this file's own (POST /__dev/corporates; its HR, a second
// corporate's HR and a plain customer are accounts of this file's block, 97105): HR uploads a roster with a bad row (its
// line and reason, nothing imported), fixes it and tops up the new employee's medicines wallet; the employee signs in
// on the sign-in popup with their phone, is linked and sent to the dashboard, adds a dependant on the member list,
// pays for medicines partly from the medicines sub-wallet (the rest cash on delivery), books the health check for
// themselves and the dependant through /corporate/labs and sees both in the wallet history (the health check as 'Paid
// by your employer', decision 071); HR makes a self-serve link on the console's roster row ('Send a self-serve link',
// shown once with its expiry), the link shown books once for a roster employee without an account, and the same link
// then answers 'used or expired' (410); the other corporate's HR and the plain customer get 404 on the
// dashboard and the console. At 360 px with axe on every page.

const BLOCK = '97105'
const run = String(Date.now()).slice(-5)
const SLUG = `journey-${run}`
const COMPANY = `Journey ${run} Ltd`
/** The employee's phone: this block, the run's digits (signUpThroughApi's numbers come from another clock reading). */
const EMPLOYEE_PHONE = `${BLOCK}${String((Number(run) + 50_000) % 100_000).padStart(5, '0')}`
const EMPLOYEE = 'Kiran Mehta'
const EMPLOYEE_EMAIL = `kiran.${run}@example.com`
const NEWCOMER = 'Asha Kulkarni'
const NEWCOMER_PHONE = `${BLOCK}${String((Number(run) + 70_000) % 100_000).padStart(5, '0')}`
const SPOUSE = 'Nisha Mehta'
const HEAD = 'employee_id,name,gender,date_of_birth,work_email,phone,coverage'

const ADDRESS = {
  recipient_name: EMPLOYEE,
  phone: EMPLOYEE_PHONE,
  address: 'Flat 4, Lotus Towers, Barakhamba Road',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

let crocin: number
beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: { id: number; name: string }[] }).search_results
  crocin = hits.find((h) => h.name === 'Crocin 650 Tablet')!.id
})

async function checkPage(page: Page, heading: string | RegExp) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)
}

async function upload(page: Page, csv: string) {
  await page.getByLabel('Roster file (CSV)').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Upload and import' }).click()
}

/** A corporate of this file's own whose HR is a new account of the block (signed in on `page`; the caller opens a page). */
async function corporateWithHr(page: Page, slug: string, name: string) {
  const { number } = await signUpThroughApi(page, base, BLOCK, { reload: false })
  const made = await fetch(`${base}/__dev/corporates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slug, name, hr_phone: number }),
  })
  expect(made.status).toBe(201)
}

const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''))
const popup = (page: Page) => page.getByRole('dialog').last()

describe('the corporate journey (issue 25, done when)', () => {
  test(
    'HR imports and tops up; the employee signs in, adds a dependant, spends and books; a self-serve link works once; outsiders get 404',
    { timeout: 300_000 },
    async ({ open }) => {
      // 1. HR: a roster with a bad row is refused with its line and reason; the fixed one imported; a top-up.
      const hr = await open({ width: 360 })
      // The refused upload answers 400: the browser logs the fetcher's answer; the page shows the rows to fix.
      hr.allow(/status of 400 \(Bad Request\) at .*\/corporate\/journey-\d+\/admin\.data/)
      await navigate(hr.page, '/')
      await corporateWithHr(hr.page, SLUG, COMPANY)
      await navigate(hr.page, `/corporate/${SLUG}/admin`)
      await checkPage(hr.page, `HR console · ${COMPANY}`)
      const bad = [
        HEAD,
        `JR-1,${EMPLOYEE},male,14/02/1990,${EMPLOYEE_EMAIL},${EMPLOYEE_PHONE},self_and_family`,
        `JR-2,${NEWCOMER},female,03/07/1992,,${NEWCOMER_PHONE},self`,
        `JR-3,Farhan Ali,male,,,98765,self`,
      ].join('\n')
      await upload(hr.page, bad)
      await hr.page.getByRole('alert').filter({ hasText: '1 row of the file needs fixing; nothing was imported' }).waitFor()
      const toFix = hr.page.getByRole('table', { name: 'Rows to fix' }).getByRole('row').filter({ hasText: /phone/i })
      await expect.poll(() => toFix.count()).toBe(1)
      expect(await toFix.getByRole('cell').first().textContent()).toBe('4')
      await expectNoAxeViolations(hr.page)
      await expectNoHorizontalOverflow(hr.page)
      await navigate(hr.page, `/corporate/${SLUG}/admin`)
      await hr.page.getByText('0 employees').waitFor()

      await upload(hr.page, bad.replace(',98765,', `,${BLOCK}${String((Number(run) + 90_000) % 100_000).padStart(5, '0')},`))
      await hr.page.getByRole('status').filter({ hasText: 'Roster imported: 3 added, 0 updated, 0 dependants added.' }).waitFor()
      await navigate(hr.page, `/corporate/${SLUG}/admin`)
      await hr.page.getByText('3 employees').waitFor()
      expect(await hr.page.getByRole('row').filter({ hasText: EMPLOYEE }).textContent()).toContain('Not linked yet')
      await hr.page.getByRole('radio', { name: 'One employee' }).check()
      await hr.page.getByLabel('Employee id (for one employee)').fill('JR-1')
      await hr.page.getByLabel('Medicines (₹ each)').fill('20')
      await hr.page.getByRole('button', { name: 'Top up', exact: true }).click()
      await hr.page.getByRole('status').filter({ hasText: 'Topped up 1 employee: ₹20 in all.' }).waitFor()
      await expectNoAxeViolations(hr.page)

      // 2. The employee signs in on the popup with their phone (a new account: the code, then the work e-mail's code),
      // is linked to the roster row and sent to the dashboard.
      const me = await open({ width: 360 })
      const page = me.page
      await navigate(page, '/')
      await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click()
      await expect.poll(() => popup(page).getByLabel('Enter Your mobile number or email').isVisible()).toBe(true)
      let since = justNow()
      await popup(page).getByLabel('Enter Your mobile number or email').fill(EMPLOYEE_PHONE)
      await popup(page).getByRole('button', { name: 'Send OTP' }).click()
      await expect.poll(() => popup(page).getByLabel('One Time Password').isVisible()).toBe(true)
      await popup(page)
        .getByLabel('One Time Password')
        .fill(await codeFor(base, EMPLOYEE_PHONE, since))
      await popup(page).getByRole('button', { name: 'Done' }).click()
      await expect.poll(() => popup(page).getByLabel('Email address').isVisible()).toBe(true)
      since = justNow()
      await popup(page).getByLabel('Email address').fill(EMPLOYEE_EMAIL)
      await popup(page).getByRole('button', { name: 'Continue' }).click()
      await expect.poll(() => popup(page).getByLabel('One Time Password').isVisible()).toBe(true)
      await popup(page)
        .getByLabel('One Time Password')
        .fill(await codeFor(base, EMPLOYEE_EMAIL, since))
      await popup(page).getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL(`${base}/corporate/${SLUG}`, { timeout: 20_000 })
      await waitForHydration(page)
      await checkPage(page, `${COMPANY} benefits`)
      expect(await page.getByTestId('corporate-balance-pharmacy').innerText()).toBe('₹20.00')
      expect(await page.getByTestId('corporate-member-check').first().innerText()).toMatch(
        new RegExp(`${EMPLOYEE}[\\s\\S]*Not booked`),
      )

      // 3. A dependant on the member list (the dashboard's quick link).
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Family members' }).click()
      await page.waitForURL(`${base}/corporate/member-list`)
      await checkPage(page, 'Family members')
      await page.getByLabel('Full name').fill(SPOUSE)
      await page.getByLabel('Relation').selectOption('spouse')
      await page.getByLabel('Gender').selectOption('female')
      await page.getByLabel('Date of birth').fill('1991-08-20')
      await page.getByRole('button', { name: 'Add member' }).click()
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'is now covered' }).count()).toBe(1)
      await expect.poll(() => page.getByTestId('corporate-member').filter({ hasText: SPOUSE }).count()).toBe(1)
      await expectNoAxeViolations(page)

      // 4. Medicines: ₹20 from the medicines sub-wallet, the rest cash on delivery.
      expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
      await postSkus(page, [{ sku_id: crocin, quantity: 2 }])
      await navigate(page, '/cart/payment')
      await checkPage(page, 'Payment')
      const total = (await page.getByText('Amount to pay').locator('xpath=following-sibling::span').textContent())!
      expect(rupees(total)).toBeGreaterThan(20)
      expect(await page.getByRole('checkbox', { name: /^Corporate wallet: ₹20\.00/ }).isChecked()).toBe(true)
      await page.getByRole('radio', { name: /^Cash on delivery/ }).check()
      await page.getByRole('button', { name: 'Place order' }).click()
      await page.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
      const medicines = new URL(page.url()).searchParams.get('order')!
      await expect.poll(() => page.getByRole('heading', { name: 'Order placed' }).count(), { timeout: 5000 }).toBe(1)

      // 5. The health check for the employee and the spouse through /corporate/labs (the dashboard's quick link; the
      // spouse is listed there, not booked yet).
      await navigate(page, `/corporate/${SLUG}`)
      await checkPage(page, `${COMPANY} benefits`)
      expect(await page.getByTestId('corporate-member-check').filter({ hasText: SPOUSE }).innerText()).toMatch(/Not booked/)
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Book lab tests' }).click()
      await page.waitForURL(`${base}/corporate/labs/patient`)
      await checkPage(page, `Your ${COMPANY} health check`)
      await page.getByRole('checkbox', { name: new RegExp(SPOUSE) }).check()
      expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(2)
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL(/\/corporate\/labs\/packages\?/)
      await checkPage(page, `Your ${COMPANY} health check`)
      expect(await page.getByText('₹0 for you').count()).toBe(1)
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL(/\/corporate\/labs\/review\?/)
      await checkPage(page, 'Review your health check')
      const days = page.getByRole('navigation', { name: 'Collection days' })
      await days.getByRole('link').nth(1).click()
      await expect.poll(() => days.getByRole('link').nth(1).getAttribute('aria-current')).toBe('page')
      await page.getByRole('radio', { disabled: false }).first().check()
      await page.getByRole('button', { name: 'Book health check' }).click()
      await page.waitForURL(/\/corporate\/labs\/summary\?order=MW\d{8}$/)
      await checkPage(page, 'Health check booked')
      const checkup = new URL(page.url()).searchParams.get('order')!
      expect(await page.getByText(`${SPOUSE} (Spouse): Booked · booking ${checkup}`).count()).toBe(1)

      // 6. Both in the wallet history: the medicines from the wallet, the health check paid by the employer; the
      // dashboard shows both people booked and the medicines wallet spent.
      await navigate(page, `/corporate/${SLUG}`)
      await checkPage(page, `${COMPANY} benefits`)
      expect(await page.getByTestId('corporate-balance-pharmacy').innerText()).toBe('₹0.00')
      for (const name of [EMPLOYEE, SPOUSE]) {
        expect(await page.getByTestId('corporate-member-check').filter({ hasText: name }).innerText()).toMatch(/Booked/)
      }
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Transaction history' }).click()
      await page.waitForURL(`${base}/corporate/wallet/transaction-history`)
      await checkPage(page, 'Wallet transactions')
      const entries = page.getByRole('listitem')
      const paid = entries.filter({ hasText: `Order ${medicines}` })
      await expect.poll(() => paid.count()).toBe(1)
      expect(await paid.innerText()).toMatch(/Paid · Medicines[\s\S]*Spent ₹20/)
      const sponsored = entries.filter({ hasText: `Order ${checkup}` })
      expect(await sponsored.count()).toBe(1)
      expect(await sponsored.innerText()).toMatch(
        new RegExp(`Paid by your employer · Health check[\\s\\S]*For ${EMPLOYEE} and ${SPOUSE}[\\s\\S]*${COMPANY} paid ₹`),
      )
      expect(await entries.filter({ hasText: 'Added by your company · Medicines' }).count()).toBe(1)

      // 7. HR's self-serve link for the roster employee without an account: it books once, then says it is used.
      // HR makes it on the console (the roster row's button), sees it once with its expiry, and copies it.
      await navigate(hr.page, `/corporate/${SLUG}/admin`)
      await hr.page.getByRole('button', { name: `Send a self-serve link to ${NEWCOMER}` }).click()
      await hr.page
        .getByRole('status')
        .filter({ hasText: new RegExp(`Link for ${NEWCOMER}, valid until \\w{3} \\d{1,2} \\w{3}, \\d{1,2}:\\d{2} [AP]M IST`) })
        .waitFor()
      const shown = hr.page.getByLabel(`Self-serve link for ${NEWCOMER}`)
      const url = new URL(await shown.inputValue())
      expect(`${url.origin}${url.pathname}`).toBe(`${base}/corporate/self-serve/login`)
      expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/)
      await hr.page.getByRole('button', { name: `Copy the link for ${NEWCOMER}` }).click()
      await hr.page
        .getByRole('status')
        .filter({ hasText: /Link copied\.|The link is selected/ })
        .waitFor()
      await expectNoAxeViolations(hr.page)
      await expectNoHorizontalOverflow(hr.page)
      // The link shown is the one that opens the booking page.
      const guest = await open({ width: 360 })
      guest.allow(/status of 410/)
      await guest.page.goto(url.href)
      await guest.page.waitForURL(`${base}/corporate/self-serve/booking`)
      await checkPage(guest.page, 'Book your health check')
      expect(await guest.page.getByText(`Hello ${NEWCOMER}.`).count()).toBe(1)
      await guest.page.getByLabel('Your city').selectOption('New Delhi')
      await guest.page.getByRole('button', { name: 'Show slots' }).click()
      await guest.page.getByRole('heading', { level: 2, name: 'Collection slot in New Delhi' }).waitFor()
      const guestDays = guest.page.getByRole('navigation', { name: 'Collection days' })
      await guestDays.getByRole('link').nth(1).click()
      await expect.poll(() => guestDays.getByRole('link').nth(1).getAttribute('aria-current')).toBe('page')
      await guest.page.getByRole('radio', { disabled: false }).first().check()
      await guest.page.getByLabel('House, street and area').fill('22 Hauz Khas Village')
      await guest.page.getByLabel('Pincode').fill('110001')
      await guest.page.getByRole('button', { name: 'Book health check' }).click()
      await guest.page.waitForURL(/\/corporate\/self-serve\/booking-success\?order=MW\d{8}/)
      await checkPage(guest.page, 'Health check booked')
      const again = await guest.page.goto(`${base}${url.pathname}${url.search}`)
      expect(again?.status()).toBe(410)
      await guest.page.getByRole('alert').filter({ hasText: 'This link has expired or was already used.' }).waitFor()
      expect(await guest.page.getByRole('link', { name: 'Ask your HR team for a new link' }).count()).toBe(1)
      await expectNoAxeViolations(guest.page)
      await expectNoHorizontalOverflow(guest.page)

      // 8. Another corporate's HR and a plain customer: 404 on this corporate's dashboard and console.
      for (const who of ['other HR', 'customer'] as const) {
        const outsider = await open({ width: 360 })
        outsider.allow(/status of 404 \(Not Found\)/)
        await navigate(outsider.page, '/')
        if (who === 'other HR') await corporateWithHr(outsider.page, `${SLUG}-b`, `Other ${run} Ltd`)
        else await signUpThroughApi(outsider.page, base, BLOCK, { reload: false })
        for (const path of [`/corporate/${SLUG}`, `/corporate/${SLUG}/admin`]) {
          const res = await outsider.page.goto(`${base}${path}`)
          expect(res?.status(), `${who} on ${path}`).toBe(404)
          expect(await outsider.page.getByText(COMPANY).count(), `${who} on ${path}`).toBe(0)
        }
        const api = await outsider.page.request.get(`${base}/pwa-api/corporate/${SLUG}/admin/roster`)
        expect(api.status(), `${who}: the console's API`).toBe(404)
        await waitForHydration(outsider.page)
        await expectNoAxeViolations(outsider.page)
      }
    },
  )
})
