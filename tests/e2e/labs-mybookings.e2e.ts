import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, test } from './fixtures.ts'

// issue 11 §6 (/labs/mybookings): a booking made through the API (a labs cart, a patient, tomorrow's slot, placed
// online) is listed awaiting payment with 'Pay now'; paid through the test gateway it is booked; 'Reschedule' opens
// the slot picker and moves it to a slot two days on; 'Cancel booking' asks first, then cancels it. Axe clean and no
// sideways scroll at 360 px; the same reschedule and cancel as plain forms without JavaScript; a guest is sent to sign
// in and brought back.

const PAGE = '/labs/mybookings'
/** This file's numbers for signUpThroughApi (no other file uses 98861). */
const BLOCK = '98861'
const CBC = 'Complete Blood Count (CBC)'

const ADDRESS = {
  recipient_name: 'Kavya Nair',
  phone: '9812345678',
  address: 'Flat 12, Lotus Towers, Barakhamba Road',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

/** India's date `days` from today (YYYY-MM-DD). */
const indiaDate = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10)

async function api<T = any>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown, headers = {}) {
  const res = await page.request.fetch(`${base}/pwa-api/${path}`, {
    method,
    headers: { 'x-csrf-token': await csrfOf(page), ...headers },
    ...(data === undefined ? {} : { data }),
  })
  const body = (await res.json()) as { data: T }
  expect(res.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300)
  return body.data
}

/**
 * A new account in New Delhi with a booking of the CBC for one patient at tomorrow's first free slot, placed to pay
 * online (awaiting payment); answers its number and slot.
 */
async function bookedThroughApi(page: Page) {
  await navigate(page, '/')
  await signUpThroughApi(page, base, BLOCK)
  expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
  await page.goto(`${base}/labs?q=${encodeURIComponent(CBC)}`)
  const testId = Number(await page.getByRole('button', { name: `Add ${CBC} to cart`, exact: true }).getAttribute('data-test-id'))
  await api(page, 'PUT', 'api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: testId }] })
  const { patient } = await api(page, 'POST', 'api/v4/patients', {
    name: 'Kavya Nair',
    age: 31,
    gender: 'female',
    relation: 'self',
  })
  const step = await api(page, 'GET', 'labs/cart/patient-step?cart_type=labs')
  const day = await api(
    page,
    'GET',
    `labs/slots?lab_id=${step.lab_id}&city=${encodeURIComponent(step.city)}&date=${indiaDate(1)}`,
  )
  const slot = (day.slots as Array<{ id: number; label: string; available: boolean }>).find((s) => s.available)!
  await api(page, 'PUT', 'labs/cart/patient-step', {
    cart_type: 'labs',
    lines: [{ test_id: testId, patient_ids: [patient.id] }],
    slot_id: slot.id,
  })
  const cart = await api(page, 'GET', 'api/v4/carts/details?types=labs&response_type=full')
  const placed = await api(
    page,
    'POST',
    'labs/bookings',
    { payment: 'online', expected_total: Math.round(cart.payable_amount * 100) },
    { 'idempotency-key': `mybookings-${crypto.randomUUID()}` },
  )
  expect(placed.next_url).toBe(`/order-payment/?order=${placed.number}`)
  return { number: placed.number as string, slotLabel: slot.label }
}

const card = (page: Page, number: string) => page.locator(`li[id="booking-${number}"]`)

describe('my lab bookings', () => {
  test('a guest is sent to sign in and comes back here', async ({ open }) => {
    const { page } = await open()
    await page.goto(`${base}${PAGE}`)
    const url = new URL(page.url())
    expect(url.pathname + url.search).toBe('/labs?login=true&followup=%2Flabs%2Fmybookings')
  })

  test('listed awaiting payment, Pay now, then reschedule and cancel; axe clean at 360 px', async ({ open }) => {
    const { page } = await open({ width: 360 })
    const { number, slotLabel } = await bookedThroughApi(page)

    await navigate(page, PAGE)
    await page.getByRole('heading', { level: 1, name: 'My lab bookings' }).waitFor()
    const mine = card(page, number)
    expect(await mine.getByRole('heading', { level: 2 }).innerText()).toBe(`Booking ${number}`)
    expect(await mine.innerText()).toContain('Awaiting payment')
    expect(await mine.innerText()).toContain(slotLabel)
    expect(await mine.innerText()).toContain(`Kavya Nair: ${CBC}`)
    expect(await mine.innerText()).toMatch(/₹[\d,]+\.\d{2}/)
    expect(await mine.getByRole('link', { name: 'Reschedule' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // Pay now: the order's payment page, the test gateway, booked.
    await mine.getByRole('link', { name: 'Pay now' }).click()
    // The order's payment page: a labs order's is under /labs/cart.
    await page.waitForURL(`${base}/labs/cart/order-payment?order=${number}`)
    await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
    await page.waitForURL(/\/pay\/test-gateway/)
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await page.waitForURL(/\/labs\/cart\/checkout\/success\?order=MW\d{8}$/)
    await navigate(page, PAGE)
    await page.getByRole('heading', { level: 1, name: 'My lab bookings' }).waitFor()
    expect(await mine.locator('p').first().innerText()).toBe('Booked')
    expect(await mine.getByRole('link', { name: 'Pay now' }).count()).toBe(0)

    // Reschedule: the picker, a day two days on, its first free slot.
    await mine.getByRole('link', { name: 'Reschedule' }).click()
    await mine.getByRole('heading', { level: 3, name: 'Choose a new collection slot' }).waitFor()
    await expect.poll(() => mine.getByRole('radio', { disabled: true }).count()).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    const dayNav = mine.getByRole('navigation', { name: `Collection day for booking ${number}` })
    const third = dayNav.getByRole('link').nth(2)
    const dayName = await third.innerText()
    await third.click()
    await expect.poll(() => third.getAttribute('aria-current')).toBe('page')
    await mine.getByRole('group', { name: `Slots on ${dayName}` }).waitFor()
    const target = mine.getByRole('radio', { disabled: false }).first()
    const newTime = (await target.locator('xpath=..').innerText()).split('\n')[0]!.trim()
    await target.check()
    await mine.getByRole('button', { name: 'Move my booking' }).click()
    await expect.poll(() => page.getByText(`Booking ${number} moved to`).count()).toBeGreaterThan(0)
    await expect.poll(() => mine.innerText()).toContain('Rescheduled once')
    expect(await mine.innerText()).toContain(newTime)
    expect(await mine.getByRole('heading', { level: 3, name: 'Choose a new collection slot' }).count()).toBe(0)

    // Cancel: asked first, then cancelled and refunded.
    await mine.getByRole('link', { name: 'Cancel booking' }).click()
    await mine.getByRole('heading', { level: 3, name: `Cancel booking ${number}?` }).waitFor()
    await expectNoAxeViolations(page)
    await mine.getByRole('link', { name: 'Keep booking' }).click()
    await expect.poll(() => mine.getByRole('button', { name: 'Yes, cancel booking' }).count()).toBe(0)
    await mine.getByRole('link', { name: 'Cancel booking' }).click()
    await mine.getByRole('button', { name: 'Yes, cancel booking' }).click()
    await expect.poll(() => mine.locator('p').first().innerText()).toBe('Cancelled')
    expect(await mine.getByRole('link').count()).toBe(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('without JavaScript: reschedule and cancel as plain forms', async ({ open }) => {
    const { page, context } = await open()
    const { number } = await bookedThroughApi(page)
    await navigate(page, `/order-payment/?order=${number}`)
    await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
    await page.waitForURL(/\/pay\/test-gateway/)
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await page.waitForURL(/\/labs\/cart\/checkout\/success\?order=MW\d{8}$/)
    const { page: plain } = await open({ javaScript: false, width: 360 })
    await plain.context().addCookies(await context.cookies())

    await plain.goto(`${base}${PAGE}`)
    const mine = card(plain, number)
    await mine.getByRole('link', { name: 'Reschedule' }).click()
    const day = mine.getByRole('navigation').getByRole('link').nth(3)
    const date = new URL((await day.getAttribute('href'))!, base).searchParams.get('date')
    await day.click()
    await plain.waitForURL((u) => u.searchParams.get('date') === date)
    await mine.getByRole('radio', { disabled: false }).last().check()
    await mine.getByRole('button', { name: 'Move my booking' }).click()
    // Answered with a redirect to the list (waited for until loaded: the page streams).
    await plain.waitForURL(`${base}${PAGE}`)
    expect(await plain.getByText(`Booking ${number} moved to`).count()).toBeGreaterThan(0)
    expect(await mine.innerText()).toContain('Rescheduled once')

    await mine.getByRole('link', { name: 'Cancel booking' }).click()
    await mine.getByRole('button', { name: 'Yes, cancel booking' }).click()
    await plain.waitForURL(`${base}${PAGE}`)
    expect(await mine.locator('p').first().innerText()).toBe('Cancelled')
    await expectNoHorizontalOverflow(plain)
  })
})
