import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, postSkus, test } from './fixtures.ts'
import { findCrocin } from './order-helpers.ts'

// Issue 27 §4 (decision 087): the insurer page's sample content; a policyholder activates the insurer's benefits with
// the policy number and date of birth (a wrong date refused with the one message that names no field) and sees the
// medicines discount in the cart; the form is a plain form that works without JavaScript. Phone block 97212; the
// policies are server/db/seed/insurer.ts's sample policyholders kept for this file (TA0000097212, TA0000097213).

const PAGE = '/tata-aia-shubhhealthplus'
const NOT_MATCHED =
  'We could not find a policy with these details. Check the policy number and date of birth on your policy document and try again.'
let crocin: { id: number; name: string }
beforeAll(async () => {
  crocin = await findCrocin(base)
})

async function activate(page: Page, policyNumber: string, birthDate: string) {
  const form = page.getByRole('form', { name: 'Activate your benefits' })
  await form.getByLabel('Policy number').fill(policyNumber)
  await form.getByLabel('Date of birth of the policyholder').fill(birthDate)
  await form.getByRole('button', { name: 'Activate benefits' }).click()
}

describe('the insurer page', () => {
  test('a policyholder activates the benefits, a wrong date of birth refused, and sees the medicines discount in the cart', async ({
    open,
  }) => {
    const opened = await open({ width: 360 })
    const { page } = opened
    // A refused activation answers 400, which the browser logs.
    opened.allow(/status of 400/)
    await navigate(page, PAGE)
    await page.getByRole('heading', { level: 1, name: 'Tata AIA Shubh Health Plus' }).waitFor()
    await page.getByRole('note').filter({ hasText: 'Sample content' }).waitFor()
    await page.getByRole('heading', { name: '10% off medicines' }).waitFor()
    expect(await page.getByRole('link', { name: 'Sign in to activate' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await signUpThroughApi(page, base, '97212')
    await page.getByRole('form', { name: 'Activate your benefits' }).waitFor()
    await expectNoAxeViolations(page)

    await activate(page, 'TA0000097212', '1985-08-16')
    const alert = page.getByRole('alert').filter({ hasText: NOT_MATCHED })
    await alert.waitFor()
    // One message for the form: neither field is marked as the wrong one.
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0)
    expect(await page.getByLabel('Policy number').inputValue()).toBe('TA0000097212')
    await expectNoAxeViolations(page)

    await activate(page, 'ta 0000 097 212', '1985-08-15')
    await page.getByRole('status').filter({ hasText: 'Your benefits are active.' }).waitFor()
    expect(await page.getByTestId('insurer-medicine-left').textContent()).toBe('₹1,000.00')
    expect(await page.getByText('policy ••••••••7212').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await postSkus(page, [{ sku_id: crocin.id, quantity: 5 }])
    await navigate(page, '/cart')
    const row = page.locator('dl div').filter({ has: page.getByText('Tata AIA Shubh Health Plus discount', { exact: true }) })
    await row.waitFor()
    const amount = (await row.locator('dd').textContent())!.trim()
    expect(amount).toMatch(/^−₹\d[\d,]*\.\d\d$/)
    expect(Number(amount.replace(/[−₹,]/g, ''))).toBeGreaterThan(0)
    expect(await page.getByText('Care Plan discount', { exact: true }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('without JavaScript: a wrong date of birth is refused, the right one activates', async ({ open }) => {
    const opened = await open({ javaScript: false, width: 360 })
    const { page } = opened
    opened.allow(/status of 400/)
    await page.goto(`${base}${PAGE}`)
    await signUpThroughApi(page, base, '97212')
    await activate(page, 'TA0000097213', '1980-02-10')
    await page.waitForLoadState()
    await page.getByRole('alert').filter({ hasText: NOT_MATCHED }).waitFor()
    await activate(page, 'TA0000097213', '1979-02-10')
    await page.waitForURL(`${base}${PAGE}?activated=1#insurer-benefits`)
    expect(await page.getByRole('heading', { name: 'Your benefits' }).count()).toBe(1)
    expect(await page.getByTestId('insurer-medicine-left').textContent()).toBe('₹1,000.00')
  })
})
