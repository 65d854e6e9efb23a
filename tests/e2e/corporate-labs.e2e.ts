import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { callFromPage, postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// issue 25 §5–6 (decision 068): a linked employee (this file's phone block, made an Acme employee with a spouse by
// POST /__dev/corporates/enrol) books the company's health check for themselves and the spouse through /corporate/labs (who →
// tests → review with a slot → booked, the employer paying) and sees the summary and the progress; Acme HR's self-serve
// link for Arjun Pillai (roster, no account) books through the lead page without signing in, and the same link then
// says it is used. Axe clean and no sideways scroll at 360 px on every step.

/** This file's numbers for signUpThroughApi (no other file uses 97104). */
const BLOCK = '97104'
const SPOUSE = 'Nisha Iyer'
const PACKAGE = 'Full Body Checkup Essential'

const ADDRESS = {
  recipient_name: 'Kiran Iyer',
  phone: '9812345678',
  address: 'Flat 4, Lotus Towers, Barakhamba Road',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

async function checkPage(page: Page, heading: string | RegExp) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)
}

describe('the corporate health check', () => {
  test('an employee books it for themselves and their spouse, then sees the summary and the progress', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    const { number } = await signUpThroughApi(page, base, BLOCK)
    expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
    const linked = await callFromPage(page, 'POST', '/__dev/corporates/enrol', {
      slug: 'acme',
      phone: number,
      coverage: 'self_and_family',
      dependants: [{ name: SPOUSE, relation: 'spouse' }],
    })
    expect(linked.status).toBe(201)

    // Who: the employee is chosen; the spouse is added.
    await navigate(page, '/corporate/labs')
    await checkPage(page, 'Your Acme Technologies health check')
    await page.getByRole('checkbox', { name: new RegExp(SPOUSE) }).check()
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(2)
    await page.getByRole('button', { name: 'Continue' }).click()

    // Tests: the package at ₹0, no add-ons.
    await page.waitForURL(/\/corporate\/labs\/packages\?/)
    await checkPage(page, 'Your Acme Technologies health check')
    await page.getByRole('heading', { level: 2, name: PACKAGE }).waitFor()
    expect(await page.getByText('₹0 for you').count()).toBe(1)
    await page.getByRole('button', { name: 'Continue' }).click()

    // Review: both people, nothing to pay, a slot tomorrow (the package needs fasting: mornings).
    await page.waitForURL(/\/corporate\/labs\/review\?/)
    await checkPage(page, 'Review your health check')
    const people = await page.getByRole('list').filter({ hasText: SPOUSE }).innerText()
    expect(people).toContain(SPOUSE)
    const days = page.getByRole('navigation', { name: 'Collection days' })
    await days.getByRole('link').nth(1).click()
    await expect.poll(() => days.getByRole('link').nth(1).getAttribute('aria-current')).toBe('page')
    await page.getByRole('radio', { disabled: false }).first().check()
    await page.getByRole('button', { name: 'Book health check' }).click()

    // The summary: booked for both.
    await page.waitForURL(/\/corporate\/labs\/summary\?order=MW\d{8}$/)
    await checkPage(page, 'Health check booked')
    const order = new URL(page.url()).searchParams.get('order')!
    expect(await page.getByText(`Booking ${order} is confirmed`).count()).toBe(1)
    const family = await page.getByRole('list').filter({ hasText: SPOUSE }).innerText()
    expect(family).toContain(`${SPOUSE} (Spouse): Booked · booking ${order}`)

    // The progress of the package: each person's booking and status.
    await page.getByRole('link', { name: 'See progress' }).click()
    await page.waitForURL(/\/corporate\/labs\/progress\/\d+$/)
    await checkPage(page, `${PACKAGE}: progress`)
    const rows = await page.getByRole('listitem').allInnerTexts()
    expect(rows.filter((r) => r.includes(`Booking ${order}`))).toHaveLength(2)
    expect(rows.find((r) => r.startsWith(SPOUSE))).toContain(': Booked')

    // The order page says who paid: the employer, not the corporate wallet (decision 070).
    await navigate(page, `/order/${order}`)
    await checkPage(page, `Order ${order}`)
    expect(await page.getByText('Paid by your employer', { exact: true }).count()).toBe(1)

    // A second booking of the same people is not offered: both are booked this year.
    await navigate(page, '/corporate/labs/patient')
    await checkPage(page, 'Your Acme Technologies health check')
    expect(await page.getByText('Everyone covered has booked this year’s health check.').count()).toBe(1)
  })

  test('a self-serve link from HR books once without an account; the same link then says it is used', async ({ open }) => {
    const { page, allow } = await open({ width: 360 })
    // The used link's page answers 410 Gone (it says why and what to do): the browser logs the status.
    allow(/status of 410/)
    await navigate(page, '/')
    const made = await callFromPage(page, 'POST', '/__dev/corporates/self-serve-link', {
      slug: 'acme',
      employee_code: 'ACM-1003',
    })
    expect(made.status).toBe(201)
    const url = new URL(made.body.url as string)

    await page.goto(`${base}${url.pathname}${url.search}`)
    await page.waitForURL(`${base}/corporate/self-serve/booking`)
    await checkPage(page, 'Book your health check')
    expect(await page.getByText('Hello Arjun Pillai.').count()).toBe(1)
    await page.getByLabel('Your city').selectOption('New Delhi')
    await page.getByRole('button', { name: 'Show slots' }).click()
    await page.getByRole('heading', { level: 2, name: 'Collection slot in New Delhi' }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    const days = page.getByRole('navigation', { name: 'Collection days' })
    await days.getByRole('link').nth(1).click()
    await expect.poll(() => days.getByRole('link').nth(1).getAttribute('aria-current')).toBe('page')
    await page.getByRole('radio', { disabled: false }).first().check()
    await page.getByLabel('House, street and area').fill('22 Hauz Khas Village')
    await page.getByLabel('Pincode').fill('110001')
    await page.getByRole('button', { name: 'Book health check' }).click()

    await page.waitForURL(/\/corporate\/self-serve\/booking-success\?order=MW\d{8}/)
    await checkPage(page, 'Health check booked')
    expect(await page.getByText(/^Booking MW\d{8} is confirmed with /).count()).toBe(1)

    // The same link again: used, and what to do.
    await page.goto(`${base}${url.pathname}${url.search}`)
    await page.getByRole('alert').filter({ hasText: 'This link has expired or was already used.' }).waitFor()
    expect(
      await page.getByText('This link has expired or was already used. Please ask your HR team for a new one.').count(),
    ).toBe(1)
    expect(await page.getByRole('link', { name: 'Ask your HR team for a new link' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })
})
