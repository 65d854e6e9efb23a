import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, test } from './fixtures.ts'

// issue 24 §3, §7 (decision 057): a new account at 360 px books a video consultation with a sample doctor for a
// family member added on the booking page (consent ticked), pays online through the test gateway and lands on the
// success page; my consultations lists it; a second consultation, paid the same way, is cancelled from its page with
// a full refund. axe clean and without sideways scrolling on each page.

const BLOCK = '98881'
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor()

async function api(page: Page, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await page.request.fetch(`${base}/pwa-api/${path}`, {
    method,
    headers: { 'x-csrf-token': await csrfOf(page), 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { data: body }),
  })
  return { status: res.status(), body: (await res.json()) as any }
}

/** A sample general physician's free slots two days ahead (India): far enough for a refunded cancellation. */
async function freeSlots(page: Page): Promise<{ doctorId: number; slots: string[] }> {
  const list = await api(page, 'GET', 'api/v1/consultations/specialties/general-physician/doctors')
  const date = new Date(Date.now() + 2 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10)
  for (const d of list.body.data.doctors as Array<{ id: number }>) {
    const day = await api(page, 'GET', `api/v1/consultations/doctors/${d.id}/slots?date=${date}`)
    const slots = (day.body.data.slots as Array<{ starts_at: string; available: boolean }>)
      .filter((s) => s.available)
      .map((s) => s.starts_at)
    if (slots.length >= 2) return { doctorId: d.id, slots }
  }
  throw new Error('no sample doctor has two free slots in two days')
}

/** From the order's payment page through the test gateway's 'Pay' to the consultation's success page. */
async function payOnline(page: Page, number: string) {
  await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
  await page.waitForURL(/\/pay\/test-gateway/)
  await page.getByRole('button', { name: /^Pay ₹/ }).click()
  await page.waitForURL(`${base}/online-doctor-consultation/book/success?order=${number}`)
  await h1(page, 'Consultation booked')
}

describe('booking and paying for a consultation (issue 24 §3)', () => {
  test('a video consultation for a family member, paid online; my consultations; another cancelled with a refund', async ({
    open,
  }) => {
    const { page, allow } = await open({ width: 360 })
    // The refusal without the consent tick is a 400 the page shows.
    allow(/status of 400 \(Bad Request\) at .*\/online-doctor-consultation\/book\/\d+\.data/)
    await page.goto(`${base}/`)
    await signUpThroughApi(page, base, BLOCK)
    const { doctorId, slots } = await freeSlots(page)

    await page.goto(`${base}/online-doctor-consultation/book/${doctorId}?slot=${encodeURIComponent(slots[0]!)}`)
    await h1(page, 'Book a consultation')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // No patients yet: 'Add a family member' is open.
    await page.getByLabel('Full name', { exact: true }).fill('Kamla Verma')
    await page.getByLabel('Age in years').fill('62')
    await page.getByLabel('Gender').selectOption('female')
    await page.getByLabel('Relation to you').selectOption('parent')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('radio', { name: /Kamla Verma/ }).waitFor()
    expect(await page.getByRole('radio', { name: /Kamla Verma/ }).isChecked()).toBe(true)

    await page.getByRole('radio', { name: 'Video call' }).check()
    await page.getByLabel('Symptoms (optional)').fill('Knee pain for a week')
    // Booking for someone else needs their consent: refused without the tick, then booked.
    const pay = page.getByRole('button', { name: /^Pay ₹/ })
    await pay.click()
    await page.getByText('Please confirm that the patient consents to this teleconsultation').waitFor()
    await page.getByRole('checkbox', { name: 'I confirm the patient consents to this teleconsultation' }).check()
    await page.getByRole('radio', { name: /Kamla Verma/ }).check()
    await page.getByRole('button', { name: /^Pay ₹/ }).click()

    await page.waitForURL(/\/order-payment\/\?order=MW\d{8}$/)
    const number = new URL(page.url()).searchParams.get('order')!
    await payOnline(page, number)
    expect(await page.locator('main').innerText()).toContain('Kamla Verma')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.goto(`${base}/online-doctor-consultation/myconsultation`)
    await h1(page, 'My consultations')
    const card = page.getByRole('listitem').filter({ hasText: 'Kamla Verma' })
    expect(await card.count()).toBe(1)
    expect(await card.innerText()).toContain('Booked')
    expect(await card.innerText()).toContain('Video call')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // A second consultation, paid online, then cancelled two days ahead: refunded in full.
    const patients = await api(page, 'GET', 'api/v4/patients')
    const kamla = (patients.body.data.patients as Array<{ id: number; name: string }>).find((p) => p.name === 'Kamla Verma')!
    const doctor = await api(page, 'GET', `api/v1/consultations/doctors/${doctorId}`)
    const second = await api(
      page,
      'POST',
      'api/v1/consultations/bookings',
      {
        doctor_id: doctorId,
        starts_at: slots[1],
        patient_id: kamla.id,
        mode: 'audio',
        consent: true,
        payment: 'online',
        expected_total: Math.round(doctor.body.data.doctor.fee * 100),
      },
      { 'idempotency-key': `e2e-consult-${Date.now()}` },
    )
    expect(second.status).toBe(201)
    await page.goto(`${base}${second.body.data.next_url}`)
    await payOnline(page, second.body.data.number)

    const id = second.body.data.consultation_id
    await page.goto(`${base}/online-doctor-consultation/myconsultation/${id}`)
    await h1(page, /^Consultation with /)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    expect(await page.getByText('Free cancellation with a full refund until 15 minutes before the start.').count()).toBe(1)
    await page.getByRole('link', { name: 'Cancel consultation' }).click()
    await page.getByLabel('Reason (optional)').fill('Feeling better')
    await page.getByRole('button', { name: 'Cancel consultation' }).click()
    await expect.poll(() => page.locator('main').innerText(), { timeout: 5000 }).toContain('Cancelled')
    // The order is cancelled and its online payment goes back to its source.
    const orders = await api(page, 'GET', 'api/v4/orders')
    const cancelled = (orders.body.data.orders as Array<{ number: string; status: string }>).find(
      (o) => o.number === second.body.data.number,
    )
    expect(cancelled?.status).toBe('cancelled')
    // Another account: 404.
    const other = await open()
    other.allow(/status of 404 \(Not Found\) at .*\/online-doctor-consultation\/myconsultation\/\d+$/)
    await other.page.goto(`${base}/`)
    await signUpThroughApi(other.page, base, BLOCK)
    const theirs = await other.page.goto(`${base}/online-doctor-consultation/myconsultation/${id}`)
    expect(theirs?.status()).toBe(404)
  })

  test('without JavaScript: a child’s consultation with an adult named, a file attached, paid through plain forms', async ({
    open,
  }) => {
    const { page, context } = await open()
    await page.goto(`${base}/`)
    await signUpThroughApi(page, base, BLOCK)
    const child = await api(page, 'POST', 'api/v4/patients', { name: 'Meera Iyer', age: 8, gender: 'female', relation: 'child' })
    expect(child.status).toBe(201)
    const { doctorId, slots } = await freeSlots(page)

    const { page: plain, allow } = await open({ javaScript: false, width: 360 })
    allow(/status of 400 \(Bad Request\) at .*\/online-doctor-consultation\/book\/\d+\?/)
    await plain.context().addCookies(await context.cookies())
    await plain.goto(`${base}/online-doctor-consultation/book/${doctorId}?slot=${encodeURIComponent(slots.at(-1)!)}`)
    await plain.getByRole('radio', { name: /Meera Iyer/ }).check()
    await plain.getByRole('radio', { name: 'Chat' }).check()
    await plain.getByRole('checkbox', { name: 'I confirm the patient consents to this teleconsultation' }).check()
    // A minor without the adult's name is refused, with the message under its field.
    await plain.getByRole('button', { name: /^Pay ₹/ }).click()
    expect(await plain.locator('#consent-by-error').innerText()).toMatch(/^A patient under 18 consults only with an adult/)
    await plain.getByRole('radio', { name: /Meera Iyer/ }).check()
    await plain.getByRole('radio', { name: 'Chat' }).check()
    await plain.getByRole('checkbox', { name: 'I confirm the patient consents to this teleconsultation' }).check()
    await plain.getByLabel('Accompanying adult’s full name (for a patient under 18)').fill('Lakshmi Iyer')
    await plain.getByLabel(/^Reports or photos/).setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    })
    await plain.getByRole('button', { name: /^Pay ₹/ }).click()
    expect(new URL(plain.url()).pathname).toBe('/order-payment/')
    await plain.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click()
    await plain.getByRole('button', { name: /^Pay ₹/ }).click()
    await plain.waitForURL(/\/online-doctor-consultation\/book\/success\?order=MW\d{8}$/)
    expect(await plain.getByRole('heading', { name: 'Consultation booked' }).count()).toBe(1)
    const mine = await api(page, 'GET', 'api/v1/consultations/mine')
    const booked = mine.body.data.upcoming.find((c: { patient: { name: string } }) => c.patient.name === 'Meera Iyer')
    expect(booked).toMatchObject({ state: 'booked', mode: 'chat', consent: 'explicit', consent_by: 'Lakshmi Iyer' })
    expect(booked.attachments.map((a: { file_name: string }) => a.file_name)).toEqual(['report.pdf'])
  })
})
