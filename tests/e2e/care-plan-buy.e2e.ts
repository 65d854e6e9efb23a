import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, postSkus, test } from './fixtures.ts'

// Issue 23: the care plans compared, a plan bought with a pharmacy order by ticking the payment page's care-plan
// checkbox (its member price and free delivery on that very order), and a plan bought on its own from the plans page;
// with axe at 360 px.

interface Hit {
  id: number
  name: string
  url: string
}
let otc: Hit
beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: Hit[] }).search_results.filter((r) => r.url.startsWith('/drugs/'))
  otc = hits.find((h) => h.name === 'Crocin 650 Tablet')!
})

const CBC = 'Complete Blood Count (CBC)'

const ADDRESS = {
  recipient_name: 'Meera Iyer',
  phone: '9812345670',
  address: 'Flat 4, Palm Court, Barakhamba Road',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

async function signedUpWithAddress(page: Page) {
  await navigate(page, '/')
  await signUpThroughApi(page, base, '98723')
  expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
}

const amountToPay = async (page: Page) =>
  (await page.locator('p', { hasText: 'Amount to pay' }).locator('span').nth(1).textContent())!.trim()
const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''))

describe('the care plan, bought', () => {
  test('a guest compares plans, then buys one with an order by ticking it on the payment page', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/subscription-plan/subscriptions')
    await page.getByRole('heading', { level: 1, name: 'MedWise Care Plan' }).waitFor()
    const plans = page
      .getByRole('list', { name: 'Care plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
    expect(await plans.count()).toBe(3)
    expect(await page.getByText('sample price').count()).toBeGreaterThan(0)
    // The tag is hidden on the care-plan pages themselves, shown elsewhere.
    expect(await page.locator('.care-tag').count()).toBe(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await signedUpWithAddress(page)
    await postSkus(page, [{ sku_id: otc.id, quantity: 1 }])
    await navigate(page, '/cart')
    expect(await page.locator('.care-tag').first().textContent()).toBe('SAVE MORE')
    await page.getByRole('heading', { name: /^Save ₹[\d,.]+ on this order with Care Plan$/ }).waitFor()
    await expectNoAxeViolations(page)

    await navigate(page, '/cart/payment')
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor()
    const before = rupees(await amountToPay(page))
    const box = page.getByRole('checkbox', { name: /^Add Care Plan · 3 months for ₹165\.00/ })
    expect(await box.isChecked()).toBe(false)
    await expectNoAxeViolations(page)
    await box.check()
    // Read again: 5 % off the medicine, no ₹49 delivery fee, the plan's ₹165 fee.
    await expect.poll(async () => rupees(await amountToPay(page))).not.toBe(before)
    const after = rupees(await amountToPay(page))
    const discount = Math.floor(Math.round((before - 49) * 100) * 0.05) / 100
    expect(after).toBeCloseTo(before - 49 - discount + 165, 2)
    expect(await box.isChecked()).toBe(true)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('radio', { name: /^Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
    const number = new URL(page.url()).searchParams.get('order')!
    await navigate(page, `/order/${number}`)
    const bill = page.getByRole('region', { name: 'Bill' })
    expect(await bill.getByText('Care Plan discount').count()).toBe(1)
    expect(await bill.getByText('Care Plan', { exact: true }).count()).toBe(1)
    expect(await bill.getByText('Free', { exact: true }).count()).toBe(1)
    // A member: no 'SAVE MORE' any more.
    expect(await page.locator('.care-tag').count()).toBe(0)
    await expectNoAxeViolations(page)
  })

  test('a plan bought on its own from the plans page: the cart holds only the plan, paid online, fulfilled at once', async ({
    open,
  }) => {
    const { page } = await open()
    await signedUpWithAddress(page)
    await navigate(page, '/subscription-plan/subscriptions')
    await page.getByRole('button', { name: /^Buy for ₹165\.00/ }).click()
    await page.waitForURL(`${base}/cart`)
    await page.getByRole('heading', { name: 'Only the Care Plan in your cart' }).waitFor()
    await expectNoAxeViolations(page)
    await navigate(page, '/cart/payment')
    expect(await amountToPay(page)).toBe('₹165.00')
    expect(await page.getByRole('radio', { name: /^Cash on delivery/ }).isDisabled()).toBe(true)
    await page.getByRole('radio', { name: /^Pay online/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(/\/order-payment\/\?order=MW\d{8}$/)
    await page.getByRole('button', { name: /^Pay ₹165\.00 online$/ }).click()
    await page.waitForURL(/\/pay\/test-gateway/)
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await page.waitForURL(/\/cart\/checkout\/success\?order=MW\d{8}$/)
    const number = new URL(page.url()).searchParams.get('order')!
    await navigate(page, `/order/${number}`)
    expect(await page.getByText('Delivered', { exact: true }).count()).toBeGreaterThan(0)
    // A member now: lab tests at member prices through the care plan's labs twin (spec 2 §2 /cp_labs/cart).
    await page.goto(`${base}/labs?q=${encodeURIComponent(CBC)}`)
    const testId = Number(
      await page.getByRole('button', { name: `Add ${CBC} to cart`, exact: true }).getAttribute('data-test-id'),
    )
    const replaced = await page.request.put(`${base}/pwa-api/api/v4/carts/replace?types=labs`, {
      headers: { 'x-csrf-token': await csrfOf(page) },
      data: { sku_ids: [{ test_id: testId }] },
    })
    expect(replaced.status()).toBe(200)
    await navigate(page, '/cp_labs/cart')
    await page.getByText('Care Plan discount', { exact: true }).waitFor()
    await expectNoAxeViolations(page)

    await navigate(page, '/subscription-plan/subscriptions')
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Your Care Plan · 3 months is valid till \d+ \w+ \d{4}\./ })
        .count(),
    ).toBe(1)
  })
})
