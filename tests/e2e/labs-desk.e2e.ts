import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { postFromPage, signInThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, test } from './fixtures.ts'

// Issue 11 §6 in Chromium: a customer books a test at a home slot tomorrow through the API (the labs cart, a patient,
// the slot) and pays online through the test gateway; the seeded labs' operations account opens the labs desk at
// 360 px, finds the collection under its slot and area, marks it collected and enters the result with a value above
// its range; the customer downloads the patient's report (a PDF) and a second account gets 404 for it. axe clean on
// both desk pages.

// The seeded labs' operations account: its number is signed in by this file only (the OTP cooldown of one identifier).
const LAB_OPS = '9810000011'
const BLOCK = '98736'
const TEST = 'Haemoglobin (Hb)'
const ADDRESS = {
  recipient_name: 'Nandini Rao',
  phone: '9812345681',
  address: 'Flat 12, Sunder Nagar',
  pincode: '110003',
  address_type: 'home',
  address_name: 'Home',
}

/** Tomorrow in India (YYYY-MM-DD). */
const tomorrow = () => new Date(Date.now() + 330 * 60_000 + 24 * 3600_000).toISOString().slice(0, 10)

async function api<T = any>(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown, headers = {}) {
  const res = await page.request.fetch(`${base}/pwa-api/${path}`, {
    method,
    headers: { 'x-csrf-token': await csrfOf(page), ...headers },
    ...(data === undefined ? {} : { data }),
  })
  const text = await res.text()
  expect(res.status(), `${method} ${path}: ${text}`).toBeLessThan(300)
  return (JSON.parse(text) as { data: T }).data
}

/** The test's id as the labs search's Add button names it. */
async function testIdOf(page: Page, name: string): Promise<number> {
  await page.goto(`${base}/labs?q=${encodeURIComponent(name)}`)
  return Number(await page.getByRole('button', { name: `Add ${name} to cart`, exact: true }).getAttribute('data-test-id'))
}

/** A signed-in customer's booking of TEST for one patient at a free slot tomorrow, paid online; its number. */
async function bookAndPay(page: Page): Promise<string> {
  expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
  const { patient } = await api<{ patient: { id: number } }>(page, 'POST', 'api/v4/patients', {
    name: 'Nandini Rao',
    age: 42,
    gender: 'female',
    relation: 'self',
  })
  const testId = await testIdOf(page, TEST)
  await navigate(page, '/')
  await api(page, 'PUT', 'api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: testId }] })
  const step = await api<{ lab_id: number; city: string }>(page, 'GET', 'labs/cart/patient-step')
  const day = await api<{ slots: Array<{ id: number; available: boolean }> }>(
    page,
    'GET',
    `labs/slots?lab_id=${step.lab_id}&city=${encodeURIComponent(step.city)}&date=${tomorrow()}&patients=1`,
  )
  const slot = day.slots.filter((s) => s.available).at(-1)!
  await api(page, 'PUT', 'labs/cart/patient-step', { lines: [{ test_id: testId, patient_ids: [patient.id] }], slot_id: slot.id })
  const cart = await api<{ payable_amount: number }>(page, 'GET', 'api/v4/carts/details?types=labs')
  const placed = await api<{ number: string; next_url: string }>(
    page,
    'POST',
    'labs/bookings',
    { payment: 'online', expected_total: Math.round(cart.payable_amount * 100) },
    { 'idempotency-key': `e2e-labdesk-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
  )
  // The rest online: the payment page, then the test gateway's Pay.
  await navigate(page, placed.next_url)
  await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
  await page.waitForURL(/\/pay\/test-gateway/)
  await page.getByRole('button', { name: /^Pay ₹/ }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/pay/'))
  const booking = await api<{ status: string }>(page, 'GET', `labs/bookings/${placed.number}`)
  expect(booking.status).toBe('booked')
  return placed.number
}

describe('the labs desk', () => {
  test('collect, enter a result out of range; the customer downloads the report, another account gets 404', async ({ open }) => {
    const { page: customer } = await open()
    await navigate(customer, '/')
    await signUpThroughApi(customer, base, BLOCK)
    const number = await bookAndPay(customer)

    const { page: staff } = await open({ width: 360 })
    await navigate(staff, '/')
    await signInThroughApi(staff, base, LAB_OPS)
    await navigate(staff, `/staff/labs?date=${tomorrow()}`)
    await staff.getByRole('heading', { level: 1, name: 'Labs desk' }).waitFor()
    // The collection under its slot and area (the address's pincode), with its patient and test.
    const area = staff.getByRole('region', { name: /, 110003 · New Delhi$/ }).filter({ hasText: number })
    expect(await area.count()).toBe(1)
    expect(await area.getByText(`Nandini Rao (42, F): ${TEST}`).count()).toBe(1)
    await expectNoAxeViolations(staff)
    await expectNoHorizontalOverflow(staff)

    await area.getByRole('button', { name: `Mark collected ${number}` }).click()
    await staff.getByText('Samples marked collected.', { exact: true }).waitFor()
    expect(await area.getByText('Sample collected').count()).toBe(1)

    await area.getByRole('link', { name: number }).click()
    await staff.getByRole('heading', { level: 1, name: `Lab booking ${number}` }).waitFor()
    expect(await staff.getByRole('main').getByRole('status').textContent()).toBe('Sample collected')
    await expectNoAxeViolations(staff)
    await expectNoHorizontalOverflow(staff)
    // The common test starts with its parameter and range; the value is above it.
    const form = staff.getByRole('form', { name: TEST })
    expect(await form.getByLabel('Parameter').first().inputValue()).toBe('Haemoglobin')
    expect(await form.getByLabel('Reference high').first().inputValue()).toBe('16')
    await form.getByLabel('Value').first().fill('17.2')
    await form.getByRole('button', { name: /^Save results/ }).click()
    await staff.getByText('Results saved.', { exact: true }).waitFor()
    expect(await staff.getByRole('main').getByRole('status').textContent()).toBe('Report ready')
    expect(await staff.getByText(/^Report ready \(made from the results\)/).count()).toBe(1)
    expect(await staff.getByRole('form', { name: TEST }).getByText('High', { exact: true }).count()).toBe(1)
    await expectNoAxeViolations(staff)

    // The customer's download: a PDF to save. Another account and a guest: 404.
    const path = `${base}/pwa-api/labs/bookings/${number}/reports/1`
    const report = await customer.request.get(path)
    expect(report.status()).toBe(200)
    expect(report.headers()['content-disposition']).toMatch(/^attachment; filename="lab-report-MW\d{8}-Nandini-Rao\.pdf"$/)
    expect((await report.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const listed = await api<{ reports: Array<{ patient_name: string; url: string }> }>(
      customer,
      'GET',
      `labs/bookings/${number}/reports`,
    )
    expect(listed.reports).toEqual([
      expect.objectContaining({ patient_name: 'Nandini Rao', url: `/pwa-api/labs/bookings/${number}/reports/1` }),
    ])

    const { page: other } = await open()
    await navigate(other, '/')
    await signUpThroughApi(other, base, BLOCK)
    expect((await other.request.get(path)).status()).toBe(404)
    expect((await fetch(path)).status).toBe(404)
  })
})
