import { describe, expect } from 'vitest'
import { prescriptionPdf } from '../helpers/prescriptions-fixture.ts'
import { signInThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// Issue 24 §8 in Chromium: the cancer-care home (axe, 360 px) with its oncology link and the catalog's generic
// savings; a new customer sends a second-opinion request for someone new with a pathology PDF and sees it confirmed;
// the seeded care coordinator (ROLE_CCARE) finds it in the queue at 360 px, assigns an oncologist and uploads the
// written opinion; the customer sees it ready on 'My requests' and downloads it; another account gets 404 for it.

// The seeded 'Care Plan Desk' (ROLE_CCARE): its phone is signed in by this file only (the OTP cooldown of one identifier).
const COORDINATOR = '9810000012'
const BLOCK = '98991'

describe('cancer care', () => {
  test('the home page offers oncologists, the second opinion and generic savings; axe clean at 360 px', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/cancer-care/home')
    await page.getByRole('heading', { level: 1, name: 'Cancer care' }).waitFor()
    expect(await page.getByRole('link', { name: 'See oncologists' }).getAttribute('href')).toBe(
      '/online-doctor-consultation/specialty/oncology',
    )
    expect(await page.getByRole('link', { name: 'Ask for a second opinion' }).getAttribute('href')).toBe(
      '/cancer-care/second-opinion',
    )
    // Letrozole: the seeded catalog's Femara beside its cheaper substitute.
    const medicines = page.getByRole('region', { name: 'Cancer medicines and their generic alternatives' })
    expect(await medicines.getByText(/^Save ₹[\d,]+\.\d{2} \(\d+%\)$/).count()).toBeGreaterThan(0)
    expect(await medicines.getByRole('link', { name: 'Letrozole' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('a request reaches the coordinator, who assigns an oncologist and uploads the opinion; the customer downloads it', async ({
    open,
  }) => {
    const { page: customer } = await open({ width: 360 })
    await navigate(customer, '/')
    await signUpThroughApi(customer, base, BLOCK)
    await navigate(customer, '/cancer-care/second-opinion')
    await customer.getByRole('heading', { level: 1, name: 'Ask for a second opinion' }).waitFor()
    await expectNoAxeViolations(customer)
    await expectNoHorizontalOverflow(customer)

    // A new account has no patients: 'Someone new' is chosen.
    expect(await customer.getByLabel('Patient', { exact: true }).inputValue()).toBe('new')
    await customer.getByLabel('Patient’s name').fill('Lakshmi Iyer')
    await customer.getByLabel('Age in years').fill('58')
    await customer.getByLabel('Gender').selectOption('female')
    await customer.getByLabel('Relation to you').selectOption('parent')
    await customer.getByLabel('Diagnosis').fill('Carcinoma of the left breast')
    await customer.getByLabel('Stage').selectOption('stage_2')
    await customer.getByLabel('Treatment so far').fill('Lumpectomy in October')
    await customer.getByLabel('Contact phone').fill('9876501234')
    const biopsy = await prescriptionPdf('Histopathology: invasive ductal carcinoma, grade 2')
    await customer
      .getByLabel('Pathology (biopsy) reports')
      .setInputFiles({ name: 'biopsy.pdf', mimeType: 'application/pdf', buffer: Buffer.from(biopsy) })
    await customer.getByRole('button', { name: 'Send request' }).click()
    await customer.waitForURL(/\/cancer-care\/requests\/\d+\?sent=1$/)
    await customer.getByText('We have your request.').waitFor()
    const title = (await customer.getByRole('heading', { level: 1 }).textContent())!
    const reference = title.replace('Second opinion ', '')
    expect(reference).toMatch(/^SO-\d{6}$/)
    expect(await customer.getByText('Received', { exact: true }).count()).toBe(1)
    await expectNoAxeViolations(customer)

    // The coordinator, on a phone.
    const { page: desk } = await open({ width: 360 })
    await navigate(desk, '/')
    await signInThroughApi(desk, base, COORDINATOR)
    await navigate(desk, '/staff/cancer-care')
    await desk.getByRole('heading', { level: 1, name: 'Second-opinion requests' }).waitFor()
    await expectNoAxeViolations(desk)
    await expectNoHorizontalOverflow(desk)
    await desk.getByRole('link', { name: reference, exact: true }).click()
    await desk.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor()
    expect(await desk.getByText('Carcinoma of the left breast').count()).toBe(1)
    await expectNoAxeViolations(desk)
    await expectNoHorizontalOverflow(desk)

    const assign = desk.getByRole('form', { name: 'Oncologist' })
    await assign.getByLabel('Assign to').selectOption({ index: 1 })
    const oncologist = (await assign.getByLabel('Assign to').locator('option:checked').textContent())!.split(',')[0]!
    await assign.getByRole('button', { name: 'Assign' }).click()
    await desk.getByText('The oncologist is assigned.').waitFor()
    expect(await desk.getByText('With an oncologist', { exact: true }).count()).toBe(1)

    const opinion = await prescriptionPdf('Opinion: adjuvant chemotherapy, then radiotherapy')
    const upload = desk.getByRole('form', { name: 'Written opinion' })
    await upload
      .getByLabel(/^The oncologist’s opinion/)
      .setInputFiles({ name: 'opinion.pdf', mimeType: 'application/pdf', buffer: Buffer.from(opinion) })
    await upload.getByRole('button', { name: 'Upload the opinion and tell the patient' }).click()
    await desk.getByText('The written opinion is uploaded and the patient is told.').waitFor()
    expect(await desk.getByText('Opinion ready', { exact: true }).count()).toBe(1)

    // The customer: ready on 'My requests', with the oncologist, and the PDF downloads.
    await navigate(customer, '/cancer-care/requests')
    const card = customer.getByRole('listitem').filter({ hasText: reference })
    expect(await card.getByText('Opinion ready', { exact: true }).count()).toBe(1)
    expect(await card.getByText(oncologist, { exact: false }).count()).toBe(1)
    await expectNoAxeViolations(customer)
    await expectNoHorizontalOverflow(customer)
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      card.getByRole('link', { name: `Download the written opinion (${reference})` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`second-opinion-${reference}.pdf`)
    const href = (await card.getByRole('link', { name: /^Download the written opinion/ }).getAttribute('href'))!
    const mine = await customer.request.get(`${base}${href}`)
    expect(mine.status()).toBe(200)
    expect(Buffer.from(await mine.body()).equals(Buffer.from(opinion))).toBe(true)

    // Not for anyone else: the coordinator's own account (a customer of nothing here) gets 404 from the API.
    expect((await desk.request.get(`${base}${href}`)).status()).toBe(404)
  })
})
