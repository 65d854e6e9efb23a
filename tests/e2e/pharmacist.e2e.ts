import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { postFromPage, signInByEmailThroughApi, signInThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, postSkus, test } from './fixtures.ts'
import { findRxMedicine, type Hit } from './catalog-helpers.ts'
import { E2E_COURIER_WEBHOOK_SECRET } from './server-process.ts'

// Issue 10 §3, §5 in Chromium: a customer orders a prescription-only medicine with a photo of the prescription; the
// seeded pharmacist signs in, claims it from the queue, reads it (zoom with the keyboard), records it, matches the
// medicine in the catalog and approves it at 360 px with axe; a second order is rejected and the customer reads the
// reason on the order page; the Rule 65 register's CSV holds the dispensing line.

const PHARMACIST = '9810000010'
const ADDRESS = {
  recipient_name: 'Nisha Menon',
  phone: '9812345690',
  address: 'Flat 3, Rajdoot Apartments, Lodhi Road',
  pincode: '110003',
  address_type: 'home',
  address_name: 'Home',
}
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

let dir: string
let photo: string
let rx: Hit
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'medwise-pharmacist-e2e-'))
  photo = join(dir, 'prescription.jpg')
  writeFileSync(
    photo,
    await sharp({ create: { width: 600, height: 800, channels: 3, background: '#fbfaf4' } })
      .jpeg()
      .toBuffer(),
  )
  rx = await findRxMedicine(['augmentin 625', 'azithral 500', 'pan 40', 'brufen 400', 'voveran 50'])
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The signed-in customer's cash-on-delivery order of the Rx medicine with a photo of the prescription; its number. */
async function rxOrder(page: Page, patient: string): Promise<string> {
  await postSkus(page, [{ sku_id: rx.id, quantity: 1 }])
  await navigate(page, '/cart/prescription')
  await h1(page, 'Upload prescription').waitFor()
  const upload = page.getByRole('region', { name: 'Upload a prescription' })
  await upload.getByLabel('Photos or PDF of the prescription').setInputFiles([photo])
  await upload.getByLabel('Patient name').fill(patient)
  await upload.getByRole('button', { name: 'Upload prescription' }).click()
  await expect.poll(() => upload.getByRole('status').innerText()).toBe('Prescription uploaded and attached')
  const details = await page.request.get(`${base}/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true`)
  const widgets = ((await details.json()) as { data: { widgets: { type: string; payable_amount?: number }[] } }).data.widgets
  const payable = widgets.find((w) => w.type === 'bill_summary')!.payable_amount!
  const placed = await page.request.post(`${base}/pwa-api/api/v4/orders`, {
    headers: { 'x-csrf-token': await csrfOf(page), 'idempotency-key': `e2e-rx-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data: { cart_type: 'pharmacy', payment: 'cod', expected_total: Math.round(payable * 100) },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const body = (await placed.json()) as { data: { number: string; status: string } }
  expect(body.data.status).toBe('awaiting_rx_check')
  return body.data.number
}

/** From the queue (checked with axe at the page's width) into an order's review, claimed. */
async function claimFromQueue(staff: Page, number: string) {
  await navigate(staff, '/staff/prescriptions')
  await h1(staff, 'Prescription queue').waitFor()
  await expectNoAxeViolations(staff)
  await expectNoHorizontalOverflow(staff)
  await staff.getByRole('link', { name: number, exact: true }).click()
  await h1(staff, `Prescription check · Order ${number}`).waitFor()
  await staff.getByRole('button', { name: 'Start checking' }).click()
  await staff.getByText('You are checking this prescription. Other pharmacists see that you have it.').waitFor()
}

describe('the pharmacist’s queue', () => {
  // Two orders through the queue, three contexts: 25–37 s on this machine at its usual speed, 60 s and more when it
  // runs at half speed (a clean-clone CI timed it out at 60 s): time enough for that, the assertions unchanged.
  test(
    'approve from the queue at 360 px; reject another; the customer reads why; the register holds the line',
    {
      timeout: 150_000,
    },
    async ({ open }) => {
      const { page: customer } = await open()
      await navigate(customer, '/')
      await signUpThroughApi(customer, base, '98971')
      expect(await postFromPage(customer, 'api/v4/addresses', ADDRESS)).toBe(201)
      const first = await rxOrder(customer, 'Nisha Menon')
      const second = await rxOrder(customer, 'Nisha Menon')
      const third = await rxOrder(customer, 'Nisha Menon')

      const { page: staff, allow } = await open({ width: 360 })
      // The approval refused on purpose below answers 409 (its message is shown in the form).
      allow(/status of 409 .*\/staff\/prescriptions\/\d+\.data/)
      await navigate(staff, '/')
      await signInThroughApi(staff, base, PHARMACIST)
      await claimFromQueue(staff, first)

      // The page of the prescription, full size, with zoom and rotate from the keyboard.
      const image = staff.getByRole('img', { name: /^Prescription #\d+, page 1$/ })
      await image.waitFor()
      // Loaded, not broken (waitFor sees the element; its file may still be on the way on a busy machine).
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const zoom = staff.getByRole('group', { name: /^Zoom Prescription #\d+, page 1$/ })
      const width = () => image.evaluate((img) => img.getBoundingClientRect().width)
      const before = await width()
      await zoom.getByRole('radio', { name: '100%' }).focus()
      await staff.keyboard.press('ArrowRight')
      expect(await zoom.getByRole('radio', { name: '150%' }).isChecked()).toBe(true)
      expect(Math.round(await width())).toBe(Math.round(before * 1.5))
      await expectNoAxeViolations(staff)
      await expectNoHorizontalOverflow(staff)
      // The file is the pharmacist's to see now; the customer's own session never reaches it through /staff.
      const src = (await image.getAttribute('src'))!
      expect((await staff.request.get(`${base}${src}`)).status()).toBe(200)
      expect((await customer.request.get(`${base}${src}`)).status()).toBe(404)

      // Approving before the medicine is recorded is refused, with the reason in the form.
      const approve = staff.getByRole('form', { name: 'Approve' })
      await approve.getByRole('button', { name: 'Approve' }).click()
      await approve.getByRole('alert').filter({ hasText: 'not named on a valid prescription' }).waitFor()

      const record = staff.getByRole('form', { name: /^What prescription #\d+ says$/ })
      await record.getByLabel('Prescriber’s name').fill('Dr. Farah Khan')
      await record.getByLabel('Prescriber’s registration number').fill('DMC/R/11872')
      await record.getByLabel('Prescriber’s address').fill('Khan Clinic, 7 Lodhi Road, New Delhi 110003')
      await record.getByLabel('Patient’s age (years)').fill('36')
      await record.getByLabel('Date on the prescription').fill(today())
      await record.getByRole('button', { name: 'Save what it says' }).click()
      await staff.getByText(`Dated ${today()}: valid until`, { exact: false }).waitFor()
      // The catalog's search landmark (the header has a search of its own).
      const search = staff.getByRole('search', { name: 'Search the catalog' })
      await search.getByRole('searchbox', { name: 'Search the catalog' }).fill(rx.name)
      await search.getByRole('button', { name: 'Search', exact: true }).click()
      const add = staff.getByRole('form', { name: `Add ${rx.name}` })
      await add.waitFor()
      await add.getByRole('button', { name: 'Add' }).click()
      await staff.getByText('Named on a valid prescription').waitFor()
      await expectNoAxeViolations(staff)
      await expectNoHorizontalOverflow(staff)
      await staff.getByRole('form', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click()
      await staff.getByText('Approved: the order is confirmed and the register lines are written.').waitFor()
      expect(await staff.getByRole('link', { name: first, exact: true }).count()).toBe(0)
      await expectNoAxeViolations(staff)

      // The second order is rejected: the customer reads the reason on its page.
      await claimFromQueue(staff, second)
      await staff.getByLabel('Reason (the customer reads it)').selectOption('illegible')
      await staff.getByRole('button', { name: 'Reject and cancel the order' }).click()
      await staff.getByText('Rejected: the order is cancelled and the customer sees the reason.').waitFor()
      await navigate(customer, `/order/${second}`)
      await h1(customer, `Order ${second}`).waitFor()
      expect(await customer.getByRole('main').getByRole('status').first().textContent()).toBe('Cancelled')
      expect(await customer.getByText('Prescription not accepted: the prescription could not be read').count()).toBeGreaterThan(0)
      await navigate(customer, `/order/${first}`)
      expect(await customer.getByRole('main').getByRole('status').first().textContent()).toBe('Confirmed')

      // issue 29: the customer cancels the third while it waits for its check: it leaves the pharmacist's queue.
      await navigate(staff, '/staff/prescriptions')
      await staff.getByRole('link', { name: third, exact: true }).waitFor()
      await navigate(customer, `/order/${third}`)
      await customer.getByRole('button', { name: 'Cancel order' }).click()
      // The button reads 'Cancelling…' from the click on; the order is cancelled when its page says so (a CI run read the
      // queue between the two and still found the order).
      await expect.poll(() => customer.getByRole('main').getByRole('status').first().textContent()).toBe('Cancelled')
      await navigate(staff, '/staff/prescriptions')
      await h1(staff, 'Prescription queue').waitFor()
      expect(await staff.getByRole('link', { name: third, exact: true }).count()).toBe(0)

      // The registers page, and the CSV with the dispensing line.
      await navigate(staff, '/staff/registers')
      await h1(staff, 'Registers').waitFor()
      await expectNoAxeViolations(staff)
      await expectNoHorizontalOverflow(staff)
      const link = staff.getByRole('link', { name: /^Prescription register \(Rule 65\)/ })
      const csv = await staff.request.get(`${base}${await link.getAttribute('href')}`)
      expect(csv.status()).toBe(200)
      expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
      expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="medwise-prescription-register-.+\.csv"$/)
      const line = (await csv.text()).split('\r\n').find((l) => l.includes('Dr. Farah Khan'))
      expect(line).toContain(
        'Dr. Farah Khan (Reg. DMC/R/11872),"Khan Clinic, 7 Lodhi Road, New Delhi 110003","Nisha Menon, 36 y"',
      )
      expect(line).toContain(rx.name)
      expect(line).toContain('Pooja Nair,DPC/2019/48213')
      expect(line).toMatch(new RegExp(`^\\d+,${today()},MW/\\d{2}-\\d{2}/\\d{7},`))

      // The approved order goes on through the desk: customer care packs it with a batch and ships it, and the courier's
      // signed webhook delivers it (issue 10, done when). Customer care signs in by e-mail: no other file uses it, so no
      // OTP cooldown is shared.
      const { page: desk } = await open({ width: 360 })
      await navigate(desk, '/')
      await signInByEmailThroughApi(desk, base, 'ccare@example.com')
      await navigate(desk, `/staff/orders/${first}`)
      await h1(desk, `Order ${first}`).waitFor()
      expect(
        await desk
          .getByRole('region', { name: 'Items and batches' })
          .getByText(/^Batch \S+, expires /)
          .count(),
      ).toBe(1)
      await desk.getByRole('button', { name: 'Mark packed' }).click()
      await desk.getByText('Order packed.', { exact: true }).waitFor()
      const tracking = `XB${Date.now()}`
      await desk.getByLabel('Courier').selectOption('XpressBees')
      await desk.getByLabel('Tracking number').fill(tracking)
      await desk.getByRole('button', { name: 'Mark shipped' }).click()
      await desk.getByText('Order shipped.', { exact: true }).waitFor()
      await expectNoAxeViolations(desk)
      const body = JSON.stringify({
        event_id: `evt-${tracking}`,
        tracking_number: tracking,
        status: 'delivered',
        courier: 'XpressBees',
      })
      const signature = createHmac('sha256', E2E_COURIER_WEBHOOK_SECRET).update(body).digest('hex')
      const delivered = await fetch(`${base}/pwa-api/courier/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-courier-signature': signature },
        body,
      })
      expect(await delivered.json()).toEqual({ status: 'applied' })
      await navigate(customer, `/order/${first}`)
      await h1(customer, `Order ${first}`).waitFor()
      expect(await customer.getByRole('main').getByRole('status').first().textContent()).toBe('Delivered')
    },
  )
})
