import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, postSkus, test } from './fixtures.ts'

// Issue 9 §6: MedWise Cash. The profile menu's page (/dashboard/cash: balance and ledger), a recharge through the test
// gateway (/cart/payment/recharge: ₹100 to ₹10,000, quick picks), an order paid with MedWise Cash only, cancelled, and
// its refund in the ledger; at 360 px with axe; the recharge as a plain form without JavaScript.

let crocin: number
beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: { id: number; name: string }[] }).search_results
  crocin = hits.find((h) => h.name === 'Crocin 650 Tablet')!.id
})

const ADDRESS = {
  recipient_name: 'Ishaan Mehta',
  phone: '9812345670',
  address: 'House 7, Jor Bagh Lane',
  pincode: '110003',
  address_type: 'home',
  address_name: 'Home',
}

const snack = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const balance = (page: Page) => page.getByTestId('wallet-balance').textContent()
const ledgerLine = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title })

describe('MedWise Cash', () => {
  test('recharge ₹500, pay an order with it, cancel it and see the refund in the ledger', async ({ open }) => {
    const { page, allow } = await open({ width: 360 })
    // The refused amount answers 400: the browser logs the fetcher's answer, the page shows the message.
    allow(/status of 400 \(Bad Request\) at .*\/cart\/payment\/recharge\.data/)
    await navigate(page, '/')
    await signUpThroughApi(page, base, '98801')

    await navigate(page, '/dashboard/cash')
    await page.getByRole('heading', { level: 1, name: 'MedWise Cash' }).waitFor()
    expect(await balance(page)).toBe('₹0.00')
    expect(await page.getByText('No money added or spent yet.').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('link', { name: 'Add money' }).click()
    await page.waitForURL(`${base}/cart/payment/recharge?back=%2Fdashboard%2Fcash`)
    await page.getByRole('heading', { level: 1, name: 'Add money to MedWise Cash' }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    // Outside the range: the message under the field, and nothing leaves for the gateway.
    await page.getByLabel('Or enter an amount (₹)').fill('50')
    await page.getByRole('button', { name: 'Add money' }).click()
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Enter an amount from ₹100 to ₹10,000' }).count()).toBe(1)
    expect(await page.getByLabel('Or enter an amount (₹)').getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(page)
    // A quick pick clears the typed amount.
    await page.getByRole('radio', { name: '₹500' }).check()
    expect(await page.getByLabel('Or enter an amount (₹)').inputValue()).toBe('')
    await page.getByRole('button', { name: 'Add ₹500.00' }).click()
    await page.waitForURL(/\/pay\/test-gateway\?order_id=order_TG\w+&back=%2Fdashboard%2Fcash$/)
    await page.getByRole('heading', { level: 1, name: 'Test payment gateway' }).waitFor()
    expect(await page.getByText('Add to MedWise Cash').count()).toBe(1)
    await page.getByRole('button', { name: 'Pay ₹500.00' }).click()

    await page.waitForURL(`${base}/dashboard/cash`)
    await expect.poll(() => snack(page, '₹500.00 added to your MedWise Cash').count()).toBe(1)
    expect(await balance(page)).toBe('₹500.00')
    const added = ledgerLine(page, 'Money added')
    expect(await added.count()).toBe(1)
    expect(await added.getByText('Added ₹500.00').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // An order paid with MedWise Cash only.
    await postSkus(page, [{ sku_id: crocin, quantity: 1 }])
    expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
    await navigate(page, '/cart/payment')
    expect(await page.getByText('MedWise Cash balance ₹500.00.').count()).toBe(1)
    const total = (await page.getByText('Amount to pay').locator('xpath=following-sibling::span').textContent())!
    await page.getByRole('radio', { name: /^MedWise Cash only/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
    const number = new URL(page.url()).searchParams.get('order')!

    await navigate(page, '/dashboard/cash')
    const spent = Number(total.replace(/[₹,]/g, ''))
    expect(await balance(page)).toBe(`₹${(500 - spent).toFixed(2)}`)
    const paid = ledgerLine(page, 'Paid for an order')
    expect(await paid.getByText(`Paid for order ${number}`).count()).toBe(1)
    expect(await paid.getByText(`Spent ${total}`).count()).toBe(1)

    await navigate(page, `/order/${number}`)
    await page.getByLabel('Reason').selectOption('Ordered by mistake')
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await expect.poll(() => page.getByText('Cancelled', { exact: true }).count()).toBeGreaterThan(0)

    await navigate(page, '/dashboard/cash')
    expect(await balance(page)).toBe('₹500.00')
    const refund = ledgerLine(page, 'Refund')
    expect(await refund.getByText(`Refund for cancelled order ${number}`).count()).toBe(1)
    expect(await refund.getByText(`Added ${total}`).count()).toBe(1)
    // Newest first: the refund, the order's payment, the recharge.
    expect(await page.locator('ol li').evaluateAll((items) => items.map((li) => li.querySelector('span')?.textContent))).toEqual([
      'Refund',
      'Paid for an order',
      'Money added',
    ])
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('from the payment page, a recharge comes back to it with the new balance; a failed one adds nothing', async ({ open }) => {
    const { page } = await open()
    await navigate(page, '/')
    await signUpThroughApi(page, base, '98801')
    await postSkus(page, [{ sku_id: crocin, quantity: 1 }])
    expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
    await navigate(page, '/cart/payment')
    await page.getByRole('link', { name: 'Add money' }).click()
    await page.waitForURL(`${base}/cart/payment/recharge?back=%2Fcart%2Fpayment`)

    await page.getByRole('radio', { name: '₹200' }).check()
    await page.getByRole('button', { name: 'Add ₹200.00' }).click()
    await page.waitForURL(/\/pay\/test-gateway/)
    await page.getByRole('button', { name: 'Fail payment' }).click()
    await page.waitForURL(`${base}/cart/payment/recharge?back=%2Fcart%2Fpayment&failed=1`)
    expect(await page.getByRole('alert').filter({ hasText: 'Your payment did not go through' }).count()).toBe(1)

    await page.getByLabel('Or enter an amount (₹)').fill('1,000')
    await page.getByRole('button', { name: 'Add ₹1,000.00' }).click()
    await page.waitForURL(/\/pay\/test-gateway/)
    await page.getByRole('button', { name: 'Pay ₹1,000.00' }).click()
    await page.waitForURL(`${base}/cart/payment`)
    await expect.poll(() => snack(page, '₹1,000.00 added to your MedWise Cash').count()).toBe(1)
    expect(await page.getByText('MedWise Cash balance ₹1,000.00.').count()).toBe(1)
    expect(await page.getByRole('checkbox', { name: /^Use MedWise Cash/ }).isChecked()).toBe(true)
  })

  test('NeuCoins (issue 23 §5): a guest reads how they work; a customer joins and the menu shows NeuCoins, not Cash', async ({
    open,
  }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/loyalty')
    await page.getByRole('heading', { level: 1, name: 'NeuCoins' }).waitFor()
    expect(await page.getByText('1 NeuCoin is worth ₹1 off your next order.').count()).toBe(1)
    expect(await page.getByRole('link', { name: 'Log in to join' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    const { email } = await signUpThroughApi(page, base, '98801')
    const menu = page.getByRole('button', { name: `Hi, ${email}` })
    const menuText = async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
      return page.locator(`#${await menu.getAttribute('aria-controls')}`).innerText()
    }
    // Not in the programme: the cash balance and the MedWise Cash page.
    expect(await menuText()).toContain('Cash: ₹0.00')
    expect(await page.getByRole('link', { name: 'MedWise Cash' }).count()).toBe(1)
    await page.keyboard.press('Escape')

    await navigate(page, '/loyalty')
    await page.getByRole('button', { name: 'Join NeuCoins' }).click()
    await expect.poll(() => page.getByTestId('neucoins').textContent()).toBe('0')
    expect(await page.getByText('No NeuCoins earned yet. They arrive when an order is delivered.').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    // A loyal user: NeuCoins with points, and the menu's link goes to /loyalty.
    expect(await menuText()).toContain('NeuCoins: 0')
    expect(await page.getByRole('link', { name: 'NeuCoins' }).getAttribute('href')).toBe('/loyalty')
  })

  test('a guest is sent to sign in over the cart', async ({ open }) => {
    const { page } = await open()
    for (const path of ['/dashboard/cash', '/cart/payment/recharge']) {
      await page.goto(`${base}${path}`)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/cart?login=true')
    }
  })
})

describe('without JavaScript', () => {
  test('the recharge is a plain form: a typed amount wins over a picked one', async ({ open }) => {
    const { page, context } = await open()
    await navigate(page, '/')
    await signUpThroughApi(page, base, '98801')
    const { page: plain } = await open({ javaScript: false, width: 360 })
    await plain.context().addCookies(await context.cookies())
    await plain.goto(`${base}/cart/payment/recharge`)
    await plain.getByRole('radio', { name: '₹200' }).check()
    await plain.getByLabel('Or enter an amount (₹)').fill('750')
    await plain.getByRole('button', { name: 'Add money' }).click()
    await plain.waitForURL(/\/pay\/test-gateway/)
    await plain.getByRole('button', { name: 'Pay ₹750.00' }).click()
    await plain.waitForURL(`${base}/dashboard/cash`)
    expect(await balance(plain)).toBe('₹750.00')
    await expectNoHorizontalOverflow(plain)
  })
})
