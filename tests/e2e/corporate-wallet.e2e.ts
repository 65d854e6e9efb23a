import { beforeAll, describe, expect } from 'vitest'
import { callFromPage, postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, postSkus, test } from './fixtures.ts'

// Issue 25 §4 (decision 067): an employee of Acme (the demo corporate), enrolled through the development route
// (POST /__dev/corporates/enrol: a new account of this file's block put on the roster, linked, its medicines
// sub-wallet holding ₹20), pays for medicines partly from the pharmacy sub-wallet and the rest cash on delivery, sees the
// order placed and the sub-wallet's remaining balance on the payment page afterwards; the cashless-benefit widget
// without the shell; a customer on no roster gets 404 for it. At 360 px with axe. Phone block 97103.

const BLOCK = '97103'

let crocin: number
beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: { id: number; name: string }[] }).search_results
  crocin = hits.find((h) => h.name === 'Crocin 650 Tablet')!.id
})

const ADDRESS = {
  recipient_name: 'Kiran Rao',
  phone: '9710300999',
  address: 'Flat 4, Indiranagar 2nd Stage',
  pincode: '110003',
  address_type: 'home',
  address_name: 'Home',
}

const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''))

describe('the corporate wallet at checkout', () => {
  test('pays for medicines partly from the medicines sub-wallet, the rest cash on delivery; the widget shows what is left', async ({
    open,
  }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    const { number } = await signUpThroughApi(page, base, BLOCK)
    const enrolled = await callFromPage(page, 'POST', '/__dev/corporates/enrol', {
      slug: 'acme',
      phone: number,
      top_up_rupees: { pharmacy: 20 },
    })
    expect(enrolled.status).toBe(201)

    await postSkus(page, [{ sku_id: crocin, quantity: 2 }])
    expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
    await navigate(page, '/cart/payment')
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor()
    const total = (await page.getByText('Amount to pay').locator('xpath=following-sibling::span').textContent())!
    expect(rupees(total)).toBeGreaterThan(20)
    const corporate = page.getByRole('checkbox', { name: /^Corporate wallet: ₹20\.00/ })
    expect(await corporate.isChecked()).toBe(true)
    expect(await page.getByText('Medicines balance ₹20.00 from Acme Technologies.').count()).toBe(1)
    expect(await page.getByRole('group', { name: 'Pay with' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('radio', { name: /^Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
    const order = new URL(page.url()).searchParams.get('order')!
    await expect.poll(() => page.getByRole('heading', { name: 'Order placed' }).count(), { timeout: 5000 }).toBe(1)

    await navigate(page, `/order/${order}`)
    await page.getByRole('heading', { level: 1, name: `Order ${order}` }).waitFor()
    expect(await page.getByText('Corporate wallet and cash on delivery').count()).toBe(1)

    // Another item: the payment page shows the sub-wallet spent, and cannot use it.
    await postSkus(page, [{ sku_id: crocin, quantity: 1 }])
    await navigate(page, '/cart/payment')
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor()
    expect(await page.getByText('Medicines balance ₹0.00 from Acme Technologies.').count()).toBe(1)
    expect(await page.getByRole('checkbox', { name: /^Corporate wallet/ }).isDisabled()).toBe(true)
    await expectNoAxeViolations(page)

    // The cashless-benefit widget: the sub-wallets without the header or footer.
    await navigate(page, '/corporate/widget/cashlessBenefit')
    await page.getByRole('heading', { level: 1, name: 'Cashless benefit from Acme Technologies' }).waitFor()
    expect(await page.getByRole('banner').count()).toBe(0)
    expect(await page.getByRole('contentinfo').count()).toBe(0)
    const medicines = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Medicines' }) })
    expect(await medicines.getByText('₹0.00 left', { exact: true }).count()).toBe(1)
    const labs = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lab tests' }) })
    expect(await labs.getByText('₹5,000.00 left', { exact: true }).count()).toBe(1)
    expect(await labs.getByText(/^of ₹5,000\.00 this year$/).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('a customer on no roster gets 404 for the widget, and no corporate wallet on the payment page', async ({ open }) => {
    const { page, allow } = await open({ width: 360 })
    // The 404 document itself.
    allow(/status of 404 \(Not Found\)/)
    await navigate(page, '/')
    await signUpThroughApi(page, base, BLOCK)
    await postSkus(page, [{ sku_id: crocin, quantity: 1 }])
    expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
    await navigate(page, '/cart/payment')
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor()
    expect(await page.getByRole('checkbox', { name: /^Corporate wallet/ }).count()).toBe(0)

    const res = await page.goto(`${base}/corporate/widget/cashlessBenefit`)
    expect(res?.status()).toBe(404)
    expect(await page.getByText('Cashless benefit').count()).toBe(0)
  })
})
