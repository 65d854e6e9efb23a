import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { postFromPage, signInThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, test } from './fixtures.ts'

// Issue 27 §6 in Chromium: a parent at 360 px books an HPV vaccine at home for a 12-year-old family member (and is
// refused for a 50-year-old one, with the age rule), pays online through the test gateway; the vaccination desk (the
// seeded Vaccination Desk, ROLE_LAB_OPS: signed in by this file only) is refused an expired vial, records the dose,
// is refused ending the observation before 30 minutes, ends it after (the dose's time moved back through /__dev), and
// the parent downloads the certificate and finds the ImmunizationRecord in the child's health records. axe on each page.

const BLOCK = '97208'
const DESK = '9810000034'
const ADDRESS = {
  recipient_name: 'Kavya Mehta',
  phone: '9812345690',
  address: 'House 7, Lodhi Colony',
  pincode: '110003',
  address_type: 'home',
  address_name: 'Home',
}
const AGE_REFUSAL = 'HPV vaccine is given from 9 to 26 years of age. This person is 50 years old.'

/** India's date `years` years and `days` days before today. */
function bornAgo(years: number, days: number): string {
  const d = new Date(Date.now() + 330 * 60_000)
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() - days)
  return d.toISOString().slice(0, 10)
}

async function api<T = any>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await page.request.fetch(`${base}${path}`, {
    method,
    headers: { 'x-csrf-token': await csrfOf(page) },
    ...(data === undefined ? {} : { data }),
  })
  const text = await res.text()
  expect(res.status(), `${method} ${path}: ${text}`).toBeLessThan(300)
  return JSON.parse(text) as T
}

describe('vaccination at home', () => {
  test('HPV for a 12-year-old (not for a 50-year-old), paid, given at the desk; the certificate and the record', async ({
    open,
  }) => {
    const parent = await open({ width: 360 })
    parent.allow(/status of 400/)
    const page = parent.page
    await navigate(page, '/')
    await signUpThroughApi(page, base, BLOCK)
    expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
    const child = await api<{ data: { patient: { id: number } } }>(page, 'POST', '/pwa-api/api/v4/patients', {
      name: 'Aarav Mehta',
      age: 12,
      gender: 'male',
      relation: 'child',
    })
    await api(page, 'POST', '/pwa-api/api/v4/patients', { name: 'Sunita Mehta', age: 50, gender: 'female', relation: 'parent' })

    // The vaccines, their age rules and sample prices.
    await navigate(page, '/vaccination-at-home')
    await page.getByRole('heading', { level: 1, name: 'Vaccination at home' }).waitFor()
    const hpv = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'HPV vaccine' }) })
    expect(await hpv.getByText('Given from 9 to 26 years of age').count()).toBe(1)
    expect(await hpv.getByText('9–14 years: 2 doses, 6 months apart').count()).toBe(1)
    expect(await hpv.getByText('₹3,999.00 a dose (sample price)').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // The 50-year-old: refused with the age rule.
    await page.getByRole('link', { name: 'Book the HPV vaccine at home' }).click()
    await page.getByRole('heading', { level: 2, name: 'Book the HPV vaccine' }).waitFor()
    const form = page.locator('form').filter({ has: page.getByRole('group', { name: 'Who is the vaccine for?' }) })
    await form.getByRole('radio', { name: /^Sunita Mehta/ }).check()
    await form.getByLabel('Their date of birth (needed when it is not saved)').fill(bornAgo(50, 40))
    await form.getByRole('button', { name: 'Pay ₹4,298.00' }).click()
    await page.getByRole('alert').filter({ hasText: AGE_REFUSAL }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // The 12-year-old: booked, then paid online.
    await form.getByRole('radio', { name: /^Aarav Mehta/ }).check()
    await form.getByLabel('Their date of birth (needed when it is not saved)').fill(bornAgo(12, 40))
    await form.getByRole('button', { name: 'Pay ₹4,298.00' }).click()
    await page.waitForURL(/\/order-payment\//)
    await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
    await page.waitForURL(/\/pay\/test-gateway/)
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await page.waitForURL(/\/vaccination-at-home\/bookings\//)
    await page.getByRole('heading', { level: 1, name: 'HPV vaccine, dose 1 of 2' }).waitFor()
    expect(await page.getByRole('main').getByRole('status').innerText()).toBe('Booked')
    const number = page.url().split('/').at(-1)!
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    const booked = await api<{ data: { slot: { starts_at: string } } }>(
      page,
      'GET',
      `/pwa-api/api/v4/vaccination/bookings/${number}`,
    )
    const visitDay = new Date(Date.parse(booked.data.slot.starts_at) + 330 * 60_000).toISOString().slice(0, 10)

    // The desk.
    const desk = await open({ width: 360 })
    desk.allow(/status of 40[09]/)
    const staff = desk.page
    await navigate(staff, '/')
    await signInThroughApi(staff, base, DESK)
    await navigate(staff, `/staff/vaccination?date=${visitDay}`)
    await staff.getByRole('heading', { level: 1, name: 'Vaccination desk' }).waitFor()
    const visit = staff.getByRole('listitem', { name: `Visit ${number}` })
    expect(await visit.getByText('Aarav Mehta (12 years): HPV vaccine, dose 1 of 2').count()).toBe(1)
    await expectNoAxeViolations(staff)
    await expectNoHorizontalOverflow(staff)
    const dose = staff.getByRole('form', { name: `Record the dose of ${number}` })
    await dose.getByLabel('Batch number').fill('HPV2611A')
    await dose.getByLabel('Vial expiry').fill(bornAgo(0, 1))
    await dose.getByLabel('Carrier temperature (°C)').fill('5')
    await dose.getByRole('button', { name: `Record dose ${number}` }).click()
    await staff
      .getByRole('alert')
      .filter({ hasText: 'This vial has expired. Do not give it: use a vial within its expiry date.' })
      .waitFor()
    await dose.getByLabel('Batch number').fill('HPV2611A')
    await dose.getByLabel('Vial expiry').fill(bornAgo(-1, 0))
    await dose.getByLabel('Carrier temperature (°C)').fill('5.4')
    await dose.getByRole('button', { name: `Record dose ${number}` }).click()
    await staff.getByText('Dose recorded. The 30-minute observation has started.').waitFor()
    await visit.getByRole('button', { name: `End observation ${number}` }).click()
    await staff
      .getByRole('alert')
      .filter({ hasText: /The 30-minute observation is not over: \d+ minutes? left\./ })
      .waitFor()
    await api(staff, 'POST', `/__dev/vaccination/bookings/${number}/given-earlier`, { minutes: 31 })
    await visit.getByRole('button', { name: `End observation ${number}` }).click()
    await staff.getByText('Observation ended. The certificate is issued and filed in the health records.').waitFor()
    expect(await visit.getByText(`Certificate VC-${number}:`).count()).toBe(1)
    await expectNoAxeViolations(staff)

    // The parent's certificate and the child's record.
    await page.reload()
    expect(await page.getByRole('main').getByRole('status').innerText()).toBe('Completed, certificate issued')
    const link = page.getByRole('link', { name: `Download the vaccination certificate (VC-${number})` })
    const pdf = await page.request.get(`${base}${await link.getAttribute('href')}`)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(await page.getByText('Dose 2 due from', { exact: false }).count()).toBe(1)
    await expectNoAxeViolations(page)

    await navigate(page, `/health-record/${child.data.patient.id}`)
    await page.getByRole('heading', { level: 1, name: 'Aarav Mehta’s health records' }).waitFor()
    await page.getByRole('heading', { name: /HPV vaccine, dose 1 of 2/ }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })
})
