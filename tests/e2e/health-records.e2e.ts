import { describe, expect } from 'vitest'
import { prescriptionPdf } from '../helpers/prescriptions-fixture.ts'
import { postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// issue 26 §1–2 (/health-record, /health-record/{patient_id}): a new customer with two family members sees both with
// their counts; uploads a discharge summary PDF for one through the page's form; finds it on that member's timeline
// (not the other's), filtered by kind; opens its file; edits and deletes it. Axe clean and no sideways scroll at
// 360 px; a guest is sent to sign in. (Filing from a lab report and the trend chart are covered on PGlite and
// PostgreSQL by server/modules/records/records.int.test.ts.)

/** This file's numbers for signUpThroughApi (no other file uses 97201). */
const BLOCK = '97201'

describe('health records', () => {
  test('a guest is sent to sign in', async ({ open }) => {
    const { page } = await open()
    await page.goto(`${base}/health-record`)
    expect(new URL(page.url()).pathname).not.toBe('/health-record')
  })

  test('members, an upload filed under the right one, filters, edit and delete; axe clean at 360 px', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    await signUpThroughApi(page, base, BLOCK)
    for (const p of [
      { name: 'Nisha Kulkarni', age: 36, gender: 'female', relation: 'self' },
      { name: 'Vasant Kulkarni', age: 67, gender: 'male', relation: 'parent' },
    ]) {
      expect(await postFromPage(page, 'api/v4/patients', p)).toBe(201)
    }

    await navigate(page, '/health-record')
    await page.getByRole('heading', { level: 1, name: 'Health records' }).waitFor()
    const members = page.getByRole('list', { name: 'Family members' })
    expect(await members.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Nisha Kulkarni', 'Vasant Kulkarni'])
    expect(await members.getByRole('listitem').filter({ hasText: 'Vasant Kulkarni' }).first().innerText()).toContain('0 records')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // Vasant's page: upload a discharge summary.
    await members.getByRole('link', { name: 'Vasant Kulkarni' }).click()
    await page.getByRole('heading', { level: 1, name: 'Vasant Kulkarni’s health records' }).waitFor()
    const vasantPath = new URL(page.url()).pathname
    expect(vasantPath).toMatch(/^\/health-record\/\d+$/)
    await page.getByText('Upload a record', { exact: true }).click()
    const form = page.getByRole('form', { name: 'Upload a record' })
    const pdf = await prescriptionPdf('Discharge summary: laparoscopic appendectomy, discharged in good condition')
    await form.getByLabel(/^File/).setInputFiles({ name: 'discharge.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) })
    await form.getByLabel('Kind of record').selectOption('DischargeSummary')
    await form.getByLabel('Title').fill('Appendix surgery discharge')
    await form.getByLabel('Date of the record').fill('2026-10-02')
    await form.getByLabel(/^Doctor, hospital or lab/).fill('Ruby Hall Clinic')
    await form.getByLabel(/^Tags/).fill('surgery, follow-up')
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Save record' }).click()
    await page.getByRole('status').filter({ hasText: 'Your record is saved.' }).waitFor()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Appendix surgery discharge/ }) })
    const text = await card.innerText()
    expect(text).toContain('Discharge summary')
    expect(text).toContain('2 Oct 2026')
    expect(text).toContain('Ruby Hall Clinic')
    expect(text).toContain('Uploaded by you')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // Its file opens privately, a PDF.
    const href = await card.getByRole('link', { name: /^Open document, Appendix surgery discharge/ }).getAttribute('href')
    const file = await page.request.get(`${base}${href}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    expect(file.headers()['x-content-type-options']).toBe('nosniff')

    // Filters: a kind it is not hides it; its own kind shows it.
    await page.getByLabel('Kind', { exact: true }).selectOption('Prescription')
    await page.getByRole('button', { name: 'Show records' }).click()
    await page.getByText('No records match these filters.').waitFor()
    await page.getByLabel('Kind', { exact: true }).selectOption('DischargeSummary')
    await page.getByRole('button', { name: 'Show records' }).click()
    await page.getByRole('heading', { name: /Appendix surgery discharge/ }).waitFor()
    expect(new URL(page.url()).searchParams.get('kind')).toBe('DischargeSummary')

    // Not under Nisha.
    await navigate(page, '/health-record')
    await page.getByRole('link', { name: 'Nisha Kulkarni' }).click()
    await page.getByRole('heading', { level: 1, name: 'Nisha Kulkarni’s health records' }).waitFor()
    await page.getByText('No records yet.').waitFor()

    // Edit, then delete (asked first).
    await navigate(page, vasantPath)
    await page.getByRole('link', { name: 'Edit Appendix surgery discharge' }).click()
    const edit = page.getByRole('form', { name: 'Edit Appendix surgery discharge' })
    await edit.getByLabel('Title').fill('Appendectomy discharge')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('status').filter({ hasText: 'Your changes are saved.' }).waitFor()
    await page.getByRole('link', { name: 'Delete Appendectomy discharge' }).click()
    await page.getByRole('button', { name: 'Yes, delete' }).click()
    await page.getByRole('status').filter({ hasText: 'The record is deleted.' }).waitFor()
    await page.getByText('No records yet.').waitFor()
  })
})
