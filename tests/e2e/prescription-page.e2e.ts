import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, holdRequests, navigate, postSkus, test } from './fixtures.ts'
import { findRxMedicine, type Hit } from './catalog-helpers.ts'

// Issue 9 §4, the prescription step (/cart/prescription): a new account with a prescription-only medicine in its cart
// uploads a photo and a PDF, sees them saved and attached, and continues to the address; a file of another type is
// refused under the file field; without JavaScript the same with plain forms; guests and carts without such medicines
// are sent on; the loading layout (spec 2 §2); axe and 360 px throughout.

const PAGE = '/cart/prescription'
const NEXT = '/cart/address-page'
/** The step after the address may not exist yet; the address page's own calls are not this file's business. */
const LATER_STEPS = /status of 404 .*\/cart\/select-shipment/

// ---- Files, written to a temporary folder as a customer's phone or computer holds them ----

let dir: string
const files = { jpeg: '', pdf: '', docx: '', huge: '' }
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'medwise-rx-e2e-'))
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#fdfcf7' } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'E2E' } })
    .jpeg({ quality: 85 })
    .toBuffer()
  files.jpeg = join(dir, 'IMG_2041.jpg')
  writeFileSync(files.jpeg, photo)
  files.pdf = join(dir, 'rx-dr-mehta.pdf')
  writeFileSync(files.pdf, await pdf('Dr. A. Mehta, MBBS. Rx: Brufen 400, twice a day after food, 5 days.'))
  files.docx = join(dir, 'prescription.docx')
  writeFileSync(files.docx, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml')]))
  files.huge = join(dir, 'huge-scan.pdf')
  writeFileSync(files.huge, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20))
  rx = await findRxMedicine(['brufen 400', 'voveran 50', 'combiflam', 'reactin', 'dynapar'])
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function pdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument()
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.text(text)
  doc.end()
  return done
}

// ---- A prescription-only medicine the seeded stock can deliver to New Delhi ----

let rx: Hit

// ---- Helpers ----

/** A new account (its number and e-mail proved through the API), then the page reloaded signed in. */
async function signUp(page: Page): Promise<void> {
  await signUpThroughApi(page, base, '98762')
}

/** Signed in with the Rx medicine in the cart, on the prescription page. */
async function ready(page: Page, opts: { javaScript?: boolean } = {}): Promise<void> {
  if (opts.javaScript === false) await page.goto(`${base}/`)
  else await navigate(page, '/')
  await signUp(page)
  await postSkus(page, [{ sku_id: rx.id, quantity: 1 }])
  if (opts.javaScript === false) await page.goto(`${base}${PAGE}`)
  else await navigate(page, PAGE)
}

const uploadRegion = (page: Page) => page.getByRole('region', { name: 'Upload a prescription' })
const fileInput = (page: Page) => uploadRegion(page).getByLabel('Photos or PDF of the prescription')
const saved = (page: Page) => page.getByRole('group', { name: 'Saved prescriptions' })
/** A saved prescription's box, named by the patient and the day (Chrome puts a space before the hidden ', uploaded …'). */
const boxName = (patient: string) => new RegExp(`^${patient} ?, uploaded \\d`)
const savedBox = (page: Page, patient: string) => saved(page).getByRole('checkbox', { name: boxName(patient) })
/** A saved prescription's list item (the one holding its box). */
const savedItem = (page: Page, patient: string) =>
  saved(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: boxName(patient) }) })
const carouselPages = (page: Page) => page.getByRole('region', { name: 'Attached to this order: pages' }).getByRole('listitem')
const snack = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** The text of the elements a field names in aria-describedby. */
async function describedBy(page: Page, field: Locator): Promise<string[]> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean)
  return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))
}

describe('the prescription step', () => {
  test('upload a photo and a PDF, see them saved and attached, then continue (360 px, axe)', async ({ open }) => {
    const { page, allow } = await open({ width: 360 })
    allow(LATER_STEPS)
    await ready(page)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Upload prescription')
    const rxLines = page.getByRole('region', { name: 'Medicines that need a prescription' })
    expect(await rxLines.getByText(rx.name, { exact: true }).count()).toBe(1)
    expect(await describedBy(page, fileInput(page))).toEqual(['JPEG, PNG or PDF; up to 5 files of 10 MB each'])
    expect(await fileInput(page).getAttribute('accept')).toBe('image/jpeg,image/png,application/pdf')
    expect(await fileInput(page).getAttribute('multiple')).not.toBeNull()
    // Nothing attached yet: no way on, and the reason said.
    expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(0)
    expect(await page.getByRole('note').filter({ hasText: 'Upload or choose a prescription to continue' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await fileInput(page).setInputFiles([files.jpeg, files.pdf])
    await uploadRegion(page).getByLabel('Patient name').fill('Asha Verma')
    const held = await holdRequests(page, /\/cart\/prescription\.data/)
    await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).click()
    const uploading = uploadRegion(page).getByRole('button', { name: 'Uploading…' })
    await expect.poll(() => uploading.count()).toBe(1)
    expect(await uploading.isDisabled()).toBe(true)
    held.release()

    await expect.poll(() => savedBox(page, 'Asha Verma').count()).toBe(1)
    expect(await savedBox(page, 'Asha Verma').isChecked()).toBe(true)
    expect(await uploadRegion(page).getByRole('status').innerText()).toBe('Prescription uploaded and attached')
    // The form is empty again for another one.
    expect(await uploadRegion(page).getByLabel('Patient name').inputValue()).toBe('')
    const item = savedItem(page, 'Asha Verma')
    expect(await item.getByText(/^Uploaded \d{1,2} [A-Z][a-z]{2} \d{4} · 2 pages$/).count()).toBe(1)
    expect(await item.locator('img').getAttribute('src')).toMatch(
      /^\/pwa-api\/api\/v4\/prescriptions\/\d+\/files\/\d+\?size=thumbnail$/,
    )
    // Each file opens itself, for this account.
    const links = item.getByRole('link')
    // (innerText puts the visually hidden part on a line of its own.)
    expect((await links.allInnerTexts()).map((t) => t.replace(/\s*\n\s*/g, ''))).toEqual([
      'Page 1 (photo), opens in a new tab',
      'Page 2 (PDF), opens in a new tab',
    ])
    const photo = await page.request.get(`${base}${await links.nth(0).getAttribute('href')}`)
    expect([photo.status(), photo.headers()['content-type']]).toEqual([200, 'image/jpeg'])
    expect(Buffer.from(await photo.body()).toString('latin1')).not.toContain('PhoneMaker')
    const paper = await page.request.get(`${base}${await links.nth(1).getAttribute('href')}`)
    expect([paper.status(), paper.headers()['content-type'], paper.headers()['content-security-policy']]).toEqual([
      200,
      'application/pdf',
      'sandbox',
    ])
    expect(await carouselPages(page).count()).toBe(2)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // Untick: nothing goes with the order, so no way on; tick again.
    await savedBox(page, 'Asha Verma').uncheck()
    await expect.poll(() => page.getByRole('link', { name: 'Continue' }).count()).toBe(0)
    expect(await carouselPages(page).count()).toBe(0)
    await savedBox(page, 'Asha Verma').check()
    await expect.poll(() => page.getByRole('link', { name: 'Continue' }).count()).toBe(1)

    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(`${base}${NEXT}`)
  })

  test('a file of another type is refused under the file field; too big a file before it is sent', async ({ open }) => {
    const { page, allow } = await open()
    allow(/status of 400 .*\/cart\/prescription\.data/)
    await ready(page)
    await fileInput(page).setInputFiles([files.jpeg, files.docx])
    await uploadRegion(page).getByLabel('Patient name').fill('Rahul Sharma')
    await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).click()
    await expect.poll(() => fileInput(page).getAttribute('aria-invalid')).toBe('true')
    expect(await describedBy(page, fileInput(page))).toEqual([
      'JPEG, PNG or PDF; up to 5 files of 10 MB each',
      'prescription.docx is not a JPEG, PNG or PDF file',
    ])
    expect(await saved(page).count()).toBe(0)
    // The name typed stays.
    expect(await uploadRegion(page).getByLabel('Patient name').inputValue()).toBe('Rahul Sharma')
    await expectNoAxeViolations(page)

    // Over 10 MB: said as soon as it is chosen, and nothing is sent.
    let sent = 0
    page.on('request', (r) => void (r.url().includes('/cart/prescription.data') && r.method() === 'POST' && sent++))
    await fileInput(page).setInputFiles([files.huge])
    expect(await describedBy(page, fileInput(page))).toEqual([
      'JPEG, PNG or PDF; up to 5 files of 10 MB each',
      'huge-scan.pdf is larger than 10 MB',
    ])
    expect(await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).isDisabled()).toBe(true)
    expect(sent).toBe(0)
  })

  test('a bad patient name is said under the name field', async ({ open }) => {
    const { page, allow } = await open()
    allow(/status of 400 .*\/cart\/prescription\.data/)
    await ready(page)
    await fileInput(page).setInputFiles([files.pdf])
    await uploadRegion(page).getByLabel('Patient name').fill('Jo')
    await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).click()
    const name = uploadRegion(page).getByLabel('Patient name')
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true')
    expect(await describedBy(page, name)).toEqual(['Patient name length should be more than 2'])
  })

  test('a guest is asked to sign in; a cart without prescription medicines goes on to the address', async ({ open }) => {
    const { page, allow } = await open()
    allow(LATER_STEPS)
    await page.goto(`${base}${PAGE}`)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/cart?login=true')
    await navigate(page, '/')
    await signUp(page)
    const otc = (
      (await (await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=calpol%20650&types=allopathy,sku`)).json()) as {
        search_results: Hit[]
      }
    ).search_results.find((h) => h.name === 'Calpol 650 Tablet')!
    await postSkus(page, [{ sku_id: otc.id, quantity: 1 }])
    await page.goto(`${base}${PAGE}`)
    expect(new URL(page.url()).pathname).toBe(NEXT)
  })

  test('the loading layout stands in while the page loads (spec 2 §2)', async ({ open }) => {
    const { page } = await open()
    await ready(page)
    await navigate(page, '/cart')
    const held = await holdRequests(page, /\/cart\/prescription\.data/)
    await page.getByRole('link', { name: /^Proceed/ }).click()
    const skeleton = page.getByTestId('prescription-skeleton')
    await expect.poll(() => skeleton.count()).toBe(1)
    expect(await skeleton.locator('[data-part]').evaluateAll((els) => els.map((e) => e.getAttribute('data-part')))).toEqual([
      'upload',
      'select',
      'image-carousel',
      'button',
      'low-emphasis-upsell',
    ])
    held.release()
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Upload prescription' }).count()).toBe(1)
    expect(await skeleton.count()).toBe(0)
  })
})

describe('without JavaScript', () => {
  test('upload, choose and continue with plain forms (360 px)', async ({ open }) => {
    const { page, allow } = await open({ javaScript: false, width: 360 })
    allow(LATER_STEPS)
    // The refused upload's page comes back as a 400.
    allow(/status of 400 .*\/cart\/prescription$/)
    await ready(page, { javaScript: false })
    // A refusal comes back as the page with the message under its field, the name kept.
    await fileInput(page).setInputFiles([files.docx])
    await uploadRegion(page).getByLabel('Patient name').fill('Meera Iyer')
    await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    expect(await describedBy(page, fileInput(page))).toEqual([
      'JPEG, PNG or PDF; up to 5 files of 10 MB each',
      'prescription.docx is not a JPEG, PNG or PDF file',
    ])
    expect(await uploadRegion(page).getByLabel('Patient name').inputValue()).toBe('Meera Iyer')

    await fileInput(page).setInputFiles([files.pdf])
    await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    expect(await snack(page, 'Prescription uploaded and attached').count()).toBe(1)
    expect(await savedBox(page, 'Meera Iyer').isChecked()).toBe(true)
    expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(1)

    await fileInput(page).setInputFiles([files.jpeg])
    await uploadRegion(page).getByLabel('Patient name').fill('Kiran Rao')
    await uploadRegion(page).getByRole('button', { name: 'Upload prescription' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    expect(await savedBox(page, 'Kiran Rao').isChecked()).toBe(true)

    // The ticked boxes become the order's prescriptions.
    await savedBox(page, 'Meera Iyer').uncheck()
    await page.getByRole('button', { name: 'Attach selected' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    expect(await snack(page, '1 prescription attached').count()).toBe(1)
    expect([await savedBox(page, 'Meera Iyer').isChecked(), await savedBox(page, 'Kiran Rao').isChecked()]).toEqual([false, true])
    await savedBox(page, 'Kiran Rao').uncheck()
    await page.getByRole('button', { name: 'Attach selected' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(0)
    await savedBox(page, 'Meera Iyer').check()
    await page.getByRole('button', { name: 'Attach selected' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    await expectNoHorizontalOverflow(page)
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(`${base}${NEXT}`)
  })
})
