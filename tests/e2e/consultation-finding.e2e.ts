import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// Issue 24 §2: finding a doctor in Chromium at 360 px over the seeded sample doctors: the consultation home (symptoms
// lead to their specialty; 'consult now' says the wait and links to the booking page), a specialty's doctors with
// their filters (with and without JavaScript, and which filter to loosen when nothing matches), and a doctor's page
// whose free times link to the booking page. Two sample general physicians cover every hour of the day, so 'consult
// now' always finds one of them, whatever time the suite runs.

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** The number in the listing's results heading ('4 doctors', '1 doctor, page 1 of 2'). */
async function doctorCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /^\d+ doctors?\b/ }).textContent()
  return Number(/^(\d+)/.exec(text ?? '')![1])
}

const BOOKING = /^\/online-doctor-consultation\/book\/(\d+)\?slot=([^&]+)(&now=1)?$/

describe('the consultation home', () => {
  test('specialties with doctors and fees; consult now says the wait and links to the booking page; a symptom leads to its specialty', async ({
    open,
  }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/online-doctor-consultation')
    await h1(page, 'Consult a doctor online').waitFor()
    const gp = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'General physician' }) })
    expect(await gp.textContent()).toMatch(/4 doctors · from ₹199\.00/)
    expect(await gp.textContent()).toMatch(/Connecting (now|in about \d+ minutes?)/)
    const consult = gp.getByRole('link', { name: 'Consult now with a General physician doctor' })
    const href = (await consult.getAttribute('href'))!
    const [, , slot, now] = BOOKING.exec(href)!
    expect(now).toBe('&now=1')
    // The slot began at most 5 minutes ago or starts within 30.
    const starts = new Date(decodeURIComponent(slot!)).getTime()
    expect(starts).toBeGreaterThan(Date.now() - 6 * 60_000)
    expect(starts).toBeLessThan(Date.now() + 31 * 60_000)
    expect(await page.getByRole('heading', { level: 2, name: 'How it works' }).count()).toBe(1)
    expect(await page.getByRole('heading', { level: 2, name: 'Questions people ask' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('link', { name: 'Acne (Dermatology)', exact: true }).click()
    await page.waitForURL(/\/online-doctor-consultation\/specialty\/dermatology$/)
    await h1(page, 'Dermatology doctors').waitFor()
  })

  test('the header’s CONSULT DOCTORS tab goes there, server-rendered with its consult now', async ({ open }) => {
    const html = await (await fetch(`${base}/online-doctor-consultation`)).text()
    expect(html).toContain('<title>Consult a doctor online: chat, audio or video | MedWise</title>')
    expect(html).toMatch(/Connecting (now|in about \d+ minutes?)/)
    const { page } = await open({ width: 1280 })
    await navigate(page, '/')
    await page.getByRole('link', { name: 'CONSULT DOCTORS' }).first().click()
    await page.waitForURL(/\/online-doctor-consultation$/)
    await h1(page, 'Consult a doctor online').waitFor()
  })
})

describe('a specialty’s doctors', () => {
  test('filters narrow the list; the sort applies at once; axe clean at 360 px', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/online-doctor-consultation/specialty/general-physician')
    await h1(page, 'General physician doctors').waitFor()
    expect(await doctorCount(page)).toBe(4)
    const cards = page.getByRole('list', { name: /^\d+ doctors?/ }).locator(':scope > li')
    // Kavya works every day from 7 am to 11 pm: her next free time is today or tomorrow morning.
    expect(await cards.filter({ hasText: 'Dr Kavya Menon (Sample)' }).textContent()).toMatch(
      /Next free: (Today|Tomorrow), \d{1,2}:\d\d [AP]M/,
    )
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByLabel('Fee').selectOption({ label: 'Up to ₹300' })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/fee=upto_300/)
    await expect.poll(() => doctorCount(page)).toBe(2)
    await page.getByLabel('Sort by').selectOption('fee_low')
    await page.waitForURL(/sort=fee_low/)
    await expect.poll(async () => (await cards.first().textContent()) ?? '').toContain('Dr Arjun Batra (Sample)')
    expect(await cards.first().textContent()).toContain('Fee ₹199.00')
    // A card's 'Book' link is the booking page of its next free slot.
    const book = cards.first().getByRole('link', { name: /^Book .* with Dr Arjun Batra \(Sample\)$/ })
    expect(await book.getAttribute('href')).toMatch(BOOKING)
    await expectNoAxeViolations(page)
    // Nothing matching: the empty state, axe clean too.
    await navigate(page, '/online-doctor-consultation/specialty/general-physician?language=punjabi&min_experience=20')
    await page.getByText('No doctors match all of these filters.').waitFor()
    await expectNoAxeViolations(page)
  })

  test('without JavaScript: a GET form; nothing matching names the filter to loosen', async ({ open }) => {
    const { page } = await open({ width: 360, javaScript: false })
    await page.goto(`${base}/online-doctor-consultation/specialty/general-physician`)
    await page.getByLabel('Language').selectOption('punjabi')
    await page.getByLabel('Experience').selectOption('20')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/language=punjabi/)
    expect(await doctorCount(page)).toBe(0)
    expect(await page.getByText('No doctors match all of these filters.').count()).toBe(1)
    await page.getByRole('link', { name: 'Without the language (Punjabi): 1 doctor' }).click()
    await page.waitForURL(/\?min_experience=20$/)
    expect(await doctorCount(page)).toBe(1)
    expect(await page.getByRole('link', { name: 'Dr Meera Pillai (Sample)', exact: true }).count()).toBe(1)
  })

  test('an unknown specialty is the 404 page', async () => {
    expect((await fetch(`${base}/online-doctor-consultation/specialty/astrology`)).status).toBe(404)
    expect((await fetch(`${base}/online-doctor-consultation/doctor/999999`)).status).toBe(404)
  })
})

describe('a doctor’s page', () => {
  test('the profile with registration and council; 7 days; a free time links to the booking page of that time', async ({
    open,
  }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/online-doctor-consultation/specialty/general-physician')
    await page.getByRole('link', { name: 'Dr Kavya Menon (Sample)', exact: true }).click()
    await page.waitForURL(/\/online-doctor-consultation\/doctor\/\d+$/)
    await h1(page, /Dr Kavya Menon \(Sample\)/).waitFor()
    expect(await page.getByText('Sample doctor', { exact: true }).count()).toBe(1)
    expect(await page.getByText('SAMPLE-KMC-0001, Karnataka Medical Council (sample)').count()).toBe(1)
    const days = page.getByRole('navigation', { name: 'Days' }).getByRole('link')
    expect(await days.count()).toBe(7)
    expect(await days.nth(1).textContent()).toBe('Tomorrow')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // Tomorrow: Kavya works 7 am to 11 pm, every 15 minutes.
    await days.nth(1).click()
    await page.waitForURL(/\?date=\d{4}-\d{2}-\d{2}$/)
    await page.getByRole('heading', { level: 3, name: /^Tomorrow: \d+ free times?$/ }).waitFor()
    expect(await days.nth(1).getAttribute('aria-current')).toBe('date')
    const first = page.getByRole('link', { name: '7:00 AM Tomorrow, book with Dr Kavya Menon (Sample)', exact: true })
    const [, id, slot] = BOOKING.exec((await first.getAttribute('href'))!)!
    expect(page.url()).toContain(`/doctor/${id}?`)
    const date = new URL(page.url()).searchParams.get('date')!
    // 7:00 AM in India is 01:30 UTC of that date.
    expect(decodeURIComponent(slot!)).toBe(`${date}T01:30:00.000Z`)
    await expectNoAxeViolations(page)
  })
})
