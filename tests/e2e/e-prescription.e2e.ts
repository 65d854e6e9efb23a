import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { postFromPage, signInThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, test } from './fixtures.ts'
import { addMedicine, fillRow } from './prescription-form.ts'

// Issue 24 §5–6 in Chromium: a customer's video consultation booked through the development route (without a
// sale); its doctor, in a second browser, enters it and writes the e-prescription at 360 px with axe: a List B
// medicine in a first consultation is refused with the rule's name, then Pan 40 (List A, by video) and Crocin
// (List O) are signed. The customer reads it, downloads the PDF and orders the medicines: the cart holds them with the
// prescription attached and the order is placed without any upload. The doctor's form also works without JavaScript,
// and so do the doctor's private notes (saved, there after a reload, never on the customer's page).

const ADDRESS = {
  recipient_name: 'Asha Verma',
  phone: '9812345671',
  address: 'Flat 12, Khan Market Road',
  pincode: '110003',
  address_type: 'home',
  address_name: 'Home',
}
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
/** A sample doctor no other e2e file signs in as (the room's use 9810000029 and 30). */
const DOCTOR = '9810000031'

/** A consultation of the signed-in customer with the doctor, booked now (the development route, without a sale). */
async function booked(page: Page, mode: 'chat' | 'video'): Promise<number> {
  const made = await page.request.post(`${base}/__dev/consultations`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { doctor_phone: DOCTOR, mode },
  })
  expect(made.status(), await made.text()).toBe(201)
  return ((await made.json()) as { id: number }).id
}

/** The doctor enters the consultation's room (the room's API): it is in progress, so it may be prescribed for. */
async function joined(page: Page, id: number): Promise<void> {
  const res = await page.request.post(`${base}/pwa-api/api/v1/consultations/${id}/room/enter`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: {},
  })
  expect(res.status(), await res.text()).toBe(200)
}
const DETAILS = `${base}/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true`

describe('the e-prescription', () => {
  test('the doctor writes it (List B refused), the customer downloads it and orders the medicines without an upload', async ({
    open,
  }) => {
    const customer = await open({ width: 360 })
    await navigate(customer.page, '/')
    await signUpThroughApi(customer.page, base, '98924')
    const id = await booked(customer.page, 'video')

    const doctor = await open({ width: 360 })
    // The refused prescription answers 400: the browser logs the fetcher's answer, the page shows the rule.
    doctor.allow(/status of 400 \(Bad Request\) at .*\/staff\/consultations\/\d+\/prescription\.data/)
    await navigate(doctor.page, '/')
    await signInThroughApi(doctor.page, base, DOCTOR)
    await joined(doctor.page, id)
    await navigate(doctor.page, `/staff/consultations/${id}/prescription`)
    await h1(doctor.page, 'Prescription for Asha Verma').waitFor()
    await expectNoAxeViolations(doctor.page)
    await expectNoHorizontalOverflow(doctor.page)

    // A List B medicine in a first consultation: refused, naming the rule.
    await addMedicine(doctor.page, 'hcqs', /HCQS 200/i)
    expect(await doctor.page.getByText(/Not allowed here: List B medicines/).count()).toBeGreaterThan(0)
    await doctor.page.getByLabel('Diagnosis', { exact: true }).fill('Acute pharyngitis')
    await doctor.page.getByLabel('Your address (printed)').fill('MedWise Teleclinic, 12 Janpath Road, New Delhi 110001')
    await fillRow(doctor.page, /HCQS 200/i, {
      strength: '200 mg',
      dose: '1 tablet',
      frequency: 'Once a day',
      duration: '5 days',
      quantity: '1',
    })
    await doctor.page.getByRole('button', { name: 'Sign prescription' }).click()
    await expect
      .poll(() =>
        doctor.page
          .getByRole('alert')
          .filter({ hasText: 'List B medicines may be prescribed only in a follow-up consultation' })
          .count(),
      )
      .toBe(1)
    await expectNoAxeViolations(doctor.page)

    // Without it: Pan 40 (List A, allowed by video) and Crocin (List O).
    await doctor.page
      .getByRole('group', { name: /HCQS 200/i })
      .getByRole('link', { name: /^Remove / })
      .click()
    await expect.poll(() => doctor.page.getByRole('group', { name: /HCQS 200/i }).count()).toBe(0)
    await addMedicine(doctor.page, 'pan 40', /PAN 40 TABLET/i)
    await addMedicine(doctor.page, 'crocin 650', /CROCIN 650 TABLET/i)
    await doctor.page.getByLabel('Diagnosis', { exact: true }).fill('Acute pharyngitis')
    await doctor.page.getByLabel('Provisional diagnosis').check()
    await doctor.page.getByLabel('Your address (printed)').fill('MedWise Teleclinic, 12 Janpath Road, New Delhi 110001')
    await fillRow(doctor.page, /PAN 40 TABLET/i, {
      strength: '40 mg',
      dose: '1 tablet',
      frequency: 'Before breakfast',
      duration: '14 days',
      quantity: '2',
    })
    await fillRow(doctor.page, /CROCIN 650 TABLET/i, {
      strength: '650 mg',
      dose: '1 tablet',
      frequency: 'When feverish',
      duration: '3 days',
      quantity: '1',
    })
    await doctor.page.getByLabel('Advice').fill('Warm saline gargles.')
    await doctor.page.getByRole('button', { name: 'Sign prescription' }).click()
    await expect
      .poll(() => doctor.page.getByRole('status').filter({ hasText: 'A signed prescription cannot be changed' }).count())
      .toBe(1)
    await expectNoAxeViolations(doctor.page)
    await expectNoHorizontalOverflow(doctor.page)

    // The doctor's private notes (decision 064), beside the patient's history: saved, and there again after a reload.
    const NOTE = 'Tonsils enlarged, no exudate. Review if fever persists.'
    await doctor.page.getByLabel('Doctor’s notes').fill(NOTE)
    await doctor.page.getByRole('button', { name: 'Save notes' }).click()
    await doctor.page.getByRole('status').filter({ hasText: 'Notes saved.' }).waitFor()
    await doctor.page.reload()
    await h1(doctor.page, 'Prescription for Asha Verma').waitFor()
    expect(await doctor.page.getByLabel('Doctor’s notes').inputValue()).toBe(NOTE)
    await expectNoAxeViolations(doctor.page)
    await expectNoHorizontalOverflow(doctor.page)

    // The customer's page: the prescription, its PDF, and the order.
    await navigate(customer.page, `/online-doctor-consultation/prescription/${id}`)
    await h1(customer.page, 'Your prescription').waitFor()
    expect(await customer.page.getByText('Provisional diagnosis').count()).toBe(1)
    expect(await customer.page.getByText(/PAN 40 TABLET 40 mg/).count()).toBe(1)
    expect(await customer.page.getByText(/Tonsils enlarged/).count()).toBe(0)
    await expectNoAxeViolations(customer.page)
    await expectNoHorizontalOverflow(customer.page)
    const pdfUrl = await customer.page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')
    const pdf = await customer.page.request.get(`${base}${pdfUrl}`)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    // Another browser (a guest): not there.
    const stranger = await open()
    expect((await stranger.page.request.get(`${base}${pdfUrl}`)).status()).toBe(404)
    await navigate(stranger.page, `/online-doctor-consultation/prescription/${id}`)
    await stranger.page.getByText('Sign in with the account that booked the consultation').waitFor()
    expect(stranger.page.url()).toBe(`${base}/online-doctor-consultation/prescription/${id}?login=true`)
    expect(await stranger.page.getByText('PAN 40 TABLET').count()).toBe(0)

    await customer.page.getByRole('button', { name: 'Order medicines' }).click()
    await customer.page.waitForURL(`${base}/cart`)
    const cart = (await (await customer.page.request.get(DETAILS)).json()) as {
      data: { widgets: Array<{ type: string; payable_amount?: number; grouped_items?: Array<{ items: { name: string }[] }> }> }
    }
    const names = cart.data.widgets
      .find((w) => w.type === 'cart_items')!
      .grouped_items!.flatMap((g) => g.items.map((i) => i.name))
      .sort()
    expect(names).toEqual(['Crocin 650 Tablet', 'Pan 40 Tablet'])

    // The order, with no upload: the e-prescription is attached already.
    expect(await postFromPage(customer.page, 'api/v4/addresses', ADDRESS)).toBe(201)
    const payable = cart.data.widgets.find((w) => w.type === 'bill_summary')!.payable_amount!
    const placed = await customer.page.request.post(`${base}/pwa-api/api/v4/orders`, {
      headers: { 'x-csrf-token': await csrfOf(customer.page), 'idempotency-key': `e2e-erx-${id}-${Date.now()}-order` },
      data: { cart_type: 'pharmacy', payment: 'cod', expected_total: Math.round(payable * 100) },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    expect(((await placed.json()) as { data: { status: string } }).data.status).toBe('awaiting_rx_check')

    // The doctor's form without JavaScript: a second consultation, searched, added and signed as plain forms.
    const next = await booked(customer.page, 'chat')
    await joined(doctor.page, next)
    const plain = await open({ javaScript: false, width: 360 })
    await plain.context.addCookies(await doctor.context.cookies())
    await plain.page.goto(`${base}/staff/consultations/${next}/prescription`)
    await h1(plain.page, 'Prescription for Asha Verma').waitFor()
    await plain.page.getByLabel('Medicine name').fill('crocin 650')
    await plain.page.getByRole('button', { name: 'Find medicine' }).click()
    await plain.page
      .getByRole('list', { name: 'Medicines found' })
      .getByRole('listitem')
      .filter({ hasText: /CROCIN 650 TABLET/i })
      .first()
      .getByRole('link', { name: /^Add / })
      .click()
    await fillRow(plain.page, /CROCIN 650 TABLET/i, {
      strength: '650 mg',
      dose: '1 tablet',
      frequency: 'When feverish',
      duration: '3 days',
      quantity: '1',
    })
    await plain.page.getByLabel('Diagnosis', { exact: true }).fill('Viral fever')
    await plain.page.getByLabel('Your address (printed)').fill('MedWise Teleclinic, 12 Janpath Road, New Delhi 110001')
    await plain.page.getByRole('button', { name: 'Sign prescription' }).click()
    await plain.page.getByRole('status').filter({ hasText: 'A signed prescription cannot be changed' }).waitFor()
    // Its notes, as a plain form too.
    await plain.page.getByLabel('Doctor’s notes').fill('Chat only. Viral fever, day 2.')
    await plain.page.getByRole('button', { name: 'Save notes' }).click()
    await plain.page.getByRole('status').filter({ hasText: 'Notes saved.' }).waitFor()
    expect(await plain.page.getByLabel('Doctor’s notes').inputValue()).toBe('Chat only. Viral fever, day 2.')
  })
})
